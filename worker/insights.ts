/**
 * The funnel insight (issue 28 item 1, decision 0027). POST /api/insights/hit takes a page-view or
 * gate beacon and queues one message; the consumer adds a batch of them to the daily counters in
 * one D1 batch, so a burst of visits costs one write per (day, metric, route) it touched, not one
 * per visit. GET /api/insights reads a date range back for managers. Nothing about the visitor is
 * read or kept: no cookie, address, user agent, id or query string, only which route on which day.
 */
import * as z from 'zod/mini';
import {
  addDays,
  daysBetween,
  DIRECT_SOURCE,
  hitSchema,
  HIT_MAX_BYTES,
  insightsQuerySchema,
  NO_CAMPAIGN,
  OTHER_ROUTE,
  utcDay,
  type HitKind,
  type InsightsReport,
} from '../src/shared/insights';
import { LEAD_STATUSES, type LeadStatus } from '../src/shared/lead-admin';
import { normalisePath, publicAliases, publicPaths } from '../src/shared/routes';
import { originAllowed, requireStaffOrService } from './access-control';
import type { Env } from './env';
import { errorResponse, json } from './http';
import { logError } from './logger';
import { readBodyCapped } from './request-body';

/** Queue name as in wrangler.jsonc. */
export const INSIGHT_QUEUE_NAME = 'msd-insight-hits';
/** The environments' copies of it (production's, then env.staging's). */
export const INSIGHT_QUEUE_NAMES: readonly string[] = [
  INSIGHT_QUEUE_NAME,
  'msd-insight-hits-staging',
];

/** One beacon, as queued: the day the Worker received it, what was shown, and on which route. */
export interface InsightMessage {
  day: string;
  metric: HitKind;
  route: string;
}

/** The page whose access form is the gate. */
export const GATE_ROUTE = '/data-in-action';

/** Lead source/campaign pairs listed one by one; the rest are summed into one row. */
export const SOURCE_ROWS_MAX = 50;
export const OTHER_SOURCES = '(other sources)';

const PUBLIC_PATHS = new Set(publicPaths.filter((path) => path !== '*'));

/**
 * The route-table path a public page is counted under: an alias counts as its page, anything else
 * (an unknown path, a staff page) as OTHER_ROUTE. Never the query string or the fragment.
 */
export function insightRoute(path: string): string {
  let pathname = path.replace(/[?#].*$/s, '');
  try {
    pathname = decodeURI(pathname);
  } catch {
    return OTHER_ROUTE;
  }
  const normalised = normalisePath(pathname);
  if (PUBLIC_PATHS.has(normalised)) return normalised;
  return publicAliases[normalised] ?? OTHER_ROUTE;
}

const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/** A browser that asks not to be tracked (Global Privacy Control, Do Not Track) is not counted. */
export function refusesCounting(headers: Headers): boolean {
  return headers.get('Sec-GPC')?.trim() === '1' || headers.get('DNT')?.trim() === '1';
}

export async function postHit(request: Request, env: Env): Promise<Response> {
  // Read (at most HIT_MAX_BYTES of) the body first, so a refused request leaves nothing unread.
  const body = await readBodyCapped(request, HIT_MAX_BYTES);
  if (refusesCounting(request.headers)) return noContent();
  if (!originAllowed(request))
    return errorResponse(403, 'origin_refused', 'This request came from another site.');
  if (!body.ok)
    return body.reason === 'too_large'
      ? errorResponse(413, 'payload_too_large', `The body must be at most ${HIT_MAX_BYTES} bytes.`)
      : errorResponse(400, 'invalid_body', 'The body could not be read as UTF-8 text.');
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return errorResponse(400, 'invalid_json', 'The body must be JSON: { kind, path }.');
  }
  const parsed = z.safeParse(hitSchema, data);
  if (!parsed.success)
    return errorResponse(
      400,
      'validation_failed',
      'The beacon has invalid fields.',
      {},
      parsed.error.issues.map((issue) => ({
        field: issue.path.length ? String(issue.path[0]) : '(body)',
        message: issue.message,
      })),
    );
  const { kind, path } = parsed.data;
  const route = insightRoute(path);
  if (kind === 'gate' && route !== GATE_ROUTE)
    return errorResponse(400, 'validation_failed', `The gate is shown on ${GATE_ROUTE} only.`, {}, [
      { field: 'path', message: `Must be ${GATE_ROUTE}.` },
    ]);
  const message: InsightMessage = { day: utcDay(Date.now()), metric: kind, route };
  try {
    await env.INSIGHT_QUEUE.send(message);
  } catch (error) {
    // A view that could not be queued is lost; the visitor's page never waits on it or hears of it.
    logError('insight hit could not be queued', error);
  }
  return noContent();
}

const messageSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  metric: z.enum(['view', 'gate']),
  route: z.string().check(z.minLength(1), z.maxLength(512)),
});

/** Sums a batch of hits per (day, metric, route): what one D1 batch then adds to the counters. */
export function sumHits(bodies: readonly unknown[]): (InsightMessage & { views: number })[] {
  const totals = new Map<string, InsightMessage & { views: number }>();
  for (const body of bodies) {
    const parsed = z.safeParse(messageSchema, body);
    if (!parsed.success) continue;
    const key = JSON.stringify([parsed.data.day, parsed.data.metric, parsed.data.route]);
    const total = totals.get(key);
    if (total) total.views += 1;
    else totals.set(key, { ...parsed.data, views: 1 });
  }
  return [...totals.values()];
}

/** Adds a batch of hits to the daily counters in one D1 batch (one transaction, one round trip). */
export async function consumeInsightQueue(
  batch: MessageBatch<InsightMessage>,
  env: Env,
): Promise<void> {
  const totals = sumHits(batch.messages.map((message) => message.body));
  if (totals.length === 0) return batch.ackAll();
  const add = env.DB.prepare(
    `INSERT INTO insight_counts (day, metric, route, views) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (day, metric, route) DO UPDATE SET views = views + excluded.views`,
  );
  try {
    await env.DB.batch(totals.map((t) => add.bind(t.day, t.metric, t.route, t.views)));
    batch.ackAll();
  } catch (error) {
    // The batch is one transaction: nothing was added, so the whole batch is tried again.
    logError('insight counters could not be written; retrying the batch', error);
    batch.retryAll();
  }
}

interface CountRow {
  day: string;
  metric: HitKind;
  route: string;
  views: number;
}

/** The range's report: zeros for days without counts, exact totals from the counters and leads. */
export async function insightsReport(
  db: D1Database,
  from: string,
  to: string,
): Promise<InsightsReport> {
  const days = daysBetween(from, to);
  const index = new Map(days.map((day, i) => [day, i]));
  // received_at is an ISO UTC time: the range is [from 00:00, the day after `to` 00:00).
  const since = `${from}T00:00:00.000Z`;
  const until = `${addDays(to, 1)}T00:00:00.000Z`;
  const [counts, submitted, statuses, sources] = await db.batch([
    db
      .prepare('SELECT day, metric, route, views FROM insight_counts WHERE day >= ?1 AND day <= ?2')
      .bind(from, to),
    db
      .prepare(
        `SELECT substr(received_at, 1, 10) AS day, COUNT(*) AS n FROM leads
         WHERE received_at >= ?1 AND received_at < ?2 GROUP BY day`,
      )
      .bind(since, until),
    db
      .prepare(
        `SELECT status, COUNT(*) AS n FROM leads
         WHERE received_at >= ?1 AND received_at < ?2 GROUP BY status`,
      )
      .bind(since, until),
    db
      .prepare(
        // Aliased apart from leads.source (the form a lead came from), which GROUP BY would take.
        `SELECT COALESCE(NULLIF(utm_source, ''), NULLIF(referrer_host, ''), ?3) AS first_source,
                COALESCE(NULLIF(utm_campaign, ''), ?4) AS first_campaign, COUNT(*) AS n
         FROM leads WHERE received_at >= ?1 AND received_at < ?2
         GROUP BY first_source, first_campaign ORDER BY n DESC, first_source, first_campaign`,
      )
      .bind(since, until, DIRECT_SOURCE, NO_CAMPAIGN),
  ]);

  const zeros = () => days.map(() => 0);
  const perRoute = new Map<string, number[]>();
  const gateViews = zeros();
  for (const row of (counts?.results ?? []) as unknown as CountRow[]) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    if (row.metric === 'gate') gateViews[i]! += row.views;
    else {
      const series = perRoute.get(row.route) ?? zeros();
      series[i]! += row.views;
      perRoute.set(row.route, series);
    }
  }
  const order = [...publicPaths.filter((path) => path !== '*'), OTHER_ROUTE];
  const rank = (route: string) => (order.includes(route) ? order.indexOf(route) : order.length);
  const pageViews = [...perRoute.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([route, perDay]) => ({ route, perDay }));

  const submissions = zeros();
  for (const row of (submitted?.results ?? []) as unknown as { day: string; n: number }[]) {
    const i = index.get(row.day);
    if (i !== undefined) submissions[i]! += row.n;
  }

  const byStatus = new Map(
    ((statuses?.results ?? []) as unknown as { status: LeadStatus; n: number }[]).map((row) => [
      row.status,
      row.n,
    ]),
  );
  const leadsByStatus = LEAD_STATUSES.map((status) => ({
    status,
    count: byStatus.get(status) ?? 0,
  }));

  const sourceRows = (
    (sources?.results ?? []) as unknown as {
      first_source: string;
      first_campaign: string;
      n: number;
    }[]
  ).map((row) => ({ source: row.first_source, campaign: row.first_campaign, count: row.n }));
  const leadsBySource =
    sourceRows.length <= SOURCE_ROWS_MAX
      ? sourceRows
      : [
          ...sourceRows.slice(0, SOURCE_ROWS_MAX - 1),
          {
            source: OTHER_SOURCES,
            campaign: NO_CAMPAIGN,
            count: sourceRows.slice(SOURCE_ROWS_MAX - 1).reduce((sum, row) => sum + row.count, 0),
          },
        ];

  return { from, to, days, pageViews, gateViews, submissions, leadsByStatus, leadsBySource };
}

const QUERY_KEYS = new Set(['from', 'to']);

export async function getInsights(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'manager');
  if (!auth.ok) return auth.response;
  for (const key of url.searchParams.keys()) {
    if (!QUERY_KEYS.has(key))
      return errorResponse(400, 'invalid_query', `Unknown query parameter: ${key}.`);
    if (url.searchParams.getAll(key).length > 1)
      return errorResponse(400, 'invalid_query', `Give ${key} once.`);
  }
  const parsed = z.safeParse(insightsQuerySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success)
    return errorResponse(
      400,
      'invalid_query',
      parsed.error.issues[0]?.message ?? 'Give from and to as YYYY-MM-DD.',
      {},
      parsed.error.issues.map((issue) => ({
        field: issue.path.length ? String(issue.path[0]) : '(query)',
        message: issue.message,
      })),
    );
  try {
    return json(await insightsReport(env.DB, parsed.data.from, parsed.data.to));
  } catch (error) {
    logError('insights report failed', error);
    return errorResponse(
      503,
      'storage_unavailable',
      'The insight could not be read right now; retry shortly.',
      { 'Retry-After': '5' },
    );
  }
}
