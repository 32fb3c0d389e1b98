import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS, retentionCutoff, retentionDays } from './retention';

describe('retentionDays', () => {
  it('keeps leads for 730 days unless told otherwise', () => {
    expect([DEFAULT_RETENTION_DAYS, retentionDays(undefined)]).toEqual([730, 730]);
  });

  it.each([
    ['30', 30],
    [' 90 ', 90],
    ['1', 1],
    ['3650', 3650],
  ])('reads %j as %i days', (setting, days) => {
    expect(retentionDays(setting)).toBe(days);
  });

  // Zero would delete every lead at the next run; anything unreadable keeps the safe default.
  it.each(['0', '00', '', ' ', '-5', '1.5', '1e3', '30d', 'd30', 'thirty'])(
    'falls back to 730 for %j',
    (setting) => {
      expect(retentionDays(setting)).toBe(730);
    },
  );
});

describe('retentionCutoff', () => {
  const now = Date.parse('2026-11-24T08:30:15.250Z');

  it('is exactly that many whole days before now, as an ISO instant', () => {
    expect(retentionCutoff(now, 730)).toBe('2024-11-24T08:30:15.250Z');
    expect(retentionCutoff(now, 1)).toBe('2026-11-23T08:30:15.250Z');
    expect(retentionCutoff(now, 366)).toBe('2025-11-23T08:30:15.250Z');
  });
});
