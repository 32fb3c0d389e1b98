/**
 * SQL for reading leads: keyset pages in each order, the email grouping, counts, one lead, the
 * status and owner updates, and the resend claim.
 */
import type { CursorPosition } from './cursor';
import { LEAD_ROW_COLUMNS, type LeadRow } from './lead-row';
import { SQL_NOW } from './leads-queries';
import {
  LEAD_STATUSES,
  type DeliveryState,
  type LeadOwner,
  type LeadSort,
  type LeadStatus,
} from '../src/shared/lead-admin';

export interface LeadFilter {
  delivery?: DeliveryState;
  /** utm_source, whole and case-insensitive. */
  source?: string;
  /** utm_campaign, whole and case-insensitive. */
  campaign?: string;
  /** A person's id, or null for leads nobody owns. */
  owner?: string | null;
  status?: LeadStatus;
  /** Case-insensitive substring of name, company or email. */
  q?: string;
  /** Inclusive lower bound on received_at (ISO, UTC). */
  since?: string;
  /** Exclusive upper bound on received_at (ISO, UTC). */
  before?: string;
}

const COLUMNS = `${LEAD_ROW_COLUMNS.map((c) => `l.${c}`).join(', ')}, o.name AS owner_name`;
/** The lead with its owner's name (people are never deleted, only revoked). */
const FROM = 'leads l LEFT JOIN people o ON o.id = l.owner_id';
const SUBMISSIONS =
  '(SELECT COUNT(*) FROM leads s WHERE s.email = l.email COLLATE NOCASE) AS submissions';

/** LIKE treats % and _ as wildcards; the search box means them literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The conditions (to be joined with AND; `?` placeholders in order) for a filter plus an optional
 * cursor, on table alias `t`.
 */
export function filterConditions(
  filter: LeadFilter,
  after?: CursorPosition,
  t = 'l',
): { parts: string[]; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (filter.delivery) {
    parts.push(`${t}.delivery_state = ?`);
    params.push(filter.delivery);
  }
  if (filter.source) {
    parts.push(`${t}.utm_source = ? COLLATE NOCASE`);
    params.push(filter.source);
  }
  if (filter.campaign) {
    parts.push(`${t}.utm_campaign = ? COLLATE NOCASE`);
    params.push(filter.campaign);
  }
  if (filter.owner === null) parts.push(`${t}.owner_id IS NULL`);
  else if (filter.owner !== undefined) {
    parts.push(`${t}.owner_id = ?`);
    params.push(filter.owner);
  }
  if (filter.status) {
    parts.push(`${t}.status = ?`);
    params.push(filter.status);
  }
  if (filter.q) {
    parts.push(
      `(${t}.name LIKE ? ESCAPE '\\' OR ${t}.company LIKE ? ESCAPE '\\' OR ${t}.email LIKE ? ESCAPE '\\')`,
    );
    const pattern = likePattern(filter.q);
    params.push(pattern, pattern, pattern);
  }
  if (filter.since) {
    parts.push(`${t}.received_at >= ?`);
    params.push(filter.since);
  }
  if (filter.before) {
    parts.push(`${t}.received_at < ?`);
    params.push(filter.before);
  }
  if (after) {
    parts.push(`(${t}.received_at, ${t}.id) < (?, ?)`);
    params.push(after.receivedAt, after.id);
  }
  return { parts, params };
}

/** The WHERE clause for a filter plus an optional cursor, on alias `l`. */
export function filterClause(
  filter: LeadFilter,
  after?: CursorPosition,
): { sql: string; params: string[] } {
  const { parts, params } = filterConditions(filter, after);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** Workflow order (new first), as a number SQL sorts by and a cursor carries. */
const STATUS_RANK = `CASE l.status ${LEAD_STATUSES.map((status, i) => `WHEN '${status}' THEN ${i + 1}`).join(' ')} END`;

/** The sort key of an order other than by receipt time (SQL, and its value on a row). */
const SORT_KEYS: Partial<Record<LeadSort, { sql: string; of: (row: LeadRow) => string | number }>> =
  {
    name: { sql: 'l.name COLLATE NOCASE', of: (row) => row.name },
    company: { sql: 'l.company COLLATE NOCASE', of: (row) => row.company },
    status: { sql: STATUS_RANK, of: (row) => LEAD_STATUSES.indexOf(row.status) + 1 },
  };

/** Where the next page starts: the last row's receipt time and id, and its sort key if any. */
export function sortPosition(sort: LeadSort, row: LeadRow): CursorPosition {
  const key = SORT_KEYS[sort];
  return {
    receivedAt: row.received_at,
    id: row.id,
    ...(key ? { key: key.of(row) } : {}),
  };
}

/**
 * ORDER BY and the "strictly after this position" condition for an order. Ties on a sort key go
 * newest first, and (received_at, id) makes every position unique, so no row repeats or is skipped.
 */
export function sortClause(
  sort: LeadSort,
  after?: CursorPosition,
): { order: string; after: { sql: string; params: Array<string | number> } | null } {
  if (sort === 'oldest')
    return {
      order: 'l.received_at ASC, l.id ASC',
      after: after
        ? { sql: '(l.received_at, l.id) > (?, ?)', params: [after.receivedAt, after.id] }
        : null,
    };
  const key = SORT_KEYS[sort];
  const newest = 'l.received_at DESC, l.id DESC';
  if (!key)
    return {
      order: newest,
      after: after
        ? { sql: '(l.received_at, l.id) < (?, ?)', params: [after.receivedAt, after.id] }
        : null,
    };
  return {
    order: `${key.sql} ASC, ${newest}`,
    after:
      after && after.key !== undefined
        ? {
            sql: `(${key.sql} > ? OR (${key.sql} = ? AND (l.received_at, l.id) < (?, ?)))`,
            params: [after.key, after.key, after.receivedAt, after.id],
          }
        : null,
  };
}

/**
 * Up to `limit` leads past `after` in `sort` order (newest first by default). The submissions
 * count costs one index lookup per row, so the export (which does not show it) leaves it out.
 */
export async function leadPage(
  db: D1Database,
  filter: LeadFilter,
  options: { after?: CursorPosition; limit: number; withSubmissions: boolean; sort?: LeadSort },
): Promise<LeadRow[]> {
  const { parts, params } = filterConditions(filter);
  const sort = sortClause(options.sort ?? 'newest', options.after);
  const all: Array<string | number> = [...params];
  if (sort.after) {
    parts.push(sort.after.sql);
    all.push(...sort.after.params);
  }
  const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
  const submissions = options.withSubmissions ? SUBMISSIONS : '1 AS submissions';
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS}, ${submissions} FROM ${FROM} ${where} ORDER BY ${sort.order} LIMIT ?`,
    )
    .bind(...all, options.limit)
    .all<LeadRow>();
  return results;
}

/** How many leads match the filter (or how many addresses among them, case-insensitively). */
export async function countLeads(
  db: D1Database,
  filter: LeadFilter,
  distinctEmails = false,
): Promise<number> {
  const where = filterClause(filter);
  const what = distinctEmails ? 'COUNT(DISTINCT lower(l.email))' : 'COUNT(*)';
  const row = await db
    .prepare(`SELECT ${what} AS n FROM leads l ${where.sql}`)
    .bind(...where.params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface LeadGroupRow {
  email: string;
  name: string;
  company: string;
  status: LeadStatus;
  received_at: string;
  id: string;
  submissions: number;
}

const andAll = (parts: string[]) => parts.map((part) => ` AND ${part}`).join('');

/**
 * One row per address (case-insensitive) among the filtered leads: its latest lead and count.
 * Walks the leads newest first by the keyset index and keeps a lead only when no newer matching
 * lead shares its address, so a page costs index lookups for its rows, not a pass over the table.
 */
export async function leadGroupPage(
  db: D1Database,
  filter: LeadFilter,
  options: { after?: CursorPosition; limit: number },
): Promise<LeadGroupRow[]> {
  const outer = filterConditions(filter, options.after, 'l');
  const newer = filterConditions(filter, undefined, 'n');
  const counted = filterConditions(filter, undefined, 's');
  const latest = `NOT EXISTS (SELECT 1 FROM leads n WHERE n.email = l.email COLLATE NOCASE
    AND (n.received_at, n.id) > (l.received_at, l.id)${andAll(newer.parts)})`;
  const { results } = await db
    .prepare(
      `SELECT l.email, l.name, l.company, l.status, l.received_at, l.id,
         (SELECT COUNT(*) FROM leads s WHERE s.email = l.email COLLATE NOCASE${andAll(counted.parts)}) AS submissions
       FROM leads l WHERE ${[...outer.parts, latest].join(' AND ')}
       ORDER BY l.received_at DESC, l.id DESC LIMIT ?`,
    )
    .bind(...counted.params, ...outer.params, ...newer.params, options.limit)
    .all<LeadGroupRow>();
  return results;
}

export async function findLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS}, ${SUBMISSIONS} FROM ${FROM} WHERE l.id = ?1`)
    .bind(id)
    .first<LeadRow>();
}

/** Sets status and note; status_changed_at moves only when the status does. False if no such lead. */
export async function updateLeadStatus(
  db: D1Database,
  id: string,
  status: LeadStatus,
  note: string | null,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE leads SET
         status_changed_at = CASE WHEN status <> ?2 THEN ${SQL_NOW} ELSE status_changed_at END,
         status = ?2, status_note = ?3
       WHERE id = ?1`,
    )
    .bind(id, status, note)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Gives the lead to a person who is active in the directory (or to nobody, `ownerId` null).
 * 'no_lead' or 'not_assignable' when either is missing; one statement, so a person revoked at the
 * same moment is never set.
 */
export async function setLeadOwner(
  db: D1Database,
  id: string,
  ownerId: string | null,
): Promise<'ok' | 'no_lead' | 'not_assignable'> {
  if (ownerId === null) {
    const result = await db
      .prepare('UPDATE leads SET owner_id = NULL WHERE id = ?1')
      .bind(id)
      .run();
    return (result.meta.changes ?? 0) > 0 ? 'ok' : 'no_lead';
  }
  const result = await db
    .prepare(
      `UPDATE leads SET owner_id = ?2 WHERE id = ?1
         AND EXISTS (SELECT 1 FROM people WHERE id = ?2 AND status = 'active')`,
    )
    .bind(id, ownerId)
    .run();
  if ((result.meta.changes ?? 0) > 0) return 'ok';
  const lead = await db.prepare('SELECT 1 FROM leads WHERE id = ?1').bind(id).first();
  return lead ? 'not_assignable' : 'no_lead';
}

/** Active people of any role, by name: who a lead can be given to. */
export async function assignablePeople(db: D1Database): Promise<LeadOwner[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, email FROM people WHERE status = 'active' ORDER BY name COLLATE NOCASE, email`,
    )
    .all<LeadOwner>();
  return results;
}

/**
 * Moves a failed notification back to pending, only if it is still failed: of two clicks (or two
 * managers) at once exactly one gets true and sends the lead to the queue again.
 */
export async function claimResend(db: D1Database, id: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE leads SET delivery_state = 'pending', delivery_attempts = 0, delivery_error = NULL
       WHERE id = ?1 AND delivery_state = 'failed'`,
    )
    .bind(id)
    .run();
  return (result.meta.changes ?? 0) === 1;
}
