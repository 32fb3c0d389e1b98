import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  combineProgress,
  EMPTY_PROGRESS,
  progressFromEvents,
  type TrainingEvent,
} from './portal-progress';
import { MODULE_IDS } from './training-modules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
const lesson = (
  lessonId: string,
  minute: number,
  moduleId: TrainingEvent & { kind: 'lesson_completed' } extends { moduleId: infer M }
    ? M
    : never = 'foundations',
): TrainingEvent => ({ kind: 'lesson_completed', moduleId, lessonId, occurredAt: at(minute) });
const reset = (minute: number): TrainingEvent => ({
  kind: 'training_reset',
  occurredAt: at(minute),
});

describe('progressFromEvents', () => {
  it('is empty for no events and ignores content-use events', () => {
    expect(progressFromEvents([])).toEqual(EMPTY_PROGRESS);
    expect(progressFromEvents([{ kind: 'doc_viewed' }, { kind: 'search_no_results' }])).toEqual(
      EMPTY_PROGRESS,
    );
  });

  it('two devices that worked offline converge to the union after the latest reset', () => {
    const laptop = [lesson('f-1', 1), reset(10), lesson('f-2', 11), lesson('f-3', 20)];
    const phone = [
      lesson('f-4', 5),
      lesson('f-1', 12),
      lesson('f-3', 15),
      {
        kind: 'quiz_passed',
        moduleId: 'foundations',
        score: 80,
        attempts: 2,
        occurredAt: at(16),
      } as TrainingEvent,
    ];
    const merged = progressFromEvents([...laptop, ...phone]);
    expect(merged).toEqual({
      resetAt: at(10),
      lessons: [
        { moduleId: 'foundations', lessonId: 'f-2', completedAt: at(11) },
        { moduleId: 'foundations', lessonId: 'f-1', completedAt: at(12) },
        { moduleId: 'foundations', lessonId: 'f-3', completedAt: at(20) },
      ],
      quizzes: [{ moduleId: 'foundations', score: 80, attempts: 2, passedAt: at(16) }],
      certifiedAt: null,
    });
    // Each device folding the other's facts into its own gets the same state.
    expect(combineProgress(progressFromEvents(laptop), progressFromEvents(phone))).toEqual(merged);
    expect(combineProgress(progressFromEvents(phone), progressFromEvents(laptop))).toEqual(merged);
  });

  it('a reset on one device clears what the other did before it; a lesson at the reset instant does not count', () => {
    const state = progressFromEvents([
      lesson('f-1', 1),
      lesson('f-2', 30),
      reset(30),
      lesson('f-3', 31),
    ]);
    expect(state.lessons.map((l) => l.lessonId)).toEqual(['f-3']);
  });

  it('keeps the first certificate through a later reset, and the latest quiz pass after the reset', () => {
    const state = progressFromEvents([
      { kind: 'certificate_issued', occurredAt: at(40) },
      { kind: 'certificate_issued', occurredAt: at(5) },
      { kind: 'quiz_passed', moduleId: 'roi', score: 60, attempts: 3, occurredAt: at(8) },
      reset(10),
      { kind: 'quiz_passed', moduleId: 'roi', score: 100, attempts: 1, occurredAt: at(12) },
      { kind: 'quiz_passed', moduleId: 'roi', score: 90, attempts: 1, occurredAt: at(14) },
      { kind: 'quiz_passed', moduleId: 'foundations', score: 70, attempts: 2, occurredAt: at(13) },
    ]);
    expect(state.certifiedAt).toBe(at(5));
    expect(state.quizzes).toEqual([
      { moduleId: 'foundations', score: 70, attempts: 2, passedAt: at(13) },
      { moduleId: 'roi', score: 90, attempts: 1, passedAt: at(14) },
    ]);
  });

  it('normalises offsets to UTC', () => {
    const state = progressFromEvents([
      {
        kind: 'lesson_completed',
        moduleId: 'demo',
        lessonId: 'd-1',
        occurredAt: '2026-11-20T11:00:00+02:00',
      },
    ]);
    expect(state.lessons[0]!.completedAt).toBe('2026-11-20T09:00:00.000Z');
  });
});

const eventArb: fc.Arbitrary<TrainingEvent> = fc.oneof(
  fc.record({
    kind: fc.constant('lesson_completed' as const),
    moduleId: fc.constantFrom(...MODULE_IDS),
    lessonId: fc.constantFrom('a', 'b', 'c', 'd'),
    occurredAt: fc.integer({ min: 0, max: 40 }).map(at),
  }),
  fc.record({
    kind: fc.constant('quiz_passed' as const),
    moduleId: fc.constantFrom(...MODULE_IDS),
    score: fc.integer({ min: 0, max: 100 }),
    attempts: fc.integer({ min: 1, max: 4 }),
    occurredAt: fc.integer({ min: 0, max: 40 }).map(at),
  }),
  fc.record({
    kind: fc.constant('training_reset' as const),
    occurredAt: fc.integer({ min: 0, max: 40 }).map(at),
  }),
  fc.record({
    kind: fc.constant('certificate_issued' as const),
    occurredAt: fc.integer({ min: 0, max: 40 }).map(at),
  }),
);

describe('combineProgress is a join (devices converge whatever the order of sync)', () => {
  const devices = fc.array(fc.array(eventArb, { maxLength: 12 }), { minLength: 1, maxLength: 4 });

  it('folding per-device states in any order equals the state of all events together', () => {
    fc.assert(
      fc.property(devices, fc.boolean(), (perDevice, reverse) => {
        const order = reverse ? [...perDevice].reverse() : perDevice;
        const folded = order
          .map((events) => progressFromEvents(events))
          .reduce(combineProgress, EMPTY_PROGRESS);
        expect(folded).toEqual(progressFromEvents(perDevice.flat()));
      }),
    );
  });

  it('is commutative, associative and idempotent', () => {
    const state = fc.array(eventArb, { maxLength: 10 }).map((events) => progressFromEvents(events));
    fc.assert(
      fc.property(state, state, state, (a, b, c) => {
        expect(combineProgress(a, b)).toEqual(combineProgress(b, a));
        expect(combineProgress(combineProgress(a, b), c)).toEqual(
          combineProgress(a, combineProgress(b, c)),
        );
        expect(combineProgress(a, a)).toEqual(a);
      }),
    );
  });

  it('the same event delivered twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        expect(progressFromEvents([...events, ...events])).toEqual(progressFromEvents(events));
      }),
    );
  });
});
