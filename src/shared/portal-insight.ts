/**
 * The team dashboard's insight (issue 28 items 2 and 8): week-by-week series over a date range, each
 * rep's quiz scores and one rep's activity. The Worker computes them from stored events with the
 * pure functions here (unit-tested against known events); the page reads the answers with the
 * schemas below. Weeks run Monday to Sunday in UTC, like the erasure's days.
 */
import * as z from 'zod/mini';
import { MODULE_IDS, type ModuleId } from './training-modules';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** The default range: the 12 weeks ending with the current one. */
export const DEFAULT_RANGE_WEEKS = 12;
/** Presets the page offers, in weeks. */
export const RANGE_PRESETS_WEEKS = [4, 12, 26, 52] as const;
/** Two years of weeks at most: a longer chart has no room for its bars. */
export const MAX_RANGE_WEEKS = 106;
/** A rep's activity answer lists at most this many entries (the newest), with `truncated`. */
export const REP_ACTIVITY_LIMIT = 1000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of a YYYY-MM-DD day at 00:00 UTC, or null when it is not a calendar day. */
export function parseDay(value: string): number | null {
  if (!DAY_PATTERN.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  // 2026-02-30 parses as March 2 on some engines: it must round-trip.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? time : null;
}

export const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 00:00 UTC of the Monday of the week holding `ms`. */
export function mondayOf(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: (weekday + 6) % 7 counts days since Monday.
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/** A range of whole weeks: `from` a Monday, `to` a Sunday (both YYYY-MM-DD, inclusive). */
export interface InsightRange {
  from: string;
  to: string;
}

/** The `weeks` weeks ending with the one that holds `now`. */
export function lastWeeks(weeks: number, now: number): InsightRange {
  const monday = mondayOf(now);
  return {
    from: formatDay(monday - (weeks - 1) * WEEK_MS),
    to: formatDay(monday + 6 * DAY_MS),
  };
}

export type RangeResult = { ok: true; range: InsightRange } | { ok: false; message: string };

/**
 * The range a request names, widened to whole weeks (from back to its Monday, to on to its Sunday).
 * Neither given: the default 12 weeks. One alone: 12 weeks from or up to it.
 */
export function resolveRange(
  from: string | undefined,
  to: string | undefined,
  now: number,
): RangeResult {
  if (from === undefined && to === undefined)
    return { ok: true, range: lastWeeks(DEFAULT_RANGE_WEEKS, now) };
  const start = from === undefined ? undefined : parseDay(from);
  const end = to === undefined ? undefined : parseDay(to);
  if (start === null) return { ok: false, message: 'from must be a date like 2026-01-31.' };
  if (end === null) return { ok: false, message: 'to must be a date like 2026-01-31.' };
  const first = mondayOf(start ?? end! - (DEFAULT_RANGE_WEEKS - 1) * WEEK_MS);
  const last = mondayOf(end ?? start! + (DEFAULT_RANGE_WEEKS - 1) * WEEK_MS);
  if (first > last) return { ok: false, message: 'to must be on or after from.' };
  if ((last - first) / WEEK_MS + 1 > MAX_RANGE_WEEKS)
    return { ok: false, message: `A range covers at most ${MAX_RANGE_WEEKS} weeks.` };
  return { ok: true, range: { from: formatDay(first), to: formatDay(last + 6 * DAY_MS) } };
}

/** Each week's Monday (epoch ms) in a resolved range. */
export function weekStarts(range: InsightRange): number[] {
  const first = parseDay(range.from)!;
  const last = parseDay(range.to)!;
  const starts: number[] = [];
  for (let monday = first; monday <= last; monday += WEEK_MS) starts.push(monday);
  return starts;
}

/** A training fact as the series reads it: `lesson` is `moduleId/lessonId` (a course lesson). */
export type SeriesFact =
  | { rep: string; kind: 'lesson_completed'; lesson: string; at: number }
  | { rep: string; kind: 'training_reset'; at: number };

export interface InsightWeek {
  /** The week's Monday, YYYY-MM-DD. */
  start: string;
  /** Reps known by the end of the week: with at least one stored event of any kind. */
  reps: number;
  /** Of them, certified by the end of the week (a later reset does not revoke it). */
  certifiedReps: number;
  /**
   * Lessons counted at the end of the week (completed after the rep's latest reset) over the
   * course, averaged across those reps, as a percent with one decimal; null with no reps.
   */
  averageCompletion: number | null;
  /** Document views and downloads during the week, by every rep. */
  views: number;
  downloads: number;
}

/**
 * The weekly series over stored facts. `facts`: every course-lesson completion and every reset up
 * to the range's end; `firstSeen`: each rep's earliest event; `certified`: each certified rep's
 * certification time (worker/certification.ts); `opened`: each view or download's kind and time.
 */
export function weeklySeries(input: {
  range: InsightRange;
  facts: readonly SeriesFact[];
  firstSeen: ReadonlyMap<string, number>;
  certified: ReadonlyMap<string, number>;
  /** Views and downloads at a time; `count` of them at once (the Worker groups by week), else one. */
  opened: ReadonlyArray<{ kind: 'doc_viewed' | 'doc_downloaded'; at: number; count?: number }>;
  courseSize: number;
}): InsightWeek[] {
  const starts = weekStarts(input.range);
  const ends = starts.map((start) => start + WEEK_MS);
  const views = starts.map(() => 0);
  const downloads = starts.map(() => 0);
  for (const open of input.opened) {
    const index = Math.floor((open.at - starts[0]!) / WEEK_MS);
    if (index < 0 || index >= starts.length) continue;
    (open.kind === 'doc_viewed' ? views : downloads)[index]! += open.count ?? 1;
  }
  // A completion at a reset's very millisecond is voided by it: completions first, then resets.
  const facts = [...input.facts].sort(
    (a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'lesson_completed' ? -1 : 1),
  );
  const counted = new Map<string, Set<string>>();
  const completedAtEnd: number[] = [];
  let next = 0;
  for (const end of ends) {
    for (; next < facts.length && facts[next]!.at < end; next++) {
      const fact = facts[next]!;
      const lessons = counted.get(fact.rep) ?? new Set<string>();
      counted.set(fact.rep, lessons);
      if (fact.kind === 'training_reset') lessons.clear();
      else lessons.add(fact.lesson);
    }
    let total = 0;
    for (const lessons of counted.values()) total += lessons.size;
    completedAtEnd.push(total);
  }
  const firstSeen = [...input.firstSeen.values()];
  const certified = [...input.certified.values()];
  return starts.map((start, index) => {
    const end = ends[index]!;
    const reps = firstSeen.filter((at) => at < end).length;
    return {
      start: formatDay(start),
      reps,
      certifiedReps: certified.filter((at) => at < end).length,
      averageCompletion:
        reps === 0 || input.courseSize === 0
          ? null
          : Math.round((completedAtEnd[index]! / (reps * input.courseSize)) * 1000) / 10,
      views: views[index]!,
      downloads: downloads[index]!,
    };
  });
}

/** One module's quiz results for a rep, over every pass ever stored (a reset keeps them). */
export interface QuizScore {
  moduleId: ModuleId;
  /** The first check's percent on the rep's first pass of this quiz. */
  first: number;
  /** The best first-check percent over all the rep's passes of it. */
  best: number;
  /** How many times the rep passed it. */
  passes: number;
}

/** Per rep, per module in course order; passes as stored (`score` is the first check's percent). */
export function quizScores(
  passes: ReadonlyArray<{ rep: string; moduleId: ModuleId; score: number; at: number }>,
): Map<string, QuizScore[]> {
  // Earliest first; two at one millisecond: the lower score is "first" (never flattering).
  const ordered = [...passes].sort((a, b) => a.at - b.at || a.score - b.score);
  const byRep = new Map<string, Map<ModuleId, QuizScore>>();
  for (const pass of ordered) {
    const modules = byRep.get(pass.rep) ?? new Map<ModuleId, QuizScore>();
    byRep.set(pass.rep, modules);
    const known = modules.get(pass.moduleId);
    modules.set(
      pass.moduleId,
      known
        ? { ...known, best: Math.max(known.best, pass.score), passes: known.passes + 1 }
        : { moduleId: pass.moduleId, first: pass.score, best: pass.score, passes: 1 },
    );
  }
  return new Map(
    [...byRep].map(([rep, modules]) => [rep, MODULE_IDS.flatMap((id) => modules.get(id) ?? [])]),
  );
}

/** GET /api/portal/insight answers this. */
export interface PortalInsightResponse {
  ok: true;
  generatedAt: string;
  from: string;
  to: string;
  /** How many lessons the course has (the completion's denominator). */
  courseLessons: number;
  weeks: InsightWeek[];
}

/** One entry of a rep's activity; `certified` is the Worker's derived certification. */
export type ActivityEntry =
  | { kind: 'lesson_completed'; at: string; moduleId: string; lessonId: string }
  | { kind: 'quiz_passed'; at: string; moduleId: string; score: number; attempts: number }
  | { kind: 'training_reset'; at: string }
  | { kind: 'certified'; at: string }
  | { kind: 'doc_viewed' | 'doc_downloaded'; at: string; documentId: string; from: string };

/** GET /api/portal/rep-activity answers this. */
export interface PortalRepActivityResponse {
  ok: true;
  email: string;
  /** The name on the rep's latest event; null when nothing is stored under the email. */
  name: string | null;
  from: string;
  to: string;
  certifiedAt: string | null;
  quizzes: QuizScore[];
  /** Within the range, newest first. */
  entries: ActivityEntry[];
  /** True when the range held more than REP_ACTIVITY_LIMIT entries (the newest are listed). */
  truncated: boolean;
}

const isoTime = z.iso.datetime({ offset: true });
const dayText = z.string().check(z.regex(DAY_PATTERN));
const count = z.int().check(z.gte(0));
const percent = z.number().check(z.gte(0), z.lte(100));
const moduleId = z.enum(MODULE_IDS);

export const quizScoreSchema = z.object({ moduleId, first: percent, best: percent, passes: count });

export const portalInsightSchema = z.object({
  ok: z.literal(true),
  generatedAt: isoTime,
  from: dayText,
  to: dayText,
  courseLessons: count,
  weeks: z.array(
    z.object({
      start: dayText,
      reps: count,
      certifiedReps: count,
      averageCompletion: z.nullable(percent),
      views: count,
      downloads: count,
    }),
  ),
}) satisfies z.ZodMiniType<PortalInsightResponse>;

export const portalRepActivitySchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  name: z.nullable(z.string()),
  from: dayText,
  to: dayText,
  certifiedAt: z.nullable(isoTime),
  quizzes: z.array(quizScoreSchema),
  entries: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('lesson_completed'),
        at: isoTime,
        moduleId: z.string(),
        lessonId: z.string(),
      }),
      z.object({
        kind: z.literal('quiz_passed'),
        at: isoTime,
        moduleId: z.string(),
        score: percent,
        attempts: count,
      }),
      z.object({ kind: z.literal('training_reset'), at: isoTime }),
      z.object({ kind: z.literal('certified'), at: isoTime }),
      z.object({
        kind: z.enum(['doc_viewed', 'doc_downloaded']),
        at: isoTime,
        documentId: z.string(),
        from: z.string(),
      }),
    ]),
  ),
  truncated: z.boolean(),
}) satisfies z.ZodMiniType<PortalRepActivityResponse>;
