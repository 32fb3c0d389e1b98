import { getDatabase, type MsdDatabase } from '@/lib/db';
import { forgetRep, readRep } from './identity';
import { TEAM_CACHE_KEYS } from './team-cache-keys';
import { TEAM_FLAG_KEYS } from '@/shared/storage-keys';

/**
 * "Not you?" on a shared device: forget the rep and their own-data snapshot (the next person must
 * not read it), and ask who is using the device again. Queued events keep the rep who recorded them.
 */
export async function switchRep(db: MsdDatabase = getDatabase()): Promise<void> {
  await db.transaction('rw', db.flags, db.teamCache, async () => {
    const rep = await readRep(db);
    if (rep) await db.teamCache.delete(TEAM_CACHE_KEYS.ownData(rep.email));
    await forgetRep(db);
    await db.flags.delete(TEAM_FLAG_KEYS.repPrompted);
  });
}
