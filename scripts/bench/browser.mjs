/**
 * Browser figures from one Chromium run against the benchmark build: requests of a first visit,
 * warm offline navigation of three routes against static copies served by the same service
 * worker, portal unlock time against bare PBKDF2 with the same parameters, and offline unlock
 * with a person's own device key (passkey PRF, passphrase) against that unlock
 * (scripts/bench/device-unlock.mjs).
 */
import { chromium } from 'playwright-core';
import { launchOptions } from '../browser.mjs';
import { benchDeviceUnlock } from './device-unlock.mjs';
import { BENCH_ROUTES } from './server.mjs';
import { median, round } from './stats.mjs';

/** The password the benchmark build's vault is locked with (the demo one unless PORTAL_PASSWORD is set). */
export const PASSWORD = process.env.PORTAL_PASSWORD || 'meridian-demo-portal';

async function waitForController(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

const navigationTime = (page) =>
  page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);

/** `adminToken`: the Worker's ADMIN_TOKEN, to invite the people whose devices unlock offline. */
export async function benchBrowser({ url, adminToken, rounds = 7 }) {
  const browser = await chromium.launch(launchOptions());
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();

    let requests = 0;
    page.on('request', () => (requests += 1));
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const firstVisitRequests = requests;
    rows.push({
      name: 'First visit of / : requests until load',
      value: firstVisitRequests,
      unit: 'requests',
      target: 'reported',
      pass: true,
    });
    await waitForController(page);

    // Warm the cache for every measured page once, then cut the network.
    for (const route of BENCH_ROUTES) {
      await page.goto(`${url}${route}`);
      await page.goto(`${url}/bench-static/${route === '/' ? 'home' : route.slice(1)}`);
    }
    await context.setOffline(true);
    for (const route of BENCH_ROUTES) {
      const appTimes = [];
      const staticTimes = [];
      for (let i = 0; i < rounds; i += 1) {
        await page.goto(`${url}${route}`, { waitUntil: 'load' });
        appTimes.push(await navigationTime(page));
        await page.goto(`${url}/bench-static/${route === '/' ? 'home' : route.slice(1)}`, {
          waitUntil: 'load',
        });
        staticTimes.push(await navigationTime(page));
      }
      const app = median(appTimes);
      const base = median(staticTimes);
      rows.push({
        name: `Offline warm navigation ${route}`,
        value: round(app, 1),
        unit: 'ms',
        baseline: round(base, 1),
        ratio: round(app / base),
        target: '<= 1.3x static page via the same service worker',
        pass: app / base <= 1.3,
      });
    }
    await context.setOffline(false);

    // Unlock: submit to the portal hub rendered, against bare PBKDF2 in the same page.
    await page.goto(`${url}/internal/portal`);
    await page.getByLabel('Password', { exact: true }).waitFor();
    const unlockTimes = [];
    const pbkdf2Times = [];
    for (let i = 0; i < Math.max(3, Math.ceil(rounds / 2)); i += 1) {
      pbkdf2Times.push(
        await page.evaluate(async () => {
          const t0 = performance.now();
          const material = await crypto.subtle.importKey(
            'raw',
            new TextEncoder().encode('benchmark password'),
            'PBKDF2',
            false,
            ['deriveKey'],
          );
          await crypto.subtle.deriveKey(
            {
              name: 'PBKDF2',
              hash: 'SHA-256',
              salt: crypto.getRandomValues(new Uint8Array(16)),
              iterations: 600_000,
            },
            material,
            { name: 'AES-GCM', length: 256 },
            false,
            ['decrypt'],
          );
          return performance.now() - t0;
        }),
      );
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.evaluate(() => {
        window.__unlock = {};
        document.addEventListener('submit', () => (window.__unlock.start = performance.now()), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (
            [...document.querySelectorAll('button')].some(
              (b) => b.textContent?.trim() === 'Lock portal',
            )
          ) {
            window.__unlock.end = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Unlock Portal' }).click();
      await page.waitForFunction(() => window.__unlock?.end, null, { timeout: 30_000 });
      unlockTimes.push(await page.evaluate(() => window.__unlock.end - window.__unlock.start));
      // Lock again (clears the stored session) for the next round.
      await page.evaluate(() =>
        [...document.querySelectorAll('button')]
          .find((b) => b.textContent?.trim() === 'Lock portal')
          ?.click(),
      );
      await page.getByLabel('Password', { exact: true }).waitFor();
    }
    const unlock = median(unlockTimes);
    const bare = median(pbkdf2Times);
    rows.push({
      name: 'Portal unlock (derive + decrypt + validate + render)',
      value: round(unlock, 0),
      unit: 'ms',
      baseline: round(bare, 0),
      ratio: round(unlock / bare),
      target: '<= 1.5x bare PBKDF2 (600k)',
      pass: unlock / bare <= 1.5,
    });
    await context.close();

    rows.push(
      ...(await benchDeviceUnlock({
        browser,
        url,
        adminToken,
        password: PASSWORD,
        passwordUnlock: unlock,
        rounds,
      })),
    );
  } finally {
    await browser.close();
  }
  return rows;
}
