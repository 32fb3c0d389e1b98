/**
 * The people directory and the audit log for admins (issue 24 items 1, 2 and 6): list, invite,
 * change a role, revoke, restore, new or withdrawn links, and the audit log as pages or CSV.
 * Roles are checked here on every call; the actor of every change comes from the session.
 */
import * as z from 'zod/mini';
import {
  AUDIT_PAGE_DEFAULT,
  auditQuerySchema,
  inviteUrl,
  invitePersonRequest,
  PEOPLE_LIMITS,
  peopleQuerySchema,
  updatePersonRequest,
  type AuditPage,
  type InvitationAnswer,
  type Person,
  type PeopleList,
  type Role,
} from '../src/shared/people';
import { csvLine, UTF8_BOM } from '../src/shared/csv';
import { auditPage, auditStatement, toAuditEntry, type Actor } from './audit';
import { requirePerson, requireStaffOrService } from './access-control';
import { errorResponse, json } from './http';
import {
  activeAdminCount,
  deleteSessionsOf,
  findPerson,
  findPersonByEmail,
  insertInvite,
  insertPerson,
  listPeople as queryPeople,
  personListRow,
  revokeInvite as revokeInviteRow,
  revokeOpenInvites,
  setPersonRole,
  setPersonStatus,
  type PersonListRow,
  type PersonRow,
} from './people-queries';
import { parseJson, validationFailed } from './parse-json';
import { randomToken, sha256Hex } from './tokens';
import type { Env, InviteMessage } from './env';
import { logError } from './logger';

const BODY_MAX_BYTES = 4 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const idSchema = z.string().check(z.regex(/^[0-9a-f-]{36}$/));

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toPerson(row: PersonListRow): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: iso(row.last_seen_at),
    passkeys: row.passkeys,
    hasPassphrase: row.passphrase_hash !== null,
    openInvite:
      row.invite_id === null
        ? null
        : {
            id: row.invite_id,
            createdAt: new Date(row.invite_created_at!).toISOString(),
            expiresAt: new Date(row.invite_expires_at!).toISOString(),
          },
  };
}

function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (value !== '') query[key] = value;
  return query;
}

function csvResponse(name: string, lines: string[]): Response {
  return new Response(UTF8_BOM + lines.join(''), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

export async function listPeople(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requirePerson(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const query = z.safeParse(peopleQuerySchema, queryObject(url));
  if (!query.success)
    return validationFailed(query.error.issues, 'The people filter is not valid.');
  const now = Date.now();
  const people = (await queryPeople(env.DB, query.data, now)).map(toPerson);
  if (query.data.format === 'csv')
    return csvResponse('people', [
      csvLine([
        'email',
        'name',
        'role',
        'status',
        'created_at',
        'last_seen_at',
        'passkeys',
        'passphrase',
        'open_invite_expires_at',
      ]),
      ...people.map((p) =>
        csvLine([
          p.email,
          p.name,
          p.role,
          p.status,
          p.createdAt,
          p.lastSeenAt ?? '',
          String(p.passkeys),
          p.hasPassphrase ? 'yes' : 'no',
          p.openInvite?.expiresAt ?? '',
        ]),
      ),
    ]);
  const answer: PeopleList = { ok: true, people };
  return json(answer);
}

/** A new link for `personId`: older open ones stop working; only the hash is stored. */
async function makeInvite(
  request: Request,
  env: Env,
  actor: Actor,
  person: { id: string; email: string; name: string; role: Role },
  writes: D1PreparedStatement[],
  now: number,
): Promise<Response> {
  const token = randomToken();
  const inviteId = crypto.randomUUID();
  const expiresAt = now + PEOPLE_LIMITS.inviteDays * DAY_MS;
  await env.DB.batch([
    ...writes,
    revokeOpenInvites(env.DB, person.id, now),
    insertInvite(
      env.DB,
      {
        id: inviteId,
        tokenHash: await sha256Hex(token),
        kind: 'person',
        personId: person.id,
        role: person.role,
        createdBy: actor.id ?? actor.kind,
        expiresAt,
      },
      now,
    ),
    auditStatement(
      env.DB,
      request,
      { action: 'invite.created', actor, subject: person.email, detail: { role: person.role } },
      now,
    ),
  ]);
  const url = inviteUrl(
    env.AUTH_ORIGIN?.trim().replace(/\/+$/, '') || new URL(request.url).origin,
    token,
  );
  const delivered = await deliverInvite(env, {
    kind: 'invite',
    email: person.email,
    name: person.name,
    role: person.role,
    url,
    expiresAt: new Date(expiresAt).toISOString(),
  });
  const row = await personListRow(env.DB, person.id, now);
  const answer: InvitationAnswer = {
    ok: true,
    person: toPerson(row!),
    invite: { id: inviteId, url, expiresAt: new Date(expiresAt).toISOString(), delivered },
  };
  return json(answer, { status: 201 });
}

/** With a notification endpoint, the link also goes out through the lead notification queue. */
async function deliverInvite(env: Env, message: InviteMessage): Promise<boolean> {
  if (!env.LEAD_WEBHOOK_URL) return false;
  try {
    await env.LEAD_QUEUE.send(message);
    return true;
  } catch (error) {
    logError('invitation could not be queued; the link is still shown', error);
    return false;
  }
}

export async function invitePerson(request: Request, env: Env): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const body = await parseJson(request, invitePersonRequest, BODY_MAX_BYTES, 'the invitation');
  if (!body.ok) return body.response;
  const now = Date.now();
  const existing = await findPersonByEmail(env.DB, body.data.email);
  if (existing && existing.status !== 'invited')
    return errorResponse(
      409,
      'person_exists',
      existing.status === 'active'
        ? `${existing.email} is already in the directory and active.`
        : `${existing.email} was revoked: restore them instead of inviting again.`,
    );
  if (existing) {
    // Invited before and not yet in: the new link replaces the old one, with the role asked for now.
    const person = { ...existing, name: body.data.name, role: body.data.role };
    return makeInvite(
      request,
      env,
      auth.actor,
      person,
      [setPersonRole(env.DB, existing.id, body.data.role)],
      now,
    );
  }
  const person = { id: crypto.randomUUID(), ...body.data, status: 'invited' as const };
  return makeInvite(request, env, auth.actor, person, [insertPerson(env.DB, person, now)], now);
}

/** An admin acting on the person the path names: both, or the 4xx that says which is missing. */
async function adminOnPerson(
  request: Request,
  env: Env,
  params: Record<string, string>,
): Promise<{ ok: true; actor: Actor; person: PersonRow } | { ok: false; response: Response }> {
  const auth = await requirePerson(request, env, 'admin');
  if (!auth.ok) return auth;
  const id = z.safeParse(idSchema, params.id ?? '');
  const person = id.success ? await findPerson(env.DB, id.data) : null;
  if (!person)
    return { ok: false, response: errorResponse(404, 'not_found', 'No person with this id.') };
  return { ok: true, actor: auth.actor, person };
}

export async function newInviteLink(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await adminOnPerson(request, env, params);
  if (!target.ok) return target.response;
  const { person } = target;
  if (person.status === 'revoked')
    return errorResponse(409, 'person_revoked', 'Restore this person before sending a new link.');
  return makeInvite(request, env, target.actor, person, [], Date.now());
}

export async function withdrawInvite(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await requirePerson(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const id = z.safeParse(idSchema, params.id ?? '');
  const now = Date.now();
  const revoked = id.success ? await revokeInviteRow(env.DB, id.data, now) : null;
  if (!revoked) return errorResponse(404, 'not_found', 'No open invitation with this id.');
  await env.DB.batch([
    auditStatement(
      env.DB,
      request,
      { action: 'invite.revoked', actor: auth.actor, subject: revoked.email },
      now,
    ),
  ]);
  return json({ ok: true });
}

export async function updatePerson(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await adminOnPerson(request, env, params);
  if (!target.ok) return target.response;
  const { person } = target;
  const auth = { actor: target.actor };
  const body = await parseJson(request, updatePersonRequest, BODY_MAX_BYTES, 'the change');
  if (!body.ok) return body.response;
  const change = body.data;
  const now = Date.now();
  const losesAdmin =
    person.role === 'admin' &&
    person.status === 'active' &&
    ('role' in change ? change.role !== 'admin' : change.status === 'revoked');
  if (losesAdmin && (await activeAdminCount(env.DB)) <= 1)
    return errorResponse(
      409,
      'last_admin',
      'This is the only active admin: make someone else an admin first.',
    );
  const writes: D1PreparedStatement[] = [];
  if ('role' in change) {
    if (change.role !== person.role) {
      writes.push(
        setPersonRole(env.DB, person.id, change.role),
        // A role change takes effect at once: open sessions sign in again under the new role.
        deleteSessionsOf(env.DB, person.id),
        auditStatement(
          env.DB,
          request,
          {
            action: 'person.role_changed',
            actor: auth.actor,
            subject: person.email,
            detail: { from: person.role, to: change.role },
          },
          now,
        ),
      );
    }
  } else if (change.status === 'revoked' && person.status !== 'revoked') {
    writes.push(
      setPersonStatus(env.DB, person.id, 'revoked'),
      deleteSessionsOf(env.DB, person.id),
      revokeOpenInvites(env.DB, person.id, now),
      auditStatement(
        env.DB,
        request,
        { action: 'person.revoked', actor: auth.actor, subject: person.email },
        now,
      ),
    );
  } else if (change.status === 'active' && person.status === 'revoked') {
    // Restored people sign in with what they had; someone who never finished their invitation is invited again.
    const hadSignIn =
      person.passphrase_hash !== null ||
      ((
        await env.DB.prepare('SELECT count(*) AS n FROM passkeys WHERE person_id = ?1')
          .bind(person.id)
          .first<{ n: number }>()
      )?.n ?? 0) > 0;
    writes.push(
      setPersonStatus(env.DB, person.id, hadSignIn ? 'active' : 'invited'),
      auditStatement(
        env.DB,
        request,
        { action: 'person.restored', actor: auth.actor, subject: person.email },
        now,
      ),
    );
  }
  if (writes.length) await env.DB.batch(writes);
  const row = await personListRow(env.DB, person.id, now);
  return json({ ok: true, person: toPerson(row!) });
}

// ---- The audit log -----------------------------------------------------------------------------

export async function listAudit(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requirePerson(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const query = z.safeParse(auditQuerySchema, queryObject(url));
  if (!query.success) return validationFailed(query.error.issues, 'The audit filter is not valid.');
  const q = query.data;
  if (q.format === 'csv') {
    const lines = [
      csvLine([
        'seq',
        'at',
        'action',
        'actor_kind',
        'actor_email',
        'subject',
        'outcome',
        'country',
        'detail',
      ]),
    ];
    let before: number | undefined;
    // Pages of 1,000 until the filter is exhausted (the log is bounded by its two-year retention).
    for (;;) {
      const rows = await auditPage(env.DB, q, 1000, before);
      for (const row of rows.map(toAuditEntry))
        lines.push(
          csvLine([
            String(row.seq),
            row.at,
            row.action,
            row.actorKind,
            row.actorEmail ?? '',
            row.subject ?? '',
            row.outcome,
            row.country ?? '',
            row.detail ?? '',
          ]),
        );
      if (rows.length < 1000) break;
      before = rows[rows.length - 1]!.seq;
    }
    return csvResponse('audit-log', lines);
  }
  const limit = q.limit ?? AUDIT_PAGE_DEFAULT;
  const rows = await auditPage(
    env.DB,
    q,
    limit + 1,
    q.cursor === undefined ? undefined : Number(q.cursor),
  );
  const shown = rows.slice(0, limit);
  const answer: AuditPage = {
    ok: true,
    entries: shown.map(toAuditEntry),
    nextCursor: rows.length > limit ? String(shown[shown.length - 1]!.seq) : null,
  };
  return json(answer);
}
