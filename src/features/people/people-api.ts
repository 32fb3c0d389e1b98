/**
 * The people and audit pages' only way to the server: staffFetch (the session cookie, and the CSRF
 * token on every change), answers checked with the shared schemas, failures turned into one error
 * type the screens word honestly. A 401 is published by staffFetch, so the frame asks to sign in.
 */
import {
  staffAnswer,
  staffCall,
  STAFF_WORDS,
  type AnswerSchema,
  type StaffFailure,
} from '@/lib/staff-session';
import { saveFile } from '@/lib/save-file';
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

function peopleError(failure: StaffFailure): PeopleError {
  if (failure.kind === 'offline') return new PeopleError('offline', STAFF_WORDS.offline);
  const { status, code, message, fields } = failure;
  if (status === 401) return new PeopleError('signed_out', STAFF_WORDS.signedOut);
  if (status === 403 && code === 'role_required') return new PeopleError('role', message);
  if (status === 409 && code === 'last_admin')
    return new PeopleError(
      'last_admin',
      'This is the last active admin: make someone else an admin first, so the directory always has one.',
    );
  if (status === 422)
    return new PeopleError(
      'invalid',
      message,
      Object.fromEntries(fields.map(({ field, message: text }) => [field, text])),
    );
  if (status === 404) return new PeopleError('not_found', message);
  if (status < 500) return new PeopleError('refused', message);
  return new PeopleError('server', STAFF_WORDS.serverFailed(status));
}

const call = (url: string, init: RequestInit = {}) => staffCall(url, init, peopleError);
const parsed = <T>(response: Response, schema: AnswerSchema<T>) =>
  staffAnswer(response, schema, (message) => new PeopleError('server', message));

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
