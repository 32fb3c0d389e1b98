/**
 * The unlocked portal's content, provided by the portal gate to every internal page. Pages read
 * the decrypted vault here; collateral files are decrypted on demand through `openFile`.
 */
import { createContext, useContext } from 'react';
import type { CollateralFile, CollateralPart, Vault } from '@/shared/vault-schema';

export interface VaultSession {
  vault: Vault;
  /** Decrypts one collateral file (SHA-256 checked) into a Blob of its own type, or its parsed view. */
  openFile: (file: CollateralFile, part?: CollateralPart) => Promise<Blob>;
  /** Ends the session now: forgets the key on this device. */
  lock: () => Promise<void>;
  expiresAt: number;
  /** The current epoch's content key (non-extractable): the library studio seals entries with it. */
  contentKey: { key: CryptoKey; epoch: number };
  /** An enrolled device's end of offline access (null when unlocked with the owner passphrase). */
  offlineUntil: number | null;
}

export const VaultContext = createContext<VaultSession | null>(null);

export function useVault(): VaultSession {
  const session = useContext(VaultContext);
  if (!session) throw new Error('useVault() needs an unlocked portal (render inside <PortalGate>)');
  return session;
}
