/**
 * POST /api/client-errors: a browser's report of an uncaught error (src/features/error-reports),
 * validated, rate limited per client, scrubbed again (the browser's scrubbing is not trusted) and
 * counted by fingerprint. GET: the aggregated list for admins (/admin/errors). The daily Cron
 * deletes errors not seen for CLIENT_ERROR_RETENTION_DAYS (default 90).
 */
import * as z from 'zod/mini';
import { clientErrorReportSchema } from '../src/shared/client-errors-schema';
import {
  CLIENT_ERROR_LIMITS,
  scrubMessage,
  type ClientErrorEntry,
  type ClientErrorList,
  type ClientErrorReport,
} from '../src/shared/client-errors';
import { originAllowed, requirePerson } from './access-control';
import { clientKey } from './client-key';
import type { Env } from './env';
import { errorResponse, json } from './http';
import { logError, logInfo, logWarn } from './logger';
import { readBodyCapped } from './request-body';
import { retentionDays } from './retention';

export const DEFAULT_CLIENT_ERROR_RETENTION_DAYS = 90;
/** Rows the admin list shows: the most recently seen. */
export const CLIENT_ERROR_LIST_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** sendBeacon posts text/plain (a JSON Blob type is refused by some browsers); fetch may send JSON. */
const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The identity of an error: the same bug on the same route and build is one row. */
export function fingerprintOf(report: ClientErrorReport): Promise<string> {
  return sha256Hex(
    [report.kind, report.message, report.stack.join('\n'), report.route, report.build].join(
      '\u0000',
    ),
  );
}

async function withinRateLimit(env: Env, request: Request): Promise<boolean> {
  try {
    return (await env.CLIENT_ERROR_RATE_LIMITER.limit({ key: clientKey(request) })).success;
  } catch (error) {
    // Reports are a diagnostic: when the limiter itself fails, dropping them protects D1.
    logError('client error rate limiter failed; dropping the report', error);
    return false;
  }
}

const badReport = (message: string) => errorResponse(400, 'invalid_report', message);

export async function reportClientError(request: Request, env: Env): Promise<Response> {
  if (!originAllowed(request))
    return errorResponse(403, 'origin_refused', 'This request came from another site.');
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(type))
    return errorResponse(415, 'unsupported_media_type', 'Send the report as JSON.');
  if (!(await withinRateLimit(env, request)))
    return errorResponse(429, 'rate_limited', 'Too many error reports; try again in a minute.', {
      'Retry-After': '60',
    });
  const body = await readBodyCapped(request, CLIENT_ERROR_LIMITS.body);
  if (!body.ok)
    return body.reason === 'too_large'
      ? errorResponse(
          413,
          'payload_too_large',
          `A report must be at most ${CLIENT_ERROR_LIMITS.body} bytes.`,
        )
      : badReport('The report could not be read as UTF-8 text.');
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return badReport('The report is not valid JSON.');
  }
  const parsed = z.safeParse(clientErrorReportSchema, data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : '(body)',
      message: issue.message,
    }));
    return errorResponse(400, 'invalid_report', 'The report is not valid.', {}, fields);
  }
  const message = scrubMessage(parsed.data.message);
  if (!message) return badReport('The report has no message left after scrubbing.');
  const report: ClientErrorReport = { ...parsed.data, message };
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO client_errors (fingerprint, kind, message, stack, route, build, count, first_seen, last_seen)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7, ?7)
     ON CONFLICT (fingerprint) DO UPDATE SET count = count + 1, last_seen = MAX(last_seen, excluded.last_seen)`,
  )
    .bind(
      await fingerprintOf(report),
      report.kind,
      report.message,
      report.stack.join('\n'),
      report.route,
      report.build,
      now,
    )
    .run();
  return new Response(null, { status: 204 });
}

interface ClientErrorRow {
  fingerprint: string;
  kind: ClientErrorEntry['kind'];
  message: string;
  stack: string;
  route: string;
  build: string;
  count: number;
  first_seen: number;
  last_seen: number;
}

function clientErrorRetentionDays(env: Env): number {
  return retentionDays(env.CLIENT_ERROR_RETENTION_DAYS, DEFAULT_CLIENT_ERROR_RETENTION_DAYS);
}

export async function listClientErrors(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const { results } = await env.DB.prepare(
    `SELECT fingerprint, kind, message, stack, route, build, count, first_seen, last_seen
     FROM client_errors ORDER BY last_seen DESC, fingerprint LIMIT ?1`,
  )
    .bind(CLIENT_ERROR_LIST_LIMIT)
    .all<ClientErrorRow>();
  const body: ClientErrorList = {
    ok: true,
    retentionDays: clientErrorRetentionDays(env),
    errors: results.map((row) => ({
      fingerprint: row.fingerprint,
      kind: row.kind,
      message: row.message,
      stack: row.stack ? row.stack.split('\n') : [],
      route: row.route,
      build: row.build,
      count: row.count,
      firstSeen: new Date(row.first_seen).toISOString(),
      lastSeen: new Date(row.last_seen).toISOString(),
    })),
  };
  return json(body);
}

/** Errors last seen strictly before this instant (epoch ms) are past retention. */
export function clientErrorCutoff(now: number, days: number): number {
  return now - days * DAY_MS;
}

export async function runClientErrorRetention(env: Env, now: number): Promise<number> {
  const setting = env.CLIENT_ERROR_RETENTION_DAYS;
  const days = clientErrorRetentionDays(env);
  if (setting !== undefined && String(days) !== setting.trim())
    logWarn('CLIENT_ERROR_RETENTION_DAYS is not a whole number of days >= 1; using the default', {
      days,
    });
  const result = await env.DB.prepare('DELETE FROM client_errors WHERE last_seen < ?1')
    .bind(clientErrorCutoff(now, days))
    .run();
  const deleted = result.meta.changes ?? 0;
  logInfo('client error retention', { deleted, olderThanDays: days });
  return deleted;
}
