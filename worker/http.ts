/** JSON responses and the API's one error shape: { ok: false, error: { code, message, fields? } }. */
import type { ApiError } from '../src/shared/api';

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: HeadersInit = {},
  fields?: ApiError['error']['fields'],
): Response {
  const body: ApiError = { ok: false, error: { code, message, ...(fields ? { fields } : {}) } };
  return json(body, { status, headers });
}
