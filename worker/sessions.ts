/**
 * Sessions (issue 24 item 3, decision 0024): a random cookie value names a server-side row (stored
 * as its SHA-256), so deleting the row ends the session at the next request whatever the browser
 * holds. 12 hours idle, 7 days absolute; last seen is written at most once a minute.
 */
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  TOKEN_PATTERN,
  type SessionAnswer,
  type SignInMethod,
} from '../src/shared/people';
import {
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  type PersonRow,
  type SessionRow,
} from './people-queries';
import { randomToken, sha256Hex } from './tokens';

const TOUCH_EVERY_MS = 60_000;

/** `__Host-` binds the cookie to this origin over HTTPS; plain-HTTP localhost cannot set that prefix. */
export function sessionCookieName(url: URL): string {
  return url.protocol === 'https:' ? '__Host-msd_session' : 'msd_session';
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Secure over HTTPS (always, in production). Plain-HTTP local development leaves it out: Chromium
 * and Firefox accept a Secure cookie from http://localhost, but WebKit drops it, so a local sign-in
 * in Safari's engine would silently not stick.
 */
function attributes(url: URL, maxAgeSeconds: number): string {
  const secure = url.protocol === 'https:' ? ' Secure;' : '';
  return `Path=/; HttpOnly;${secure} SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

export function sessionCookie(url: URL, token: string, maxAgeSeconds: number): string {
  return `${sessionCookieName(url)}=${token}; ${attributes(url, maxAgeSeconds)}`;
}

export function clearedSessionCookie(url: URL): string {
  return `${sessionCookieName(url)}=; ${attributes(url, 0)}`;
}

export interface ActiveSession {
  row: SessionRow;
  person: PersonRow;
}

export interface NewSession {
  token: string;
  row: SessionRow;
  statement: D1PreparedStatement;
}

/** A new session for `personId`; the caller runs `statement` (in a batch with its audit row). */
export async function newSession(
  db: D1Database,
  personId: string,
  method: SignInMethod,
  now: number,
): Promise<NewSession> {
  const token = randomToken();
  const row: SessionRow = {
    id_hash: await sha256Hex(token),
    person_id: personId,
    csrf_token: randomToken(),
    method,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SESSION_ABSOLUTE_MS,
  };
  return { token, row, statement: insertSession(db, row) };
}

/** Why a session cookie did not give a session: the pages word it, the API answers 401 for all. */
export type SessionProblem = 'none' | 'unknown' | 'idle' | 'expired' | 'revoked';

export function sessionExpiry(row: SessionRow, now: number): 'idle' | 'expired' | null {
  if (now >= row.expires_at) return 'expired';
  if (now - row.last_seen_at > SESSION_IDLE_MS) return 'idle';
  return null;
}

/** The cookie's session, checked against the row, the person's status and both expiries. */
export async function readSession(
  request: Request,
  db: D1Database,
  now: number,
): Promise<{ ok: true; session: ActiveSession } | { ok: false; problem: SessionProblem }> {
  const token = readCookie(request, sessionCookieName(new URL(request.url)));
  if (!token) return { ok: false, problem: 'none' };
  if (!TOKEN_PATTERN.test(token)) return { ok: false, problem: 'unknown' };
  const idHash = await sha256Hex(token);
  const found = await findSession(db, idHash);
  if (!found) return { ok: false, problem: 'unknown' };
  const { person, ...row } = found;
  const expired = sessionExpiry(row, now);
  if (expired || person.status !== 'active') {
    await deleteSession(db, idHash).run();
    return { ok: false, problem: expired ?? 'revoked' };
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    await db.batch(touchSession(db, idHash, person.id, now));
    row.last_seen_at = now;
  }
  return { ok: true, session: { row, person } };
}

export function sessionAnswer(
  session: { row: SessionRow; person: PersonRow },
  access: boolean,
): SessionAnswer {
  return {
    ok: true,
    person: {
      id: session.person.id,
      email: session.person.email,
      name: session.person.name,
      role: session.person.role,
    },
    csrfToken: session.row.csrf_token,
    method: session.row.method,
    expiresAt: new Date(session.row.expires_at).toISOString(),
    access,
  };
}
