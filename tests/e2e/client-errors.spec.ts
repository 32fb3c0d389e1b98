/** Client error reports (issue 28 item 5): a page's uncaught error reaches /admin/errors, for admins only. */
import { expect, ONE_SIZE, seriousViolations, test, waitForHydration } from './fixtures';
import { signInAs } from './people';

test(
  'an uncaught error on a public page is reported and listed for an admin',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    const tag = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    let reported = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/client-errors'))
        reported = true;
    });
    await page.goto('/about');
    await waitForHydration(page);
    // The reporter loads once the page has loaded and the browser is idle; until then an error is
    // not reported, so the page throws again until one is (the same error is sent once per load).
    await expect
      .poll(
        async () => {
          await page.evaluate((message) => {
            setTimeout(() => {
              throw new Error(message);
            });
          }, `${tag} failed for grace@firm.example`);
          await page.waitForTimeout(250);
          return reported;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // The test threw on purpose: those page errors are not failures.
    consoleErrors.length = 0;

    await signInAs(page, 'admin');
    await page.goto('/admin/errors');
    await expect(page.getByRole('heading', { level: 1, name: 'Client errors' })).toBeVisible();
    await expect(page).toHaveTitle('Client errors | Market State Detector');
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: `Error: ${tag} failed for [email]` }) });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td[data-label="Count"]')).toHaveText('1');
    await expect(row.locator('td[data-label="Route"]')).toHaveText('/about');
    await expect(row.locator('td[data-label="Where"]')).toHaveText('Not in our code');
    await expect(page.getByText('grace@firm.example')).toHaveCount(0);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Client errors' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test('a rep is refused the client errors page', ONE_SIZE, async ({ page }) => {
  await signInAs(page, 'rep');
  await page.goto('/admin/errors');
  await expect(
    page.getByRole('heading', { name: 'Your role does not include this' }),
  ).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
});
