/**
 * The audit log (issue 24 item 6): one append-only D1 table of every security- or data-relevant
 * action. Rows are only inserted here (SQLite triggers refuse UPDATE, and DELETE of anything
 * younger than two years); the actor always comes from the session or the service token, never
 * from a request body. Country is Cloudflare's `request.cf.country`; the IP is never stored.
 */
import { containsPattern } from './sql-like';
import type { AuditAction, AuditActorKind, AuditEntry, AuditQuery } from '../src/shared/people';

export const AUDIT_RETENTION_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Actor {
  kind: AuditActorKind;
  id: string | null;
  email: string | null;
}
export const SERVICE_ACTOR: Actor = { kind: 'service', id: null, email: null };
export const ANONYMOUS: Actor = { kind: 'anonymous', id: null, email: null };

export interface AuditRecord {
  action: AuditAction;
  actor: Actor;
  subject?: string | null;
  outcome?: 'success' | 'failure';
  detail?: Record<string, unknown> | null;
}

/** Cloudflare's two-letter country for the request, or null (locally, or 'XX'/'T1' unknowns kept as given). */
export function requestCountry(request: Request): string | null {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === 'string' && /^[A-Z0-9]{2}$/.test(country) ? country : null;
}

export function auditStatement(
  db: D1Database,
  request: Request | null,
  record: AuditRecord,
  at: number = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (at, action, actor_kind, actor_id, actor_email, subject, outcome, country, detail)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      at,
      record.action,
      record.actor.kind,
      record.actor.id,
      record.actor.email,
      record.subject ?? null,
      record.outcome ?? 'success',
      request ? requestCountry(request) : null,
      record.detail ? JSON.stringify(record.detail) : null,
    );
}

export async function audit(
  db: D1Database,
  request: Request | null,
  record: AuditRecord,
): Promise<void> {
  await auditStatement(db, request, record).run();
}

interface AuditRow {
  seq: number;
  at: number;
  action: AuditAction;
  actor_kind: AuditActorKind;
  actor_email: string | null;
  subject: string | null;
  outcome: 'success' | 'failure';
  country: string | null;
  detail: string | null;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    seq: row.seq,
    at: new Date(row.at).toISOString(),
    action: row.action,
    actorKind: row.actor_kind,
    actorEmail: row.actor_email,
    subject: row.subject,
    outcome: row.outcome,
    country: row.country,
    detail: row.detail,
  };
}

/** Days are UTC: `since` from its midnight, `until` through its last millisecond. */
export function auditFilter(query: AuditQuery): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.action) {
    params.push(query.action);
    clauses.push(`action = ?${params.length}`);
  }
  if (query.q) {
    params.push(containsPattern(query.q));
    clauses.push(
      `(lower(coalesce(actor_email, '')) LIKE ?${params.length} ESCAPE '\\' OR lower(coalesce(subject, '')) LIKE ?${params.length} ESCAPE '\\')`,
    );
  }
  if (query.since) {
    params.push(Date.parse(`${query.since}T00:00:00Z`));
    clauses.push(`at >= ?${params.length}`);
  }
  if (query.until) {
    params.push(Date.parse(`${query.until}T00:00:00Z`) + DAY_MS);
    clauses.push(`at < ?${params.length}`);
  }
  return { where: clauses.length ? clauses.join(' AND ') : '1 = 1', params };
}

/** Newest first, keyset-paged on seq (the cursor is the last seq shown). */
export async function auditPage(
  db: D1Database,
  query: AuditQuery,
  limit: number,
  before?: number,
): Promise<AuditRow[]> {
  const { where, params } = auditFilter(query);
  const all = [...params];
  let clause = where;
  if (before !== undefined) {
    all.push(before);
    clause += ` AND seq < ?${all.length}`;
  }
  all.push(limit);
  const { results } = await db
    .prepare(
      `SELECT seq, at, action, actor_kind, actor_email, subject, outcome, country, detail
       FROM audit_log WHERE ${clause} ORDER BY seq DESC LIMIT ?${all.length}`,
    )
    .bind(...all)
    .all<AuditRow>();
  return results;
}

export function auditRetentionCutoff(now: number): number {
  return now - AUDIT_RETENTION_DAYS * DAY_MS - DAY_MS;
}

/** The daily Cron: rows past two years (and a day of margin for the trigger's clock) go. */
export async function deleteExpiredAudit(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare('DELETE FROM audit_log WHERE at < ?1')
    .bind(auditRetentionCutoff(now))
    .run();
  return result.meta.changes;
}
