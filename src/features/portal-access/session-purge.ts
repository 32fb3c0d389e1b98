/** Shared with the service worker (no page or build-time APIs here). */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';

/**
 * Deletes the stored portal session (its key) if its time is up, with the team data it fetched
 * (names, emails and use of the whole team: readable only while unlocked); true when it did.
 * The service worker calls this on every navigation, so it only reads until there is something to
 * delete: a read-write transaction on `flags` each time would hold up the page's own session
 * writes (Lock portal, unlock) behind the worker's.
 */
export async function purgeExpiredSession(db: MsdDatabase, now: number): Promise<boolean> {
  const isExpired = (record?: { expiresAt?: number }) =>
    record !== undefined && (record.expiresAt ?? 0) <= now;
  if (!isExpired(await db.flags.get(FLAG_KEYS.portalSession))) return false;
  return db.transaction('rw', db.flags, db.teamCache, async () => {
    // Read again inside the write: an unlock may have stored a fresh session in between.
    if (!isExpired(await db.flags.get(FLAG_KEYS.portalSession))) return false;
    await db.flags.delete(FLAG_KEYS.portalSession);
    await db.teamCache.clear();
    return true;
  });
}
