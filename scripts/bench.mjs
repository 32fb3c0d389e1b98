#!/usr/bin/env node
/**
 * `npm run bench`: measures every performance figure of the product on this machine, each as a
 * median of several rounds and, where there is a baseline, as a ratio measured in the same run.
 * Writes docs/bench/results.json, prints a Markdown table and refreshes the README's performance
 * section. A missed target is reported, never a failure of the run.
 *
 *   npm run bench [-- --only leads[,inbox...]]   (suites: see `suites` below)
 *
 * A partial run (--only) replaces just its suites' rows in docs/bench/results.json and the README
 * table, each row keeping the date of the run that measured it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchLeads } from './bench/leads.mjs';
import { benchInsights } from './bench/insights.mjs';
import { benchInbox } from './bench/inbox.mjs';
import { benchPortalSync } from './bench/portal-sync.mjs';
import { benchPeople } from './bench/people.mjs';
import { benchBrowser } from './bench/browser.mjs';
import { benchBytes } from './bench/bytes.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchSearch } from './bench/search.mjs';
import { benchTiers } from './bench/tiers.mjs';
import { benchPublish } from './bench/publish.mjs';
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';
import { buildForBench, cleanup, serveBuild, vaultSecrets } from './bench/server.mjs';
import { readPrecacheManifest } from './precache-check.mjs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { only: { type: 'string' } } });

console.log('bench: building the app (with static baselines)…');
const { work, outDir } = await buildForBench(root);
/** The site Worker's ADMIN_TOKEN: the browser suite invites people with it. */
const ADMIN_TOKEN = `bench-admin-${crypto.randomUUID()}`;
const site = await serveBuild(root, work, outDir, { ADMIN_TOKEN });

async function precacheFigures() {
  const urls = await readPrecacheManifest(outDir);
  let bytes = 0;
  for (const url of urls) bytes += (await stat(path.join(outDir, url))).size;
  return [
    {
      name: 'Service worker precache (public tier)',
      value: Math.round(bytes / 1024),
      unit: 'KB',
      target: `<= 3072 KB (${urls.length} files)`,
      pass: bytes <= 3072 * 1024,
    },
  ];
}

const suites = {
  leads: () => benchLeads({ root }),
  insights: () => benchInsights({ root }),
  inbox: () => benchInbox({ root }),
  'portal-sync': () => benchPortalSync({ root }),
  people: () => benchPeople({ root, outDir }),
  precache: precacheFigures,
  browser: () => benchBrowser({ url: site.url, adminToken: ADMIN_TOKEN }),
  bytes: async () => (await benchBytes({ root, url: site.url })).rows,
  tiers: () => benchTiers({ root, outDir }),
  search: () => benchSearch({ root, url: site.url, work }),
  lighthouse: () => benchLighthouse({ url: site.url }),
  publish: async () => {
    const browser = await chromium.launch(launchOptions());
    try {
      return await benchPublish({
        root,
        browser,
        url: site.url,
        adminToken: ADMIN_TOKEN,
        password: process.env.PORTAL_PASSWORD || 'meridian-demo-portal',
        contentKey: vaultSecrets(root, outDir).PORTAL_CONTENT_KEY,
      });
    } finally {
      await browser.close();
    }
  },
};

const only = values.only ? values.only.split(',') : undefined;
const unknown = (only ?? []).filter((name) => !(name in suites));
if (unknown.length > 0)
  throw new Error(
    `bench: no suite named ${unknown.join(', ')} (suites: ${Object.keys(suites).join(', ')})`,
  );

const measured = new Date().toISOString();
const rows = [];
for (const [name, run] of Object.entries(suites)) {
  if (only && !only.includes(name)) continue;
  console.log(`bench: ${name}…`);
  try {
    rows.push(...(await run()).map((row) => ({ suite: name, measured, ...row })));
  } catch (error) {
    console.error(`bench: ${name} failed: ${error.stack ?? error}`);
    rows.push({
      suite: name,
      measured,
      name: `${name} (did not run)`,
      value: null,
      unit: '',
      target: 'runs',
      pass: false,
      error: String(error.message ?? error),
    });
  }
}

await site.dispose();
cleanup(work);

const resultsUrl = new URL('../docs/bench/results.json', import.meta.url);
/** The record: this run's rows, plus (for a partial run) the last record's rows of the other suites, in suite order. */
async function mergedRows() {
  if (!only) return rows;
  let previous = [];
  try {
    previous = JSON.parse(await readFile(resultsUrl, 'utf8')).rows ?? [];
  } catch {
    // No record yet: this partial run starts it.
  }
  const kept = previous.filter((row) => row.suite && !only.includes(row.suite));
  const order = Object.keys(suites);
  return [...kept, ...rows].sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));
}
const record = await mergedRows();

const fmt = (value) => (value === null || value === undefined ? '' : String(value));
const table = [
  '| Figure | Value | Unit | Baseline | Ratio | Target | Pass |',
  '| --- | ---: | --- | ---: | ---: | --- | :---: |',
  ...record.map(
    (r) =>
      `| ${r.name} | ${fmt(r.value)} | ${r.unit} | ${fmt(r.baseline)} | ${r.ratio === undefined ? '' : `${r.ratio}x`} | ${r.target} | ${r.pass ? 'yes' : '**no**'} |`,
  ),
].join('\n');

const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: (await import('node:os')).cpus().length,
};

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = await readFile(readmeUrl, 'utf8');
const dates = [...new Set(record.map((r) => (r.measured ?? meta.date).slice(0, 10)))]
  .sort()
  .join(' and ');
const section = `<!-- bench:start -->\nMeasured ${dates} on ${meta.cpus} cores, Node ${meta.node} (\`npm run bench\`; medians of several rounds, ratios against a baseline from the same run; a suite's rows all come from one run):\n\n${table}\n<!-- bench:end -->`;
await mkdir(new URL('../docs/bench/', import.meta.url), { recursive: true });
await writeFile(resultsUrl, JSON.stringify({ meta, rows: record }, null, 2) + '\n');
const updated = readme.includes('<!-- bench:start -->')
  ? readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section)
  : `${readme.trimEnd()}\n\n## Performance\n\n${section}\n`;
// npm test checks the README with Prettier: write the table the way Prettier lays it out.
const prettier = await import('prettier');
await writeFile(
  readmeUrl,
  await prettier.format(updated, {
    ...(await prettier.resolveConfig(fileURLToPath(readmeUrl))),
    filepath: fileURLToPath(readmeUrl),
  }),
);

console.log(`\n${table}\n`);
console.log(
  rows.every((r) => r.pass)
    ? 'bench: every target met'
    : `bench: ${rows.filter((r) => !r.pass).length} target(s) missed`,
);
