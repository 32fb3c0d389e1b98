/**
 * What happens to a queued lead after one send attempt: a pure state machine, so the page, the
 * service worker and the tests all agree.
 *
 *   queued --2xx / 409--> delivered (removed)
 *   queued --400/413/415/422--> dead letter (kept with the server's error; the visitor may retry)
 *   queued --network error / 408 / 429 / 5xx / anything else--> queued, next attempt after backoff
 */
export type SendOutcome =
  | { kind: 'response'; status: number; retryAfter: string | null }
  | { kind: 'network-error'; message: string };

export type Decision =
  | { action: 'delivered' }
  | { action: 'dead' }
  | { action: 'retry'; nextAttemptAt: number; reason: string };

export const BACKOFF = {
  baseMs: 2_000,
  maxMs: 5 * 60_000,
  /** A server's Retry-After is honoured up to this long. */
  maxRetryAfterMs: 60 * 60_000,
} as const;

const PERMANENT = new Set([400, 413, 415, 422]);

/** Exponential backoff with "equal jitter": half fixed, half random, so retries spread out. */
export function backoffDelay(attempts: number, random: () => number): number {
  const exponential = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Retry-After as delta-seconds or an HTTP date, in ms from now; undefined when absent or bad. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, BACKOFF.maxRetryAfterMs);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - now), BACKOFF.maxRetryAfterMs);
}

/**
 * `attempts` counts this attempt (1 after the first send).
 */
export function decide(
  outcome: SendOutcome,
  attempts: number,
  now: number,
  random: () => number,
): Decision {
  if (outcome.kind === 'response') {
    const { status } = outcome;
    if ((status >= 200 && status < 300) || status === 409) return { action: 'delivered' };
    if (PERMANENT.has(status)) return { action: 'dead' };
    const backoff = backoffDelay(attempts, random);
    const retryAfter = parseRetryAfter(outcome.retryAfter, now) ?? 0;
    return {
      action: 'retry',
      nextAttemptAt: now + Math.max(backoff, retryAfter),
      reason: `HTTP ${status}`,
    };
  }
  return {
    action: 'retry',
    nextAttemptAt: now + backoffDelay(attempts, random),
    reason: outcome.message,
  };
}
