/**
 * Signing in and out (issue 24 items 2, 3 and 7): invitations, passkeys, passphrases, the session
 * itself and a person's own passkeys. Every body is checked with the shared zod schemas; every
 * refusal is a 4xx JSON error and stores nothing; every outcome that matters is audited.
 */
import * as z from 'zod/mini';
import {
  addPasskeyRequest,
  changePassphraseRequest,
  invitePasskeyOptionsRequest,
  invitePasskeyRequest,
  invitePassphraseRequest,
  inviteInspectRequest,
  normalisePersonEmail,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  passphraseSignInRequest,
  SESSION_ABSOLUTE_MS,
  type InviteInfo,
  type SignedOutAnswer,
  type PasskeyList,
  type Role,
  type SignInMethod,
} from '../src/shared/people';
import { ANONYMOUS, audit, auditStatement, type Actor, type AuditRecord } from './audit';
import {
  lockedResponse,
  lockoutMs,
  PASSPHRASE_MAX_FAILURES,
  personActor,
  requirePerson,
} from './access-control';
import { accessConfigured, verifyAccess } from './portal-auth';
import { clientKey } from './client-key';
import { errorResponse, json } from './http';
import { DUMMY_HASH, hashPassphrase, isCommonPassphrase, verifyPassphrase } from './passphrase';
import {
  activeAdminCount,
  claimInvite,
  clearFailures,
  deletePasskey,
  deleteSession,
  deleteSessionsOf,
  findInviteByTokenHash,
  findPasskey,
  findPerson,
  findPersonByEmail,
  insertPasskey,
  insertPerson,
  lockedUntil,
  markSeen,
  passkeysOf,
  recordFailure,
  recordPasskeyUse,
  setPassphraseHash,
  setPersonStatus,
  takeChallenge,
  type InviteRow,
  type PersonRow,
} from './people-queries';
import { parseJson, type Parsed } from './parse-json';
import {
  clearedSessionCookie,
  newSession,
  readSession,
  sessionAnswer,
  sessionCookie,
} from './sessions';
import { sha256Hex } from './tokens';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type VerifiedPasskey,
} from './webauthn';
import type { Env } from './env';
import { logError } from './logger';

const AUTH_BODY_MAX_BYTES = 32 * 1024;
const RETRY_AFTER_RATE_LIMIT_S = 60;

/** Sign-in endpoints answer anyone: the platform limiter caps each client (fail-open, logged). */
async function overLimit(request: Request, env: Env): Promise<boolean> {
  try {
    return !(await env.AUTH_RATE_LIMITER.limit({ key: clientKey(request) })).success;
  } catch (error) {
    logError('auth rate limiter failed; letting the request through', error);
    return false;
  }
}
const rateLimited = () =>
  errorResponse(
    429,
    'rate_limited',
    'Too many sign-in requests from this network; retry shortly.',
    {
      'Retry-After': String(RETRY_AFTER_RATE_LIMIT_S),
    },
  );

/**
 * A sign-in call's body, checked with its shared schema. The client's budget is spent first, so a
 * malformed body counts against the limit like any other attempt. Enrolling a device
 * (portal-devices.ts), which can check a passphrase, spends the same budget.
 */
export async function signInBody<T>(
  request: Request,
  env: Env,
  schema: z.ZodMiniType<T>,
  what: string,
): Promise<Parsed<T>> {
  if (await overLimit(request, env)) return { ok: false, response: rateLimited() };
  return parseJson(request, schema, AUTH_BODY_MAX_BYTES, what);
}

const inviteInvalid = () =>
  errorResponse(
    410,
    'invite_invalid',
    'This invitation link has been used, has expired or was withdrawn. Ask an admin for a new one.',
  );
const challengeInvalid = () =>
  errorResponse(
    400,
    'challenge_invalid',
    'That passkey request has expired or was already used. Start again.',
  );

/** The answer to a successful sign-in: the session cookie and who is now signed in. */
async function signedIn(
  request: Request,
  env: Env,
  person: PersonRow,
  method: SignInMethod,
  now: number,
  writes: D1PreparedStatement[],
  records: AuditRecord[],
): Promise<Response> {
  const session = await newSession(env.DB, person.id, method, now);
  const actor: Actor = { kind: 'person', id: person.id, email: person.email };
  await env.DB.batch([
    ...writes,
    session.statement,
    markSeen(env.DB, person.id, now),
    ...records.map((record) => auditStatement(env.DB, request, record, now)),
    auditStatement(env.DB, request, { action: 'sign_in.success', actor, detail: { method } }, now),
  ]);
  const url = new URL(request.url);
  return json(sessionAnswer({ row: session.row, person }, accessConfigured(env)), {
    headers: { 'Set-Cookie': sessionCookie(url, session.token, SESSION_ABSOLUTE_MS / 1000) },
  });
}

// ---- The session -------------------------------------------------------------------------------

const SIGNED_OUT: SignedOutAnswer = { ok: true, person: null };

export async function getSession(request: Request, env: Env): Promise<Response> {
  const now = Date.now();
  const found = await readSession(request, env.DB, now);
  if (found.ok) return json(sessionAnswer(found.session, accessConfigured(env)));
  // Signed out is an answer, not an error: every signed-out page asks, and a 4xx would be logged.
  if (!accessConfigured(env)) return json(SIGNED_OUT);
  // Cloudflare Access is the identity: its verified email is matched to the directory.
  const access = await verifyAccess(request, env);
  if (!access.ok)
    return access.reason === 'unavailable'
      ? errorResponse(
          503,
          'access_unavailable',
          'Cloudflare Access keys could not be read; retry shortly.',
          {
            'Retry-After': '30',
          },
        )
      : json(SIGNED_OUT);
  let person = await findPersonByEmail(env.DB, access.email);
  const writes: D1PreparedStatement[] = [];
  const records: AuditRecord[] = [];
  if (!person && selfEnrolAllowed(env, access.email)) {
    person = {
      id: crypto.randomUUID(),
      email: access.email,
      name: access.email.split('@')[0]!,
      role: 'rep',
      status: 'active',
      created_at: now,
      last_seen_at: null,
      passphrase_hash: null,
    };
    writes.push(insertPerson(env.DB, person, now));
    records.push({
      action: 'invite.used',
      actor: { kind: 'person', id: person.id, email: person.email },
      subject: person.email,
      detail: { selfEnrolled: true, role: 'rep' },
    });
  }
  if (!person || person.status === 'revoked') {
    await audit(env.DB, request, {
      action: 'sign_in.failure',
      actor: ANONYMOUS,
      subject: access.email,
      outcome: 'failure',
      detail: { method: 'access', reason: person ? 'revoked' : 'not_in_directory' },
    });
    return errorResponse(
      403,
      'not_in_directory',
      'Your Cloudflare Access sign-in is not in the people directory. Ask an admin to invite you.',
    );
  }
  if (person.status === 'invited') {
    writes.push(setPersonStatus(env.DB, person.id, 'active'));
    person = { ...person, status: 'active' };
  }
  return signedIn(request, env, person, 'access', now, writes, records);
}

/** ACCESS_SELF_ENROL_DOMAIN=firm.com lets anyone Access verified at that domain in as a rep. */
export function selfEnrolAllowed(
  env: Pick<Env, 'ACCESS_SELF_ENROL_DOMAIN'>,
  email: string,
): boolean {
  const domain = env.ACCESS_SELF_ENROL_DOMAIN?.trim().toLowerCase();
  return Boolean(domain) && email.endsWith(`@${domain}`);
}

/** Ends this session, or every session of the person: the rows go, so no copy of a cookie works. */
async function endSessions(request: Request, env: Env, everywhere: boolean): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  await env.DB.batch([
    everywhere
      ? deleteSessionsOf(env.DB, auth.session.person.id)
      : deleteSession(env.DB, auth.session.row.id_hash),
    auditStatement(env.DB, request, {
      action: everywhere ? 'sign_out.everywhere' : 'sign_out',
      actor: auth.actor,
    }),
  ]);
  return json(
    { ok: true },
    { headers: { 'Set-Cookie': clearedSessionCookie(new URL(request.url)) } },
  );
}

export const signOut = (request: Request, env: Env) => endSessions(request, env, false);
export const signOutEverywhere = (request: Request, env: Env) => endSessions(request, env, true);

// ---- Invitations -------------------------------------------------------------------------------

type OpenInvite = { ok: true; invite: InviteRow } | { ok: false; response: Response };

async function openInvite(env: Env, token: string, now: number): Promise<OpenInvite> {
  const invite = await findInviteByTokenHash(env.DB, await sha256Hex(token));
  if (
    !invite ||
    invite.used_at !== null ||
    invite.revoked_at !== null ||
    invite.expires_at <= now ||
    invite.person_status === 'revoked' ||
    (invite.kind === 'person' && invite.person_id === null)
  )
    return { ok: false, response: inviteInvalid() };
  // A setup link makes the first admin only: once one exists, it is spent.
  if (invite.kind === 'setup' && (await activeAdminCount(env.DB)) > 0)
    return { ok: false, response: inviteInvalid() };
  return { ok: true, invite };
}

export async function inspectInvite(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, inviteInspectRequest, 'the invitation');
  if (!body.ok) return body.response;
  const found = await openInvite(env, body.data.token, Date.now());
  if (!found.ok) return found.response;
  const { invite } = found;
  const answer: InviteInfo = {
    ok: true,
    kind: invite.kind,
    email: invite.person_email,
    name: invite.person_name,
    role: invite.role,
    expiresAt: new Date(invite.expires_at).toISOString(),
  };
  return json(answer);
}

/** Who an invitation makes: its person, or for a setup link the email and name given with it. */
async function inviteeOf(
  env: Env,
  invite: InviteRow,
  given: { email?: string; name?: string },
): Promise<
  | { ok: true; who: { personId: string; email: string; name: string; role: Role } }
  | { ok: false; response: Response }
> {
  if (invite.kind === 'person')
    return {
      ok: true,
      who: {
        personId: invite.person_id!,
        email: invite.person_email!,
        name: invite.person_name!,
        role: invite.role,
      },
    };
  if (!given.email || !given.name) {
    const fields = [
      ...(given.email ? [] : [{ field: 'email', message: 'Enter your work email.' }]),
      ...(given.name ? [] : [{ field: 'name', message: 'Enter your name.' }]),
    ];
    return {
      ok: false,
      response: errorResponse(
        422,
        'validation_failed',
        'The first admin needs an email and a name.',
        {},
        fields,
      ),
    };
  }
  if (await findPersonByEmail(env.DB, given.email))
    return {
      ok: false,
      response: errorResponse(
        409,
        'email_taken',
        'Someone in the directory already has this email.',
      ),
    };
  return {
    ok: true,
    who: { personId: crypto.randomUUID(), email: given.email, name: given.name, role: 'admin' },
  };
}

/** The writes that make an invited (or setup) person active, and the person as they now are. */
function activation(
  env: Env,
  invite: InviteRow,
  who: { personId: string; email: string; name: string; role: Role },
  now: number,
): { person: PersonRow; writes: D1PreparedStatement[] } {
  const person: PersonRow = {
    id: who.personId,
    email: who.email,
    name: who.name,
    role: who.role,
    status: 'active',
    created_at: now,
    last_seen_at: now,
    passphrase_hash: null,
  };
  return {
    person,
    writes: [
      invite.kind === 'setup'
        ? insertPerson(env.DB, person, now)
        : setPersonStatus(env.DB, who.personId, 'active'),
    ],
  };
}

export async function invitePasskeyOptions(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, invitePasskeyOptionsRequest, 'the invitation');
  if (!body.ok) return body.response;
  const now = Date.now();
  const found = await openInvite(env, body.data.token, now);
  if (!found.ok) return found.response;
  const invitee = await inviteeOf(env, found.invite, body.data);
  if (!invitee.ok) return invitee.response;
  const { who } = invitee;
  const challengeId = crypto.randomUUID();
  const options = await registrationOptions(
    request,
    env,
    who,
    found.invite.kind === 'person' ? await passkeysOf(env.DB, who.personId) : [],
    {
      id: challengeId,
      person_id: who.personId,
      invite_id: found.invite.id,
      pending:
        found.invite.kind === 'setup' ? JSON.stringify({ email: who.email, name: who.name }) : null,
    },
    now,
  );
  return json({ ok: true, challengeId, options });
}

export async function invitePasskey(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, invitePasskeyRequest, 'the passkey');
  if (!body.ok) return body.response;
  const now = Date.now();
  const found = await openInvite(env, body.data.token, now);
  if (!found.ok) return found.response;
  const challenge = await takeChallenge(env.DB, body.data.challengeId, now);
  if (!challenge || challenge.purpose !== 'register' || challenge.invite_id !== found.invite.id)
    return challengeInvalid();
  const pending = challenge.pending
    ? (JSON.parse(challenge.pending) as { email: string; name: string })
    : {};
  const invitee = await inviteeOf(env, found.invite, pending);
  if (!invitee.ok) return invitee.response;
  const who = { ...invitee.who, personId: challenge.person_id ?? invitee.who.personId };
  const key = await verifyRegistration(request, env, body.data.response, challenge.challenge);
  if (!key) {
    await audit(env.DB, request, {
      action: 'sign_in.failure',
      actor: ANONYMOUS,
      subject: who.email,
      outcome: 'failure',
      detail: { method: 'passkey', reason: 'registration_refused' },
    });
    return passkeyRefused();
  }
  if (await findPasskey(env.DB, key.id)) return passkeyExists();
  if (!(await claimInvite(env.DB, found.invite.id, now))) return inviteInvalid();
  const { person, writes } = activation(env, found.invite, who, now);
  const actor: Actor = { kind: 'person', id: person.id, email: person.email };
  return signedIn(
    request,
    env,
    person,
    'passkey',
    now,
    [...writes, storePasskey(env, request, key, person.id, body.data.passkeyName, now)],
    [
      {
        action: 'invite.used',
        actor,
        subject: person.email,
        detail: { role: person.role, kind: found.invite.kind },
      },
      { action: 'passkey.added', actor, subject: person.email },
    ],
  );
}

export async function invitePassphrase(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, invitePassphraseRequest, 'the passphrase');
  if (!body.ok) return body.response;
  if (isCommonPassphrase(body.data.passphrase)) return commonPassphrase();
  const now = Date.now();
  const found = await openInvite(env, body.data.token, now);
  if (!found.ok) return found.response;
  const invitee = await inviteeOf(env, found.invite, body.data);
  if (!invitee.ok) return invitee.response;
  const hash = await hashPassphrase(body.data.passphrase);
  if (!(await claimInvite(env.DB, found.invite.id, now))) return inviteInvalid();
  const { person, writes } = activation(env, found.invite, invitee.who, now);
  const actor: Actor = { kind: 'person', id: person.id, email: person.email };
  return signedIn(
    request,
    env,
    { ...person, passphrase_hash: hash },
    'passphrase',
    now,
    [...writes, setPassphraseHash(env.DB, person.id, hash)],
    [
      {
        action: 'invite.used',
        actor,
        subject: person.email,
        detail: { role: person.role, kind: found.invite.kind },
      },
      { action: 'passphrase.set', actor, subject: person.email },
    ],
  );
}

const passkeyRefused = () =>
  errorResponse(
    400,
    'passkey_refused',
    'The passkey could not be verified for this site. Try again.',
  );
const passkeyExists = () =>
  errorResponse(409, 'passkey_exists', 'This passkey is already registered.');

/** A verified new passkey of `personId`, named as the person chose or after their device. */
function storePasskey(
  env: Env,
  request: Request,
  key: VerifiedPasskey,
  personId: string,
  chosenName: string | undefined,
  now: number,
): D1PreparedStatement {
  return insertPasskey(
    env.DB,
    { ...key, personId, name: chosenName || defaultPasskeyName(request) },
    now,
  );
}

const commonPassphrase = () =>
  errorResponse(
    422,
    'common_passphrase',
    'That passphrase is on the list of commonly used passwords. Choose a few words of your own.',
    {},
    [{ field: 'passphrase', message: 'This is a commonly used password: choose another.' }],
  );

function defaultPasskeyName(request: Request): string {
  const agent = request.headers.get('User-Agent') ?? '';
  const platform = /Mac OS X/.test(agent)
    ? 'Mac'
    : /Windows/.test(agent)
      ? 'Windows'
      : /iPhone|iPad/.test(agent)
        ? 'iPhone or iPad'
        : /Android/.test(agent)
          ? 'Android'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'This device';
  return `Passkey on ${platform}`;
}

// ---- Passkey sign-in ---------------------------------------------------------------------------

export async function passkeySignInOptions(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, passkeySignInOptionsRequest, 'the request');
  if (!body.ok) return body.response;
  const challengeId = crypto.randomUUID();
  const options = await authenticationOptions(request, env, challengeId, Date.now());
  return json({ ok: true, challengeId, options });
}

export async function passkeySignIn(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, passkeySignInRequest, 'the passkey');
  if (!body.ok) return body.response;
  const now = Date.now();
  const challenge = await takeChallenge(env.DB, body.data.challengeId, now);
  if (!challenge || challenge.purpose !== 'authenticate') return challengeInvalid();
  const key = await findPasskey(env.DB, body.data.response.id);
  const person = key ? await findPerson(env.DB, key.person_id) : null;
  const verified =
    key && person?.status === 'active'
      ? await verifyAuthentication(request, env, body.data.response, challenge.challenge, key)
      : null;
  if (!key || !person || !verified) {
    await audit(env.DB, request, {
      action: 'sign_in.failure',
      actor: ANONYMOUS,
      subject: person?.email ?? null,
      outcome: 'failure',
      detail: {
        method: 'passkey',
        reason: !key
          ? 'unknown_passkey'
          : person?.status !== 'active'
            ? `person_${person?.status ?? 'missing'}`
            : 'assertion_refused',
      },
    });
    return errorResponse(401, 'sign_in_failed', 'That passkey was not accepted for this site.');
  }
  return signedIn(
    request,
    env,
    person,
    'passkey',
    now,
    [recordPasskeyUse(env.DB, key.id, verified.counter, verified.backedUp, now)],
    [],
  );
}

// ---- Passphrase sign-in ------------------------------------------------------------------------

export async function passphraseSignIn(request: Request, env: Env): Promise<Response> {
  const body = await signInBody(request, env, passphraseSignInRequest, 'the sign-in');
  if (!body.ok) return body.response;
  const now = Date.now();
  const email = normalisePersonEmail(body.data.email);
  const key = `passphrase:${email}`;
  const until = await lockedUntil(env.DB, key, now);
  if (until) return lockedResponse(until, now, 'for this email');
  const person = await findPersonByEmail(env.DB, email);
  // An unknown email costs the same PBKDF2 work as a known one: the timing tells nothing.
  const matches = await verifyPassphrase(
    body.data.passphrase,
    person?.passphrase_hash ?? DUMMY_HASH,
  );
  if (matches && person?.status === 'active' && person.passphrase_hash) {
    await clearFailures(env.DB, key);
    return signedIn(request, env, person, 'passphrase', now, [], []);
  }
  const locked = await recordFailure(env.DB, key, PASSPHRASE_MAX_FAILURES, lockoutMs(env), now);
  await audit(env.DB, request, {
    action: locked ? 'sign_in.locked' : 'sign_in.failure',
    actor: ANONYMOUS,
    subject: email,
    outcome: 'failure',
    detail: { method: 'passphrase', ...(locked ? { failures: PASSPHRASE_MAX_FAILURES } : {}) },
  });
  if (locked) return lockedResponse(locked, now, 'for this email');
  return errorResponse(401, 'sign_in_failed', 'That email and passphrase did not match.');
}

// ---- A person's own passkeys and passphrase ----------------------------------------------------

export async function listMyPasskeys(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const keys = await passkeysOf(env.DB, auth.session.person.id);
  const answer: PasskeyList = {
    ok: true,
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: new Date(key.created_at).toISOString(),
      lastUsedAt: key.last_used_at === null ? null : new Date(key.last_used_at).toISOString(),
      backedUp: key.backed_up === 1,
    })),
    hasPassphrase: auth.session.person.passphrase_hash !== null,
  };
  return json(answer);
}

export async function myPasskeyOptions(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const body = await parseJson(
    request,
    passkeySignInOptionsRequest,
    AUTH_BODY_MAX_BYTES,
    'the request',
  );
  if (!body.ok) return body.response;
  const { person } = auth.session;
  const challengeId = crypto.randomUUID();
  const options = await registrationOptions(
    request,
    env,
    { personId: person.id, email: person.email, name: person.name },
    await passkeysOf(env.DB, person.id),
    { id: challengeId, person_id: person.id, invite_id: null, pending: null },
    Date.now(),
  );
  return json({ ok: true, challengeId, options });
}

export async function addMyPasskey(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const body = await parseJson(request, addPasskeyRequest, AUTH_BODY_MAX_BYTES, 'the passkey');
  if (!body.ok) return body.response;
  const now = Date.now();
  const { person } = auth.session;
  const challenge = await takeChallenge(env.DB, body.data.challengeId, now);
  if (
    !challenge ||
    challenge.purpose !== 'register' ||
    challenge.invite_id !== null ||
    challenge.person_id !== person.id
  )
    return challengeInvalid();
  const key = await verifyRegistration(request, env, body.data.response, challenge.challenge);
  if (!key) return passkeyRefused();
  if (await findPasskey(env.DB, key.id)) return passkeyExists();
  await env.DB.batch([
    storePasskey(env, request, key, person.id, body.data.passkeyName, now),
    auditStatement(
      env.DB,
      request,
      { action: 'passkey.added', actor: auth.actor, subject: person.email },
      now,
    ),
  ]);
  return listMyPasskeys(request, env);
}

const passkeyIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,1400}$/));

export async function removeMyPasskey(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const id = z.safeParse(passkeyIdSchema, params.id ?? '');
  if (!id.success) return errorResponse(404, 'not_found', 'You have no passkey with this id.');
  const { person } = auth.session;
  const keys = await passkeysOf(env.DB, person.id);
  if (!keys.some((key) => key.id === id.data))
    return errorResponse(404, 'not_found', 'You have no passkey with this id.');
  if (keys.length === 1 && person.passphrase_hash === null)
    return errorResponse(
      409,
      'last_sign_in_method',
      'This is your only way to sign in. Add another passkey or a passphrase first.',
    );
  await deletePasskey(env.DB, id.data, person.id);
  await audit(env.DB, request, {
    action: 'passkey.removed',
    actor: auth.actor,
    subject: person.email,
  });
  return listMyPasskeys(request, env);
}

export async function setMyPassphrase(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const body = await parseJson(
    request,
    changePassphraseRequest,
    AUTH_BODY_MAX_BYTES,
    'the passphrase',
  );
  if (!body.ok) return body.response;
  if (isCommonPassphrase(body.data.passphrase)) return commonPassphrase();
  const { person } = auth.session;
  const hash = await hashPassphrase(body.data.passphrase);
  await env.DB.batch([
    setPassphraseHash(env.DB, person.id, hash),
    auditStatement(env.DB, request, {
      action: 'passphrase.set',
      actor: personActor(auth.session),
      subject: person.email,
    }),
  ]);
  return json({ ok: true });
}
