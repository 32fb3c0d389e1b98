#!/usr/bin/env node
/**
 * Downloads leads from GET /api/leads as CSV.
 *   npm run leads:export -- [--url https://your.domain] [--since 2026-01-01] [--out leads.csv]
 * The admin token comes from ADMIN_TOKEN, or for a local Worker from worker/.dev.vars.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LEADS_URL ?? 'http://localhost:8787' },
    since: { type: 'string' },
    out: { type: 'string' },
    limit: { type: 'string', default: '10000' },
  },
});

function tokenFromDevVars() {
  const file = new URL('../worker/.dev.vars', import.meta.url);
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8').split('\n').find((l) => l.startsWith('ADMIN_TOKEN='));
  return line?.slice('ADMIN_TOKEN='.length).trim().replace(/^"|"$/g, '');
}

const base = values.url.replace(/\/$/, '');
const isLocal = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base);
const token = process.env.ADMIN_TOKEN ?? (isLocal ? tokenFromDevVars() : undefined);
if (!token) {
  console.error('leads:export: set ADMIN_TOKEN to the Worker secret of the same name.');
  process.exit(2);
}

const query = new URLSearchParams({ format: 'csv', limit: values.limit });
if (values.since) query.set('since', values.since);
let response;
try {
  response = await fetch(`${base}/api/leads?${query}`, { headers: { Authorization: `Bearer ${token}` } });
} catch (error) {
  console.error(`leads:export: could not reach ${base}: ${error.message}`);
  process.exit(1);
}
if (!response.ok) {
  const body = await response.text();
  console.error(`leads:export: ${response.status} ${body}`);
  process.exit(1);
}
const csv = await response.text();
const out = values.out ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`;
writeFileSync(out, csv);
const rows = Math.max(0, csv.trim().split('\r\n').length - 1);
console.log(`wrote ${rows} lead(s) to ${out}`);
