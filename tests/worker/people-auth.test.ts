/**
 * Passkeys end to end in workerd (issue 24 acceptance 3): a software authenticator enrols from an
 * invitation and signs in; every forgery, replay and stale link is refused with an exact status and
 * code and leaves the directory, passkeys and sessions as they were; events from a session carry
 * the directory identity; the audit log records who did what and refuses to be changed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditPage, SessionAnswer } from '@/shared/people';
import { freshClientIp, postLead, startTestWorker, validLead, type TestWorker } from './harness';
import { as, cookieOf, invite, signedIn, type Signed } from './people-helpers';
import { credentials, eventsReceivedSince, portalEvent, postEvents } from './portal-helpers';
import { newKeyPair, SoftAuthenticator, type CeremonyOverrides } from './soft-authenticator';

const ORIGIN = 'http://127.0.0.1';
const RP_ID = '127.0.0.1';

// Each wrangler query (snapshot, passkeyRow) takes seconds on two cores.
vi.setConfig({ testTimeout: 120_000 });

let worker: TestWorker;
let sync: Awaited<ReturnType<typeof credentials>>;
beforeAll(async () => {
  sync = await credentials();
  worker = await startTestWorker({ vars: { PORTAL_SYNC_VERIFIER: sync.verifier } });
}, 90_000);
afterAll(async () => worker?.dispose());

interface Options {
  ok: true;
  challengeId: string;
  options: { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return worker.fetch(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': freshClientIp(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function errorOf(response: Response): Promise<[number, string]> {
  const body = (await response.json()) as { ok: boolean; error: { code: string } };
  expect(body.ok).toBe(false);
  return [response.status, body.error.code];
}

/** Everything a refused request must leave alone, in one wrangler call. */
interface Snapshot {
  people: number;
  active: number;
  roles: string;
  invites: number;
  usedInvites: number;
  revokedInvites: number;
  passkeys: number;
  counters: number;
  sessions: number;
  hashes: string;
}
function snapshot(): Snapshot {
  return worker.query<Snapshot>(
    `SELECT (SELECT count(*) FROM people) AS people,
       (SELECT count(*) FROM people WHERE status = 'active') AS active,
       (SELECT coalesce(group_concat(r, ','), '') FROM (SELECT id || ':' || role || ':' || status AS r FROM people ORDER BY id)) AS roles,
       (SELECT count(*) FROM invites) AS invites,
       (SELECT count(*) FROM invites WHERE used_at IS NOT NULL) AS usedInvites,
       (SELECT count(*) FROM invites WHERE revoked_at IS NOT NULL) AS revokedInvites,
       (SELECT count(*) FROM passkeys) AS passkeys,
       (SELECT coalesce(sum(counter), 0) FROM passkeys) AS counters,
       (SELECT count(*) FROM sessions) AS sessions,
       (SELECT coalesce(group_concat(h, ','), '') FROM (SELECT coalesce(passphrase_hash, '-') AS h FROM people ORDER BY id)) AS hashes`,
  )[0]!;
}

async function registrationOptions(token: string): Promise<Options> {
  const response = await post('/api/auth/invite/passkey-options', { token });
  if (response.status !== 200)
    throw new Error(`options: ${response.status} ${await response.text()}`);
  return (await response.json()) as Options;
}

async function signInOptions(): Promise<Options> {
  const response = await post('/api/auth/passkey-options', {});
  expect(response.status).toBe(200);
  return (await response.json()) as Options;
}

/** A person invited with `role` who enrols a software passkey from the link. */
async function enrolled(role: 'rep' | 'manager' | 'admin' = 'rep') {
  const made = await invite(worker, role);
  const device = await SoftAuthenticator.create(ORIGIN, RP_ID);
  const options = await registrationOptions(made.token);
  const response = await post('/api/auth/invite/passkey', {
    token: made.token,
    challengeId: options.challengeId,
    response: await device.register(options.options),
  });
  if (response.status !== 200)
    throw new Error(`enrol: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as SessionAnswer;
  const signed: Signed = {
    cookie: cookieOf(response),
    csrf: session.csrfToken,
    session,
    email: made.email,
  };
  return { made, device, signed, setCookie: response.headers.get('Set-Cookie') };
}

async function passkeySignIn(device: SoftAuthenticator, overrides: CeremonyOverrides = {}) {
  const options = await signInOptions();
  const assertion = await device.authenticate(options.options, overrides);
  return {
    assertion,
    challengeId: options.challengeId,
    response: await post('/api/auth/passkey', {
      challengeId: options.challengeId,
      response: assertion,
    }),
  };
}

function passkeyRow(id: string) {
  return worker.query<{ counter: number; person_id: string; backed_up: number; name: string }>(
    `SELECT counter, person_id, backed_up, name FROM passkeys WHERE id = '${id}'`,
  )[0];
}

describe('passkeys from an invitation', () => {
  it('enrols a passkey, signs in with it, and the sign counter moves', async () => {
    const { made, device, signed, setCookie } = await enrolled('rep');
    expect(setCookie).toMatch(
      /^msd_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/,
    );
    expect(signed.session).toMatchObject({
      ok: true,
      method: 'passkey',
      person: { email: made.email, role: 'rep', name: 'Test rep' },
    });
    const id = signed.session.person.id;
    expect(passkeyRow(device.id)).toEqual({
      counter: 0,
      person_id: id,
      backed_up: 1,
      name: 'Passkey on This device',
    });

    const first = await passkeySignIn(device);
    expect(first.response.status).toBe(200);
    const answer = (await first.response.json()) as SessionAnswer;
    expect(answer).toMatchObject({ method: 'passkey', person: { id, email: made.email } });
    expect(cookieOf(first.response)).toMatch(/^msd_session=[A-Za-z0-9_-]{43}$/);
    const second = await passkeySignIn(device);
    expect(second.response.status).toBe(200);
    expect(passkeyRow(device.id)?.counter).toBe(2);
    const session = await worker.fetch('/api/auth/session', {
      headers: { Cookie: cookieOf(second.response) },
    });
    expect(((await session.json()) as SessionAnswer).person.id).toBe(id);
  });
});

describe('refusals store nothing', () => {
  async function refused(
    send: () => Promise<Response>,
    status: number,
    code: string,
  ): Promise<void> {
    const before = snapshot();
    expect(await errorOf(await send())).toEqual([status, code]);
    expect(snapshot()).toEqual(before);
  }

  it('a used invite: 410 invite_invalid for new options and for a second enrolment', async () => {
    const { made } = await enrolled('rep');
    await refused(
      () => post('/api/auth/invite/passkey-options', { token: made.token }),
      410,
      'invite_invalid',
    );
    const device = await SoftAuthenticator.create(ORIGIN, RP_ID);
    const options = await signInOptions(); // any challenge id: the link is checked first
    await refused(
      async () =>
        post('/api/auth/invite/passkey', {
          token: made.token,
          challengeId: options.challengeId,
          response: await device.register({
            ...options.options,
            rp: { id: RP_ID },
            user: { id: 'AAAA' },
          }),
        }),
      410,
      'invite_invalid',
    );
  });

  it('an expired invite: 410 invite_invalid, the person stays invited with no passkey', async () => {
    const made = await invite(worker, 'rep');
    const options = await registrationOptions(made.token);
    worker.sql(`UPDATE invites SET expires_at = 1 WHERE id = '${made.answer.invite.id}'`);
    const device = await SoftAuthenticator.create(ORIGIN, RP_ID);
    const registration = await device.register(options.options);
    await refused(
      () =>
        post('/api/auth/invite/passkey', {
          token: made.token,
          challengeId: options.challengeId,
          response: registration,
        }),
      410,
      'invite_invalid',
    );
    expect(
      worker.query(
        `SELECT status, (SELECT count(*) FROM passkeys WHERE person_id = people.id) AS keys FROM people WHERE email = '${made.email}'`,
      ),
    ).toEqual([{ status: 'invited', keys: 0 }]);
  });

  it('a revoked invite: the admin withdraws the link, then enrolment answers 410', async () => {
    const admin = await signedIn(worker, 'admin');
    const made = await invite(worker, 'rep');
    const options = await registrationOptions(made.token);
    const withdraw = await worker.fetch(`/api/invites/${made.answer.invite.id}`, {
      method: 'DELETE',
      headers: as(admin, true),
    });
    expect(withdraw.status).toBe(200);
    const device = await SoftAuthenticator.create(ORIGIN, RP_ID);
    const registration = await device.register(options.options);
    await refused(
      () =>
        post('/api/auth/invite/passkey', {
          token: made.token,
          challengeId: options.challengeId,
          response: registration,
        }),
      410,
      'invite_invalid',
    );
    await refused(() => post('/api/auth/invite', { token: made.token }), 410, 'invite_invalid');
  });

  it('a registration for another origin or RP id: 400 passkey_refused, the invite stays open', async () => {
    const made = await invite(worker, 'rep');
    for (const overrides of [{ origin: 'http://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await registrationOptions(made.token);
      const device = await SoftAuthenticator.create(ORIGIN, RP_ID);
      const registration = await device.register(options.options, overrides);
      await refused(
        () =>
          post('/api/auth/invite/passkey', {
            token: made.token,
            challengeId: options.challengeId,
            response: registration,
          }),
        400,
        'passkey_refused',
      );
    }
    expect((await post('/api/auth/invite', { token: made.token })).status).toBe(200);
  });

  it('forged, tampered, replayed, cross-origin and cross-RP assertions: 401 or 400, no session, counter unchanged', async () => {
    const { device } = await enrolled('rep');
    const other = await newKeyPair();
    const cases: Array<[CeremonyOverrides, number, string]> = [
      [{ signWith: other.privateKey }, 401, 'sign_in_failed'],
      [{ origin: 'http://evil.example' }, 401, 'sign_in_failed'],
      [{ rpId: 'evil.example' }, 401, 'sign_in_failed'],
      [{ type: 'webauthn.create' }, 401, 'sign_in_failed'],
    ];
    // Replay: the same good response twice; the challenge answers once.
    const good = await passkeySignIn(device);
    expect(good.response.status).toBe(200);
    const counter = device.counter;
    // One snapshot around every refusal (each wrangler query takes seconds).
    const before = snapshot();
    expect(
      await errorOf(
        await post('/api/auth/passkey', {
          challengeId: good.challengeId,
          response: good.assertion,
        }),
      ),
    ).toEqual([400, 'challenge_invalid']);
    for (const [overrides, status, code] of cases)
      expect(await errorOf((await passkeySignIn(device, overrides)).response)).toEqual([
        status,
        code,
      ]);
    // One flipped byte of the signed authenticator data (the counter).
    const options = await signInOptions();
    const assertion = await device.authenticate(options.options);
    const data = assertion.response.authenticatorData;
    const flipped = `${data.slice(0, -2)}${data.at(-2) === 'A' ? 'B' : 'A'}${data.at(-1)}`;
    expect(
      await errorOf(
        await post('/api/auth/passkey', {
          challengeId: options.challengeId,
          response: {
            ...assertion,
            response: { ...assertion.response, authenticatorData: flipped },
          },
        }),
      ),
    ).toEqual([401, 'sign_in_failed']);
    expect(snapshot()).toEqual(before);
    expect(passkeyRow(device.id)?.counter).toBe(counter);
  }, 120_000);

  it('an unknown passkey id: 401 sign_in_failed, audited as unknown_passkey', async () => {
    const stranger = await SoftAuthenticator.create(ORIGIN, RP_ID);
    await refused(async () => (await passkeySignIn(stranger)).response, 401, 'sign_in_failed');
    const rows = worker.query<{ actor_kind: string; outcome: string; detail: string }>(
      `SELECT actor_kind, outcome, detail FROM audit_log WHERE action = 'sign_in.failure' ORDER BY seq DESC LIMIT 1`,
    );
    expect(rows).toEqual([
      {
        actor_kind: 'anonymous',
        outcome: 'failure',
        detail: JSON.stringify({ method: 'passkey', reason: 'unknown_passkey' }),
      },
    ]);
  });

  it('a revoked person: their session is a 401 at the next request and their passkey no longer signs in', async () => {
    const admin = await signedIn(worker, 'admin');
    const { device, signed } = await enrolled('rep');
    const revoke = await worker.fetch(`/api/people/${signed.session.person.id}`, {
      method: 'PATCH',
      headers: as(admin, true),
      body: JSON.stringify({ status: 'revoked' }),
    });
    expect(revoke.status).toBe(200);
    const before = snapshot();
    expect(
      await errorOf(await worker.fetch('/api/auth/passkeys', { headers: as(signed) })),
    ).toEqual([401, 'signed_out']);
    expect(await errorOf((await passkeySignIn(device)).response)).toEqual([401, 'sign_in_failed']);
    expect(snapshot()).toEqual(before);
    expect(
      worker.query(
        `SELECT count(*) AS n FROM sessions WHERE person_id = '${signed.session.person.id}'`,
      ),
    ).toEqual([{ n: 0 }]);
  }, 120_000);

  it('every state-changing session endpoint refuses a call without the CSRF token (403 csrf_required)', async () => {
    const admin = await signedIn(worker, 'admin');
    const { device, signed: rep } = await enrolled('rep');
    const target = await invite(worker, 'rep');
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    const calls: Array<[string, string, Signed, unknown]> = [
      ['POST', '/api/auth/sign-out', rep, {}],
      ['POST', '/api/auth/sign-out-everywhere', rep, {}],
      ['POST', '/api/auth/passkeys/options', rep, {}],
      ['POST', '/api/auth/passkeys', rep, { challengeId: crypto.randomUUID(), response: {} }],
      ['DELETE', `/api/auth/passkeys/${device.id}`, rep, undefined],
      ['PUT', '/api/auth/my-passphrase', rep, { passphrase: 'a brand new long passphrase' }],
      ['POST', '/api/people', admin, { email: 'csrf@firm.example', name: 'No Csrf', role: 'rep' }],
      ['PATCH', `/api/people/${target.answer.person.id}`, admin, { role: 'admin' }],
      ['POST', `/api/people/${target.answer.person.id}/invites`, admin, {}],
      ['DELETE', `/api/invites/${target.answer.invite.id}`, admin, undefined],
      ['PATCH', `/api/leads/${lead.id}`, admin, { status: 'contacted' }],
      ['DELETE', `/api/leads?email=${encodeURIComponent(lead.email)}`, admin, undefined],
      ['DELETE', `/api/portal/reps?email=${encodeURIComponent(rep.email)}`, admin, undefined],
    ];
    const before = snapshot();
    for (const [method, path, who, body] of calls) {
      const response = await worker.fetch(path, {
        method,
        headers: as(who),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect([method, path, ...(await errorOf(response))]).toEqual([
        method,
        path,
        403,
        'csrf_required',
      ]);
    }
    expect(snapshot()).toEqual(before);
    const leadRow = worker.query(`SELECT status FROM leads WHERE id = '${lead.id}'`);
    expect(leadRow).toEqual([{ status: 'new' }]);
    expect(
      (
        (await (
          await worker.fetch('/api/auth/session', { headers: as(rep) })
        ).json()) as SessionAnswer
      ).person.email,
    ).toBe(rep.email);
  });
});

describe('events from a signed-in rep', () => {
  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

  it('carry the directory identity whatever the body claims', async () => {
    const { signed } = await enrolled('rep');
    const event = portalEvent(
      { name: 'Someone Else', email: 'someone.else@firm.example' },
      'training_reset',
      hourAgo(),
    );
    const response = await postEvents(worker, { events: [event] }, undefined, as(signed));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, accepted: 1, duplicates: 0 });
    expect(
      worker.query(
        `SELECT rep_email, rep_name, person_id FROM portal_events WHERE id = '${event.id}'`,
      ),
    ).toEqual([
      { rep_email: signed.email, rep_name: 'Test rep', person_id: signed.session.person.id },
    ]);
  });

  it('the shared credential cannot speak for someone in the directory: 403 identity_known, nothing stored', async () => {
    const { signed } = await enrolled('rep');
    const since = Date.now();
    const event = portalEvent(
      { name: 'Claimed', email: signed.email.toUpperCase() },
      'training_reset',
      hourAgo(),
    );
    const response = await postEvents(worker, { events: [event] }, sync.current);
    expect(await errorOf(response)).toEqual([403, 'identity_known']);
    expect(eventsReceivedSince(worker, since)).toBe(0);
  });
});

describe('the audit log', () => {
  it('records a sign-in failure, an invite, a role change and a lead status change with their actors', async () => {
    const admin = await signedIn(worker, 'admin');
    const manager = await signedIn(worker, 'manager');
    const failedEmail = `nobody-${crypto.randomUUID().slice(0, 8)}@firm.example`;
    expect(
      (await post('/api/auth/passphrase', { email: failedEmail, passphrase: 'wrong passphrase' }))
        .status,
    ).toBe(401);
    const invitedEmail = `audited-${crypto.randomUUID().slice(0, 8)}@firm.example`;
    const invited = await post(
      '/api/people',
      { email: invitedEmail, name: 'Audited Person', role: 'rep' },
      as(admin, true),
    );
    expect(invited.status).toBe(201);
    const personId = ((await invited.json()) as { person: { id: string } }).person.id;
    const promote = await post(
      `/api/people/${personId}`,
      { role: 'manager' },
      as(admin, true),
      'PATCH',
    );
    expect(promote.status).toBe(200);
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    const status = await post(
      `/api/leads/${lead.id}`,
      { status: 'qualified' },
      as(manager, true),
      'PATCH',
    );
    expect(status.status).toBe(200);

    const page = async (action: string, q: string) =>
      (
        (await (
          await worker.fetch(`/api/audit?action=${action}&q=${encodeURIComponent(q)}`, {
            headers: as(admin),
          })
        ).json()) as AuditPage
      ).entries.map((e) => [e.action, e.actorKind, e.actorEmail, e.subject, e.outcome, e.detail]);
    expect(await page('sign_in.failure', failedEmail)).toEqual([
      ['sign_in.failure', 'anonymous', null, failedEmail, 'failure', '{"method":"passphrase"}'],
    ]);
    expect(await page('invite.created', invitedEmail)).toEqual([
      ['invite.created', 'person', admin.email, invitedEmail, 'success', expect.any(String)],
    ]);
    expect(await page('person.role_changed', invitedEmail)).toEqual([
      [
        'person.role_changed',
        'person',
        admin.email,
        invitedEmail,
        'success',
        '{"from":"rep","to":"manager"}',
      ],
    ]);
    expect(await page('lead.status_changed', manager.email)).toEqual([
      [
        'lead.status_changed',
        'person',
        manager.email,
        lead.id,
        'success',
        '{"status":"qualified","note":false}',
      ],
    ]);
  });

  /** The statement's failure message (the trigger's RAISE), or 'succeeded'. */
  function failureOf(command: string): string {
    try {
      worker.sql(command);
    } catch (error) {
      return (error as Error).message;
    }
    return 'succeeded';
  }

  it('refuses UPDATE and DELETE of its rows (the triggers abort)', () => {
    const [{ n } = { n: 0 }] = worker.query<{ n: number }>('SELECT count(*) AS n FROM audit_log');
    expect(n).toBeGreaterThan(0);
    expect(failureOf(`UPDATE audit_log SET actor_email = 'forged@firm.example'`)).toMatch(
      /audit_log is append-only/,
    );
    expect(failureOf('DELETE FROM audit_log')).toMatch(/audit_log rows are kept for two years/);
    expect(
      worker.query(
        `SELECT count(*) AS n, count(CASE WHEN actor_email = 'forged@firm.example' THEN 1 END) AS forged FROM audit_log`,
      ),
    ).toEqual([{ n, forged: 0 }]);
  });
});
