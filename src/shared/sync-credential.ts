/**
 * The portal sync credential (docs/decisions/0012): a device holds it only after unlocking the
 * vault, because it is derived from the same password-derived secret as the vault key.
 *
 *   secret     = PBKDF2-SHA256(password, vault salt, vault iterations), 32 bytes (= the AES key bytes)
 *   credential = base64url(HKDF-SHA256(secret, salt = empty, info = SYNC_CREDENTIAL_INFO), 32 bytes)
 *   verifier   = hex(SHA-256(credential as UTF-8))  -- all the Worker stores
 *
 * HKDF is one-way, so the credential (sent on every sync request) reveals nothing about the vault
 * key; the same password and salt give the same credential on every device and every redeploy, and
 * a new password gives a new one. WebCrypto only: runs in the browser, the service worker, Node
 * and workerd.
 */
import { toBase64Url, VAULT_CIPHER, VAULT_KDF } from './vault-crypto';

/** HKDF's info label: binds the output to this one use, so no other derived value can collide. */
export const SYNC_CREDENTIAL_INFO = 'msd/portal-sync-credential/v1';
const SECRET_BITS = VAULT_CIPHER.length;
const CREDENTIAL_BITS = 256;
/** 32 bytes in unpadded base64url. */
export const SYNC_CREDENTIAL_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SYNC_VERIFIER_PATTERN = /^[0-9a-f]{64}$/;

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The PBKDF2 output that the vault key is made of (deriveKey for AES-256 takes exactly these bits). */
export async function deriveVaultSecret(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = VAULT_KDF.iterations,
): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: VAULT_KDF.hash, salt, iterations },
    material,
    SECRET_BITS,
  );
  return new Uint8Array(bits);
}

export async function syncCredentialFromSecret(secret: Uint8Array<ArrayBuffer>): Promise<string> {
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(SYNC_CREDENTIAL_INFO),
    },
    material,
    CREDENTIAL_BITS,
  );
  return toBase64Url(new Uint8Array(bits));
}

export interface UnlockKeys {
  /** Non-extractable AES-256-GCM key, byte for byte the key deriveVaultKey gives. */
  vaultKey: CryptoKey;
  syncCredential: string;
}

/**
 * Unlock with one PBKDF2 run (600,000 iterations is the slow part): the vault key and the sync
 * credential both come from its output, which is then dropped.
 */
export async function deriveUnlockKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = VAULT_KDF.iterations,
): Promise<UnlockKeys> {
  const secret = await deriveVaultSecret(password, salt, iterations);
  try {
    const [vaultKey, syncCredential] = await Promise.all([
      crypto.subtle.importKey(
        'raw',
        secret,
        { name: VAULT_CIPHER.name, length: VAULT_CIPHER.length },
        false,
        ['decrypt'],
      ),
      syncCredentialFromSecret(secret),
    ]);
    return { vaultKey, syncCredential };
  } finally {
    secret.fill(0);
  }
}

export async function deriveSyncCredential(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = VAULT_KDF.iterations,
): Promise<string> {
  return syncCredentialFromSecret(await deriveVaultSecret(password, salt, iterations));
}

/** What the Worker stores (PORTAL_SYNC_VERIFIER). A fast hash suffices: the credential has 256 bits of entropy. */
export async function syncVerifier(credential: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credential)));
}

/** The request header a device sends the credential in. */
export function syncAuthorization(credential: string): string {
  return `Bearer ${credential}`;
}
