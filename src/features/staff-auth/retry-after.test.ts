import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, waitInWords } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterSeconds('900')).toBe(900);
    expect(retryAfterSeconds(' 5 ')).toBe(5);
  });

  it('reads an HTTP date against the clock, never below zero', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 12:02:30 GMT', now)).toBe(150);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds('-3')).toBeNull();
  });
});

describe('waitInWords', () => {
  it('says minutes, rounded up, then seconds in the last minute', () => {
    expect(waitInWords(900)).toBe('Try again in 15 minutes.');
    expect(waitInWords(899)).toBe('Try again in 15 minutes.');
    expect(waitInWords(61)).toBe('Try again in 2 minutes.');
    expect(waitInWords(60)).toBe('Try again in 1 minute.');
    expect(waitInWords(59)).toBe('Try again in 59 seconds.');
    expect(waitInWords(1)).toBe('Try again in 1 second.');
    expect(waitInWords(0.2)).toBe('Try again in 1 second.');
    expect(waitInWords(0)).toBe('You can try again now.');
  });
});
