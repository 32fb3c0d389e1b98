/**
 * Team sync: event ingestion through the real POST /api/portal/events (credential, zod, rate limit,
 * one D1 batch) against a bare Worker that only runs the same D1 batch insert, both in local
 * workerd with local D1, alternated in the same run; then GET /api/portal/dashboard over 100 reps
 * and 100,000 events, and one rep's GET /api/portal/progress over the same data.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { startWithFreshD1 } from './server.mjs';
import { median, percentile, round } from './stats.mjs';

const ORIGINS = ['library', 'header_search', 'guided_flow', 'playbook'];
const DAY_MS = 86_400_000;

/**
 * The real catalogue's document ids and the course's lessons: the Worker refuses events about
 * anything else (issue 24 item 8), so the bench sends ids that exist.
 */
export async function catalogueIds(root) {
  const { runnerImport } = await import('vite');
  const [{ module: catalogue }, { module: portal }] = await Promise.all([
    runnerImport(path.join(root, 'scripts/vault/catalogue.ts')),
    runnerImport(path.join(root, 'collateral/portal/training/index.ts')),
  ]);
  const files = await catalogue.readLibrary(path.join(root, 'collateral/library'));
  return {
    documentIds: files.map((file) => file.id),
    lessons: portal.training.modules.flatMap((module) =>
      module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id })),
    ),
  };
}

/** A deterministic generator, so every run stores the same mix. */
export function generator(seed, { documentIds, lessons }) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  return function event() {
    const rep = Math.floor(next() * 100);
    const base = {
      id: crypto.randomUUID(),
      rep: { name: `Bench Rep ${rep}`, email: `rep${rep}@bench.example` },
      deviceId: `00000000-0000-4000-8000-${String(rep).padStart(12, '0')}`,
      occurredAt: new Date(now - Math.floor(next() * 90 * DAY_MS)).toISOString(),
    };
    const roll = next();
    if (roll < 0.6)
      return {
        ...base,
        kind: 'doc_viewed',
        documentId: pick(documentIds),
        from: pick(ORIGINS),
      };
    if (roll < 0.75)
      return {
        ...base,
        kind: 'doc_downloaded',
        documentId: pick(documentIds),
        from: pick(ORIGINS),
      };
    if (roll < 0.85)
      return {
        ...base,
        kind: 'search_no_results',
        query: `missing topic ${Math.floor(next() * 300)}`,
      };
    const lesson = pick(lessons);
    const moduleId = lesson.moduleId;
    if (roll < 0.97) return { ...base, kind: 'lesson_completed', ...lesson };
    if (roll < 0.99)
      return {
        ...base,
        kind: 'quiz_passed',
        moduleId,
        score: 60 + Math.floor(next() * 41),
        attempts: 1 + Math.floor(next() * 3),
      };
    if (roll < 0.995) return { ...base, kind: 'training_reset' };
    return { ...base, kind: 'certificate_issued' };
  };
}

let ipCounter = 0;
/** Sends `batches` batches of 100 at `concurrency`, each request from its own client address (no rate limit). */
export async function ingest(url, credential, nextEvent, batches, concurrency) {
  const latencies = [];
  let failures = 0;
  let sent = 0;
  const started = performance.now();
  /** Posts one batch; a failed attempt is resent as the outbox would (ids make it idempotent). */
  async function send(body) {
    for (let attempt = 1; ; attempt += 1) {
      ipCounter += 1;
      const response = await fetch(`${url}/api/portal/events`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${credential}`,
          'CF-Connecting-IP': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
        },
        body,
      });
      const text = await response.text();
      if (response.status === 200) {
        const answer = JSON.parse(text);
        if (answer.accepted + answer.duplicates === 100) return true;
      }
      if (attempt === 3) return false;
    }
  }
  async function lane() {
    while (sent < batches) {
      sent += 1;
      const body = JSON.stringify({ events: Array.from({ length: 100 }, nextEvent) });
      const t0 = performance.now();
      if (!(await send(body))) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  const seconds = (performance.now() - started) / 1000;
  return { throughput: (batches * 100) / seconds, p50: percentile(latencies, 50), failures };
}

export async function benchPortalSync({
  root,
  rounds = 6,
  batches = 60,
  concurrency = 8,
  dashboardReads = 30,
}) {
  const credential = randomBytes(32).toString('base64url');
  const verifier = createHash('sha256').update(credential).digest('hex');
  const prefix = 'msd-bench-portal-';
  const real = await startWithFreshD1(root, path.join(root, 'worker/wrangler.jsonc'), {
    prefix,
    // A content key as deployments have one (issue 25); the bench itself syncs with the credential.
    vars: {
      PORTAL_SYNC_VERIFIER: verifier,
      PORTAL_CONTENT_KEY: `v1.1.${randomBytes(32).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
    },
  });
  const bare = await startWithFreshD1(
    root,
    path.join(root, 'scripts/bench/bare-portal-wrangler.jsonc'),
    { prefix },
  );
  try {
    const ids = await catalogueIds(root);
    const realEvents = generator(1, ids);
    const bareEvents = generator(1, ids);
    await ingest(real.url, credential, realEvents, 10, concurrency); // warm-up
    await ingest(bare.url, credential, bareEvents, 10, concurrency);
    const results = { real: [], bare: [] };
    // Alternate which goes first, so load from elsewhere on a shared machine drifts onto both.
    for (let r = 0; r < rounds; r += 1) {
      const runBare = async () =>
        results.bare.push(await ingest(bare.url, credential, bareEvents, batches, concurrency));
      const runReal = async () =>
        results.real.push(await ingest(real.url, credential, realEvents, batches, concurrency));
      if (r % 2) await runReal().then(runBare);
      else await runBare().then(runReal);
    }
    const failures = [...results.real, ...results.bare].reduce((sum, r) => sum + r.failures, 0);
    if (failures > 0)
      throw new Error(`${failures} event batches were not stored in full during the benchmark`);

    // Top the real database up to 100,000 events from 100 reps, then read the dashboard.
    const stored = (10 + rounds * batches) * 100;
    const target = 100_000;
    if (stored < target)
      await ingest(
        real.url,
        credential,
        realEvents,
        Math.ceil((target - stored) / 100),
        concurrency,
      );
    const reads = [];
    let reps = 0;
    for (let i = 0; i < dashboardReads + 3; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`${real.url}/api/portal/dashboard`, {
        headers: { Authorization: `Bearer ${credential}`, 'CF-Connecting-IP': `10.200.0.${i}` },
      });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
      if (i >= 3) reads.push(performance.now() - t0); // the first reads warm the page cache
      reps = body.reps.length;
    }
    const totalEvents = Math.max(stored, Math.ceil(target / 100) * 100);
    // What every device asks after unlocking: one rep's merged progress.
    const progressReads = [];
    for (let i = 0; i < dashboardReads; i += 1) {
      const t0 = performance.now();
      const response = await fetch(
        `${real.url}/api/portal/progress?email=rep${(i * 37) % 100}@bench.example`,
        { headers: { Authorization: `Bearer ${credential}`, 'CF-Connecting-IP': `10.201.0.${i}` } },
      );
      const body = await response.json();
      if (response.status !== 200 || body.progress === undefined)
        throw new Error(`progress answered ${response.status}`);
      progressReads.push(performance.now() - t0);
    }

    const pick = (list, key) => median(list.map((r) => r[key]));
    const realThroughput = pick(results.real, 'throughput');
    const bareThroughput = pick(results.bare, 'throughput');
    const ratio = realThroughput / bareThroughput;
    const p50 = percentile(reads, 50);
    return [
      {
        name: 'POST /api/portal/events throughput (batches of 100)',
        value: round(realThroughput, 0),
        unit: 'events/s',
        baseline: round(bareThroughput, 0),
        ratio: round(ratio),
        target: '>= 0.8x bare D1 batch insert',
        pass: ratio >= 0.8,
      },
      {
        name: 'POST /api/portal/events latency p50 (100 events)',
        value: round(pick(results.real, 'p50')),
        unit: 'ms',
        baseline: round(pick(results.bare, 'p50')),
        ratio: round(pick(results.real, 'p50') / pick(results.bare, 'p50')),
        target: 'reported',
        pass: true,
      },
      {
        name: `GET /api/portal/dashboard p50 (${reps} reps, ${totalEvents} events)`,
        value: round(p50),
        unit: 'ms',
        target: '<= 100 ms',
        pass: p50 <= 100 && reps === 100 && totalEvents >= target,
      },
      {
        name: 'GET /api/portal/dashboard p95',
        value: round(percentile(reads, 95)),
        unit: 'ms',
        target: 'reported',
        pass: true,
      },
      {
        name: `GET /api/portal/progress p50 (one rep, ${totalEvents} events)`,
        value: round(percentile(progressReads, 50)),
        unit: 'ms',
        target: 'reported',
        pass: true,
      },
    ];
  } finally {
    await real.dispose();
    await bare.dispose();
  }
}
