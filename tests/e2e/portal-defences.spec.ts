/**
 * The portal's own defences (issue 17, item 13): HTML collateral can neither run script nor
 * navigate; the wrong-password wait survives a reload; the key goes the moment the session
 * expires, wherever the visitor is; Lock portal locks every open tab.
 */
import type { Page } from '@playwright/test';
import { buildViewerHtml } from '../../src/features/collateral/viewer-document';
import { expect, ONE_SIZE, test, unlockPortal, waitForHydration } from './fixtures';
import { readRecord } from './app-storage';
import { FLAG_KEYS } from '../../src/shared/storage-keys';

/** The stored portal session record (null when there is none). */
async function storedSession(page: Page): Promise<unknown> {
  return (await readRecord(page, 'flags', FLAG_KEYS.portalSession)) ?? null;
}

const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/** The portal header's actions sit in its menu below 1100 px. */
async function openPortalMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1366) < 1100)
    await page.getByRole('button', { name: 'Open menu' }).click();
}

async function lockFromHeader(page: Page): Promise<void> {
  await openPortalMenu(page);
  await page.getByRole('button', { name: 'Lock portal' }).filter({ visible: true }).first().click();
}

// Every way the old regex let through, and the ways a page tries to leave or call home.
const HOSTILE = `<!doctype html><html><head><title>Hostile</title>
<meta http-equiv="refresh" content="1;url=/about">
</head><body>
<h1>Hostile file</h1>
<scr<script></script>ipt>parent.document.body.dataset.pwned = 'nested';</script>
<script>parent.document.body.dataset.pwned = 'inline';</script>
<img src="/no-such-image.png" alt="" onerror="parent.document.body.dataset.pwned = 'handler'">
<iframe title="inner" srcdoc="<script>parent.parent.document.body.dataset.pwned = 'srcdoc'</script>"></iframe>
<a id="js" href="javascript:parent.document.body.dataset.pwned = 'js-link'">js</a>
<a id="top" href="/about" target="_top">top</a>
<a id="blank" href="/about" target="_blank">blank</a>
<form action="/about"><button id="send">send</button></form>
</body></html>`;

test(
  'an HTML collateral file shows, but cannot run script or navigate anywhere',
  ONE_SIZE,
  async ({ page, context }) => {
    await page.goto('/internal/portal');
    await waitForHydration(page);
    const viewer = buildViewerHtml(
      {
        title: 'Hostile',
        description: 'x',
        fileName: 'hostile.html',
        fileType: 'HTML',
        mimeType: 'text/html',
        category: 'Sales',
        size: HOSTILE.length,
        updatedAt: '2026-11-01',
        complianceFlag: false,
        version: '1',
      },
      HOSTILE,
      { download: 'blob:x' },
      new URL(page.url()).origin,
    );
    // Opened exactly as View opens it: a blob: page made by the portal.
    const url = await page.evaluate(
      (html) => URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' })),
      viewer,
    );
    await page.evaluate((href) => window.location.assign(href), url);
    await page.waitForURL(url);

    const frame = page.frameLocator('iframe.html-frame');
    await expect(frame.getByRole('heading', { name: 'Hostile file' })).toBeVisible();
    let popups = 0;
    context.on('page', () => (popups += 1));
    await frame.locator('#js').click();
    await frame.locator('#top').click();
    await frame.locator('#blank').click();
    await frame.locator('#send').click();
    // Longer than the refresh's one second.
    await page.waitForTimeout(2000);

    expect(page.url()).toBe(url);
    expect(page.frames().map((f) => f.url())).toEqual([url, 'about:srcdoc', 'about:srcdoc']);
    expect(await page.evaluate(() => document.body.dataset.pwned ?? null)).toBeNull();
    expect(popups).toBe(0);
    await expect(frame.getByRole('heading', { name: 'Hostile file' })).toBeVisible();
  },
);

test('the wrong-password wait survives a reload', ONE_SIZE, async ({ page }) => {
  // The page's clock runs on, and each wait is skipped by moving it on: 15 s of real waiting before.
  await page.clock.install();
  await page.goto('/internal/portal');
  await waitForHydration(page);
  const submit = page.locator('form button[type="submit"]');
  // Waits after failures 1-5: 0, 1, 2, 4 and 8 seconds.
  const waits = [0, 1, 2, 4, 8];
  for (let failure = 1; failure <= 5; failure += 1) {
    await passwordField(page).fill(`wrong-${failure}`);
    if (failure > 1) {
      const wait = waits[failure - 2]!;
      if (wait > 0) await expect(submit).toHaveText(new RegExp(`^Try again in [1-${wait}] s$`));
      await page.clock.fastForward(wait * 1000);
    }
    await expect(submit).toHaveText('Unlock Portal');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Incorrect password. Please contact your manager.',
    );
  }
  await expect(submit).toHaveText(/^Try again in [5-8] s$/);
  await page.reload();
  await waitForHydration(page);
  await passwordField(page).fill('anything');
  await expect(submit).toHaveText(/^Try again in [1-8] s$/);
  await expect(submit).toBeDisabled();
  // Once the wait is over, the right password still opens the portal and clears the count.
  await page.clock.fastForward(8_000);
  await expect(submit).toHaveText('Unlock Portal');
  await unlockPortal(page);
  await expect(passwordField(page)).toHaveCount(0);
});

test(
  'the key is deleted the moment the session expires, also after leaving the portal',
  ONE_SIZE,
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/internal/portal');
    await waitForHydration(page);
    await unlockPortal(page);
    await expect(passwordField(page)).toHaveCount(0);
    expect(await storedSession(page)).not.toBeNull();

    // Leave for the public site inside the app: no portal page is open when the session ends.
    await openPortalMenu(page);
    await page
      .getByRole('link', { name: 'Exit to Public Site' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.fastForward('09:59:50');
    expect(await storedSession(page)).not.toBeNull();
    await page.clock.fastForward('00:00:11');
    await expect.poll(() => storedSession(page)).toBeNull();

    await page.goto('/internal/portal');
    await expect(passwordField(page)).toBeVisible();
  },
);

test('Lock portal in one tab locks every open tab at once', ONE_SIZE, async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/internal/portal');
  await waitForHydration(first);
  await unlockPortal(first);
  await expect(passwordField(first)).toHaveCount(0);

  const second = await context.newPage();
  await second.goto('/internal/msd/docs');
  await expect(second.getByRole('heading', { level: 1, name: 'Collateral Library' })).toBeVisible();

  await lockFromHeader(first);
  await expect(passwordField(first)).toBeVisible();
  // No reload: the other tab hears of it and drops its key from memory.
  await expect(passwordField(second)).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Collateral Library' })).toHaveCount(
    0,
  );
  expect(await storedSession(second)).toBeNull();
});
