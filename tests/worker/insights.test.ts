/**
 * The funnel insight in workerd with local D1 and a real local queue: the beacon endpoint (GPC and
 * DNT refused, bad input 400, hits counted exactly once through the batching consumer) and the
 * report (roles, range boundaries inclusive, empty days as zeros, leads by status and source).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport } from '@/shared/insights';
import { addDays, utcDay } from '@/shared/insights';
import { adminAuth, startTestWorker, type TestWorker } from './harness';
import { as, signedIn } from './people-helpers';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker();
}, 60_000);
afterAll(async () => worker?.dispose());

const hit = (body: unknown, headers: Record<string, string> = {}) =>
  worker.fetch('/api/insights/hit', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function report(from: string, to: string): Promise<InsightsReport> {
  const response = await worker.fetch(`/api/insights?from=${from}&to=${to}`, {
    headers: adminAuth,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as InsightsReport;
}

const viewsOf = (r: InsightsReport, route: string) =>
  r.pageViews.find((row) => row.route === route)?.perDay ?? r.days.map(() => 0);

/** Polls today's report until `done` holds (the consumer writes within its 5 s batch timeout). */
async function reportWhen(done: (r: InsightsReport) => boolean): Promise<InsightsReport> {
  const today = utcDay(Date.now());
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await report(today, today);
    if (done(r) || Date.now() > deadline) return r;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('POST /api/insights/hit', () => {
  it('refuses bad input with 400 and a reason, and an oversized body with 413', async () => {
    const cases: Array<[unknown, number, string]> = [
      ['not json', 400, 'invalid_json'],
      [{ kind: 'view' }, 400, 'validation_failed'],
      [{ kind: 'click', path: '/' }, 400, 'validation_failed'],
      [{ kind: 'view', path: 'about' }, 400, 'validation_failed'],
      [{ kind: 'view', path: '/', visitor: 'abc' }, 400, 'validation_failed'],
      [{ kind: 'gate', path: '/about' }, 400, 'validation_failed'],
      [JSON.stringify({ kind: 'view', path: `/${'a'.repeat(2000)}` }), 413, 'payload_too_large'],
    ];
    for (const [body, status, code] of cases) {
      const response = await hit(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });

  it('refuses a beacon from another site', async () => {
    const response = await hit(
      { kind: 'view', path: '/' },
      { Origin: 'https://elsewhere.example' },
    );
    expect(response.status).toBe(403);
  });

  it('counts every hit exactly once, by route (aliases as their page, unknown paths as one bucket, no query), and counts nothing under GPC or DNT', async () => {
    // Refused first: had they been counted, the totals below would be higher.
    const refusals: Record<string, string>[] = [
      { 'Sec-GPC': '1' },
      { DNT: '1' },
      { 'Sec-GPC': '1', DNT: '1' },
    ];
    for (const headers of refusals) {
      const response = await hit({ kind: 'view', path: '/about' }, headers);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect((await hit({ kind: 'gate', path: '/data-in-action' }, headers)).status).toBe(204);
    }
    const sends: Array<Promise<Response>> = [];
    for (let i = 0; i < 120; i += 1) sends.push(hit({ kind: 'view', path: '/about' }));
    for (let i = 0; i < 30; i += 1)
      sends.push(hit({ kind: 'view', path: '/data-in-action?utm_source=mail&email=a@b.example' }));
    for (let i = 0; i < 7; i += 1) sends.push(hit({ kind: 'view', path: '/prelumina' })); // alias of /solutions
    sends.push(hit({ kind: 'view', path: '/solutions/' }));
    sends.push(hit({ kind: 'view', path: '/no-such-page' }));
    sends.push(hit({ kind: 'view', path: '/another/unknown#x' }));
    sends.push(hit({ kind: 'view', path: '/admin/leads' }));
    for (let i = 0; i < 11; i += 1) sends.push(hit({ kind: 'gate', path: '/data-in-action' }));
    const statuses = (await Promise.all(sends)).map((response) => response.status);
    expect(new Set(statuses)).toEqual(new Set([204]));

    const r = await reportWhen((x) => x.gateViews[0] === 11 && viewsOf(x, '/about')[0] === 120);
    // Settled: one more batch timeout must change nothing (every hit counted once, none twice).
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const settled = await report(r.from, r.to);
    expect(settled.pageViews).toEqual([
      { route: '/data-in-action', perDay: [30] },
      { route: '/about', perDay: [120] },
      { route: '/solutions', perDay: [8] },
      { route: '(other)', perDay: [3] },
    ]);
    expect(settled.gateViews).toEqual([11]);
    // 174 hits became at most a few upserts of 5 distinct rows: no row per visit.
    const rows = worker.query<{ n: number }>('SELECT COUNT(*) AS n FROM insight_counts');
    expect(rows[0]!.n).toBe(5);
  }, 60_000);
});

describe('GET /api/insights', () => {
  it('needs a manager or an admin (or the service token)', async () => {
    const today = utcDay(Date.now());
    const path = `/api/insights?from=${today}&to=${today}`;
    expect((await worker.fetch(path)).status).toBe(401);
    const rep = await signedIn(worker, 'rep');
    expect((await worker.fetch(path, { headers: as(rep) })).status).toBe(403);
    const manager = await signedIn(worker, 'manager');
    expect((await worker.fetch(path, { headers: as(manager) })).status).toBe(200);
    const admin = await signedIn(worker, 'admin');
    expect((await worker.fetch(path, { headers: as(admin) })).status).toBe(200);
  });

  it('refuses a bad range with 400', async () => {
    for (const query of [
      '',
      'from=2026-03-01',
      'from=2026-03-01&to=2026-02-28',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-03-01&to=2026-03-02&x=1',
      'from=2026-03-01&from=2026-03-01&to=2026-03-02',
      "from=2026-03-01'&to=2026-03-02",
    ]) {
      const response = await worker.fetch(`/api/insights?${query}`, { headers: adminAuth });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_query',
      );
    }
    // 366 days is allowed.
    expect(
      (await worker.fetch('/api/insights?from=2024-01-01&to=2024-12-31', { headers: adminAuth }))
        .status,
    ).toBe(200);
  });

  it('includes both ends of the range, nothing outside it, and gives empty days as zeros', async () => {
    worker.sql(
      `INSERT INTO insight_counts (day, metric, route, views) VALUES
        ('2025-03-09', 'view', '/', 100), ('2025-03-10', 'view', '/', 3), ('2025-03-12', 'view', '/', 5),
        ('2025-03-13', 'view', '/', 200), ('2025-03-10', 'gate', '/data-in-action', 2),
        ('2025-03-12', 'gate', '/data-in-action', 4), ('2025-03-13', 'gate', '/data-in-action', 50)`,
    );
    const lead = (id: string, received: string, status: string, source: string, campaign: string) =>
      `('${id}', 'N', 'C', '${id}@example.com', 'data-in-action', '', '${received}', '${received}', 'h',
        '${status}', ${source === 'null' ? 'NULL' : `'${source}'`}, ${campaign === 'null' ? 'NULL' : `'${campaign}'`}, NULL)`;
    worker.sql(
      `INSERT INTO leads (id, name, company, email, source, user_agent, created_at, received_at, body_hash,
         status, utm_source, utm_campaign, referrer_host) VALUES
        ${lead('before', '2025-03-09T23:59:59.999Z', 'new', 'news', 'spring')},
        ${lead('first', '2025-03-10T00:00:00.000Z', 'new', 'news', 'spring')},
        ${lead('second', '2025-03-10T12:00:00.000Z', 'contacted', 'news', 'spring')},
        ${lead('third', '2025-03-12T23:59:59.999Z', 'qualified', 'null', 'null')},
        ${lead('after', '2025-03-13T00:00:00.000Z', 'disqualified', 'news', 'spring')}`,
    );
    worker.sql(
      `INSERT INTO leads (id, name, company, email, source, user_agent, created_at, received_at, body_hash,
         status, referrer_host) VALUES ('fourth', 'N', 'C', 'f@example.com', 'data-in-action', '',
         '2025-03-11T08:00:00.000Z', '2025-03-11T08:00:00.000Z', 'h', 'disqualified', 'search.example')`,
    );

    const r = await report('2025-03-10', '2025-03-12');
    expect(r.days).toEqual(['2025-03-10', '2025-03-11', '2025-03-12']);
    expect(r.pageViews).toEqual([{ route: '/', perDay: [3, 0, 5] }]);
    expect(r.gateViews).toEqual([2, 0, 4]);
    expect(r.submissions).toEqual([2, 1, 1]);
    expect(r.leadsByStatus).toEqual([
      { status: 'new', count: 1 },
      { status: 'contacted', count: 1 },
      { status: 'qualified', count: 1 },
      { status: 'disqualified', count: 1 },
    ]);
    expect(r.leadsBySource).toEqual([
      { source: 'news', campaign: 'spring', count: 2 },
      { source: '(direct)', campaign: '(none)', count: 1 },
      { source: 'search.example', campaign: '(none)', count: 1 },
    ]);

    const one = await report('2025-03-11', '2025-03-11');
    expect(one).toEqual({
      from: '2025-03-11',
      to: '2025-03-11',
      days: ['2025-03-11'],
      pageViews: [],
      gateViews: [0],
      submissions: [1],
      leadsByStatus: [
        { status: 'new', count: 0 },
        { status: 'contacted', count: 0 },
        { status: 'qualified', count: 0 },
        { status: 'disqualified', count: 1 },
      ],
      leadsBySource: [{ source: 'search.example', campaign: '(none)', count: 1 }],
    });
    const empty = await report(addDays('2025-03-10', -40), addDays('2025-03-10', -31));
    expect(empty.days).toHaveLength(10);
    expect(empty.gateViews).toEqual(Array(10).fill(0));
    expect(empty.submissions).toEqual(Array(10).fill(0));
    expect(empty.pageViews).toEqual([]);
    expect(empty.leadsBySource).toEqual([]);
  }, 60_000);
});
