import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';
import {
  clearTrainingProgress,
  readTrainingProgress,
  writeTrainingProgress,
} from './progress-store';

let db: MsdDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = openDatabase(`training-test-${counter}`);
});

afterEach(async () => {
  await db.delete();
});

describe('training progress store', () => {
  it('reads an empty list before anything is stored', async () => {
    expect(await readTrainingProgress(db)).toEqual([]);
  });

  it('keeps the completed ids in one flags record under the spec key', async () => {
    await writeTrainingProgress(db, ['a', 'b'], 1000);
    expect(await readTrainingProgress(db)).toEqual(['a', 'b']);
    expect(await db.flags.get(FLAG_KEYS.trainingProgress)).toEqual({
      key: FLAG_KEYS.trainingProgress,
      value: ['a', 'b'],
      updatedAt: 1000,
    });
    expect(await db.flags.count()).toBe(1);
  });

  it('survives reopening the database (a reload)', async () => {
    await writeTrainingProgress(db, ['a'], 1);
    db.close();
    db = openDatabase(`training-test-${counter}`);
    expect(await readTrainingProgress(db)).toEqual(['a']);
  });

  it('clears on reset', async () => {
    await writeTrainingProgress(db, ['a'], 1);
    await clearTrainingProgress(db);
    expect(await readTrainingProgress(db)).toEqual([]);
  });

  it('hands back whatever odd value was stored, for the caller to sanitise', async () => {
    await db.flags.put({ key: FLAG_KEYS.trainingProgress, value: 'corrupt', updatedAt: 1 });
    expect(await readTrainingProgress(db)).toBe('corrupt');
  });
});
