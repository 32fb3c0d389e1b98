/**
 * The people page's filters as pure functions: read from and written to the page URL (a filtered
 * view survives a reload and can be shared) and turned into the GET /api/people query.
 */
import { datedCsvName, fileNameSlug } from '@/lib/save-file';
import {
  PEOPLE_LIMITS,
  PERSON_STATUSES,
  ROLES,
  type PersonStatus,
  type Role,
} from '@/shared/people';

export interface PeopleFilters {
  q: string;
  role: Role | '';
  status: PersonStatus | '';
}

export const EMPTY_PEOPLE_FILTERS: PeopleFilters = { q: '', role: '', status: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : '';

/** The filters a URL's query holds; anything unknown is left out, the search cut to the server's limit. */
export function peopleFiltersFromSearch(search: URLSearchParams): PeopleFilters {
  return {
    q: (search.get('q') ?? '').trim().slice(0, PEOPLE_LIMITS.search),
    role: oneOf(ROLES, search.get('role')),
    status: oneOf(PERSON_STATUSES, search.get('status')),
  };
}

/** The query for these filters, empty values left out (a plain list has none), in a fixed order. */
export function peopleFiltersToSearch(filters: PeopleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.role) search.set('role', filters.role);
  if (filters.status) search.set('status', filters.status);
  return search;
}

export const isFiltered = (filters: PeopleFilters) =>
  filters.q.trim() !== '' || filters.role !== '' || filters.status !== '';

/** GET /api/people's query string ('' for everyone), or its CSV form. */
export function peopleApiSearch(filters: PeopleFilters, format?: 'csv'): string {
  const search = peopleFiltersToSearch(filters);
  if (format) search.set('format', format);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** e.g. "people-manager-active-search-acme-2026-11-24.csv": what is in it, and when it was taken. */
export function peopleCsvFileName(filters: PeopleFilters, now: Date): string {
  const search = fileNameSlug(filters.q);
  const parts = ['people', filters.role || 'all', filters.status, search ? `search-${search}` : ''];
  return datedCsvName(parts, now);
}
