/**
 * The team dashboard and the profile panel against the real Worker (issue 15, items 6, 1 and 7): a
 * known set of events goes to POST /api/portal/events with the credential the unlock stored, and
 * every number the page shows is checked against what those events say.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { readLibrary, type LibraryFile } from '../../scripts/vault/catalogue';
import { training } from '../../collateral/portal/training';
import { E2E_ADMIN_TOKEN } from './constants';
import { cutNetwork, expect, ONE_SIZE, test, unlockPortal, waitForHydration, waitForServiceWorker } from './fixtures';

// Shared Worker state (the dashboard counts every rep): these tests run one after the other, once.
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC', locale: 'en-GB', serviceWorkers: 'allow' });

/** Every rep these tests make; the dashboard test erases them (and stale reps) first. */
const DOMAIN = 'dash.test';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const day = (ms: number) => dateFormat.format(ms);
const dayTime = (ms: number) => dateTimeFormat.format(ms);

let catalogue: LibraryFile[] = [];
test.beforeAll(async () => {
  catalogue = (await readLibrary(path.resolve(import.meta.dirname, '../../collateral/library'))).sort((a, b) => (a.id < b.id ? -1 : 1));
});

/** The sync credential the unlock stored beside the vault key. */
function storedCredential(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('msd');
        open.onsuccess = () => {
          const request = open.result.transaction('flags').objectStore('flags').get('mf_internal_auth_v1');
          request.onsuccess = () => resolve((request.result as { value: { syncCredential: string } }).value.syncCredential);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

type Rep = { name: string; email: string };
const DEVICE = randomUUID();
const event = (rep: Rep, kind: string, at: number, fields: Record<string, unknown> = {}) => ({ id: randomUUID(), rep, deviceId: DEVICE, occurredAt: new Date(at).toISOString(), kind, ...fields });

async function sendEvents(request: APIRequestContext, credential: string, events: unknown[]) {
  const response = await request.post('/api/portal/events', { headers: { Authorization: `Bearer ${credential}` }, data: { events } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, accepted: events.length, duplicates: 0 });
}

/** Erases this spec's reps from earlier runs and reps idle for 10 minutes (other specs' leftovers). */
async function eraseOldReps(request: APIRequestContext, credential: string) {
  const response = await request.get('/api/portal/dashboard', { headers: { Authorization: `Bearer ${credential}` } });
  expect(response.status()).toBe(200);
  const { reps } = (await response.json()) as { reps: Array<{ email: string; lastActiveAt: string }> };
  for (const rep of reps) {
    if (!rep.email.endsWith(`@${DOMAIN}`) && Date.parse(rep.lastActiveAt) > Date.now() - 10 * 60 * 1000) continue;
    const erased = await request.delete(`/api/portal/reps?email=${encodeURIComponent(rep.email)}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(erased.status()).toBe(200);
  }
}

const cellsOf = (page: Page, table: string, rowText?: string) => {
  const rows = page.locator(`#${table} tbody tr`);
  return (rowText ? rows.filter({ hasText: rowText }) : rows).locator('td');
};

test('the team dashboard shows exactly what a known set of events says, exports CSV, and keeps its snapshot offline', ONE_SIZE, async ({ page, context, request }) => {
  test.setTimeout(150_000);
  await page.goto('/internal/team');
  await waitForHydration(page);
  await unlockPortal(page);
  await expect(page.getByRole('heading', { name: 'Team Dashboard', level: 1 })).toBeVisible();
  const credential = await storedCredential(page);
  await eraseOldReps(request, credential);

  const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
  const ada = { name: 'Ada Tester', email: `ada-${run}@${DOMAIN}` };
  const bea = { name: 'Bea Tester', email: `bea-${run}@${DOMAIN}` };
  const cy = { name: 'Cy Tester', email: `cy-${run}@${DOMAIN}` };
  const [doc1, doc2, doc3] = catalogue as [LibraryFile, LibraryFile, LibraryFile];
  const pricing = `${run} pricing sheet`;
  const asia = `${run} asia deck`;
  const modules = training.modules;
  const lessons = (index: number) => modules[index]!.lessons.map((lesson) => ({ moduleId: modules[index]!.id, lessonId: lesson.id }));
  const now = Date.now();
  const at = (days: number, hours = 0) => now - days * DAY - hours * HOUR;

  const events = [
    // Ada: module 1 and two lessons of module 2 (7 of 24), no certificate.
    ...lessons(0).map((lesson, i) => event(ada, 'lesson_completed', at(6, -i), lesson)),
    ...lessons(1).slice(0, 2).map((lesson, i) => event(ada, 'lesson_completed', at(5, -i), lesson)),
    event(ada, 'doc_viewed', at(1), { documentId: doc1.id, from: 'library' }),
    event(ada, 'doc_viewed', at(40), { documentId: doc1.id, from: 'header_search' }),
    event(ada, 'search_no_results', at(2), { query: pricing }),
    event(ada, 'search_no_results', at(1, 1), { query: pricing }),
    // Bea: every lesson, certified three days ago.
    ...modules.flatMap((_module, index) => lessons(index)).map((lesson, i) => event(bea, 'lesson_completed', at(4, -i / 60), lesson)),
    event(bea, 'certificate_issued', at(3)),
    event(bea, 'doc_viewed', at(2), { documentId: doc1.id, from: 'guided_flow' }),
    event(bea, 'doc_downloaded', at(2, -1), { documentId: doc1.id, from: 'library' }),
    ...[0, 1, 2].map((i) => event(bea, 'doc_viewed', at(10, i), { documentId: doc2.id, from: 'playbook' })),
    event(bea, 'search_no_results', at(0, 3), { query: pricing }),
    // Cy: three lessons, a reset, then one lesson again (1 of 24).
    ...lessons(0).slice(0, 3).map((lesson, i) => event(cy, 'lesson_completed', at(12, -i), lesson)),
    event(cy, 'training_reset', at(8)),
    event(cy, 'lesson_completed', at(2, 5), lessons(0)[0]),
    event(cy, 'doc_viewed', at(20), { documentId: doc1.id, from: 'library' }),
    event(cy, 'doc_downloaded', at(50), { documentId: doc3.id, from: 'library' }),
    event(cy, 'search_no_results', at(1), { query: asia }),
  ];
  await sendEvents(request, credential, events);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(cellsOf(page, 'team-reps', ada.email)).toHaveCount(6);

  // Reps: percent, current module, certified date, last active (the latest event of each rep).
  const lastActive = (rep: Rep) => dayTime(Math.max(...events.filter((e) => e.rep === rep).map((e) => Date.parse(e.occurredAt))));
  await expect(cellsOf(page, 'team-reps', ada.email)).toHaveText(['Ada Tester', ada.email, '29%7 of 24 lessons', modules[1]!.title, 'Not yet', lastActive(ada)]);
  await expect(cellsOf(page, 'team-reps', bea.email)).toHaveText(['Bea Tester', bea.email, '100%24 of 24 lessons', 'All complete', day(at(3)), lastActive(bea)]);
  await expect(cellsOf(page, 'team-reps', cy.email)).toHaveText(['Cy Tester', cy.email, '4%1 of 24 lessons', modules[0]!.title, 'Not yet', lastActive(cy)]);

  // Documents: views and downloads in each window, most opened first, named from the catalogue.
  const name = (file: LibraryFile) => `${file.title}${file.category}`;
  await expect(cellsOf(page, 'team-docs-7')).toHaveText(['1', name(doc1), '2', '1']);
  await expect(cellsOf(page, 'team-docs-30')).toHaveText(['1', name(doc1), '3', '1', '2', name(doc2), '3', '0']);
  await expect(cellsOf(page, 'team-docs-all')).toHaveText(['1', name(doc1), '4', '1', '2', name(doc2), '3', '0', '3', name(doc3), '0', '1']);
  await expect(page.locator('#team-never-opened tbody tr')).toHaveCount(catalogue.length - 3);
  await expect(page.getByText(`${catalogue.length - 3} of ${catalogue.length} documents in the library have never been viewed or downloaded by any rep.`)).toBeVisible();
  for (const opened of [doc1, doc2, doc3]) await expect(page.locator('#team-never-opened tbody tr').filter({ hasText: opened.title })).toHaveCount(0);

  // Searches with no results: count, distinct reps, last time (other specs' searches may sit between).
  await expect(cellsOf(page, 'team-search-gaps', pricing)).toHaveText([pricing, '3', '2', dayTime(at(0, 3))]);
  await expect(cellsOf(page, 'team-search-gaps', asia)).toHaveText([asia, '1', '1', dayTime(at(1))]);

  // CSV: the all-time table exactly, and the reps' lines.
  const download = async (section: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: section }).getByRole('button', { name: 'Download CSV' }).click()]);
    return { name: file.suggestedFilename(), text: Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8') };
  };
  const asOf = (await page.locator('.team-as-of time').getAttribute('datetime'))!;
  const allTime = await download('Most opened: all time');
  expect(allTime.name).toBe(`team-documents-all-time-${asOf.slice(0, 10)}.csv`);
  const cell = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const row = (rank: number, file: LibraryFile, views: number, downloads: number) => `${rank},${file.id},${cell(file.title)},${file.category},${views},${downloads},${views + downloads}`;
  expect(allTime.text).toBe(`\uFEFFrank,document_id,title,category,views,downloads,opens\r\n${[row(1, doc1, 4, 1), row(2, doc2, 3, 0), row(3, doc3, 0, 1)].join('\r\n')}\r\n`);
  const reps = await download('Reps');
  const lastActiveIso = (rep: Rep) => new Date(Math.max(...events.filter((e) => e.rep === rep).map((e) => Date.parse(e.occurredAt)))).toISOString();
  expect(reps.name).toBe(`team-reps-${asOf.slice(0, 10)}.csv`);
  expect(reps.text.split('\r\n')[0]).toBe('\uFEFFname,email,percent_complete,lessons_completed,lessons_total,current_module,certified_at,last_active_at');
  expect(reps.text.split('\r\n')).toEqual(
    expect.arrayContaining([
      `Ada Tester,${ada.email},29,7,24,${cell(modules[1]!.title)},,${lastActiveIso(ada)}`,
      `Bea Tester,${bea.email},100,24,24,All complete,${new Date(at(3)).toISOString()},${lastActiveIso(bea)}`,
      `Cy Tester,${cy.email},4,1,24,${cell(modules[0]!.title)},,${lastActiveIso(cy)}`,
    ]),
  );

  // Offline: the last snapshot, with its "as of" time, after a reload with no network.
  const asOfText = await page.locator('.team-as-of').textContent();
  expect(asOfText).toBe(`As of ${dayTime(Date.parse(asOf))}`);
  await waitForServiceWorker(page);
  await expect(page.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 60_000 });
  await cutNetwork(context);
  await page.reload();
  await expect(page.locator('[data-team-problem="offline"]')).toHaveText('You are offline. This is the last snapshot synced to this device; it updates when the network returns.');
  await expect(page.locator('.team-as-of')).toHaveText(asOfText!);
  await expect(cellsOf(page, 'team-reps', bea.email)).toHaveText(['Bea Tester', bea.email, '100%24 of 24 lessons', 'All complete', day(at(3)), lastActive(bea)]);
  await expect(cellsOf(page, 'team-docs-all')).toHaveCount(12);
});
