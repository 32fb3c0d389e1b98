/** SQL for reading leads: keyset pages, the email grouping, one lead, and the status update. */
import type { CursorPosition } from './cursor';
import { LEAD_ROW_COLUMNS, type LeadRow } from './lead-row';
import { SQL_NOW } from './leads-queries';
import type { LeadStatus } from '../src/shared/lead-admin';

export interface LeadFilter {
  status?: LeadStatus;
  /** Case-insensitive substring of name, company or email. */
  q?: string;
  /** Inclusive lower bound on received_at (ISO, UTC). */
  since?: string;
  /** Exclusive upper bound on received_at (ISO, UTC). */
  before?: string;
}

const COLUMNS = LEAD_ROW_COLUMNS.map((c) => `l.${c}`).join(', ');
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

/**
 * Up to `limit` leads below `after`, newest first. The submissions count costs one index lookup
 * per row, so the export (which does not show it) leaves it out.
 */
export async function leadPage(
  db: D1Database,
  filter: LeadFilter,
  options: { after?: CursorPosition; limit: number; withSubmissions: boolean },
): Promise<LeadRow[]> {
  const where = filterClause(filter, options.after);
  const submissions = options.withSubmissions ? SUBMISSIONS : '1 AS submissions';
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS}, ${submissions} FROM leads l ${where.sql} ORDER BY l.received_at DESC, l.id DESC LIMIT ?`,
    )
    .bind(...where.params, options.limit)
    .all<LeadRow>();
  return results;
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
    .prepare(`SELECT ${COLUMNS}, ${SUBMISSIONS} FROM leads l WHERE l.id = ?1`)
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
