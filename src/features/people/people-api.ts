/**
 * The people and audit pages' only way to the server: staffFetch (the session cookie, and the CSRF
 * token on every change), answers checked with the shared schemas, failures turned into one error
 * type the screens word honestly. A 401 is published by staffFetch, so the frame asks to sign in.
 */
import { apiError, staffFetch } from '@/lib/staff-session';
import { saveFile } from '@/lib/save-file';
import { checked } from '@/shared/checked';
import {
  auditPageSchema,
  invitationAnswerSchema,
  PEOPLE_API,
  peopleListSchema,
  personAnswerSchema,
  type AuditPage,
  type InvitationAnswer,
  type Person,
  type PersonStatus,
  type Role,
} from '@/shared/people';

export type PeopleErrorKind =
  'signed_out' | 'role' | 'offline' | 'last_admin' | 'invalid' | 'not_found' | 'refused' | 'server';

export class PeopleError extends Error {
  constructor(
    readonly kind: PeopleErrorKind,
    message: string,
    /** 422 validation_failed: the message per request field ('email', 'name', 'role'). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'PeopleError';
  }
}

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await staffFetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new PeopleError(
      'offline',
      'The server could not be reached. This page needs the network; check the connection and try again.',
    );
  }
  if (response.ok) return response;
  const { code, message, fields } = await apiError(response);
  if (response.status === 401)
    throw new PeopleError('signed_out', 'Your session has ended. Sign in again.');
  if (response.status === 403 && code === 'role_required') throw new PeopleError('role', message);
  if (response.status === 409 && code === 'last_admin')
    throw new PeopleError(
      'last_admin',
      'This is the last active admin: make someone else an admin first, so the directory always has one.',
    );
  if (response.status === 422)
    throw new PeopleError(
      'invalid',
      message,
      Object.fromEntries(fields.map(({ field, message: text }) => [field, text])),
    );
  if (response.status === 404) throw new PeopleError('not_found', message);
  if (response.status < 500) throw new PeopleError('refused', message);
  throw new PeopleError(
    'server',
    `The server could not answer (${response.status}). Try again in a moment.`,
  );
}

async function parsed<T>(response: Response, schema: Parameters<typeof checked<T>>[0]): Promise<T> {
  const result = checked(schema, await response.json().catch(() => undefined));
  if (!result.ok)
    throw new PeopleError(
      'server',
      'The server answered in a shape this page does not understand. Reload the page to get the latest version.',
    );
  return result.value;
}

const JSON_BODY = { 'Content-Type': 'application/json' };

export async function fetchPeople(search: string, signal?: AbortSignal): Promise<Person[]> {
  const response = await call(`${PEOPLE_API.people}${search}`, { signal });
  return (await parsed(response, peopleListSchema)).people;
}

export async function invitePerson(input: {
  email: string;
  name: string;
  role: Role;
}): Promise<InvitationAnswer> {
  const response = await call(PEOPLE_API.people, {
    method: 'POST',
    headers: JSON_BODY,
    body: JSON.stringify(input),
  });
  return parsed(response, invitationAnswerSchema);
}

export async function updatePerson(
  id: string,
  change: { role: Role } | { status: Exclude<PersonStatus, 'invited'> },
): Promise<Person> {
  const response = await call(PEOPLE_API.person(id), {
    method: 'PATCH',
    headers: JSON_BODY,
    body: JSON.stringify(change),
  });
  return (await parsed(response, personAnswerSchema)).person;
}

/** A new link for this person (the server revokes their older open ones). */
export async function newInviteLink(personId: string): Promise<InvitationAnswer> {
  const response = await call(PEOPLE_API.personInvites(personId), { method: 'POST' });
  return parsed(response, invitationAnswerSchema);
}

export async function withdrawInvite(inviteId: string): Promise<void> {
  const response = await call(PEOPLE_API.invite(inviteId), { method: 'DELETE' });
  await response.body?.cancel().catch(() => undefined);
}

export async function fetchAuditPage(search: string, signal?: AbortSignal): Promise<AuditPage> {
  const response = await call(`${PEOPLE_API.audit}${search}`, { signal });
  return parsed(response, auditPageSchema);
}

/** GETs a CSV with the session (a plain link would work too, but a refusal must be shown here). */
export async function downloadCsv(url: string, fileName: string): Promise<void> {
  const response = await call(url, { headers: { Accept: 'text/csv' } });
  saveFile(fileName, await response.blob());
}
