/**
 * Loads and opens the encrypted vault in the browser: derive the key from the password (WebCrypto
 * PBKDF2), decrypt, and validate the content before any page sees it.
 */
import {
  decryptBytes,
  fromBase64,
  sha256Hex,
  VaultDecryptError,
  type VaultHeader,
} from '@/shared/vault-crypto';
import { deriveUnlockKeys } from '@/shared/sync-credential';
import {
  fromBase64Url,
  importContentKey,
  KeyOpenError,
  openOwnerSecrets,
} from '@/shared/device-keys';
import {
  parseVault,
  type CollateralFile,
  type CollateralPart,
  type Vault,
} from '@/shared/vault-schema';

export const VAULT_HEADER_URL = '/vault/header.json';

export class VaultUnavailableError extends Error {}
/** The request never reached the server (offline), and no copy on this device answered it. */
class UnreachableError extends VaultUnavailableError {}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new UnreachableError(
      'The portal content could not be loaded. Connect once to download it, then it works offline.',
    );
  }
  if (!response.ok)
    throw new VaultUnavailableError(
      `The portal content could not be loaded (HTTP ${response.status}).`,
    );
  return response.arrayBuffer();
}

export async function fetchVaultHeader(): Promise<VaultHeader> {
  const bytes = await fetchBytes(VAULT_HEADER_URL);
  const header = JSON.parse(new TextDecoder().decode(bytes)) as VaultHeader;
  if (header.format !== 'msd-vault' || header.version !== 2 || !Number.isInteger(header.epoch))
    throw new VaultUnavailableError('The portal content is in an unknown format.');
  return header;
}

export interface OwnerUnlock {
  /** The epoch's content key, non-extractable. */
  contentKey: CryptoKey;
  syncCredential: string;
}

/**
 * The owner's recovery path: one PBKDF2 run gives the owner key (which opens the header's owner
 * blob, so the content key) and the team-sync credential. A wrong passphrase throws VaultDecryptError.
 */
export async function ownerUnlock(header: VaultHeader, password: string): Promise<OwnerUnlock> {
  const { vaultKey: ownerKey, syncCredential } = await deriveUnlockKeys(
    password,
    fromBase64(header.kdf.salt),
    header.kdf.iterations,
  );
  let secrets;
  try {
    secrets = await openOwnerSecrets(ownerKey, header.owner, header.epoch);
  } catch (error) {
    if (error instanceof KeyOpenError) throw new VaultDecryptError();
    throw error;
  }
  try {
    return {
      contentKey: await importContentKey(secrets.contentKey, ['encrypt', 'decrypt']),
      syncCredential,
    };
  } finally {
    secrets.contentKey.fill(0);
    secrets.fileSecret.fill(0);
    secrets.syncSecret.fill(0);
  }
}

/** Decrypts and validates the vault; a wrong key throws VaultDecryptError. */
export async function openVault(header: VaultHeader, key: CryptoKey): Promise<Vault> {
  const ciphertext = await fetchBytes(header.vault.path);
  const plaintext = await decryptBytes(key, fromBase64(header.vault.iv), ciphertext);
  const parsed = parseVault(JSON.parse(new TextDecoder().decode(plaintext)));
  if (!parsed.ok)
    throw new VaultUnavailableError(`The portal content failed validation:\n${parsed.message}`);
  return parsed.vault;
}

export class FileIntegrityError extends Error {}

/** A collateral file neither on this device (portal pack) nor reachable (offline). */
export class NotOnDeviceError extends Error {
  constructor(fileName: string) {
    super(
      `${fileName} is not on this device, and it opens only online. Connect to open it, or choose "Keep on this device" while online to have it offline.`,
    );
    this.name = 'NotOnDeviceError';
  }
}

/**
 * Decrypts a collateral file (part 'file', a Blob of its own type) or a Markdown file's parsed
 * tree (part 'view', JSON) with the file's own key from the catalogue, each checked against the
 * SHA-256 the catalogue gives.
 */
export async function decryptCollateralFile(
  file: CollateralFile,
  part: CollateralPart = 'file',
): Promise<Blob> {
  const sealed = part === 'view' ? file.view : { ...file.blob, sha256: file.sha256 };
  if (!sealed)
    throw new FileIntegrityError(`${file.fileName} has no parsed view in this catalogue.`);
  let ciphertext: ArrayBuffer;
  try {
    ciphertext = await fetchBytes(sealed.path);
  } catch (error) {
    if (error instanceof UnreachableError) throw new NotOnDeviceError(file.fileName);
    throw error;
  }
  const key = await importContentKey(fromBase64Url(sealed.key));
  const bytes = await decryptBytes(key, fromBase64(sealed.iv), ciphertext);
  if ((await sha256Hex(bytes)) !== sealed.sha256)
    throw new FileIntegrityError(`${file.fileName} does not match its catalogue checksum.`);
  return new Blob([bytes], { type: part === 'view' ? 'application/json' : file.mimeType });
}
