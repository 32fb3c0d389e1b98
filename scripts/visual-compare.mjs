#!/usr/bin/env node
/**
 * Pixel-by-pixel check that a refactor changed nothing a reader sees (issue 16, acceptance 1).
 *
 *   node scripts/visual-compare.mjs capture --base http://127.0.0.1:8808 --out /work/visual/after [ROUTE...]
 *   node scripts/visual-compare.mjs compare /work/visual/before /work/visual/after [--diff DIR]
 *
 * capture: every route (public pages and aliases; the staff pages unlocked with the local demo
 * password; /admin/leads signed out) at phone 390x844 and laptop 1366x768, full page, with what
 * varies frozen (clock, motion, caret, fonts, lazy images, the portal pack). compare: per route and
 * size, the number of differing pixels and of those a reader could see (not anti-aliasing or a
 * one-level colour change); a size change counts as a difference. Diff images go to --diff (default
 * <after>/diff). Exits 1 when anything differs visibly, so a script can use it as a check.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchOptions } from './browser.mjs';

const SIZES = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  },
  laptop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
};
/** Pages that print a date read it from this clock, so two captures show the same day. */
const FIXED_NOW = new Date('2026-11-25T12:00:00Z');
const PORTAL_PASSWORD = process.env.PORTAL_PASSWORD || 'meridian-demo-portal';

/**
 * Every route the app serves, by layout: the lists the app derives from its route table
 * (src/shared/routes.ts), loaded through Vite because they are TypeScript.
 */
async function readRoutes() {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const routes = await server.ssrLoadModule('/src/shared/routes.ts');
    return {
      public: [...routes.publicPaths, ...Object.keys(routes.publicAliases)],
      portal: [...routes.internalPaths],
      admin: [...routes.adminPaths],
    };
  } finally {
    await server.close();
  }
}

function fileName(size, route) {
  return `${size}${route === '/' ? '_home' : route.replace(/[^a-z0-9]+/gi, '_')}.png`;
}

/** Loads a page and waits until nothing on it still changes: hydrated, fonts, every image, idle network. */
async function settle(page) {
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 20_000,
    })
    .catch(() => {});
  // Walk down the page once so lazy images and reveal-on-scroll sections load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.evaluate(() => document.fonts.ready);
  // Every rendered image decoded (an <img> whose src is set late, from the vault, counts as
  // "complete" while empty, so the check is naturalWidth), lazy ones loaded at once.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page
    .waitForFunction(
      () =>
        [...document.images].every(
          (image) =>
            image.getClientRects().length === 0 || (image.complete && image.naturalWidth > 0),
        ),
      null,
      {
        timeout: 15_000,
        polling: 200,
      },
    )
    .catch(() => console.warn(`visual-compare: ${page.url()}: an image did not load`));
  await page.waitForLoadState('networkidle').catch(() => {});
  // The image test reports on images it loads by script: wait for its verdicts.
  await page
    .getByText('Loading test images')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  // A focused field (the library focuses its search) draws a ring; the capture shows none.
  await page.evaluate(
    () => document.activeElement instanceof HTMLElement && document.activeElement.blur(),
  );
  // The header changes on scroll; give its listener a frame after the return to the top.
  await page.waitForTimeout(250);
}

async function shoot(page, out, size, route) {
  await settle(page);
  const file = path.join(out, fileName(size, route));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return file;
}

async function capture(base, out, only) {
  mkdirSync(out, { recursive: true });
  const routes = await readRoutes();
  const pick = (list) => (only.length ? list.filter((route) => only.includes(route)) : list);
  const browser = await chromium.launch(launchOptions());
  try {
    for (const [size, options] of Object.entries(SIZES)) {
      const context = await browser.newContext({
        ...options,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      // Whether the browser grants persistent storage varies between runs; the portal prints it.
      await context.addInitScript(() => {
        if (navigator.storage) {
          navigator.storage.persisted = () => Promise.resolve(false);
          navigator.storage.persist = () => Promise.resolve(false);
        }
      });
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const visit = async (route) => {
        errors.length = 0;
        // A busy machine can miss one navigation's deadline: try it once more before giving up.
        await page
          .goto(base + route, { waitUntil: 'load', timeout: 60_000 })
          .catch(() => page.goto(base + route, { waitUntil: 'load', timeout: 60_000 }));
        const file = await shoot(page, out, size, route);
        console.log(`${file}${errors.length ? `  page errors: ${errors.join(' | ')}` : ''}`);
      };
      for (const route of [...pick(routes.public), ...pick(routes.admin)]) await visit(route);
      const portal = pick(routes.portal);
      if (portal.length) {
        // The session lives in this context's storage: unlock once, then every staff page opens unlocked.
        // The portal home's access screen (the onboarding one asks for an "Access Code" instead).
        await page.goto(`${base}/internal/portal`, { waitUntil: 'load' });
        await page.getByLabel('Password', { exact: true }).fill(PORTAL_PASSWORD);
        await page.getByRole('button', { name: 'Unlock Portal' }).click();
        await page
          .locator('button', { hasText: 'Lock portal' })
          .first()
          .waitFor({ state: 'attached', timeout: 30_000 });
        // The portal pack downloads after unlock; pages draw its images once it is on the device.
        await page
          .getByText('The portal is ready offline.')
          .first()
          .waitFor({ state: 'attached', timeout: 180_000 })
          .catch(() => console.warn('visual-compare: the portal pack did not finish downloading'));
        for (const route of portal) await visit(route);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

function readPng(file) {
  return PNG.sync.read(readFileSync(file));
}

function compare(beforeDir, afterDir, diffDir) {
  mkdirSync(diffDir, { recursive: true });
  const names = new Set(
    [...readdirSync(beforeDir), ...readdirSync(afterDir)].filter((name) => name.endsWith('.png')),
  );
  let differing = 0;
  for (const name of [...names].sort()) {
    const beforeFile = path.join(beforeDir, name);
    const afterFile = path.join(afterDir, name);
    if (!existsSync(beforeFile) || !existsSync(afterFile)) {
      console.log(`${name}: only in ${existsSync(beforeFile) ? 'before' : 'after'}`);
      differing += 1;
      continue;
    }
    const before = readPng(beforeFile);
    const after = readPng(afterFile);
    // Pages of different heights are compared over the common area; the extra rows all count.
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const pad = (png) => {
      if (png.width === width && png.height === height) return png.data;
      const canvas = new PNG({ width, height });
      PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
      return canvas.data;
    };
    const diff = new PNG({ width, height });
    const pixels = pixelmatch(pad(before), pad(after), diff.data, width, height, {
      threshold: 0,
      includeAA: true,
    });
    // Of those, the ones a reader could see: not anti-aliased edge pixels, not a change of one or two
    // colour levels (Chromium's software raster varies that much on rounded corners between runs).
    const visible = pixelmatch(pad(before), pad(after), null, width, height, {
      threshold: 0.01,
      includeAA: false,
    });
    const sized =
      before.width === after.width && before.height === after.height
        ? ''
        : ` (size ${before.width}x${before.height} -> ${after.width}x${after.height})`;
    console.log(`${name}: ${pixels} differing pixels, ${visible} visible${sized}`);
    if (visible > 0 || sized) {
      differing += 1;
      writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
    }
  }
  console.log(`${names.size} screenshots, ${differing} differ visibly`);
  return differing;
}

const [mode, ...rest] = process.argv.slice(2);
const option = (name, fallback) => {
  const index = rest.indexOf(name);
  if (index === -1) return fallback;
  const [value] = rest.splice(index, 2).slice(1);
  return value;
};
if (mode === 'capture') {
  const base = option('--base', 'http://127.0.0.1:8787');
  const out = option('--out', 'visual/current');
  await capture(base.replace(/\/$/, ''), out, rest);
} else if (mode === 'compare' && rest.length >= 2) {
  const diffDir = option('--diff', path.join(rest[1], 'diff'));
  process.exitCode = compare(rest[0], rest[1], diffDir) ? 1 : 0;
} else {
  console.error(
    'usage: visual-compare.mjs capture --base URL --out DIR [ROUTE...] | compare BEFORE_DIR AFTER_DIR [--diff DIR]',
  );
  process.exitCode = 2;
}
