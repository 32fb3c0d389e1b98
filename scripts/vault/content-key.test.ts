import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatContentKeySecret,
  KeyOpenError,
  newOwnerSecrets,
  parseContentKeySecret,
  sealOwnerSecrets,
  type OwnerSecrets,
} from '../../src/shared/device-keys.ts';
import { deriveVaultKey } from '../../src/shared/vault-crypto.ts';
import { DEMO_PORTAL_PASSWORD } from './build-vault.ts';
import { contentKeyForBuild } from './content-key.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function outDirWith(header: unknown): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'msd-content-key-'));
  dirs.push(outDir);
  mkdirSync(path.join(outDir, 'vault'));
  writeFileSync(path.join(outDir, 'vault/header.json'), JSON.stringify(header));
  return outDir;
}

/** A version 2 header as the build writes it: the owner's secrets sealed under the password's key. */
async function fakeBuild(password: string, epoch: number, secrets: OwnerSecrets) {
  const salt = randomBytes(16);
  const iterations = 1_000;
  // As scripts/vault/vault-salt.ts makes it for the build.
  const ownerKey = await deriveVaultKey(password, new Uint8Array(salt), iterations, ['encrypt']);
  return outDirWith({
    format: 'msd-vault',
    version: 2,
    epoch,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: salt.toString('base64') },
    owner: await sealOwnerSecrets(ownerKey, secrets, epoch),
    cipher: { name: 'AES-GCM', length: 256 },
    builtAt: new Date().toISOString(),
  });
}

describe('contentKeyForBuild', () => {
  it("prints the epoch's content key and the sync secret, opened with PORTAL_PASSWORD", async () => {
    const secrets = newOwnerSecrets();
    const outDir = await fakeBuild('rotate-me-2026', 3, secrets);
    const value = await contentKeyForBuild(outDir, { PORTAL_PASSWORD: 'rotate-me-2026' });
    expect(value).toBe(formatContentKeySecret(3, secrets));
    expect(parseContentKeySecret(value)).toEqual({
      epoch: 3,
      contentKey: secrets.contentKey,
      syncSecret: secrets.syncSecret,
    });
  });

  it('uses the demo password when none is set', async () => {
    const secrets = newOwnerSecrets();
    const outDir = await fakeBuild(DEMO_PORTAL_PASSWORD, 1, secrets);
    expect(await contentKeyForBuild(outDir, {})).toBe(formatContentKeySecret(1, secrets));
  });

  it('refuses a wrong password (the owner blob does not open)', async () => {
    const outDir = await fakeBuild('the-right-password', 1, newOwnerSecrets());
    await expect(contentKeyForBuild(outDir, { PORTAL_PASSWORD: 'a-wrong-one' })).rejects.toThrow(
      KeyOpenError,
    );
  });

  it('refuses a version 1 header and a file that is not a vault header', async () => {
    const v1 = outDirWith({
      format: 'msd-vault',
      version: 1,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1000, salt: 'AAAA' },
    });
    await expect(contentKeyForBuild(v1, {})).rejects.toThrow(/version 1 vault header/);
    await expect(contentKeyForBuild(outDirWith({ format: 'other' }), {})).rejects.toThrow(
      /not a vault header/,
    );
    const noEpoch = outDirWith({
      format: 'msd-vault',
      version: 2,
      epoch: 0,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1000, salt: 'AAAA' },
      owner: { iv: 'x', ciphertext: 'y' },
    });
    await expect(contentKeyForBuild(noEpoch, {})).rejects.toThrow(/no valid key epoch/);
  });
});
