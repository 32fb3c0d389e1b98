/** How long leads are kept (LEAD_RETENTION_DAYS, default 730): the cutoff for the daily job. Pure. */
export const DEFAULT_RETENTION_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The configured number of days, or the default for anything that is not a whole number >= 1. */
export function retentionDays(
  setting: string | undefined,
  fallback: number = DEFAULT_RETENTION_DAYS,
): number {
  if (setting === undefined || !/^\s*\d+\s*$/.test(setting)) return fallback;
  const days = Number(setting);
  return days >= 1 ? days : fallback;
}

/** Leads received strictly before this instant are past retention. */
export function retentionCutoff(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}
