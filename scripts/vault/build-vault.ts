/**
 * Encrypts the portal's confidential content into the build (docs/decisions/0003):
 *   dist/vault/header.json   public: format, KDF parameters and salt, the vault's IV and hash
 *   dist/vault/vault.bin     AES-256-GCM ciphertext of the validated vault JSON (pages + catalogue)
 *   dist/vault/files/*.bin   one ciphertext per collateral file, named by a hash of its bytes
 * The password never reaches dist/; a build without PORTAL_PASSWORD uses the local demo password.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport } from 'vite';
import {
  deriveVaultKey,
  encryptBytes,
  PASSWORD_CHECK,
  sha256Hex,
  toBase64,
  VAULT_KDF,
  type VaultHeader,
} from '../../src/shared/vault-crypto.ts';
import { parseVault, type PortalSource, type Vault } from '../../src/shared/vault-schema.ts';
import { catalogueSummary, readLibrary, type LibraryFile } from './catalogue.ts';
import { checkPortalContent } from './check-content.ts';
import { parseMarkdown, parseTraining } from './markdown.ts';
import { chooseSalt, type PreviousVault } from './vault-salt.ts';

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

/**
 * Collateral IVs are derived, not random: HMAC(password and salt, file bytes). The same file under
 * the same password and salt encrypts to the same blob and name in every build, so a portal update
 * re-downloads only the files that changed (decision 0015). AES-GCM repeats an IV here only for the
 * same plaintext, which reveals no more than that two builds hold the same file.
 */
async function deriveFileIvKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  const ivSalt = new Uint8Array([...salt, ...new TextEncoder().encode('msd-file-iv')]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: ivSalt, iterations },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
}

async function fileIv(
  ivKey: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', ivKey, bytes)).slice(0, 12);
}

interface BuildVaultOptions {
  root: string;
  outDir: string;
  password: string;
  iterations?: number;
  /** Entries appended to the built catalogue, reusing built blobs (catalogue-only test libraries). */
  extraFiles?: (built: readonly CatalogueEntry[]) => CatalogueEntry[];
  /** More library roots read and encrypted like collateral/library (scripts/large-library.mjs). */
  libraryDirs?: readonly string[];
  /** The previous build's KDF parameters and password check: its salt is kept if the password is the same. */
  previous?: PreviousVault;
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
}: BuildVaultOptions): Promise<{ header: VaultHeader; saltReason: string }> {
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

  const choice = await chooseSalt(password, previous, iterations);
  const { salt } = choice;
  const key =
    choice.key ?? (await deriveVaultKey(password, salt, iterations, ['encrypt', 'decrypt']));
  const ivKey = await deriveFileIvKey(password, salt, iterations);

  const seal = async (plaintext: Uint8Array<ArrayBuffer>) => {
    const { iv, ciphertext } = await encryptBytes(key, plaintext, await fileIv(ivKey, plaintext));
    const name = `${(await sha256Hex(ciphertext)).slice(0, 20)}.bin`;
    await writeFile(path.join(vaultDir, 'files', name), ciphertext);
    return { path: `/vault/files/${name}`, iv: toBase64(iv) };
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
  const check = await encryptBytes(key, new TextEncoder().encode(PASSWORD_CHECK));
  await writeFile(path.join(vaultDir, 'vault.bin'), ciphertext);
  const header: VaultHeader = {
    format: 'msd-vault',
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', length: 256 },
    vault: {
      path: '/vault/vault.bin',
      iv: toBase64(iv),
      sha256: await sha256Hex(ciphertext),
      bytes: ciphertext.length,
    },
    check: { iv: toBase64(check.iv), ciphertext: toBase64(check.ciphertext) },
    builtAt: candidate.builtAt,
  };
  await writeFile(path.join(vaultDir, 'header.json'), JSON.stringify(header, null, 2) + '\n');
  return { header, saltReason: choice.reason };
}
