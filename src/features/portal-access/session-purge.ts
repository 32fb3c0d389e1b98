/** Shared with the service worker (no page or build-time APIs here). */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';

/** Deletes the stored portal session (its key) if its time is up; true when it did. */
export async function purgeExpiredSession(db: MsdDatabase, now: number): Promise<boolean> {
  const record = await db.flags.get(FLAG_KEYS.portalSession);
  if (!record || (record.expiresAt ?? 0) > now) return false;
  await db.flags.delete(FLAG_KEYS.portalSession);
  return true;
}
