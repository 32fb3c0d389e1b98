import { expect, isPhone, test, waitForHydration } from './fixtures';

test('the header darkens once the page scrolls past 10 px', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const header = page.locator('header.site-header');
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 8));
  await page.waitForTimeout(100);
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-scrolled/);
});

test('the mobile menu locks page scroll and restores the position on close', async ({ page }) => {
  test.skip(!isPhone(page), 'the full-screen menu is the phone layout');
  await page.goto('/market-state-detector');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});

test('Escape closes the mobile menu and a menu link navigates', async ({ page }) => {
  test.skip(!isPhone(page), 'the full-screen menu is the phone layout');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The first opening waits for what an open menu does (a small module, decision 0021).
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
});

test('the header call to action is a full page load of the forced gate', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const cta = isPhone(page)
    ? (await page.getByRole('button', { name: 'Open menu' }).click(),
      page.locator('#mobile-menu').getByRole('link', { name: 'See the Data In Action' }))
    : page.locator('header').getByRole('link', { name: 'See the Data In Action' });
  const navigation = page.waitForEvent('framenavigated');
  await cta.click();
  await navigation;
  await expect(page).toHaveURL(/\/data-in-action\?gate=1$/);
  // A full load hands the document a fresh navigation entry.
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
    ),
  ).toContain('gate=1');
});

test('the logo falls back to the png and then the embedded image', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/logo.svg', (route) => route.abort());
  await page.route('**/logo.png', (route) => route.abort());
  await page.goto('/about');
  await waitForHydration(page);
  const logo = page.locator('header .logo-mark');
  await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(warnings.some((line) => line.includes('Logo failed to load'))).toBe(true);
});

test('the open menu makes the page behind it inert, and closing it gives the page back', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the full-screen menu is the phone layout');
  await page.goto('/about');
  await waitForHydration(page);
  const behind = page.locator('#main, .site-footer, .skip-link');
  await expect(behind).toHaveCount(3);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  for (const element of await behind.all()) await expect(element).toHaveAttribute('inert', '');
  await expect(page.locator('header.site-header')).not.toHaveAttribute('inert');
  // A click outside the menu (on the bar beside the brand) closes it.
  const bar = await page.locator('.header-inner').boundingBox();
  await page.mouse.click(bar!.x + bar!.width / 2, bar!.y + bar!.height / 2);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  for (const element of await behind.all()) await expect(element).not.toHaveAttribute('inert');
});

test('a press on the backdrop closes the chart dialog, focus returns to its button and nothing under it is clicked', async ({
  page,
}) => {
  await page.goto('/market-state-detector');
  await waitForHydration(page);
  const opener = page.locator('.flagship-slide:not([hidden]) .flagship-slide-open');
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.click({ position: { x: 10, y: 10 } });
  await expect(dialog).toBeVisible();
  const url = page.url();
  await page.mouse.click(3, (page.viewportSize()?.height ?? 800) - 3);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(page.url()).toBe(url);
});
