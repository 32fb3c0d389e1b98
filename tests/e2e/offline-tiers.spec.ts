/**
 * The two offline tiers (decision 0015): public visitors get the public tier only; the portal pack
 * downloads after unlock with progress, resumes after a dropped network, moves only changed files
 * on update, and large libraries keep what the rep chose. Builds are served by a small static
 * server from copies of dist/, so a test can change a file or "deploy" a new build.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { internalPaths } from '../../src/shared/routes';
import type { PortalPackManifest } from '../../src/shared/portal-pack';
import {
  cutNetwork,
  expect,
  ONE_SIZE,
  test,
  unlockPortal,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';
import { serveDirectory } from './static-server';
import { readAll } from './app-storage';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const dist = path.resolve(import.meta.dirname, '../../dist');
const readPack = (root: string): PortalPackManifest =>
  JSON.parse(readFileSync(path.join(root, 'portal-pack.json'), 'utf8')) as PortalPackManifest;
const LIBRARY = '/internal/msd/docs';
const INDEX = '/portal-pack.json';
const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Rewrites a build's portal index as a build would: the index, and its sha-256 baked into sw.js. */
function writePack(root: string, manifest: PortalPackManifest) {
  const before = sha256(readFileSync(path.join(root, INDEX)));
  const text = JSON.stringify(manifest) + '\n';
  writeFileSync(path.join(root, INDEX), text);
  const sw = readFileSync(path.join(root, 'sw.js'), 'utf8');
  expect(sw).toContain(before);
  writeFileSync(path.join(root, 'sw.js'), sw.replaceAll(before, sha256(text)));
}

/** A private copy of dist/ served on its own origin; `hits` lists every path that reached it. */
async function serveCopy(prepare?: (root: string) => void) {
  const work = mkdtempSync(path.join(tmpdir(), 'msd-tiers-'));
  const roots = { current: path.join(work, 'n') };
  cpSync(dist, roots.current, { recursive: true });
  prepare?.(roots.current);
  const hits: string[] = [];
  const { server, url } = await serveDirectory(
    () => roots.current,
    (pathname) => hits.push(pathname),
  );
  return {
    work,
    roots,
    hits,
    url,
    close: () => (server.close(), rmSync(work, { recursive: true, force: true })),
  };
}

async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    return paths;
  });
}

/** The pack's Dexie records: path -> when it was stored. */
async function storedAt(page: Page): Promise<Record<string, number>> {
  const records = await readAll<{ path: string; storedAt: number }>(page, 'packFiles');
  return Object.fromEntries(records.map((record) => [record.path, record.storedAt]));
}

async function openTab(page: Page, context: BrowserContext, title: string): Promise<Page> {
  // Start Here may show the same file above the results: either card opens it.
  const card = page
    .locator('.doc-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
  const popupPromise = context.waitForEvent('page');
  await card.getByRole('button', { name: /^View/ }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^blob:/);
  return popup;
}

test('a public visitor downloads and caches no portal file', ONE_SIZE, async ({ browser }) => {
  const site = await serveCopy();
  const context = await browser.newContext();
  try {
    const portal = new Set(readPack(site.roots.current).entries.map((entry) => entry.path));
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await waitForServiceWorker(page);
    await expect(page.getByText('Ready to work offline.')).toBeVisible();
    await page.goto(`${site.url}/about`);
    await waitForHydration(page);
    const cached = await cachedPaths(page);
    expect(cached.length).toBeGreaterThan(60);
    expect(cached).toContain('/index.html');
    // Not even the portal's index (its file names): sw.js carries only its sha-256.
    expect(
      cached.filter(
        (p) =>
          portal.has(p) || p === INDEX || p.startsWith('/vault/') || p.startsWith('/internal/'),
      ),
    ).toEqual([]);
    expect(site.hits.filter((p) => portal.has(p) || p === INDEX)).toEqual([]);
  } finally {
    await context.close();
    site.close();
  }
});

test(
  'after unlock the pack downloads with progress, resumes after a dropped network, then every staff route and file opens offline',
  ONE_SIZE,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const site = await serveCopy();
    const context = await browser.newContext();
    try {
      const pack = readPack(site.roots.current);
      const page = await context.newPage();
      // Collateral arrives slowly enough to cut the network half-way.
      await context.route('**/vault/files/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 120));
        await route.continue().catch(() => undefined);
      });
      await page.goto(`${site.url}/internal/portal`);
      await waitForHydration(page);
      await waitForServiceWorker(page);
      // The locked portal does not ask for the portal's index; the unlocked one does, once.
      expect(site.hits).not.toContain(INDEX);
      await unlockPortal(page);
      const status = page.locator('[data-pack-status]');
      await expect(status).toHaveAttribute('data-pack-status', 'downloading');
      await expect(status.locator('progress')).toBeVisible();
      await expect(status).toContainText(
        new RegExp(`\\d+ of ${pack.entries.length} files, [\\d.]+ (KB|MB) of 1\\.\\d MB`),
      );
      await expect
        .poll(async () => Number((await status.textContent())?.match(/(\d+) of/)?.[1] ?? 0), {
          timeout: 20_000,
        })
        .toBeGreaterThan(60);

      await context.setOffline(true);
      await expect(status).toHaveAttribute('data-pack-status', 'paused');
      await expect(status).toContainText('Offline download paused.');
      const before = await storedAt(page);
      expect(Object.keys(before).length).toBeGreaterThan(60);
      expect(Object.keys(before).length).toBeLessThan(pack.entries.length);

      await context.setOffline(false);
      await expect(status).toHaveAttribute('data-pack-status', 'ready', { timeout: 60_000 });
      await expect(status).toContainText(
        `The portal is ready offline. ${pack.entries.length} files`,
      );
      await page.goto(`${site.url}${LIBRARY}`);
      await expect(page.getByTestId('library-intro')).toContainText(
        /All \d+ files are stored on this device, encrypted, and open offline\./,
      );
      const after = await storedAt(page);
      expect(Object.keys(after).sort()).toEqual(pack.entries.map((entry) => entry.path).sort());
      // Resumed, not restarted: nothing stored before the cut was stored again.
      for (const [file, at] of Object.entries(before)) expect(after[file], file).toBe(at);
      const cached = new Set(await cachedPaths(page));
      for (const entry of pack.entries) expect(cached.has(entry.path), entry.path).toBe(true);

      await cutNetwork(context);
      for (const route of internalPaths) {
        const response = await page.goto(`${site.url}${route}`);
        expect(response?.status(), route).toBe(200);
        await expect(page.locator('h1').first(), route).toBeVisible();
        await expect(page.getByText('not on this device yet'), route).toHaveCount(0);
      }
      await page.goto(`${site.url}${LIBRARY}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Collateral Library' }),
      ).toBeVisible();
      const markdown = page
        .locator('.doc-card')
        .filter({ has: page.locator('.doc-card-meta', { hasText: 'Markdown' }) })
        .first();
      const title = (await markdown.locator('.doc-card-title').textContent())!;
      const tab = await openTab(page, context, title);
      await expect(tab).toHaveTitle(title);
    } finally {
      await context.close();
      site.close();
    }
  },
);

test(
  'an update re-downloads only the rebuilt file, and the update prompt appears once',
  ONE_SIZE,
  async ({ browser }) => {
    test.setTimeout(90_000);
    const site = await serveCopy();
    const context = await browser.newContext();
    try {
      // Version N+1: one collateral blob rebuilt (new bytes, a new sha-256 in the index, so a new
      // index digest in sw.js and a new worker).
      const next = path.join(site.work, 'n1');
      cpSync(site.roots.current, next, { recursive: true });
      const manifest = readPack(next);
      const target = manifest.entries.find((entry) => entry.kind === 'file')!;
      const bytes = Buffer.concat([readFileSync(path.join(next, target.path)), Buffer.from([0])]);
      writeFileSync(path.join(next, target.path), bytes);
      Object.assign(target, { size: bytes.length, sha256: sha256(bytes) });
      writePack(next, manifest);

      const page = await context.newPage();
      await page.goto(`${site.url}/internal/portal`);
      await waitForHydration(page);
      await waitForServiceWorker(page);
      await unlockPortal(page);
      const status = page.locator('[data-pack-status]');
      await expect(status).toHaveAttribute('data-pack-status', 'ready', { timeout: 60_000 });

      site.roots.current = next;
      site.hits.length = 0;
      await page.reload();
      await waitForHydration(page);
      const prompt = page.getByText('A new version is available.');
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      let loads = 0;
      page.on('load', () => (loads += 1));
      // Listening before the click: the reload can finish while the click is still being reported.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(status).toHaveAttribute('data-pack-status', 'ready', { timeout: 30_000 });
      await page.waitForTimeout(1000);
      expect(loads).toBe(1);
      await expect(prompt).toHaveCount(0);
      const portal = new Set(manifest.entries.map((entry) => entry.path));
      expect([...new Set(site.hits.filter((p) => portal.has(p)))]).toEqual([target.path]);
      // The new worker fetched the new index once; the old one had kept its own.
      expect(site.hits.filter((p) => p === INDEX)).toEqual([INDEX]);
    } finally {
      await context.close();
      site.close();
    }
  },
);

test(
  'a large library keeps the chosen files: a kept file opens offline, a file not kept says so',
  ONE_SIZE,
  async ({ browser }) => {
    test.setTimeout(90_000);
    // The same build with its full-pack limit below the library's size (as with PORTAL_FULL_PACK_LIMIT_MB).
    const site = await serveCopy((root) =>
      writePack(root, { ...readPack(root), fullPackLimitBytes: 100 * 1024, keepAll: false }),
    );
    const context = await browser.newContext();
    try {
      const pack = readPack(site.roots.current);
      const always = pack.entries.filter((entry) => entry.kind !== 'file').length;
      const page = await context.newPage();
      await page.goto(`${site.url}${LIBRARY}`);
      await waitForHydration(page);
      await waitForServiceWorker(page);
      await unlockPortal(page);
      const status = page.locator('[data-pack-status]');
      await expect(status).toHaveAttribute('data-pack-status', 'ready', { timeout: 60_000 });
      await expect(status).toContainText(`${always} files`);
      await expect(status).toContainText('the pages, the catalogue and the files you keep');
      const panel = page.locator('.library-offline');
      await expect(panel).toContainText('larger than the 100.0 KB kept on every device');
      await expect(panel).toContainText(
        /Storage: [\d.]+ (B|KB|MB) used of [\d.]+ (KB|MB) available/,
      );
      await expect(panel).toContainText('Install the app to keep it, or keep the pack small.');
      // The intro says what is on this device, and follows the Keep toggles.
      const total = Number(await page.locator('.library-stats dd').first().textContent());
      const intro = page.getByTestId('library-intro');
      await expect(intro).toContainText(
        `No file is kept on this device yet: all ${total} files open online only.`,
      );

      const markdown = page
        .locator('.doc-card')
        .filter({ has: page.locator('.doc-card-meta', { hasText: 'Markdown' }) });
      const keptTitle = (await markdown.nth(0).locator('.doc-card-title').textContent())!;
      const otherTitle = (await markdown.nth(1).locator('.doc-card-title').textContent())!;
      const kept = markdown.nth(0);
      await expect(kept.getByText('Online only')).toBeVisible();
      await kept.getByRole('button', { name: /^Keep on this device/ }).click();
      await expect(kept.getByText('On this device')).toBeVisible();
      await expect(kept.getByRole('button', { name: /^Remove/ })).toBeVisible();
      // A Markdown file is kept with its parsed view (the tree View draws): two blobs.
      await expect(status).toContainText(`${always + 2} files`);
      await expect(intro).toContainText(
        `1 of ${total} files are kept on this device, encrypted, and open offline; the others open online only.`,
      );

      await cutNetwork(context);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Collateral Library' }),
      ).toBeVisible();
      const tab = await openTab(page, context, keptTitle);
      await expect(tab).toHaveTitle(keptTitle);
      await tab.close();
      const other = page
        .locator('.doc-card')
        .filter({ has: page.getByRole('heading', { name: otherTitle, exact: true }) })
        .first();
      // View opens its tab at once (inside the click) and closes it again when the file cannot come.
      await other.getByRole('button', { name: /^View/ }).click();
      await expect(other.getByRole('alert')).toHaveText(
        / is not on this device, and it opens only online\. Connect to open it, or choose "Keep on this device" while online to have it offline\./,
      );
      await expect.poll(() => context.pages().length).toBe(1);
    } finally {
      await context.close();
      site.close();
    }
  },
);
