/**
 * The signed-in person, as every staff page sees them (issue 24, decision 0024). The session
 * itself is an HttpOnly cookie the browser sends on its own; this module only asks the Worker who
 * that is (GET /api/auth/session), keeps the CSRF token in memory for the tab, and adds it to
 * every state-changing call. Nothing here is written to storage: a reload asks again.
 */
import { checked } from '@/shared/checked';
import {
  CSRF_HEADER,
  PEOPLE_API,
  roleIncludes,
  sessionAnswerSchema,
  signedOutAnswerSchema,
  type Role,
  type SessionAnswer,
} from '@/shared/people';

export type StaffSession =
  | { state: 'signed-in'; session: SessionAnswer }
  | { state: 'signed-out' }
  /** The Worker could not be reached: the page says so instead of claiming the person is signed out. */
  | { state: 'offline' }
  | { state: 'unavailable'; status: number };

let current: SessionAnswer | null = null;
const listeners = new Set<(session: SessionAnswer | null) => void>();

function publish(session: SessionAnswer | null): void {
  current = session;
  for (const listener of listeners) listener(session);
}

/** Called whenever the session is learnt or lost (sign-in, sign-out, a 401 from any call). */
export function onSessionChange(listener: (session: SessionAnswer | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): SessionAnswer | null {
  return current;
}

/** Asks the Worker who is signed in on this browser. */
export async function loadSession(): Promise<StaffSession> {
  let response: Response;
  try {
    response = await fetch(PEOPLE_API.session, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { state: 'offline' };
  }
  if (!response.ok) return { state: 'unavailable', status: response.status };
  const body: unknown = await response.json().catch(() => undefined);
  if (checked(signedOutAnswerSchema, body).ok) {
    publish(null);
    return { state: 'signed-out' };
  }
  const parsed = checked(sessionAnswerSchema, body);
  if (!parsed.ok) return { state: 'unavailable', status: response.status };
  publish(parsed.value);
  return { state: 'signed-in', session: parsed.value };
}

/** Takes the session a sign-in answered with (no second round trip). */
export function adoptSession(answer: unknown): SessionAnswer | null {
  const parsed = checked(sessionAnswerSchema, answer);
  if (!parsed.ok) return null;
  publish(parsed.value);
  return parsed.value;
}

export function forgetSession(): void {
  publish(null);
}

export function hasRole(session: SessionAnswer | null, need: Role): boolean {
  return session !== null && roleIncludes(session.person.role, need);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * fetch for staff APIs: same-origin cookies, JSON accepted, and the CSRF token on every call that
 * changes something. A 401 means the session ended (signed out elsewhere, revoked, expired): the
 * listeners hear it, so every open page shows the sign-in screen.
 */
export async function staffFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!SAFE_METHODS.has(method) && current) headers.set(CSRF_HEADER, current.csrfToken);
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (response.status === 401 && current) publish(null);
  return response;
}

/** The API's error shape ({ ok: false, error: { code, message, fields } }), as far as the body has it. */
export async function apiError(
  response: Response,
): Promise<{ code: string; message: string; fields: { field: string; message: string }[] }> {
  try {
    const { error } = (await response.json()) as {
      error?: { code?: unknown; message?: unknown; fields?: unknown };
    };
    return {
      code: typeof error?.code === 'string' ? error.code : 'unknown',
      message:
        typeof error?.message === 'string'
          ? error.message
          : `The server refused the request (${response.status}).`,
      fields: Array.isArray(error?.fields)
        ? (error.fields as { field: string; message: string }[])
        : [],
    };
  } catch {
    return {
      code: 'unknown',
      message: STAFF_WORDS.serverFailed(response.status),
      fields: [],
    };
  }
}

/** What every staff page says for the same failure; each feature words only what is its own. */
export const STAFF_WORDS = {
  offline:
    'The server could not be reached. This page needs the network; check the connection and try again.',
  signedOut: 'Your session has ended. Sign in again.',
  serverFailed: (status: number) =>
    `The server could not answer (${status}). Try again in a moment.`,
  /** An answer whose body the page's schema refuses: an older page against a newer server. */
  unreadable:
    'The server answered in a way this page does not understand. Reload the page to get the latest version.',
};

/** Why a staff API call failed: no answer at all, or the server's error answer. */
export type StaffFailure =
  | { kind: 'offline' }
  | ({ kind: 'answered'; status: number } & Awaited<ReturnType<typeof apiError>>);

/**
 * A staff API call (staffFetch unless `fetchImpl` is given): the answer when it is a success; an
 * aborted call rethrows its AbortError; otherwise throws what `fail` makes of the failure, so each
 * feature keeps its own error type and the kinds its screens switch on.
 */
export async function staffCall(
  url: string,
  init: RequestInit,
  fail: (failure: StaffFailure) => Error,
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = staffFetch,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw fail({ kind: 'offline' });
  }
  if (response.ok) return response;
  throw fail({ kind: 'answered', status: response.status, ...(await apiError(response)) });
}

/** The schema a staff answer's body is checked with. */
export type AnswerSchema<T> = Parameters<typeof checked<T>>[0];

/** A success's body checked with `schema`; throws `fail(STAFF_WORDS.unreadable)` if it does not match. */
export async function staffAnswer<T>(
  response: Response,
  schema: AnswerSchema<T>,
  fail: (message: string) => Error,
): Promise<T> {
  const result = checked(schema, await response.json().catch(() => undefined));
  if (!result.ok) throw fail(STAFF_WORDS.unreadable);
  return result.value;
}

/**
 * GET a staff page's data with plain Errors to show: the server's own message for a refusal,
 * STAFF_WORDS for the rest. For pages whose screens need no kinds beyond "failed".
 */
export async function staffGet<T>(
  url: string,
  schema: AnswerSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await staffCall(url, { signal }, (failure) =>
    failure.kind === 'offline'
      ? new Error(STAFF_WORDS.offline)
      : new Error(
          failure.status < 500 ? failure.message : STAFF_WORDS.serverFailed(failure.status),
        ),
  );
  return staffAnswer(response, schema, (message) => new Error(message));
}
