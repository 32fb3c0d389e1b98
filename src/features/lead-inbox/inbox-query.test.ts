import { describe, expect, it } from 'vitest';
import { leadListSearch } from '@/shared/lead-admin';
import {
  csvFileName,
  csvQuery,
  EMPTY_FILTERS,
  filterProblem,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  linkedLeadId,
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

describe('delivery, source, campaign, owner, sort and the linked lead in the URL', () => {
  const OWNER = '7d1c2b4a-0000-4000-8000-00000000000a';

  it('round-trips them, leaving the default order out', () => {
    const all = filters({
      delivery: 'failed',
      source: 'newsletter',
      campaign: 'Q4 launch',
      owner: OWNER,
      sort: 'company',
    });
    expect(filtersToSearch(all).toString()).toBe(
      `delivery=failed&source=newsletter&campaign=Q4+launch&owner=${OWNER}&sort=company`,
    );
    expect(filtersFromSearch(filtersToSearch(all))).toEqual(all);
    expect(filtersToSearch(filters({ sort: 'newest', owner: 'me' })).toString()).toBe('owner=me');
    expect(filtersToSearch(filters({ owner: 'none' }), 'abc-123').toString()).toBe(
      'owner=none&lead=abc-123',
    );
  });

  it('drops what the API would refuse, and any order when grouped by email', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams(
          `delivery=lost&owner=Robert'%20--&sort=size&source=${'s'.repeat(201)}&campaign=%20q4%20`,
        ),
      ),
    ).toEqual(filters({ campaign: 'q4' }));
    expect(filtersFromSearch(new URLSearchParams('owner=ME&sort=name&group=email'))).toEqual(
      filters({ owner: 'me', view: 'email' }),
    );
    expect(filtersToSearch(filters({ view: 'email', sort: 'name' })).toString()).toBe(
      'group=email',
    );
  });

  it('reads the linked lead id in lower case, and nothing that is not an id', () => {
    expect(linkedLeadId(new URLSearchParams('lead=0B7F6C1E-8F0A-4C43-9D7E-2F1B5A9C3E11'))).toBe(
      '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
    );
    expect(linkedLeadId(new URLSearchParams('lead=x%27or'))).toBeNull();
    expect(linkedLeadId(new URLSearchParams(''))).toBeNull();
  });

  it('counts every narrowing filter as filtered, but not the order or the view', () => {
    expect(isFiltered(filters({ sort: 'name', view: 'email' }))).toBe(false);
    for (const patch of [
      { q: 'a' },
      { status: 'new' as const },
      { since: '2026-01-01' },
      { until: '2026-01-01' },
      { delivery: 'failed' as const },
      { source: 's' },
      { campaign: 'c' },
      { owner: 'none' },
    ])
      expect(isFiltered(filters(patch))).toBe(true);
  });

  it('sends them to the API and the CSV (in the chosen order), and names the file by them', () => {
    const f = filters({ delivery: 'not_configured', source: ' ads ', owner: 'me', sort: 'status' });
    expect(leadListSearch(listQuery(f)).toString()).toBe(
      'limit=50&delivery=not_configured&source=ads&owner=me&sort=status',
    );
    expect(leadListSearch(csvQuery(f)).toString()).toBe(
      'delivery=not_configured&source=ads&owner=me&sort=status&format=csv',
    );
    expect(csvFileName(f, new Date('2026-11-24T10:00:00Z'))).toBe(
      'leads-all-delivery-not-configured-source-ads-mine-2026-11-24.csv',
    );
    expect(
      csvFileName(
        filters({ campaign: 'Q4 Launch', owner: 'none' }),
        new Date('2026-11-24T10:00:00Z'),
      ),
    ).toBe('leads-all-campaign-q4-launch-unassigned-2026-11-24.csv');
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
