import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  allLeads,
  countLeads,
  freshClientIp,
  postLead,
  startTestWorker,
  validLead,
  type TestWorker,
  startEarlyInRateWindow,
} from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker();
}, 60_000);
afterAll(async () => worker?.dispose());

async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
  const body = (await response.json()) as { ok: boolean; error: { code: string; message: string } };
  expect(body.ok).toBe(false);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(5);
  return body;
}

describe('POST /api/leads', () => {
  it('stores a valid lead once and answers 201 with its id', async () => {
    const before = await countLeads(worker);
    const lead = validLead({ email: ' Ada@Analytical.EXAMPLE ' });
    const response = await postLead(worker, lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: lead.id });
    expect(await countLeads(worker)).toBe(before + 1);

    const row = (await allLeads(worker)).find((l) => l.id === lead.id)!;
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'Ada@analytical.example',
      source: 'data-in-action',
      userAgent: 'vitest',
      createdAt: lead.createdAt,
      status: 'new',
      statusNote: null,
      statusChangedAt: null,
    });
    expect(row.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(row.receivedAt) - Date.now())).toBeLessThan(60_000);
    expect(row).not.toHaveProperty('ip');
  });

  it('answers 50 replays of one id with the same 201 and keeps one row', async () => {
    const lead = validLead();
    const before = await countLeads(worker);
    const ip = freshClientIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postLead(worker, lead, {}, ip)),
    );
    for (const response of responses) {
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, id: lead.id });
    }
    expect(await countLeads(worker)).toBe(before + 1);
  });

  it('answers an identical retry without createdAt with the same 201 and stores nothing new', async () => {
    const { createdAt: _omitted, ...lead } = validLead();
    const before = await countLeads(worker);
    const first = await postLead(worker, lead);
    expect(first.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await postLead(worker, lead);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ ok: true, id: lead.id });
    expect(await countLeads(worker)).toBe(before + 1);
  });

  it('keeps only the path of an attribution landing path, whatever the client sent', async () => {
    const lead = validLead({
      attribution: {
        utmSource: 'newsletter',
        landingPath: '/data-in-action?email=ada%40analytical.example&utm_source=newsletter#form',
      },
    });
    expect((await postLead(worker, lead)).status).toBe(201);
    const row = (await allLeads(worker)).find((l) => l.id === lead.id)!;
    expect(row.attribution).toMatchObject({
      utmSource: 'newsletter',
      landingPath: '/data-in-action',
    });
    // The retry the browser would send is the same lead, not a conflict.
    const retry = await postLead(worker, lead);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('refuses a different body under a used key with 422', async () => {
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    const before = await countLeads(worker);
    await expectJsonError(
      await postLead(worker, { ...lead, company: 'Someone Else' }),
      422,
      'idempotency_conflict',
    );
    expect(await countLeads(worker)).toBe(before);
  });

  it('refuses a key that differs from the lead id', async () => {
    const lead = validLead();
    await expectJsonError(
      await postLead(worker, lead, { 'Idempotency-Key': crypto.randomUUID() }),
      422,
      'idempotency_key_mismatch',
    );
  });

  it.each([
    ['text/plain', 'unsupported_media_type', 415],
    ['application/x-www-form-urlencoded', 'unsupported_media_type', 415],
  ])('answers %s with %s', async (contentType, code, status) => {
    const before = await countLeads(worker);
    await expectJsonError(
      await postLead(worker, validLead(), { 'Content-Type': contentType }),
      status,
      code,
    );
    expect(await countLeads(worker)).toBe(before);
  });

  it('answers a body over 16 KB with 413', async () => {
    const before = await countLeads(worker);
    const body = JSON.stringify(validLead({ userAgent: 'x'.repeat(17 * 1024) }));
    await expectJsonError(await postLead(worker, body), 413, 'payload_too_large');
    expect(await countLeads(worker)).toBe(before);
  });

  it('answers invalid JSON with 400', async () => {
    await expectJsonError(await postLead(worker, '{"name": "Ada",'), 400, 'invalid_json');
    await expectJsonError(await postLead(worker, ''), 400, 'invalid_json');
  });

  it('answers schema violations with 422 naming each field', async () => {
    const before = await countLeads(worker);
    const response = await postLead(
      worker,
      validLead({ name: 'A', email: 'nope', source: 'elsewhere', extra: 1 }),
    );
    const body = await expectJsonError(response, 422, 'validation_failed');
    const fields = (body.error as unknown as { fields: Array<{ field: string }> }).fields.map(
      (f) => f.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'source']));
    expect(await countLeads(worker)).toBe(before);
  });

  it.each([
    [
      'a mailto: query in the email',
      { email: 'victim@acme.example?bcc=attacker%40evil.example' },
      'email',
      'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).',
    ],
    [
      'a zero-width space in the name',
      { name: 'Alice\u200BReal' },
      'name',
      'Full name has an invisible or direction-changing character.',
    ],
    [
      'a lone surrogate in the company',
      { company: 'Acme \uD800Ltd' },
      'company',
      'Company has a broken character.',
    ],
    [
      'a Cyrillic look-alike in the name',
      { name: '\u0410lice Real' },
      'name',
      'Full name mixes Latin with Cyrillic or Greek letters in one word, as look-alike text does: type it in one alphabet.',
    ],
  ])('refuses %s with 422 and stores nothing', async (_what, overrides, field, message) => {
    const before = await countLeads(worker);
    const body = await expectJsonError(
      await postLead(worker, validLead(overrides)),
      422,
      'validation_failed',
    );
    expect((body.error as unknown as { fields: unknown[] }).fields).toEqual([{ field, message }]);
    expect(await countLeads(worker)).toBe(before);
  });

  it('stores SQL-looking text verbatim, as data', async () => {
    const lead = validLead({ name: "Robert'); DROP TABLE leads;--", company: '" OR 1=1 --' });
    expect((await postLead(worker, lead)).status).toBe(201);
    const leads = await allLeads(worker);
    expect(leads.find((l) => l.id === lead.id)?.name).toBe("Robert'); DROP TABLE leads;--");
  });

  it('answers a filled honeypot as stored but stores nothing', async () => {
    const before = await countLeads(worker);
    const lead = validLead({ website: 'http://spam.example' });
    const response = await postLead(worker, lead);
    expect(response.status).toBe(201);
    expect(await countLeads(worker)).toBe(before);
  });

  it('rate-limits new leads per client with 429 and Retry-After', { timeout: 60_000 }, async () => {
    await startEarlyInRateWindow();
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await postLead(worker, validLead(), {}, ip)).status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    const limited = statuses.indexOf(429);
    expect(limited).toBeGreaterThan(0);
    const response = await postLead(worker, validLead(), {}, ip);
    await expectJsonError(response, 429, 'rate_limited');
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another client is unaffected.
    expect((await postLead(worker, validLead())).status).toBe(201);
  });

  it('answers other methods with 405 and Allow', async () => {
    const response = await worker.fetch('/api/leads', { method: 'PUT' });
    await expectJsonError(response, 405, 'method_not_allowed');
    expect(response.headers.get('Allow')).toBe('POST, GET, DELETE');
  });
});

describe('GET /api/leads (export)', () => {
  it('needs a signed-in manager or the service token', async () => {
    await expectJsonError(await worker.fetch('/api/leads'), 401, 'signed_out');
    await expectJsonError(
      await worker.fetch('/api/leads', { headers: { Authorization: 'Bearer wrong' } }),
      401,
      'unauthorized',
    );
    await expectJsonError(
      await worker.fetch('/api/leads', { headers: { Authorization: `Basic ${ADMIN_TOKEN}` } }),
      401,
      'unauthorized',
    );
  });

  it('returns CSV with a header row, newest first, and honours since', async () => {
    const first = validLead({ name: 'First Person' });
    expect((await postLead(worker, first)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cutoff = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = validLead({ name: '=HYPERLINK("x")' });
    expect((await postLead(worker, second)).status).toBe(201);

    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const csvResponse = await worker.fetch('/api/leads?format=csv', { headers: auth });
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get('Content-Type')).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await csvResponse.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // ignoreBOM keeps the mark in the text, where the header line's check sees it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,received_at,created_at,name,company,email,source,country,user_agent,status,status_note,status_changed_at,' +
        'delivery_state,delivery_attempts,delivered_at,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host,landing_path,first_seen_at,' +
        'owner_id,owner_name',
    );
    expect(lines[1]!.startsWith(`${second.id},`)).toBe(true);
    expect(lines[1]!.split(',').slice(3, 4)).toEqual([`"'=HYPERLINK(""x"")"`]);

    const since = await worker.fetch(`/api/leads?since=${encodeURIComponent(cutoff)}`, {
      headers: auth,
    });
    const { leads } = (await since.json()) as { leads: Array<{ id: string }> };
    expect(since.status).toBe(200);
    expect(leads.map((l) => l.id)).toContain(second.id);
    expect(leads.map((l) => l.id)).not.toContain(first.id);
  });

  it('rejects bad query parameters with 400', async () => {
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    await expectJsonError(
      await worker.fetch('/api/leads?since=soon', { headers: auth }),
      400,
      'invalid_since',
    );
    await expectJsonError(
      await worker.fetch('/api/leads?limit=0', { headers: auth }),
      400,
      'invalid_limit',
    );
    await expectJsonError(
      await worker.fetch('/api/leads?format=xml', { headers: auth }),
      400,
      'invalid_format',
    );
  });
});
