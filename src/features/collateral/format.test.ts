import { describe, expect, it } from 'vitest';
import { formatDate, formatSize, foundResults, relativeAge, resultsFound } from './format';

describe('formatSize', () => {
  it('uses bytes below 1 KB and one decimal above', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(499)).toBe('499 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(2862)).toBe('2.8 KB');
    expect(formatSize(130_999)).toBe('127.9 KB');
    expect(formatSize(1024 * 1024 - 1)).toBe('1024.0 KB');
    expect(formatSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatSize(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});

describe('relativeAge', () => {
  // A fixed clock: 22 November 2026, mid-morning local time.
  const now = new Date(2026, 10, 22, 10, 30);

  it('says today and yesterday', () => {
    expect(relativeAge('2026-11-22', now)).toBe('today');
    expect(relativeAge('2026-11-21', now)).toBe('yesterday');
  });

  it('counts days under a week, weeks under 30 days, months under a year', () => {
    expect(relativeAge('2026-11-20', now)).toBe('2 days ago');
    expect(relativeAge('2026-11-16', now)).toBe('6 days ago');
    expect(relativeAge('2026-11-15', now)).toBe('1 week ago');
    expect(relativeAge('2026-11-08', now)).toBe('2 weeks ago');
    expect(relativeAge('2026-10-24', now)).toBe('4 weeks ago');
    expect(relativeAge('2026-10-23', now)).toBe('1 month ago');
    expect(relativeAge('2026-08-04', now)).toBe('3 months ago');
    expect(relativeAge('2025-11-23', now)).toBe('12 months ago');
  });

  it('shows the date from a year on, and for dates after today', () => {
    expect(relativeAge('2025-11-22', now)).toBe('22 Nov 2025');
    expect(relativeAge('2025-02-14', now)).toBe('14 Feb 2025');
    expect(relativeAge('2026-11-30', now)).toBe('30 Nov 2026');
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(relativeAge('2026-11-21', new Date(2026, 10, 22, 0, 5))).toBe('yesterday');
    expect(relativeAge('2026-11-22', new Date(2026, 10, 22, 23, 55))).toBe('today');
  });

  it('formats dates in UTC so every time zone shows the same day', () => {
    expect(formatDate('2024-01-01')).toBe('1 Jan 2024');
  });
});

describe('result counts', () => {
  it('pluralises', () => {
    expect(foundResults(0)).toBe('Found 0 results');
    expect(foundResults(1)).toBe('Found 1 result');
    expect(foundResults(12)).toBe('Found 12 results');
    expect(resultsFound(1)).toBe('1 result found');
    expect(resultsFound(8)).toBe('8 results found');
  });
});
