import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS, retentionCutoff, retentionDays } from './retention';

describe('lead retention', () => {
  it.each([
    [undefined, 730],
    ['730', 730],
    [' 30 ', 30],
    ['1', 1],
    ['0', DEFAULT_RETENTION_DAYS],
    ['-5', DEFAULT_RETENTION_DAYS],
    ['1.5', DEFAULT_RETENTION_DAYS],
    ['two years', DEFAULT_RETENTION_DAYS],
    ['', DEFAULT_RETENTION_DAYS],
  ])('reads LEAD_RETENTION_DAYS=%j as %i days', (setting, days) => {
    expect(retentionDays(setting)).toBe(days);
  });

  it('puts the cutoff exactly that many days before now', () => {
    const now = Date.parse('2026-11-24T03:17:00.000Z');
    expect(retentionCutoff(now, 730)).toBe('2024-11-24T03:17:00.000Z');
    expect(retentionCutoff(now, 1)).toBe('2026-11-23T03:17:00.000Z');
  });
});
