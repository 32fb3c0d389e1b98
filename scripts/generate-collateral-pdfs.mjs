#!/usr/bin/env node
/**
 * Renders the collateral library's PDFs (and the PNG reference card) from the HTML sources in
 * collateral/library/_sources/pdf/ with playwright-core and Chromium.
 *
 *   node scripts/generate-collateral-pdfs.mjs            render everything
 *   node scripts/generate-collateral-pdfs.mjs demo-deck  render only jobs whose source name matches
 *
 * In a source, `<link rel="stylesheet" href="base.css">` is replaced by the inlined shared stylesheet
 * and `{{screenshot:<name>}}` by a data URI of public/screenshots/<name>.svg, so rendering needs no
 * server and no network. Outputs are written beside their `.meta.yaml` sidecars, which are kept by
 * hand. Every output must stay under 300 KB (PDFs should stay under 150 KB); the script fails if not.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const library = join(root, 'collateral', 'library');
const sources = join(library, '_sources', 'pdf');
const screenshots = join(root, 'public', 'screenshots');

const MAX_BYTES = 300 * 1024;
const PDF_TARGET_BYTES = 150 * 1024;

const INTERNAL = 'INTERNAL USE ONLY - CONFIDENTIAL - NOT FOR DISTRIBUTION';
const RESEARCH = 'Research analytics only; not investment advice. Historical back-test 2012-2024.';

/** @type {Array<{ source: string, output: string, kind: 'deck' | 'doc' | 'png', footer?: string, viewport?: { width: number, height: number } }>} */
const jobs = [
  { source: 'demo-deck.html', output: 'sales/demo-deck.pdf', kind: 'deck' },
  { source: 'calm-deck.html', output: 'marketing/calm-deck.pdf', kind: 'deck' },
  {
    source: 'pricing-guide.html',
    output: 'sales/pricing-guide.pdf',
    kind: 'doc',
    footer: INTERNAL,
  },
  { source: 'pilot-plan.html', output: 'sales/pilot-plan.pdf', kind: 'doc', footer: RESEARCH },
  {
    source: 'methodology-summary.html',
    output: 'technical-specs/methodology-summary.pdf',
    kind: 'doc',
    footer: RESEARCH,
  },
  {
    source: 'validation-packet-overview.html',
    output: 'technical-specs/validation-packet-overview.pdf',
    kind: 'doc',
    footer: RESEARCH,
  },
  {
    source: 'state-reference-card.html',
    output: 'client-resources/state-reference-card.png',
    kind: 'png',
    viewport: { width: 1200, height: 675 },
  },
];

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function footerTemplate(label) {
  // Header and footer templates do not inherit page styles; keep them self-contained.
  return `<div style="width:100%;font-family:'Liberation Sans',Arial,sans-serif;font-size:7.5px;color:#64748b;padding:0 0.6in;display:flex;justify-content:space-between;">
    <span>${escapeHtml(label)}</span>
    <span>Meridian Field Research &middot; <span class="pageNumber"></span> / <span class="totalPages"></span></span>
  </div>`;
}

function buildHtml(sourceName) {
  const css = readFileSync(join(sources, 'base.css'), 'utf8');
  let html = readFileSync(join(sources, sourceName), 'utf8');
  html = html.replace(/<link rel="stylesheet" href="base\.css">/g, `<style>\n${css}\n</style>`);
  html = html.replace(/\{\{screenshot:([a-z-]+)\}\}/g, (_, name) => {
    const svg = readFileSync(join(screenshots, `${name}.svg`));
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  });
  const leftover = html.match(/\{\{[^}]*\}\}/);
  if (leftover) throw new Error(`${sourceName}: unresolved placeholder ${leftover[0]}`);
  return html;
}

async function render(browser, job) {
  const page = await browser.newPage(job.viewport ? { viewport: job.viewport } : undefined);
  try {
    await page.setContent(buildHtml(job.source), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const target = join(library, job.output);
    if (job.kind === 'png') {
      await page.screenshot({ path: target, type: 'png', fullPage: false });
    } else if (job.kind === 'deck') {
      writeFileSync(
        target,
        await page.pdf({
          format: 'Letter',
          landscape: true,
          printBackground: true,
          preferCSSPageSize: true,
        }),
      );
    } else {
      writeFileSync(
        target,
        await page.pdf({
          format: 'Letter',
          printBackground: true,
          margin: { top: '0.6in', bottom: '0.7in', left: '0.6in', right: '0.6in' },
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: footerTemplate(job.footer ?? RESEARCH),
        }),
      );
    }
    const size = statSync(target).size;
    const kb = (size / 1024).toFixed(1);
    if (size > MAX_BYTES) throw new Error(`${job.output} is ${kb} KB, over the 300 KB limit`);
    const flag =
      job.kind !== 'png' && size > PDF_TARGET_BYTES ? ' (over the 150 KB PDF target)' : '';
    console.log(`wrote ${job.output} (${kb} KB)${flag}`);
  } finally {
    await page.close();
  }
}

const filter = process.argv[2];
const selected = filter ? jobs.filter((job) => job.source.includes(filter)) : jobs;
if (selected.length === 0) {
  console.error(`No job matches "${filter}". Jobs: ${jobs.map((job) => job.source).join(', ')}`);
  process.exit(1);
}

const browser = await chromium.launch(launchOptions());
try {
  for (const job of selected) await render(browser, job);
} finally {
  await browser.close();
}
