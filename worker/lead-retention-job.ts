/** The Cron Trigger's job: delete leads past LEAD_RETENTION_DAYS (default 730). */
import type { Env } from './env';
import { deleteLeadsReceivedBefore } from './leads-queries';
import { retentionCutoff, retentionDays } from './retention';
import { logInfo, logWarn } from './logger';

export async function runRetention(env: Env, now: number): Promise<number> {
  const days = retentionDays(env.LEAD_RETENTION_DAYS);
  if (env.LEAD_RETENTION_DAYS !== undefined && String(days) !== env.LEAD_RETENTION_DAYS.trim()) {
    logWarn('LEAD_RETENTION_DAYS is not a whole number of days >= 1; using the default', { days });
  }
  const deleted = await deleteLeadsReceivedBefore(env.DB, retentionCutoff(now, days));
  logInfo('lead retention', { deleted, olderThanDays: days });
  return deleted;
}
