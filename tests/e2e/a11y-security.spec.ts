import { internalPaths } from '../../src/shared/routes';
import {
  expect,
  isPhone,
  seriousViolations,
  test,
  unlockPortal,
  waitForHydration,
  ONE_SIZE,
} from './fixtures';
import { signInAs } from './people';

test.describe('accessibility (axe) on every route', () => {
  // Public routes are checked in routes.spec.ts, in the same visit that checks their heading.
  test('the portal access screen and every unlocked portal page', async ({ page }) => {
    // Once, at the portal's main device size (the sweep takes over a minute); the library with its
    // filters and header search open is checked at phone size in collateral.spec.ts.
    test.skip(isPhone(page), 'swept at laptop size');
    test.setTimeout(240_000);
    await page.goto('/internal/portal');
    await waitForHydration(page);
    expect(await seriousViolations(page), 'access screen').toEqual([]);
    await unlockPortal(page);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    for (const path of internalPaths) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

test(
  'the axe check reports planted serious violations, inside a frame too',
  ONE_SIZE,
  async ({ page }) => {
    // seriousViolations runs axe in the page (legacy mode) with only violations returned: this keeps
    // it honest: a button without a name and an image without alt (both critical), one of each in
    // a frame. Served from the site's origin, as every checked page is: axe in legacy mode cannot
    // reach into a frame of about:blank.
    await page.route('**/axe-planted', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Planted</title><main><h1>Planted</h1>
          <img src="data:,"><button></button>
          <iframe title="inner" srcdoc="<!doctype html><html lang=en><title>i</title><main><img src='data:,'><button></button></main>"></iframe>
        </main></html>`,
      }),
    );
    await page.goto('/axe-planted');
    await expect.poll(() => page.frames()[1]?.locator('button').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([
      'button-name: Buttons must have discernible text (button | iframe button)',
      'image-alt: Images must have alternative text (img | iframe img)',
    ]);
  },
);

test.describe('security headers', () => {
  const required = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-resource-policy',
  ];

  test('every kind of response carries them', async ({ request }) => {
    const assets = await request.get('/');
    const html = await assets.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const path of [
      '/',
      '/about',
      '/internal/portal',
      '/nope',
      script,
      '/sw.js',
      '/manifest.webmanifest',
      '/vault/header.json',
      '/api/health',
      '/api/leads',
    ]) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      const headers = response.headers();
      for (const name of required) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      const csp = headers['content-security-policy']!;
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(/script-src[^;]*'unsafe-inline'/.test(csp), path).toBe(false);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });

  test('caching fits each kind of file', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect((await request.get(script)).headers()['cache-control']).toContain('immutable');
    expect((await request.get('/sw.js')).headers()['cache-control']).toMatch(/no-cache|max-age=0/);
    expect((await request.get('/about')).headers()['cache-control']).toMatch(/max-age=0|no-cache/);
    // A staff route's document (the portal frame) is revalidated like every page.
    expect((await request.get('/internal/msd/docs')).headers()['cache-control']).toMatch(
      /max-age=0|no-cache/,
    );
    expect((await request.get('/api/health')).headers()['cache-control']).toBe('no-store');
  });
});

test.describe('keyboard only', () => {
  test('the header links and the call to action are reachable with Tab', async ({ page }) => {
    test.skip(isPhone(page), 'desktop header');
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      seen.push(
        (await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) || '',
      );
    }
    for (const label of [
      'Home',
      'Products',
      'Pricing',
      'About',
      'Contact',
      'See the Data In Action',
    ])
      expect(seen).toContain(label);
  });

  test('the mobile menu opens, is walked and closes with the keyboard', async ({ page }) => {
    test.skip(!isPhone(page), 'phone menu');
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu a').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu a').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a carousel chart opens with Enter, traps focus and closes with Escape back on its opener', async ({
    page,
  }) => {
    await page.goto('/market-state-detector');
    await waitForHydration(page);
    const opener = page.locator('.flagship-slide:not([hidden]) .flagship-slide-open');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('reduced motion shows every section without waiting for scroll', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/about');
  await waitForHydration(page);
  const hidden = await page
    .locator('.reveal')
    .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== '1').length);
  expect(hidden).toBe(0);
  await context.close();
});

test.describe('content security policy', () => {
  test(
    'no page raises a CSP violation: public, portal and staff (zod never probes eval)',
    ONE_SIZE,
    async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.sourceFile}`),
        );
      });
      await signInAs(page, 'manager');
      const violations: string[] = [];
      for (const path of ['/data-in-action', '/admin/leads', '/internal/portal']) {
        await page.goto(path);
        await waitForHydration(page);
        if (path === '/internal/portal') {
          await unlockPortal(page);
          await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
          await expect(page.locator('h1').first()).toBeVisible();
        } else {
          await expect(page.locator('h1').first()).toBeVisible();
        }
        // The lazily loaded chunks (zod among them) have run by now.
        await page.waitForLoadState('networkidle');
        violations.push(
          ...(
            await page.evaluate(
              () => (window as unknown as { cspViolations: string[] }).cspViolations,
            )
          ).map((violation) => `${path}: ${violation}`),
        );
      }
      expect(violations).toEqual([]);
    },
  );
});
