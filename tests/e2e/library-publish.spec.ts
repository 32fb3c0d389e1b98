/**
 * Issue 26's acceptance in real browsers against the real Worker (local D1 and R2): a manager
 * publishes a new PDF and a new version of a built-in document from the library studio; a rep's
 * device, offline meanwhile, reconnects, shows both as New and Updated, goes offline and opens
 * both (the bytes the manager chose); the manager retires one and restores the build's version
 * of the other, and the device follows; a rep cannot open the studio, page or API.
 *
 * The published library is one for the whole Worker, so this file runs in its own project after
 * the phone and laptop projects (playwright.config.ts), and leaves the library as the build made it.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { LIBRARY_API, LIBRARY_STUDIO_PATH } from '../../src/shared/library-publish';
import { CSRF_HEADER, PEOPLE_API } from '../../src/shared/people';
import { expect, test, unlockPortal, waitForServiceWorker } from './fixtures';
import { signInAs } from './people';
import { readFlag, readKeys } from './app-storage';
import { LIBRARY_FLAG_KEYS } from '../../src/shared/storage-keys';

const LIBRARY = '/internal/msd/docs';
/** A built-in PDF of the catalogue (collateral/library/sales/pilot-plan.pdf). */
const BUILT_IN = {
  id: 'sales/pilot-plan',
  title: '90-Day Pilot Plan',
  source: 'collateral/library/sales/pilot-plan.pdf',
};

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A small but real PDF whose text names what it is. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function card(page: Page, title: string) {
  return page.locator('article.doc-card').filter({
    has: page.getByRole('heading', { name: new RegExp(`^${title}`) }),
  });
}

/** Downloads a library card's file on the device (decrypted from the pack) and returns its bytes. */
async function download(page: Page, title: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card(page, title)
      .getByRole('link', { name: /^Download/ })
      .click(),
  ]);
  return readFile(await file.path());
}

/** The rep's device reconnects (its `online` refresh), and goes offline again once `until` holds. */
async function reconnect(device: BrowserContext, page: Page, until: () => Promise<boolean>) {
  await device.setOffline(false);
  await expect.poll(until, { timeout: 60_000, intervals: [250] }).toBe(true);
  await device.setOffline(true);
}

async function studioRow(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Versions' })).toBeVisible();
}

test('a manager publishes, a rep device offline meanwhile follows, and reps cannot publish', async ({
  browser,
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const newTitle = `Pilot results for macro funds ${stamp}`;
  const newPdf = pdf(`Pilot results ${stamp}`);
  const replacement = pdf(`90-Day Pilot Plan, revised ${stamp}`);
  const note = `Revised week-by-week milestones (${stamp})`;

  // The rep's device: signed in, the portal unlocked, its pack complete and the feed read once.
  const device = await browser.newContext({
    baseURL: baseURL!,
    serviceWorkers: 'allow',
    viewport: { width: 1366, height: 768 },
    acceptDownloads: true,
  });
  const rep = await device.newPage();
  await signInAs(rep, 'rep');
  await rep.goto(LIBRARY);
  await waitForServiceWorker(rep);
  await unlockPortal(rep);
  await expect(rep.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => readFlag(rep, LIBRARY_FLAG_KEYS.feed), { timeout: 15_000 }).toBeTruthy();

  // A rep cannot open the studio: the page says which role it needs, the API answers 403.
  await rep.goto(LIBRARY_STUDIO_PATH);
  await expect(rep.getByText(/Your role does not include this/)).toBeVisible();
  const csrf = await rep.evaluate(
    async (url) => ((await (await fetch(url)).json()) as { csrfToken: string }).csrfToken,
    PEOPLE_API.session,
  );
  const refused = await rep.evaluate(
    async ({ url, header, token }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [header]: token },
        body: JSON.stringify({ cipherSize: 32, cipherSha256: '0'.repeat(64), secret: {} }),
      });
      return {
        status: response.status,
        studio: (await fetch(url.replace('uploads', 'studio'))).status,
      };
    },
    { url: LIBRARY_API.uploads, header: CSRF_HEADER, token: csrf },
  );
  expect(refused).toEqual({ status: 403, studio: 403 });
  await rep.goto(LIBRARY);
  await expect(card(rep, BUILT_IN.title)).toBeVisible();
  const heldBefore = new Set(await readKeys(rep, 'packFiles'));
  await device.setOffline(true);

  // The manager publishes a new PDF, and a new version of the built-in pilot plan.
  const manager = await signInAs(page, 'manager');
  await page.goto(LIBRARY_STUDIO_PATH);
  await unlockPortal(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Library studio' })).toBeVisible();
  await page.getByRole('button', { name: 'New document' }).click();
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'pilot-results.pdf',
    mimeType: 'application/pdf',
    buffer: newPdf,
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'pilot-results.pdf: a PDF' }),
  ).toBeVisible();
  await page.getByLabel('Title').fill(newTitle);
  await page
    .getByLabel('Description')
    .fill('What the first macro fund pilots measured, week by week.');
  await page.getByLabel('Category').selectOption('Sales');
  await page.getByRole('checkbox', { name: 'Evaluation' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Versions' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Version 1', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '← All documents' }).click();
  await studioRow(page, BUILT_IN.title);
  await page.getByLabel('Replace file (optional)').setInputFiles({
    name: 'pilot-plan.pdf',
    mimeType: 'application/pdf',
    buffer: replacement,
  });
  await page.getByLabel('What changed (optional)').fill(note);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.locator('li.studio-version').filter({ hasText: note })).toBeVisible({
    timeout: 30_000,
  });

  // The rep's device reconnects: both arrive, marked, and open offline.
  let published: string[] = [];
  await reconnect(device, rep, async () => {
    published = (await readKeys(rep, 'packFiles')).filter((path) => !heldBefore.has(path));
    return (
      published.length === 2 &&
      (await card(rep, BUILT_IN.title).getByText('Updated', { exact: true }).count()) === 1 &&
      (await card(rep, newTitle).getByText('New', { exact: true }).count()) === 1
    );
  });
  await expect(card(rep, newTitle).getByText('New', { exact: true })).toBeVisible();
  await expect(card(rep, BUILT_IN.title).getByText('Updated', { exact: true })).toBeVisible();
  const whatsNew = rep.getByRole('region', { name: 'What’s new since your last visit' });
  await expect(whatsNew.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(whatsNew.getByText(note)).toBeVisible();
  expect((await download(rep, newTitle)).equals(newPdf)).toBe(true);
  expect((await download(rep, BUILT_IN.title)).equals(replacement)).toBe(true);
  // Offline, after a reload too: the header search finds the new document.
  await rep.reload();
  await expect(card(rep, newTitle)).toBeVisible();
  const headerSearch = rep
    .getByRole('combobox', { name: 'Search collateral' })
    .filter({ visible: true });
  await headerSearch.click();
  await headerSearch.pressSequentially(newTitle);
  await expect(
    rep.locator('.header-search-panel').filter({ visible: true }).getByRole('option').first(),
  ).toContainText(newTitle);
  await headerSearch.press('Escape');

  // The manager retires the new document and restores the build's pilot plan.
  await page.getByRole('button', { name: '← All documents' }).click();
  await studioRow(page, newTitle);
  await page.getByRole('button', { name: 'Retire…' }).click();
  await page.getByRole('button', { name: 'Retire', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await page.getByRole('button', { name: '← All documents' }).click();
  await studioRow(page, BUILT_IN.title);
  await page
    .locator('li.studio-version')
    .filter({ hasText: 'The build’s file' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(
    page.locator('li.studio-version').filter({ hasText: 'The build’s file' }).getByText('Current'),
  ).toBeVisible();

  // The device follows: the retired document and the replaced file leave it, the build's returns.
  await reconnect(device, rep, async () => {
    const held = new Set(await readKeys(rep, 'packFiles'));
    return published.every((path) => !held.has(path)) && (await card(rep, newTitle).count()) === 0;
  });
  expect((await download(rep, BUILT_IN.title)).equals(await readFile(BUILT_IN.source))).toBe(true);

  // Every step is in the audit log, with the manager as its actor.
  const admin = await browser.newPage({ baseURL: baseURL! });
  await signInAs(admin, 'admin');
  const entries = await admin.evaluate(
    async (url) => {
      const answer = (await (await fetch(url)).json()) as {
        entries: { action: string; subject: string | null }[];
      };
      return answer.entries.reverse();
    },
    `/api/audit?q=${encodeURIComponent(manager.email)}`,
  );
  const actionsOn = (match: (subject: string) => boolean) =>
    entries.filter((entry) => entry.subject && match(entry.subject)).map((entry) => entry.action);
  expect(actionsOn((subject) => subject.startsWith('s-'))).toEqual([
    'library.create',
    'library.publish',
    'library.retire',
  ]);
  // The build's document: its first studio version creates its record, a later one adds a version.
  expect(actionsOn((subject) => subject === BUILT_IN.id)).toEqual([
    expect.stringMatching(/^library\.(create|version)$/),
    'library.publish',
    'library.restore',
  ]);
  await admin.close();
  await device.close();
});
