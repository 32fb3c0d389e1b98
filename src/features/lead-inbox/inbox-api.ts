/**
 * The inbox's only way to the server: the lead endpoints through staffFetch (the session cookie,
 * and the CSRF token on every change), answers checked with the shared zod schemas, failures
 * turned into one error type the screens can word honestly. A 401 is published by staffFetch, so
 * the staff frame asks the person to sign in again.
 */
import {
  staffAnswer,
  staffCall,
  STAFF_WORDS,
  type AnswerSchema,
  type StaffFailure,
} from '@/lib/staff-session';
import { saveFile } from '@/lib/save-file';
import { csvCounter, type CsvProgress } from './csv-progress';
import {
  adminLeadPageSchema,
  leadGroupPageSchema,
  leadListSearch,
  leadOwnersSchema,
  leadsErasedSchema,
  leadUpdatedSchema,
  type AdminLead,
  type LeadOwner,
  type AdminLeadPage,
  type LeadGroupPage,
  type LeadListQuery,
  type LeadStatus,
} from '@/shared/lead-admin';

export type InboxErrorKind =
  /** The session ended: the frame shows the sign-in. */
  | 'unauthorized'
  /** 403 role_required: the person's role does not include the inbox (or this action). */
  | 'role'
  | 'offline'
  | 'not_found'
  | 'refused'
  /** 409: the lead is no longer in the state the action needs (a resend already under way). */
  | 'conflict'
  | 'server';

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

function inboxError(failure: StaffFailure): InboxError {
  if (failure.kind === 'offline') return new InboxError('offline', STAFF_WORDS.offline);
  const { status, code, message } = failure;
  if (status === 401) return new InboxError('unauthorized', STAFF_WORDS.signedOut);
  if (status === 403 && code === 'role_required') return new InboxError('role', message);
  if (status === 404) return new InboxError('not_found', message);
  if (status === 409) return new InboxError('conflict', message);
  if (status < 500) return new InboxError('refused', message);
  return new InboxError('server', STAFF_WORDS.serverFailed(status));
}

const call = (url: string, init: RequestInit = {}) => staffCall(url, init, inboxError);
const parsed = <T>(response: Response, schema: AnswerSchema<T>) =>
  staffAnswer(response, schema, (message) => new InboxError('server', message));

export async function fetchLeadPage(
  query: LeadListQuery,
  signal?: AbortSignal,
): Promise<AdminLeadPage> {
  const response = await call(`${LEADS_URL}?${leadListSearch({ ...query, group: undefined })}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  return parsed(response, adminLeadPageSchema);
}

export async function fetchGroupPage(
  query: LeadListQuery,
  signal?: AbortSignal,
): Promise<LeadGroupPage> {
  const response = await call(`${LEADS_URL}?${leadListSearch({ ...query, group: 'email' })}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  return parsed(response, leadGroupPageSchema);
}

export async function updateLeadStatus(
  id: string,
  status: LeadStatus,
  note: string,
): Promise<AdminLead> {
  const response = await call(`${LEADS_URL}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ status, note: note.trim() || null }),
  });
  return (await parsed(response, leadUpdatedSchema)).lead;
}

const leadUrl = (id: string, tail = '') => `${LEADS_URL}/${encodeURIComponent(id)}${tail}`;

/** One lead by id, whatever the filters (the link in a notification opens it). */
export async function fetchLead(id: string, signal?: AbortSignal): Promise<AdminLead> {
  const response = await call(leadUrl(id), { signal, headers: { Accept: 'application/json' } });
  return (await parsed(response, leadUpdatedSchema)).lead;
}

/** The people a lead can be given to: active staff of the directory. */
export async function fetchOwners(signal?: AbortSignal): Promise<LeadOwner[]> {
  const response = await call(`${LEADS_URL}/owners`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  return (await parsed(response, leadOwnersSchema)).people;
}

export async function assignOwner(id: string, ownerId: string | null): Promise<AdminLead> {
  const response = await call(leadUrl(id, '/owner'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ownerId }),
  });
  return (await parsed(response, leadUpdatedSchema)).lead;
}

/** Sends a failed lead's notification again; the server sends it once however often asked. */
export async function resendNotification(id: string): Promise<AdminLead> {
  const response = await call(leadUrl(id, '/resend'), {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  return (await parsed(response, leadUpdatedSchema)).lead;
}

/** Erases every lead from this lead's address (admins); the number erased. */
export async function eraseLead(id: string): Promise<number> {
  const response = await call(leadUrl(id), {
    method: 'DELETE',
    headers: { Accept: 'application/json' },
  });
  return (await parsed(response, leadsErasedSchema)).erased;
}

/**
 * Fetches the CSV with the session (so a refusal is shown on the page), reports bytes and rows as
 * they stream in, and saves it under `fileName`; the final count.
 */
export async function downloadLeadsCsv(
  query: LeadListQuery,
  fileName: string,
  onProgress: (progress: CsvProgress) => void,
): Promise<CsvProgress> {
  const response = await call(`${LEADS_URL}?${leadListSearch(query)}`, {
    headers: { Accept: 'text/csv' },
  });
  const counter = csvCounter();
  let progress: CsvProgress = { bytes: 0, rows: 0 };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (next.done) break;
      chunks.push(next.value);
      progress = counter.add(next.value);
      onProgress(progress);
    }
  } catch {
    // The server can only end a stream early once it has begun (decision 0008): say so, save nothing.
    throw new InboxError(
      'server',
      `The download stopped after ${progress.rows} rows; nothing was saved. Try again.`,
    );
  }
  saveFile(fileName, new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
  return progress;
}
