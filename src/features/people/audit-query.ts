/**
 * The audit log's filters as pure functions: read from and written to the page URL, checked, and
 * turned into the GET /api/audit query (a page, or the CSV of everything they match).
 */
import { datedCsvName, fileNameSlug } from '@/lib/save-file';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_DEFAULT,
  PEOPLE_LIMITS,
  type AuditAction,
} from '@/shared/people';

export interface AuditFilters {
  action: AuditAction | '';
  /** The actor's email or the subject, as the server matches it (case-insensitive). */
  q: string;
  /** YYYY-MM-DD or '' (the date inputs' format). */
  since: string;
  until: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { action: '', q: '', since: '', until: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : '');

export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const action = search.get('action');
  return {
    action: (AUDIT_ACTIONS as readonly (string | null)[]).includes(action)
      ? (action as AuditAction)
      : '',
    q: (search.get('q') ?? '').trim().slice(0, PEOPLE_LIMITS.search),
    since: dateParam(search.get('since')),
    until: dateParam(search.get('until')),
  };
}

/** The page URL's query for these filters (empty values left out), in a fixed order. */
export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.action) search.set('action', filters.action);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.since) search.set('since', filters.since);
  if (filters.until) search.set('until', filters.until);
  return search;
}

export const isAuditFiltered = (filters: AuditFilters) =>
  filters.action !== '' || filters.q.trim() !== '' || filters.since !== '' || filters.until !== '';

const realDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
};

/** Why the filters cannot be sent as they are, or null when they can. */
export function auditFilterProblem(filters: AuditFilters): string | null {
  if (filters.since && !realDate(filters.since)) return 'The "From" date is not a real date.';
  if (filters.until && !realDate(filters.until)) return 'The "To" date is not a real date.';
  if (filters.since && filters.until && filters.since > filters.until)
    return 'The "From" date is after the "To" date.';
  return null;
}

/** GET /api/audit's query string for one page (newest first, `cursor` from the last page). */
export function auditPageSearch(
  filters: AuditFilters,
  cursor?: string,
  limit = AUDIT_PAGE_DEFAULT,
): string {
  const search = auditFiltersToSearch(filters);
  if (cursor) search.set('cursor', cursor);
  search.set('limit', String(limit));
  return `?${search.toString()}`;
}

/** The CSV export's query: every entry the filters match (no paging). */
export function auditCsvSearch(filters: AuditFilters): string {
  const search = auditFiltersToSearch(filters);
  search.set('format', 'csv');
  return `?${search.toString()}`;
}

/** e.g. "audit-sign_in.failure-search-ana-from-2026-01-01-2026-11-24.csv", as people's and the inbox's are named. */
export function auditCsvFileName(filters: AuditFilters, now: Date): string {
  const search = fileNameSlug(filters.q);
  const parts = [
    'audit',
    filters.action || 'all',
    search ? `search-${search}` : '',
    filters.since ? `from-${filters.since}` : '',
    filters.until ? `to-${filters.until}` : '',
  ];
  return datedCsvName(parts, now);
}
