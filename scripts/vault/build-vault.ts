/**
 * Encrypts the portal's confidential content into the build (decisions 0003 and 0025):
 *   dist/vault/header.json   public: key epoch, KDF parameters and salt, the owner blob, the vault's IV and hash
 *   dist/vault/vault.bin     AES-256-GCM ciphertext of the validated vault JSON under the epoch's content key
 *   dist/vault/files/*.bin   one ciphertext per collateral file under its own key, named by a hash of its bytes
 * The password never reaches dist/; a build without PORTAL_PASSWORD uses the local demo password.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport } from 'vite';
import {
  fileKeyAndIv,
  importContentKey,
  sealOwnerSecrets,
  toBase64Url,
} from '../../src/shared/device-keys.ts';
import {
  encryptBytes,
  sha256Hex,
  toBase64,
  VAULT_KDF,
  type VaultHeader,
} from '../../src/shared/vault-crypto.ts';
import { parseVault, type PortalSource, type Vault } from '../../src/shared/vault-schema.ts';
import { catalogueSummary, readLibrary, type LibraryFile } from './catalogue.ts';
import { checkPortalContent } from './check-content.ts';
import { parseMarkdown, parseTraining } from './markdown.ts';
import { chooseKeys, type PreviousVault } from './vault-salt.ts';

import { DEMO_PORTAL_PASSWORD } from '../portal-password.mjs';

export { DEMO_PORTAL_PASSWORD };

export function resolvePortalPassword(env: NodeJS.ProcessEnv = process.env): {
  password: string;
  demo: boolean;
} {
  const password = env.PORTAL_PASSWORD?.trim();
  if (password) return { password, demo: false };
  return { password: DEMO_PORTAL_PASSWORD, demo: true };
}

export class VaultBuildError extends Error {}

export async function loadPortalContent(root: string): Promise<PortalSource> {
  const { module } = await runnerImport<{ portalContent: PortalSource }>(
    path.join(root, 'collateral/portal/index.ts'),
  );
  return module.portalContent;
}

type CatalogueEntry = Vault['library']['files'][number];

interface BuildVaultOptions {
  root: string;
  outDir: string;
  password: string;
  iterations?: number;
  /** Entries appended to the built catalogue, reusing built blobs (catalogue-only test libraries). */
  extraFiles?: (built: readonly CatalogueEntry[]) => CatalogueEntry[];
  /** More library roots read and encrypted like collateral/library (scripts/large-library.mjs). */
  libraryDirs?: readonly string[];
  /** The previous build's epoch, KDF parameters and owner blob: its keys are kept if the password opens it. */
  previous?: PreviousVault;
  /** Start a new key epoch (a new content key; the file and sync secrets are kept). */
  rotate?: boolean;
}

/** A Markdown file's checked tree (a bad file fails the build, naming it); null for other types. */
function markdownTreeOf(file: Omit<LibraryFile, 'bytes'>, bytes: Buffer) {
  return file.fileType === 'Markdown'
    ? parseMarkdown(bytes.toString('utf8'), `collateral/library/${file.sourceRelativePath}`)
    : null;
}

export async function buildVault({
  root,
  outDir,
  password,
  iterations = VAULT_KDF.iterations,
  extraFiles,
  libraryDirs = [],
  previous,
  rotate = false,
}: BuildVaultOptions): Promise<{ header: VaultHeader; keyReason: string }> {
  const [content, ...libraries] = await Promise.all([
    loadPortalContent(root),
    ...[path.join(root, 'collateral/library'), ...libraryDirs].map((dir) => readLibrary(dir)),
  ]);
  const files = libraries.flat();
  const duplicate = files.find(
    (file, index) => files.findIndex((other) => other.id === file.id) !== index,
  );
  if (duplicate)
    throw new VaultBuildError(`Two library folders hold the document "${duplicate.id}"`);
  const problems = checkPortalContent(content, new Set(files.map((file) => file.id)));
  if (problems.length)
    throw new VaultBuildError(
      `Portal content has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`,
    );

  const vaultDir = path.join(outDir, 'vault');
  await rm(vaultDir, { recursive: true, force: true });
  await mkdir(path.join(vaultDir, 'files'), { recursive: true });

  const choice = await chooseKeys(password, previous, iterations, rotate);
  const { salt, secrets, epoch } = choice;
  const key = await importContentKey(secrets.contentKey, ['encrypt']);

  /**
   * Each file under its own key and IV, both derived from the file secret and the file's sha-256:
   * the same file encrypts to the same blob and name in every build and every key epoch, so an
   * update or a rotation re-downloads only the files that changed (decisions 0015 and 0025). A key
   * and IV pair seals one plaintext only, so GCM never sees an IV twice under one key.
   */
  const seal = async (plaintext: Uint8Array<ArrayBuffer>) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', plaintext));
    const derived = await fileKeyAndIv(secrets.fileSecret, digest);
    const fileKey = await importContentKey(derived.key, ['encrypt']);
    const { iv, ciphertext } = await encryptBytes(fileKey, plaintext, derived.iv);
    const name = `${(await sha256Hex(ciphertext)).slice(0, 20)}.bin`;
    await writeFile(path.join(vaultDir, 'files', name), ciphertext);
    return { path: `/vault/files/${name}`, iv: toBase64(iv), key: toBase64Url(derived.key) };
  };
  const catalogueFiles = await Promise.all(
    files.map(async ({ bytes, ...file }) => {
      const tree = markdownTreeOf(file, bytes);
      const view = tree && new TextEncoder().encode(JSON.stringify(tree));
      return {
        ...file,
        blob: await seal(new Uint8Array(bytes)),
        ...(view ? { view: { ...(await seal(view)), sha256: await sha256Hex(view) } } : {}),
      };
    }),
  );

  const allFiles = extraFiles ? [...catalogueFiles, ...extraFiles(catalogueFiles)] : catalogueFiles;
  const candidate: Vault = {
    version: 1,
    builtAt: new Date().toISOString(),
    ...content,
    training: parseTraining(content.training),
    library: { ...catalogueSummary(allFiles), files: allFiles },
  };
  const parsed = parseVault(candidate);
  if (!parsed.ok)
    throw new VaultBuildError(`The vault does not match its schema:\n${parsed.message}`);

  const { iv, ciphertext } = await encryptBytes(
    key,
    new TextEncoder().encode(JSON.stringify(parsed.vault)),
  );
  await writeFile(path.join(vaultDir, 'vault.bin'), ciphertext);
  const header: VaultHeader = {
    format: 'msd-vault',
    version: 2,
    epoch,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    owner: await sealOwnerSecrets(choice.ownerKey, secrets, epoch),
    cipher: { name: 'AES-GCM', length: 256 },
    vault: {
      path: '/vault/vault.bin',
      iv: toBase64(iv),
      sha256: await sha256Hex(ciphertext),
      bytes: ciphertext.length,
    },
    builtAt: candidate.builtAt,
  };
  await writeFile(path.join(vaultDir, 'header.json'), JSON.stringify(header, null, 2) + '\n');
  return { header, keyReason: choice.reason };
}
