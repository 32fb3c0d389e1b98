#!/usr/bin/env node
/**
 * Streams every lead from GET /api/leads?format=csv to a file, as the Worker pages through D1:
 * memory stays flat however many leads there are.
 *   npm run leads:export -- [--url https://your.domain] [--since 2026-01-01] [--until 2026-06-30]
 *                           [--status new|contacted|qualified|disqualified] [--q text] [--out leads.csv]
 * The admin token comes from ADMIN_TOKEN, or for a local Worker from worker/.dev.vars.
 */
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LEADS_URL ?? 'http://localhost:8787' },
    since: { type: 'string' },
    until: { type: 'string' },
    status: { type: 'string' },
    q: { type: 'string' },
    out: { type: 'string' },
  },
});

function tokenFromDevVars() {
  const file = new URL('../worker/.dev.vars', import.meta.url);
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('ADMIN_TOKEN='));
  return line?.slice('ADMIN_TOKEN='.length).trim().replace(/^"|"$/g, '');
}

const base = values.url.replace(/\/$/, '');
const isLocal = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(base);
// The service token reads and erases every lead: it never travels in clear beyond this machine.
if (!isLocal && !/^https:\/\/[^/?#]+$/.test(base)) {
  console.error(
    `leads:export: --url must be https://your.domain (or http://localhost for a local Worker), not ${JSON.stringify(values.url)}.`,
  );
  process.exit(2);
}
const token = process.env.ADMIN_TOKEN ?? (isLocal ? tokenFromDevVars() : undefined);
if (!token) {
  console.error('leads:export: set ADMIN_TOKEN to the Worker secret of the same name.');
  process.exit(2);
}

const query = new URLSearchParams({ format: 'csv' });
for (const key of ['since', 'until', 'status', 'q']) if (values[key]) query.set(key, values[key]);
let response;
try {
  response = await fetch(`${base}/api/leads?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
    // A redirect would carry the token somewhere the user did not name.
    redirect: 'error',
  });
} catch (error) {
  console.error(`leads:export: could not reach ${base}: ${error.message}`);
  process.exit(1);
}
if (!response.ok || !response.body) {
  console.error(`leads:export: ${response.status} ${await response.text()}`);
  process.exit(1);
}

/** Counts CSV records as they pass (a line break inside a quoted cell is not a new record). */
let records = 0;
let quoted = false;
const counter = new Transform({
  transform(chunk, _encoding, done) {
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) records += 1;
    }
    done(null, chunk);
  },
});

const out = values.out ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`;
try {
  await pipeline(Readable.fromWeb(response.body), counter, createWriteStream(out));
} catch (error) {
  console.error(
    `leads:export: the download stopped early (${error.message}); ${out} is incomplete.`,
  );
  process.exit(1);
}
console.log(`wrote ${Math.max(0, records - 1)} lead(s) to ${out}`);
