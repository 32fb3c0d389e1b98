import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { EMPTY_PROGRESS } from '@/shared/portal-progress';
import { FLAG_KEYS } from '@/shared/storage-keys';
import type { Training } from '@/shared/vault-schema';
import { EMPTY_FACTS, fact, factsFor, NO_REP } from './progress-facts';
import { addTrainingFacts, loadTrainingFacts, peekTrainingFacts } from './progress-store';

const course: Training = {
  intro: 'Intro.',
  certification: [['p', ['Done.']]],
  modules: [
    {
      id: 'foundations',
      title: 'F',
      description: 'F',
      durationMinutes: 30,
      prerequisite: null,
      lessons: ['f-1', 'f-2'].map((id) => ({
        id,
        title: id,
        durationMinutes: 5,
        type: 'reading' as const,
        content: [['p', ['Text.']]],
      })),
    },
  ],
};
const T = Date.UTC(2026, 10, 20, 9, 0);
const iso = (ms: number) => new Date(ms).toISOString();

let db: MsdDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = openDatabase(`training-test-${counter}`);
});

afterEach(async () => {
  await db.delete();
});

describe('training facts store', () => {
  it('reads no facts before anything is stored, and writes nothing for that', async () => {
    expect(await loadTrainingFacts(db, course, T)).toEqual({ kind: 'facts', facts: EMPTY_FACTS });
    expect(await db.flags.count()).toBe(0);
  });

  it('keeps the facts in one flags record under the spec key, surviving a reopen', async () => {
    await addTrainingFacts(db, course, 'ada@firm.com', fact.lesson('foundations', 'f-1', T), T);
    await addTrainingFacts(db, course, 'ada@firm.com', fact.reset(T + 1), T + 1);
    await addTrainingFacts(
      db,
      course,
      'ada@firm.com',
      fact.lesson('foundations', 'f-2', T + 2),
      T + 2,
    );
    db.close();
    db = openDatabase(`training-test-${counter}`);
    expect(await db.flags.count()).toBe(1);
    const record = await db.flags.get(FLAG_KEYS.trainingProgress);
    expect(record?.updatedAt).toBe(T + 2);
    expect(factsFor(await peekTrainingFacts(db, course, T + 3), 'ada@firm.com')).toEqual({
      ...EMPTY_PROGRESS,
      resetAt: iso(T + 1),
      lessons: [{ moduleId: 'foundations', lessonId: 'f-2', completedAt: iso(T + 2) }],
    });
  });

  it('converts the old list once, dated at its record time, and reports the converted lessons', async () => {
    await db.flags.put({
      key: FLAG_KEYS.trainingProgress,
      value: ['f-2', 'gone'],
      updatedAt: T - 5_000,
    });
    expect(factsFor(await peekTrainingFacts(db, course, T), undefined).lessons).toEqual([
      { moduleId: 'foundations', lessonId: 'f-2', completedAt: iso(T - 5_000) },
    ]);
    const first = await loadTrainingFacts(db, course, T);
    expect(first).toEqual({
      kind: 'migrated',
      facts: {
        version: 2,
        byRep: {
          [NO_REP]: {
            ...EMPTY_PROGRESS,
            lessons: [{ moduleId: 'foundations', lessonId: 'f-2', completedAt: iso(T - 5_000) }],
          },
        },
      },
      lessons: [{ moduleId: 'foundations', lessonId: 'f-2', completedAt: iso(T - 5_000) }],
    });
    expect(await db.flags.get(FLAG_KEYS.trainingProgress)).toEqual({
      key: FLAG_KEYS.trainingProgress,
      value: first.facts,
      updatedAt: T,
    });
    // The second load finds facts: nothing is converted or reported twice.
    expect(await loadTrainingFacts(db, course, T + 1)).toEqual({
      kind: 'facts',
      facts: first.facts,
    });
  });

  it('adding to an old list that was never loaded converts it first, so no lesson is lost', async () => {
    await db.flags.put({ key: FLAG_KEYS.trainingProgress, value: ['f-1'], updatedAt: T - 1 });
    await addTrainingFacts(db, course, 'ada@firm.com', fact.lesson('foundations', 'f-2', T), T);
    expect(
      factsFor(await peekTrainingFacts(db, course, T), 'ada@firm.com').lessons.map(
        (lesson) => lesson.lessonId,
      ),
    ).toEqual(['f-1', 'f-2']);
  });

  it('two writers at once both keep their facts (one transaction each)', async () => {
    await Promise.all([
      addTrainingFacts(db, course, 'ada@firm.com', fact.lesson('foundations', 'f-1', T), T),
      addTrainingFacts(
        openDatabase(`training-test-${counter}`),
        course,
        'ada@firm.com',
        fact.lesson('foundations', 'f-2', T + 1),
        T + 1,
      ),
    ]);
    expect(factsFor(await peekTrainingFacts(db, course, T), 'ada@firm.com').lessons).toHaveLength(
      2,
    );
  });
});
