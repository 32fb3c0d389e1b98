/**
 * The portal session: the non-extractable content key kept in IndexedDB (structured clone keeps a
 * CryptoKey usable but unreadable) with an expiry, so reloads and offline restarts stay unlocked
 * for a working day. The expiry, Lock portal in any tab, or a new key epoch the session cannot
 * follow ends it (an enrolled device follows a rotation with its own key: decision 0025). The wrong-password wait is kept beside it, so a reload does not reset it. What reads and
 * writes these records, and when, is the session service's (portal-session.ts).
 */
import type { MsdDatabase } from '@/lib/db';
import { DEVICE_FLAG_KEYS, FLAG_KEYS, PORTAL_SESSION_CHANNEL } from '@/shared/storage-keys';
import { INITIAL_THROTTLE, type ThrottleState } from './attempt-throttle';
import { purgeExpiredSession } from './session-purge';

export { purgeExpiredSession };

const DEFAULT_SESSION_HOURS = 10;

export const SESSION_MS =
  (Number(import.meta.env.VITE_PORTAL_SESSION_HOURS) || DEFAULT_SESSION_HOURS) * 60 * 60 * 1000;

export interface PortalSession {
  /** The epoch's content key, non-extractable. */
  key: CryptoKey;
  /** The key epoch of `key`; a vault of another epoch needs a new key. */
  epoch: number;
  expiresAt: number;
  /**
   * An enrolled device's session: its private key (non-extractable; opens the next epoch's sealed
   * key without asking) and its sync token (events are then the person's, verified).
   */
  device?: { id: string; privateKey: CryptoKey; syncToken: string };
  /**
   * The team-sync credential derived with the key at unlock (docs/decisions/0012). Kept in this
   * record so Lock portal and the expiry delete it with the key; a string because the Worker
   * hashes the bearer text (a non-extractable key could not give it back). Absent in sessions
   * from before team sync: their events wait for the next unlock.
   */
  syncCredential?: string;
}

export function isSessionUsable(
  session: PortalSession | undefined,
  epoch: number,
  now: number,
): boolean {
  return !!session && session.epoch === epoch && session.expiresAt > now;
}

export async function loadSession(db: MsdDatabase): Promise<PortalSession | undefined> {
  const record = await db.flags.get(FLAG_KEYS.portalSession);
  const value = record?.value as Partial<PortalSession> | undefined;
  if (
    !value ||
    !(value.key instanceof CryptoKey) ||
    typeof value.epoch !== 'number' ||
    typeof value.expiresAt !== 'number'
  )
    return undefined;
  return value as PortalSession;
}

export async function saveSession(
  db: MsdDatabase,
  session: PortalSession,
  now: number,
): Promise<void> {
  await db.transaction('rw', db.flags, async () => {
    await db.flags.put({
      key: FLAG_KEYS.portalSession,
      value: session,
      updatedAt: now,
      expiresAt: session.expiresAt,
    });
    // Unlocked again: the reason the last session ended is no longer news.
    await db.flags.delete(DEVICE_FLAG_KEYS.lockReason);
  });
}

/**
 * Why a session ended at a new key epoch: the owner passphrase is needed again (`key-changed`), or
 * an enrolled device has not received the new key yet (`new-key`).
 */
export type LockReason = 'key-changed' | 'new-key';

/**
 * Ends the session: its key and credential, and the team data it fetched (readable only while
 * unlocked). With a reason, that reason is kept until the next unlock, so every reload says it.
 */
export async function clearSession(
  db: MsdDatabase,
  reason?: { reason: LockReason; now: number },
): Promise<void> {
  await db.transaction('rw', db.flags, db.teamCache, async () => {
    await db.flags.delete(FLAG_KEYS.portalSession);
    await db.teamCache.clear();
    if (reason)
      await db.flags.put({
        key: DEVICE_FLAG_KEYS.lockReason,
        value: reason.reason,
        updatedAt: reason.now,
      });
  });
}

/** The reason the last session ended at a new key epoch, if it has not been unlocked since. */
export async function loadLockReason(db: MsdDatabase): Promise<LockReason | undefined> {
  const value = (await db.flags.get(DEVICE_FLAG_KEYS.lockReason))?.value;
  return value === 'key-changed' || value === 'new-key' ? value : undefined;
}

/** Tells every other open tab that the portal is locked (they show the access screen at once). */
export function announceLocked(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PORTAL_SESSION_CHANNEL);
  channel.postMessage({ type: 'locked' });
  channel.close();
}

/**
 * Calls `onLocked` when another tab (or the service worker) locks the portal or wipes the device;
 * returns the unsubscribe.
 */
export function onLockedElsewhere(onLocked: (wiped: boolean) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(PORTAL_SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'locked' || event.data?.type === 'wiped')
      onLocked(event.data.type === 'wiped');
  };
  return () => channel.close();
}

export async function loadThrottle(db: MsdDatabase): Promise<ThrottleState> {
  const value = (await db.flags.get(FLAG_KEYS.portalThrottle))?.value as
    Partial<ThrottleState> | undefined;
  if (typeof value?.failures !== 'number' || typeof value.lockedUntil !== 'number')
    return INITIAL_THROTTLE;
  return { failures: value.failures, lockedUntil: value.lockedUntil };
}

export async function saveThrottle(
  db: MsdDatabase,
  state: ThrottleState,
  now: number,
): Promise<void> {
  if (state.failures === 0) await db.flags.delete(FLAG_KEYS.portalThrottle);
  else await db.flags.put({ key: FLAG_KEYS.portalThrottle, value: state, updatedAt: now });
}
