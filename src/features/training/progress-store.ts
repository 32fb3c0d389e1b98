/**
 * Where training progress lives: one record in the Dexie `flags` table under the spec's key, its
 * value the array of completed lesson ids. IndexedDB survives reloads and works offline.
 */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';

/** The stored value as it is; callers sanitise it against the course they render. */
export async function readTrainingProgress(db: MsdDatabase): Promise<unknown> {
  const record = await db.flags.get(FLAG_KEYS.trainingProgress);
  return record?.value ?? [];
}

export async function writeTrainingProgress(
  db: MsdDatabase,
  lessonIds: readonly string[],
  now: number,
): Promise<void> {
  await db.flags.put({ key: FLAG_KEYS.trainingProgress, value: [...lessonIds], updatedAt: now });
}

export async function clearTrainingProgress(db: MsdDatabase): Promise<void> {
  await db.flags.delete(FLAG_KEYS.trainingProgress);
}
