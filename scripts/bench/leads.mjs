/**
 * Lead API throughput and latency: the real POST /api/leads against a bare Worker that only
 * inserts into D1, both in local workerd with local D1, measured alternately in the same run.
 * A third Worker, the real one with the rate limiter's local emulation bypassed, is measured in
 * the same rounds: its ratio says whether a miss comes from our code or from the emulator.
 */
import path from 'node:path';
import { startWithFreshD1 } from './server.mjs';
import { median, percentile, round } from './stats.mjs';

/** A Worker on a fresh local D1; `url` is its POST /api/leads. */
async function start(root, config) {
  const worker = await startWithFreshD1(root, config);
  return { url: `${worker.url}/api/leads`, dispose: worker.dispose };
}

let counter = 0;
function lead() {
  counter += 1;
  return {
    id: crypto.randomUUID(),
    name: `Bench Person ${counter}`,
    company: 'Benchmark Capital',
    email: `bench${counter}@example.com`,
    source: 'data-in-action',
    userAgent: 'msd-bench',
    createdAt: new Date().toISOString(),
  };
}

/** Sends `total` distinct leads at `concurrency`; each from its own client address (no rate limit). */
async function load(url, total, concurrency) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < total) {
      next += 1;
      const body = lead();
      const t0 = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': body.id,
          'CF-Connecting-IP': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
        },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 201) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  const seconds = (performance.now() - started) / 1000;
  return {
    throughput: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

export async function benchLeads({ root, rounds = 5, total = 600, concurrency = 16 }) {
  const real = await start(root, path.join(root, 'worker/wrangler.jsonc'));
  const bare = await start(root, path.join(root, 'scripts/bench/bare-wrangler.jsonc'));
  const noLimiter = await start(root, path.join(root, 'scripts/bench/no-limiter-wrangler.jsonc'));
  try {
    for (const worker of [real, bare, noLimiter]) await load(worker.url, 100, concurrency); // warm-up
    const results = { real: [], bare: [], noLimiter: [] };
    for (let round = 0; round < rounds; round += 1) {
      results.bare.push(await load(bare.url, total, concurrency));
      results.real.push(await load(real.url, total, concurrency));
      results.noLimiter.push(await load(noLimiter.url, total, concurrency));
    }
    const pick = (list, key) => median(list.map((r) => r[key]));
    const failures = [...results.real, ...results.noLimiter].reduce(
      (sum, r) => sum + r.failures,
      0,
    );
    if (failures > 0)
      throw new Error(`${failures} lead requests did not answer 201 during the benchmark`);
    const realThroughput = pick(results.real, 'throughput');
    const bareThroughput = pick(results.bare, 'throughput');
    const noLimiterThroughput = pick(results.noLimiter, 'throughput');
    const ratio = realThroughput / bareThroughput;
    return [
      {
        name: 'POST /api/leads throughput',
        value: round(realThroughput, 1),
        unit: 'req/s',
        baseline: round(bareThroughput, 1),
        ratio: round(ratio),
        target: '>= 0.8x bare D1 insert',
        pass: ratio >= 0.8,
      },
      {
        name: 'POST /api/leads throughput, rate limiter emulation bypassed',
        value: round(noLimiterThroughput, 1),
        unit: 'req/s',
        baseline: round(bareThroughput, 1),
        ratio: round(noLimiterThroughput / bareThroughput),
        target: 'reported (the code alone)',
        pass: true,
      },
      {
        name: 'POST /api/leads latency p50',
        value: round(pick(results.real, 'p50')),
        unit: 'ms',
        baseline: round(pick(results.bare, 'p50')),
        ratio: round(pick(results.real, 'p50') / pick(results.bare, 'p50')),
        target: 'reported',
        pass: true,
      },
      {
        name: 'POST /api/leads latency p99',
        value: round(pick(results.real, 'p99')),
        unit: 'ms',
        baseline: round(pick(results.bare, 'p99')),
        ratio: round(pick(results.real, 'p99') / pick(results.bare, 'p99')),
        target: 'reported',
        pass: true,
      },
    ];
  } finally {
    await real.dispose();
    await bare.dispose();
    await noLimiter.dispose();
  }
}
