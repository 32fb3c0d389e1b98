import { describe, expect, it } from 'vitest';
import {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookSignatureHeaders,
} from './webhook-signature';

// Vectors computed with Node's createHmac('sha256', secret).update(`${t}.${body}`), not this module.
const SECRET = 'whsec_test_secret';
const T = 1767225600;
const BODY = '{"id":"abc"}';
const MAC = 'e9fd9490e4c606d8acf280fed9f9ce03b8b6feee8934a81defa853387fe27337';

describe('signWebhook', () => {
  it('is v1= and the hex HMAC-SHA256 of "<timestamp>.<raw body>"', async () => {
    expect(await signWebhook(SECRET, T, BODY)).toBe(`v1=${MAC}`);
    expect(await signWebhook(SECRET, T, '')).toBe(
      'v1=2101ed4de13a3847b9130080a81eb77b7a3727702e4665f5d4fc9fb89133b2e2',
    );
    expect(await signWebhook('another-secret', T, BODY)).toBe(
      'v1=d65824ae3d29a361d2f5d3c36179763fa502a2256fef7a3f44c5af67fa40de25',
    );
  });

  it('signs the UTF-8 bytes, whether given as text or bytes', async () => {
    const want = 'v1=7aca77a537b8c158603f44478e832c188313c096de968026bd33529605fc0db5';
    expect(await signWebhook(SECRET, T, '{"name":"Zoë"}')).toBe(want);
    expect(await signWebhook(SECRET, T, new TextEncoder().encode('{"name":"Zoë"}'))).toBe(want);
  });

  it('gives both headers, the timestamp in whole seconds', async () => {
    expect([WEBHOOK_TIMESTAMP_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS]).toEqual(
      ['X-MSD-Timestamp', 'X-MSD-Signature', 300],
    );
    expect(await webhookSignatureHeaders(SECRET, T + 0.9, BODY)).toStrictEqual({
      'X-MSD-Timestamp': String(T),
      'X-MSD-Signature': `v1=${MAC}`,
    });
  });
});

describe('verifyWebhookSignature', () => {
  const verify = (
    patch: Partial<{
      secret: string;
      timestamp: string | null;
      signature: string | null;
      body: string | Uint8Array;
      now: number;
      tolerance: number;
    }> = {},
  ) => {
    const p = {
      secret: SECRET,
      timestamp: String(T),
      signature: `v1=${MAC}`,
      body: BODY,
      now: T,
      ...patch,
    };
    return p.tolerance === undefined
      ? verifyWebhookSignature(p.secret, p.timestamp, p.signature, p.body, p.now)
      : verifyWebhookSignature(p.secret, p.timestamp, p.signature, p.body, p.now, p.tolerance);
  };

  it('accepts the signature over the body as received, as text or bytes, any hex case', async () => {
    expect(await verify()).toBe(true);
    expect(await verify({ body: new TextEncoder().encode(BODY) })).toBe(true);
    expect(await verify({ signature: `v1=${MAC.toUpperCase()}` })).toBe(true);
  });

  it('refuses a tampered body, another secret, or another timestamp', async () => {
    expect(await verify({ body: '{"id":"abd"}' })).toBe(false);
    expect(await verify({ body: `${BODY} ` })).toBe(false);
    expect(await verify({ secret: 'another-secret' })).toBe(false);
    expect(await verify({ timestamp: String(T + 1), now: T + 1 })).toBe(false);
  });

  it('accepts a timestamp up to five minutes either side of now, and nothing older or newer', async () => {
    expect(await verify({ now: T + 300 })).toBe(true);
    expect(await verify({ now: T - 300 })).toBe(true);
    expect(await verify({ now: T + 301 })).toBe(false);
    expect(await verify({ now: T - 301 })).toBe(false);
    expect(await verify({ now: T + 3600, tolerance: 3600 })).toBe(true);
    expect(await verify({ now: T + 11, tolerance: 10 })).toBe(false);
  });

  it('accepts one valid v1 among several (a secret being rotated)', async () => {
    const other = `v1=${'0'.repeat(64)}`;
    expect(await verify({ signature: `${other}, v1=${MAC}` })).toBe(true);
    expect(await verify({ signature: `v1=${MAC},${other}` })).toBe(true);
    expect(await verify({ signature: `${other},v0=${MAC}` })).toBe(false);
  });

  it.each([
    ['no signature', { signature: null }],
    ['an empty signature', { signature: '' }],
    ['no scheme', { signature: MAC }],
    ['another scheme', { signature: `v0=${MAC}` }],
    ['a short MAC', { signature: `v1=${MAC.slice(2)}` }],
    ['a long MAC', { signature: `v1=${MAC}00` }],
    ['non-hex', { signature: `v1=${MAC.slice(1)}g` }],
    ['no timestamp', { timestamp: null }],
    ['an empty timestamp', { timestamp: '' }],
    ['a timestamp with a fraction', { timestamp: `${T}.5` }],
    ['a negative timestamp', { timestamp: `-${T}` }],
    ['a timestamp in milliseconds', { timestamp: `${T}000`, now: T * 1000 }],
    ['an empty secret', { secret: '' }],
  ])('refuses %s', async (_, patch) => {
    expect(await verify(patch)).toBe(false);
  });
});
