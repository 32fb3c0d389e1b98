/** The people page and the audit log against the real Worker (issue 24 items 1, 2 and 6). */
import type { Page } from '@playwright/test';
import { expect, ONE_SIZE, seriousViolations, test } from './fixtures';
import { signInAs, uniquePerson } from './people';

const rowOf = (page: Page, name: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name }) });

test('an admin invites, changes a role, revokes and restores; the audit log records it', async ({
  page,
  consoleErrors,
}) => {
  const admin = await signInAs(page, 'admin');
  const invited = uniquePerson('rep', 'invitee');
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page).toHaveTitle('People | Market State Detector');

  // Invite: a refused field is said beside it, then the link is shown once with Copy.
  await page.getByRole('button', { name: 'Invite someone' }).click();
  await expect(page.getByLabel('Work email')).toBeFocused();
  await page.getByLabel('Work email').fill('not an email');
  await page.getByLabel('Name', { exact: true }).fill(invited.name);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Work email').fill(invited.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name: `${invited.name} is invited` })).toBeFocused();
  await expect(page.getByLabel('Invitation link')).toHaveValue(
    /\/admin\/welcome#invite=[\w-]{43}$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();

  // Filters live in the URL.
  await page.getByRole('searchbox', { name: 'Search' }).fill(invited.email);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(invited.email)}$`));
  const row = rowOf(page, invited.name);
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Invited');
  await expect(row.locator('td[data-label="Open link"]')).toContainText('Until');

  // Role: select, Save, announced.
  await row.getByLabel(`Role of ${invited.name}`).selectOption('manager');
  await row.getByRole('button', { name: `Save role of ${invited.name}` }).click();
  await expect(page.locator('.people-summary')).toHaveText(`${invited.name} is now Manager.`);
  await expect(row.locator('td[data-label="Role"]')).toHaveText('Manager');

  // Revoke asks first; Cancel returns the focus; then revoke and restore.
  await row.getByRole('button', { name: `Revoke ${invited.name}` }).click();
  await expect(row.getByRole('button', { name: 'Revoke access' })).toBeFocused();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: `Revoke ${invited.name}` })).toBeFocused();
  await row.getByRole('button', { name: `Revoke ${invited.name}` }).click();
  await row.getByRole('button', { name: 'Revoke access' }).click();
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Revoked');
  await row.getByRole('button', { name: `Restore ${invited.name}` }).click();
  await expect(page.locator('.people-summary')).toHaveText(`${invited.name}'s access is restored.`);

  // The audit log has the role change, filtered by action and subject, newest first.
  await page.goto(`/admin/audit?action=person.role_changed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByLabel('Action')).toHaveValue('person.role_changed');
  await page.getByRole('searchbox', { name: 'Actor or subject' }).fill(admin.email);
  await page.getByRole('searchbox', { name: 'Actor or subject' }).press('Enter');
  await expect(page.locator('tbody tr').first().locator('td[data-label="Action"]')).toHaveText(
    'Role changed',
  );
  await expect(page.locator('tbody tr').first().locator('td[data-label="Actor"]')).toHaveText(
    admin.email,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // Chromium logs the refused invitation (422) itself; nothing else may fail.
  expect(consoleErrors.filter((text) => !text.includes('status of 422'))).toEqual([]);
  consoleErrors.length = 0;
});

test('a manager is refused the people page', ONE_SIZE, async ({ page }) => {
  await signInAs(page, 'manager');
  await page.goto('/admin/people');
  await expect(
    page.getByRole('heading', { name: 'Your role does not include this' }),
  ).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
});
