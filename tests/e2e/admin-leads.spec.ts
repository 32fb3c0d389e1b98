import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './constants';
import {
  cutNetwork,
  expect,
  ONE_SIZE,
  seriousViolations,
  test,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';
import { signInAs } from './people';
import { readFlag } from './app-storage';
import { FLAG_KEYS } from '../../src/shared/storage-keys';

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const tagged = () => `inbox${Math.random().toString(36).slice(2, 10)}`;

/** Stores a lead through the public API, as the gate would. */
async function seedLead(request: APIRequestContext, name: string, email: string, company: string) {
  const id = crypto.randomUUID();
  const response = await request.post('/api/leads', {
    headers: { 'Idempotency-Key': id },
    data: {
      id,
      name,
      company,
      email,
      source: 'data-in-action',
      userAgent: 'e2e',
      createdAt: new Date().toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  return id;
}

async function signIn(page: Page) {
  await signInAs(page, 'manager');
  await page.goto('/admin/leads');
  await expect(page.getByRole('search', { name: 'Filter leads' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
}

const rowOf = (page: Page, name: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name }) });
const summary = (page: Page) => page.locator('.inbox-summary');

test('a manager signs in as themselves: search, filter, change a status with a note; a rep is refused', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Two axe passes over a full page of 50 rows, each with its owner control: slow on a busy machine.
  test.setTimeout(60_000);
  const tag = tagged();
  const company = `Inbox Test ${tag}`;
  await seedLead(request, `Ada ${tag}`, `ada.${tag}@example.com`, company);
  await seedLead(request, `Grace ${tag}`, `grace.${tag}@example.com`, company);

  // Nobody signed in: the page loads (its own document), shows no leads and offers the sign-in.
  const response = await page.goto('/admin/leads');
  expect(response?.status()).toBe(200);
  // Rendered in the browser over the document's own head tags: one of each, never two.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page).toHaveTitle('Lead inbox | Market State Detector');
  // The sign-in is offered in place: the address stays the inbox's.
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/leads');
  await expect(page.locator('table')).toHaveCount(0);
  // Chromium logs the refused session check itself; nothing else may fail.
  const drop401 = () =>
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !text.includes('status of 401')),
    );
  drop401();

  // A rep's role does not include the inbox; nothing of it is shown, and no token is stored anywhere.
  await signInAs(page, 'rep');
  await page.goto('/admin/leads');
  await expect(
    page.getByRole('heading', { name: 'Your role does not include this' }),
  ).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  // Nothing is kept in the browser's storage but React Router's scroll positions (numbers by
  // history entry, issue 28 item 6): no token, no lead.
  const browserStorage = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: localStorage.length,
    positions: sessionStorage.getItem('react-router-scroll-positions'),
  }));
  expect(browserStorage.local).toBe(0);
  expect(browserStorage.session.filter((key) => key !== 'react-router-scroll-positions')).toEqual(
    [],
  );
  for (const position of Object.values(JSON.parse(browserStorage.positions ?? '{}') as object))
    expect(typeof position).toBe('number');

  await signIn(page);
  expect(await seriousViolations(page)).toEqual([]);

  await search(page, tag);
  await expect(summary(page)).toHaveText('Showing 2 leads, newest first.');
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  // Newest first: Grace was stored after Ada.
  await expect(page.getByRole('rowheader')).toHaveText([`Grace ${tag}`, `Ada ${tag}`]);
  await expect(rowOf(page, `Ada ${tag}`).locator('td[data-label="Company"]')).toHaveText(company);
  await expect(rowOf(page, `Ada ${tag}`).locator('td[data-label="Status"] .badge')).toHaveText(
    'New',
  );

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await expect(page.getByRole('heading', { name: 'No leads match these filters' })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(summary(page)).toHaveText('Showing 2 leads, newest first.');
  const change = page.getByRole('button', { name: `Change status of Ada ${tag}` });
  await change.click();
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('radio', { name: 'New' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Contacted' }).check();
  await page.getByLabel('Note (optional)').fill('Called, demo booked for Tuesday.');
  await page.getByRole('button', { name: 'Save status' }).click();

  await expect(summary(page)).toHaveText(`Status of Ada ${tag} saved: Contacted, with a note.`);
  await expect(change).toBeFocused();
  await expect(change).toHaveAttribute('aria-expanded', 'false');
  const status = rowOf(page, `Ada ${tag}`).locator('td[data-label="Status"]');
  await expect(status.locator('.badge')).toHaveText('Contacted');
  await expect(status.locator('q')).toHaveText('Called, demo booked for Tuesday.');
  await expect(status).toContainText('Changed ');

  // The server holds it too, with the time it changed.
  const stored = await request.get(`/api/leads?q=${tag}&status=contacted`, { headers: auth });
  const { leads } = (await stored.json()) as {
    leads: Array<{ name: string; statusNote: string; statusChangedAt: string }>;
  };
  expect(leads.map((lead) => [lead.name, lead.statusNote])).toEqual([
    [`Ada ${tag}`, 'Called, demo booked for Tuesday.'],
  ]);
  expect(Date.now() - Date.parse(leads[0]!.statusChangedAt)).toBeLessThan(60_000);

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await expect(page.getByRole('rowheader')).toHaveText([`Ada ${tag}`]);

  // A date range that ends before today holds none of them; one around today holds both.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByLabel('To').fill('2026-01-01');
  await expect(page.getByRole('heading', { name: 'No leads match these filters' })).toBeVisible();
  await page.getByLabel('From').fill(today);
  await expect(page.getByRole('alert')).toHaveText('The "From" date is after the "To" date.');
  await page.getByLabel('To').fill(today);
  await expect(summary(page)).toHaveText('Showing 2 leads, newest first.');

  // A reload keeps the session (the cookie) and the filters (the URL).
  await page.reload();
  await expect(summary(page)).toHaveText('Showing 2 leads, newest first.');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);

  // The session ends on the server (signed out elsewhere): the next load shows no leads.
  const ended = await page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
    return (
      await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'X-CSRF-Token': session.csrfToken },
      })
    ).status;
  });
  expect(ended).toBeLessThan(300);
  await page.reload();
  // The sign-in is offered in place: the address stays the inbox's.
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/leads');
  await expect(page.locator('table')).toHaveCount(0);
  drop401();
  expect(consoleErrors).toEqual([]);
});

test(
  'a lead submitted through the gate after a utm landing shows its first-touch attribution',
  ONE_SIZE,
  async ({ page }) => {
    const tag = tagged();
    const name = `Campaign ${tag}`;
    await page.goto(`/?utm_source=e2e-newsletter&utm_medium=email&utm_campaign=${tag}`);
    await waitForHydration(page);
    // The recorder runs once the page is idle; the touch is in IndexedDB before the visitor moves on.
    await expect
      .poll(async () => {
        // Never create the database here: Dexie's own open would then find no tables.
        const touch = await readFlag<{ utmCampaign?: string }>(page, FLAG_KEYS.firstTouch, {
          ifExists: true,
        });
        return touch?.utmCampaign ?? null;
      })
      .toBe(tag);

    // A later direct visit to the gate keeps the first touch.
    await page.goto('/data-in-action?gate=1');
    await waitForHydration(page);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Company').fill('Attribution Check LLC');
    await page.getByLabel('Work email').fill(`${tag}@example.com`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /open the signal history/i }).click();
    await expect(page.getByText('Your request was sent')).toBeVisible();

    await signIn(page);
    await search(page, tag);
    const attribution = rowOf(page, name).locator('td[data-label="Source and attribution"]');
    await expect(attribution.locator('dt')).toHaveText([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'Landing page',
    ]);
    await expect(attribution.locator('dd')).toHaveText(['e2e-newsletter', 'email', tag, '/']);
  },
);

test(
  'grouped by email counts submissions; the CSV holds the current filter; offline is said plainly',
  ONE_SIZE,
  async ({ page, request, context }) => {
    const tag = tagged();
    const email = `repeat.${tag}@example.com`;
    await seedLead(request, `Repeat ${tag}`, email, 'Twice Ltd');
    await seedLead(request, `Repeat ${tag}`, email, 'Twice Ltd');
    await seedLead(request, `Once ${tag}`, `once.${tag}@example.com`, 'Once Ltd');

    await signIn(page);
    await search(page, tag);
    await expect(summary(page)).toHaveText('Showing 3 leads, newest first.');
    await expect(
      rowOf(page, `Repeat ${tag}`)
        .first()
        .getByRole('button', { name: /2 submissions/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Grouped by email' }).click();
    await expect(page.getByRole('button', { name: 'Grouped by email' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(summary(page)).toHaveText('Showing 2 addresses, newest first.');
    const groups = page.locator('.inbox-group-table tbody tr');
    await expect(groups.locator('th')).toHaveText([`once.${tag}@example.com`, email]);
    await expect(groups.locator('td[data-label="Submissions"]')).toHaveText(['1', '2']);

    // "Show leads" narrows the list to that address.
    await page.getByRole('button', { name: `Show leads from ${email}` }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(email);
    await expect(page.getByRole('rowheader')).toHaveText([`Repeat ${tag}`, `Repeat ${tag}`]);

    await search(page, tag);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV (these filters)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `leads-all-search-${tag}-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).filter((line) => line.includes(`Repeat ${tag}`))).toHaveLength(2);

    await context.setOffline(true);
    await expect(
      page.getByText(/You are offline\. The lead inbox reads and saves everything on the server/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV (these filters)' })).toBeDisabled();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
    await context.setOffline(false);
  },
);

test(
  'Load more follows the server cursor and focuses the first new lead; Escape closes the editor',
  ONE_SIZE,
  async ({ page, request }) => {
    const tag = tagged();
    for (const name of ['First', 'Second', 'Third'])
      await seedLead(
        request,
        `${name} ${tag}`,
        `${name.toLowerCase()}.${tag}@example.com`,
        'Paging Ltd',
      );
    await signIn(page);
    // Pages of two instead of fifty, so three leads need a second page from the real cursor.
    await page.route(/\/api\/leads\?/, (route) =>
      route.continue({ url: route.request().url().replace('limit=50', 'limit=2') }),
    );
    await search(page, tag);
    await expect(summary(page)).toHaveText('Showing 2 leads, more available, newest first.');
    await expect(page.getByRole('rowheader')).toHaveText([`Third ${tag}`, `Second ${tag}`]);

    await page.getByRole('button', { name: 'Load more leads' }).click();
    await expect(page.getByRole('rowheader')).toHaveText([
      `Third ${tag}`,
      `Second ${tag}`,
      `First ${tag}`,
    ]);
    await expect(page.getByRole('rowheader', { name: `First ${tag}` })).toBeFocused();
    await expect(summary(page)).toHaveText('1 more row loaded.');
    await expect(page.getByRole('button', { name: 'Load more leads' })).toHaveCount(0);

    const change = page.getByRole('button', { name: `Change status of First ${tag}` });
    await change.click();
    await page.getByLabel('Note (optional)').press('Escape');
    await expect(page.locator('.inbox-editor')).toHaveCount(0);
    await expect(change).toBeFocused();
  },
);

test(
  'public pages never load the inbox; only a campaign view loads the attribution recorder',
  ONE_SIZE,
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((path) => /\/assets\/(admin|data(?!-in-action)|first-touch)-/.test(path)),
    ).toEqual([]);

    scripts.length = 0;
    await page.goto('/?utm_source=e2e');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/assets\/data-(?!in-action)/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/admin-/.test(path))).toEqual([]);
  },
);

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'opening the inbox offline says it needs the network (none of its code is on the device)',
    ONE_SIZE,
    async ({ page, context }) => {
      await page.goto('/');
      await waitForServiceWorker(page);
      await cutNetwork(context);
      const response = await page.goto('/admin/leads');
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This page needs the network',
      );
      await expect(
        page.getByText(/You are offline\. Signing in, the lead inbox, people and the audit log/),
      ).toBeVisible();
      // Styled by the precached public style sheet, like the rest of the site.
      await expect(page.locator('.card')).toHaveCSS('border-radius', '12px');
    },
  );
});

test.describe('with the service worker installed', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

  test('the inbox says nothing about working offline, and nothing covers its Save button', async ({
    page,
    request,
  }) => {
    const tag = tagged();
    await seedLead(request, `Ada ${tag}`, `ada.${tag}@example.com`, 'Acme');
    await signIn(page);
    await page.getByRole('button', { name: `Change status of Ada ${tag}` }).click();
    const save = page.getByRole('button', { name: 'Save status' });
    // Where a phone's bottom toast sits: the button's centre 130 px above the bottom.
    await save.evaluate((button) => {
      const box = button.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 130));
    });
    // The first install is when "Ready to work offline" would show (for a few seconds): look then,
    // without retrying (a retry would wait for it to go away on its own).
    await waitForServiceWorker(page);
    await page.waitForTimeout(1000);
    expect(await page.getByText(/ready (to work )?offline/i).count()).toBe(0);
    const hit = await save.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return found === button || button.contains(found);
    });
    expect(hit).toBe(true);
  });
});
