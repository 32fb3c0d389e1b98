import { describe, expect, it } from 'vitest';
import { BACKOFF, backoffDelay, decide, parseRetryAfter } from './policy';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const response = (status: number, retryAfter: string | null = null) => ({
  kind: 'response' as const,
  status,
  retryAfter,
});

describe('decide', () => {
  it.each([200, 201, 204, 299, 409])('delivers on %i', (status) => {
    expect(decide(response(status), 1, NOW, () => 0.5)).toEqual({ action: 'delivered' });
  });

  it.each([400, 413, 415, 422])('dead-letters on %i', (status) => {
    expect(decide(response(status), 1, NOW, () => 0.5)).toEqual({ action: 'dead' });
  });

  // 0 is what an opaque or aborted response reports; 1xx and 3xx never mean "stored".
  it.each([0, 100, 199, 300, 304, 408, 429, 500, 502, 503, 504, 404, 401])(
    'keeps %i queued with backoff',
    (status) => {
      expect(decide(response(status), 1, NOW, () => 0)).toEqual({
        action: 'retry',
        nextAttemptAt: NOW + 1_000,
        reason: `HTTP ${status}`,
      });
    },
  );

  it('keeps a network error queued', () => {
    const decision = decide({ kind: 'network-error', message: 'Failed to fetch' }, 3, NOW, () => 1);
    expect(decision).toEqual({
      action: 'retry',
      nextAttemptAt: NOW + 8_000,
      reason: 'Failed to fetch',
    });
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(decide(response(429, '120'), 1, NOW, () => 0)).toEqual({
      action: 'retry',
      nextAttemptAt: NOW + 120_000,
      reason: 'HTTP 429',
    });
    const dated = decide(response(503, new Date(NOW + 30_000).toUTCString()), 1, NOW, () => 0);
    expect(dated).toEqual({ action: 'retry', nextAttemptAt: NOW + 30_000, reason: 'HTTP 503' });
  });

  it('never waits less than the backoff, even with a short or unreadable Retry-After', () => {
    expect(decide(response(503, '0'), 5, NOW, () => 0)).toEqual({
      action: 'retry',
      nextAttemptAt: NOW + 16_000,
      reason: 'HTTP 503',
    });
    expect(decide(response(503, 'soon'), 2, NOW, () => 1)).toEqual({
      action: 'retry',
      nextAttemptAt: NOW + 4_000,
      reason: 'HTTP 503',
    });
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt within a jitter band of half the step', () => {
    const steps = [1, 2, 3, 4, 5, 6].map((attempt) => [
      backoffDelay(attempt, () => 0),
      backoffDelay(attempt, () => 1),
    ]);
    expect(steps).toEqual([
      [1_000, 2_000],
      [2_000, 4_000],
      [4_000, 8_000],
      [8_000, 16_000],
      [16_000, 32_000],
      [32_000, 64_000],
    ]);
  });

  it('treats attempt 0 (or less) like the first attempt', () => {
    expect([backoffDelay(0, () => 1), backoffDelay(-3, () => 1)]).toEqual([2_000, 2_000]);
  });

  it('is capped at five minutes', () => {
    expect(BACKOFF).toEqual({ baseMs: 2_000, maxMs: 300_000, maxRetryAfterMs: 3_600_000 });
    expect([backoffDelay(9, () => 1), backoffDelay(40, () => 0)]).toEqual([300_000, 150_000]);
  });

  it('spreads simultaneous retries apart, rounding to whole milliseconds', () => {
    expect([0.1, 0.4, 0.7, 0.95, 0.33333].map((r) => backoffDelay(4, () => r))).toEqual([
      8_800, 11_200, 13_600, 15_600, 10_667,
    ]);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds, trimming surrounding space', () => {
    expect([
      parseRetryAfter('5', NOW),
      parseRetryAfter(' 5 ', NOW),
      parseRetryAfter('0', NOW),
    ]).toEqual([5_000, 5_000, 0]);
  });

  it('reads an HTTP date as the time left, never negative', () => {
    expect(parseRetryAfter(new Date(NOW + 2_000).toUTCString(), NOW)).toBe(2_000);
    expect(parseRetryAfter(new Date(NOW - 2_000).toUTCString(), NOW)).toBe(0);
  });

  // Only whole digits are seconds: "5s" and "x5" are not 5 (and must not become NaN).
  it.each(['5s', 'x5', '5 s', 'soon', '', null])('ignores %j', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });

  it('caps absurd waits at an hour, in seconds and as a date', () => {
    expect(parseRetryAfter('3600', NOW)).toBe(3_600_000);
    expect(parseRetryAfter('3601', NOW)).toBe(3_600_000);
    expect(parseRetryAfter(new Date(NOW + 2 * 3_600_000).toUTCString(), NOW)).toBe(3_600_000);
  });
});
