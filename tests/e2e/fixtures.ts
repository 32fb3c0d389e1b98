import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/**
 * Every browser test fails if the page logs a console error or throws (hydration mismatches
 * included). Without a service worker the portal pack is of no use (only the worker answers from
 * it), so such a test's pages are told there is no pack to download: each unlock otherwise fetched,
 * hashed and stored 260 files beside the test.
 */
export const test = base.extend<{
  consoleErrors: string[];
  packOnlyWithServiceWorker: void;
  lockTeamData: boolean;
  teamDataLock: void;
  contextLeftAsNew: void;
  ownClientAddress: void;
}>({
  /**
   * The Worker budgets requests per client address (portal sync 120 a minute, sign-in 60, leads
   * 30), and every browser test reaches the one e2e Worker from 127.0.0.1: in a busy minute the
   * whole suite's traffic spent one client's budget, and a device's sync then waited out its 429
   * past the test's wait. In use every device is a client of its own, so each test's browser
   * contexts get an address of their own, as the CF-Connecting-IP header Cloudflare sets (wrangler
   * dev fills it in only when a request has none). The reused context gets a new one per test.
   */
  ownClientAddress: [
    async ({ browser, context }, use) => {
      await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': nextClientAddress() });
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await created.setExtraHTTPHeaders({
          'CF-Connecting-IP': nextClientAddress(),
          ...options?.extraHTTPHeaders,
        });
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  /**
   * Each worker reuses its browser context and page between tests (`reuseContext` in
   * playwright.config.ts). Playwright then resets cookies, storage, the HTTP cache, routes, init
   * scripts and emulation, but not the network state, granted permissions, Cache Storage (the
   * portal pack, a service worker's precache) or service workers: this puts those back too, so
   * the next test starts from a browser as new as its own context would be.
   */
  contextLeftAsNew: [
    async ({ context, baseURL }, use) => {
      await use();
      // A test that closed its context has left nothing behind.
      if (!context.browser()?.contexts().includes(context)) return;
      await context.setOffline(false);
      await context.clearPermissions();
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      for (const origin of new Set([
        new URL(baseURL!).origin,
        new URL(asLocalhost(baseURL!)).origin,
      ]))
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.detach();
    },
    { auto: true },
  ],
  lockTeamData: [false, { option: true }],
  teamDataLock: [
    async ({ lockTeamData, baseURL }, use, testInfo) => {
      if (!lockTeamData) return use();
      const waited = await acquireTeamDataLock(baseURL!);
      // The wait is another spec's test, not this one's: it does not count against this timeout.
      testInfo.setTimeout(testInfo.timeout + waited);
      try {
        await use();
      } finally {
        releaseTeamDataLock(baseURL!);
      }
    },
    { auto: true },
  ],
  packOnlyWithServiceWorker: [
    async ({ context, serviceWorkers }, use) => {
      if (serviceWorkers === 'block')
        await context.route('**/portal-pack.json', (route) => route.fulfill({ json: null }));
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

let clientsMade = 0;
/** A private address no other context of this run has: the worker's index, then a count. */
function nextClientAddress(): string {
  clientsMade += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 256;
  return `10.${worker}.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
}

/** The same server under the name WebAuthn needs (people.ts): its storage is an origin of its own. */
export const asLocalhost = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost');

/**
 * The team dashboard's tables count every rep on the one e2e Worker, so the specs that assert them
 * exactly (or erase reps) set `lockTeamData` and run their tests one at a time across workers: a
 * directory made atomically, holding the owner's pid so a crashed run's lock is taken over.
 */
const teamDataLockDir = (baseURL: string) =>
  path.join(tmpdir(), `msd-e2e-team-data-${new URL(baseURL).port}.lock`);

async function acquireTeamDataLock(baseURL: string): Promise<number> {
  const dir = teamDataLockDir(baseURL);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return Date.now() - started;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
      } catch {
        // Made but not yet written: its owner is alive.
      }
      if (Number.isInteger(owner) && owner > 0 && !processAlive(owner))
        rmSync(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function releaseTeamDataLock(baseURL: string): void {
  rmSync(teamDataLockDir(baseURL), { recursive: true, force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True once React has hydrated the prerendered page (the header's menu button has React props). */
export async function waitForHydration(page: Page): Promise<void> {
  // Set by the root layout's first effect, after the whole page has hydrated (see src/main.tsx).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

/** Waits until the service worker controls the page (first install claims clients at once). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Serious or critical axe violations of the page as a reader sees it (reveal animations finished). */
export async function seriousViolations(page: Page) {
  // Sections reveal on scroll; check the finished page, as a reader sees it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A fade still running (a revealed section, results coming back from dimmed) is measured at its
  // passing opacity: wait for every finite animation and transition to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself (legacy mode), returning only violations: the default runs each
  // frame's part, then opens a blank page to merge them and sends every pass and its nodes back.
  // Same violations, including same-origin frames' (checked with planted ones), at half the CPU:
  // 16 loads and passes of public pages took 35 CPU-seconds, 18.7 this way.
  const results = await new AxeBuilder({ page })
    // Before withTags: options() replaces the whole option object, tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    );
}

/** The local build's documented demo password (PORTAL_PASSWORD unset). */
export const PORTAL_PASSWORD = process.env.PORTAL_PASSWORD || 'meridian-demo-portal';

/** Submits the portal password on the access screen. */
export async function unlockPortal(page: Page, password = PORTAL_PASSWORD): Promise<void> {
  const field = page.getByLabel('Password', { exact: true });
  await field.waitFor();
  // The device panel above the form keeps its height for a signed-out person, but grows when the
  // Worker says the person is signed in (a paragraph and two buttons). A click whose press comes
  // before that shift and its release after it lands on nothing: under load, the unlock then never
  // started (people-sign-in's signed-in rep, once).
  await expect(page.getByText('Checking whether you are signed in…')).toHaveCount(0);
  await field.fill(password);
  await page.getByRole('button', { name: 'Unlock Portal' }).click();
}

/**
 * For tests whose subject does not depend on the screen (storage, sync, service worker, file
 * bytes): they run in the phone project only (playwright.config.ts), which keeps the suite fast.
 */
export const ONE_SIZE = { tag: '@one-size' };

/**
 * A GET of the Worker's portal sync API that waits out its per-client budget. The tests' own API
 * calls (the `request` fixture) all come from 127.0.0.1, unlike their browsers (`ownClientAddress`),
 * so they share one client's 120 requests a minute: when the others have spent it, the Worker
 * answers 429 (its right answer), and this asks again until the minute has passed.
 */
export async function syncApiGet(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
) {
  const started = Date.now();
  for (;;) {
    const response = await request.get(url, { headers });
    if (response.status() !== 429 || Date.now() - started > 65_000) return response;
    // The wait is the other tests' traffic, not this test's: it does not count against its timeout.
    test.info().setTimeout(test.info().timeout + 2_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
