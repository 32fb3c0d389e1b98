/**
 * The inbox's only way to the server: admin endpoints with the bearer token, answers checked with
 * the shared zod schemas, failures turned into one error type the screens can word honestly.
 */
import { saveFile } from '@/lib/save-file';
import { checked } from '@/shared/checked';
import {
  adminLeadPageSchema,
  leadGroupPageSchema,
  leadListSearch,
  leadUpdatedSchema,
  type AdminLead,
  type AdminLeadPage,
  type LeadGroupPage,
  type LeadListQuery,
  type LeadStatus,
} from '@/shared/lead-admin';

export type InboxErrorKind =
  'unauthorized' | 'not_configured' | 'offline' | 'not_found' | 'refused' | 'server';

export class InboxError extends Error {
  constructor(
    readonly kind: InboxErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'InboxError';
  }
}

const LEADS_URL = '/api/leads';

/** The API's error shape ({ ok: false, error: { code, message } }), as far as the body has it. */
async function serverError(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const { error } = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    return {
      code: typeof error?.code === 'string' ? error.code : undefined,
      message: typeof error?.message === 'string' ? error.message : undefined,
    };
  } catch {
    return {};
  }
}

async function call(token: string, url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      cache: 'no-store',
      headers: { ...init.headers, Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new InboxError(
      'offline',
      'The server could not be reached. The lead inbox needs the network; check the connection and try again.',
    );
  }
  if (response.ok) return response;
  const { code, message } = await serverError(response);
  if (response.status === 401)
    throw new InboxError(
      'unauthorized',
      'That admin token was not accepted. Check it and sign in again.',
    );
  if (response.status === 503 && code?.endsWith('not_configured'))
    throw new InboxError(
      'not_configured',
      message ?? 'The server has no admin token configured (ADMIN_TOKEN).',
    );
  if (response.status === 404)
    throw new InboxError('not_found', message ?? 'That lead no longer exists.');
  if (response.status < 500)
    throw new InboxError(
      'refused',
      message ?? `The server refused the request (${response.status}).`,
    );
  throw new InboxError(
    'server',
    `The server could not answer (${response.status}). Try again in a moment.`,
  );
}

async function parsed<T>(response: Response, schema: Parameters<typeof checked<T>>[0]): Promise<T> {
  const result = checked(schema, await response.json().catch(() => undefined));
  if (!result.ok)
    throw new InboxError(
      'server',
      'The server answered in a shape this inbox does not understand. Reload the page to get the latest version.',
    );
  return result.value;
}

export async function fetchLeadPage(
  token: string,
  query: LeadListQuery,
  signal?: AbortSignal,
): Promise<AdminLeadPage> {
  const response = await call(
    token,
    `${LEADS_URL}?${leadListSearch({ ...query, group: undefined })}`,
    { signal, headers: { Accept: 'application/json' } },
  );
  return parsed(response, adminLeadPageSchema);
}

export async function fetchGroupPage(
  token: string,
  query: LeadListQuery,
  signal?: AbortSignal,
): Promise<LeadGroupPage> {
  const response = await call(
    token,
    `${LEADS_URL}?${leadListSearch({ ...query, group: 'email' })}`,
    { signal, headers: { Accept: 'application/json' } },
  );
  return parsed(response, leadGroupPageSchema);
}

/** Checks a token by asking for one lead: resolves when accepted, throws an InboxError otherwise. */
export async function verifyToken(token: string): Promise<void> {
  await call(token, `${LEADS_URL}?limit=1`, { headers: { Accept: 'application/json' } });
}

export async function updateLeadStatus(
  token: string,
  id: string,
  status: LeadStatus,
  note: string,
): Promise<AdminLead> {
  const response = await call(token, `${LEADS_URL}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ status, note: note.trim() || null }),
  });
  return (await parsed(response, leadUpdatedSchema)).lead;
}

/** Fetches the CSV with the token (a plain link could not send it) and saves it under `fileName`. */
export async function downloadLeadsCsv(
  token: string,
  query: LeadListQuery,
  fileName: string,
): Promise<void> {
  const response = await call(token, `${LEADS_URL}?${leadListSearch(query)}`, {
    headers: { Accept: 'text/csv' },
  });
  saveFile(fileName, await response.blob());
}
