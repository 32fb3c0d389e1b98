/**
 * Where this device's training facts live: one record in the Dexie `flags` table under the spec's
 * key (the design card moves it to IndexedDB and keeps the name), its value the facts per rep
 * (./progress-facts). Every change is a read-modify-write in one transaction, so two tabs never
 * drop each other's facts. IndexedDB survives reloads and works offline.
 */
import type { MsdDatabase } from '@/lib/db';
import type { RepProgress } from '@/shared/portal-progress';
import { FLAG_KEYS } from '@/shared/storage-keys';
import type { Training } from '@/shared/vault-schema';
import {
  readStoredFacts,
  withFacts,
  type StoredRead,
  type StoredTrainingFacts,
} from './progress-facts';

/**
 * The stored facts. A record in the spec's original format (a list of lesson ids) is rewritten as
 * facts once, in the same transaction; the answer then says which lessons it converted, so the
 * caller can report them to the team (the list was never sent as events before).
 */
export async function loadTrainingFacts(
  db: MsdDatabase,
  training: Training,
  now: number,
): Promise<StoredRead> {
  return db.transaction('rw', db.flags, async () => {
    const record = await db.flags.get(FLAG_KEYS.trainingProgress);
    const read = readStoredFacts(record?.value, record?.updatedAt, training, now);
    if (read.kind === 'migrated')
      await db.flags.put({ key: FLAG_KEYS.trainingProgress, value: read.facts, updatedAt: now });
    return read;
  });
}

/** The stored facts for reading only (a live query cannot write); a list of ids not yet converted reads as its conversion. */
export async function peekTrainingFacts(
  db: MsdDatabase,
  training: Training,
  now: number,
): Promise<StoredTrainingFacts> {
  const record = await db.flags.get(FLAG_KEYS.trainingProgress);
  return readStoredFacts(record?.value, record?.updatedAt, training, now).facts;
}

/** Adds facts for the rep (undefined before the device knows who it is). */
export async function addTrainingFacts(
  db: MsdDatabase,
  training: Training,
  email: string | undefined,
  added: RepProgress,
  now: number,
): Promise<void> {
  await db.transaction('rw', db.flags, async () => {
    const record = await db.flags.get(FLAG_KEYS.trainingProgress);
    const current = readStoredFacts(record?.value, record?.updatedAt, training, now).facts;
    await db.flags.put({
      key: FLAG_KEYS.trainingProgress,
      value: withFacts(current, email, added),
      updatedAt: now,
    });
  });
}
