import { afterAll, describe, expect, it } from 'vitest';
import { createHash, hkdfSync, pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SYNC_CREDENTIAL_INFO } from '../../src/shared/sync-credential.ts';
import { DEMO_PORTAL_PASSWORD } from './build-vault.ts';
import { verifierForBuild } from './sync-verifier.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeBuild(salt: Buffer, iterations: number): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'msd-verifier-'));
  dirs.push(outDir);
  mkdirSync(path.join(outDir, 'vault'));
  const header = {
    format: 'msd-vault',
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: salt.toString('base64') },
  };
  writeFileSync(path.join(outDir, 'vault/header.json'), JSON.stringify(header));
  return outDir;
}

/** The same derivation written independently with node:crypto. */
function expectedVerifier(password: string, salt: Buffer, iterations: number): string {
  const secret = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const credential = Buffer.from(
    hkdfSync('sha256', secret, Buffer.alloc(0), Buffer.from(SYNC_CREDENTIAL_INFO), 32),
  ).toString('base64url');
  return createHash('sha256').update(credential).digest('hex');
}

describe('verifierForBuild', () => {
  it('hashes the credential derived from the build salt and PORTAL_PASSWORD', async () => {
    const salt = randomBytes(16);
    const outDir = fakeBuild(salt, 2_000);
    expect(await verifierForBuild(outDir, { PORTAL_PASSWORD: 'rotate-me-2026' })).toBe(
      expectedVerifier('rotate-me-2026', salt, 2_000),
    );
  });

  it('uses the demo password when none is set, and changes when the password rotates', async () => {
    const salt = randomBytes(16);
    const outDir = fakeBuild(salt, 1_000);
    const demo = await verifierForBuild(outDir, {});
    expect(demo).toBe(expectedVerifier(DEMO_PORTAL_PASSWORD, salt, 1_000));
    expect(await verifierForBuild(outDir, { PORTAL_PASSWORD: 'another' })).not.toBe(demo);
  });

  it('refuses a file that is not a vault header', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'msd-verifier-'));
    dirs.push(outDir);
    mkdirSync(path.join(outDir, 'vault'));
    writeFileSync(path.join(outDir, 'vault/header.json'), '{"format":"other"}');
    await expect(verifierForBuild(outDir, {})).rejects.toThrow(/not a vault header/);
  });
});
