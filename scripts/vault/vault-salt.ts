/**
 * Which salt and which keys a build uses (decision 0025). The previous build's header holds the
 * owner blob: the content key, file secret and sync secret sealed under the owner key (the owner
 * passphrase through PBKDF2 with the header's salt). When the owner passphrase opens it, the build
 * keeps the salt and the secrets, so the content key (and every device's session and enrolment)
 * survives the deploy. A rotation (PORTAL_ROTATE_KEY=1, `npm run deploy -- --rotate-key`) keeps the
 * salt, the file secret and the sync secret but draws a new content key in the next epoch. A
 * changed passphrase cannot open the old blob: new salt, new secrets, next epoch. "Previous build"
 * comes from:
 *   1. PORTAL_VAULT_PREVIOUS: a path or URL of the live site's /vault/header.json (npm run deploy
 *      sets it from VITE_SITE_URL), the explicit source for production;
 *   2. else the local state file (PORTAL_VAULT_STATE, default .portal-vault.json, git-ignored),
 *      which every build rewrites with its own header's epoch, KDF parameters and owner blob.
 * The owner blob is public like the vault itself and costs a guesser one PBKDF2 run per guess.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  KeyOpenError,
  newOwnerSecrets,
  openOwnerSecrets,
  type OwnerSecrets,
} from '../../src/shared/device-keys.ts';
import {
  deriveVaultKey,
  fromBase64,
  randomBytes,
  VAULT_KDF,
  type VaultHeader,
} from '../../src/shared/vault-crypto.ts';

export type PreviousVault = Pick<VaultHeader, 'epoch' | 'kdf' | 'owner'>;

export interface KeyChoice {
  salt: Uint8Array<ArrayBuffer>;
  /** The owner key for that salt (encrypt and decrypt: the build seals the owner blob with it). */
  ownerKey: CryptoKey;
  secrets: OwnerSecrets;
  epoch: number;
  reason: string;
}

export const DEFAULT_STATE_FILE = '.portal-vault.json';

export function stateFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.PORTAL_VAULT_STATE || DEFAULT_STATE_FILE);
}

function isPreviousVault(value: unknown): value is PreviousVault {
  const v = value as Partial<PreviousVault> | null;
  return (
    typeof v?.epoch === 'number' &&
    Number.isInteger(v.epoch) &&
    v.epoch >= 1 &&
    typeof v.kdf?.salt === 'string' &&
    typeof v.kdf.iterations === 'number' &&
    typeof v.owner?.iv === 'string' &&
    typeof v.owner.ciphertext === 'string'
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

/** The previous build's epoch, KDF parameters and owner blob, or why there are none. */
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

async function fresh(
  password: string,
  iterations: number,
  epoch: number,
  reason: string,
): Promise<KeyChoice> {
  const salt = randomBytes(VAULT_KDF.saltBytes);
  const ownerKey = await deriveVaultKey(password, salt, iterations, ['encrypt', 'decrypt']);
  return { salt, ownerKey, secrets: newOwnerSecrets(), epoch, reason };
}

/**
 * Keeps the previous salt and secrets if `password` opens the previous owner blob (same
 * iterations); `rotate` then starts the next epoch with a new content key.
 */
export async function chooseKeys(
  password: string,
  previous: PreviousVault | undefined,
  iterations: number = VAULT_KDF.iterations,
  rotate = false,
): Promise<KeyChoice> {
  const next = (previous?.epoch ?? 0) + 1;
  if (!previous) return fresh(password, iterations, next, 'no previous build: new content key');
  if (previous.kdf.iterations !== iterations)
    return fresh(password, iterations, next, 'KDF changed: new salt and content key');
  const salt = fromBase64(previous.kdf.salt);
  const ownerKey = await deriveVaultKey(password, salt, iterations, ['encrypt', 'decrypt']);
  let secrets: OwnerSecrets;
  try {
    secrets = await openOwnerSecrets(ownerKey, previous.owner, previous.epoch);
  } catch (error) {
    if (!(error instanceof KeyOpenError)) throw error;
    return fresh(
      password,
      iterations,
      next,
      `owner passphrase changed: new content key (epoch ${next}); enrolled devices pick it up at their next check-in`,
    );
  }
  if (rotate)
    return {
      salt,
      ownerKey,
      secrets: newOwnerSecrets(secrets),
      epoch: next,
      reason: `key rotated: epoch ${next}; enrolled devices pick it up at their next check-in`,
    };
  return {
    salt,
    ownerKey,
    secrets,
    epoch: previous.epoch,
    reason: `same owner passphrase: content key kept (epoch ${previous.epoch})`,
  };
}

/** Records this build's epoch, KDF parameters and owner blob for the next build on this machine. */
export async function saveVaultState(
  root: string,
  header: VaultHeader,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const state: PreviousVault = { epoch: header.epoch, kdf: header.kdf, owner: header.owner };
  await writeFile(stateFile(root, env), JSON.stringify(state, null, 2) + '\n');
}
