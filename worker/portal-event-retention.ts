/**
 * Portal events are kept PORTAL_EVENT_RETENTION_DAYS (default 400: a year-over-year view with a
 * month of margin). The daily Cron deletes usage facts older than that: document views and
 * downloads and searches without results, by the time they occurred. Training facts (lessons
 * completed, quizzes passed, resets, certificates) are kept for good: a rep's progress and
 * certified state are derived from them (worker/certification.ts) and they are few.
 */
import type { Env } from './env';
import { logInfo, logWarn } from './logger';
import { retentionDays } from './retention';

export const DEFAULT_PORTAL_EVENT_RETENTION_DAYS = 400;
/** The kinds retention deletes; every other kind is a training fact and stays. */
export const EXPIRING_PORTAL_EVENT_KINDS = [
  'doc_viewed',
  'doc_downloaded',
  'search_no_results',
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per DELETE, so one statement stays well inside D1's limits. */
const CHUNK = 1000;

/** Events that occurred strictly before this instant (epoch ms) are past retention. */
export function portalEventCutoff(now: number, days: number): number {
  return now - days * DAY_MS;
}

export async function deleteExpiredPortalEvents(db: D1Database, cutoff: number): Promise<number> {
  let total = 0;
  for (const kind of EXPIRING_PORTAL_EVENT_KINDS) {
    for (;;) {
      const result = await db
        .prepare(
          `DELETE FROM portal_events WHERE id IN (
             SELECT id FROM portal_events INDEXED BY portal_events_kind_time
             WHERE kind = ?1 AND occurred_at < ?2 LIMIT ${CHUNK})`,
        )
        .bind(kind, cutoff)
        .run();
      const changes = result.meta.changes ?? 0;
      total += changes;
      if (changes < CHUNK) break;
    }
  }
  return total;
}

export async function runPortalEventRetention(env: Env, now: number): Promise<number> {
  const setting = env.PORTAL_EVENT_RETENTION_DAYS;
  const days = retentionDays(setting, DEFAULT_PORTAL_EVENT_RETENTION_DAYS);
  if (setting !== undefined && String(days) !== setting.trim())
    logWarn('PORTAL_EVENT_RETENTION_DAYS is not a whole number of days >= 1; using the default', {
      days,
    });
  const deleted = await deleteExpiredPortalEvents(env.DB, portalEventCutoff(now, days));
  logInfo('portal event retention', { deleted, olderThanDays: days });
  return deleted;
}
