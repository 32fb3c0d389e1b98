/**
 * The sync API's constants and the 422 reader without the schemas (zod stays out of the service
 * worker's outbox code); src/shared/portal-events.ts re-exports them.
 */
/** The sync API's paths (worker/index.ts routes them; the client's flusher and pages call them). */
export const PORTAL_API = {
  events: '/api/portal/events',
  progress: '/api/portal/progress',
  dashboard: '/api/portal/dashboard',
  whoami: '/api/portal/whoami',
  /** Admins or the service token (ADMIN_TOKEN): DELETE ?email= (or deviceId, since, until) erases events. */
  reps: '/api/portal/reps',
  /** Managers: GET ?from=&to= (YYYY-MM-DD), the team's weekly series (src/shared/portal-insight.ts). */
  insight: '/api/portal/insight',
  /** Managers: GET ?email=&from=&to=, one rep's activity, quiz scores and certification. */
  repActivity: '/api/portal/rep-activity',
} as const;

export const PORTAL_EVENTS_MAX_BATCH = 100;

/**
 * The batch positions a 422 names (`events.<index>.<field>`): the client can set those events aside
 * and resend the rest. Empty when the problem is the batch itself.
 */
export function refusedEventIndexes(fields: ReadonlyArray<{ field: string }>): number[] {
  const indexes = new Set<number>();
  for (const { field } of fields) {
    const match = /^events\.(\d+)(?:\.|$)/.exec(field);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}
