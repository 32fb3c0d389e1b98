import { describe, expect, it } from 'vitest';
import { combineProgress, EMPTY_PROGRESS, type RepProgress } from '@/shared/portal-progress';
import type { Training, TrainingModule } from '@/shared/vault-schema';
import {
  completedAt,
  completedLessonIds,
  EMPTY_FACTS,
  fact,
  factsFor,
  mergeProgress,
  NO_REP,
  readStoredFacts,
  withFacts,
} from './progress-facts';

const SHAPE: Array<[TrainingModule['id'], number]> = [
  ['foundations', 5],
  ['discovery', 4],
  ['roi', 4],
  ['objections', 4],
  ['demo', 4],
  ['closing', 3],
];
const course: Training = {
  intro: 'Intro.',
  certification: [['p', ['Done.']]],
  modules: SHAPE.map(([id, count], index) => ({
    id,
    title: id,
    description: id,
    durationMinutes: 30,
    prerequisite: index === 0 ? null : (SHAPE[index - 1]?.[0] ?? null),
    lessons: Array.from({ length: count }, (_, n) => ({
      id: `${id}-${n + 1}`,
      title: 'L',
      durationMinutes: 5,
      type: 'reading' as const,
      content: [['p', ['Text.']]],
    })),
  })),
};
const allIds = course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));

const T0 = Date.UTC(2026, 10, 20, 9, 0);
const at = (minute: number) => T0 + minute * 60_000;
const iso = (minute: number) => new Date(at(minute)).toISOString();
const event = (kind: string, minute: number, extra: object = {}) => ({
  kind,
  occurredAt: iso(minute),
  ...extra,
});

describe('reading the stored value', () => {
  it('converts the old list of ids: known lessons at the record time (ties ordered by id, as the join orders them); unknown ids, duplicates and non-strings dropped', () => {
    const read = readStoredFacts(
      ['discovery-1', 'retired', 42, null, 'foundations-2', 'foundations-2', { id: 'x' }],
      at(5),
      course,
      at(60),
    );
    expect(read.kind).toBe('migrated');
    const lessons = [
      { moduleId: 'discovery', lessonId: 'discovery-1', completedAt: iso(5) },
      { moduleId: 'foundations', lessonId: 'foundations-2', completedAt: iso(5) },
    ];
    expect(read).toEqual({
      kind: 'migrated',
      facts: { version: 2, byRep: { [NO_REP]: { ...EMPTY_PROGRESS, lessons } } },
      lessons,
    });
  });

  it('an old list without a usable record time counts at the migration time', () => {
    for (const updatedAt of [undefined, Number.NaN, 0, -1, at(61)]) {
      const read = readStoredFacts(['foundations-1'], updatedAt, course, at(60));
      expect(read.kind === 'migrated' && read.lessons).toEqual([
        { moduleId: 'foundations', lessonId: 'foundations-1', completedAt: iso(60) },
      ]);
    }
  });

  it('an empty old list converts to no facts, and a remote reset after the record time voids converted lessons', () => {
    expect(readStoredFacts([], at(1), course, at(2))).toEqual({
      kind: 'migrated',
      facts: EMPTY_FACTS,
      lessons: [],
    });
    const { facts } = readStoredFacts(['foundations-1', 'foundations-2'], at(5), course, at(60));
    const merged = mergeProgress(factsFor(facts, 'ada@firm.com'), [], {
      ...EMPTY_PROGRESS,
      resetAt: iso(5),
    });
    expect(merged.lessons).toEqual([]);
    expect(
      mergeProgress(factsFor(facts, 'ada@firm.com'), [], { ...EMPTY_PROGRESS, resetAt: iso(4) })
        .lessons,
    ).toHaveLength(2);
  });

  it('reads stored facts back, and anything malformed as no facts', () => {
    const facts = withFacts(
      EMPTY_FACTS,
      'ada@firm.com',
      fact.lesson('foundations', 'foundations-1', at(1)),
    );
    expect(readStoredFacts(JSON.parse(JSON.stringify(facts)), at(1), course, at(2))).toEqual({
      kind: 'facts',
      facts,
    });
    for (const value of [
      undefined,
      null,
      'corrupt',
      3,
      { version: 1, byRep: {} },
      { version: 2, byRep: { x: { lessons: 'no' } } },
      { version: 2, byRep: { x: { ...EMPTY_PROGRESS, resetAt: 'yesterday' } } },
    ])
      expect(readStoredFacts(value, at(1), course, at(2))).toEqual({
        kind: 'facts',
        facts: EMPTY_FACTS,
      });
  });
});

describe('facts per rep', () => {
  it('facts from before the rep was known become the first rep named, and are not shown to another rep after "Not you?"', () => {
    let facts = withFacts(
      EMPTY_FACTS,
      undefined,
      fact.lesson('foundations', 'foundations-1', at(1)),
    );
    expect(Object.keys(facts.byRep)).toEqual([NO_REP]);
    facts = withFacts(facts, 'Ada@Firm.com', fact.lesson('foundations', 'foundations-2', at(2)));
    expect(Object.keys(facts.byRep)).toEqual(['ada@firm.com']);
    expect(factsFor(facts, 'ada@firm.com').lessons.map((l) => l.lessonId)).toEqual([
      'foundations-1',
      'foundations-2',
    ]);
    expect(factsFor(facts, 'grace@firm.com')).toEqual(EMPTY_PROGRESS);
    expect(factsFor(facts, undefined)).toEqual(EMPTY_PROGRESS);
  });

  it('a local reset remembers its time: lessons before it stop counting, lessons after it count, the certificate stays', () => {
    let facts = withFacts(
      EMPTY_FACTS,
      'ada@firm.com',
      fact.lesson('foundations', 'foundations-1', at(1)),
    );
    facts = withFacts(facts, 'ada@firm.com', fact.certificate(at(2)));
    facts = withFacts(facts, 'ada@firm.com', fact.reset(at(3)));
    facts = withFacts(facts, 'ada@firm.com', fact.lesson('foundations', 'foundations-2', at(4)));
    expect(factsFor(facts, 'ada@firm.com')).toEqual({
      resetAt: iso(3),
      lessons: [{ moduleId: 'foundations', lessonId: 'foundations-2', completedAt: iso(4) }],
      quizzes: [],
      certifiedAt: iso(2),
    });
  });
});

describe('merging this device, its queue and the server', () => {
  const local = withFacts(
    EMPTY_FACTS,
    'ada@firm.com',
    fact.lesson('foundations', 'foundations-1', at(10)),
  );

  it('is the union after the latest reset, whichever side it came from', () => {
    const queued = [
      event('lesson_completed', 12, { moduleId: 'foundations', lessonId: 'foundations-2' }),
      event('doc_viewed', 13),
    ];
    const server: RepProgress = {
      ...EMPTY_PROGRESS,
      lessons: [{ moduleId: 'foundations', lessonId: 'foundations-3', completedAt: iso(11) }],
    };
    expect(
      mergeProgress(factsFor(local, 'ada@firm.com'), queued, server).lessons.map((l) => l.lessonId),
    ).toEqual(['foundations-1', 'foundations-3', 'foundations-2']);
  });

  it('a remote reset voids local lessons before it and a lesson at the very same millisecond, not one a millisecond later', () => {
    const facts = withFacts(local, 'ada@firm.com', {
      ...EMPTY_PROGRESS,
      lessons: [
        {
          moduleId: 'foundations',
          lessonId: 'foundations-2',
          completedAt: new Date(at(20) + 1).toISOString(),
        },
      ],
    });
    const merged = mergeProgress(
      factsFor(facts, 'ada@firm.com'),
      [event('lesson_completed', 20, { moduleId: 'foundations', lessonId: 'foundations-3' })],
      { ...EMPTY_PROGRESS, resetAt: iso(20) },
    );
    expect(merged.resetAt).toBe(iso(20));
    expect(merged.lessons.map((l) => l.lessonId)).toEqual(['foundations-2']);
  });

  it('offline (no server answer) is this device and its queue; the same facts on both sides count once', () => {
    const same = factsFor(local, 'ada@firm.com');
    expect(mergeProgress(same, [], undefined)).toEqual(same);
    expect(
      mergeProgress(
        same,
        [event('lesson_completed', 10, { moduleId: 'foundations', lessonId: 'foundations-1' })],
        same,
      ),
    ).toEqual(same);
  });

  it('quiz scores: the latest pass after the reset; certificate: the earliest ever', () => {
    const queued = [
      event('quiz_passed', 30, { moduleId: 'roi', score: 75, attempts: 2 }),
      event('certificate_issued', 40),
    ];
    const server: RepProgress = {
      resetAt: iso(5),
      lessons: [],
      quizzes: [
        { moduleId: 'roi', score: 100, attempts: 1, passedAt: iso(20) },
        { moduleId: 'demo', score: 50, attempts: 3, passedAt: iso(4) },
      ],
      certifiedAt: iso(35),
    };
    const merged = mergeProgress(EMPTY_PROGRESS, queued, server);
    expect(merged.quizzes).toEqual([
      { moduleId: 'roi', score: 75, attempts: 2, passedAt: iso(30) },
    ]);
    expect(merged.certifiedAt).toBe(iso(35));
  });
});

describe('what the page shows', () => {
  const everything: RepProgress = {
    ...EMPTY_PROGRESS,
    lessons: allIds.map((lessonId, index) => ({
      moduleId: lessonId.split('-')[0] as TrainingModule['id'],
      lessonId,
      completedAt: iso(index),
    })),
  };

  it('counts only lessons this course has', () => {
    const progress: RepProgress = {
      ...EMPTY_PROGRESS,
      lessons: [
        { moduleId: 'foundations', lessonId: 'retired', completedAt: iso(1) },
        { moduleId: 'foundations', lessonId: 'foundations-1', completedAt: iso(2) },
      ],
    };
    expect([...completedLessonIds(progress, course)]).toEqual(['foundations-1']);
  });

  it('a completion made before the device heard of a reset does not leave a locked module holding a lesson', () => {
    // Foundations done on device A, then a reset there; device B (still unaware) completes a Discovery lesson after it.
    const foundations = course.modules[0]!.lessons.map((lesson, index) => ({
      moduleId: 'foundations' as const,
      lessonId: lesson.id,
      completedAt: iso(index),
    }));
    const onB: RepProgress = {
      ...EMPTY_PROGRESS,
      lessons: [
        ...foundations,
        { moduleId: 'discovery', lessonId: 'discovery-2', completedAt: iso(11) },
      ],
    };
    const fromServer: RepProgress = { ...EMPTY_PROGRESS, lessons: foundations, resetAt: iso(10) };
    const merged = mergeProgress(onB, [], fromServer);
    // The fact is kept (it was after the reset), but it does not count while Discovery is locked.
    expect(merged.lessons.map((lesson) => lesson.lessonId)).toEqual(['discovery-2']);
    expect([...completedLessonIds(merged, course)]).toEqual([]);
    // Once Foundations is done again, Discovery unlocks and the lesson done after the reset counts.
    const redone = combineProgress(merged, {
      ...EMPTY_PROGRESS,
      lessons: foundations.map((lesson, index) => ({ ...lesson, completedAt: iso(20 + index) })),
    });
    expect([...completedLessonIds(redone, course)].sort()).toEqual([
      'discovery-2',
      ...course.modules[0]!.lessons.map((lesson) => lesson.id),
    ]);
    // A lesson two modules ahead waits for both prerequisites.
    const skipping: RepProgress = {
      ...redone,
      lessons: [...redone.lessons, { moduleId: 'roi', lessonId: 'roi-1', completedAt: iso(30) }],
    };
    expect(completedLessonIds(skipping, course).has('roi-1')).toBe(false);
  });

  it('the completion date is the last lesson completed, once all 24 count; null before', () => {
    expect(completedAt(everything, course)).toBe(iso(23));
    expect(completedAt({ ...everything, lessons: everything.lessons.slice(1) }, course)).toBeNull();
    expect(completedAt(EMPTY_PROGRESS, course)).toBeNull();
    const late = {
      ...everything,
      lessons: everything.lessons.map((l) =>
        l.lessonId === 'foundations-1' ? { ...l, completedAt: iso(99) } : l,
      ),
    };
    expect(completedAt(late, course)).toBe(iso(99));
  });
});
