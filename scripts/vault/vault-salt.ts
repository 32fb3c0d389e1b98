/**
 * Which salt a build encrypts the vault with. The previous build's salt is kept while the password
 * is unchanged, so the key (and every device's stored session) survives the deploy; a changed
 * password gets a fresh random salt, which ends every session once. "Previous build" comes from:
 *   1. PORTAL_VAULT_PREVIOUS: a path or URL of the live site's /vault/header.json (npm run deploy
 *      sets it from VITE_SITE_URL), the explicit source for production;
 *   2. else the local state file (PORTAL_VAULT_STATE, default .portal-vault.json, git-ignored),
 *      which every build rewrites with its own header's KDF parameters and password check.
 * The check is PASSWORD_CHECK encrypted under the old key: it opens under the new password's key
 * only if the password is the same. It is public like the vault itself and costs a guesser the
 * same PBKDF2 run per guess, so it reveals nothing the ciphertext did not.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decryptBytes,
  deriveVaultKey,
  fromBase64,
  PASSWORD_CHECK,
  randomBytes,
  VAULT_KDF,
  type VaultHeader,
} from '../../src/shared/vault-crypto.ts';

export type PreviousVault = Pick<VaultHeader, 'kdf' | 'check'>;

export interface SaltChoice {
  salt: Uint8Array<ArrayBuffer>;
  /** The key for that salt when it was derived already (kept salt), to save a second PBKDF2 run. */
  key?: CryptoKey;
  reason: string;
}

export const DEFAULT_STATE_FILE = '.portal-vault.json';

export function stateFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.PORTAL_VAULT_STATE || DEFAULT_STATE_FILE);
}

function isPreviousVault(value: unknown): value is PreviousVault {
  const v = value as Partial<PreviousVault> | null;
  return (
    typeof v?.kdf?.salt === 'string' &&
    typeof v.kdf.iterations === 'number' &&
    typeof v.check?.iv === 'string' &&
    typeof v.check.ciphertext === 'string'
  );
}

async function readSource(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

/** The previous build's KDF parameters and password check, or why there are none. */
export async function findPreviousVault(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ previous?: PreviousVault; from: string }> {
  const sources = [env.PORTAL_VAULT_PREVIOUS, stateFile(root, env)].filter((s): s is string => !!s);
  for (const source of sources) {
    try {
      const value = await readSource(source);
      if (isPreviousVault(value)) return { previous: value, from: source };
    } catch {
      // Missing (first build or first deploy) or unreachable: try the next source.
    }
  }
  return { from: sources.join(' or ') };
}

/** Keeps the previous salt if `password` opens its check (same iterations), else draws a new one. */
export async function chooseSalt(
  password: string,
  previous: PreviousVault | undefined,
  iterations: number = VAULT_KDF.iterations,
): Promise<SaltChoice> {
  if (previous && previous.kdf.iterations === iterations) {
    const salt = fromBase64(previous.kdf.salt);
    const key = await deriveVaultKey(password, salt, iterations, ['encrypt', 'decrypt']);
    try {
      const opened = await decryptBytes(
        key,
        fromBase64(previous.check.iv),
        fromBase64(previous.check.ciphertext),
      );
      if (new TextDecoder().decode(opened) === PASSWORD_CHECK)
        return { salt, key, reason: 'same password: salt kept, sessions survive' };
    } catch {
      return {
        salt: randomBytes(VAULT_KDF.saltBytes),
        reason: 'password changed: new salt, every device asks once',
      };
    }
  }
  return {
    salt: randomBytes(VAULT_KDF.saltBytes),
    reason: previous ? 'KDF changed: new salt' : 'no previous build: new salt',
  };
}

/** Records this build's KDF parameters and check for the next build on this machine. */
export async function saveVaultState(
  root: string,
  header: VaultHeader,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const state: PreviousVault = { kdf: header.kdf, check: header.check };
  await writeFile(stateFile(root, env), JSON.stringify(state, null, 2) + '\n');
}
