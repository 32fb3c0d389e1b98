/**
 * The team dashboard's insight (issue 28 items 2 and 8): GET /api/portal/insight (weekly series over
 * a date range) and GET /api/portal/rep-activity (one rep's activity in it). A manager's, like the
 * dashboard (decision 0024): a rep's session is refused; scripts may use the service token.
 */
import * as z from 'zod/mini';
import { repEmailLookupSchema } from '../src/shared/portal-events';
import {
  DAY_MS,
  parseDay,
  quizScores,
  REP_ACTIVITY_LIMIT,
  resolveRange,
  weeklySeries,
  WEEK_MS,
  type ActivityEntry,
  type InsightRange,
  type PortalInsightResponse,
  type PortalRepActivityResponse,
  type SeriesFact,
} from '../src/shared/portal-insight';
import { MODULE_IDS, type ModuleId } from '../src/shared/training-modules';
import { certificationTimes } from './certification';
import { COURSE_LESSON_COUNT, isCourseLesson } from './catalogue';
import { errorResponse, json } from './http';
import { logError } from './logger';
import { insightFacts, repActivityFacts, type ActivityRow } from './portal-insight-queries';
import { managerCaller, storageUnavailable } from './portal-sync';
import type { Env } from './env';

const rangeQuery = { from: z.optional(z.string()), to: z.optional(z.string()) };
const insightQuery = z.strictObject(rangeQuery);
const activityQuery = z.strictObject({ ...rangeQuery, email: repEmailLookupSchema });

type Parsed<T> = { ok: true; value: T; range: InsightRange } | { ok: false; response: Response };

/** The query's fields and its range (widened to whole weeks), or a 400 that names the problem. */
function parseQuery<T extends { from?: string; to?: string }>(
  schema: z.ZodMiniType<T>,
  url: URL,
  now: number,
): Parsed<T> {
  const parsed = z.safeParse(schema, Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'email')
      return {
        ok: false,
        response: errorResponse(
          400,
          'invalid_email',
          "email must be the rep's work email, like name@firm.com.",
        ),
      };
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unknown parameter(s): ${issue.keys.join(', ')}.`
        : `${issue.path.join('.') || 'query'}: ${issue.message}`;
    return { ok: false, response: errorResponse(400, 'invalid_range', message) };
  }
  const range = resolveRange(parsed.data.from, parsed.data.to, now);
  if (!range.ok) return { ok: false, response: errorResponse(400, 'invalid_range', range.message) };
  return { ok: true, value: parsed.data, range: range.range };
}

const bounds = (range: InsightRange) => ({
  start: parseDay(range.from)!,
  end: parseDay(range.to)! + DAY_MS,
});

/** Course lessons among these `moduleId/lessonId` pairs (the digests are async; each pair once). */
async function courseLessons(pairs: Iterable<string>): Promise<Set<string>> {
  const unique = [...new Set(pairs)];
  const known = await Promise.all(
    unique.map((pair) => {
      const slash = pair.indexOf('/');
      return isCourseLesson(pair.slice(0, slash), pair.slice(slash + 1));
    }),
  );
  return new Set(unique.filter((_, index) => known[index]));
}

const isModule = (id: string | null): id is ModuleId =>
  id !== null && (MODULE_IDS as readonly string[]).includes(id);

/** GET /api/portal/insight?from=&to=: certified reps, average completion and document use per week. */
export async function getInsight(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await managerCaller(request, env);
  if (!auth.ok) return auth.response;
  const now = Date.now();
  const query = parseQuery(insightQuery, url, now);
  if (!query.ok) return query.response;
  const { start, end } = bounds(query.range);
  try {
    const facts = await insightFacts(env.DB, { start, end });
    const pair = (row: { module_id: string | null; lesson_id: string | null }) =>
      `${row.module_id}/${row.lesson_id}`;
    const lessons = await courseLessons(
      facts.training.filter((row) => row.kind === 'lesson_completed').map(pair),
    );
    // Lessons the course does not have never count (as on the page and for certification).
    const series: SeriesFact[] = facts.training.flatMap((row): SeriesFact[] =>
      row.kind === 'training_reset'
        ? [{ rep: row.rep_email, kind: row.kind, at: row.occurred_at }]
        : lessons.has(pair(row))
          ? [{ rep: row.rep_email, kind: row.kind, lesson: pair(row), at: row.occurred_at }]
          : [],
    );
    const answer: PortalInsightResponse = {
      ok: true,
      generatedAt: new Date(now).toISOString(),
      ...query.range,
      courseLessons: COURSE_LESSON_COUNT,
      weeks: weeklySeries({
        range: query.range,
        facts: series,
        firstSeen: new Map(facts.firstSeen.map((row) => [row.rep_email, row.first_at])),
        certified: await certificationTimes(facts.certification),
        opened: facts.opened.map((row) => ({
          kind: row.kind,
          at: start + row.week * WEEK_MS,
          count: row.n,
        })),
        courseSize: COURSE_LESSON_COUNT,
      }),
    };
    return json(answer);
  } catch (error) {
    logError('portal insight failed', error);
    return storageUnavailable();
  }
}

function toEntry(row: ActivityRow): ActivityEntry {
  const at = new Date(row.occurred_at).toISOString();
  switch (row.kind) {
    case 'lesson_completed':
      return { kind: row.kind, at, moduleId: row.module_id!, lessonId: row.lesson_id! };
    case 'quiz_passed':
      return {
        kind: row.kind,
        at,
        moduleId: row.module_id!,
        score: row.score!,
        attempts: row.attempts!,
      };
    case 'training_reset':
      return { kind: row.kind, at };
    default:
      return { kind: row.kind, at, documentId: row.document_id!, from: row.origin! };
  }
}

/** GET /api/portal/rep-activity?email=&from=&to=: one rep's activity in the range, quiz scores, certification. */
export async function getRepActivity(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await managerCaller(request, env);
  if (!auth.ok) return auth.response;
  const query = parseQuery(activityQuery, url, Date.now());
  if (!query.ok) return query.response;
  const { start, end } = bounds(query.range);
  const email = query.value.email;
  try {
    const facts = await repActivityFacts(env.DB, email, {
      start,
      end,
      limit: REP_ACTIVITY_LIMIT + 1,
    });
    const certified = (await certificationTimes(facts.certification)).get(email);
    const entries = facts.entries.map(toEntry);
    // The Worker's certification (derived from completions), placed among the entries by time:
    // above the completion that made it (newest first), which shares its millisecond.
    if (certified !== undefined && certified >= start && certified < end) {
      const at = new Date(certified).toISOString();
      const index = facts.entries.findIndex((row) => row.occurred_at <= certified);
      entries.splice(index === -1 ? entries.length : index, 0, { kind: 'certified', at });
    }
    const answer: PortalRepActivityResponse = {
      ok: true,
      email,
      name: facts.name,
      ...query.range,
      certifiedAt: certified === undefined ? null : new Date(certified).toISOString(),
      quizzes:
        quizScores(
          facts.quizzes.flatMap((row) =>
            isModule(row.module_id)
              ? [{ rep: email, moduleId: row.module_id, score: row.score, at: row.occurred_at }]
              : [],
          ),
        ).get(email) ?? [],
      entries: entries.slice(0, REP_ACTIVITY_LIMIT),
      truncated: entries.length > REP_ACTIVITY_LIMIT,
    };
    return json(answer);
  } catch (error) {
    logError('portal rep activity failed', error);
    return storageUnavailable();
  }
}
