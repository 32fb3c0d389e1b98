/**
 * SQL of the people directory, invitations, passkeys, sessions, WebAuthn challenges and the failure
 * throttle (migration 0004). Handlers never hold SQL; every time is epoch milliseconds.
 */
import { containsPattern } from './sql-like';
import type { PersonStatus, Role, SignInMethod } from '../src/shared/people';

export interface PersonRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: PersonStatus;
  created_at: number;
  last_seen_at: number | null;
  passphrase_hash: string | null;
}

export interface PersonListRow extends PersonRow {
  passkeys: number;
  invite_id: string | null;
  invite_created_at: number | null;
  invite_expires_at: number | null;
}

const PERSON_COLUMNS =
  'p.id, p.email, p.name, p.role, p.status, p.created_at, p.last_seen_at, p.passphrase_hash';

export async function findPersonByEmail(db: D1Database, email: string): Promise<PersonRow | null> {
  return db
    .prepare(`SELECT ${PERSON_COLUMNS} FROM people p WHERE p.email = ?1`)
    .bind(email)
    .first<PersonRow>();
}

export async function findPerson(db: D1Database, id: string): Promise<PersonRow | null> {
  return db
    .prepare(`SELECT ${PERSON_COLUMNS} FROM people p WHERE p.id = ?1`)
    .bind(id)
    .first<PersonRow>();
}

export async function activeAdminCount(db: D1Database): Promise<number> {
  const row = await db
    .prepare(`SELECT count(*) AS n FROM people WHERE role = 'admin' AND status = 'active'`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface PeopleFilter {
  q?: string;
  role?: Role;
  status?: PersonStatus;
}

/** Every person matching the filter with their passkey count and newest open invitation. */
/** A person with their passkey count and newest open invitation; ?1 is now. */
const PERSON_LIST_SELECT = `SELECT ${PERSON_COLUMNS},
    (SELECT count(*) FROM passkeys k WHERE k.person_id = p.id) AS passkeys,
    i.id AS invite_id, i.created_at AS invite_created_at, i.expires_at AS invite_expires_at
  FROM people p
  LEFT JOIN invites i ON i.id = (
    SELECT id FROM invites WHERE person_id = p.id AND used_at IS NULL AND revoked_at IS NULL
      AND expires_at > ?1 ORDER BY created_at DESC LIMIT 1)`;

/** Every person matching the filter with their passkey count and newest open invitation. */
export async function listPeople(
  db: D1Database,
  filter: PeopleFilter,
  now: number,
): Promise<PersonListRow[]> {
  const params: unknown[] = [now];
  const clauses: string[] = [];
  if (filter.q) {
    params.push(containsPattern(filter.q));
    clauses.push(
      `(p.email LIKE ?${params.length} ESCAPE '\\' OR lower(p.name) LIKE ?${params.length} ESCAPE '\\')`,
    );
  }
  if (filter.role) {
    params.push(filter.role);
    clauses.push(`p.role = ?${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    clauses.push(`p.status = ?${params.length}`);
  }
  const { results } = await db
    .prepare(
      `${PERSON_LIST_SELECT}
       WHERE ${clauses.length ? clauses.join(' AND ') : '1 = 1'}
       ORDER BY p.status = 'revoked', lower(p.name), p.email`,
    )
    .bind(...params)
    .all<PersonListRow>();
  return results;
}

export async function personListRow(
  db: D1Database,
  id: string,
  now: number,
): Promise<PersonListRow | null> {
  return db.prepare(`${PERSON_LIST_SELECT} WHERE p.id = ?2`).bind(now, id).first<PersonListRow>();
}

export function insertPerson(
  db: D1Database,
  person: { id: string; email: string; name: string; role: Role; status: PersonStatus },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO people (id, email, name, role, status, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(person.id, person.email, person.name, person.role, person.status, now);
}

export function setPersonRole(db: D1Database, id: string, role: Role): D1PreparedStatement {
  return db.prepare('UPDATE people SET role = ?2 WHERE id = ?1').bind(id, role);
}

export function setPersonStatus(
  db: D1Database,
  id: string,
  status: PersonStatus,
): D1PreparedStatement {
  return db.prepare('UPDATE people SET status = ?2 WHERE id = ?1').bind(id, status);
}

export function setPassphraseHash(db: D1Database, id: string, hash: string): D1PreparedStatement {
  return db.prepare('UPDATE people SET passphrase_hash = ?2 WHERE id = ?1').bind(id, hash);
}

// ---- Invitations ------------------------------------------------------------------------------

export interface InviteRow {
  id: string;
  kind: 'person' | 'setup';
  person_id: string | null;
  role: Role;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  person_email: string | null;
  person_name: string | null;
  person_status: PersonStatus | null;
}

export async function findInviteByTokenHash(
  db: D1Database,
  tokenHash: string,
): Promise<InviteRow | null> {
  return db
    .prepare(
      `SELECT i.id, i.kind, i.person_id, coalesce(p.role, i.role) AS role, i.created_at, i.expires_at,
         i.used_at, i.revoked_at, p.email AS person_email, p.name AS person_name, p.status AS person_status
       FROM invites i LEFT JOIN people p ON p.id = i.person_id WHERE i.token_hash = ?1`,
    )
    .bind(tokenHash)
    .first<InviteRow>();
}

export function insertInvite(
  db: D1Database,
  invite: {
    id: string;
    tokenHash: string;
    kind: 'person' | 'setup';
    personId: string | null;
    role: Role;
    createdBy: string | null;
    expiresAt: number;
  },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invites (id, token_hash, kind, person_id, role, created_by, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      invite.id,
      invite.tokenHash,
      invite.kind,
      invite.personId,
      invite.role,
      invite.createdBy,
      now,
      invite.expiresAt,
    );
}

/** Older open links of a person stop working when a new one is made, or when they are revoked. */
export function revokeOpenInvites(
  db: D1Database,
  personId: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE invites SET revoked_at = ?2 WHERE person_id = ?1 AND used_at IS NULL AND revoked_at IS NULL',
    )
    .bind(personId, now);
}

export async function revokeInvite(
  db: D1Database,
  id: string,
  now: number,
): Promise<{ personId: string | null; email: string | null } | null> {
  return db
    .prepare(
      `UPDATE invites SET revoked_at = ?2 WHERE id = ?1 AND used_at IS NULL AND revoked_at IS NULL
       RETURNING person_id AS personId, (SELECT email FROM people WHERE id = invites.person_id) AS email`,
    )
    .bind(id, now)
    .first<{ personId: string | null; email: string | null }>();
}

/** Single use: true only for the one request that marks the link used. */
export async function claimInvite(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE invites SET used_at = ?2
       WHERE id = ?1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?2`,
    )
    .bind(id, now)
    .run();
  return result.meta.changes === 1;
}

// ---- Passkeys ---------------------------------------------------------------------------------

export interface PasskeyRow {
  id: string;
  person_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  name: string;
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
}

export async function findPasskey(db: D1Database, id: string): Promise<PasskeyRow | null> {
  return db.prepare('SELECT * FROM passkeys WHERE id = ?1').bind(id).first<PasskeyRow>();
}

export async function passkeysOf(db: D1Database, personId: string): Promise<PasskeyRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM passkeys WHERE person_id = ?1 ORDER BY created_at')
    .bind(personId)
    .all<PasskeyRow>();
  return results;
}

export function insertPasskey(
  db: D1Database,
  key: {
    id: string;
    personId: string;
    publicKey: string;
    counter: number;
    transports: string[] | undefined;
    name: string;
    backedUp: boolean;
  },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO passkeys (id, person_id, public_key, counter, transports, name, backed_up, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      key.id,
      key.personId,
      key.publicKey,
      key.counter,
      key.transports ? JSON.stringify(key.transports) : null,
      key.name,
      key.backedUp ? 1 : 0,
      now,
    );
}

export function recordPasskeyUse(
  db: D1Database,
  id: string,
  counter: number,
  backedUp: boolean,
  now: number,
): D1PreparedStatement {
  return db
    .prepare('UPDATE passkeys SET counter = ?2, backed_up = ?3, last_used_at = ?4 WHERE id = ?1')
    .bind(id, counter, backedUp ? 1 : 0, now);
}

export async function deletePasskey(
  db: D1Database,
  id: string,
  personId: string,
): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM passkeys WHERE id = ?1 AND person_id = ?2')
    .bind(id, personId)
    .run();
  return result.meta.changes === 1;
}

// ---- WebAuthn challenges ----------------------------------------------------------------------

export interface ChallengeRow {
  id: string;
  challenge: string;
  purpose: 'register' | 'authenticate';
  person_id: string | null;
  invite_id: string | null;
  pending: string | null;
  expires_at: number;
}

export async function insertChallenge(
  db: D1Database,
  row: ChallengeRow,
  now: number,
): Promise<void> {
  // Expired challenges of anyone are cleared as new ones are made: the table stays small.
  await db.batch([
    db.prepare('DELETE FROM auth_challenges WHERE expires_at <= ?1').bind(now),
    db
      .prepare(
        `INSERT INTO auth_challenges (id, challenge, purpose, person_id, invite_id, pending, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        row.id,
        row.challenge,
        row.purpose,
        row.person_id,
        row.invite_id,
        row.pending,
        row.expires_at,
      ),
  ]);
}

/** Read and deleted in one statement: a challenge answers one ceremony, never a replay. */
export async function takeChallenge(
  db: D1Database,
  id: string,
  now: number,
): Promise<ChallengeRow | null> {
  const row = await db
    .prepare('DELETE FROM auth_challenges WHERE id = ?1 RETURNING *')
    .bind(id)
    .first<ChallengeRow>();
  return row && row.expires_at > now ? row : null;
}

// ---- Sessions ---------------------------------------------------------------------------------

export interface SessionRow {
  id_hash: string;
  person_id: string;
  csrf_token: string;
  method: SignInMethod;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export function insertSession(db: D1Database, row: SessionRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sessions (id_hash, person_id, csrf_token, method, created_at, last_seen_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      row.id_hash,
      row.person_id,
      row.csrf_token,
      row.method,
      row.created_at,
      row.last_seen_at,
      row.expires_at,
    );
}

export async function findSession(
  db: D1Database,
  idHash: string,
): Promise<(SessionRow & { person: PersonRow }) | null> {
  // Session and person share column names (created_at, last_seen_at): the person's are aliased.
  const row = await db
    .prepare(
      `SELECT s.id_hash, s.person_id, s.csrf_token, s.method, s.created_at, s.last_seen_at, s.expires_at,
         p.email AS p_email, p.name AS p_name, p.role AS p_role, p.status AS p_status,
         p.created_at AS p_created_at, p.last_seen_at AS p_last_seen_at, p.passphrase_hash AS p_passphrase_hash
       FROM sessions s JOIN people p ON p.id = s.person_id WHERE s.id_hash = ?1`,
    )
    .bind(idHash)
    .first<
      SessionRow & {
        p_email: string;
        p_name: string;
        p_role: Role;
        p_status: PersonStatus;
        p_created_at: number;
        p_last_seen_at: number | null;
        p_passphrase_hash: string | null;
      }
    >();
  if (!row) return null;
  return {
    id_hash: row.id_hash,
    person_id: row.person_id,
    csrf_token: row.csrf_token,
    method: row.method,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    expires_at: row.expires_at,
    person: {
      id: row.person_id,
      email: row.p_email,
      name: row.p_name,
      role: row.p_role,
      status: row.p_status,
      created_at: row.p_created_at,
      last_seen_at: row.p_last_seen_at,
      passphrase_hash: row.p_passphrase_hash,
    },
  };
}

export function touchSession(
  db: D1Database,
  idHash: string,
  personId: string,
  now: number,
): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE sessions SET last_seen_at = ?2 WHERE id_hash = ?1').bind(idHash, now),
    db.prepare('UPDATE people SET last_seen_at = ?2 WHERE id = ?1').bind(personId, now),
  ];
}

/** A sign-in is the person's latest activity: the directory's "last seen" says so at once. */
export function markSeen(db: D1Database, personId: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE people SET last_seen_at = ?2 WHERE id = ?1').bind(personId, now);
}

export function deleteSession(db: D1Database, idHash: string): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE id_hash = ?1').bind(idHash);
}

export function deleteSessionsOf(db: D1Database, personId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE person_id = ?1').bind(personId);
}

// ---- Failure throttle -------------------------------------------------------------------------

/** Epoch ms until which `key` is locked out, or null. */
export async function lockedUntil(
  db: D1Database,
  key: string,
  now: number,
): Promise<number | null> {
  const row = await db
    .prepare('SELECT locked_until FROM auth_throttle WHERE key = ?1')
    .bind(key)
    .first<{ locked_until: number | null }>();
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

/**
 * Counts one failure; the `max`th in a row locks the key for `lockMs` and starts the count again.
 * Returns the lock's end when this failure locked it.
 */
export async function recordFailure(
  db: D1Database,
  key: string,
  max: number,
  lockMs: number,
  now: number,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO auth_throttle (key, failures, locked_until) VALUES (?1, 1, NULL)
       ON CONFLICT (key) DO UPDATE SET failures = failures + 1
       RETURNING failures`,
    )
    .bind(key)
    .first<{ failures: number }>();
  if ((row?.failures ?? 0) < max) return null;
  const until = now + lockMs;
  await db
    .prepare('UPDATE auth_throttle SET failures = 0, locked_until = ?2 WHERE key = ?1')
    .bind(key, until)
    .run();
  return until;
}

export async function clearFailures(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM auth_throttle WHERE key = ?1').bind(key).run();
}
