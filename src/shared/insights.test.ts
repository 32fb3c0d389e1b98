import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addDays,
  dayCount,
  daysBetween,
  DIRECT_SOURCE,
  hitSchema,
  insightsQuerySchema,
  insightsReportSchema,
  isDay,
  NO_CAMPAIGN,
  OTHER_ROUTE,
  utcDay,
} from './insights';

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

describe('days', () => {
  it('refuses what is not YYYY-MM-DD or no calendar day', () => {
    for (const value of [
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      '2026-01-32',
      'x2026-03-01',
      '2026-03-01x',
      '12026-03-01',
      '2026-03-011',
      '2026-03-01\n',
      ' 2026-03-01',
      '2026/03/01',
      '',
    ])
      expect(isDay(value)).toBe(false);
    expect(isDay('0001-01-01')).toBe(true);
    expect(isDay('9999-12-31')).toBe(true);
  });

  it('counts the days of a range, both ends included', () => {
    expect(dayCount('2026-03-01', '2026-03-01')).toBe(1);
    expect(dayCount('2026-02-27', '2026-03-02')).toBe(4);
    expect(dayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(utcDay(Date.UTC(2026, 2, 1, 23, 59, 59, 999))).toBe('2026-03-01');
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('insight query issues', () => {
  const issues = (query: unknown) =>
    z
      .safeParse(insightsQuerySchema, query)
      .error?.issues.map(({ message, path }) => ({ message, path }));

  it('accepts a range as it is', () => {
    expect(z.safeParse(insightsQuerySchema, { from: '2026-03-01', to: '2026-03-31' }).data).toEqual(
      {
        from: '2026-03-01',
        to: '2026-03-31',
      },
    );
  });

  it('names a missing or non-text day by its field', () => {
    expect(issues({})).toEqual([
      { message: 'from must be a day as YYYY-MM-DD.', path: ['from'] },
      { message: 'to must be a day as YYYY-MM-DD.', path: ['to'] },
    ]);
    expect(issues({ from: 20260301, to: '2026-03-01' })).toEqual([
      { message: 'from must be a day as YYYY-MM-DD.', path: ['from'] },
    ]);
  });

  it('names a day that is not a real one, and judges the range only when both are days', () => {
    // from is later than to as text and the range is not countable: only the day check speaks.
    expect(issues({ from: '2026-13-01', to: '2026-03-01' })).toEqual([
      { message: 'from must be a real day as YYYY-MM-DD.', path: ['from'] },
    ]);
    expect(issues({ from: '2026-03-01', to: '2026-02-30' })).toEqual([
      { message: 'to must be a real day as YYYY-MM-DD.', path: ['to'] },
    ]);
    expect(issues({ from: '2026-02-30', to: '2025-01-01' })).toEqual([
      { message: 'from must be a real day as YYYY-MM-DD.', path: ['from'] },
    ]);
    expect(issues({ from: '2027-03-01', to: 'soon' })).toEqual([
      { message: 'to must be a real day as YYYY-MM-DD.', path: ['to'] },
    ]);
  });

  it('refuses a range that runs backwards, on from', () => {
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { message: 'from must be on or before to.', path: ['from'] },
    ]);
  });

  it('takes 366 days and refuses 367, on to', () => {
    expect(issues({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined(); // 366 days
    expect(issues({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      { message: 'The range may span at most 366 days.', path: ['to'] },
    ]);
  });

  it('names an extra parameter', () => {
    expect(
      z
        .safeParse(insightsQuerySchema, { from: '2026-03-01', to: '2026-03-01', x: 1 })
        .error?.issues.map(({ code, path }) => ({ code, path })),
    ).toEqual([{ code: 'unrecognized_keys', path: [] }]);
  });
});

describe('insight labels and report', () => {
  it('labels the rows without a route, source or campaign as the page shows them', () => {
    expect([OTHER_ROUTE, DIRECT_SOURCE, NO_CAMPAIGN]).toEqual(['(other)', '(direct)', '(none)']);
  });

  const report = {
    from: '2026-03-01',
    to: '2026-03-02',
    days: ['2026-03-01', '2026-03-02'],
    pageViews: [{ route: '/', perDay: [3, 0] }],
    gateViews: [0, 1],
    submissions: [1, 0],
    leadsByStatus: [{ status: 'new', count: 1 }],
    leadsBySource: [{ source: '(direct)', campaign: '(none)', count: 1 }],
  };

  it('reads a report back whole', () => {
    expect(z.safeParse(insightsReportSchema, report).data).toEqual(report);
  });

  it('refuses a report with a count that is negative or not whole, or an unknown status', () => {
    const accepted = (patch: object) =>
      z.safeParse(insightsReportSchema, { ...report, ...patch }).success;
    expect(accepted({ gateViews: [0, -1] })).toBe(false);
    expect(accepted({ submissions: [0.5, 0] })).toBe(false);
    expect(accepted({ pageViews: [{ route: '/', perDay: [-1, 0] }] })).toBe(false);
    expect(accepted({ pageViews: [{ route: 1, perDay: [1, 0] }] })).toBe(false);
    expect(accepted({ leadsByStatus: [{ status: 'lost-ish', count: 1 }] })).toBe(false);
    expect(accepted({ leadsByStatus: [{ status: 'new', count: -1 }] })).toBe(false);
    expect(accepted({ leadsBySource: [{ source: '(direct)', campaign: 1, count: 1 }] })).toBe(
      false,
    );
    expect(accepted({ leadsBySource: [{ source: 1, campaign: '(none)', count: 1 }] })).toBe(false);
    expect(accepted({ leadsBySource: [{ source: 'a', campaign: 'b', count: -1 }] })).toBe(false);
    expect(accepted({ days: [1] })).toBe(false);
    expect(accepted({ from: 1 })).toBe(false);
    expect(accepted({ to: 1 })).toBe(false);
  });
});
