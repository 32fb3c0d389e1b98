/** Shared with the service worker (no page or build-time APIs here). */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';

/**
 * Deletes the stored portal session (its key) if its time is up, with the team data it fetched
 * (names, emails and use of the whole team: readable only while unlocked); true when it did.
 */
export async function purgeExpiredSession(db: MsdDatabase, now: number): Promise<boolean> {
  return db.transaction('rw', db.flags, db.teamCache, async () => {
    const record = await db.flags.get(FLAG_KEYS.portalSession);
    if (!record || (record.expiresAt ?? 0) > now) return false;
    await db.flags.delete(FLAG_KEYS.portalSession);
    await db.teamCache.clear();
    return true;
  });
}
