/**
 * The vault's cryptography, identical in the browser, the service worker and the Node build.
 * The vault is encrypted with a random content key of its key epoch (decision 0025); the owner
 * passphrase (PORTAL_PASSWORD) is the recovery path: PBKDF2-SHA256 (600,000 iterations, 16-byte
 * random salt) turns it into the non-extractable AES-256-GCM owner key that opens the header's
 * `owner` blob (the content key, the file secret and the sync secret: src/shared/device-keys.ts).
 * Every blob gets its own 12-byte IV, and GCM's tag proves both the key and the bytes.
 *
 * The salt is random, never derived from the password, and stays the same from build to build
 * while the password does (scripts/vault/vault-salt.ts keeps it when the previous owner blob opens
 * under the new password); the content key stays too until a rotation, so every device's stored
 * session survives a deploy.
 *
 * Anything else ever derived from the password (a sync credential, say) must not reuse the vault
 * key or its salt+password pair directly: derive the PBKDF2 bits once (same salt, same iterations)
 * and expand them with HKDF-SHA256 under its own `info` label, one label per purpose.
 */
export const VAULT_KDF = {
  name: 'PBKDF2',
  hash: 'SHA-256',
  iterations: 600_000,
  saltBytes: 16,
} as const;
export const VAULT_CIPHER = { name: 'AES-GCM', length: 256, ivBytes: 12 } as const;

/** The public part of a built vault: its key epoch, the owner's recovery blob and the ciphertext. */
export interface VaultHeader {
  format: 'msd-vault';
  version: 2;
  /** The content key's epoch: 1 for the first build, one more for each rotation. */
  epoch: number;
  /** How the owner passphrase becomes the owner key. */
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  /** The content key, file secret and sync secret sealed under the owner key (base64url). */
  owner: { iv: string; ciphertext: string };
  cipher: { name: 'AES-GCM'; length: 256 };
  vault: { path: string; iv: string; sha256: string; bytes: number };
  builtAt: string;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Unpadded base64url (tokens, keys and seals in JSON and headers). */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Derives the owner key. Non-extractable: the key can decrypt but can never be read back out. */
export async function deriveVaultKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = VAULT_KDF.iterations,
  usages: Array<'encrypt' | 'decrypt'> = ['decrypt'],
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: VAULT_KDF.hash, salt, iterations },
    material,
    { name: VAULT_CIPHER.name, length: VAULT_CIPHER.length },
    false,
    usages,
  );
}

/** A fresh random IV unless the caller derives one (the build's per-file IVs, decision 0015). */
export async function encryptBytes(
  key: CryptoKey,
  plaintext: BufferSource,
  iv: Uint8Array<ArrayBuffer> = randomBytes(VAULT_CIPHER.ivBytes),
): Promise<{ iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> }> {
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: VAULT_CIPHER.name, iv }, key, plaintext),
  );
  return { iv, ciphertext };
}

export class VaultDecryptError extends Error {
  constructor() {
    super('The vault could not be decrypted: wrong password or damaged data.');
    this.name = 'VaultDecryptError';
  }
}

/** Throws VaultDecryptError when the key is wrong or a byte was changed (GCM tag mismatch). */
export async function decryptBytes(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  ciphertext: BufferSource,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt({ name: VAULT_CIPHER.name, iv }, key, ciphertext),
    );
  } catch {
    throw new VaultDecryptError();
  }
}
