/**
 * Lead inbox at scale: 100,000 leads seeded into local D1 (one SQL file, multi-row inserts), then
 * the inbox's first page (GET /api/leads?limit=50) against a same-run baseline of the Worker's
 * cheapest route (GET /api/health), and a full streamed CSV export with the workerd process's
 * peak resident memory sampled while it runs (against its memory just before).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { localD1, migrateLocalD1 } from '../local-d1.mjs';
import { startLocalWorker } from './server.mjs';
import { median, percentile, round } from './stats.mjs';

const run = promisify(execFile);
const TOKEN = 'bench-admin-token';
const STATUSES = ['new', 'new', 'new', 'contacted', 'qualified', 'disqualified'];
const SOURCES = [
  ['newsletter', 'email'],
  ['linkedin', 'social'],
  [null, null],
];

/** D1 refuses a statement over 100 KB; 200 rows stay well under it. */
const SEED_ROWS_PER_INSERT = 200;
const q = (value) => (value === null ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);

/** 100,000 plausible rows over the last two years; every fifth address submits more than once. */
function seedSql(total) {
  const now = Date.now();
  const lines = [];
  const columns =
    'id, name, company, email, source, user_agent, created_at, received_at, country, body_hash, status, delivery_state, utm_source, utm_medium, landing_path';
  for (let start = 0; start < total; start += SEED_ROWS_PER_INSERT) {
    const values = [];
    for (let n = start; n < Math.min(total, start + SEED_ROWS_PER_INSERT); n += 1) {
      const at = new Date(
        now - Math.floor((n / total) * 700 * 86_400_000) - (n % 997),
      ).toISOString();
      const [utmSource, utmMedium] = SOURCES[n % SOURCES.length];
      const person = n % 5 === 0 ? n % 1000 : n;
      values.push(
        `(${q(crypto.randomUUID())}, ${q(`Person ${person}`)}, ${q(`Company ${n % 3000}`)}, ${q(`person${person}@firm${n % 700}.example`)}, 'data-in-action', 'bench', ${q(at)}, ${q(at)}, 'GB', 'seed', ${q(STATUSES[n % STATUSES.length])}, 'delivered', ${q(utmSource)}, ${q(utmMedium)}, '/data-in-action')`,
      );
    }
    lines.push(`INSERT INTO leads (${columns}) VALUES\n${values.join(',\n')};`);
  }
  return lines.join('\n');
}

/** pid -> resident memory (KB) of each workerd process this Node process started. */
async function workerdRss() {
  const { stdout } = await run('ps', ['-o', 'pid=,rss=,comm=', '--ppid', String(process.pid)]);
  const rss = new Map();
  for (const line of stdout.split('\n')) {
    const [pid, kb, command] = line.trim().split(/\s+/);
    if (command?.includes('workerd')) rss.set(pid, Number(kb));
  }
  return rss;
}

async function timed(url, headers) {
  const t0 = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - t0;
}

export async function benchInbox({ root, total = 100_000, rounds = 40 }) {
  const config = path.join(root, 'worker/wrangler.jsonc');
  const persist = mkdtempSync(path.join(tmpdir(), 'msd-bench-inbox-'));
  const sqlFile = path.join(persist, 'seed.sql');
  let worker;
  try {
    migrateLocalD1(root, config, persist);
    writeFileSync(sqlFile, seedSql(total));
    const seedStarted = performance.now();
    localD1(root, config, persist, ['execute'], {
      args: ['--file', sqlFile, '--yes'],
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(
      `bench: inbox seeded ${total} leads in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );

    // Other suites' servers run workerd too: measure only the one started here.
    const others = new Set((await workerdRss()).keys());
    worker = await startLocalWorker(config, persist, { vars: { ADMIN_TOKEN: TOKEN } });
    const base = worker.url;
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const firstPage = new URL('/api/leads?limit=50', base).toString();
    const health = new URL('/api/health', base).toString();

    const page = await (await fetch(firstPage, { headers: auth })).json();
    if (page.leads.length !== 50 || !page.nextCursor)
      throw new Error('the first page did not hold 50 leads and a cursor');
    for (let i = 0; i < 5; i += 1) {
      await timed(firstPage, auth);
      await timed(health, {});
    }
    const pageMs = [];
    const healthMs = [];
    for (let i = 0; i < rounds; i += 1) {
      healthMs.push(await timed(health, {}));
      pageMs.push(await timed(firstPage, auth));
    }

    const workerdRssKb = async () => {
      let sum = 0;
      for (const [pid, kb] of await workerdRss()) if (!others.has(pid)) sum += kb;
      return sum;
    };
    // The email grouping ranks every matching lead per address (a window over the table): reported.
    const grouped = new URL('/api/leads?group=email&limit=50', base).toString();
    await timed(grouped, auth);
    const groupMs = [];
    for (let i = 0; i < 5; i += 1) groupMs.push(await timed(grouped, auth));

    // A search that matches almost nothing reads every row (substring match): the worst case.
    const search = new URL(
      '/api/leads?q=firm699.example&status=qualified&limit=50',
      base,
    ).toString();
    await timed(search, auth);
    const searchMs = [];
    for (let i = 0; i < 5; i += 1) searchMs.push(await timed(search, auth));

    const idleKb = await workerdRssKb();
    let peakKb = idleKb;
    const sampler = setInterval(() => {
      workerdRssKb().then(
        (kb) => (peakKb = Math.max(peakKb, kb)),
        () => undefined,
      );
    }, 50);
    const exportStarted = performance.now();
    const response = await fetch(new URL('/api/leads?format=csv', base), { headers: auth });
    let newlines = 0;
    for await (const chunk of response.body)
      for (const byte of chunk) if (byte === 0x0a) newlines += 1;
    const exportMs = performance.now() - exportStarted;
    clearInterval(sampler);
    peakKb = Math.max(peakKb, await workerdRssKb());
    if (newlines - 1 !== total)
      throw new Error(`the CSV export held ${newlines - 1} rows, not ${total}`);

    const p50 = median(pageMs);
    const healthP50 = median(healthMs);
    return [
      {
        name: `Inbox first page at ${total.toLocaleString('en')} leads, p50`,
        value: round(p50),
        unit: 'ms',
        baseline: round(healthP50),
        ratio: round(p50 / healthP50),
        target: '<= 100 ms',
        pass: p50 <= 100,
      },
      {
        name: `Inbox first page at ${total.toLocaleString('en')} leads, p95`,
        value: round(percentile(pageMs, 95)),
        unit: 'ms',
        baseline: round(percentile(healthMs, 95)),
        ratio: round(percentile(pageMs, 95) / percentile(healthMs, 95)),
        target: 'reported',
        pass: true,
      },
      {
        name: `Inbox grouped by email at ${total.toLocaleString('en')} leads, first page p50`,
        value: round(median(groupMs)),
        unit: 'ms',
        baseline: round(p50),
        ratio: round(median(groupMs) / p50),
        target: 'reported',
        pass: true,
      },
      {
        name: `Inbox search (q, rare match) at ${total.toLocaleString('en')} leads, first page p50`,
        value: round(median(searchMs)),
        unit: 'ms',
        baseline: round(p50),
        ratio: round(median(searchMs) / p50),
        target: 'reported',
        pass: true,
      },
      {
        name: `CSV export of ${total.toLocaleString('en')} leads (streamed)`,
        value: round(exportMs / 1000),
        unit: 's',
        target: 'reported',
        pass: true,
      },
      {
        name: 'CSV export: workerd peak memory (before export)',
        value: round(peakKb / 1024, 1),
        unit: 'MB',
        baseline: round(idleKb / 1024, 1),
        ratio: round(peakKb / idleKb),
        target: 'reported',
        pass: true,
      },
    ];
  } finally {
    await worker?.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}
