import type { Page } from '@playwright/test';
import { internalPaths, prerenderPaths, publicAliases } from '../../src/shared/routes';
import {
  expect,
  ONE_SIZE,
  seriousViolations,
  test,
  unlockPortal,
  waitForHydration,
} from './fixtures';

/** The document's head as a crawler or validator reads it once scripts have run. */
function headTags(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    robots: Array.from(
      document.querySelectorAll<HTMLMetaElement>('meta[name="robots"]'),
      (meta) => meta.content,
    ),
  }));
}

test.describe('every public route', () => {
  for (const path of prerenderPaths) {
    test(`${path} renders its heading, passes axe, with no console errors`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(/Market State Detector/);
      const head = await headTags(page);
      expect(
        [head.titles, head.descriptions],
        'one <title> and one meta description after hydration',
      ).toEqual([1, 1]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
      const canonical = publicAliases[path];
      if (canonical) {
        // An alias serves its page's markup (only its in-page links name the alias), which axe
        // checks at the page's own path: here the two documents are shown to be that same markup.
        const body = async (from: string) =>
          /<body[^>]*>[\s\S]*<\/body>/.exec(await (await page.request.get(from)).text())![0];
        expect((await body(path)).replaceAll(`href="${path}#`, `href="${canonical}#`)).toBe(
          await body(canonical),
        );
      } else expect(await seriousViolations(page), 'axe serious/critical').toEqual([]);
      // External links never hand the opened page a reference back to ours.
      const unsafe = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links
            .filter(
              (a) =>
                !/noopener/.test(a.getAttribute('rel') ?? '') ||
                !/noreferrer/.test(a.getAttribute('rel') ?? ''),
            )
            .map((a) => a.outerHTML.slice(0, 120)),
        );
      expect(unsafe).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('an unknown path shows the not-found screen with a 404 status', async ({ page }) => {
  const logs: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    logs.push(message.text());
    // The document's own 404 status is logged by Chromium; anything else is a real error.
    if (message.type() === 'error' && !message.text().includes('status of 404'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expect.poll(() => logs.some((line) => line.includes('/nope'))).toBe(true);
  // The prerendered 404 page names the path once hydrated, and its head holds one of each tag.
  await expect(page.getByText('There is nothing at /nope.')).toBeVisible();
  expect(await headTags(page)).toEqual({ titles: 1, descriptions: 1, robots: ['noindex'] });
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await page.getByRole('link', { name: /return to the home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('the 404 page reads without JavaScript, and its own URL is a 404 too', async ({ request }) => {
  for (const path of ['/nope', '/internal/nope', '/app-shell', '/app-shell.html']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(await response.text(), path).toContain('Oops! Page not found</h1>');
  }
});

test(
  'staff documents are never indexed and keep one title and one description, locked and unlocked',
  ONE_SIZE,
  async ({ page, request }) => {
    for (const path of internalPaths) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(await response.text(), path).toContain(
        '<meta name="robots" content="noindex, nofollow"/>',
      );
    }
    const robots = await (await request.get('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
    for (const path of internalPaths)
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        `robots.txt covers ${path}`,
      ).toBe(true);

    await page.goto('/internal/portal');
    await waitForHydration(page);
    expect(await headTags(page)).toEqual({
      titles: 1,
      descriptions: 1,
      robots: ['noindex, nofollow'],
    });
    await unlockPortal(page);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    for (const path of [
      '/internal/portal',
      '/internal/msd/docs',
      '/apis',
      '/employee-onboarding',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await headTags(page), path).toEqual({
        titles: 1,
        descriptions: 1,
        robots: ['noindex, nofollow'],
      });
    }
  },
);

test('client navigation between pages starts each page at the top', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.locator('footer').getByRole('link', { name: 'Data Licensing' }).click();
  await expect(page).toHaveURL(/\/licensing$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the link into view (as a reader would), follows it, then comes Back: where the page was left. */
async function followAndComeBack(page: Page, link: ReturnType<Page['locator']>, path: RegExp) {
  await link.scrollIntoViewIfNeeded();
  const before = await scrollTop(page);
  expect(before).toBeGreaterThan(100);
  const from = page.url();
  await link.click();
  await expect(page).toHaveURL(path);
  // A new navigation starts at the top.
  await expect.poll(() => scrollTop(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(from);
  await expect.poll(async () => Math.abs((await scrollTop(page)) - before)).toBeLessThanOrEqual(3);
}

test('Back restores the scroll position of a public page; a new navigation starts at the top', async ({
  page,
}) => {
  // A long page left near its end for a shorter one: coming Back must not stop where the short page ended.
  await page.goto('/market-state-detector');
  await waitForHydration(page);
  await followAndComeBack(
    page,
    page.locator('footer').getByRole('link', { name: 'Data Licensing' }),
    /\/licensing$/,
  );
});

test('Back restores the scroll position of a portal page', async ({ page }) => {
  await page.goto('/internal/portal');
  await waitForHydration(page);
  await unlockPortal(page);
  await expect(page.locator('h1').first()).toBeVisible();
  // The "who is using this device" card appears above the page once the Worker answers; coming
  // later, it would move the page down under a position already read (scroll anchoring).
  await expect(page.getByRole('heading', { name: 'Who is using this device?' })).toBeVisible();
  await followAndComeBack(
    page,
    page.locator('main a[href^="/internal/msd/"]:not([href*="#"])').last(),
    /\/internal\/msd\//,
  );
});

test('a link to an anchor on another page lands on the anchor, 100 px below the top', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Read the complete disclaimers' }).click();
  await expect(page).toHaveURL(/#disclaimers$/);
  await expect
    .poll(
      () =>
        // -1 until the new page has drawn its anchor (the URL changes before it does).
        page.evaluate(() =>
          Math.round(document.getElementById('disclaimers')?.getBoundingClientRect().top ?? -1),
        ),
      { timeout: 5000 },
    )
    .toBeGreaterThanOrEqual(94);
  const top = await page.evaluate(
    () => document.getElementById('disclaimers')!.getBoundingClientRect().top,
  );
  expect(Math.abs(top - 100)).toBeLessThan(6);
});

test('a hash in the URL scrolls to its anchor 100 px below the top', async ({ page }) => {
  await page.goto('/market-state-detector#pricing');
  await waitForHydration(page);
  await expect
    .poll(
      async () =>
        page.evaluate(() =>
          Math.round(document.getElementById('pricing')!.getBoundingClientRect().top),
        ),
      { timeout: 5000 },
    )
    .toBeGreaterThanOrEqual(95);
  const top = await page.evaluate(
    () => document.getElementById('pricing')!.getBoundingClientRect().top,
  );
  expect(Math.abs(top - 100)).toBeLessThan(6);
});

test('the Worker serves each page its prerendered document, readable without JavaScript', async ({
  request,
}) => {
  for (const path of prerenderPaths) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/);
    expect(html, path).toMatch(/<header class="site-header/);
  }
});

test('the API never falls back to a page', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, version: expect.any(String) });
  const missing = await request.get('/api/nope', { headers: { Accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ ok: false, error: { code: 'not_found' } });
});
