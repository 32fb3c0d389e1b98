import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { testLaunchOptions } from '../../scripts/browser.mjs';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, ONE_SIZE, test, waitForHydration, waitForServiceWorker } from './fixtures';
import { serveDirectory } from './static-server';

test.use({ serviceWorkers: 'allow' });

// Each test is tagged ONE_SIZE, which runs it once (phone project); a laptop-only skip on top of
// that tag used to skip them everywhere.

test(
  'the app is installable and its manifest has no errors (CDP)',
  ONE_SIZE,
  async ({ baseURL }) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'msd-install-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      ...testLaunchOptions(),
      headless: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: Array<{ message: string }>;
      };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      await expect
        .poll(
          async () =>
            (
              (await cdp.send('Page.getInstallabilityErrors')) as {
                installabilityErrors: Array<{ errorId: string }>;
              }
            ).installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  },
);

test(
  'a new version shows the update prompt and accepting reloads onto it once',
  ONE_SIZE,
  async ({ browser }) => {
    const dist = path.resolve(import.meta.dirname, '../../dist');
    const work = mkdtempSync(path.join(tmpdir(), 'msd-update-'));
    const versionN = path.join(work, 'n');
    const versionN1 = path.join(work, 'n1');
    cpSync(dist, versionN, { recursive: true });
    cpSync(dist, versionN1, { recursive: true });
    // Version N+1: a rebuilt home page, and the service worker's precache revision that names it.
    const home = readFileSync(path.join(versionN1, 'index.html'), 'utf8');
    writeFileSync(
      path.join(versionN1, 'index.html'),
      home.replace('<head>', '<head><meta name="build" content="n+1">'),
    );
    const sw = readFileSync(path.join(versionN1, 'sw.js'), 'utf8');
    const patched = sw.replace(
      /\{"revision":"[0-9a-f]+","url":"index\.html"\}/,
      '{"revision":"00000000000000000000000000000001","url":"index.html"}',
    );
    expect(patched).not.toBe(sw);
    writeFileSync(path.join(versionN1, 'sw.js'), patched);

    let root = versionN;
    const { server, url } = await serveDirectory(() => root);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${url}/`);
      await waitForServiceWorker(page);
      await expect(page.getByText('Ready to work offline.')).toBeVisible();
      expect(await page.locator('meta[name="build"]').count()).toBe(0);

      root = versionN1;
      await page.reload();
      await waitForHydration(page);
      const prompt = page.getByText('A new version is available.');
      await expect(prompt).toBeVisible({ timeout: 15_000 });

      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'n+1', {
        timeout: 15_000,
      });
      await page.waitForTimeout(1500);
      expect(loads).toBe(1);
      await expect(prompt).toHaveCount(0);
    } finally {
      await context.close();
      server.close();
      rmSync(work, { recursive: true, force: true });
    }
  },
);

test(
  'a lead queued offline is delivered by the service worker after the page is closed, exactly once',
  ONE_SIZE,
  async ({ context, request }) => {
    const name = `E2E SW ${Math.random().toString(36).slice(2, 10)}`;
    const page = await context.newPage();
    // The submit opens the chart in a new tab, and Playwright's offline emulation does not survive a
    // new page in the context: this test is about the service worker, so the tab stays blocked.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/data-in-action?gate=1');
    await waitForServiceWorker(page);
    await waitForHydration(page);

    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Company').fill('Background Sync Capital');
    await page.getByLabel('Work email').fill('sync@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /open the signal history/i }).click();
    await expect(
      page.getByRole('status').getByText('Saved on this device; it will be sent'),
    ).toBeVisible();

    // The page goes away; a blank page keeps the browser and its service worker alive.
    const origin = new URL(page.url()).origin;
    const observer = await context.newPage();
    await page.close();
    await context.unroute('**/api/**');
    await context.setOffline(false);

    const cdp = await context.newCDPSession(observer);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const match = (registrations as Array<{ registrationId: string; scopeURL: string }>).find(
          (r) => r.scopeURL.startsWith(origin),
        );
        if (match) resolve(match.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'msd-lead-outbox',
      lastChance: false,
    });

    const stored = async () => {
      const query = new URLSearchParams({ q: name, limit: '200' });
      const response = await request.get(`/api/leads?${query}`, {
        headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      });
      const { leads } = (await response.json()) as { leads: Array<{ name: string }> };
      return leads.filter((lead) => lead.name === name).length;
    };
    await expect.poll(stored, { timeout: 15_000 }).toBe(1);
    // Another sync and a fresh page changes nothing.
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'msd-lead-outbox',
      lastChance: false,
    });
    const again = await context.newPage();
    await again.goto('/data-in-action');
    await again.waitForTimeout(1000);
    expect(await stored()).toBe(1);
  },
);
