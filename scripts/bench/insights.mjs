/**
 * The funnel insight's page-view counter under load (issue 28 item 1): POST /api/insights/hit at a
 * sustained 500 views a second for 20 s against the real Worker in local workerd (its local queue
 * and D1), with no 5xx and every accepted view counted exactly once. In the same run the lead
 * API's throughput is measured against a bare D1-insert Worker, alternately in the same rounds
 * (>= 0.8x): the counter's code must not cost the lead form its capacity.
 *
 * Lead rounds are also run while the counter load runs, and reported, not judged: locally one
 * single-threaded workerd isolate serves both loads and the load client shares the same two cores,
 * so saturating lead rounds and a fixed 500/s starve each other there; on Cloudflare each request
 * may land on its own isolate and no such contention exists.
 */
import http from 'node:http';
import path from 'node:path';
import { startWithFreshD1 } from './server.mjs';
import { median, percentile, round } from './stats.mjs';

const RATE = 500;
const SECONDS = 20;
const ROUTES = ['/', '/about', '/data-in-action', '/market-state-detector', '/pdi', '/nope'];
const TOKEN = `bench-insights-${crypto.randomUUID()}`;

/** POSTs `body` on a pool of kept-alive connections (as a browser's few per origin, not one per hit). */
function post(agent, url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends hits on a fixed schedule (RATE a second, not waiting for answers) for SECONDS. */
async function sustainedHits(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const latencies = [];
  const statuses = new Map();
  const pending = [];
  const started = performance.now();
  let sent = 0;
  const total = RATE * SECONDS;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
    for (; sent < due; sent += 1) {
      const kind = sent % 10 === 0 ? 'gate' : 'view';
      const body = JSON.stringify({
        kind,
        path: kind === 'gate' ? '/data-in-action' : ROUTES[sent % ROUTES.length],
      });
      const t0 = performance.now();
      pending.push(
        post(agent, `${url}/api/insights/hit`, body).then(
          (status) => {
            latencies.push(performance.now() - t0);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          },
          () => statuses.set('network', (statuses.get('network') ?? 0) + 1),
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  // Until the last answer: a Worker that fell behind would show as a lower rate here.
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { sent, seconds, latencies, statuses };
}

let counter = 0;
function lead() {
  counter += 1;
  return {
    id: crypto.randomUUID(),
    name: `Bench Insight ${counter}`,
    company: 'Benchmark Capital',
    email: `insight${counter}@example.com`,
    source: 'data-in-action',
    userAgent: 'msd-bench',
    createdAt: new Date().toISOString(),
  };
}

/** `total` distinct leads at `concurrency`, each from its own client address; req/s. */
async function leadThroughput(url, total = 300, concurrency = 16) {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function lane() {
    while (next < total) {
      next += 1;
      const body = lead();
      const response = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': body.id,
          'CF-Connecting-IP': `10.9.${(counter >> 8) & 255}.${counter & 255}`,
        },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { throughput: total / ((performance.now() - started) / 1000), failures };
}

/** Every view and gate the real Worker has counted today, once its queue has drained. */
async function countedToday(url, expected) {
  const today = new Date().toISOString().slice(0, 10);
  const deadline = Date.now() + 60_000;
  let counted = 0;
  for (;;) {
    const response = await fetch(`${url}/api/insights?from=${today}&to=${today}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const report = await response.json();
    counted = report.pageViews.reduce((sum, row) => sum + row.perDay[0], 0) + report.gateViews[0];
    if (counted >= expected || Date.now() > deadline) return counted;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** 5xx answers and requests that got no answer at all. */
function countFailures(load) {
  return [...load.statuses.entries()]
    .filter(([status]) => status === 'network' || status >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
}

/**
 * Lead rounds on the real and the bare Worker in turn, at least `rounds` of each and on while
 * `going()`: the median req/s of each. Any lead that does not answer 201 fails the bench.
 */
async function alternatingLeadRounds(realUrl, bareUrl, going, rounds = 3) {
  const lanes = { real: [], bare: [] };
  while (going() || lanes.real.length < rounds) {
    lanes.bare.push(await leadThroughput(bareUrl));
    lanes.real.push(await leadThroughput(realUrl));
  }
  const failures = lanes.real.reduce((sum, r) => sum + r.failures, 0);
  if (failures > 0) throw new Error(`${failures} leads did not answer 201`);
  return {
    real: median(lanes.real.map((r) => r.throughput)),
    bare: median(lanes.bare.map((r) => r.throughput)),
  };
}

export async function benchInsights({ root }) {
  const real = await startWithFreshD1(root, path.join(root, 'worker/wrangler.jsonc'), {
    vars: { ADMIN_TOKEN: TOKEN },
  });
  const bare = await startWithFreshD1(root, path.join(root, 'scripts/bench/bare-wrangler.jsonc'));
  try {
    await leadThroughput(real.url, 50);
    await leadThroughput(bare.url, 50);
    const quiet = await alternatingLeadRounds(real.url, bare.url, () => false, 5);
    // The counter load alone: what the Worker sustains is judged here.
    const load = await sustainedHits(real.url);
    const accepted = load.statuses.get(204) ?? 0;
    const serverErrors = countFailures(load);
    const counted = await countedToday(real.url, accepted);
    // Then both at once, reported.
    let loading = true;
    const contended = sustainedHits(real.url).finally(() => {
      loading = false;
    });
    const duringLoad = await alternatingLeadRounds(real.url, bare.url, () => loading);
    const contendedLoad = await contended;

    const achieved = load.sent / load.seconds;
    const ratio = quiet.real / quiet.bare;
    const contendedRatio = duringLoad.real / duringLoad.bare;
    return [
      {
        name: `POST /api/insights/hit, ${RATE}/s for ${SECONDS} s`,
        value: round(achieved, 1),
        unit: 'req/s',
        target: `${RATE}/s sustained, no 5xx (${serverErrors} 5xx or failed of ${load.sent})`,
        pass: achieved >= RATE * 0.98 && serverErrors === 0 && accepted === load.sent,
      },
      {
        name: 'POST /api/insights/hit latency p50 under that load',
        value: round(percentile(load.latencies, 50)),
        unit: 'ms',
        target: 'reported',
        pass: true,
      },
      {
        name: 'POST /api/insights/hit latency p99 under that load',
        value: round(percentile(load.latencies, 99)),
        unit: 'ms',
        target: 'reported',
        pass: true,
      },
      {
        name: 'Views counted after that load (queue batches into D1)',
        value: counted,
        unit: 'views',
        baseline: accepted,
        ratio: round(counted / accepted, 4),
        target: 'every accepted view, exactly once',
        pass: counted === accepted,
      },
      {
        name: 'POST /api/leads throughput in the same run (rounds alternating with a bare D1 insert)',
        value: round(quiet.real, 1),
        unit: 'req/s',
        baseline: round(quiet.bare, 1),
        ratio: round(ratio),
        target: '>= 0.8x bare D1 insert',
        pass: ratio >= 0.8,
      },
      {
        name: `POST /api/insights/hit offered ${RATE}/s while lead rounds saturate the same machine`,
        value: round(contendedLoad.sent / contendedLoad.seconds, 1),
        unit: 'req/s',
        target: `reported (${countFailures(contendedLoad)} 5xx or failed of ${contendedLoad.sent})`,
        pass: countFailures(contendedLoad) === 0,
      },
      {
        name: 'POST /api/leads throughput during that load (one local isolate serves both)',
        value: round(duringLoad.real, 1),
        unit: 'req/s',
        baseline: round(duringLoad.bare, 1),
        ratio: round(contendedRatio),
        target: 'reported',
        pass: true,
      },
    ];
  } finally {
    await real.dispose();
    await bare.dispose();
  }
}
