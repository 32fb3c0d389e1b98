import { describe, expect, it } from 'vitest';
import {
  delayAfterFailures,
  INITIAL_THROTTLE,
  MAX_DELAY_MS,
  recordFailure,
} from './attempt-throttle';
import { isSessionUsable } from './session';

describe('unlock attempt throttle', () => {
  it('grows the wait with each failure and caps it', () => {
    expect([1, 2, 3, 4, 5].map(delayAfterFailures)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(delayAfterFailures(50)).toBe(MAX_DELAY_MS);
  });

  it('records failures against a clock', () => {
    const once = recordFailure(INITIAL_THROTTLE, 1_000);
    expect(once).toEqual({ failures: 1, lockedUntil: 1_000 });
    const twice = recordFailure(once, 2_000);
    expect(twice).toEqual({ failures: 2, lockedUntil: 3_000 });
  });
});

describe('portal session', () => {
  const key = {} as CryptoKey;
  it('is usable only for the same key epoch and before it expires', () => {
    const session = { key, epoch: 3, expiresAt: 10_000 };
    expect(isSessionUsable(session, 3, 9_999)).toBe(true);
    expect(isSessionUsable(session, 3, 10_000)).toBe(false);
    expect(isSessionUsable(session, 4, 5_000)).toBe(false);
    expect(isSessionUsable(undefined, 3, 5_000)).toBe(false);
  });
});
