/**
 * The vault build across deploys (decision 0025): the same owner passphrase keeps the content key
 * and every file blob; a rotation changes the content key and vault.bin but no file blob; each
 * file opens with its own key from the catalogue, never with the content key.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  importContentKey,
  openOwnerSecrets,
  type OwnerSecrets,
} from '../../src/shared/device-keys.ts';
import {
  decryptBytes,
  deriveVaultKey,
  fromBase64,
  sha256Hex,
  VaultDecryptError,
  type VaultHeader,
} from '../../src/shared/vault-crypto.ts';
import { parseVault, type Vault } from '../../src/shared/vault-schema.ts';
import { buildVault } from './build-vault.ts';

const root = path.resolve(import.meta.dirname, '../..');
// Few iterations: the rule under test does not depend on PBKDF2's cost.
const ITERATIONS = 1_000;
const PASSWORD = 'copper lantern orbit meadow';

interface Built {
  outDir: string;
  header: VaultHeader;
  keyReason: string;
  secrets: OwnerSecrets;
  vault: Vault;
  vaultBin: Uint8Array<ArrayBuffer>;
  /** files/*.bin name -> its bytes */
  blobs: Map<string, Uint8Array<ArrayBuffer>>;
}

const dirs: string[] = [];
const read = (file: string) => new Uint8Array(readFileSync(file));
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Opens a build as the owner would: the owner blob, then vault.bin under the content key. */
async function build(previous?: VaultHeader, rotate = false, password = PASSWORD): Promise<Built> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'msd-build-vault-'));
  dirs.push(outDir);
  const { header, keyReason } = await buildVault({
    root,
    outDir,
    password,
    iterations: ITERATIONS,
    previous,
    rotate,
  });
  const ownerKey = await deriveVaultKey(password, fromBase64(header.kdf.salt), ITERATIONS);
  const secrets = await openOwnerSecrets(ownerKey, header.owner, header.epoch);
  const vaultDir = path.join(outDir, 'vault');
  const vaultBin = read(path.join(vaultDir, 'vault.bin'));
  const plaintext = await decryptBytes(
    await importContentKey(secrets.contentKey),
    fromBase64(header.vault.iv),
    vaultBin,
  );
  const parsed = parseVault(JSON.parse(new TextDecoder().decode(plaintext)));
  if (!parsed.ok) throw new Error(parsed.message);
  const blobs = new Map(
    readdirSync(path.join(vaultDir, 'files')).map((name) => [
      name,
      read(path.join(vaultDir, 'files', name)),
    ]),
  );
  expect(JSON.parse(readFileSync(path.join(vaultDir, 'header.json'), 'utf8'))).toEqual(header);
  return { outDir, header, keyReason, secrets, vault: parsed.vault, vaultBin, blobs };
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => !!a && Buffer.compare(a, b) === 0;
const blobPaths = (built: Built) =>
  built.vault.library.files.flatMap((file) => [
    file.blob.path,
    ...(file.view ? [file.view.path] : []),
  ]);

let first: Built;
let same: Built;
let rotated: Built;
beforeAll(async () => {
  first = await build();
  same = await build(first.header);
  rotated = await build(same.header, true);
}, 120_000);

describe('buildVault across deploys', () => {
  it('the first build is epoch 1 and its header points at its vault.bin', async () => {
    expect(first.header).toMatchObject({
      format: 'msd-vault',
      version: 2,
      epoch: 1,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: ITERATIONS },
      cipher: { name: 'AES-GCM', length: 256 },
      vault: { path: '/vault/vault.bin', bytes: first.vaultBin.length },
    });
    expect(first.header.vault.sha256).toBe(await sha256Hex(first.vaultBin));
    expect(first.keyReason).toBe('no previous build: new content key');
    expect(first.vault.library.files.length).toBeGreaterThan(0);
  });

  it('the same owner passphrase keeps the salt, the content key and every file blob name', () => {
    expect(same.header.epoch).toBe(1);
    expect(same.header.kdf.salt).toBe(first.header.kdf.salt);
    expect(same.keyReason).toBe('same owner passphrase: content key kept (epoch 1)');
    expect(hex(same.secrets.contentKey)).toBe(hex(first.secrets.contentKey));
    expect(hex(same.secrets.fileSecret)).toBe(hex(first.secrets.fileSecret));
    expect(hex(same.secrets.syncSecret)).toBe(hex(first.secrets.syncSecret));
    expect([...same.blobs.keys()].sort()).toEqual([...first.blobs.keys()].sort());
    for (const [name, bytes] of first.blobs)
      expect(sameBytes(same.blobs.get(name), bytes), name).toBe(true);
    expect(blobPaths(same)).toEqual(blobPaths(first));
  });

  it('a rotation changes the content key, vault.bin and the epoch, but no file blob', () => {
    expect(rotated.header.epoch).toBe(2);
    expect(rotated.keyReason).toBe(
      'key rotated: epoch 2; enrolled devices pick it up at their next check-in',
    );
    expect(rotated.header.kdf.salt).toBe(first.header.kdf.salt);
    expect(hex(rotated.secrets.contentKey)).not.toBe(hex(first.secrets.contentKey));
    expect(hex(rotated.secrets.fileSecret)).toBe(hex(first.secrets.fileSecret));
    expect(hex(rotated.secrets.syncSecret)).toBe(hex(first.secrets.syncSecret));
    expect(rotated.header.vault.sha256).not.toBe(first.header.vault.sha256);
    expect(sameBytes(rotated.vaultBin, first.vaultBin)).toBe(false);
    expect([...rotated.blobs.keys()].sort()).toEqual([...first.blobs.keys()].sort());
    for (const [name, bytes] of first.blobs)
      expect(sameBytes(rotated.blobs.get(name), bytes), name).toBe(true);
    expect(blobPaths(rotated)).toEqual(blobPaths(first));
  });

  it('the old content key does not open the rotated vault', async () => {
    await expect(
      decryptBytes(
        await importContentKey(first.secrets.contentKey),
        fromBase64(rotated.header.vault.iv),
        rotated.vaultBin,
      ),
    ).rejects.toBeInstanceOf(VaultDecryptError);
  });

  it('each blob opens with the key in its catalogue entry, matches its checksum, and does not open with the content key', async () => {
    const contentKey = await importContentKey(rotated.secrets.contentKey);
    const entries = rotated.vault.library.files.flatMap((file) => [
      { ...file.blob, sha256: file.sha256 },
      ...(file.view ? [file.view] : []),
    ]);
    expect(entries.length).toBeGreaterThan(0);
    const keys = new Set<string>();
    for (const entry of entries) {
      const ciphertext = rotated.blobs.get(path.basename(entry.path))!;
      expect(ciphertext, entry.path).toBeDefined();
      const key = await importContentKey(fromBase64Url(entry.key));
      const bytes = await decryptBytes(key, fromBase64(entry.iv), ciphertext);
      expect(await sha256Hex(bytes), entry.path).toBe(entry.sha256);
      await expect(
        decryptBytes(contentKey, fromBase64(entry.iv), ciphertext),
      ).rejects.toBeInstanceOf(VaultDecryptError);
      keys.add(entry.key);
    }
    // A key per distinct file: no two different blobs share one.
    expect(keys.size).toBe(new Set(entries.map((entry) => entry.path)).size);
  });

  it('a changed owner passphrase starts a new epoch with new file blobs', async () => {
    const changed = await build(rotated.header, false, 'another long passphrase here');
    expect(changed.header.epoch).toBe(3);
    expect(changed.header.kdf.salt).not.toBe(first.header.kdf.salt);
    expect(hex(changed.secrets.fileSecret)).not.toBe(hex(first.secrets.fileSecret));
    const before = new Set(first.blobs.keys());
    expect([...changed.blobs.keys()].filter((name) => before.has(name))).toEqual([]);
  }, 60_000);
});
