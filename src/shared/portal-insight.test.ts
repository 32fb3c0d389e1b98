import { describe, expect, it } from 'vitest';
import {
  lastWeeks,
  mondayOf,
  parseDay,
  quizScores,
  resolveRange,
  weekStarts,
  weeklySeries,
  type SeriesFact,
} from './portal-insight';

const ms = (iso: string) => Date.parse(iso);

describe('days and weeks (UTC, Monday first)', () => {
  it('parses calendar days only', () => {
    expect(parseDay('2025-01-06')).toBe(ms('2025-01-06T00:00:00Z'));
    expect(parseDay('2024-02-29')).toBe(ms('2024-02-29T00:00:00Z'));
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-1-6')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it("finds a week's Monday from any millisecond of it", () => {
    expect(mondayOf(ms('2025-01-06T00:00:00.000Z'))).toBe(ms('2025-01-06T00:00:00Z'));
    expect(mondayOf(ms('2025-01-12T23:59:59.999Z'))).toBe(ms('2025-01-06T00:00:00Z'));
    expect(mondayOf(ms('2025-01-13T00:00:00.000Z'))).toBe(ms('2025-01-13T00:00:00Z'));
    // Across a year's end.
    expect(mondayOf(ms('2025-01-01T12:00:00Z'))).toBe(ms('2024-12-30T00:00:00Z'));
  });

  it('gives the last n weeks ending with the current one', () => {
    expect(lastWeeks(12, ms('2025-03-26T15:00:00Z'))).toEqual({
      from: '2025-01-06',
      to: '2025-03-30',
    });
    expect(lastWeeks(1, ms('2025-03-30T23:59:59.999Z'))).toEqual({
      from: '2025-03-24',
      to: '2025-03-30',
    });
  });
});

describe('resolveRange', () => {
  const now = ms('2025-03-26T15:00:00Z');
  it('defaults to the last 12 weeks and widens a range to whole weeks', () => {
    expect(resolveRange(undefined, undefined, now)).toEqual({
      ok: true,
      range: { from: '2025-01-06', to: '2025-03-30' },
    });
    expect(resolveRange('2025-01-08', '2025-01-13', now)).toEqual({
      ok: true,
      range: { from: '2025-01-06', to: '2025-01-19' },
    });
    expect(resolveRange('2025-01-12', '2025-01-12', now)).toEqual({
      ok: true,
      range: { from: '2025-01-06', to: '2025-01-12' },
    });
    // One end alone: twelve weeks from or up to it.
    expect(resolveRange(undefined, '2025-01-12', now)).toEqual({
      ok: true,
      range: { from: '2024-10-21', to: '2025-01-12' },
    });
  });

  it('refuses what it cannot use, with the message the page shows', () => {
    expect(resolveRange('2025-13-01', undefined, now)).toEqual({
      ok: false,
      message: 'from must be a date like 2026-01-31.',
    });
    expect(resolveRange(undefined, 'soon', now)).toEqual({
      ok: false,
      message: 'to must be a date like 2026-01-31.',
    });
    // Within one week a later "from" is still the same week: allowed; a week earlier is not.
    expect(resolveRange('2025-01-12', '2025-01-06', now).ok).toBe(true);
    expect(resolveRange('2025-01-13', '2025-01-12', now)).toEqual({
      ok: false,
      message: 'to must be on or after from.',
    });
    expect(resolveRange('2023-01-02', '2025-01-12', now).ok).toBe(true);
    expect(resolveRange('2023-01-02', '2025-01-13', now)).toEqual({
      ok: false,
      message: 'A range covers at most 106 weeks.',
    });
  });

  it('lists each Monday of a range', () => {
    expect(weekStarts({ from: '2024-12-30', to: '2025-01-19' })).toEqual([
      ms('2024-12-30T00:00:00Z'),
      ms('2025-01-06T00:00:00Z'),
      ms('2025-01-13T00:00:00Z'),
    ]);
  });
});

describe('weeklySeries', () => {
  const range = { from: '2025-01-06', to: '2025-01-26' };
  const lesson = (rep: string, name: string, at: string): SeriesFact => ({
    rep,
    kind: 'lesson_completed',
    lesson: `foundations/${name}`,
    at: ms(at),
  });

  it('counts reps, certification and completion at the end of each week, to the millisecond', () => {
    const weeks = weeklySeries({
      range,
      courseSize: 4,
      facts: [
        lesson('ada', 'a', '2025-01-01T10:00:00Z'),
        lesson('ada', 'b', '2025-01-12T23:59:59.999Z'),
        // A repeat of a counted lesson counts once.
        lesson('ada', 'b', '2025-01-12T23:00:00Z'),
        // The reset at W2's first millisecond voids both; a completion at its very millisecond too.
        { rep: 'ada', kind: 'training_reset', at: ms('2025-01-13T00:00:00.000Z') },
        lesson('ada', 'c', '2025-01-13T00:00:00.000Z'),
        lesson('ada', 'c', '2025-01-20T00:00:00.000Z'),
        lesson('bob', 'a', '2025-01-14T00:00:00Z'),
        lesson('bob', 'b', '2025-01-15T00:00:00Z'),
        lesson('bob', 'c', '2025-01-16T00:00:00Z'),
      ],
      firstSeen: new Map([
        ['ada', ms('2025-01-01T10:00:00Z')],
        ['bob', ms('2025-01-14T00:00:00Z')],
        ['cy', ms('2025-01-27T00:00:00.000Z')], // after the range: never counted
      ]),
      certified: new Map([
        ['bob', ms('2025-01-19T23:59:59.999Z')],
        ['cy', ms('2025-01-20T00:00:00.000Z')],
      ]),
      opened: [
        { kind: 'doc_viewed', at: ms('2025-01-05T23:59:59.999Z') },
        { kind: 'doc_viewed', at: ms('2025-01-06T00:00:00.000Z') },
        { kind: 'doc_downloaded', at: ms('2025-01-12T23:59:59.999Z'), count: 3 },
        { kind: 'doc_viewed', at: ms('2025-01-27T00:00:00.000Z') },
      ],
    });
    expect(weeks).toEqual([
      // Ada: 2 of 4 lessons.
      {
        start: '2025-01-06',
        reps: 1,
        certifiedReps: 0,
        averageCompletion: 50,
        views: 1,
        downloads: 3,
      },
      // Ada 0 after the reset, Bob 3: 3 / 8.
      {
        start: '2025-01-13',
        reps: 2,
        certifiedReps: 1,
        averageCompletion: 37.5,
        views: 0,
        downloads: 0,
      },
      // Ada 1, Bob 3: 4 / 8; Cy is certified by then but has no event yet (certified counts facts).
      {
        start: '2025-01-20',
        reps: 2,
        certifiedReps: 2,
        averageCompletion: 50,
        views: 0,
        downloads: 0,
      },
    ]);
  });

  it('answers zeros for empty weeks and no average without reps', () => {
    expect(
      weeklySeries({
        range: { from: '2025-01-06', to: '2025-01-19' },
        courseSize: 24,
        facts: [],
        firstSeen: new Map(),
        certified: new Map(),
        opened: [],
      }),
    ).toEqual([
      {
        start: '2025-01-06',
        reps: 0,
        certifiedReps: 0,
        averageCompletion: null,
        views: 0,
        downloads: 0,
      },
      {
        start: '2025-01-13',
        reps: 0,
        certifiedReps: 0,
        averageCompletion: null,
        views: 0,
        downloads: 0,
      },
    ]);
  });

  it('rounds the average to one decimal', () => {
    const [week] = weeklySeries({
      range: { from: '2025-01-06', to: '2025-01-12' },
      courseSize: 24,
      facts: [lesson('a', 'x', '2025-01-07T00:00:00Z')],
      firstSeen: new Map([
        ['a', 0],
        ['b', 0],
        ['c', 0],
      ]),
      certified: new Map(),
      opened: [],
    });
    // 1 / 72 = 1.388..%
    expect(week!.averageCompletion).toBe(1.4);
  });
});

describe('quizScores', () => {
  it("keeps the first pass's first-check score, the best and the passes, per module in course order", () => {
    const scores = quizScores([
      { rep: 'ada', moduleId: 'discovery', score: 100, at: 5 },
      { rep: 'ada', moduleId: 'foundations', score: 83, at: 30 },
      { rep: 'ada', moduleId: 'foundations', score: 50, at: 10 },
      { rep: 'ada', moduleId: 'foundations', score: 67, at: 20 },
      // Two at one millisecond: the lower is "first".
      { rep: 'bob', moduleId: 'roi', score: 80, at: 7 },
      { rep: 'bob', moduleId: 'roi', score: 40, at: 7 },
    ]);
    expect(Object.fromEntries(scores)).toEqual({
      ada: [
        { moduleId: 'foundations', first: 50, best: 83, passes: 3 },
        { moduleId: 'discovery', first: 100, best: 100, passes: 1 },
      ],
      bob: [{ moduleId: 'roi', first: 40, best: 80, passes: 2 }],
    });
    expect(quizScores([]).size).toBe(0);
  });
});
