/**
 * Per-person offline keys (issue 25, docs/decisions/0025): the key hierarchy's cryptography,
 * identical in the browser, the service worker, the Node build and workerd (WebCrypto only).
 *
 *   owner passphrase --PBKDF2--> owner key --AES-GCM--> { content key K(epoch), file secret F, sync secret S }
 *   K(epoch)  --AES-GCM--> vault.bin (pages and catalogue; the catalogue holds each file's own key)
 *   F         --HKDF(file's sha-256)--> file key + IV --AES-GCM--> files/*.bin (stable across epochs)
 *   S         --HMAC(device id)--> the device's sync token (sent with its events)
 *   passkey PRF output --HKDF--> device KEK        passphrase --PBKDF2 600k--> device KEK
 *   device KEK --AES-GCM--> the device's ECDH P-256 private key
 *   Worker: ECDH-ES(ephemeral, device public key) + HKDF --AES-GCM--> sealed { K(epoch), sync token }
 *
 * The sealed key's additional data names the device, the epoch and the end of its offline grace
 * period, so a device cannot stretch its grace by editing a stored date: the seal then fails.
 */
import { fromBase64Url, randomBytes, toBase64Url, VAULT_CIPHER } from './vault-crypto.ts';

// The key formats below are base64url; callers that read them take the codec from here too.
export { fromBase64Url, toBase64Url };

export const DEVICE_KEY_INFO = {
  kek: 'msd/device-kek/v1',
  seal: 'msd/content-key-seal/v1',
  fileKey: 'msd/file-key/v1',
  fileIv: 'msd/file-iv/v1',
} as const;

export const KEY_BYTES = 32;
/** PBKDF2-SHA256 iterations for a device passphrase (issue 25 item 2). */
export const DEVICE_PASSPHRASE_ITERATIONS = 600_000;
export const DEVICE_SALT_BYTES = 16;
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const AES = { name: VAULT_CIPHER.name, length: VAULT_CIPHER.length } as const;

const utf8 = (text: string) => new TextEncoder().encode(text);

// The DOM and Workers type libraries disagree on these signatures (a union return, `$public`); the
// runtime calls are the same everywhere, so one narrow wrapper each.
async function newEcdhPair(): Promise<CryptoKeyPair> {
  const pair: unknown = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
  return pair as CryptoKeyPair;
}
async function exportJwk(key: CryptoKey): Promise<JsonWebKey> {
  const jwk: unknown = await crypto.subtle.exportKey('jwk', key);
  return jwk as JsonWebKey;
}
async function exportPkcs8(key: CryptoKey): Promise<ArrayBuffer> {
  const bytes: unknown = await crypto.subtle.exportKey('pkcs8', key);
  return bytes as ArrayBuffer;
}
function ecdhBits(privateKey: CryptoKey, publicKey: CryptoKey): Promise<ArrayBuffer> {
  const algorithm: unknown = { name: 'ECDH', public: publicKey, $public: publicKey };
  return crypto.subtle.deriveBits(
    algorithm as Parameters<SubtleCrypto['deriveBits']>[0],
    privateKey,
    256,
  );
}

/** A content key as usable, non-extractable AES-256-GCM (it decrypts; it can never be read back). */
export function importContentKey(
  raw: BufferSource,
  usages: Array<'encrypt' | 'decrypt'> = ['decrypt'],
): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, AES, false, usages);
}

async function hkdfBits(
  secret: BufferSource,
  salt: BufferSource,
  info: string,
  bits: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt, info: utf8(info) },
      material,
      bits,
    ),
  );
}

async function hkdfKey(secret: BufferSource, salt: BufferSource, info: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: utf8(info) },
    material,
    AES,
    false,
    ['encrypt', 'decrypt'],
  );
}

/** A file's own key and IV: the same bytes under the same file secret seal identically in every build. */
export async function fileKeyAndIv(
  fileSecret: BufferSource,
  plaintextSha256: Uint8Array<ArrayBuffer>,
): Promise<{ key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> }> {
  const [key, iv] = await Promise.all([
    hkdfBits(fileSecret, plaintextSha256, DEVICE_KEY_INFO.fileKey, KEY_BYTES * 8),
    hkdfBits(fileSecret, plaintextSha256, DEVICE_KEY_INFO.fileIv, VAULT_CIPHER.ivBytes * 8),
  ]);
  return { key, iv };
}

/** The device KEK from a passkey's WebAuthn `prf` output (32 bytes from the authenticator). */
export function kekFromPrf(prfOutput: BufferSource, salt: BufferSource): Promise<CryptoKey> {
  return hkdfKey(prfOutput, salt, DEVICE_KEY_INFO.kek);
}

/** The device KEK from the person's passphrase: PBKDF2-SHA256, 600,000 iterations by default. */
export async function kekFromPassphrase(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = DEVICE_PASSPHRASE_ITERATIONS,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    AES,
    false,
    ['encrypt', 'decrypt'],
  );
}

export interface SealedBytes {
  iv: string;
  ciphertext: string;
}

async function seal(key: CryptoKey, plaintext: BufferSource, aad: string): Promise<SealedBytes> {
  const iv = randomBytes(VAULT_CIPHER.ivBytes);
  const ciphertext = await crypto.subtle.encrypt(
    { name: AES.name, iv, additionalData: utf8(aad) },
    key,
    plaintext,
  );
  return { iv: toBase64Url(iv), ciphertext: toBase64Url(new Uint8Array(ciphertext)) };
}

export class KeyOpenError extends Error {
  constructor(what: string) {
    super(`${what} could not be opened: wrong key or changed data.`);
    this.name = 'KeyOpenError';
  }
}

async function open(
  key: CryptoKey,
  sealed: SealedBytes,
  aad: string,
  what: string,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: AES.name, iv: fromBase64Url(sealed.iv), additionalData: utf8(aad) },
        key,
        fromBase64Url(sealed.ciphertext),
      ),
    );
  } catch {
    throw new KeyOpenError(what);
  }
}

/** A fresh device key pair: the public half goes to the Worker, the private half is wrapped at once. */
export async function generateDeviceKeyPair(): Promise<{
  publicKey: JsonWebKey;
  privatePkcs8: Uint8Array<ArrayBuffer>;
}> {
  const pair = await newEcdhPair();
  const [publicKey, privatePkcs8] = await Promise.all([
    exportJwk(pair.publicKey),
    exportPkcs8(pair.privateKey),
  ]);
  return { publicKey: publicJwk(publicKey), privatePkcs8: new Uint8Array(privatePkcs8) };
}

/** Only the public coordinates (no usage flags that differ between runtimes). */
function publicJwk(jwk: JsonWebKey): JsonWebKey {
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
}

export function wrapPrivateKey(
  kek: CryptoKey,
  privatePkcs8: BufferSource,
  deviceId: string,
): Promise<SealedBytes> {
  return seal(kek, privatePkcs8, `msd-device-key|${deviceId}`);
}

/** The device's private key, non-extractable; a wrong KEK (passphrase, passkey) throws KeyOpenError. */
export async function unwrapPrivateKey(
  kek: CryptoKey,
  wrapped: SealedBytes,
  deviceId: string,
): Promise<CryptoKey> {
  const pkcs8 = await open(kek, wrapped, `msd-device-key|${deviceId}`, 'The device key');
  try {
    return await crypto.subtle.importKey('pkcs8', pkcs8, ECDH, false, ['deriveBits']);
  } finally {
    pkcs8.fill(0);
  }
}

/** The content key of one epoch sealed for one device, valid offline until `offlineUntil`. */
export interface SealedContentKey extends SealedBytes {
  epoch: number;
  /** Epoch ms: the device stops unlocking offline after this (the grace period). */
  offlineUntil: number;
  ephemeralKey: JsonWebKey;
}

function sealAad(deviceId: string, epoch: number, offlineUntil: number): string {
  return `msd-content-key|${deviceId}|${epoch}|${offlineUntil}`;
}

async function sharedKey(
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  deviceId: string,
): Promise<CryptoKey> {
  const shared = await ecdhBits(privateKey, publicKey);
  return hkdfKey(shared, utf8(deviceId), DEVICE_KEY_INFO.seal);
}

/** What a device receives: the content key and its sync token, 32 bytes each. */
export interface DeviceSecrets {
  contentKey: Uint8Array<ArrayBuffer>;
  syncToken: Uint8Array<ArrayBuffer>;
}

/** The Worker seals the epoch's content key and the device's sync token for the device's public key. */
export async function sealForDevice(
  secrets: DeviceSecrets,
  devicePublicKey: JsonWebKey,
  deviceId: string,
  epoch: number,
  offlineUntil: number,
): Promise<SealedContentKey> {
  const [recipient, ephemeral] = await Promise.all([
    crypto.subtle.importKey('jwk', publicJwk(devicePublicKey), ECDH, false, []),
    newEcdhPair(),
  ]);
  const key = await sharedKey(ephemeral.privateKey, recipient, deviceId);
  const plaintext = new Uint8Array(KEY_BYTES * 2);
  plaintext.set(secrets.contentKey, 0);
  plaintext.set(secrets.syncToken, KEY_BYTES);
  try {
    const sealed = await seal(key, plaintext, sealAad(deviceId, epoch, offlineUntil));
    const ephemeralKey = publicJwk(await exportJwk(ephemeral.publicKey));
    return { ...sealed, epoch, offlineUntil, ephemeralKey };
  } finally {
    plaintext.fill(0);
  }
}

/** The device opens its sealed key with its private key; any changed field throws KeyOpenError. */
export async function openForDevice(
  privateKey: CryptoKey,
  sealed: SealedContentKey,
  deviceId: string,
): Promise<DeviceSecrets> {
  let ephemeral: CryptoKey;
  try {
    ephemeral = await crypto.subtle.importKey(
      'jwk',
      publicJwk(sealed.ephemeralKey),
      ECDH,
      false,
      [],
    );
  } catch {
    throw new KeyOpenError('The content key');
  }
  const key = await sharedKey(privateKey, ephemeral, deviceId);
  const bytes = await open(
    key,
    sealed,
    sealAad(deviceId, sealed.epoch, sealed.offlineUntil),
    'The content key',
  );
  if (bytes.length !== KEY_BYTES * 2) throw new KeyOpenError('The content key');
  return { contentKey: bytes.slice(0, KEY_BYTES), syncToken: bytes.slice(KEY_BYTES) };
}

/** The device's sync token: HMAC(S, device id). Only the Worker and the build hold S. */
export async function deviceSyncToken(
  syncSecret: BufferSource,
  deviceId: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey(
    'raw',
    syncSecret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(`device-sync|${deviceId}`)));
}

/** The Authorization header of a device's event posts: `Device <id>.<token>`. */
export function deviceAuthorization(deviceId: string, syncToken: string): string {
  return `Device ${deviceId}.${syncToken}`;
}

/** The owner's recovery blob in the vault header: K, F and S sealed under the owner key. */
export interface OwnerSecrets {
  contentKey: Uint8Array<ArrayBuffer>;
  fileSecret: Uint8Array<ArrayBuffer>;
  syncSecret: Uint8Array<ArrayBuffer>;
}

export function newOwnerSecrets(previous?: OwnerSecrets): OwnerSecrets {
  return {
    contentKey: randomBytes(KEY_BYTES),
    // The file and sync secrets outlive a rotation: unchanged files keep their blobs, and devices
    // keep their sync tokens (neither ever reaches a device in clear).
    fileSecret: previous?.fileSecret ?? randomBytes(KEY_BYTES),
    syncSecret: previous?.syncSecret ?? randomBytes(KEY_BYTES),
  };
}

export function sealOwnerSecrets(
  ownerKey: CryptoKey,
  secrets: OwnerSecrets,
  epoch: number,
): Promise<SealedBytes> {
  const plaintext = new Uint8Array(KEY_BYTES * 3);
  plaintext.set(secrets.contentKey, 0);
  plaintext.set(secrets.fileSecret, KEY_BYTES);
  plaintext.set(secrets.syncSecret, KEY_BYTES * 2);
  return seal(ownerKey, plaintext, `msd-owner|${epoch}`).finally(() => plaintext.fill(0));
}

/** A wrong owner passphrase throws KeyOpenError (GCM's tag is the password check). */
export async function openOwnerSecrets(
  ownerKey: CryptoKey,
  sealed: SealedBytes,
  epoch: number,
): Promise<OwnerSecrets> {
  const bytes = await open(ownerKey, sealed, `msd-owner|${epoch}`, 'The owner key');
  if (bytes.length !== KEY_BYTES * 3) throw new KeyOpenError('The owner key');
  return {
    contentKey: bytes.slice(0, KEY_BYTES),
    fileSecret: bytes.slice(KEY_BYTES, KEY_BYTES * 2),
    syncSecret: bytes.slice(KEY_BYTES * 2),
  };
}

/**
 * The Worker's PORTAL_CONTENT_KEY secret: `v1.<epoch>.<K>.<S>` (base64url), written by
 * `npm start` and `npm run deploy` from the built header and the owner passphrase.
 */
export const CONTENT_KEY_SECRET_PATTERN =
  /^v1\.([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

export function formatContentKeySecret(epoch: number, secrets: OwnerSecrets): string {
  return `v1.${epoch}.${toBase64Url(secrets.contentKey)}.${toBase64Url(secrets.syncSecret)}`;
}

export function parseContentKeySecret(value: string | undefined): {
  epoch: number;
  contentKey: Uint8Array<ArrayBuffer>;
  syncSecret: Uint8Array<ArrayBuffer>;
} | null {
  const match = CONTENT_KEY_SECRET_PATTERN.exec(value?.trim() ?? '');
  if (!match) return null;
  return {
    epoch: Number(match[1]),
    contentKey: fromBase64Url(match[2]!),
    syncSecret: fromBase64Url(match[3]!),
  };
}
