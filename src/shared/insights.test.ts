import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addDays, daysBetween, hitSchema, insightsQuerySchema, isDay } from './insights';

describe('insight query and beacon body', () => {
  it('accepts real days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-01')).toBe(false);
    expect(isDay('2026-02-01T00:00')).toBe(false);
  });

  it('lists every day of a range, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('caps a range at 366 days and refuses one that runs backwards', () => {
    const parse = (from: string, to: string) => z.safeParse(insightsQuerySchema, { from, to });
    expect(parse('2024-01-01', '2024-12-31').success).toBe(true); // 366 days (leap year)
    expect(parse('2025-01-01', '2026-01-02').success).toBe(false); // 367 days
    expect(parse('2026-03-02', '2026-03-01').success).toBe(false);
    expect(parse('2026-03-01', '2026-03-01').success).toBe(true);
    expect(
      z.safeParse(insightsQuerySchema, { from: '2026-03-01', to: '2026-03-01', x: 1 }).success,
    ).toBe(false);
  });

  it('takes a page view or a gate view of one path, nothing else', () => {
    expect(z.safeParse(hitSchema, { kind: 'view', path: '/about' }).success).toBe(true);
    expect(z.safeParse(hitSchema, { kind: 'gate', path: '/data-in-action' }).success).toBe(true);
    expect(z.safeParse(hitSchema, { kind: 'view', path: 'about' }).success).toBe(false);
    expect(z.safeParse(hitSchema, { kind: 'click', path: '/about' }).success).toBe(false);
    expect(z.safeParse(hitSchema, { kind: 'view', path: '/about', visitor: 'x' }).success).toBe(
      false,
    );
    expect(z.safeParse(hitSchema, { kind: 'view', path: `/${'a'.repeat(512)}` }).success).toBe(
      false,
    );
  });
});
