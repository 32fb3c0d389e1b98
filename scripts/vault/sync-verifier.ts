/**
 * The Worker's PORTAL_SYNC_VERIFIER for a built vault (docs/decisions/0012): the sync credential a
 * device derives when it unlocks this build, hashed. Reads the salt and iterations the vault build
 * wrote to dist/vault/header.json and the same password resolution as the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deriveSyncCredential, syncVerifier } from '../../src/shared/sync-credential.ts';
import { fromBase64, type VaultHeader } from '../../src/shared/vault-crypto.ts';
import { resolvePortalPassword } from './build-vault.ts';

export async function verifierForBuild(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const header = JSON.parse(
    await readFile(path.join(outDir, 'vault/header.json'), 'utf8'),
  ) as VaultHeader;
  if (header.format !== 'msd-vault' || header.kdf.name !== 'PBKDF2')
    throw new Error(`${outDir}/vault/header.json is not a vault header`);
  const { password } = resolvePortalPassword(env);
  return syncVerifier(
    await deriveSyncCredential(password, fromBase64(header.kdf.salt), header.kdf.iterations),
  );
}
