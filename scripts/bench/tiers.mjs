/**
 * The offline tiers (decision 0015): bytes a public visitor downloads in the 30 s after the first
 * load of `/` (and how many of them belong to the portal tier: the target is none), and how long
 * the portal pack takes to download after unlock for the real library. Each build is served by a
 * small counting server, so the figures are the bytes that left the server (uncompressed).
 * BENCH_TIERS_BEFORE=<dist> measures a second build (e.g. main's) in the same run as the baseline.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { runnerImport } from 'vite';
import { chromium } from 'playwright-core';
import { launchOptions } from '../browser.mjs';
import { median, round } from './stats.mjs';

const VISIT_MS = 30_000;
const PACK_ROUNDS = 3;
const DEMO_PASSWORD = process.env.PORTAL_PASSWORD || 'meridian-demo-portal';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function serveCounting(dist) {
  const sent = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = pathname === '/' ? 'index.html' : pathname.slice(1);
    if (!path.extname(file)) file += '.html';
    try {
      const body = readFileSync(path.join(dist, file));
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      response.end(body);
      sent.push({ pathname, bytes: body.length });
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        sent,
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => server.close(),
      }),
    ),
  );
}

/** The portal's index: portal tier too (an earlier build precached it for every visitor). */
const INDEX = '/portal-pack.json';

/** The portal tier of a build, by the same rule as the build uses (for a build without portal-pack.json). */
async function portalPaths(root, dist) {
  const { module } = await runnerImport(path.join(root, 'scripts/portal-pack.ts'));
  const { portalFiles } = await module.splitTiers(dist);
  return new Set([INDEX, ...portalFiles.map((file) => `/${file}`)]);
}

async function publicVisit(browser, dist, portal) {
  const site = await serveCounting(dist);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.waitForTimeout(VISIT_MS);
    const total = site.sent.reduce((sum, hit) => sum + hit.bytes, 0);
    const portalBytes = site.sent
      .filter((hit) => portal.has(hit.pathname))
      .reduce((sum, hit) => sum + hit.bytes, 0);
    return { total, portalBytes };
  } finally {
    await context.close();
    site.close();
  }
}

async function packDownload(browser, dist) {
  const site = await serveCounting(dist);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/internal/portal`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Unlock Portal' }).click();
    await page.locator('[data-pack-status="ready"]').waitFor({ timeout: 120_000 });
    return Date.now() - started;
  } finally {
    await context.close();
    site.close();
  }
}

export async function benchTiers({ root, outDir }) {
  const browser = await chromium.launch(launchOptions());
  try {
    const { entries } = JSON.parse(readFileSync(path.join(outDir, 'portal-pack.json'), 'utf8'));
    const packFiles = new Set(entries.map((entry) => entry.path));
    const portal = new Set([INDEX, ...packFiles]);
    const packBytes = entries.reduce((sum, entry) => sum + entry.size, 0);
    const beforeDist = process.env.BENCH_TIERS_BEFORE;
    const before = beforeDist
      ? await publicVisit(browser, beforeDist, await portalPaths(root, beforeDist))
      : null;
    const after = await publicVisit(browser, outDir, portal);
    const times = [];
    for (let round = 0; round < PACK_ROUNDS; round++)
      times.push(await packDownload(browser, outDir));
    const kb = (bytes) => round(bytes / 1024, 1);
    return [
      {
        name: 'Public visitor: bytes downloaded in the 30 s after the first load of /',
        value: kb(after.total),
        unit: 'KB',
        baseline: before ? kb(before.total) : undefined,
        ratio: before ? round(after.total / before.total, 2) : undefined,
        target: 'reported (baseline: BENCH_TIERS_BEFORE build)',
        pass: true,
      },
      {
        name: 'Public visitor: of which portal tier',
        value: kb(after.portalBytes),
        unit: 'KB',
        baseline: before ? kb(before.portalBytes) : undefined,
        target: '0 (no byte of the portal tier)',
        pass: after.portalBytes === 0,
      },
      {
        name: `Portal pack download after unlock (real library, ${packFiles.size} files, ${kb(packBytes)} KB; median of ${PACK_ROUNDS})`,
        value: median(times),
        unit: 'ms',
        target: 'reported',
        pass: true,
      },
    ];
  } finally {
    await browser.close();
  }
}
