import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  encryptBytes,
  PASSWORD_CHECK,
  toBase64,
  deriveVaultKey,
  type VaultHeader,
} from '../../src/shared/vault-crypto';
import { chooseSalt, findPreviousVault, saveVaultState, type PreviousVault } from './vault-salt';

// Few iterations: the rule under test does not depend on PBKDF2's cost.
const ITERATIONS = 1_000;

async function previousBuild(
  password: string,
  salt = new Uint8Array(16).fill(7),
): Promise<PreviousVault> {
  const key = await deriveVaultKey(password, salt, ITERATIONS, ['encrypt', 'decrypt']);
  const check = await encryptBytes(key, new TextEncoder().encode(PASSWORD_CHECK));
  return {
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: ITERATIONS, salt: toBase64(salt) },
    check: { iv: toBase64(check.iv), ciphertext: toBase64(check.ciphertext) },
  };
}

describe('the vault salt across builds', () => {
  it('keeps the previous salt (and hands back its key) while the password is the same', async () => {
    const previous = await previousBuild('copper lantern orbit meadow');
    const choice = await chooseSalt('copper lantern orbit meadow', previous, ITERATIONS);
    expect(toBase64(choice.salt)).toBe(previous.kdf.salt);
    expect(choice.key).toBeDefined();
    expect(choice.reason).toBe('same password: salt kept, sessions survive');
  });

  it('draws a new random salt when the password changes, never one derived from it', async () => {
    const previous = await previousBuild('copper lantern orbit meadow');
    const first = await chooseSalt('another long passphrase here', previous, ITERATIONS);
    const second = await chooseSalt('another long passphrase here', previous, ITERATIONS);
    expect(first.reason).toBe('password changed: new salt, every device asks once');
    expect(toBase64(first.salt)).not.toBe(previous.kdf.salt);
    expect(first.salt).toHaveLength(16);
    // Same password, same previous build, two draws: random, not a function of the password.
    expect(toBase64(first.salt)).not.toBe(toBase64(second.salt));
    expect(first.key).toBeUndefined();
  });

  it('draws a new salt with no previous build or a changed iteration count', async () => {
    expect((await chooseSalt('x', undefined, ITERATIONS)).reason).toBe(
      'no previous build: new salt',
    );
    const previous = await previousBuild('x');
    const changed = await chooseSalt('x', previous, ITERATIONS * 2);
    expect(changed.reason).toBe('KDF changed: new salt');
    expect(toBase64(changed.salt)).not.toBe(previous.kdf.salt);
  });
});

describe('where the previous build comes from', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the explicit source first, then the local state file, and writes the state back', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vault-salt-'));
    const local = await previousBuild('a', new Uint8Array(16).fill(1));
    const live = await previousBuild('a', new Uint8Array(16).fill(2));
    writeFileSync(path.join(dir, '.portal-vault.json'), JSON.stringify(local));
    writeFileSync(
      path.join(dir, 'live-header.json'),
      JSON.stringify({ format: 'msd-vault', ...live }),
    );

    expect(await findPreviousVault(dir, {})).toEqual({
      previous: local,
      from: path.join(dir, '.portal-vault.json'),
    });
    const explicit = await findPreviousVault(dir, {
      PORTAL_VAULT_PREVIOUS: path.join(dir, 'live-header.json'),
    });
    expect(explicit.previous?.kdf.salt).toBe(live.kdf.salt);
    // An unreachable explicit source falls back to the local file; nothing at all is "none".
    expect(
      (await findPreviousVault(dir, { PORTAL_VAULT_PREVIOUS: path.join(dir, 'missing.json') }))
        .previous,
    ).toEqual(local);
    expect(
      (await findPreviousVault(dir, { PORTAL_VAULT_STATE: 'nothing-here.json' })).previous,
    ).toBeUndefined();

    await saveVaultState(dir, { ...live, format: 'msd-vault' } as unknown as VaultHeader, {
      PORTAL_VAULT_STATE: 'state.json',
    });
    expect(JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'))).toEqual(live);
  });
});
