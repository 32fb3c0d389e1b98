import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, type DateTimeStyle } from './date-time';

const STYLES: DateTimeStyle[] = [
  'date',
  'dateTime',
  'dayUtc',
  'longDayUtc',
  'localDateTime',
  'localLongDate',
];

describe('formatDateTime', () => {
  it('keeps text it cannot parse as it is, in every style', () => {
    for (const style of STYLES) expect(formatDateTime('not a date', style)).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });

  it('words a time as "24 Nov 2026, 23:50" in the reader\'s time zone by default', () => {
    expect(formatDateTime('2026-11-24T23:50:00Z')).toMatch(/^2[45] Nov 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('2026-11-24T23:50:00Z')).toBe(
      new Date('2026-11-24T23:50:00Z').toLocaleString('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    );
  });

  it('words a date as "25 Nov 2026" in the reader\'s time zone', () => {
    expect(formatDate('2026-11-25T12:00:00Z')).toMatch(/^2[456] Nov 2026$/);
    expect(formatDate('2026-11-25T12:00:00Z')).toBe(formatDateTime('2026-11-25T12:00:00Z', 'date'));
  });

  it("words UTC days whatever the reader's time zone", () => {
    expect(formatDateTime('2024-01-01T00:00:00Z', 'dayUtc')).toBe('1 Jan 2024');
    expect(formatDateTime('2026-12-31T00:00:00Z', 'dayUtc')).toBe('31 Dec 2026');
    expect(formatDateTime('2026-11-25T23:59:59Z', 'longDayUtc')).toBe('25 November 2026');
    expect(formatDateTime('2026-11-26T00:00:00Z', 'longDayUtc')).toBe('26 November 2026');
  });

  it("words the account pages' times in the reader's own locale, as toLocaleString does", () => {
    const at = '2026-11-25T14:05:00Z';
    expect(formatDateTime(at, 'localDateTime')).toBe(
      new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDateTime(at, 'localLongDate')).toBe(
      new Date(at).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    );
  });
});
