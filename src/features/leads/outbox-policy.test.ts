import { describe, expect, it } from 'vitest';
import { BACKOFF, backoffDelay, decide, parseRetryAfter } from './outbox-policy';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const response = (status: number, retryAfter: string | null = null) => ({ kind: 'response' as const, status, retryAfter });

describe('decide', () => {
  it.each([200, 201, 204, 409])('delivers on %i', (status) => {
    expect(decide(response(status), 1, NOW, () => 0.5)).toEqual({ action: 'delivered' });
  });

  it.each([400, 413, 415, 422])('dead-letters on %i', (status) => {
    expect(decide(response(status), 1, NOW, () => 0.5)).toEqual({ action: 'dead' });
  });

  it.each([408, 429, 500, 502, 503, 504, 404, 401])('keeps %i queued with backoff', (status) => {
    const decision = decide(response(status), 1, NOW, () => 0);
    expect(decision).toMatchObject({ action: 'retry', reason: `HTTP ${status}` });
  });

  it('keeps a network error queued', () => {
    const decision = decide({ kind: 'network-error', message: 'Failed to fetch' }, 3, NOW, () => 1);
    expect(decision).toEqual({ action: 'retry', nextAttemptAt: NOW + 8_000, reason: 'Failed to fetch' });
  });

  it('waits at least as long as Retry-After asks', () => {
    const decision = decide(response(429, '120'), 1, NOW, () => 0);
    expect(decision).toMatchObject({ action: 'retry', nextAttemptAt: NOW + 120_000 });
    const dated = decide(response(503, new Date(NOW + 30_000).toUTCString()), 1, NOW, () => 0);
    expect(dated).toMatchObject({ action: 'retry', nextAttemptAt: NOW + 30_000 });
  });

  it('never waits less than the backoff, even with a short Retry-After', () => {
    const decision = decide(response(503, '0'), 5, NOW, () => 0);
    expect(decision).toMatchObject({ nextAttemptAt: NOW + 16_000 });
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt within a jitter band of half the step', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const step = BACKOFF.baseMs * 2 ** (attempt - 1);
      expect(backoffDelay(attempt, () => 0)).toBe(step / 2);
      expect(backoffDelay(attempt, () => 1)).toBe(step);
    }
  });

  it('is capped at five minutes', () => {
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF.maxMs);
  });

  it('spreads simultaneous retries apart', () => {
    const seeds = [0.1, 0.4, 0.7, 0.95];
    const delays = new Set(seeds.map((r) => backoffDelay(4, () => r)));
    expect(delays.size).toBe(seeds.length);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and dates, ignoring junk', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5_000);
    expect(parseRetryAfter(new Date(NOW + 2_000).toUTCString(), NOW)).toBe(2_000);
    expect(parseRetryAfter(new Date(NOW - 2_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });

  it('caps absurd waits at an hour', () => {
    expect(parseRetryAfter('999999', NOW)).toBe(BACKOFF.maxRetryAfterMs);
  });
});
