/**
 * Operations (issue 28 item 5) against the real Worker: X-Request-Id on every kind of answer,
 * browser error reports (validation, rate limit, scrubbing, aggregation, the admin list) and the
 * daily Cron's retention of portal usage events and client errors, at the exact cut-off.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import type { ClientErrorList } from '@/shared/client-errors';
import { freshClientIp, startTestWorker, type TestWorker, startEarlyInRateWindow } from './harness';
import { as, signedIn, type Signed } from './people-helpers';
import { expectJsonError } from './portal-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY = 24 * 60 * 60 * 1000;
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, 'worker/wrangler.jsonc');
const built = existsSync(path.resolve(import.meta.dirname, '../../dist/app-shell.html'));

let worker: TestWorker;
let admin: Signed;
let manager: Signed;

beforeAll(async () => {
  worker = await startTestWorker();
  admin = await signedIn(worker, 'admin');
  manager = await signedIn(worker, 'manager');
}, 90_000);
afterAll(async () => worker?.dispose());

function report(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'error',
    message: 'TypeError: x is undefined',
    stack: ['/assets/index-1a2b3c.js:1:2345', '/assets/team-dashboard-9f8e.js:12:7'],
    route: '/internal/team',
    build: '0.1.0',
    ...overrides,
  };
}

function postReport(
  body: unknown,
  ip = freshClientIp(),
  contentType = 'text/plain;charset=UTF-8',
): Promise<Response> {
  return worker.fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'CF-Connecting-IP': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function listed(who: Signed = admin): Promise<ClientErrorList> {
  const response = await worker.fetch('/api/client-errors', { headers: as(who) });
  expect(response.status).toBe(200);
  return (await response.json()) as ClientErrorList;
}

describe('X-Request-Id', () => {
  it("is on API answers, errors included, and is cf-ray's value when there is one", async () => {
    const health = await worker.fetch('/api/health', {
      headers: { 'cf-ray': '8f1c2a3b4d5e6f70-LHR' },
    });
    expect(health.status).toBe(200);
    expect(health.headers.get('X-Request-Id')).toBe('8f1c2a3b4d5e6f70-LHR');
    const first = await worker.fetch('/api/health');
    const second = await worker.fetch('/api/health');
    expect(first.headers.get('X-Request-Id')).toMatch(UUID);
    expect(second.headers.get('X-Request-Id')).toMatch(UUID);
    expect(first.headers.get('X-Request-Id')).not.toBe(second.headers.get('X-Request-Id'));
    for (const [p, init, status] of [
      ['/api/no-such-endpoint', {}, 404],
      ['/api/health', { method: 'DELETE' }, 405],
      ['/api/leads', {}, 401],
    ] as const) {
      const response = await worker.fetch(p, init);
      expect(response.status).toBe(status);
      expect(response.headers.get('X-Request-Id')).toMatch(UUID);
    }
  });

  it.runIf(built)('is on the pages the Worker serves: the 404 page and the shell', async () => {
    const html = { Accept: 'text/html' };
    const unknown = await worker.fetch('/no/such/page', { headers: html });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('X-Request-Id')).toMatch(UUID);
    const shell = await worker.fetch('/app-shell', { headers: html });
    expect(shell.status).toBe(404);
    expect(shell.headers.get('X-Request-Id')).toMatch(UUID);
  });
});

describe('POST /api/client-errors', () => {
  it('refuses malformed reports with 400 and stores nothing', async () => {
    const before = (await listed()).errors.length;
    await expectJsonError(await postReport('{not json'), 400, 'invalid_report');
    const cases: unknown[] = [
      report({ kind: 'warning' }),
      report({ message: '' }),
      report({ message: 'x'.repeat(301) }),
      report({ stack: ['https://evil.example/a.js:1:1'] }),
      report({ stack: ['/assets/a.js?token=abc:1:1'] }),
      report({ stack: Array.from({ length: 9 }, (_, i) => `/assets/a.js:${i + 1}:1`) }),
      report({ route: '/internal/team?q=ada' }),
      report({ build: '' }),
      report({ email: 'ada@analytical.example' }),
      [],
    ];
    for (const body of cases) {
      const body400 = await expectJsonError(await postReport(body), 400, 'invalid_report');
      expect(body400.error.fields?.length).toBeGreaterThan(0);
    }
    await expectJsonError(
      await postReport(report(), freshClientIp(), 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    );
    await expectJsonError(
      await postReport(report({ message: 'x'.repeat(5000) })),
      413,
      'payload_too_large',
    );
    expect((await listed()).errors.length).toBe(before);
  });

  it('refuses a report posted from another site', async () => {
    const response = await worker.fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: JSON.stringify(report()),
    });
    await expectJsonError(response, 403, 'origin_refused');
  });

  it('scrubs emails, tokens and query strings again, and counts one error once per fingerprint', async () => {
    const message = `Error: no invite for grace@firm.example (token QmFzZTY0VXJsVG9rZW5WYWx1ZQ) at https://msd.test/admin/welcome?invite=abc#x`;
    const sent = report({ message, route: '/admin/welcome' });
    for (let i = 0; i < 3; i += 1) expect((await postReport(sent)).status).toBe(204);
    // The same error on another build is another row.
    expect((await postReport({ ...sent, build: '0.1.1' })).status).toBe(204);
    const { errors, retentionDays } = await listed();
    expect(retentionDays).toBe(90);
    const mine = errors.filter((e) => e.route === '/admin/welcome');
    expect(mine.map((e) => [e.build, e.count, e.message])).toEqual(
      [
        [
          '0.1.1',
          1,
          'Error: no invite for [email] (token [token]) at https://msd.test/admin/welcome',
        ],
        [
          '0.1.0',
          3,
          'Error: no invite for [email] (token [token]) at https://msd.test/admin/welcome',
        ],
      ].sort((a, b) => (a[0]! < b[0]! ? 1 : -1)),
    );
    const three = mine.find((e) => e.count === 3)!;
    expect(three.stack).toEqual(sent.stack);
    expect(three.kind).toBe('error');
    expect(three.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(three.lastSeen)).toBeGreaterThanOrEqual(Date.parse(three.firstSeen));
    const stored = worker.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM client_errors WHERE message LIKE '%firm.example%' OR message LIKE '%invite=%'`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it(
    'rate-limits one client to 20 reports a minute with 429, and leaves other clients alone',
    { timeout: 60_000 },
    async () => {
      await startEarlyInRateWindow();
      const ip = freshClientIp();
      const statuses: number[] = [];
      for (let i = 0; i < 24; i += 1)
        statuses.push((await postReport(report({ message: `Error: burst ${i}` }), ip)).status);
      expect(statuses.slice(0, 20)).toEqual(Array<number>(20).fill(204));
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      const limited = await expectJsonError(
        await postReport(report({ message: 'Error: one more' }), ip),
        429,
        'rate_limited',
      );
      expect(limited.error.message).toBe('Too many error reports; try again in a minute.');
      expect((await postReport(report({ message: 'Error: elsewhere' }))).status).toBe(204);
    },
  );
});

describe('GET /api/client-errors', () => {
  it('is for admins only: signed out 401, a manager 403', async () => {
    await expectJsonError(await worker.fetch('/api/client-errors'), 401, 'signed_out');
    await expectJsonError(
      await worker.fetch('/api/client-errors', { headers: as(manager) }),
      403,
      'role_required',
    );
  });
});

/** The D1 calls this file makes (the Workers types are not in the tests' TypeScript project). */
interface CronEnv {
  DB: {
    prepare(sql: string): {
      run(): Promise<unknown>;
      all<Row>(): Promise<{ results: Row[] }>;
    };
  };
}
interface WorkerModules {
  index: { default: { scheduled(controller: unknown, env: unknown): Promise<void> } };
  logger: { setLogSink(sink: (level: string, line: string) => void): () => void };
}
/**
 * The Worker's own modules, run in Node against the proxied D1. Imported by a computed path:
 * tsconfig.node.json (this file's project) does not hold the Worker's sources or types.
 */
async function workerModules(): Promise<WorkerModules> {
  const from = (file: string) => path.join(ROOT, 'worker', file);
  return {
    index: (await import(/* @vite-ignore */ from('index.ts'))) as WorkerModules['index'],
    logger: (await import(/* @vite-ignore */ from('logger.ts'))) as WorkerModules['logger'],
  };
}

describe('the daily Cron', () => {
  // The Cron handler itself (worker/index.ts), run from here at an exact instant on a D1 of its own
  // (wrangler's getPlatformProxy: the same local D1 as `wrangler dev`), so the cut-off is exact.
  const NOW = Date.UTC(2026, 10, 27, 3, 17);
  let dir: string;
  let proxy: Awaited<ReturnType<typeof getPlatformProxy<CronEnv>>>;
  let worker: WorkerModules;
  const sql = (command: string) => proxy.env.DB.prepare(command).run();
  const ids = async (query: string) =>
    (await proxy.env.DB.prepare(query).all<{ id: string }>()).results.map((row) => row.id);
  const run = async (vars: Record<string, string> = {}) => {
    const lines: string[] = [];
    const restore = worker.logger.setLogSink((_level, line) => lines.push(line));
    try {
      await worker.index.default.scheduled(
        { scheduledTime: NOW, cron: '17 3 * * *' },
        { ...proxy.env, ...vars },
      );
    } finally {
      restore();
    }
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'msd-cron-'));
    execFileSync(
      'npx',
      ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', CONFIG, '--persist-to', dir],
      { cwd: ROOT, encoding: 'utf8' },
    );
    proxy = await getPlatformProxy<CronEnv>({
      configPath: CONFIG,
      persist: { path: `${dir}/v3` },
    });
    worker = await workerModules();
  }, 90_000);
  afterAll(async () => {
    await proxy?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('deletes usage events older than 400 days (the cut-off itself stays) and keeps training facts', async () => {
    const cutoff = NOW - 400 * DAY;
    const rows: Array<[id: string, kind: string, at: number]> = [
      ['ret-view-old', 'doc_viewed', cutoff - 1],
      ['ret-view-cut', 'doc_viewed', cutoff],
      ['ret-dl-old', 'doc_downloaded', cutoff - DAY],
      ['ret-search-old', 'search_no_results', cutoff - 1],
      ['ret-search-new', 'search_no_results', cutoff + 1],
      ['ret-lesson-old', 'lesson_completed', cutoff - 900 * DAY],
      ['ret-quiz-old', 'quiz_passed', cutoff - 1],
      ['ret-reset-old', 'training_reset', cutoff - 1],
      ['ret-cert-old', 'certificate_issued', cutoff - 1],
    ];
    await sql(
      `INSERT INTO portal_events (id, kind, rep_email, rep_name, device_id, occurred_at, received_at)
       VALUES ${rows.map(([id, kind, at]) => `('${id}', '${kind}', 'old@firm.example', 'Old Rep', 'dev', ${at}, ${at})`).join(', ')}`,
    );
    const lines = await run();
    expect(await ids(`SELECT id FROM portal_events WHERE id LIKE 'ret-%' ORDER BY id`)).toEqual([
      'ret-cert-old',
      'ret-lesson-old',
      'ret-quiz-old',
      'ret-reset-old',
      'ret-search-new',
      'ret-view-cut',
    ]);
    expect(lines.find((line) => line.msg === 'portal event retention')).toEqual({
      level: 'info',
      msg: 'portal event retention',
      deleted: 3,
      olderThanDays: 400,
    });
    // PORTAL_EVENT_RETENTION_DAYS moves the cut-off: 30 days takes the newer search too.
    await run({ PORTAL_EVENT_RETENTION_DAYS: '30' });
    expect(await ids(`SELECT id FROM portal_events WHERE id LIKE 'ret-%' ORDER BY id`)).toEqual([
      'ret-cert-old',
      'ret-lesson-old',
      'ret-quiz-old',
      'ret-reset-old',
    ]);
  });

  it('deletes client errors not seen for 90 days (the cut-off itself stays)', async () => {
    const cutoff = NOW - 90 * DAY;
    const rows: Array<[fingerprint: string, lastSeen: number]> = [
      ['err-old', cutoff - 1],
      ['err-cut', cutoff],
      ['err-new', cutoff + DAY],
    ];
    await sql(
      `INSERT INTO client_errors (fingerprint, kind, message, stack, route, build, count, first_seen, last_seen)
       VALUES ${rows.map(([id, at]) => `('${id}', 'error', 'Error: x', '', '/', '0.1.0', 1, ${at - DAY}, ${at})`).join(', ')}`,
    );
    const lines = await run();
    expect(
      await ids(
        `SELECT fingerprint AS id FROM client_errors WHERE fingerprint LIKE 'err-%' ORDER BY id`,
      ),
    ).toEqual(['err-cut', 'err-new']);
    expect(lines.find((line) => line.msg === 'client error retention')).toEqual({
      level: 'info',
      msg: 'client error retention',
      deleted: 1,
      olderThanDays: 90,
    });
  });
});
