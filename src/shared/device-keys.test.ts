import { describe, expect, it } from 'vitest';
import {
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
