/**
 * The inbox's filters as pure functions: read from and written to the page's URL (so a filtered
 * view survives a reload and can be shared), turned into the GET /api/leads query, checked, and
 * named for the CSV download.
 */
import { datedCsvName, fileNameSlug } from '@/lib/save-file';
import {
  ATTRIBUTION_FILTER_MAX,
  DELIVERY_STATES,
  LEAD_SORTS,
  LEAD_STATUSES,
  leadListSearch,
  OWNER_FILTERS,
  parseFilterDate,
  type DeliveryState,
  type LeadListQuery,
  type LeadSort,
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
  delivery: DeliveryState | '';
  /** utm_source and utm_campaign, matched whole (any letter case). */
  source: string;
  campaign: string;
  /** '' (anyone), 'me', 'none' (unassigned) or a person's id. */
  owner: string;
  sort: LeadSort;
}

export const EMPTY_FILTERS: InboxFilters = {
  q: '',
  status: '',
  since: '',
  until: '',
  view: 'leads',
  delivery: '',
  source: '',
  campaign: '',
  owner: '',
  sort: 'newest',
};

/** The URL parameter that names one lead to open (the link in every notification). */
export const LEAD_PARAM = 'lead';

/** One page of the inbox; the server allows up to 200. */
export const INBOX_PAGE_SIZE = 50;

const isStatus = (value: string | null): value is LeadStatus =>
  (LEAD_STATUSES as readonly (string | null)[]).includes(value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  (list as readonly (string | null)[]).includes(value);
const PERSON_ID = /^[0-9a-f-]{1,64}$/;
const LEAD_ID = /^[0-9a-f-]{1,64}$/;
const textParam = (value: string | null) => {
  const text = (value ?? '').trim();
  return text.length <= ATTRIBUTION_FILTER_MAX ? text : '';
};
function ownerParam(value: string | null): string {
  const owner = (value ?? '').trim().toLowerCase();
  return owner === OWNER_FILTERS.mine || owner === OWNER_FILTERS.none || PERSON_ID.test(owner)
    ? owner
    : '';
}

/** The lead a link asks to open (`?lead=<id>`, as in notifications), or null. */
export function linkedLeadId(search: URLSearchParams): string | null {
  const id = (search.get(LEAD_PARAM) ?? '').trim().toLowerCase();
  return LEAD_ID.test(id) ? id : null;
}

/** True when any filter narrows the list (the order does not). */
export function isFiltered(filters: InboxFilters): boolean {
  const { q, status, since, until, delivery, source, campaign, owner } = filters;
  return [q, status, since, until, delivery, source, campaign, owner].some(Boolean);
}

/** The filters a URL's query holds; anything unknown or malformed is left out. */
export function filtersFromSearch(search: URLSearchParams): InboxFilters {
  const status = search.get('status');
  const delivery = search.get('delivery');
  const sort = search.get('sort');
  const view = search.get('group') === 'email' ? 'email' : 'leads';
  return {
    q: (search.get('q') ?? '').trim(),
    status: isStatus(status) ? status : '',
    since: dateParam(search.get('since')),
    until: dateParam(search.get('until')),
    view,
    delivery: oneOf(DELIVERY_STATES, delivery) ? delivery : '',
    source: textParam(search.get('source')),
    campaign: textParam(search.get('campaign')),
    owner: ownerParam(search.get('owner')),
    // Grouped by email the list is always latest first (the API has no other order for it).
    sort: view === 'leads' && oneOf(LEAD_SORTS, sort) ? sort : 'newest',
  };
}

/**
 * The page URL's query for these filters (empty values and the default order left out, so a plain
 * inbox has none); `lead` keeps a linked lead open.
 */
export function filtersToSearch(filters: InboxFilters, lead?: string | null): URLSearchParams {
  const search = leadListSearch({
    q: filters.q.trim(),
    status: filters.status || undefined,
    since: filters.since,
    until: filters.until,
    group: filters.view === 'email' ? 'email' : undefined,
    delivery: filters.delivery || undefined,
    source: filters.source.trim(),
    campaign: filters.campaign.trim(),
    owner: filters.owner,
    sort: filters.view === 'leads' && filters.sort !== 'newest' ? filters.sort : undefined,
  });
  if (lead) search.set(LEAD_PARAM, lead);
  return search;
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
    delivery: filters.delivery || undefined,
    source: filters.source.trim() || undefined,
    campaign: filters.campaign.trim() || undefined,
    owner: filters.owner || undefined,
    sort: filters.view === 'leads' && filters.sort !== 'newest' ? filters.sort : undefined,
  };
}

/** The CSV export's query: every lead matching the filters (the server ignores paging for CSV). */
export function csvQuery(filters: InboxFilters): LeadListQuery {
  return { ...listQuery(filters), limit: undefined, group: undefined, format: 'csv' };
}

/** e.g. "leads-qualified-from-2026-01-01-search-acme-2026-11-24.csv": what is in it, and when it was taken. */
export function csvFileName(filters: InboxFilters, now: Date): string {
  const search = fileNameSlug(filters.q);
  const parts = [
    'leads',
    filters.status || 'all',
    filters.delivery ? `delivery-${filters.delivery.replace('_', '-')}` : '',
    fileNameSlug(filters.source) ? `source-${fileNameSlug(filters.source)}` : '',
    fileNameSlug(filters.campaign) ? `campaign-${fileNameSlug(filters.campaign)}` : '',
    filters.owner === OWNER_FILTERS.mine
      ? 'mine'
      : filters.owner === OWNER_FILTERS.none
        ? 'unassigned'
        : filters.owner
          ? 'owned'
          : '',
    filters.since ? `from-${filters.since}` : '',
    filters.until ? `to-${filters.until}` : '',
    search ? `search-${search}` : '',
  ];
  return datedCsvName(parts, now);
}
