/**
 * Who may call what (issue 24 item 4): every staff endpoint asks here. A person is known by their
 * session cookie (sessions.ts) and allowed by their role; a state-changing call also needs the
 * session's CSRF token and, when the browser sends an Origin, this Worker's own. Scripts use the
 * service token (ADMIN_TOKEN) instead, where an endpoint allows it; its failures are throttled.
 */
import { CSRF_HEADER, ROLE_LABELS, roleIncludes, type Role } from '../src/shared/people';
import { ANONYMOUS, audit, SERVICE_ACTOR, type Actor } from './audit';
import { clientKey } from './client-key';
import { errorResponse } from './http';
import { lockedUntil, recordFailure } from './people-queries';
import { readSession, type ActiveSession } from './sessions';
import { sameSecret } from './tokens';
import type { Env } from './env';

export const PASSPHRASE_MAX_FAILURES = 5;
export const SERVICE_MAX_FAILURES = 10;
const DEFAULT_LOCKOUT_SECONDS = 15 * 60;

/** AUTH_LOCKOUT_SECONDS shortens or lengthens the lock (tests use a few seconds). */
export function lockoutMs(env: Env): number {
  const seconds = Number(env.AUTH_LOCKOUT_SECONDS);
  return (Number.isInteger(seconds) && seconds >= 1 ? seconds : DEFAULT_LOCKOUT_SECONDS) * 1000;
}

export function retryAfterSeconds(until: number, now: number): string {
  return String(Math.max(1, Math.ceil((until - now) / 1000)));
}

export function lockedResponse(until: number, now: number, what: string): Response {
  const seconds = retryAfterSeconds(until, now);
  return errorResponse(
    429,
    'locked',
    `Too many failed attempts ${what}. Try again in ${Math.ceil(Number(seconds) / 60)} minute(s).`,
    { 'Retry-After': seconds },
  );
}

export function personActor(session: ActiveSession): Actor {
  return { kind: 'person', id: session.person.id, email: session.person.email };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A browser's Origin, when sent, must be this Worker's: a page elsewhere cannot act here. */
export function originAllowed(request: Request): boolean {
  const origin = request.headers.get('Origin');
  return origin === null || origin === new URL(request.url).origin;
}

export type PersonAuth =
  { ok: true; session: ActiveSession; actor: Actor } | { ok: false; response: Response };

export const signedOut = () =>
  errorResponse(401, 'signed_out', 'Sign in to continue: this browser has no valid session.');

export function roleRequired(need: Role): Response {
  return errorResponse(
    403,
    'role_required',
    `Your role does not include this: it needs the ${ROLE_LABELS[need]} role.`,
  );
}

/** The signed-in person, with at least `need`; CSRF and Origin checked on every change. */
export async function requirePerson(
  request: Request,
  env: Env,
  need: Role | null,
  now: number = Date.now(),
): Promise<PersonAuth> {
  const found = await readSession(request, env.DB, now);
  if (!found.ok) return { ok: false, response: signedOut() };
  const { session } = found;
  if (!SAFE_METHODS.has(request.method)) {
    if (!originAllowed(request))
      return {
        ok: false,
        response: errorResponse(403, 'origin_refused', 'This request came from another site.'),
      };
    const token = request.headers.get(CSRF_HEADER);
    if (!token || !(await sameSecret(token, session.row.csrf_token)))
      return {
        ok: false,
        response: errorResponse(
          403,
          'csrf_required',
          `A change needs the session's ${CSRF_HEADER} header; reload the page and try again.`,
        ),
      };
  }
  if (need && !roleIncludes(session.person.role, need))
    return { ok: false, response: roleRequired(need) };
  return { ok: true, session, actor: personActor(session) };
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  return match?.[1] ?? null;
}

export type StaffAuth =
  { ok: true; actor: Actor; session: ActiveSession | null } | { ok: false; response: Response };

/**
 * A person with `need`, or (for scripts) the service token. A request that sends a bearer token is
 * judged by it alone; ten wrong tokens in a row from one client lock that client out for the
 * lockout period, whatever it sends then.
 */
export async function requireStaffOrService(
  request: Request,
  env: Env,
  need: Role,
  now: number = Date.now(),
): Promise<StaffAuth> {
  const token = bearer(request);
  if (token === null && !request.headers.has('Authorization'))
    return requirePerson(request, env, need, now);
  const key = `service:${clientKey(request)}`;
  const until = await lockedUntil(env.DB, key, now);
  if (until) return { ok: false, response: lockedResponse(until, now, 'with a service token') };
  if (env.ADMIN_TOKEN && token && (await sameSecret(token, env.ADMIN_TOKEN)))
    return { ok: true, actor: SERVICE_ACTOR, session: null };
  const locked = await recordFailure(env.DB, key, SERVICE_MAX_FAILURES, lockoutMs(env), now);
  if (locked) {
    await audit(env.DB, request, {
      action: 'service_token.refused',
      actor: ANONYMOUS,
      outcome: 'failure',
      detail: {
        failures: SERVICE_MAX_FAILURES,
        lockedSeconds: Number(retryAfterSeconds(locked, now)),
      },
    });
    return { ok: false, response: lockedResponse(locked, now, 'with a service token') };
  }
  if (!env.ADMIN_TOKEN)
    return {
      ok: false,
      response: errorResponse(
        503,
        'service_token_not_configured',
        'No service token is configured (ADMIN_TOKEN); sign in as a person instead.',
      ),
    };
  return {
    ok: false,
    response: errorResponse(401, 'unauthorized', 'The service token was not accepted.', {
      'WWW-Authenticate': 'Bearer',
    }),
  };
}
