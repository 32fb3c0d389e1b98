/**
 * What a manager does with the lead inbox (issue 28 items 6 and 8): filters by delivery state,
 * source and campaign, sorts, reads the exact total, gives a lead an owner, resends a failed
 * notification, opens a lead from a notification's link, copies the view's link and downloads the
 * CSV with its row count; an admin erases a lead from the page.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, seriousViolations, test } from './fixtures';
import { signInAs, uniquePerson } from './people';

const root = path.resolve(import.meta.dirname, '../..');
const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

interface Seeded {
  id: string;
  name: string;
  email: string;
}

async function seedLead(
  request: APIRequestContext,
  name: string,
  email: string,
  attribution?: Record<string, string>,
): Promise<Seeded> {
  const id = crypto.randomUUID();
  const response = await request.post('/api/leads', {
    headers: { 'Idempotency-Key': id },
    data: {
      id,
      name,
      company: 'Manage Ltd',
      email,
      source: 'data-in-action',
      userAgent: 'e2e',
      createdAt: new Date().toISOString(),
      ...(attribution ? { attribution } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { id, name, email };
}

async function deliveryOf(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/leads/${id}`, { headers: auth });
  return ((await response.json()) as { lead: { delivery: { state: string } } }).lead.delivery.state;
}

/**
 * The e2e Worker has no webhook, so notifications end "not configured". A notification that
 * failed is set on the row itself, in the Worker's local D1 (the same store wrangler dev uses).
 */
function markFailed(id: string) {
  execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '-c',
      'worker/wrangler.jsonc',
      '--persist-to',
      '.wrangler/e2e-state',
      '--command',
      `UPDATE leads SET delivery_state = 'failed', delivery_attempts = 3, delivery_error = 'HTTP 500' WHERE id = '${id}'`,
    ],
    { cwd: root, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
}

const total = (page: Page) => page.locator('.inbox-total');
const summary = (page: Page) => page.locator('.inbox-summary');
const names = (page: Page) => page.locator('.inbox-table:not(.inbox-group-table) tbody th');
const rowOf = (page: Page, name: string) =>
  page
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .first();

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
}

test('a manager filters, sorts, counts, assigns, resends, opens a linked lead, copies the link and downloads the CSV; an admin erases', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = `mg${Math.random().toString(36).slice(2, 10)}`;
  const campaign = `camp-${tag}`;
  // Stored in this order, so newest first is Bob, Amy, Cleo.
  const cleo = await seedLead(request, `Cleo ${tag}`, `cleo.${tag}@example.com`, {
    utmSource: 'e2e-mail',
    utmCampaign: campaign,
  });
  const amy = await seedLead(request, `Amy ${tag}`, `amy.${tag}@example.com`, {
    utmSource: 'e2e-mail',
    utmCampaign: `other-${tag}`,
  });
  const bob = await seedLead(request, `Bob ${tag}`, `bob.${tag}@example.com`);
  // Let the queue settle each notification first, then fail Cleo's.
  for (const lead of [cleo, amy, bob])
    await expect.poll(() => deliveryOf(request, lead.id)).toBe('not_configured');
  markFailed(cleo.id);

  const manager = uniquePerson('manager');
  await signInAs(page, 'manager', manager);
  await page.goto('/admin/leads');
  await expect(page.getByRole('search', { name: 'Filter leads' })).toBeVisible();
  await search(page, tag);
  await expect(total(page)).toHaveText('3 leads match these filters');
  await expect(names(page)).toHaveText([bob.name, amy.name, cleo.name]);
  expect(await seriousViolations(page)).toEqual([]);

  // Delivery state, source and campaign, each with its exact total.
  await page.getByLabel('Delivery', { exact: true }).selectOption('failed');
  await expect(total(page)).toHaveText('1 lead matches these filters');
  await expect(names(page)).toHaveText([cleo.name]);
  await expect(rowOf(page, cleo.name).locator('td[data-label="Delivery"]')).toContainText(
    'Failed after 3 attempts',
  );
  await page.getByLabel('Delivery', { exact: true }).selectOption('');
  await page.getByLabel('Source', { exact: true }).fill('E2E-MAIL');
  await page.getByLabel('Source', { exact: true }).press('Enter');
  await expect(total(page)).toHaveText('2 leads match these filters');
  await expect(names(page)).toHaveText([amy.name, cleo.name]);
  await page.getByLabel('Campaign', { exact: true }).fill(campaign);
  await page.getByLabel('Campaign', { exact: true }).press('Enter');
  await expect(names(page)).toHaveText([cleo.name]);
  await expect(page).toHaveURL(new RegExp(`source=E2E-MAIL&campaign=${campaign}`));
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await search(page, tag);
  await expect(total(page)).toHaveText('3 leads match these filters');

  // Sorting, kept in the URL.
  await page.getByLabel('Sort by').selectOption('name');
  await expect(names(page)).toHaveText([amy.name, bob.name, cleo.name]);
  await expect(summary(page)).toHaveText('Showing 3 leads, by name.');
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);

  // An owner from the people directory; "Mine" and "Unassigned".
  const assign = page.getByRole('button', { name: `Assign an owner to ${amy.name}` });
  await assign.click();
  await page.getByLabel(`Owner of ${amy.name}`).selectOption({ label: manager.name });
  await expect(summary(page)).toHaveText(`${amy.name} is now owned by ${manager.name}.`);
  const change = page.getByRole('button', { name: `Change owner of ${amy.name}` });
  await expect(change).toBeFocused();
  await expect(rowOf(page, amy.name).locator('.inbox-owner-name')).toHaveText(manager.name);
  await page.getByLabel('Owner', { exact: true }).selectOption('me');
  await expect(names(page)).toHaveText([amy.name]);
  // Escape closes the choice unchanged and gives focus back to its button.
  await change.click();
  await page.getByLabel(`Owner of ${amy.name}`).press('Escape');
  await expect(page.getByLabel(`Owner of ${amy.name}`)).toHaveCount(0);
  await expect(change).toBeFocused();
  await page.getByLabel('Owner', { exact: true }).selectOption('none');
  await expect(names(page)).toHaveText([bob.name, cleo.name]);
  await page.getByLabel('Owner', { exact: true }).selectOption('');

  // Resend the failed notification: a double click sends it once.
  await page.getByLabel('Delivery', { exact: true }).selectOption('failed');
  await expect(names(page)).toHaveText([cleo.name]);
  await page.getByRole('button', { name: `Resend notification of ${cleo.name}` }).dblclick();
  await expect(summary(page)).toHaveText(
    `The notification of ${cleo.name} is queued to be sent again.`,
  );
  await expect(rowOf(page, cleo.name).locator('td[data-label="Delivery"]')).toContainText(
    'Pending',
  );
  await expect(page.getByRole('button', { name: /Resend notification/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The queue took it again (no webhook here: it ends "not configured").
  await expect.poll(() => deliveryOf(request, cleo.id)).toBe('not_configured');

  // Copy the view's link: the URL holds filters and order.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link to this view copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  expect(new URL(copied).searchParams.get('delivery')).toBe('failed');

  // The CSV of these filters, with its progress and row count.
  await page.getByLabel('Delivery', { exact: true }).selectOption('');
  await expect(total(page)).toHaveText('3 leads match these filters');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV (these filters)' }).click(),
  ]);
  const name = `leads-all-search-${tag}-${new Date().toISOString().slice(0, 10)}.csv`;
  expect(download.suggestedFilename()).toBe(name);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  const size =
    bytes.length < 1000 ? `${bytes.length} bytes` : `${(bytes.length / 1000).toFixed(1)} KB`;
  await expect(page.locator('.inbox-csv-progress')).toHaveText(
    `Downloaded ${name}: 3 rows, ${size}.`,
  );
  const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
  expect(lines.map((line) => line.split(',')[0]).slice(1)).toEqual([amy.id, bob.id, cleo.id]);

  // A notification's link opens its lead, even outside the current filters.
  await page.goto(`/admin/leads?q=nothing-matches-${tag}&lead=${bob.id}`);
  const linked = page.getByRole('region', { name: 'The lead from your link' });
  await expect(linked.getByRole('rowheader', { name: bob.name })).toBeFocused();
  await expect(linked.locator('tr.is-linked')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'No leads match these filters' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await linked.getByRole('button', { name: 'Close' }).click();
  await expect(linked).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`\\?q=nothing-matches-${tag}$`));

  // A manager is offered no erasure; an admin is, and confirms it first.
  await search(page, tag);
  await expect(names(page)).toHaveText([bob.name, amy.name, cleo.name]);
  await expect(page.getByRole('button', { name: /^Erase/ })).toHaveCount(0);
  await signInAs(page, 'admin');
  await page.goto(`/admin/leads?q=${tag}`);
  await expect(total(page)).toHaveText('3 leads match these filters');
  await page.getByRole('button', { name: `Erase… every lead from ${amy.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Erase the leads from ${amy.email}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(total(page)).toHaveText('3 leads match these filters');
  await page.getByRole('button', { name: `Erase… every lead from ${amy.email}` }).click();
  await dialog.getByRole('button', { name: 'Erase 1 lead' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(summary(page)).toHaveText(`Erased 1 lead from ${amy.email}.`);
  await expect(total(page)).toHaveText('2 leads match these filters');
  await expect(names(page)).toHaveText([bob.name, cleo.name]);
  expect((await request.get(`/api/leads/${amy.id}`, { headers: auth })).status()).toBe(404);

  // One resend in the audit log however often it was pressed, by the manager.
  const audit = (await (
    await page.request.get(`/api/audit?action=lead.notification_resent&q=${cleo.id}`)
  ).json()) as { entries: Array<{ actorEmail: string }> };
  expect(audit.entries.map((entry) => entry.actorEmail)).toEqual([manager.email]);
});
