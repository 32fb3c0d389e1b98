import { describe, expect, it, vi } from 'vitest';
import {
  CONTENT_KEY_SECRET_PATTERN,
  DEVICE_KEY_INFO,
  DEVICE_PASSPHRASE_ITERATIONS,
  DEVICE_SALT_BYTES,
  deviceAuthorization,
  fromBase64Url,
  importContentKey,
  KEY_BYTES,
  toBase64Url,
  type OwnerSecrets,
  type SealedBytes,
  type SealedContentKey,
  deviceSyncToken,
  fileKeyAndIv,
  generateDeviceKeyPair,
  kekFromPassphrase,
  kekFromPrf,
  KeyOpenError,
  newOwnerSecrets,
  openForDevice,
  openOwnerSecrets,
  sealForDevice,
  sealOwnerSecrets,
  unwrapPrivateKey,
  wrapPrivateKey,
  formatContentKeySecret,
  parseContentKeySecret,
} from './device-keys';
import { DEVICE_AUTH_PATTERN, publicKeySchema, sealedContentKeySchema } from './portal-devices';
import { randomBytes } from './vault-crypto';

const DEVICE = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';

describe('device keys', () => {
  it('seals the content key for a device and opens it with the unwrapped private key', async () => {
    const { publicKey, privatePkcs8 } = await generateDeviceKeyPair();
    const salt = randomBytes(16);
    const prf = randomBytes(32);
    const wrapped = await wrapPrivateKey(await kekFromPrf(prf, salt), privatePkcs8, DEVICE);
    const secrets = { contentKey: randomBytes(32), syncToken: randomBytes(32) };
    const sealed = await sealForDevice(secrets, publicKey, DEVICE, 3, 1_800_000_000_000);
    const privateKey = await unwrapPrivateKey(await kekFromPrf(prf, salt), wrapped, DEVICE);
    const opened = await openForDevice(privateKey, sealed, DEVICE);
    expect(opened.contentKey).toEqual(secrets.contentKey);
    expect(opened.syncToken).toEqual(secrets.syncToken);
    await expect(
      openForDevice(privateKey, { ...sealed, offlineUntil: sealed.offlineUntil + 1 }, DEVICE),
    ).rejects.toBeInstanceOf(KeyOpenError);
    await expect(
      unwrapPrivateKey(await kekFromPrf(randomBytes(32), salt), wrapped, DEVICE),
    ).rejects.toBeInstanceOf(KeyOpenError);
  });

  it('wraps under a passphrase', async () => {
    const { privatePkcs8 } = await generateDeviceKeyPair();
    const salt = randomBytes(16);
    const wrapped = await wrapPrivateKey(
      await kekFromPassphrase('right one', salt, 1000),
      privatePkcs8,
      DEVICE,
    );
    await expect(
      unwrapPrivateKey(await kekFromPassphrase('right one', salt, 1000), wrapped, DEVICE),
    ).resolves.toBeInstanceOf(CryptoKey);
    await expect(
      unwrapPrivateKey(await kekFromPassphrase('wrong one', salt, 1000), wrapped, DEVICE),
    ).rejects.toBeInstanceOf(KeyOpenError);
  });

  it('owner secrets, file keys, sync tokens and the Worker secret', async () => {
    const owner = newOwnerSecrets();
    const rotated = newOwnerSecrets(owner);
    expect(rotated.fileSecret).toEqual(owner.fileSecret);
    expect(rotated.contentKey).not.toEqual(owner.contentKey);
    const key = await crypto.subtle.importKey('raw', randomBytes(32), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    const sealed = await sealOwnerSecrets(key, owner, 2);
    expect(await openOwnerSecrets(key, sealed, 2)).toEqual(owner);
    await expect(openOwnerSecrets(key, sealed, 3)).rejects.toBeInstanceOf(KeyOpenError);
    const sha = randomBytes(32);
    expect(await fileKeyAndIv(owner.fileSecret, sha)).toEqual(
      await fileKeyAndIv(owner.fileSecret, sha),
    );
    expect((await deviceSyncToken(owner.syncSecret, DEVICE)).length).toBe(32);
    const text = formatContentKeySecret(7, owner);
    expect(parseContentKeySecret(text)).toEqual({
      epoch: 7,
      contentKey: owner.contentKey,
      syncSecret: owner.syncSecret,
    });
    expect(parseContentKeySecret('v1.0.x.y')).toBeNull();
  });
});

/**
 * Node's own crypto (OpenSSL, not WebCrypto) for expected values computed apart from the module.
 * Loaded by a computed specifier: src/shared is also type-checked for the browser and for workerd,
 * which have no Node types.
 */
interface NodeKey {
  export(options: { format: 'jwk' }): JsonWebKey;
}
interface NodeCipher {
  setAAD(aad: Uint8Array): void;
  update(data: Uint8Array): Uint8Array;
  final(): Uint8Array;
  getAuthTag(): Uint8Array;
}
interface NodeDecipher {
  setAAD(aad: Uint8Array): void;
  setAuthTag(tag: Uint8Array): void;
  update(data: Uint8Array): Uint8Array;
  final(): Uint8Array;
}
interface NodeCrypto {
  createHmac(
    algorithm: 'sha256',
    key: Uint8Array,
  ): { update(data: string): { digest(encoding: 'hex'): string } };
  hkdfSync(
    digest: 'sha256',
    key: Uint8Array,
    salt: Uint8Array,
    info: string,
    length: number,
  ): ArrayBuffer;
  pbkdf2Sync(
    password: string,
    salt: Uint8Array,
    iterations: number,
    length: number,
    digest: 'sha256',
  ): Uint8Array;
  createCipheriv(algorithm: 'aes-256-gcm', key: Uint8Array, iv: Uint8Array): NodeCipher;
  createDecipheriv(algorithm: 'aes-256-gcm', key: Uint8Array, iv: Uint8Array): NodeDecipher;
  createPrivateKey(options: { key: Uint8Array; format: 'der'; type: 'pkcs8' }): NodeKey;
  createPublicKey(options: { key: JsonWebKey; format: 'jwk' }): NodeKey;
  generateKeyPairSync(
    type: 'ec',
    options: { namedCurve: 'P-256' },
  ): { publicKey: NodeKey; privateKey: NodeKey };
  diffieHellman(options: { privateKey: NodeKey; publicKey: NodeKey }): Uint8Array;
}
const node = (await import(/* @vite-ignore */ ['node', 'crypto'].join(':'))) as NodeCrypto;

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array | ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const hkdf = (secret: Uint8Array, salt: Uint8Array, info: string, length: number) =>
  new Uint8Array(node.hkdfSync('sha256', secret, salt, info, length));

/** AES-256-GCM as WebCrypto lays it out (the 16-byte tag after the ciphertext), by Node. */
function nodeSeal(key: Uint8Array, plaintext: Uint8Array, aad: string): SealedBytes {
  const iv = randomBytes(12);
  const cipher = node.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(utf8(aad));
  const body = concat(cipher.update(plaintext), cipher.final(), cipher.getAuthTag());
  return { iv: toBase64Url(iv), ciphertext: toBase64Url(body) };
}
function nodeOpen(key: Uint8Array, sealed: SealedBytes, aad: string): Uint8Array {
  const body = fromBase64Url(sealed.ciphertext);
  const decipher = node.createDecipheriv('aes-256-gcm', key, fromBase64Url(sealed.iv));
  decipher.setAAD(utf8(aad));
  decipher.setAuthTag(body.slice(-16));
  return concat(decipher.update(body.slice(0, -16)), decipher.final());
}

/** Constant inputs for the known answers: 00 01 .. 1f and ff fe .. e0. */
const ASCENDING = Uint8Array.from({ length: 32 }, (_, i) => i);
const DESCENDING = Uint8Array.from({ length: 32 }, (_, i) => 0xff - i);
const OTHER_DEVICE = '11111111-2222-4333-8444-555555555555';
const OFFLINE_UNTIL = 1_800_000_000_000;

async function enrolledDevice() {
  const { publicKey, privatePkcs8 } = await generateDeviceKeyPair();
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    privatePkcs8,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return { publicKey, privatePkcs8, privateKey };
}

const newSecrets = () => ({ contentKey: randomBytes(32), syncToken: randomBytes(32) });

/**
 * The contents of every byte array zeroed in full (fill(0)) while `run` ran: a function that copies
 * secrets into a buffer of its own wipes that buffer before it returns.
 */
async function zeroedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const zeroed: string[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its `this` below
  const fill = Uint8Array.prototype.fill;
  const spy = vi.spyOn(Uint8Array.prototype, 'fill').mockImplementation(function (
    this: Uint8Array,
    value: number,
    start?: number,
    end?: number,
  ) {
    const before = hex(this);
    fill.call(this, value, start, end);
    if (value === 0 && start === undefined && end === undefined) zeroed.push(before);
    return this;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return zeroed;
}

describe('secrets in clear are wiped after use', () => {
  it('sealForDevice wipes its copy of the content key and sync token', async () => {
    const { publicKey } = await enrolledDevice();
    const secrets = newSecrets();
    const zeroed = await zeroedDuring(() =>
      sealForDevice(secrets, publicKey, DEVICE, 1, OFFLINE_UNTIL),
    );
    expect(zeroed).toContain(hex(concat(secrets.contentKey, secrets.syncToken)));
  });

  it('sealOwnerSecrets wipes its copy of the three secrets', async () => {
    const secrets = newOwnerSecrets();
    const key = await crypto.subtle.importKey('raw', randomBytes(32), 'AES-GCM', false, [
      'encrypt',
    ]);
    const zeroed = await zeroedDuring(() => sealOwnerSecrets(key, secrets, 1));
    expect(zeroed).toContain(
      hex(concat(secrets.contentKey, secrets.fileSecret, secrets.syncSecret)),
    );
  });

  it('unwrapPrivateKey wipes the private key bytes once imported', async () => {
    const { privatePkcs8 } = await enrolledDevice();
    const kek = await kekFromPrf(ASCENDING, ASCENDING.slice(0, 16));
    const wrapped = await wrapPrivateKey(kek, privatePkcs8, DEVICE);
    const zeroed = await zeroedDuring(() => unwrapPrivateKey(kek, wrapped, DEVICE));
    expect(zeroed).toContain(hex(privatePkcs8));
  });
});

describe('the constants a deployed device depends on', () => {
  it('labels, sizes and the passphrase cost', () => {
    expect(DEVICE_KEY_INFO).toEqual({
      kek: 'msd/device-kek/v1',
      seal: 'msd/content-key-seal/v1',
      fileKey: 'msd/file-key/v1',
      fileIv: 'msd/file-iv/v1',
    });
    expect(KEY_BYTES).toBe(32);
    expect(DEVICE_PASSPHRASE_ITERATIONS).toBe(600_000);
    expect(DEVICE_SALT_BYTES).toBe(16);
  });

  it('KeyOpenError names what did not open', () => {
    const error = new KeyOpenError('The device key');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('KeyOpenError');
    expect(error.message).toBe('The device key could not be opened: wrong key or changed data.');
  });
});

describe('base64url', () => {
  it('round-trips every length from 0 to 40 bytes without padding or +/', () => {
    for (let length = 0; length <= 40; length += 1) {
      const bytes = randomBytes(length);
      // Bytes that encode to + and / in plain base64 (0xfb 0xff), wherever they fall.
      if (length >= 2) bytes.set([0xfb, 0xff], length - 2);
      const text = toBase64Url(bytes);
      expect(text, `length ${length}`).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(text).toHaveLength(Math.ceil((length * 4) / 3));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });

  it('matches known encodings', () => {
    expect(toBase64Url(new Uint8Array([]))).toBe('');
    expect(toBase64Url(new Uint8Array([0]))).toBe('AA');
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(toBase64Url(ASCENDING)).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
    expect(fromBase64Url('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(fromBase64Url('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    expect(fromBase64Url('__79_Pv6-fj39vX08_Lx8O_u7ezr6uno5-bl5OPi4eA')).toEqual(DESCENDING);
  });
});

describe('the content key sealed for a device', () => {
  it('has the shape the Worker sends: public ephemeral key only, 12-byte IV, 64 bytes + tag', async () => {
    const { publicKey } = await enrolledDevice();
    const sealed = await sealForDevice(newSecrets(), publicKey, DEVICE, 4, OFFLINE_UNTIL);
    expect(sealed.epoch).toBe(4);
    expect(sealed.offlineUntil).toBe(OFFLINE_UNTIL);
    expect(Object.keys(sealed.ephemeralKey).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(sealedContentKeySchema.safeParse(sealed).success).toBe(true);
    expect(fromBase64Url(sealed.iv)).toHaveLength(12);
    expect(fromBase64Url(sealed.ciphertext)).toHaveLength(64 + 16);
    expect(publicKeySchema.safeParse(publicKey).success).toBe(true);
    // A fresh ephemeral key and IV each time.
    const again = await sealForDevice(newSecrets(), publicKey, DEVICE, 4, OFFLINE_UNTIL);
    expect(again.ephemeralKey.x).not.toBe(sealed.ephemeralKey.x);
    expect(again.iv).not.toBe(sealed.iv);
  });

  it('leaves the secrets it was given as they were', async () => {
    const { publicKey } = await enrolledDevice();
    const secrets = { contentKey: ASCENDING.slice(), syncToken: DESCENDING.slice() };
    await sealForDevice(secrets, publicKey, DEVICE, 1, OFFLINE_UNTIL);
    expect(secrets).toEqual({ contentKey: ASCENDING, syncToken: DESCENDING });
  });

  it('a device public key with usage fields (as some runtimes export it) still seals and opens', async () => {
    const { publicKey, privateKey } = await enrolledDevice();
    const secrets = newSecrets();
    const withUsages = { ...publicKey, key_ops: ['deriveBits'], ext: true };
    const sealed = await sealForDevice(secrets, withUsages, DEVICE, 1, OFFLINE_UNTIL);
    const ephemeralWithUsages = { ...sealed.ephemeralKey, key_ops: ['deriveBits'], ext: true };
    expect(
      await openForDevice(privateKey, { ...sealed, ephemeralKey: ephemeralWithUsages }, DEVICE),
    ).toEqual(secrets);
  });

  it('every changed field, another device id or another private key fails to open', async () => {
    const { publicKey, privateKey } = await enrolledDevice();
    const other = await enrolledDevice();
    const sealed = await sealForDevice(newSecrets(), publicKey, DEVICE, 3, OFFLINE_UNTIL);
    const otherEphemeral = (await sealForDevice(newSecrets(), publicKey, DEVICE, 3, 0))
      .ephemeralKey;
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const changed: Record<string, SealedContentKey> = {
      'epoch + 1': { ...sealed, epoch: 4 },
      'epoch - 1': { ...sealed, epoch: 2 },
      'offlineUntil + 1': { ...sealed, offlineUntil: OFFLINE_UNTIL + 1 },
      'offlineUntil - 1': { ...sealed, offlineUntil: OFFLINE_UNTIL - 1 },
      'another ephemeral key': { ...sealed, ephemeralKey: otherEphemeral },
      'an ephemeral key off the curve': {
        ...sealed,
        ephemeralKey: { ...sealed.ephemeralKey, x: toBase64Url(new Uint8Array(32)) },
      },
      'an ephemeral key that is no key': { ...sealed, ephemeralKey: { kty: 'EC' } },
      'the first IV byte': { ...sealed, iv: flip(sealed.iv, 0) },
      'the last IV byte': { ...sealed, iv: flip(sealed.iv, sealed.iv.length - 2) },
      'a ciphertext byte': { ...sealed, ciphertext: flip(sealed.ciphertext, 5) },
      'the tag': { ...sealed, ciphertext: flip(sealed.ciphertext, sealed.ciphertext.length - 3) },
      'a truncated ciphertext': { ...sealed, ciphertext: sealed.ciphertext.slice(0, -4) },
    };
    for (const [name, value] of Object.entries(changed))
      await expect(openForDevice(privateKey, value, DEVICE), name).rejects.toThrow(
        new KeyOpenError('The content key'),
      );
    await expect(openForDevice(privateKey, sealed, OTHER_DEVICE)).rejects.toBeInstanceOf(
      KeyOpenError,
    );
    await expect(openForDevice(other.privateKey, sealed, DEVICE)).rejects.toBeInstanceOf(
      KeyOpenError,
    );
  });

  it('is ECDH-ES: HKDF(shared, device id, seal label) seals content key then sync token under the device, epoch and grace end (checked with Node)', async () => {
    const { publicKey, privatePkcs8 } = await enrolledDevice();
    const secrets = { contentKey: ASCENDING.slice(), syncToken: DESCENDING.slice() };
    const sealed = await sealForDevice(secrets, publicKey, DEVICE, 5, OFFLINE_UNTIL);
    const shared = node.diffieHellman({
      privateKey: node.createPrivateKey({ key: privatePkcs8, format: 'der', type: 'pkcs8' }),
      publicKey: node.createPublicKey({ key: sealed.ephemeralKey, format: 'jwk' }),
    });
    const key = hkdf(shared, utf8(DEVICE), 'msd/content-key-seal/v1', 32);
    const plaintext = nodeOpen(key, sealed, `msd-content-key|${DEVICE}|5|${OFFLINE_UNTIL}`);
    expect(hex(plaintext)).toBe(hex(concat(ASCENDING, DESCENDING)));
  });

  it('opens what Node sealed the same way, and refuses a plaintext of any other length', async () => {
    const { publicKey, privateKey } = await enrolledDevice();
    const ephemeral = node.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const shared = node.diffieHellman({
      privateKey: ephemeral.privateKey,
      publicKey: node.createPublicKey({ key: publicKey, format: 'jwk' }),
    });
    const key = hkdf(shared, utf8(DEVICE), 'msd/content-key-seal/v1', 32);
    const ephemeralKey = ephemeral.publicKey.export({ format: 'jwk' });
    const aad = `msd-content-key|${DEVICE}|2|${OFFLINE_UNTIL}`;
    const sealedBy = (plaintext: Uint8Array): SealedContentKey => ({
      ...nodeSeal(key, plaintext, aad),
      epoch: 2,
      offlineUntil: OFFLINE_UNTIL,
      ephemeralKey,
    });
    expect(
      await openForDevice(privateKey, sealedBy(concat(ASCENDING, DESCENDING)), DEVICE),
    ).toEqual({ contentKey: ASCENDING, syncToken: DESCENDING });
    for (const length of [0, 32, 63, 65, 96])
      await expect(
        openForDevice(privateKey, sealedBy(randomBytes(length)), DEVICE),
        `${length} bytes`,
      ).rejects.toThrow(new KeyOpenError('The content key'));
  });
});

describe('the device key wrapped under its KEK', () => {
  it('a passkey KEK is HKDF(PRF output, salt, kek label), and the wrap names the device (checked with Node)', async () => {
    const { privatePkcs8 } = await enrolledDevice();
    const salt = DESCENDING.slice(0, 16);
    const wrapped = await wrapPrivateKey(await kekFromPrf(ASCENDING, salt), privatePkcs8, DEVICE);
    const kek = hkdf(ASCENDING, salt, 'msd/device-kek/v1', 32);
    expect(hex(nodeOpen(kek, wrapped, `msd-device-key|${DEVICE}`))).toBe(hex(privatePkcs8));
    expect(fromBase64Url(wrapped.iv)).toHaveLength(12);
  });

  it('a passphrase KEK is PBKDF2-SHA256 at the given iterations (checked with Node)', async () => {
    const { privatePkcs8 } = await enrolledDevice();
    const salt = ASCENDING.slice(0, 16);
    const wrapped = await wrapPrivateKey(
      await kekFromPassphrase('correct horse', salt, 1000),
      privatePkcs8,
      DEVICE,
    );
    const kek = node.pbkdf2Sync('correct horse', salt, 1000, 32, 'sha256');
    expect(hex(nodeOpen(kek, wrapped, `msd-device-key|${DEVICE}`))).toBe(hex(privatePkcs8));
  });

  it('the passphrase KEK defaults to 600,000 iterations', async () => {
    const { privatePkcs8 } = await enrolledDevice();
    const salt = ASCENDING.slice(0, 16);
    const wrapped = await wrapPrivateKey(
      await kekFromPassphrase('correct horse', salt),
      privatePkcs8,
      DEVICE,
    );
    const kek = node.pbkdf2Sync('correct horse', salt, 600_000, 32, 'sha256');
    expect(hex(nodeOpen(kek, wrapped, `msd-device-key|${DEVICE}`))).toBe(hex(privatePkcs8));
  });

  it('unwraps to a non-extractable ECDH key that opens the sealed content key', async () => {
    const { publicKey, privatePkcs8 } = await enrolledDevice();
    const kek = await kekFromPassphrase('pw', ASCENDING.slice(0, 16), 1000);
    const wrapped = await wrapPrivateKey(kek, privatePkcs8, DEVICE);
    const privateKey = await unwrapPrivateKey(kek, wrapped, DEVICE);
    expect(privateKey.extractable).toBe(false);
    expect(privateKey.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
    expect(privateKey.usages).toEqual(['deriveBits']);
    const secrets = newSecrets();
    const sealed = await sealForDevice(secrets, publicKey, DEVICE, 1, OFFLINE_UNTIL);
    expect(await openForDevice(privateKey, sealed, DEVICE)).toEqual(secrets);
  });

  it('another device id, salt, iteration count or PRF output does not unwrap', async () => {
    const { privatePkcs8 } = await enrolledDevice();
    const salt = ASCENDING.slice(0, 16);
    const prfKek = await kekFromPrf(ASCENDING, salt);
    const wrapped = await wrapPrivateKey(prfKek, privatePkcs8, DEVICE);
    const refused = new KeyOpenError('The device key');
    await expect(unwrapPrivateKey(prfKek, wrapped, OTHER_DEVICE)).rejects.toThrow(refused);
    await expect(
      unwrapPrivateKey(await kekFromPrf(ASCENDING, DESCENDING.slice(0, 16)), wrapped, DEVICE),
    ).rejects.toThrow(refused);
    await expect(
      unwrapPrivateKey(await kekFromPrf(DESCENDING, salt), wrapped, DEVICE),
    ).rejects.toThrow(refused);
    const passKek = await kekFromPassphrase('pw', salt, 1000);
    const byPassphrase = await wrapPrivateKey(passKek, privatePkcs8, DEVICE);
    await expect(
      unwrapPrivateKey(await kekFromPassphrase('pw', salt, 1001), byPassphrase, DEVICE),
    ).rejects.toThrow(refused);
    // A passkey KEK and a passphrase KEK are never the same key.
    await expect(unwrapPrivateKey(prfKek, byPassphrase, DEVICE)).rejects.toThrow(refused);
  });

  it('a KEK is non-extractable AES-GCM for encrypt and decrypt', async () => {
    for (const kek of [
      await kekFromPrf(ASCENDING, ASCENDING.slice(0, 16)),
      await kekFromPassphrase('pw', ASCENDING.slice(0, 16), 1000),
    ]) {
      expect(kek.extractable).toBe(false);
      expect(kek.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
      expect([...kek.usages].sort()).toEqual(['decrypt', 'encrypt']);
    }
  });
});

describe('the owner blob', () => {
  const ownerKeyOf = (raw: Uint8Array<ArrayBuffer>) =>
    crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  const secrets: OwnerSecrets = {
    contentKey: ASCENDING.slice(),
    fileSecret: DESCENDING.slice(),
    syncSecret: ASCENDING.map((b) => b ^ 0x5a),
  };

  it('seals content key, file secret and sync secret in that order under the epoch (checked with Node)', async () => {
    const raw = DESCENDING.slice();
    const sealed = await sealOwnerSecrets(await ownerKeyOf(raw), secrets, 7);
    expect(hex(nodeOpen(raw, sealed, 'msd-owner|7'))).toBe(
      hex(concat(secrets.contentKey, secrets.fileSecret, secrets.syncSecret)),
    );
    // The secrets passed in are left as they were.
    expect(secrets.contentKey).toEqual(ASCENDING);
  });

  it('opens what Node sealed the same way, and refuses any other length', async () => {
    const raw = DESCENDING.slice();
    const key = await ownerKeyOf(raw);
    const plaintext = concat(secrets.contentKey, secrets.fileSecret, secrets.syncSecret);
    expect(await openOwnerSecrets(key, nodeSeal(raw, plaintext, 'msd-owner|2'), 2)).toEqual(
      secrets,
    );
    for (const length of [0, 64, 95, 97])
      await expect(
        openOwnerSecrets(key, nodeSeal(raw, randomBytes(length), 'msd-owner|2'), 2),
        `${length} bytes`,
      ).rejects.toThrow(new KeyOpenError('The owner key'));
  });

  it('another key or another epoch does not open it', async () => {
    const key = await ownerKeyOf(ASCENDING.slice());
    const sealed = await sealOwnerSecrets(key, secrets, 3);
    const refused = new KeyOpenError('The owner key');
    await expect(openOwnerSecrets(key, sealed, 2)).rejects.toThrow(refused);
    await expect(openOwnerSecrets(key, sealed, 4)).rejects.toThrow(refused);
    await expect(openOwnerSecrets(await ownerKeyOf(DESCENDING.slice()), sealed, 3)).rejects.toThrow(
      refused,
    );
    // Two seals of the same secrets differ (a fresh IV) and both open.
    const again = await sealOwnerSecrets(key, secrets, 3);
    expect(again.iv).not.toBe(sealed.iv);
    expect(await openOwnerSecrets(key, again, 3)).toEqual(secrets);
  });

  it('new secrets are 32 random bytes each; a rotation keeps the file and sync secrets', () => {
    const first = newOwnerSecrets();
    const second = newOwnerSecrets();
    for (const secret of Object.values(first)) expect(secret).toHaveLength(32);
    expect(hex(first.contentKey)).not.toBe(hex(second.contentKey));
    expect(hex(first.fileSecret)).not.toBe(hex(second.fileSecret));
    expect(hex(first.syncSecret)).not.toBe(hex(second.syncSecret));
    expect(hex(first.contentKey)).not.toBe(hex(first.fileSecret));
    const rotated = newOwnerSecrets(first);
    expect(rotated.fileSecret).toBe(first.fileSecret);
    expect(rotated.syncSecret).toBe(first.syncSecret);
    expect(rotated.contentKey).toHaveLength(32);
    expect(hex(rotated.contentKey)).not.toBe(hex(first.contentKey));
  });
});

describe('file keys', () => {
  it('known answer: HKDF-SHA256(file secret, salt = the file sha-256, file-key / file-iv labels)', async () => {
    const { key, iv } = await fileKeyAndIv(ASCENDING.slice(), DESCENDING.slice());
    // Computed once with Node's hkdfSync; pinned, so a silent change of label or order fails.
    expect(hex(key)).toBe('7f852687c4e54132b4853b0f13c17ec625785ee654c07f1c9d3afab351c9f3cf');
    expect(hex(iv)).toBe('d9b8d2378915e11a0de17b71');
    expect(hex(key)).toBe(hex(hkdf(ASCENDING, DESCENDING, 'msd/file-key/v1', 32)));
    expect(hex(iv)).toBe(hex(hkdf(ASCENDING, DESCENDING, 'msd/file-iv/v1', 12)));
  });

  it('differ for another file or another file secret, and never repeat the key in the IV', async () => {
    const secret = randomBytes(32);
    const digest = randomBytes(32);
    const base = await fileKeyAndIv(secret, digest);
    const otherFile = await fileKeyAndIv(secret, randomBytes(32));
    const otherSecret = await fileKeyAndIv(randomBytes(32), digest);
    expect(base.key).toHaveLength(32);
    expect(base.iv).toHaveLength(12);
    expect(hex(otherFile.key)).not.toBe(hex(base.key));
    expect(hex(otherFile.iv)).not.toBe(hex(base.iv));
    expect(hex(otherSecret.key)).not.toBe(hex(base.key));
    expect(hex(otherSecret.iv)).not.toBe(hex(base.iv));
    expect(hex(base.key).startsWith(hex(base.iv))).toBe(false);
    expect(await fileKeyAndIv(secret, digest)).toEqual(base);
  });

  it('a file key imports as a non-extractable content key', async () => {
    const { key } = await fileKeyAndIv(randomBytes(32), randomBytes(32));
    const decrypting = await importContentKey(key);
    expect(decrypting.extractable).toBe(false);
    expect(decrypting.usages).toEqual(['decrypt']);
    expect(decrypting.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect((await importContentKey(key, ['encrypt'])).usages).toEqual(['encrypt']);
  });
});

describe('device sync tokens', () => {
  it('known answer: HMAC-SHA256(sync secret, "device-sync|" + device id)', async () => {
    const token = await deviceSyncToken(ASCENDING.slice(), DEVICE);
    // Computed once with Node's createHmac; pinned, so a silent change of label fails.
    expect(hex(token)).toBe('93e67341341c6f7580374afad6196b0a0ba76740b383d8e88e1438c9b73f0ab7');
    expect(hex(token)).toBe(
      node.createHmac('sha256', ASCENDING).update(`device-sync|${DEVICE}`).digest('hex'),
    );
  });

  it('is deterministic, and differs per device and per sync secret', async () => {
    const secret = randomBytes(32);
    const token = hex(await deviceSyncToken(secret, DEVICE));
    expect(hex(await deviceSyncToken(secret, DEVICE))).toBe(token);
    expect(hex(await deviceSyncToken(secret, OTHER_DEVICE))).not.toBe(token);
    expect(hex(await deviceSyncToken(randomBytes(32), DEVICE))).not.toBe(token);
  });

  it('the Authorization value is "Device <id>.<token>", which the Worker pattern accepts', async () => {
    const token = toBase64Url(await deviceSyncToken(ASCENDING.slice(), DEVICE));
    const header = deviceAuthorization(DEVICE, token);
    expect(header).toBe(`Device ${DEVICE}.${token}`);
    expect(DEVICE_AUTH_PATTERN.exec(header)?.slice(1)).toEqual([DEVICE, token]);
  });
});

describe("the Worker's content key secret", () => {
  const secrets: OwnerSecrets = {
    contentKey: ASCENDING.slice(),
    fileSecret: randomBytes(32),
    syncSecret: DESCENDING.slice(),
  };
  const K = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
  const S = '__79_Pv6-fj39vX08_Lx8O_u7ezr6uno5-bl5OPi4eA';

  it('is "v1.<epoch>.<K>.<S>" in base64url, never the file secret', () => {
    const text = formatContentKeySecret(12, secrets);
    expect(text).toBe(`v1.12.${K}.${S}`);
    expect(text).not.toContain(toBase64Url(secrets.fileSecret));
    expect(parseContentKeySecret(text)).toEqual({
      epoch: 12,
      contentKey: ASCENDING,
      syncSecret: DESCENDING,
    });
  });

  it('reads a value with surrounding whitespace (a pasted secret) and the largest epoch', () => {
    expect(parseContentKeySecret(`  v1.3.${K}.${S}\n`)?.epoch).toBe(3);
    expect(parseContentKeySecret(`v1.999999999.${K}.${S}`)?.epoch).toBe(999_999_999);
    expect(parseContentKeySecret(`v1.1.${K}.${S}`)?.epoch).toBe(1);
  });

  const refused: Record<string, string | undefined> = {
    undefined: undefined,
    empty: '',
    'whitespace only': '  \n\t ',
    'epoch 0': `v1.0.${K}.${S}`,
    'a leading zero': `v1.01.${K}.${S}`,
    'a negative epoch': `v1.-1.${K}.${S}`,
    'a ten-digit epoch': `v1.1000000000.${K}.${S}`,
    'no epoch': `v1..${K}.${S}`,
    'another version': `v2.1.${K}.${S}`,
    'a capital V': `V1.1.${K}.${S}`,
    'a short content key': `v1.1.${K.slice(1)}.${S}`,
    'a long content key': `v1.1.${K}A.${S}`,
    'a short sync secret': `v1.1.${K}.${S.slice(1)}`,
    'a long sync secret': `v1.1.${K}.${S}A`,
    padding: `v1.1.${K.slice(1)}=.${S}`,
    'plain base64': `v1.1.${K.slice(1)}+.${S}`,
    'an extra part': `v1.1.${K}.${S}.x`,
    'a missing part': `v1.1.${K}`,
    'inner whitespace': `v1.1. ${K}.${S}`,
    'a prefix': `x v1.1.${K}.${S}`,
  };
  for (const [name, value] of Object.entries(refused))
    it(`refuses ${name}`, () => {
      expect(parseContentKeySecret(value)).toBeNull();
    });

  it('the pattern is anchored and exported for the Worker', () => {
    expect(CONTENT_KEY_SECRET_PATTERN.test(`v1.1.${K}.${S}`)).toBe(true);
    expect(CONTENT_KEY_SECRET_PATTERN.test(`av1.1.${K}.${S}`)).toBe(false);
    expect(CONTENT_KEY_SECRET_PATTERN.test(`v1.1.${K}.${S}a`)).toBe(false);
  });
});
