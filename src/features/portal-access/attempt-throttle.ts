/**
 * Failed unlock attempts wait longer each time (none after the first mistake, then 1 s, 2 s, 4 s,
 * ... up to 30 s), so the form is no free oracle. The real protection is the password's length:
 * the ciphertext is public, see README "Portal password".
 */
export const MAX_DELAY_MS = 30_000;

export function delayAfterFailures(failures: number): number {
  if (failures <= 1) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - 2));
}

export interface ThrottleState {
  failures: number;
  /** Epoch ms before which no attempt is accepted. */
  lockedUntil: number;
}

export function recordFailure(state: ThrottleState, now: number): ThrottleState {
  const failures = state.failures + 1;
  return { failures, lockedUntil: now + delayAfterFailures(failures) };
}

export const INITIAL_THROTTLE: ThrottleState = { failures: 0, lockedUntil: 0 };
