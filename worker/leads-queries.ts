/** SQL for storing, erasing and expiring leads, kept apart from the HTTP handlers. */
import type { Lead } from '../src/shared/lead';
import {
  LEAD_INSERT_FIELDS,
  submittedValue,
  type ServerLeadColumn,
} from '../src/shared/lead-fields';

/** D1's own clock, in the same format as Date#toISOString (millisecond precision, Z). */
export const SQL_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export interface InsertLead {
  lead: Lead;
  country: string | null;
  bodyHash: string;
  /** 'pending' when a notification will be queued; 'not_configured' when there is no webhook. */
  deliveryState: 'pending' | 'not_configured';
}

type BoundInsertField = Exclude<(typeof LEAD_INSERT_FIELDS)[number], { insert: 'now' }>;
/** The INSERT's bound columns, in the field table's order (received_at takes D1's clock instead). */
const INSERT_BOUND_FIELDS = LEAD_INSERT_FIELDS.filter(
  (field): field is BoundInsertField => field.insert !== 'now',
);
/** Built once from the field table: the statement is the same for every lead. */
const INSERT_LEAD_SQL = `INSERT INTO leads (${LEAD_INSERT_FIELDS.map((field) => field.column).join(', ')})
       VALUES (${LEAD_INSERT_FIELDS.map((field) =>
         field.insert === 'now' ? SQL_NOW : `?${INSERT_BOUND_FIELDS.indexOf(field) + 1}`,
       ).join(', ')})
       ON CONFLICT(id) DO NOTHING`;

/**
 * Inserts unless the id exists; true when this call stored the row. received_at is stamped by D1
 * as it writes, and D1 applies writes one at a time, so a row committed after a page was read
 * always sorts above that page: keyset pages never skip a row that was inserted meanwhile.
 */
export async function insertLead(
  db: D1Database,
  { lead, country, bodyHash, deliveryState }: InsertLead,
): Promise<boolean> {
  const server: Record<ServerLeadColumn, string | null> = {
    country,
    body_hash: bodyHash,
    delivery_state: deliveryState,
  };
  const result = await db
    .prepare(INSERT_LEAD_SQL)
    .bind(
      ...INSERT_BOUND_FIELDS.map((field) =>
        field.insert === 'lead' ? submittedValue(lead, field) : server[field.column],
      ),
    )
    .run();
  return result.meta.changes === 1;
}

export async function findLeadHash(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT body_hash FROM leads WHERE id = ?1')
    .bind(id)
    .first<{ body_hash: string }>();
  return row?.body_hash ?? null;
}

/** Deletes every lead from this address (any letter case); the number deleted. */
export async function eraseLeadsByEmail(db: D1Database, email: string): Promise<number> {
  const result = await db
    .prepare('DELETE FROM leads WHERE email = ?1 COLLATE NOCASE')
    .bind(email)
    .run();
  return result.meta.changes ?? 0;
}

const RETENTION_CHUNK = 1000;

/** Deletes leads received before `cutoff`, a chunk per statement so no one write runs long. */
export async function deleteLeadsReceivedBefore(db: D1Database, cutoff: string): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db
      .prepare(
        `DELETE FROM leads WHERE id IN (
           SELECT id FROM leads WHERE received_at < ?1 ORDER BY received_at LIMIT ${RETENTION_CHUNK})`,
      )
      .bind(cutoff)
      .run();
    const changes = result.meta.changes ?? 0;
    total += changes;
    if (changes < RETENTION_CHUNK) return total;
  }
}

export interface DeliveryUpdate {
  state: 'delivered' | 'retrying' | 'failed' | 'not_configured';
  attempts: number;
  error: string | null;
}

export async function recordDelivery(
  db: D1Database,
  id: string,
  update: DeliveryUpdate,
): Promise<void> {
  await db
    .prepare(
      `UPDATE leads SET delivery_state = ?2, delivery_attempts = ?3, delivery_error = ?4,
         delivered_at = CASE WHEN ?2 = 'delivered' THEN ${SQL_NOW} ELSE delivered_at END
       WHERE id = ?1`,
    )
    .bind(id, update.state, update.attempts, update.error)
    .run();
}
