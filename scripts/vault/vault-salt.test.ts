import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEY_BYTES,
  newOwnerSecrets,
  openOwnerSecrets,
  sealOwnerSecrets,
  type OwnerSecrets,
} from '../../src/shared/device-keys';
import { deriveVaultKey, toBase64, type VaultHeader } from '../../src/shared/vault-crypto';
import {
  chooseKeys,
  DEFAULT_STATE_FILE,
  findPreviousVault,
  saveVaultState,
  stateFile,
  type KeyChoice,
  type PreviousVault,
} from './vault-salt';

// Few iterations: the rule under test does not depend on PBKDF2's cost.
const ITERATIONS = 1_000;
const PASSWORD = 'copper lantern orbit meadow';

/** A previous build's header part: its owner blob sealed under `password` with `salt`. */
async function previousBuild(
  password: string,
  {
    salt = new Uint8Array(16).fill(7),
    epoch = 3,
    secrets = newOwnerSecrets(),
  }: { salt?: Uint8Array<ArrayBuffer>; epoch?: number; secrets?: OwnerSecrets } = {},
): Promise<{ previous: PreviousVault; secrets: OwnerSecrets }> {
  const ownerKey = await deriveVaultKey(password, salt, ITERATIONS, ['encrypt', 'decrypt']);
  const owner = await sealOwnerSecrets(ownerKey, secrets, epoch);
  return {
    previous: {
      epoch,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: ITERATIONS, salt: toBase64(salt) },
      owner,
    },
    secrets,
  };
}

/** The choice's owner key is the one `password` and its salt give (what the next build derives). */
async function expectOwnerKeyOf(choice: KeyChoice, password: string, iterations = ITERATIONS) {
  const blob = await sealOwnerSecrets(choice.ownerKey, choice.secrets, choice.epoch);
  const derived = await deriveVaultKey(password, choice.salt, iterations, ['decrypt']);
  expect(await openOwnerSecrets(derived, blob, choice.epoch)).toEqual(choice.secrets);
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function expectAllNew(choice: KeyChoice, old: OwnerSecrets) {
  expect(hex(choice.secrets.contentKey)).not.toBe(hex(old.contentKey));
  expect(hex(choice.secrets.fileSecret)).not.toBe(hex(old.fileSecret));
  expect(hex(choice.secrets.syncSecret)).not.toBe(hex(old.syncSecret));
  for (const secret of Object.values(choice.secrets)) expect(secret).toHaveLength(KEY_BYTES);
}

describe('the keys across builds', () => {
  it('keeps the salt, every secret and the epoch while the owner passphrase is the same', async () => {
    const { previous, secrets } = await previousBuild(PASSWORD, { epoch: 3 });
    const choice = await chooseKeys(PASSWORD, previous, ITERATIONS);
    expect(toBase64(choice.salt)).toBe(previous.kdf.salt);
    expect(choice.epoch).toBe(3);
    expect(choice.secrets).toEqual(secrets);
    expect(choice.reason).toBe('same owner passphrase: content key kept (epoch 3)');
    await expectOwnerKeyOf(choice, PASSWORD);
    // The owner key opens the previous blob: the next build's header seals the same secrets.
    expect(await openOwnerSecrets(choice.ownerKey, previous.owner, 3)).toEqual(secrets);
  });

  it('a rotation starts the next epoch with a new content key, keeping the salt and the file and sync secrets', async () => {
    const { previous, secrets } = await previousBuild(PASSWORD, { epoch: 3 });
    const choice = await chooseKeys(PASSWORD, previous, ITERATIONS, true);
    expect(choice.epoch).toBe(4);
    expect(toBase64(choice.salt)).toBe(previous.kdf.salt);
    expect(hex(choice.secrets.contentKey)).not.toBe(hex(secrets.contentKey));
    expect(choice.secrets.contentKey).toHaveLength(KEY_BYTES);
    expect(choice.secrets.fileSecret).toEqual(secrets.fileSecret);
    expect(choice.secrets.syncSecret).toEqual(secrets.syncSecret);
    expect(choice.reason).toBe(
      'key rotated: epoch 4; enrolled devices pick it up at their next check-in',
    );
    await expectOwnerKeyOf(choice, PASSWORD);
  });

  it('a changed owner passphrase draws a new random salt and all-new secrets in the next epoch', async () => {
    const { previous, secrets } = await previousBuild(PASSWORD, { epoch: 3 });
    const first = await chooseKeys('another long passphrase here', previous, ITERATIONS);
    const second = await chooseKeys('another long passphrase here', previous, ITERATIONS);
    expect(first.reason).toBe(
      'owner passphrase changed: new content key (epoch 4); enrolled devices pick it up at their next check-in',
    );
    expect(first.epoch).toBe(4);
    expect(toBase64(first.salt)).not.toBe(previous.kdf.salt);
    expect(first.salt).toHaveLength(16);
    expectAllNew(first, secrets);
    // Same password, same previous build, two draws: random, not a function of the password.
    expect(toBase64(first.salt)).not.toBe(toBase64(second.salt));
    expect(hex(first.secrets.contentKey)).not.toBe(hex(second.secrets.contentKey));
    await expectOwnerKeyOf(first, 'another long passphrase here');
  });

  it('a changed owner passphrase with a rotation asked for is the same fresh start', async () => {
    const { previous, secrets } = await previousBuild(PASSWORD, { epoch: 3 });
    const choice = await chooseKeys('another long passphrase here', previous, ITERATIONS, true);
    expect(choice.epoch).toBe(4);
    expect(choice.reason).toMatch(/^owner passphrase changed/);
    expectAllNew(choice, secrets);
  });

  it('the first build (no previous) is epoch 1 with a new salt and new secrets', async () => {
    const choice = await chooseKeys('x', undefined, ITERATIONS);
    expect(choice.epoch).toBe(1);
    expect(choice.reason).toBe('no previous build: new content key');
    expect(choice.salt).toHaveLength(16);
    for (const secret of Object.values(choice.secrets)) expect(secret).toHaveLength(KEY_BYTES);
    await expectOwnerKeyOf(choice, 'x');
    // A rotation of nothing is still the first epoch.
    expect((await chooseKeys('x', undefined, ITERATIONS, true)).epoch).toBe(1);
  });

  it('a changed iteration count starts afresh in the next epoch, under the new count', async () => {
    const { previous, secrets } = await previousBuild('x', { epoch: 5 });
    const changed = await chooseKeys('x', previous, ITERATIONS * 2);
    expect(changed.reason).toBe('KDF changed: new salt and content key');
    expect(changed.epoch).toBe(6);
    expect(toBase64(changed.salt)).not.toBe(previous.kdf.salt);
    expectAllNew(changed, secrets);
    await expectOwnerKeyOf(changed, 'x', ITERATIONS * 2);
  });

  it('a blob sealed for another epoch than its header says does not open: a fresh start', async () => {
    const { previous, secrets } = await previousBuild(PASSWORD, { epoch: 3 });
    const choice = await chooseKeys(PASSWORD, { ...previous, epoch: 4 }, ITERATIONS);
    expect(choice.epoch).toBe(5);
    expectAllNew(choice, secrets);
  });
});

describe('where the previous build comes from', () => {
  let dir: string;
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.unstubAllGlobals();
  });

  it('reads the explicit source first, then the local state file, and writes the state back', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vault-salt-'));
    const { previous: local } = await previousBuild('a', { salt: new Uint8Array(16).fill(1) });
    const { previous: live } = await previousBuild('a', {
      salt: new Uint8Array(16).fill(2),
      epoch: 9,
    });
    writeFileSync(path.join(dir, '.portal-vault.json'), JSON.stringify(local));
    writeFileSync(
      path.join(dir, 'live-header.json'),
      JSON.stringify({ format: 'msd-vault', version: 2, ...live }),
    );

    expect(await findPreviousVault(dir, {})).toEqual({
      previous: local,
      from: path.join(dir, '.portal-vault.json'),
    });
    const explicit = await findPreviousVault(dir, {
      PORTAL_VAULT_PREVIOUS: path.join(dir, 'live-header.json'),
    });
    expect(explicit.previous).toMatchObject(live);
    expect(explicit.from).toBe(path.join(dir, 'live-header.json'));
    // An unreachable explicit source falls back to the local file; nothing at all is "none".
    expect(
      (await findPreviousVault(dir, { PORTAL_VAULT_PREVIOUS: path.join(dir, 'missing.json') }))
        .previous,
    ).toEqual(local);
    expect(await findPreviousVault(dir, { PORTAL_VAULT_STATE: 'nothing-here.json' })).toEqual({
      from: path.join(dir, 'nothing-here.json'),
    });

    await saveVaultState(dir, { ...live, format: 'msd-vault' } as unknown as VaultHeader, {
      PORTAL_VAULT_STATE: 'state.json',
    });
    const written = readFileSync(path.join(dir, 'state.json'), 'utf8');
    // Only what the next build needs: the epoch, the KDF parameters and the owner blob.
    expect(JSON.parse(written)).toEqual(live);
    expect(written.endsWith('}\n')).toBe(true);
  });

  it('ignores headers without an epoch and an owner blob (a version 1 build) and broken ones', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vault-salt-'));
    const { previous: local } = await previousBuild('a');
    writeFileSync(path.join(dir, '.portal-vault.json'), JSON.stringify(local));
    const v1 = {
      format: 'msd-vault',
      version: 1,
      kdf: local.kdf,
      check: { iv: 'aXY=', ciphertext: 'Y2lwaGVy' },
    };
    const shapes: Record<string, unknown> = {
      v1,
      'epoch 0': { ...local, epoch: 0 },
      'epoch 1.5': { ...local, epoch: 1.5 },
      'epoch as text': { ...local, epoch: '3' },
      'no owner': { epoch: 3, kdf: local.kdf },
      'owner without ciphertext': { ...local, owner: { iv: local.owner.iv } },
      'owner without iv': { ...local, owner: { ciphertext: local.owner.ciphertext } },
      'no salt': { ...local, kdf: { ...local.kdf, salt: undefined } },
      'iterations as text': { ...local, kdf: { ...local.kdf, iterations: '1000' } },
      null: null,
    };
    for (const [name, shape] of Object.entries(shapes)) {
      const file = path.join(dir, `${name}.json`);
      writeFileSync(file, JSON.stringify(shape));
      // Skipped: the local state file answers instead.
      expect(await findPreviousVault(dir, { PORTAL_VAULT_PREVIOUS: file }), name).toEqual({
        previous: local,
        from: path.join(dir, '.portal-vault.json'),
      });
    }
    writeFileSync(path.join(dir, 'v1-state.json'), JSON.stringify(v1));
    expect(await findPreviousVault(dir, { PORTAL_VAULT_STATE: 'v1-state.json' })).toEqual({
      from: path.join(dir, 'v1-state.json'),
    });
    writeFileSync(path.join(dir, 'broken.json'), '{"epoch": 3,');
    expect(
      (await findPreviousVault(dir, { PORTAL_VAULT_STATE: 'broken.json' })).previous,
    ).toBeUndefined();
  });

  it('fetches a live header by URL without a cached copy, and falls back when it fails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vault-salt-'));
    const { previous: local } = await previousBuild('a', { salt: new Uint8Array(16).fill(1) });
    const { previous: live } = await previousBuild('a', { salt: new Uint8Array(16).fill(2) });
    writeFileSync(path.join(dir, '.portal-vault.json'), JSON.stringify(local));
    const url = 'https://portal.example/vault/header.json';
    const fetch = vi.fn(async () => Response.json({ format: 'msd-vault', ...live }));
    vi.stubGlobal('fetch', fetch);
    expect(await findPreviousVault(dir, { PORTAL_VAULT_PREVIOUS: url })).toEqual({
      previous: { format: 'msd-vault', ...live },
      from: url,
    });
    expect(fetch).toHaveBeenCalledWith(url, { headers: { 'Cache-Control': 'no-cache' } });

    fetch.mockImplementation(async () => new Response('down', { status: 503 }));
    expect(await findPreviousVault(dir, { PORTAL_VAULT_PREVIOUS: url })).toEqual({
      previous: local,
      from: path.join(dir, '.portal-vault.json'),
    });
    fetch.mockImplementation(async () => Promise.reject(new TypeError('fetch failed')));
    expect((await findPreviousVault(dir, { PORTAL_VAULT_PREVIOUS: url })).previous).toEqual(local);
  });

  it('the state file is .portal-vault.json in the root unless PORTAL_VAULT_STATE names another', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vault-salt-'));
    expect(DEFAULT_STATE_FILE).toBe('.portal-vault.json');
    expect(stateFile('/repo', {})).toBe('/repo/.portal-vault.json');
    expect(stateFile('/repo', { PORTAL_VAULT_STATE: '' })).toBe('/repo/.portal-vault.json');
    expect(stateFile('/repo', { PORTAL_VAULT_STATE: 'ci/state.json' })).toBe('/repo/ci/state.json');
    expect(stateFile('/repo', { PORTAL_VAULT_STATE: '/abs/state.json' })).toBe('/abs/state.json');
  });
});
