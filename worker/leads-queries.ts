/** SQL for the leads table, kept apart from the HTTP handlers. */
import type { Lead } from '../src/shared/lead';

export interface StoredLeadRow {
  id: string;
  name: string;
  company: string;
  email: string;
  source: string;
  user_agent: string;
  created_at: string;
  received_at: string;
  country: string | null;
}

export interface InsertLead {
  lead: Lead;
  receivedAt: string;
  country: string | null;
  bodyHash: string;
}

/** Inserts unless the id exists; true when this call stored the row. */
export async function insertLead(db: D1Database, { lead, receivedAt, country, bodyHash }: InsertLead): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO leads (id, name, company, email, source, user_agent, created_at, received_at, country, body_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT(id) DO NOTHING`,
    )
    .bind(lead.id, lead.name, lead.company, lead.email, lead.source, lead.userAgent, lead.createdAt, receivedAt, country, bodyHash)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function findLeadHash(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare('SELECT body_hash FROM leads WHERE id = ?1').bind(id).first<{ body_hash: string }>();
  return row?.body_hash ?? null;
}

export async function listLeads(db: D1Database, options: { since?: string; limit: number }): Promise<StoredLeadRow[]> {
  const columns = 'id, name, company, email, source, user_agent, created_at, received_at, country';
  const statement = options.since
    ? db
        .prepare(`SELECT ${columns} FROM leads WHERE received_at >= ?1 ORDER BY received_at DESC, id LIMIT ?2`)
        .bind(options.since, options.limit)
    : db.prepare(`SELECT ${columns} FROM leads ORDER BY received_at DESC, id LIMIT ?1`).bind(options.limit);
  const { results } = await statement.all<StoredLeadRow>();
  return results;
}
