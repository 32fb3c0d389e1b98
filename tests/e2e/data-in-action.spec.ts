import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, ONE_SIZE, test, waitForHydration } from './fixtures';
import { countRecords } from './app-storage';

const unique = () => `E2E ${Math.random().toString(36).slice(2, 10)}`;

async function storedLeads(request: APIRequestContext, name: string) {
  // The name is unique to the test, so one page of the search holds every match.
  const query = new URLSearchParams({ q: name, limit: '200' });
  const response = await request.get(`/api/leads?${query}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as {
    leads: Array<{ id: string; name: string; email: string }>;
  };
  return leads.filter((lead) => lead.name === name);
}

async function fillForm(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Company').fill('Quant Research LLC');
  await page
    .getByLabel('Work email')
    .fill(`${name.replace(/\s+/g, '.').toLowerCase()}@Quant.EXAMPLE`);
  await page.getByRole('checkbox').check();
}

const submitButton = (page: Page) => page.getByRole('button', { name: /open the signal history/i });

test(
  'the submit button enables only when every rule holds, saying what is missing',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    const submit = submitButton(page);
    const missing = page.locator('.gate-missing');
    await expect(submit).toBeDisabled();
    await expect(missing).toContainText('enter your full name');
    // The button itself tells assistive technology what is missing.
    await expect(submit).toHaveAccessibleDescription(/enter your full name/);

    await page.getByLabel('Full name').fill(' A ');
    await page.getByLabel('Company').fill('Quant Research');
    await page.getByLabel('Work email').fill('someone@firm');
    await page.getByRole('checkbox').check();
    await expect(submit).toBeDisabled();

    await page.getByLabel('Full name').fill('Al');
    await expect(submit).toBeDisabled();
    await expect(missing).toContainText('enter a valid work email');
    await expect(missing).not.toContainText('enter your full name');
    await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Work email').fill('someone@firm.com');
    await expect(submit).toBeEnabled();
    await page.getByRole('checkbox').uncheck();
    await expect(submit).toBeDisabled();
    await expect(missing).toContainText('tick the acknowledgement');
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'a submitted lead unlocks the view and reaches D1 exactly once',
  ONE_SIZE,
  async ({ page, request, consoleErrors }) => {
    const name = unique();
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    await fillForm(page, name);
    await submitButton(page).click();

    await expect(page.getByRole('heading', { name: 'Historical signal chart' })).toBeVisible();
    await expect(page.getByText('Your request was sent')).toBeVisible();
    await expect(page).toHaveURL(/\/data-in-action$/);
    const chartLink = page.getByRole('link', { name: /open chart in new window/i });
    await expect(chartLink).toHaveAttribute('target', '_blank');
    await expect(chartLink).toHaveAttribute('rel', /noopener/);
    for (const state of ['Systemic Stress', 'Volatility Spike', 'Turning', 'Calm']) {
      await expect(
        page.locator('.gate-legend').getByText(state, { exact: false }).first(),
      ).toBeVisible();
    }

    const rows = await storedLeads(request, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toMatch(/@quant\.example$/);

    // A reload keeps the view open; ?gate=1 forces the form again; Lock closes it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Historical signal chart' })).toBeVisible();
    await page.goto('/data-in-action?gate=1');
    await expect(submitButton(page)).toBeVisible();
    await page.goto('/data-in-action');
    await page.getByRole('button', { name: 'Lock this view' }).click();
    await expect(submitButton(page)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(submitButton(page)).toBeVisible();
    expect(await storedLeads(request, name)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'a lead submitted with the network cut is kept across a reload and delivered once when it returns',
  ONE_SIZE,
  async ({ page, context, request }) => {
    const name = unique();
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    // The form's code arrives just after hydration (decision 0028); the connection drops once the
    // page is ready, with no service worker to serve it (a first visit without it: the next test).
    await expect(page.locator('.gate-form-wrap')).toHaveAttribute('aria-busy', 'false');

    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await fillForm(page, name);
    const popup = page.waitForEvent('popup');
    await submitButton(page).click();
    // The submit opens the chart in a new tab (spec 7). Playwright's offline emulation does not
    // survive the new page in this context, so close the tab and cut the network again.
    await (await popup).close();
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'Historical signal chart' })).toBeVisible();
    await expect(
      page.getByText('Saved on this device; it will be sent when you’re back online.'),
    ).toBeVisible();
    expect(await countRecords(page, 'outbox')).toBe(1);

    // Pages themselves still load (the service worker makes that work offline too); the API stays cut.
    await context.setOffline(false);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Historical signal chart' })).toBeVisible();
    expect(await countRecords(page, 'outbox')).toBe(1);
    await expect(page.getByText(/Pending requests: 1 saved on this device/)).toBeVisible();
    expect(await storedLeads(request, name)).toHaveLength(0);

    await context.unroute('**/api/**');
    await context.setOffline(true);
    await context.setOffline(false); // fires `online`
    await expect.poll(() => countRecords(page, 'outbox'), { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await storedLeads(request, name)).length).toBe(1);
    await page.reload();
    await expect.poll(async () => (await storedLeads(request, name)).length).toBe(1);
  },
);

test(
  'offline before the form’s code arrived, the form says so and works once the network returns',
  ONE_SIZE,
  async ({ page, context, request }) => {
    const name = unique();
    // The connection drops between the page and the form's code (a first visit, no service worker).
    await context.route('**/assets/gate-runtime-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    const unavailable = page
      .getByRole('alert')
      .filter({ hasText: 'This form could not load without a connection.' });
    await expect(unavailable).toBeVisible();
    await fillForm(page, name);
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.locator('.gate-missing')).toHaveText('');

    await context.unroute('**/assets/gate-runtime-*.js');
    await context.setOffline(true);
    await context.setOffline(false); // fires `online`: the form loads its code again
    await expect(unavailable).toBeHidden();
    await expect(page.locator('.gate-form-wrap')).toHaveAttribute('aria-busy', 'false');
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'Historical signal chart' })).toBeVisible();
    await expect.poll(async () => (await storedLeads(request, name)).length).toBe(1);
  },
);

test(
  'a lead the server refuses with 422 lands in the refused status with a retry',
  ONE_SIZE,
  async ({ page, request }) => {
    const name = unique();
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    // Tamper with the request on its way to the real Worker so that it answers a real 422.
    let tampered = true;
    await page.route('**/api/leads', async (route) => {
      if (!tampered) return route.continue();
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, source: 'tampered' }) });
    });
    await fillForm(page, name);
    await submitButton(page).click();

    const alert = page.getByRole('alert').filter({ hasText: 'A request could not be accepted' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('source');
    expect(await countRecords(page, 'outbox')).toBe(0);
    expect(await storedLeads(request, name)).toHaveLength(0);

    tampered = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await expect.poll(async () => (await storedLeads(request, name)).length).toBe(1);
  },
);

const CHART_URL = 'https://www.tradingview.com/chart/';

test(
  'after a successful submit the chart opens in a new tab with no opener',
  ONE_SIZE,
  async ({ page, context, consoleErrors }) => {
    await context.route(`${CHART_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chart</title>' }),
    );
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    await fillForm(page, unique());
    const popupOpened = page.waitForEvent('popup');
    await submitButton(page).click();
    const popup = await popupOpened;
    await popup.waitForURL(CHART_URL);
    expect(await popup.evaluate(() => window.opener as unknown)).toBeNull();
    await expect(page.getByRole('heading', { name: 'Historical signal chart' })).toBeVisible();
    await expect(page.locator('.gate-popup-blocked')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'where the browser blocks the popup, the page says so next to the button',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    // What a popup blocker does: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    await fillForm(page, unique());
    await submitButton(page).click();
    const actions = page.locator('.gate-chart-head');
    await expect(actions.getByRole('link', { name: /open chart in new window/i })).toBeVisible();
    await expect(actions.getByRole('status')).toHaveText(
      'Your browser blocked the chart window. Use Open Chart in New Window to open it.',
    );
    // Locking and unlocking again starts without the old message.
    await page.getByRole('button', { name: 'Lock this view' }).click();
    await expect(page.locator('.gate-popup-blocked')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  },
);
