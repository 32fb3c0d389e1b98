/** GET /api/leads query parameters, checked into a filter and page request. Pure. */
import {
  ATTRIBUTION_FILTER_MAX,
  DELIVERY_STATES,
  LEAD_LIST_LIMITS,
  LEAD_SORTS,
  LEAD_STATUSES,
  OWNER_FILTERS,
  parseFilterDate,
  type DeliveryState,
  type LeadSort,
  type LeadStatus,
} from '../src/shared/lead-admin';
import { FORBIDDEN_CONTROL } from '../src/shared/lead';
import { decodeCursor, type CursorPosition } from './cursor';
import type { LeadFilter } from './leads-list-queries';

export interface LeadListRequest {
  filter: LeadFilter;
  limit: number;
  after?: CursorPosition;
  group: boolean;
  format: 'json' | 'csv';
  sort: LeadSort;
  /** owner=me: the handler puts the signed-in person's id in filter.owner. */
  mine: boolean;
}

export type ListQueryResult =
  { ok: true; value: LeadListRequest } | { ok: false; code: string; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const Q_MAX = 200;
const KNOWN = new Set([
  'limit',
  'cursor',
  'status',
  'q',
  'since',
  'until',
  'group',
  'format',
  'delivery',
  'source',
  'campaign',
  'owner',
  'sort',
]);
const PERSON_ID = /^[0-9a-f-]{1,64}$/;
/** Sorts whose cursor carries the sort key beside (received_at, id). */
export const KEYED_SORTS: ReadonlySet<LeadSort> = new Set(['name', 'company', 'status']);

const fail = (code: string, message: string): ListQueryResult => ({ ok: false, code, message });

export function parseListQuery(params: URLSearchParams): ListQueryResult {
  for (const key of params.keys()) {
    if (!KNOWN.has(key)) return fail('invalid_query', `Unknown query parameter: ${key}.`);
  }
  const filter: LeadFilter = {};

  const limitText = params.get('limit');
  const limit = limitText === null ? LEAD_LIST_LIMITS.default : Number(limitText);
  if (limitText !== null && !/^\d+$/.test(limitText)) return fail('invalid_limit', limitMessage());
  if (!Number.isInteger(limit) || limit < 1 || limit > LEAD_LIST_LIMITS.max)
    return fail('invalid_limit', limitMessage());

  const status = params.get('status');
  if (status !== null && status !== '') {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) {
      return fail('invalid_status', `status must be one of ${LEAD_STATUSES.join(', ')}.`);
    }
    filter.status = status as LeadStatus;
  }

  const q = params.get('q')?.trim();
  if (q) {
    if (q.length > Q_MAX || FORBIDDEN_CONTROL.test(q)) {
      return fail('invalid_q', `q must be at most ${Q_MAX} characters without control characters.`);
    }
    filter.q = q;
  }

  const delivery = params.get('delivery');
  if (delivery !== null && delivery !== '') {
    if (!(DELIVERY_STATES as readonly string[]).includes(delivery)) {
      return fail('invalid_delivery', `delivery must be one of ${DELIVERY_STATES.join(', ')}.`);
    }
    filter.delivery = delivery as DeliveryState;
  }

  for (const name of ['source', 'campaign'] as const) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (value.length > ATTRIBUTION_FILTER_MAX || FORBIDDEN_CONTROL.test(value)) {
      return fail(
        `invalid_${name}`,
        `${name} must be at most ${ATTRIBUTION_FILTER_MAX} characters without control characters.`,
      );
    }
    filter[name] = value;
  }

  let mine = false;
  const owner = params.get('owner');
  if (owner !== null && owner !== '') {
    const id = owner.toLowerCase();
    if (id === OWNER_FILTERS.mine) mine = true;
    else if (id === OWNER_FILTERS.none) filter.owner = null;
    else if (PERSON_ID.test(id)) filter.owner = id;
    else
      return fail(
        'invalid_owner',
        `owner must be ${OWNER_FILTERS.mine}, ${OWNER_FILTERS.none} or a person's id.`,
      );
  }

  const sortText = params.get('sort');
  let sort: LeadSort = 'newest';
  if (sortText !== null && sortText !== '') {
    if (!(LEAD_SORTS as readonly string[]).includes(sortText))
      return fail('invalid_sort', `sort must be one of ${LEAD_SORTS.join(', ')}.`);
    sort = sortText as LeadSort;
  }

  const since = params.get('since');
  if (since !== null) {
    const parsed = parseFilterDate(since);
    if (!parsed) return fail('invalid_since', dateMessage('since'));
    filter.since = new Date(parsed.ms).toISOString();
  }
  const until = params.get('until');
  if (until !== null) {
    const parsed = parseFilterDate(until);
    if (!parsed) return fail('invalid_until', dateMessage('until'));
    // A date means through the end of that day (UTC); a date-time is included itself.
    filter.before = new Date(parsed.ms + (parsed.dateOnly ? DAY_MS : 1)).toISOString();
  }

  const cursorText = params.get('cursor');
  let after: CursorPosition | undefined;
  if (cursorText !== null && cursorText !== '') {
    const decoded = decodeCursor(cursorText);
    // A cursor of another order names no position in this one.
    if (!decoded || (decoded.key !== undefined) !== KEYED_SORTS.has(sort))
      return fail('invalid_cursor', 'cursor is not one this API returned; start again without it.');
    if (sort === 'status' && typeof decoded.key !== 'number')
      return fail('invalid_cursor', 'cursor is not one this API returned; start again without it.');
    if ((sort === 'name' || sort === 'company') && typeof decoded.key !== 'string')
      return fail('invalid_cursor', 'cursor is not one this API returned; start again without it.');
    after = decoded;
  }

  const group = params.get('group');
  if (group !== null && group !== 'email') return fail('invalid_group', 'group must be email.');
  const format = params.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv')
    return fail('invalid_format', 'format must be json or csv.');
  if (group !== null && format === 'csv')
    return fail('invalid_group', 'group=email is not available as CSV.');
  if (group !== null && sort !== 'newest')
    return fail('invalid_sort', 'group=email lists the latest submission first; leave sort out.');

  return {
    ok: true,
    value: { filter, limit, after, group: group !== null, format, sort, mine },
  };
}

function limitMessage(): string {
  return `limit must be a whole number from 1 to ${LEAD_LIST_LIMITS.max}.`;
}

function dateMessage(name: string): string {
  return `${name} must be a real date (YYYY-MM-DD) or ISO 8601 date-time between the years 2000 and 2100.`;
}
