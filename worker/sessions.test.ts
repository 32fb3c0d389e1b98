/** Sessions (issue 24 item 3) with D1's queries faked: cookies, expiry edges and readSession's outcomes. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/shared/people';
import {
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  type PersonRow,
  type SessionRow,
} from './people-queries';
import {
  clearedSessionCookie,
  newSession,
  readCookie,
  readSession,
  sessionAnswer,
  sessionCookie,
  sessionCookieName,
  sessionExpiry,
} from './sessions';
import { sha256Hex } from './tokens';

vi.mock('./people-queries', () => ({
  deleteSession: vi.fn(),
  findSession: vi.fn(),
  insertSession: vi.fn(),
  touchSession: vi.fn(),
}));

const NOW = Date.UTC(2026, 10, 22, 12);
const TOKEN = 'A'.repeat(43);
const HTTP = 'http://127.0.0.1/api/auth/session';
const HTTPS = 'https://portal.example/api/auth/session';

const person = (patch: Partial<PersonRow> = {}): PersonRow => ({
  id: 'p1',
  email: 'ada@firm.example',
  name: 'Ada',
  role: 'manager',
  status: 'active',
  created_at: 1,
  last_seen_at: null,
  passphrase_hash: null,
  ...patch,
});
const row = (patch: Partial<SessionRow> = {}): SessionRow => ({
  id_hash: 'h',
  person_id: 'p1',
  csrf_token: 'csrf',
  method: 'passkey',
  created_at: NOW - 1000,
  last_seen_at: NOW - 1000,
  expires_at: NOW + 1000,
  ...patch,
});
const withCookie = (cookie: string | null, url = HTTP) =>
  new Request(url, cookie === null ? {} : { headers: { Cookie: cookie } });

describe('cookies', () => {
  it('is __Host- prefixed on HTTPS only', () => {
    expect(sessionCookieName(new URL(HTTPS))).toBe('__Host-msd_session');
    expect(sessionCookieName(new URL(HTTP))).toBe('msd_session');
  });

  it('sets and clears with exact attributes', () => {
    expect(sessionCookie(new URL(HTTPS), 'tok', 604800)).toBe(
      '__Host-msd_session=tok; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=604800',
    );
    expect(sessionCookie(new URL(HTTP), 'tok', 5)).toBe(
      'msd_session=tok; Path=/; HttpOnly; SameSite=Strict; Max-Age=5',
    );
    expect(clearedSessionCookie(new URL(HTTPS))).toBe(
      '__Host-msd_session=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
    );
  });

  it.each([
    [null, null],
    ['', null],
    ['msd_session=abc', 'abc'],
    ['a=1; msd_session=abc; b=2', 'abc'],
    ['  msd_session  =  abc  ', 'abc'],
    ['msd_session=a=b', 'a=b'],
    ['msd_session=', ''],
    ['junk; msd_session=x', 'x'],
    ['xmsd_session=1; msd_sessionx=2', null],
    ['msd_session=1; msd_session=2', '1'],
    ['__Host-msd_session=1', null],
    ['msd_sessionX; msd_session=real', 'real'],
  ])('reads %j as %j', (header, value) => {
    expect(readCookie(withCookie(header), 'msd_session')).toBe(value);
  });
});

describe('sessionExpiry', () => {
  it('expires at exactly the absolute end, and idles after exactly 12 hours unused', () => {
    const r = row({ last_seen_at: NOW, expires_at: NOW + SESSION_ABSOLUTE_MS });
    expect(sessionExpiry(r, NOW + SESSION_IDLE_MS)).toBeNull();
    expect(sessionExpiry(r, NOW + SESSION_IDLE_MS + 1)).toBe('idle');
    const fresh = row({
      last_seen_at: NOW + SESSION_ABSOLUTE_MS - 1,
      expires_at: NOW + SESSION_ABSOLUTE_MS,
    });
    expect(sessionExpiry(fresh, NOW + SESSION_ABSOLUTE_MS - 1)).toBeNull();
    expect(sessionExpiry(fresh, NOW + SESSION_ABSOLUTE_MS)).toBe('expired');
    expect(sessionExpiry(r, NOW + SESSION_ABSOLUTE_MS)).toBe('expired');
  });
});

describe('newSession and sessionAnswer', () => {
  it('makes a random token whose hash names the row, with its own CSRF token and a 7-day end', async () => {
    vi.mocked(insertSession).mockReturnValue('statement' as unknown as D1PreparedStatement);
    const db = {} as D1Database;
    const made = await newSession(db, 'p1', 'passphrase', NOW);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.row).toEqual({
      id_hash: await sha256Hex(made.token),
      person_id: 'p1',
      csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      method: 'passphrase',
      created_at: NOW,
      last_seen_at: NOW,
      expires_at: NOW + 604_800_000,
    });
    expect(made.row.csrf_token).not.toBe(made.token);
    expect(made.statement).toBe('statement');
    expect(insertSession).toHaveBeenCalledWith(db, made.row);
  });

  it('answers who is signed in, the CSRF token and the end', () => {
    expect(sessionAnswer({ row: row(), person: person() }, true)).toEqual({
      ok: true,
      person: { id: 'p1', email: 'ada@firm.example', name: 'Ada', role: 'manager' },
      csrfToken: 'csrf',
      method: 'passkey',
      expiresAt: new Date(NOW + 1000).toISOString(),
      access: true,
    });
  });
});

describe('readSession', () => {
  const run = vi.fn();
  const batch = vi.fn();
  const db = { batch } as unknown as D1Database;
  beforeEach(() => {
    vi.mocked(findSession).mockReset();
    vi.mocked(deleteSession)
      .mockReset()
      .mockReturnValue({ run } as unknown as D1PreparedStatement);
    vi.mocked(touchSession)
      .mockReset()
      .mockReturnValue(['touch'] as unknown as D1PreparedStatement[]);
    run.mockReset();
    batch.mockReset();
  });
  const found = (r: Partial<SessionRow>, p: Partial<PersonRow> = {}) =>
    vi.mocked(findSession).mockResolvedValue({ ...row(r), person: person(p) });

  it('has no session without the cookie, or with the HTTPS name on HTTP', async () => {
    expect(await readSession(withCookie(null), db, NOW)).toEqual({ ok: false, problem: 'none' });
    expect(await readSession(withCookie(`__Host-msd_session=${TOKEN}`), db, NOW)).toEqual({
      ok: false,
      problem: 'none',
    });
    expect(await readSession(withCookie('msd_session='), db, NOW)).toEqual({
      ok: false,
      problem: 'none',
    });
    expect(findSession).not.toHaveBeenCalled();
  });

  it('does not look up a malformed token', async () => {
    for (const token of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}+`])
      expect(await readSession(withCookie(`msd_session=${token}`), db, NOW)).toEqual({
        ok: false,
        problem: 'unknown',
      });
    expect(findSession).not.toHaveBeenCalled();
  });

  it('looks up the SHA-256 of the token: unknown when there is no row', async () => {
    vi.mocked(findSession).mockResolvedValue(null);
    expect(await readSession(withCookie(`msd_session=${TOKEN}`), db, NOW)).toEqual({
      ok: false,
      problem: 'unknown',
    });
    expect(findSession).toHaveBeenCalledWith(db, await sha256Hex(TOKEN));
  });

  it('reads the __Host- cookie on HTTPS', async () => {
    found({});
    const result = await readSession(withCookie(`__Host-msd_session=${TOKEN}`, HTTPS), db, NOW);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['expired', { expires_at: NOW }, {}],
    ['idle', { last_seen_at: NOW - SESSION_IDLE_MS - 1 }, {}],
    ['revoked', {}, { status: 'revoked' as const }],
    ['revoked', {}, { status: 'invited' as const }],
  ])('deletes the row of a session that is %s', async (problem, r, p) => {
    found(r, p);
    expect(await readSession(withCookie(`msd_session=${TOKEN}`), db, NOW)).toEqual({
      ok: false,
      problem,
    });
    expect(deleteSession).toHaveBeenCalledWith(db, await sha256Hex(TOKEN));
    expect(run).toHaveBeenCalledTimes(1);
    expect(batch).not.toHaveBeenCalled();
  });

  it('answers an active session; touches last seen only once a minute has passed', async () => {
    found({ last_seen_at: NOW - 59_999 });
    const recent = await readSession(withCookie(`msd_session=${TOKEN}`), db, NOW);
    expect(recent).toEqual({
      ok: true,
      session: { row: row({ last_seen_at: NOW - 59_999 }), person: person() },
    });
    expect(batch).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();

    found({ last_seen_at: NOW - 60_000 });
    const stale = await readSession(withCookie(`msd_session=${TOKEN}`), db, NOW);
    expect(stale).toEqual({
      ok: true,
      session: { row: row({ last_seen_at: NOW }), person: person() },
    });
    expect(touchSession).toHaveBeenCalledWith(db, await sha256Hex(TOKEN), 'p1', NOW);
    expect(batch).toHaveBeenCalledWith(['touch']);
  });
});
