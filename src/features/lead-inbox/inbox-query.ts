/**
 * The inbox's filters as pure functions: read from and written to the page's URL (so a filtered
 * view survives a reload and can be shared), turned into the GET /api/leads query, checked, and
 * named for the CSV download.
 */
import {
  LEAD_STATUSES,
  leadListSearch,
  parseFilterDate,
  type LeadListQuery,
  type LeadStatus,
} from '@/shared/lead-admin';

export type InboxView = 'leads' | 'email';

export interface InboxFilters {
  q: string;
  status: LeadStatus | '';
  /** YYYY-MM-DD or '' (the date inputs' format). */
  since: string;
  until: string;
  view: InboxView;
}

export const EMPTY_FILTERS: InboxFilters = {
  q: '',
  status: '',
  since: '',
  until: '',
  view: 'leads',
};

/** One page of the inbox; the server allows up to 200. */
export const INBOX_PAGE_SIZE = 50;

const isStatus = (value: string | null): value is LeadStatus =>
  (LEAD_STATUSES as readonly (string | null)[]).includes(value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : '');

/** The filters a URL's query holds; anything unknown or malformed is left out. */
export function filtersFromSearch(search: URLSearchParams): InboxFilters {
  const status = search.get('status');
  return {
    q: (search.get('q') ?? '').trim(),
    status: isStatus(status) ? status : '',
    since: dateParam(search.get('since')),
    until: dateParam(search.get('until')),
    view: search.get('group') === 'email' ? 'email' : 'leads',
  };
}

/** The page URL's query for these filters (empty values left out, so a plain inbox has none). */
export function filtersToSearch(filters: InboxFilters): URLSearchParams {
  return leadListSearch({
    q: filters.q.trim(),
    status: filters.status || undefined,
    since: filters.since,
    until: filters.until,
    group: filters.view === 'email' ? 'email' : undefined,
  });
}

/** Why the filters cannot be sent as they are, or null when they can. */
export function filterProblem(filters: InboxFilters): string | null {
  if (filters.since && !parseFilterDate(filters.since))
    return 'The "From" date is not a real date between 2000 and 2100.';
  if (filters.until && !parseFilterDate(filters.until))
    return 'The "To" date is not a real date between 2000 and 2100.';
  if (filters.since && filters.until && filters.since > filters.until)
    return 'The "From" date is after the "To" date.';
  return null;
}

/** The GET /api/leads query for one page of these filters. */
export function listQuery(
  filters: InboxFilters,
  cursor?: string,
  limit = INBOX_PAGE_SIZE,
): LeadListQuery {
  return {
    limit,
    cursor,
    status: filters.status || undefined,
    q: filters.q.trim() || undefined,
    since: filters.since || undefined,
    until: filters.until || undefined,
    group: filters.view === 'email' ? 'email' : undefined,
  };
}

/** The CSV export's query: every lead matching the filters (the server ignores paging for CSV). */
export function csvQuery(filters: InboxFilters): LeadListQuery {
  return { ...listQuery(filters), limit: undefined, group: undefined, format: 'csv' };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** e.g. "leads-qualified-from-2026-01-01-search-acme-2026-11-24.csv": what is in it, and when it was taken. */
export function csvFileName(filters: InboxFilters, now: Date): string {
  const search = slug(filters.q);
  const parts = [
    'leads',
    filters.status || 'all',
    filters.since ? `from-${filters.since}` : '',
    filters.until ? `to-${filters.until}` : '',
    search ? `search-${search}` : '',
    now.toISOString().slice(0, 10),
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}
