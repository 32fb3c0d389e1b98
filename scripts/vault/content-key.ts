/**
 * The Worker's PORTAL_CONTENT_KEY for a built vault (issue 25, docs/decisions/0025): the owner key
 * (PBKDF2 of the portal password with the header's salt and iterations, as a device's unlock
 * derives it) opens the owner's sealed secrets in dist/vault/header.json (version 2), and the
 * current epoch's content key and the sync secret are printed as `v1.<epoch>.<K>.<S>`. The file
 * secret never leaves the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatContentKeySecret, openOwnerSecrets } from '../../src/shared/device-keys.ts';
import { deriveUnlockKeys } from '../../src/shared/sync-credential.ts';
import { fromBase64, type VaultHeader } from '../../src/shared/vault-crypto.ts';
import { resolvePortalPassword } from './build-vault.ts';

/** The parts of the header this reads (the build writes the rest). */
type OwnerHeader = Pick<VaultHeader, 'format' | 'version' | 'epoch' | 'kdf' | 'owner'>;

function ownerHeader(value: unknown, file: string): OwnerHeader {
  const header = value as Partial<OwnerHeader> | null;
  if (header?.format !== 'msd-vault' || header.kdf?.name !== 'PBKDF2')
    throw new Error(`${file} is not a vault header`);
  if (header.version !== 2 || !header.owner)
    throw new Error(
      `${file} is a version ${String(header.version)} vault header without the owner's sealed keys: rebuild (npm run build) with per-person offline keys`,
    );
  if (!Number.isInteger(header.epoch) || header.epoch! < 1)
    throw new Error(`${file} has no valid key epoch`);
  return header as OwnerHeader;
}

export async function contentKeyForBuild(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const file = path.join(outDir, 'vault/header.json');
  const header = ownerHeader(JSON.parse(await readFile(file, 'utf8')), file);
  const { password } = resolvePortalPassword(env);
  const { vaultKey } = await deriveUnlockKeys(
    password,
    fromBase64(header.kdf.salt),
    header.kdf.iterations,
  );
  const secrets = await openOwnerSecrets(vaultKey, header.owner, header.epoch);
  try {
    return formatContentKeySecret(header.epoch, secrets);
  } finally {
    secrets.contentKey.fill(0);
    secrets.fileSecret.fill(0);
    secrets.syncSecret.fill(0);
  }
}
