/**
 * The sign-in, invitation and account calls as results the pages can draw: the answer checked
 * against its schema, or one failure with a message a person can act on. Requests go through
 * staffFetch, so a signed-in person's changes carry the CSRF token and a 401 ends the session
 * everywhere on the page.
 */
import type * as z from 'zod/mini';
import { checked } from '@/shared/checked';
import { apiError, staffFetch, STAFF_WORDS } from '@/lib/staff-session';
import { retryAfterSeconds, waitInWords } from './retry-after';

export interface FieldProblem {
  field: string;
  message: string;
}

export interface Failure {
  /** The API's code, or `offline` (no answer), `bad_answer` (an answer of the wrong shape). */
  code: string;
  status: number;
  message: string;
  fields: FieldProblem[];
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfter: number | null;
}

export type Result<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export const OFFLINE_MESSAGE =
  'You are offline, and this needs the network. Connect and try again.';
export const INVITE_INVALID_MESSAGE =
  'This invitation link has been used, has expired or was withdrawn. Ask an admin for a new one.';

export function failure(code: string, message: string, status = 0): Failure {
  return { code, status, message, fields: [], retryAfter: null };
}

/** The message for a refusal the pages treat the same everywhere; `null` leaves the server's. */
function usualMessage(code: string, status: number, retryAfter: number | null): string | null {
  if (code === 'locked') return `Too many attempts. ${waitInWords(retryAfter ?? 15 * 60)}`;
  if (code === 'rate_limited' || status === 429)
    return `Too many requests from this device. ${waitInWords(retryAfter ?? 60)}`;
  if (code === 'invite_invalid' || status === 410) return INVITE_INVALID_MESSAGE;
  if (status >= 500) return 'The server could not do this just now. Try again in a moment.';
  return null;
}

/** `schema` null: the answer's body is not needed (a 2xx is the whole answer). */
export async function callApi<T = undefined>(
  url: string,
  schema: z.ZodMiniType<T> | null,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<Result<T>> {
  let response: Response;
  try {
    response = await staffFetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, failure: failure('offline', OFFLINE_MESSAGE) };
  }
  if (!response.ok) {
    const error = await apiError(response);
    const retryAfter =
      response.status === 429 ? retryAfterSeconds(response.headers.get('Retry-After')) : null;
    return {
      ok: false,
      failure: {
        code: error.code,
        status: response.status,
        message: usualMessage(error.code, response.status, retryAfter) ?? error.message,
        fields: error.fields,
        retryAfter,
      },
    };
  }
  if (schema === null) return { ok: true, value: undefined as T };
  const parsed = checked(schema, await response.json().catch(() => undefined));
  if (!parsed.ok)
    return {
      ok: false,
      failure: failure('bad_answer', STAFF_WORDS.unreadable, response.status),
    };
  return { ok: true, value: parsed.value };
}

/** The message the API gave for one field (422 `validation_failed`), if any. */
export function fieldMessage(problem: Failure | null, field: string): string | undefined {
  return problem?.fields.find((item) => item.field === field)?.message;
}
