/**
 * The lead notification's signature (issue 28 item 4), the scheme Stripe and Slack use: the sender
 * puts the Unix time in `X-MSD-Timestamp` and `v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`
 * in `X-MSD-Signature`; a receiver recomputes it over the raw body it received (before any JSON
 * parsing) and refuses a timestamp more than five minutes away from its own clock, so a captured
 * request cannot be replayed later. WebCrypto only: the same module runs in the Worker, in a
 * receiving Worker and in Node 20+.
 */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-MSD-Timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'X-MSD-Signature';
/** How far (either way) a timestamp may be from the receiver's clock, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

/** The bytes signed: `<timestamp>.` followed by the body exactly as sent. */
function signedBytes(timestamp: string, rawBody: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const bytes = new Uint8Array(prefix.length + body.length);
  bytes.set(prefix);
  bytes.set(body, prefix.length);
  return bytes;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `v1=<64 lowercase hex digits>` for this timestamp (whole Unix seconds) and body. */
export async function signWebhook(
  secret: string,
  timestamp: number,
  rawBody: string | Uint8Array,
): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  const mac = await crypto.subtle.sign('HMAC', key, signedBytes(String(timestamp), rawBody));
  return `v1=${toHex(mac)}`;
}

/** The two headers to send with `rawBody`, signed at `nowSeconds`. */
export async function webhookSignatureHeaders(
  secret: string,
  nowSeconds: number,
  rawBody: string | Uint8Array,
): Promise<Record<string, string>> {
  const timestamp = Math.floor(nowSeconds);
  return {
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(secret, timestamp, rawBody),
  };
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * True when `signature` (the X-MSD-Signature header: one or more comma-separated `v1=<hex>`, so a
 * sender can sign with an old and a new secret while it is rotated) holds a valid HMAC of
 * `<timestamp>.<rawBody>` under `secret`, and `timestamp` (X-MSD-Timestamp, whole Unix seconds) is
 * within `toleranceSeconds` of `nowSeconds`. The comparison is WebCrypto's HMAC verify, which takes
 * the same time however many bytes match. Pass the body exactly as received (a string or its bytes).
 */
export async function verifyWebhookSignature(
  secret: string,
  timestamp: string | null | undefined,
  signature: string | null | undefined,
  rawBody: string | Uint8Array,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): Promise<boolean> {
  if (!secret || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const candidates = signature
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^v1=[0-9a-f]{64}$/i.test(part))
    .map((part) => fromHex(part.slice(3)));
  if (candidates.length === 0) return false;
  const key = await hmacKey(secret, 'verify');
  const data = signedBytes(timestamp, rawBody);
  let valid = false;
  // Every candidate is checked, so the time taken does not say which one matched.
  for (const candidate of candidates)
    if (await crypto.subtle.verify('HMAC', key, candidate, data)) valid = true;
  return valid;
}
