/**
 * What a manager does in the inbox (issue 28 item 8), against workerd with local D1 and the local
 * queue: filters by delivery state, source, campaign and owner, the orders and their cursors, the
 * exact total, one lead by id, owners from the people directory, resending a failed notification
 * (a receiver on 127.0.0.1 plays the webhook) and erasure from one lead. Roles: a rep is refused,
 * a manager assigns and resends, only an admin erases.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLead, AdminLeadPage, LeadGroupPage } from '@/shared/lead-admin';
import type { AuditPage } from '@/shared/people';
import {
  adminAuth,
  allLeads,
  postLead,
  startTestWorker,
  validLead,
  type TestWorker,
} from './harness';
import { as, signedIn, type Signed } from './people-helpers';

let worker: TestWorker;
let receiver: Server;
/** Lead ids the receiver answers 404 (a failure retrying will not change) until taken out. */
const refused = new Set<string>();
/** Every notification the receiver got, by lead id. */
const hits = new Map<string, number>();
let manager: Signed;
let admin: Signed;
let rep: Signed;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Invitations (the people signed in below) come this way too, without a lead.
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lead?: { id: string } };
      const id = body.lead?.id;
      if (id) hits.set(id, (hits.get(id) ?? 0) + 1);
      response.writeHead(id && refused.has(id) ? 404 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  worker = await startTestWorker({
    vars: {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEAD_WEBHOOK_RETRY_BASE_SECONDS: '0',
    },
  });
  [manager, admin, rep] = [
    await signedIn(worker, 'manager'),
    await signedIn(worker, 'admin'),
    await signedIn(worker, 'rep'),
  ];
}, 90_000);

afterAll(async () => {
  await worker?.dispose();
  await new Promise((resolve) => receiver?.close(resolve));
});

const tag = () => `t${crypto.randomUUID().slice(0, 8)}`;

async function errorOf(response: Response): Promise<[number, string, string]> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return [response.status, body.error.code, body.error.message];
}

async function page(query: string, who: Signed | null = manager): Promise<AdminLeadPage> {
  const response = await worker.fetch(`/api/leads?${query}`, {
    headers: who ? as(who) : adminAuth,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminLeadPage;
}

async function lead(id: string): Promise<AdminLead> {
  const response = await worker.fetch(`/api/leads/${id}`, { headers: as(manager) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { lead: AdminLead }).lead;
}

async function waitForDelivery(id: string, state: AdminLead['delivery']['state']) {
  const deadline = Date.now() + 25_000;
  let current = await lead(id);
  while (current.delivery.state !== state && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = await lead(id);
  }
  expect(current.delivery.state).toBe(state);
  return current;
}

/** Stores leads one after another (so their receipt times are in this order). */
async function seed(leads: Array<Record<string, unknown>>): Promise<string[]> {
  const ids: string[] = [];
  for (const body of leads) {
    const made = validLead(body);
    expect((await postLead(worker, made)).status).toBe(201);
    ids.push(made.id);
  }
  return ids;
}

function setOwner(id: string, ownerId: unknown, who: Signed = manager, csrf = true) {
  return worker.fetch(`/api/leads/${id}/owner`, {
    method: 'PUT',
    headers: as(who, csrf),
    body: JSON.stringify({ ownerId }),
  });
}

const resend = (id: string, who: Signed = manager) =>
  worker.fetch(`/api/leads/${id}/resend`, { method: 'POST', headers: as(who, true) });

async function auditOf(action: string, subject: string) {
  const response = await worker.fetch(
    `/api/audit?action=${action}&q=${encodeURIComponent(subject)}`,
    { headers: as(admin) },
  );
  return ((await response.json()) as AuditPage).entries;
}

describe('filters, orders and the total', () => {
  it('filters by source and campaign (whole value, any letter case) with an exact total', async () => {
    const t = tag();
    const company = `Filter ${t}`;
    await seed([
      { company, attribution: { utmSource: 'Newsletter', utmCampaign: `q4-${t}` } },
      { company, attribution: { utmSource: 'newsletter', utmCampaign: `q1-${t}` } },
      { company, attribution: { utmSource: 'newsletter-2', utmCampaign: `q4-${t}` } },
      { company },
    ]);
    const q = `q=${encodeURIComponent(company)}`;
    expect((await page(q)).total).toBe(4);
    const bySource = await page(`${q}&source=NEWSLETTER`);
    expect(bySource.total).toBe(2);
    expect(bySource.leads.map((l) => l.attribution.utmSource)).toEqual([
      'newsletter',
      'Newsletter',
    ]);
    const byCampaign = await page(`${q}&campaign=Q4-${t}`);
    expect(byCampaign.leads.map((l) => l.attribution.utmSource)).toEqual([
      'newsletter-2',
      'Newsletter',
    ]);
    expect((await page(`${q}&source=newsletter&campaign=q4-${t}`)).total).toBe(1);
    expect((await page(`${q}&campaign=q4`)).total).toBe(0);
    // The total counts every match, not the page: two pages of one, total 4 on the first only.
    const first = await page(`${q}&limit=1`);
    expect([first.leads.length, first.total]).toEqual([1, 4]);
    const second = await page(`${q}&limit=1&cursor=${first.nextCursor}`);
    expect(second.total).toBeNull();
    // Grouped by email, the total is the number of addresses (every lead here shares one).
    const groups = (await (
      await worker.fetch(`/api/leads?${q}&group=email`, { headers: as(manager) })
    ).json()) as LeadGroupPage;
    expect([groups.groups.length, groups.total]).toEqual([1, 1]);
  });

  it('filters by delivery state', async () => {
    const t = tag();
    const company = `Delivery ${t}`;
    const failing = crypto.randomUUID();
    refused.add(failing);
    const [, fine] = await seed([{ company, id: failing }, { company }]);
    await waitForDelivery(fine!, 'delivered');
    await waitForDelivery(failing, 'failed');
    const q = `q=${encodeURIComponent(company)}`;
    expect((await page(`${q}&delivery=failed`)).leads.map((l) => l.id)).toEqual([failing]);
    expect((await page(`${q}&delivery=failed`)).total).toBe(1);
    expect((await page(`${q}&delivery=delivered`)).leads.map((l) => l.id)).toEqual([fine]);
    expect((await page(`${q}&delivery=pending`)).total).toBe(0);
    refused.delete(failing);
  });

  it('sorts by name, company and status (ties newest first) and oldest first, paging exactly', async () => {
    const t = tag();
    const company = `Sort ${t}`;
    const ids = await seed([
      { name: 'bravo Smith', company: `${company} b` },
      { name: 'Alpha Jones', company: `${company} C` },
      { name: 'charlie Brown', company: `${company} a` },
      { name: 'alpha Jones', company: `${company} a` },
    ]);
    const q = `q=${encodeURIComponent(company)}`;
    // Statuses: ids[0] qualified, ids[2] contacted, the others new.
    for (const [id, status] of [
      [ids[0]!, 'qualified'],
      [ids[2]!, 'contacted'],
    ] as const) {
      const response = await worker.fetch(`/api/leads/${id}`, {
        method: 'PATCH',
        headers: as(manager, true),
        body: JSON.stringify({ status }),
      });
      expect(response.status).toBe(200);
    }
    /** Every page of one lead each, following the cursor. */
    async function walk(sort: string): Promise<string[]> {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const next: AdminLeadPage = await page(
          `${q}&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...next.leads.map((l) => l.id));
        cursor = next.nextCursor;
      } while (cursor);
      return seen;
    }
    const [b, A, c, a] = ids as [string, string, string, string];
    expect(await walk('newest')).toEqual([a, c, A, b]);
    expect(await walk('oldest')).toEqual([b, A, c, a]);
    // "Alpha Jones" and "alpha Jones" tie without letter case: the newer first.
    expect(await walk('name')).toEqual([a, A, b, c]);
    expect(await walk('company')).toEqual([a, c, b, A]);
    expect(await walk('status')).toEqual([a, A, c, b]);
    expect((await page(`${q}&sort=name`)).leads.map((l) => l.id)).toEqual([a, A, b, c]);
    // The CSV follows the same order.
    const csv = await (
      await worker.fetch(`/api/leads?${q}&sort=company&format=csv`, { headers: as(manager) })
    ).text();
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([a, c, b, A]);
  });

  it('refuses bad parameters with 400 and a message that says what is allowed', async () => {
    const get = (query: string, headers = as(manager)) =>
      worker.fetch(`/api/leads?${query}`, { headers });
    expect(await errorOf(await get('delivery=lost'))).toEqual([
      400,
      'invalid_delivery',
      'delivery must be one of pending, delivered, retrying, failed, not_configured.',
    ]);
    expect(await errorOf(await get('sort=size'))).toEqual([
      400,
      'invalid_sort',
      'sort must be one of newest, oldest, name, company, status.',
    ]);
    expect(await errorOf(await get('owner=everyone'))).toEqual([
      400,
      'invalid_owner',
      "owner must be me, none or a person's id.",
    ]);
    expect(await errorOf(await get(`campaign=${'c'.repeat(201)}`))).toEqual([
      400,
      'invalid_campaign',
      'campaign must be at most 200 characters without control characters.',
    ]);
    // "Mine" means the signed-in person: a script has no one to be.
    expect(await errorOf(await get('owner=me', adminAuth))).toEqual([
      400,
      'invalid_owner',
      "owner=me needs a signed-in person; a script gives the person's id.",
    ]);
    // A cursor of the newest-first order is no position in the name order.
    const first = await page('limit=1');
    expect(await errorOf(await get(`sort=name&cursor=${first.nextCursor}`))).toEqual([
      400,
      'invalid_cursor',
      'cursor is not one this API returned; start again without it.',
    ]);
  });
});

describe('one lead by id (the link in a notification)', () => {
  it('answers the lead for a manager, 404 for an unknown id, and refuses a rep and nobody', async () => {
    const [id] = await seed([{ name: 'Linked Lead' }]);
    expect((await lead(id!)).name).toBe('Linked Lead');
    const get = (path: string, headers: Record<string, string>) =>
      worker.fetch(`/api/leads/${path}`, { headers });
    expect(
      ((await (await get(id!.toUpperCase(), as(manager))).json()) as { lead: AdminLead }).lead.id,
    ).toBe(id);
    expect(await errorOf(await get(crypto.randomUUID(), as(manager)))).toEqual([
      404,
      'not_found',
      'No lead with this id.',
    ]);
    expect(await errorOf(await get('not%20an%20id', as(manager)))).toEqual([
      404,
      'not_found',
      'No lead with this id.',
    ]);
    expect((await errorOf(await get(id!, as(rep))))[0]).toBe(403);
    expect((await errorOf(await get(id!, {})))[0]).toBe(401);
  });
});

describe('owners', () => {
  it('lists only active people, and refuses a rep', async () => {
    const invitedOnly = `invited-${tag()}@firm.example`;
    const invited = await worker.fetch('/api/people', {
      method: 'POST',
      headers: { ...adminAuth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: invitedOnly, name: 'Not Yet', role: 'rep' }),
    });
    expect(invited.status).toBe(201);
    const answer = (await (
      await worker.fetch('/api/leads/owners', { headers: as(manager) })
    ).json()) as { people: Array<{ id: string; email: string; name: string }> };
    const emails = answer.people.map((p) => p.email);
    expect(emails).toEqual(expect.arrayContaining([manager.email, admin.email, rep.email]));
    expect(emails).not.toContain(invitedOnly);
    expect(answer.people.find((p) => p.email === rep.email)).toEqual({
      id: rep.session.person.id,
      name: 'Test rep',
      email: rep.email,
    });
    expect((await errorOf(await worker.fetch('/api/leads/owners', { headers: as(rep) })))[0]).toBe(
      403,
    );
  });

  it('a manager assigns an active person, filters Mine and unassigned; bad owners are refused', async () => {
    const t = tag();
    const company = `Owner ${t}`;
    const [first, second] = await seed([{ company }, { company }]);
    const q = `q=${encodeURIComponent(company)}`;
    const assigned = await setOwner(first!, manager.session.person.id);
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { lead: AdminLead }).lead.owner).toEqual({
      id: manager.session.person.id,
      name: 'Test manager',
    });
    expect((await page(`${q}&owner=me`)).leads.map((l) => l.id)).toEqual([first]);
    expect((await page(`${q}&owner=none`)).leads.map((l) => l.id)).toEqual([second]);
    expect(
      (await page(`${q}&owner=${manager.session.person.id.toUpperCase()}`)).leads.map((l) => l.id),
    ).toEqual([first]);
    // The admin's "Mine" is not the manager's.
    expect((await page(`${q}&owner=me`, admin)).total).toBe(0);

    // Reassign to the rep, then to nobody.
    expect((await setOwner(first!, rep.session.person.id)).status).toBe(200);
    expect((await lead(first!)).owner).toEqual({ id: rep.session.person.id, name: 'Test rep' });
    // The export names the owner too: the last two cells, and empty ones for nobody.
    const csv = await (
      await worker.fetch(`/api/leads?${q}&sort=oldest&format=csv`, { headers: as(manager) })
    ).text();
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => [line.split(',')[0], ...line.split(',').slice(-2)]),
    ).toEqual([
      [first, rep.session.person.id, 'Test rep'],
      [second, '', ''],
    ]);
    expect((await setOwner(first!, null)).status).toBe(200);
    expect((await lead(first!)).owner).toBeNull();
    expect((await page(`${q}&owner=none`)).total).toBe(2);

    const audit = await auditOf('lead.owner_changed', first!);
    expect(audit.map((e) => [e.actorEmail, e.subject, e.detail])).toEqual([
      [manager.email, first, '{"ownerId":null}'],
      [manager.email, first, `{"ownerId":"${rep.session.person.id}"}`],
      [manager.email, first, `{"ownerId":"${manager.session.person.id}"}`],
    ]);

    // A revoked person, an unknown id, a bad body, a rep, no CSRF token, an unknown lead.
    const leaving = await signedIn(worker, 'rep');
    const revoke = await worker.fetch(`/api/people/${leaving.session.person.id}`, {
      method: 'PATCH',
      headers: as(admin, true),
      body: JSON.stringify({ status: 'revoked' }),
    });
    expect(revoke.status).toBe(200);
    const notAssignable: [number, string, string] = [
      422,
      'owner_not_assignable',
      'That person is not active in the people directory, so no lead can be given to them.',
    ];
    expect(await errorOf(await setOwner(second!, leaving.session.person.id))).toEqual(
      notAssignable,
    );
    expect(await errorOf(await setOwner(second!, crypto.randomUUID()))).toEqual(notAssignable);
    const badBody = await worker.fetch(`/api/leads/${second}/owner`, {
      method: 'PUT',
      headers: as(manager, true),
      body: JSON.stringify({ ownerId: 'Robert; DROP TABLE', extra: 1 }),
    });
    expect(badBody.status).toBe(422);
    expect(((await badBody.json()) as { error: unknown }).error).toEqual({
      code: 'validation_failed',
      message: 'Check the owner: some fields are not valid.',
      fields: [
        { field: 'ownerId', message: "ownerId must be a person's id or null." },
        { field: '(body)', message: 'Unknown field(s): extra.' },
      ],
    });
    expect((await errorOf(await setOwner(second!, rep.session.person.id, rep)))[0]).toBe(403);
    expect(
      (await errorOf(await setOwner(second!, rep.session.person.id, manager, false))).slice(0, 2),
    ).toEqual([403, 'csrf_required']);
    expect(await errorOf(await setOwner(crypto.randomUUID(), null))).toEqual([
      404,
      'not_found',
      'No lead with this id.',
    ]);
    expect((await lead(second!)).owner).toBeNull();
  });
});

describe('resending a failed notification', () => {
  it('is for a manager, only for a failed lead, and sends once however often it is asked', async () => {
    const made = validLead({ name: 'Resend Me' });
    refused.add(made.id);
    expect((await postLead(worker, made)).status).toBe(201);
    const failed = await waitForDelivery(made.id, 'failed');
    expect(failed.delivery).toMatchObject({ attempts: 1, error: 'HTTP 404' });
    expect(hits.get(made.id)).toBe(1);

    expect((await errorOf(await resend(made.id, rep)))[0]).toBe(403);
    refused.delete(made.id);
    // A double click: two requests at once; one is accepted, the other told it is pending now.
    const answers = await Promise.all([resend(made.id), resend(made.id)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 409]);
    const accepted = answers.find((r) => r.status === 202)!;
    expect(((await accepted.json()) as { lead: AdminLead }).lead.delivery).toEqual({
      state: 'pending',
      attempts: 0,
      error: null,
      deliveredAt: null,
    });
    const refusedAgain = answers.find((r) => r.status === 409)!;
    expect((await errorOf(refusedAgain)).slice(0, 2)).toEqual([409, 'not_failed']);

    await waitForDelivery(made.id, 'delivered');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hits.get(made.id)).toBe(2);
    expect(await errorOf(await resend(made.id))).toEqual([
      409,
      'not_failed',
      'Only a lead whose notification failed can be resent; this one is delivered.',
    ]);
    expect(await errorOf(await resend(crypto.randomUUID()))).toEqual([
      404,
      'not_found',
      'No lead with this id.',
    ]);
    const audit = await auditOf('lead.notification_resent', made.id);
    expect(audit.map((e) => [e.actorEmail, e.subject])).toEqual([[manager.email, made.id]]);
  }, 60_000);
});

describe('erasure from the inbox', () => {
  it('only an admin erases: every lead from the address goes, nothing else, the audit keeps no address', async () => {
    const t = tag();
    const email = `erase.${t}@example.com`;
    const [one, two, other] = await seed([
      { email },
      { email: email.toUpperCase() },
      { email: `keep.${t}@example.com` },
    ]);
    const erase = (id: string, who: Signed) =>
      worker.fetch(`/api/leads/${id}`, { method: 'DELETE', headers: as(who, true) });
    expect(await errorOf(await erase(one!, manager))).toEqual([
      403,
      'role_required',
      'Your role does not include this: it needs the Admin role.',
    ]);
    expect((await errorOf(await erase(one!, rep)))[0]).toBe(403);
    const before = await allLeads(worker, `q=${t}`);
    expect(before.map((l) => l.id).sort()).toEqual([one, two, other].sort());

    const response = await erase(two!, admin);
    expect(await response.json()).toEqual({ ok: true, erased: 2 });
    expect((await allLeads(worker, `q=${t}`)).map((l) => l.id)).toEqual([other]);
    expect(
      worker.query<{ n: number }>(
        `SELECT count(*) AS n FROM leads WHERE email = '${email}' COLLATE NOCASE`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await errorOf(await erase(one!, admin))).toEqual([
      404,
      'not_found',
      'No lead with this id.',
    ]);
    const audit = await auditOf('lead.erased', two!);
    expect(audit.map((e) => [e.actorEmail, e.subject, e.detail])).toEqual([
      [admin.email, two, '{"erased":2,"from":"lead"}'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(`erase.${t}`);
  });
});
