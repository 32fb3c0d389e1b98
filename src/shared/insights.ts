/**
 * The funnel insight (issue 28 item 1, decision 0027): the page-view beacon's body, the report
 * query and the report GET /api/insights returns. Shared by the Worker, the counter and the page.
 * What is counted: daily totals per public route (views) and of the Data In Action gate shown;
 * never a cookie, an address, a user agent, a visitor id or a query string.
 */
import * as z from 'zod/mini';
import { LEAD_STATUSES, type LeadStatus } from './lead-admin';

export { INSIGHTS_API, INSIGHTS_PATH } from './insights-api';

/** What a beacon counts: a public page shown, or the Data In Action gate (the access form) shown. */
export const HIT_KINDS = ['view', 'gate'] as const;
export type HitKind = (typeof HIT_KINDS)[number];

/** A beacon body is tiny; anything longer is refused unread. */
export const HIT_MAX_BYTES = 1024;
export const HIT_PATH_MAX = 512;

export const hitSchema = z.strictObject({
  kind: z.enum(HIT_KINDS),
  path: z.string().check(z.minLength(1), z.maxLength(HIT_PATH_MAX), z.startsWith('/')),
});
export type Hit = z.infer<typeof hitSchema>;

/** Every path that is no public page of the route table (a mistyped URL, the 404 page) counts here. */
export const OTHER_ROUTE = '(other)';

/** Leads without a first-touch source or campaign are grouped under these. */
export const DIRECT_SOURCE = '(direct)';
export const NO_CAMPAIGN = '(none)';

/** Days a report may span (a year, leap years included). */
export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_DEFAULT_DAYS = 30;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The UTC day of an epoch-milliseconds time. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

const dayField = (name: string) =>
  z
    .string(`${name} must be a day as YYYY-MM-DD.`)
    .check(z.refine(isDay, `${name} must be a real day as YYYY-MM-DD.`));

const bothDays = (query: { from: string; to: string }) => isDay(query.from) && isDay(query.to);

/** Days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

export const insightsQuerySchema = z
  .strictObject({ from: dayField('from'), to: dayField('to') })
  .check(
    // zod runs these even when a field failed: a day that is not one is judged by its own check.
    z.refine((query) => !bothDays(query) || query.from <= query.to, {
      message: 'from must be on or before to.',
      path: ['from'],
    }),
    z.refine((query) => !bothDays(query) || dayCount(query.from, query.to) <= INSIGHTS_MAX_DAYS, {
      message: `The range may span at most ${INSIGHTS_MAX_DAYS} days.`,
      path: ['to'],
    }),
  );
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const count = z.int().check(z.minimum(0));

export const insightsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first; each perDay list below has one number per day. */
  days: z.array(z.string()),
  /** Views per public route (route-table order, OTHER_ROUTE last); routes never viewed are left out. */
  pageViews: z.array(z.object({ route: z.string(), perDay: z.array(count) })),
  /** The Data In Action gate (its access form) shown, per day. */
  gateViews: z.array(count),
  /** Leads stored per day (the leads table, by the day the Worker received each). */
  submissions: z.array(count),
  /** The range's leads by their status now, in workflow order. */
  leadsByStatus: z.array(z.object({ status: z.enum(LEAD_STATUSES), count })),
  /** The range's leads by first-touch source and campaign, most leads first. */
  leadsBySource: z.array(z.object({ source: z.string(), campaign: z.string(), count })),
});
export type InsightsReport = z.infer<typeof insightsReportSchema>;
export type LeadCount = { status: LeadStatus; count: number };
