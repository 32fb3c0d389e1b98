/**
 * The portal session: the non-extractable vault key kept in IndexedDB (structured clone keeps a
 * CryptoKey usable but unreadable) with an expiry, so reloads and offline restarts stay unlocked
 * for a working day. A new build (new salt) or the expiry ends it.
 */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';

const DEFAULT_SESSION_HOURS = 10;

export const SESSION_MS = (Number(import.meta.env.VITE_PORTAL_SESSION_HOURS) || DEFAULT_SESSION_HOURS) * 60 * 60 * 1000;

export interface PortalSession {
  key: CryptoKey;
  /** The vault salt the key was derived for; another build's vault needs the password again. */
  salt: string;
  expiresAt: number;
}

export function isSessionUsable(session: PortalSession | undefined, salt: string, now: number): boolean {
  return !!session && session.salt === salt && session.expiresAt > now;
}

export async function loadSession(db: MsdDatabase): Promise<PortalSession | undefined> {
  const record = await db.flags.get(FLAG_KEYS.portalSession);
  const value = record?.value as Partial<PortalSession> | undefined;
  if (!value || !(value.key instanceof CryptoKey) || typeof value.salt !== 'string' || typeof value.expiresAt !== 'number') return undefined;
  return value as PortalSession;
}

export async function saveSession(db: MsdDatabase, session: PortalSession, now: number): Promise<void> {
  await db.flags.put({ key: FLAG_KEYS.portalSession, value: session, updatedAt: now, expiresAt: session.expiresAt });
}

export async function clearSession(db: MsdDatabase): Promise<void> {
  await db.flags.delete(FLAG_KEYS.portalSession);
}
