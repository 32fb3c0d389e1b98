/**
 * The lead inbox's API in workerd with local D1: the spec's minimal body, attribution, cursor
 * pages under concurrent inserts, filters, grouping, the status workflow, erasure, the retention
 * cron, and the hostile-input hardening of issue 19.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLead, LeadGroupPage } from '@/shared/lead-admin';
import {
  adminAuth,
  allLeads,
  freshClientIp,
  postLead,
  startTestWorker,
  validLead,
  type TestWorker,
  startEarlyInRateWindow,
} from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { LEAD_RETENTION_DAYS: '30' } });
}, 60_000);
afterAll(async () => worker?.dispose());

const get = (query: string) => worker.fetch(`/api/leads?${query}`, { headers: adminAuth });
const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; fields?: unknown }> {
  const body = (await response.json()) as { error: { code: string; fields?: unknown } };
  return {
    status: response.status,
    code: body.error.code,
    ...(body.error.fields ? { fields: body.error.fields } : {}),
  };
}

async function leadById(id: string): Promise<AdminLead | undefined> {
  return (await allLeads(worker)).find((lead) => lead.id === id);
}

function patch(id: string, body: unknown, headers: Record<string, string> = adminAuth) {
  return worker.fetch(`/api/leads/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('POST /api/leads: the spec minimal body and attribution', () => {
  it('stores the minimal body with a server id and time, without idempotency', async () => {
    const name = `Minimal ${marker()}`;
    const body = {
      name,
      company: 'Spec Co',
      email: 'spec@example.com',
      source: 'data-in-action',
      userAgent: 'curl/8',
    };
    const before = Date.now();
    const first = await postLead(worker, body);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same body again is a second lead: nothing identifies it as a replay.
    const second = await postLead(worker, body);
    expect(second.status).toBe(201);
    expect(((await second.json()) as { id: string }).id).not.toBe(id);

    const stored = (await allLeads(worker, `q=${name}`)).filter((l) => l.name === name);
    expect(stored).toHaveLength(2);
    const lead = stored.find((l) => l.id === id)!;
    expect(lead).toMatchObject({
      company: 'Spec Co',
      email: 'spec@example.com',
      userAgent: 'curl/8',
      source: 'data-in-action',
    });
    expect(Date.parse(lead.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(lead.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses an Idempotency-Key with a body that has no id', async () => {
    const body = {
      name: 'Ada Lovelace',
      company: 'AE',
      email: 'a@example.com',
      source: 'data-in-action',
      userAgent: '',
    };
    expect(
      await errorOf(await postLead(worker, body, { 'Idempotency-Key': crypto.randomUUID() })),
    ).toEqual({
      status: 422,
      code: 'idempotency_key_mismatch',
      fields: [{ field: 'id', message: 'Send the id in the body to use an Idempotency-Key.' }],
    });
  });

  it('marks a lead not_configured when no webhook is set, and nothing fails', async () => {
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    const deadline = Date.now() + 15_000;
    let stored = await leadById(lead.id);
    while (stored?.delivery.state !== 'not_configured' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = await leadById(lead.id);
    }
    expect(stored?.delivery).toEqual({
      state: 'not_configured',
      attempts: 0,
      error: null,
      deliveredAt: null,
    });
  });

  it('stores, returns and exports attribution', async () => {
    const attribution = {
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'q4',
      utmTerm: 'regime, trend',
      utmContent: 'hero',
      referrerHost: 'news.example.org',
      landingPath: '/data-in-action?utm_source=newsletter',
      firstSeenAt: '2026-11-20T09:30:00.000Z',
    };
    const lead = validLead({ attribution });
    expect((await postLead(worker, lead)).status).toBe(201);
    // The landing path's query is never kept (README, "Lead inbox and attribution").
    expect((await leadById(lead.id))?.attribution).toEqual({
      ...attribution,
      landingPath: '/data-in-action',
    });
    const csv = await (await get('format=csv')).text();
    const line = csv.split('\r\n').find((l) => l.startsWith(lead.id))!;
    // The attribution, then the owner's id and name (nobody yet).
    expect(
      line.endsWith(
        ',newsletter,email,q4,"regime, trend",hero,news.example.org,/data-in-action,2026-11-20T09:30:00.000Z,,',
      ),
    ).toBe(true);
  });
});

describe('hardening (issue 19 item 7)', () => {
  it('treats an upper-case id as the same lead as its lower-case form', async () => {
    const lead = validLead();
    const upper = { ...lead, id: lead.id.toUpperCase() };
    const first = await postLead(worker, upper);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true, id: lead.id });
    const again = await postLead(worker, lead);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await allLeads(worker)).filter((l) => l.id === lead.id)).toHaveLength(1);
  });

  it.each([
    ['name', 'Ada\u0000 Lovelace', 'Full name has a control character.'],
    ['name', 'Ada \u202Eecalevol', 'Full name has an invisible or direction-changing character.'],
    ['company', 'Acme\u001B[2J', 'Company has a control character.'],
    ['email', 'ada\u2067@example.com', 'Email has an invisible or direction-changing character.'],
  ])('refuses control characters in %s with 422 naming it', async (field, value, message) => {
    expect(await errorOf(await postLead(worker, validLead({ [field]: value })))).toEqual({
      status: 422,
      code: 'validation_failed',
      fields: [{ field, message }],
    });
  });

  it.each([
    '+010000-01-01',
    '2026-02-30',
    '1999-12-31',
    '2101-01-01',
    '2026-1-5',
    'tomorrow',
    '2026-11-24T25:00:00Z',
  ])('refuses since=%s', async (since) => {
    expect(await errorOf(await get(`since=${encodeURIComponent(since)}`))).toEqual({
      status: 400,
      code: 'invalid_since',
    });
  });

  it('neutralises formulas after leading whitespace and in full-width form, after a UTF-8 BOM', async () => {
    // Name and company are trimmed and NFKC-normalised by the schema (the full-width ＝ arrives as
    // "="); the user agent is stored as sent.
    const lead = validLead({
      name: 'Zoë Ōkubo',
      company: '\uFF1DHYPERLINK("x")',
      userAgent: '  =1+1',
    });
    expect((await postLead(worker, lead)).status).toBe(201);
    const bytes = new Uint8Array(await (await get('format=csv')).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    const line = lines.find((l) => l.startsWith(lead.id))!;
    expect(line.split(',').slice(3, 5)).toEqual(['Zoë Ōkubo', `"'=HYPERLINK(""x"")"`]);
    expect(line.split(',')[8]).toBe("'  =1+1");
  });

  it(
    'rate-limits an IPv6 client by its /64, so rotating addresses inside it does not help',
    { timeout: 60_000 },
    async () => {
      await startEarlyInRateWindow();
      const statuses: number[] = [];
      for (let i = 1; i <= 35; i += 1) {
        statuses.push(
          (await postLead(worker, validLead(), {}, `2001:db8:aa:bb:${i.toString(16)}::${i}`))
            .status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
      // A neighbouring /64 is another client.
      expect((await postLead(worker, validLead(), {}, '2001:db8:aa:bc::1')).status).toBe(201);
    },
  );
});

describe('GET /api/leads pages', () => {
  it('returns every row exactly once across cursor pages while leads arrive between pages', async () => {
    const company = `Paging ${marker()}`;
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const lead = validLead({ company });
      ids.push(lead.id);
      expect((await postLead(worker, lead)).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(
        `q=${encodeURIComponent(company)}&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = (await response.json()) as { leads: AdminLead[]; nextCursor: string | null };
      seen.push(...page.leads.map((l) => l.id));
      cursor = page.nextCursor;
      pages += 1;
      // Two new leads from the same company land between every pair of pages.
      for (let i = 0; i < 2; i += 1)
        expect((await postLead(worker, validLead({ company }))).status).toBe(201);
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual([...ids].reverse());
  });

  it('orders newest first and filters by q, status, since and until', async () => {
    const company = `Filter ${marker()}`;
    const a = validLead({ company, name: 'Alpha Person' });
    expect((await postLead(worker, a)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 15));
    const b = validLead({
      company,
      // % and _ are no longer allowed in an email (issue 28 item 7), so the name carries them.
      name: 'Beta_100% Person',
      email: 'beta@example.com',
    });
    expect((await postLead(worker, b)).status).toBe(201);
    const [newest, older] = await allLeads(worker, `q=${encodeURIComponent(company)}`);
    expect([newest!.id, older!.id]).toEqual([b.id, a.id]);

    expect(
      (await allLeads(worker, `q=${encodeURIComponent(company.toUpperCase())}`)).map((l) => l.id),
    ).toEqual([b.id, a.id]);
    // % and _ are literal in a search.
    expect((await allLeads(worker, 'q=beta_100%25')).map((l) => l.id)).toEqual([b.id]);
    expect((await allLeads(worker, 'q=beta_1000')).map((l) => l.id)).toEqual([]);

    expect((await patch(b.id, { status: 'contacted' })).status).toBe(200);
    const q = `q=${encodeURIComponent(company)}`;
    expect((await allLeads(worker, `${q}&status=contacted`)).map((l) => l.id)).toEqual([b.id]);
    expect((await allLeads(worker, `${q}&status=new`)).map((l) => l.id)).toEqual([a.id]);
    expect(
      (await allLeads(worker, `${q}&since=${encodeURIComponent(newest!.receivedAt)}`)).map(
        (l) => l.id,
      ),
    ).toEqual([b.id]);
    expect(
      (await allLeads(worker, `${q}&until=${encodeURIComponent(older!.receivedAt)}`)).map(
        (l) => l.id,
      ),
    ).toEqual([a.id]);
    const day = older!.receivedAt.slice(0, 10);
    expect(
      (await allLeads(worker, `${q}&since=${day}&until=${day}`)).length,
    ).toBeGreaterThanOrEqual(newest!.receivedAt.startsWith(day) ? 2 : 1);
  });

  it('groups leads by email, case-insensitively, with the number of submissions', async () => {
    const company = `Group ${marker()}`;
    const local = marker();
    const emails = [
      `${local}@example.com`,
      `${local.toUpperCase()}@Example.com`,
      `${local}@example.com`,
    ];
    const ids: string[] = [];
    for (const email of emails) {
      const lead = validLead({ company, email });
      ids.push(lead.id);
      expect((await postLead(worker, lead)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const other = validLead({ company, email: `other-${local}@example.com` });
    expect((await postLead(worker, other)).status).toBe(201);

    const response = await get(`group=email&q=${encodeURIComponent(company)}&limit=1`);
    const first = (await response.json()) as LeadGroupPage;
    expect(first.groups).toEqual([
      expect.objectContaining({ email: other.email, submissions: 1, latestLeadId: other.id }),
    ]);
    const second = (await (
      await get(`group=email&q=${encodeURIComponent(company)}&limit=1&cursor=${first.nextCursor}`)
    ).json()) as LeadGroupPage;
    expect(second.groups).toEqual([
      {
        email: emails[2],
        name: 'Ada Lovelace',
        company,
        submissions: 3,
        latestReceivedAt: expect.any(String) as unknown,
        latestLeadId: ids[2],
        status: 'new',
      },
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await leadById(ids[0]!))?.submissions).toBe(3);
  });

  it.each([
    ['limit=201', 'invalid_limit'],
    ['limit=1.5', 'invalid_limit'],
    ['status=won', 'invalid_status'],
    ['cursor=not-a-cursor', 'invalid_cursor'],
    ['until=2026-13-01', 'invalid_until'],
    ['group=company', 'invalid_group'],
    ['format=csv&group=email', 'invalid_group'],
    ['order=asc', 'invalid_query'],
  ])('answers %s with 400 %s', async (query, code) => {
    expect(await errorOf(await get(query))).toEqual({ status: 400, code });
  });
});

describe('PATCH /api/leads/:id', () => {
  it('refuses without the token', async () => {
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    expect(await errorOf(await patch(lead.id, { status: 'contacted' }, {}))).toEqual({
      status: 401,
      code: 'signed_out',
    });
    expect(
      await errorOf(
        await patch(lead.id, { status: 'contacted' }, { Authorization: 'Bearer nope' }),
      ),
    ).toEqual({
      status: 401,
      code: 'unauthorized',
    });
    expect((await leadById(lead.id))?.status).toBe('new');
  });

  it.each([
    [
      { status: 'won' },
      [
        {
          field: 'status',
          message: 'status must be one of new, contacted, qualified, disqualified.',
        },
      ],
    ],
    [
      {},
      [
        {
          field: 'status',
          message: 'status must be one of new, contacted, qualified, disqualified.',
        },
      ],
    ],
    [
      { status: 'qualified', note: 'x'.repeat(501) },
      [{ field: 'note', message: 'note must be at most 500 characters.' }],
    ],
    [
      { status: 'qualified', note: 'call\u202Eback' },
      [{ field: 'note', message: 'note must not contain control or text-direction characters.' }],
    ],
    [
      { status: 'qualified', owner: 'me' },
      [{ field: '(body)', message: 'Unknown field(s): owner.' }],
    ],
  ])('validates its body (%j)', async (body, fields) => {
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    expect(await errorOf(await patch(lead.id, body))).toEqual({
      status: 422,
      code: 'validation_failed',
      fields,
    });
  });

  it('sets status, note and when the status changed; 404 for an unknown id', async () => {
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    const response = await patch(lead.id.toUpperCase(), {
      status: 'qualified',
      note: '  Budget confirmed  ',
    });
    expect(response.status).toBe(200);
    const { lead: updated } = (await response.json()) as { lead: AdminLead };
    expect(updated).toMatchObject({
      id: lead.id,
      status: 'qualified',
      statusNote: 'Budget confirmed',
    });
    expect(Math.abs(Date.parse(updated.statusChangedAt!) - Date.now())).toBeLessThan(60_000);

    // Same status, new note: the note changes, the status time does not.
    const again = (await (await patch(lead.id, { status: 'qualified', note: '' })).json()) as {
      lead: AdminLead;
    };
    expect(again.lead).toMatchObject({
      status: 'qualified',
      statusNote: null,
      statusChangedAt: updated.statusChangedAt,
    });
    expect(await leadById(lead.id)).toEqual(again.lead);

    expect(await errorOf(await patch(crypto.randomUUID(), { status: 'new' }))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(await errorOf(await patch('%E0%A4%A', { status: 'new' }))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(
      await errorOf(
        await worker.fetch(`/api/leads/${lead.id}`, { method: 'POST', headers: adminAuth }),
      ),
    ).toEqual({
      status: 405,
      code: 'method_not_allowed',
    });
  });
});

describe('privacy operations', () => {
  it('erases every lead of one address (any letter case) and nothing else', async () => {
    const local = marker();
    const mine = [`${local}@example.com`, `${local.toUpperCase()}@EXAMPLE.com`].map((email) =>
      validLead({ email }),
    );
    const neighbour = validLead({ email: `${local}@example.co` });
    for (const lead of [...mine, neighbour])
      expect((await postLead(worker, lead)).status).toBe(201);
    const before = (await allLeads(worker)).length;

    const erase = (query: string, headers: Record<string, string> = adminAuth) =>
      worker.fetch(`/api/leads?${query}`, { method: 'DELETE', headers });
    expect(await errorOf(await erase(`email=${local}@example.com`, {}))).toEqual({
      status: 401,
      code: 'signed_out',
    });
    expect(await errorOf(await erase('email=not-an-address'))).toEqual({
      status: 400,
      code: 'invalid_email',
    });

    const response = await erase(`email=${encodeURIComponent(` ${local}@Example.COM `)}`);
    expect(await response.json()).toEqual({ ok: true, erased: 2 });
    const after = await allLeads(worker);
    expect(after.length).toBe(before - 2);
    expect(after.some((l) => l.id === mine[0]!.id || l.id === mine[1]!.id)).toBe(false);
    expect(after.some((l) => l.id === neighbour.id)).toBe(true);
    expect(await (await erase(`email=${local}@example.com`)).json()).toEqual({
      ok: true,
      erased: 0,
    });
  });

  it('deletes exactly the leads older than LEAD_RETENTION_DAYS when the cron runs', async () => {
    const company = `Retention ${marker()}`;
    const leads = Array.from({ length: 4 }, () => validLead({ company }));
    for (const lead of leads)
      expect((await postLead(worker, lead, {}, freshClientIp())).status).toBe(201);
    const day = 24 * 60 * 60 * 1000;
    const iso = (ms: number) => new Date(ms).toISOString();
    // This worker keeps 30 days: 31 and 30 days + 1 minute are past it, 29 days and today are not.
    const ages = [31 * day, 30 * day + 60_000, 29 * day, 0];
    // One wrangler process for all three updates: each spawn costs seconds on a loaded machine.
    worker.sql(
      ages
        .flatMap((age, i) =>
          age > 0
            ? [
                `UPDATE leads SET received_at = '${iso(Date.now() - age)}' WHERE id = '${leads[i]!.id}'`,
              ]
            : [],
        )
        .join('; '),
    );
    const before = await allLeads(worker);
    const expired = before
      .filter((l) => Date.parse(l.receivedAt) < Date.now() - 30 * day)
      .map((l) => l.id);
    expect(expired).toEqual([leads[1]!.id, leads[0]!.id]);

    const run = await worker.fetch('/__scheduled?cron=17+3+*+*+*');
    expect(`${run.status} ${await run.text()}`).toBe('200 Ran scheduled event');
    const after = (await allLeads(worker)).map((l) => l.id);
    expect(after).toEqual(before.map((l) => l.id).filter((id) => !expired.includes(id)));
    expect((await allLeads(worker, `q=${encodeURIComponent(company)}`)).map((l) => l.id)).toEqual([
      leads[3]!.id,
      leads[2]!.id,
    ]);
  }, 90_000);
});
