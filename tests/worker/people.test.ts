/**
 * People, sessions and roles in workerd with local D1 (issue 24): invitations (single use,
 * expiry, revocation), passphrase sign-in and lockout, CSRF, roles on every endpoint, revocation
 * ending a session at once, and the audit log's actors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, PeopleList, SessionAnswer } from '@/shared/people';
import { adminAuth, startTestWorker, type TestWorker, startEarlyInRateWindow } from './harness';
import { acceptWithPassphrase, as, cookieOf, invite, PASSPHRASE, signedIn } from './people-helpers';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { AUTH_LOCKOUT_SECONDS: '2' } });
}, 60_000);
afterAll(async () => worker?.dispose());

async function errorOf(response: Response): Promise<[number, string]> {
  const body = (await response.json()) as { error: { code: string } };
  return [response.status, body.error.code];
}

describe('invitations', () => {
  it('signs the invited person in once; the same link then answers 410 and nothing changes', async () => {
    const made = await invite(worker, 'rep');
    const inspect = await worker.fetch('/api/auth/invite', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: made.token }),
    });
    expect(await inspect.json()).toMatchObject({
      ok: true,
      kind: 'person',
      email: made.email,
      role: 'rep',
    });
    const first = await acceptWithPassphrase(worker, made.token);
    expect(first.status).toBe(200);
    const session = (await first.json()) as SessionAnswer;
    expect(session.person).toMatchObject({ email: made.email, role: 'rep', name: 'Test rep' });
    expect(first.headers.get('Set-Cookie')).toMatch(
      /^msd_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/,
    );
    expect(
      await errorOf(await acceptWithPassphrase(worker, made.token, 'another long passphrase')),
    ).toEqual([410, 'invite_invalid']);
  });

  it('refuses an expired link', async () => {
    const made = await invite(worker, 'rep');
    worker.sql(`UPDATE invites SET expires_at = 1 WHERE id = '${made.answer.invite.id}'`);
    expect(await errorOf(await acceptWithPassphrase(worker, made.token))).toEqual([
      410,
      'invite_invalid',
    ]);
  });

  it('refuses a common passphrase with 422 and keeps the link usable', async () => {
    const made = await invite(worker, 'rep');
    expect(await errorOf(await acceptWithPassphrase(worker, made.token, 'password1234!'))).toEqual([
      422,
      'common_passphrase',
    ]);
    expect(await errorOf(await acceptWithPassphrase(worker, made.token, 'short'))).toEqual([
      422,
      'validation_failed',
    ]);
    expect((await acceptWithPassphrase(worker, made.token)).status).toBe(200);
  });
});

describe('sessions and roles', () => {
  it('checks the role on every call: a rep is refused the inbox and the dashboard, a manager is not', async () => {
    const rep = await signedIn(worker, 'rep');
    const manager = await signedIn(worker, 'manager');
    expect(await errorOf(await worker.fetch('/api/leads', { headers: as(rep) }))).toEqual([
      403,
      'role_required',
    ]);
    expect(
      await errorOf(await worker.fetch('/api/portal/dashboard', { headers: as(rep) })),
    ).toEqual([403, 'role_required']);
    expect(await errorOf(await worker.fetch('/api/people', { headers: as(manager) }))).toEqual([
      403,
      'role_required',
    ]);
    expect((await worker.fetch('/api/leads', { headers: as(manager) })).status).toBe(200);
  });

  it('refuses a change without the CSRF token, or with another site as Origin', async () => {
    const manager = await signedIn(worker, 'manager');
    const noCsrf = await worker.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: as(manager),
    });
    expect(await errorOf(noCsrf)).toEqual([403, 'csrf_required']);
    const foreign = await worker.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { ...as(manager, true), Origin: 'https://evil.example' },
    });
    expect(await errorOf(foreign)).toEqual([403, 'origin_refused']);
    expect((await worker.fetch('/api/auth/session', { headers: as(manager) })).status).toBe(200);
  });

  it("ends a revoked person's open session at its next request", async () => {
    const admin = await signedIn(worker, 'admin');
    const rep = await signedIn(worker, 'rep');
    expect((await worker.fetch('/api/auth/session', { headers: as(rep) })).status).toBe(200);
    const revoke = await worker.fetch(`/api/people/${rep.session.person.id}`, {
      method: 'PATCH',
      headers: as(admin, true),
      body: JSON.stringify({ status: 'revoked' }),
    });
    expect(revoke.status).toBe(200);
    expect(await errorOf(await worker.fetch('/api/auth/passkeys', { headers: as(rep) }))).toEqual([
      401,
      'signed_out',
    ]);
    expect(await (await worker.fetch('/api/auth/session', { headers: as(rep) })).json()).toEqual({
      ok: true,
      person: null,
    });
    const audit = (await (
      await worker.fetch(`/api/audit?action=person.revoked&q=${encodeURIComponent(rep.email)}`, {
        headers: as(admin),
      })
    ).json()) as AuditPage;
    expect(audit.entries.map((e) => [e.action, e.actorEmail, e.subject])).toEqual([
      ['person.revoked', admin.email, rep.email],
    ]);
  });

  it('lists people for admins, as JSON and CSV', async () => {
    const admin = await signedIn(worker, 'admin');
    const list = (await (
      await worker.fetch(`/api/people?q=${encodeURIComponent(admin.email)}`, { headers: as(admin) })
    ).json()) as PeopleList;
    expect(list.people.map((p) => [p.email, p.role, p.status, p.hasPassphrase])).toEqual([
      [admin.email, 'admin', 'active', true],
    ]);
    const csv = await worker.fetch(`/api/people?format=csv&q=${encodeURIComponent(admin.email)}`, {
      headers: as(admin),
    });
    expect((await csv.text()).split('\r\n')[1]).toMatch(
      new RegExp(`^${admin.email},Test admin,admin,active,`),
    );
  });
});

describe('passphrase sign-in', () => {
  it('locks an email out after 5 failures (429 + Retry-After) and lets the person in after the wait', async () => {
    const person = await signedIn(worker, 'rep');
    const attempt = (passphrase: string) =>
      worker.fetch('/api/auth/passphrase', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: person.email.toUpperCase(), passphrase }),
      });
    for (let i = 0; i < 4; i++)
      expect(await errorOf(await attempt('wrong passphrase here'))).toEqual([
        401,
        'sign_in_failed',
      ]);
    const locked = await attempt('wrong passphrase here');
    expect(locked.headers.get('Retry-After')).toBe('2');
    expect(await errorOf(locked)).toEqual([429, 'locked']);
    expect(await errorOf(await attempt(PASSPHRASE))).toEqual([429, 'locked']);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const ok = await attempt(PASSPHRASE);
    expect(ok.status).toBe(200);
    expect(cookieOf(ok)).toMatch(/^msd_session=/);
  });

  it(
    'throttles wrong service tokens: 10 × 401, then 429 even for the right one',
    { timeout: 60_000 },
    async () => {
      await startEarlyInRateWindow();
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await worker.fetch('/api/leads', {
              headers: { Authorization: 'Bearer wrong', 'CF-Connecting-IP': ip },
            })
          ).status,
        );
      expect(statuses).toEqual([...Array<number>(9).fill(401), 429, 429, 429]);
      expect(
        (await worker.fetch('/api/leads', { headers: { ...adminAuth, 'CF-Connecting-IP': ip } }))
          .status,
      ).toBe(429);
    },
  );
});

describe('team sync identity', () => {
  it('marks a rep verified on the dashboard only when every event came from their session', async () => {
    const rep = await signedIn(worker, 'rep');
    const manager = await signedIn(worker, 'manager');
    const event = {
      id: crypto.randomUUID(),
      kind: 'search_no_results',
      rep: { name: 'Someone Else', email: 'someone.else@firm.example' },
      deviceId: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
      query: 'verified marker',
    };
    const posted = await worker.fetch('/api/portal/events', {
      method: 'POST',
      headers: as(rep, true),
      body: JSON.stringify({ events: [event] }),
    });
    expect(await posted.json()).toEqual({ ok: true, accepted: 1, duplicates: 0 });
    const stored = worker.query<{ rep_email: string; rep_name: string; person_id: string }>(
      `SELECT rep_email, rep_name, person_id FROM portal_events WHERE id = '${event.id}'`,
    );
    expect(stored).toEqual([
      { rep_email: rep.email, rep_name: 'Test rep', person_id: rep.session.person.id },
    ]);
    const dashboard = (await (
      await worker.fetch('/api/portal/dashboard', { headers: as(manager) })
    ).json()) as { reps: Array<{ email: string; verified: boolean }> };
    expect(dashboard.reps.filter((r) => r.email === rep.email)).toMatchObject([
      { email: rep.email, verified: true },
    ]);
  });
});
