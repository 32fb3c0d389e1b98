/** Who may call what (issue 24 item 4), with sessions and the throttle faked: every refusal code. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../src/shared/people';
import {
  lockedResponse,
  lockoutMs,
  originAllowed,
  requirePerson,
  requireStaffOrService,
  retryAfterSeconds,
  roleRequired,
  signedOut,
} from './access-control';
import { audit, SERVICE_ACTOR } from './audit';
import { lockedUntil, recordFailure } from './people-queries';
import { readSession } from './sessions';
import { installTimingSafeEqual } from './workerd-crypto.test-helper';
import type { Env } from './env';

vi.mock('./people-queries', () => ({ lockedUntil: vi.fn(), recordFailure: vi.fn() }));
vi.mock('./sessions', () => ({ readSession: vi.fn() }));
vi.mock('./audit', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  audit: vi.fn(),
}));
installTimingSafeEqual();

const NOW = 1_800_000_000_000;
const URL_ = 'https://portal.example/api/leads';
const db = {} as D1Database;
const env = (patch: Partial<Env> = {}) =>
  ({ DB: db, ADMIN_TOKEN: 'service-secret', ...patch }) as Env;

function session(role: Role = 'manager') {
  return {
    row: {
      id_hash: 'h',
      person_id: 'p1',
      csrf_token: 'csrf-token',
      method: 'passkey' as const,
      created_at: 0,
      last_seen_at: 0,
      expires_at: 0,
    },
    person: {
      id: 'p1',
      email: 'ada@firm.example',
      name: 'Ada',
      role,
      status: 'active' as const,
      created_at: 0,
      last_seen_at: null,
      passphrase_hash: null,
    },
  };
}
const signedInAs = (role: Role = 'manager') =>
  vi.mocked(readSession).mockResolvedValue({ ok: true, session: session(role) });

async function refusal(result: { ok: boolean; response?: Response }) {
  expect(result.ok).toBe(false);
  const response = result.response!;
  const body = await response.json<{ error: { code: string; message: string } }>();
  return [response.status, body.error.code, body.error.message];
}

beforeEach(() => {
  vi.mocked(readSession).mockReset().mockResolvedValue({ ok: false, problem: 'none' });
  vi.mocked(lockedUntil).mockReset().mockResolvedValue(null);
  vi.mocked(recordFailure).mockReset().mockResolvedValue(null);
  vi.mocked(audit).mockReset();
});

describe('lockouts', () => {
  it.each([
    [undefined, 900_000],
    ['2', 2_000],
    ['1', 1_000],
    ['0', 900_000],
    ['-5', 900_000],
    ['1.5', 900_000],
    ['abc', 900_000],
    ['', 900_000],
  ])('AUTH_LOCKOUT_SECONDS %j is %d ms', (value, ms) => {
    expect(lockoutMs(env({ AUTH_LOCKOUT_SECONDS: value }))).toBe(ms);
  });

  it('rounds the wait up to whole seconds, at least one', () => {
    expect(retryAfterSeconds(NOW + 1500, NOW)).toBe('2');
    expect(retryAfterSeconds(NOW + 1000, NOW)).toBe('1');
    expect(retryAfterSeconds(NOW + 1001, NOW)).toBe('2');
    expect(retryAfterSeconds(NOW, NOW)).toBe('1');
    expect(retryAfterSeconds(NOW - 5000, NOW)).toBe('1');
  });

  it('answers 429 locked with Retry-After and the wait in minutes', async () => {
    const response = lockedResponse(NOW + 61_000, NOW, 'for this email');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('61');
    expect(await response.json()).toEqual({
      ok: false,
      error: {
        code: 'locked',
        message: 'Too many failed attempts for this email. Try again in 2 minute(s).',
      },
    });
    const short = lockedResponse(NOW + 2_000, NOW, 'with a service token');
    expect((await short.json<{ error: { message: string } }>()).error.message).toBe(
      'Too many failed attempts with a service token. Try again in 1 minute(s).',
    );
  });
});

describe('simple answers', () => {
  it('signed out is 401, a role is named in the 403', async () => {
    expect(signedOut().status).toBe(401);
    expect(await signedOut().json()).toEqual({
      ok: false,
      error: {
        code: 'signed_out',
        message: 'Sign in to continue: this browser has no valid session.',
      },
    });
    const role = roleRequired('admin');
    expect(role.status).toBe(403);
    expect((await role.json<{ error: { message: string } }>()).error.message).toBe(
      'Your role does not include this: it needs the Admin role.',
    );
  });

  it('allows no Origin or this origin, nothing else', () => {
    const at = (origin?: string) =>
      originAllowed(new Request(URL_, origin ? { headers: { Origin: origin } } : {}));
    expect(at()).toBe(true);
    expect(at('https://portal.example')).toBe(true);
    expect(at('https://portal.example:8443')).toBe(false);
    expect(at('http://portal.example')).toBe(false);
    expect(at('https://evil.example')).toBe(false);
    expect(at('null')).toBe(false);
  });
});

describe('requirePerson', () => {
  const call = (method: string, headers: Record<string, string> = {}) =>
    new Request(URL_, { method, headers });

  it('is 401 signed_out without a session, and passes the time to readSession', async () => {
    expect(await refusal(await requirePerson(call('GET'), env(), null, NOW))).toEqual([
      401,
      'signed_out',
      'Sign in to continue: this browser has no valid session.',
    ]);
    expect(readSession).toHaveBeenCalledWith(expect.any(Request), db, NOW);
  });

  it('lets safe methods through without CSRF, naming the person as actor', async () => {
    signedInAs('rep');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const result = await requirePerson(call(method), env(), null, NOW);
      expect(result).toEqual({
        ok: true,
        session: session('rep'),
        actor: { kind: 'person', id: 'p1', email: 'ada@firm.example' },
      });
    }
  });

  it('needs the CSRF token on every change: missing or wrong is 403 csrf_required', async () => {
    signedInAs();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await refusal(await requirePerson(call(method), env(), null, NOW))).toEqual([
        403,
        'csrf_required',
        "A change needs the session's X-CSRF-Token header; reload the page and try again.",
      ]);
      expect(
        (
          await refusal(
            await requirePerson(call(method, { 'X-CSRF-Token': 'csrf-tokeN' }), env(), null, NOW),
          )
        )[1],
      ).toBe('csrf_required');
      expect(
        (
          await refusal(
            await requirePerson(call(method, { 'X-CSRF-Token': 'csrf-token!' }), env(), null, NOW),
          )
        )[1],
      ).toBe('csrf_required');
      expect(
        (await requirePerson(call(method, { 'X-CSRF-Token': 'csrf-token' }), env(), null, NOW)).ok,
      ).toBe(true);
    }
  });

  it('refuses a change from another origin even with the token: 403 origin_refused', async () => {
    signedInAs();
    const foreign = call('POST', { 'X-CSRF-Token': 'csrf-token', Origin: 'https://evil.example' });
    expect(await refusal(await requirePerson(foreign, env(), null, NOW))).toEqual([
      403,
      'origin_refused',
      'This request came from another site.',
    ]);
    const own = call('POST', { 'X-CSRF-Token': 'csrf-token', Origin: 'https://portal.example' });
    expect((await requirePerson(own, env(), null, NOW)).ok).toBe(true);
  });

  it('checks the role after the session: 403 role_required names the role', async () => {
    signedInAs('rep');
    expect(await refusal(await requirePerson(call('GET'), env(), 'manager', NOW))).toEqual([
      403,
      'role_required',
      'Your role does not include this: it needs the Manager role.',
    ]);
    signedInAs('manager');
    expect((await requirePerson(call('GET'), env(), 'manager', NOW)).ok).toBe(true);
    expect((await refusal(await requirePerson(call('GET'), env(), 'admin', NOW)))[1]).toBe(
      'role_required',
    );
    signedInAs('admin');
    expect((await requirePerson(call('GET'), env(), 'admin', NOW)).ok).toBe(true);
  });
});

describe('requireStaffOrService', () => {
  const call = (authorization?: string, ip = '192.0.2.7') =>
    new Request(URL_, {
      headers: {
        'CF-Connecting-IP': ip,
        ...(authorization === undefined ? {} : { Authorization: authorization }),
      },
    });

  it('without an Authorization header is the session path', async () => {
    expect((await refusal(await requireStaffOrService(call(), env(), 'manager', NOW)))[1]).toBe(
      'signed_out',
    );
    signedInAs('manager');
    expect(await requireStaffOrService(call(), env(), 'manager', NOW)).toMatchObject({
      ok: true,
      session: session(),
    });
    expect(lockedUntil).not.toHaveBeenCalled();
  });

  it('accepts the service token, whatever the case of Bearer, as the service actor', async () => {
    for (const header of [
      'Bearer service-secret',
      'bearer service-secret',
      '  Bearer   service-secret  ',
    ])
      expect(await requireStaffOrService(call(header), env(), 'admin', NOW)).toEqual({
        ok: true,
        actor: SERVICE_ACTOR,
        session: null,
      });
    expect(lockedUntil).toHaveBeenCalledWith(db, 'service:192.0.2.7', NOW);
    expect(recordFailure).not.toHaveBeenCalled();
    expect(readSession).not.toHaveBeenCalled();
  });

  it('counts a wrong token against the client and answers 401 with WWW-Authenticate', async () => {
    for (const header of [
      'Bearer wrong',
      'Basic c2VydmljZS1zZWNyZXQ=',
      'Bearer',
      '',
      'Bearer service-secret x',
    ]) {
      vi.mocked(recordFailure).mockClear();
      const result = await requireStaffOrService(
        call(header),
        env({ AUTH_LOCKOUT_SECONDS: '7' }),
        'admin',
        NOW,
      );
      expect(await refusal(result)).toEqual([
        401,
        'unauthorized',
        'The service token was not accepted.',
      ]);
      expect(result.ok || result.response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(recordFailure).toHaveBeenCalledWith(db, 'service:192.0.2.7', 10, 7_000, NOW);
    }
    expect(audit).not.toHaveBeenCalled();
  });

  it('locks the client out on the tenth failure, audited, and then refuses even the right token', async () => {
    vi.mocked(recordFailure).mockResolvedValue(NOW + 900_000);
    const tenth = await requireStaffOrService(call('Bearer wrong'), env(), 'admin', NOW);
    expect(tenth.ok || tenth.response.headers.get('Retry-After')).toBe('900');
    expect(await refusal(tenth)).toEqual([
      429,
      'locked',
      'Too many failed attempts with a service token. Try again in 15 minute(s).',
    ]);
    expect(audit).toHaveBeenCalledWith(db, expect.any(Request), {
      action: 'service_token.refused',
      actor: { kind: 'anonymous', id: null, email: null },
      outcome: 'failure',
      detail: { failures: 10, lockedSeconds: 900 },
    });

    vi.mocked(lockedUntil).mockResolvedValue(NOW + 30_000);
    vi.mocked(recordFailure).mockClear();
    const right = await requireStaffOrService(call('Bearer service-secret'), env(), 'admin', NOW);
    expect(await refusal(right)).toEqual([
      429,
      'locked',
      'Too many failed attempts with a service token. Try again in 1 minute(s).',
    ]);
    expect(recordFailure).not.toHaveBeenCalled();
  });

  it('matches only a whole Bearer header, and never a missing token against a configured one', async () => {
    expect(
      (
        await refusal(
          await requireStaffOrService(call('xBearer service-secret'), env(), 'admin', NOW),
        )
      )[1],
    ).toBe('unauthorized');
    expect(
      (
        await refusal(
          await requireStaffOrService(
            call('Basic abc'),
            env({ ADMIN_TOKEN: 'null' }),
            'admin',
            NOW,
          ),
        )
      )[1],
    ).toBe('unauthorized');
    expect(
      (
        await refusal(
          await requireStaffOrService(
            call('Bearer undefined'),
            env({ ADMIN_TOKEN: undefined }),
            'admin',
            NOW,
          ),
        )
      )[1],
    ).toBe('unauthorized');
  });

  it('answers 401 (a client mistake, not a server fault) when no service token is configured, after counting the failure', async () => {
    for (const ADMIN_TOKEN of [undefined, '']) {
      const result = await requireStaffOrService(
        call('Bearer anything'),
        env({ ADMIN_TOKEN }),
        'admin',
        NOW,
      );
      expect(await refusal(result)).toEqual([
        401,
        'unauthorized',
        'No service token is configured (ADMIN_TOKEN); sign in as a person instead.',
      ]);
    }
    expect(recordFailure).toHaveBeenCalledTimes(2);
  });
});
