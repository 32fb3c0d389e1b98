import { describe, expect, it } from 'vitest';
import { leadListSearch } from '@/shared/lead-admin';
import {
  csvFileName,
  csvQuery,
  EMPTY_FILTERS,
  filterProblem,
  filtersFromSearch,
  filtersToSearch,
  listQuery,
  type InboxFilters,
} from './inbox-query';

const filters = (patch: Partial<InboxFilters>): InboxFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('filters in the page URL', () => {
  it('round-trips every filter and leaves empty ones out', () => {
    const all = filters({
      q: 'acme',
      status: 'qualified',
      since: '2026-01-01',
      until: '2026-01-31',
      view: 'email',
    });
    expect(filtersToSearch(all).toString()).toBe(
      'q=acme&status=qualified&since=2026-01-01&until=2026-01-31&group=email',
    );
    expect(filtersFromSearch(filtersToSearch(all))).toEqual(all);
    expect(filtersToSearch(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores an unknown status, a malformed date and an unknown grouping', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('status=won&since=2026-1-1&until=tomorrow&group=company&q=%20ada%20'),
      ),
    ).toEqual(filters({ q: 'ada' }));
  });
});

describe('filterProblem', () => {
  it('accepts no dates, one date, and a range in order (the same day included)', () => {
    expect(filterProblem(EMPTY_FILTERS)).toBeNull();
    expect(filterProblem(filters({ since: '2026-02-28' }))).toBeNull();
    expect(filterProblem(filters({ since: '2026-02-01', until: '2026-02-01' }))).toBeNull();
  });

  it('refuses a range out of order, a date that does not exist and a year out of range', () => {
    expect(filterProblem(filters({ since: '2026-02-02', until: '2026-02-01' }))).toBe(
      'The "From" date is after the "To" date.',
    );
    expect(filterProblem(filters({ since: '2026-02-30' }))).toBe(
      'The "From" date is not a real date between 2000 and 2100.',
    );
    expect(filterProblem(filters({ until: '2101-01-01' }))).toBe(
      'The "To" date is not a real date between 2000 and 2100.',
    );
  });
});

describe('the API query', () => {
  it('asks for one page of 50 with the filters, then follows the cursor', () => {
    const f = filters({ q: ' acme ', status: 'new', since: '2026-01-01' });
    expect(leadListSearch(listQuery(f)).toString()).toBe(
      'limit=50&status=new&q=acme&since=2026-01-01',
    );
    expect(leadListSearch(listQuery(f, 'abc123')).toString()).toBe(
      'limit=50&cursor=abc123&status=new&q=acme&since=2026-01-01',
    );
    expect(leadListSearch(listQuery(filters({ view: 'email' }))).toString()).toBe(
      'limit=50&group=email',
    );
  });

  it('exports every matching lead as CSV, never grouped or limited', () => {
    expect(
      leadListSearch(
        csvQuery(filters({ status: 'qualified', until: '2026-03-31', view: 'email' })),
      ).toString(),
    ).toBe('status=qualified&until=2026-03-31&format=csv');
    expect(leadListSearch(csvQuery(EMPTY_FILTERS)).toString()).toBe('format=csv');
  });
});

describe('csvFileName', () => {
  const now = new Date('2026-11-24T23:50:00Z');

  it('names the plain export by its date', () => {
    expect(csvFileName(EMPTY_FILTERS, now)).toBe('leads-all-2026-11-24.csv');
  });

  it('names every filter, with the search made safe for a file name', () => {
    const f = filters({
      q: 'ACME Corp / "London"',
      status: 'qualified',
      since: '2026-01-01',
      until: '2026-06-30',
    });
    expect(csvFileName(f, now)).toBe(
      'leads-qualified-from-2026-01-01-to-2026-06-30-search-acme-corp-london-2026-11-24.csv',
    );
  });

  it('cuts a long search to 40 characters and drops one with nothing usable', () => {
    expect(csvFileName(filters({ q: 'a'.repeat(60) }), now)).toBe(
      `leads-all-search-${'a'.repeat(40)}-2026-11-24.csv`,
    );
    expect(csvFileName(filters({ q: '@@@' }), now)).toBe('leads-all-2026-11-24.csv');
  });
});
