#!/usr/bin/env node
/**
 * `npm run bench`: measures every performance figure of the product on this machine, each as a
 * median of several rounds and, where there is a baseline, as a ratio measured in the same run.
 * Writes docs/bench/results.json, prints a Markdown table and refreshes the README's performance
 * section. A missed target is reported, never a failure of the run.
 *
 *   npm run bench [-- --only leads]   (suites: leads, inbox, precache, browser, bytes, tiers, search, lighthouse)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchLeads } from './bench/leads.mjs';
import { benchInbox } from './bench/inbox.mjs';
import { benchBrowser } from './bench/browser.mjs';
import { benchBytes } from './bench/bytes.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchSearch } from './bench/search.mjs';
import { benchTiers } from './bench/tiers.mjs';
import { buildForBench, cleanup, serveBuild } from './bench/server.mjs';
import { readPrecacheManifest } from './precache-check.mjs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { only: { type: 'string' } } });

console.log('bench: building the app (with static baselines)…');
const { work, outDir } = await buildForBench(root);
const site = await serveBuild(root, work, outDir);

async function precacheFigures() {
  const urls = await readPrecacheManifest(outDir);
  let bytes = 0;
  for (const url of urls) bytes += (await stat(path.join(outDir, url))).size;
  return [{ name: 'Service worker precache (public tier)', value: Math.round(bytes / 1024), unit: 'KB', target: `<= 3072 KB (${urls.length} files)`, pass: bytes <= 3072 * 1024 }];
}

const suites = {
  leads: () => benchLeads({ root }),
  inbox: () => benchInbox({ root }),
  precache: precacheFigures,
  browser: () => benchBrowser({ url: site.url }),
  bytes: async () => (await benchBytes({ root, url: site.url })).rows,
  tiers: () => benchTiers({ root, outDir }),
  search: () => benchSearch({ root, url: site.url, work }),
  lighthouse: () => benchLighthouse({ url: site.url }),
};

const rows = [];
for (const [name, run] of Object.entries(suites)) {
  if (values.only && values.only !== name) continue;
  console.log(`bench: ${name}…`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    console.error(`bench: ${name} failed: ${error.stack ?? error}`);
    rows.push({ name: `${name} (did not run)`, value: null, unit: '', target: 'runs', pass: false, error: String(error.message ?? error) });
  }
}

await site.dispose();
cleanup(work);

const fmt = (value) => (value === null || value === undefined ? '' : String(value));
const table = [
  '| Figure | Value | Unit | Baseline | Ratio | Target | Pass |',
  '| --- | ---: | --- | ---: | ---: | --- | :---: |',
  ...rows.map((r) => `| ${r.name} | ${fmt(r.value)} | ${r.unit} | ${fmt(r.baseline)} | ${r.ratio === undefined ? '' : `${r.ratio}x`} | ${r.target} | ${r.pass ? 'yes' : '**no**'} |`),
].join('\n');

const meta = { date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length };

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = await readFile(readmeUrl, 'utf8');
const section = `<!-- bench:start -->\nMeasured ${meta.date.slice(0, 10)} on ${meta.cpus} cores, Node ${meta.node} (\`npm run bench\`; medians of several rounds, ratios against a baseline from the same run):\n\n${table}\n<!-- bench:end -->`;
// A partial run (--only) prints its rows but keeps the last full run's record and README table.
if (!values.only) {
  await mkdir(new URL('../docs/bench/', import.meta.url), { recursive: true });
  await writeFile(new URL('../docs/bench/results.json', import.meta.url), JSON.stringify({ meta, rows }, null, 2) + '\n');
  const updated = readme.includes('<!-- bench:start -->')
    ? readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section)
    : `${readme.trimEnd()}\n\n## Performance\n\n${section}\n`;
  await writeFile(readmeUrl, updated);
}

console.log(`\n${table}\n`);
console.log(rows.every((r) => r.pass) ? 'bench: every target met' : `bench: ${rows.filter((r) => !r.pass).length} target(s) missed`);
