/**
 * The team dashboard and the profile panel against the real Worker (issue 15, items 6, 1 and 7): a
 * known set of events goes to POST /api/portal/events with the credential the unlock stored, and
 * every number the page shows is checked against what those events say.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { readLibrary, type LibraryFile } from '../../scripts/vault/catalogue';
import { training } from '../../collateral/portal/training/index';
import { E2E_ADMIN_TOKEN } from './constants';
import {
  cutNetwork,
  expect,
  isPhone,
  ONE_SIZE,
  seriousViolations,
  test,
  unlockPortal,
  waitForHydration,
  waitForServiceWorker,
  syncApiGet,
} from './fixtures';
import { signInAs } from './people';
import { readAll, storedCredential } from './app-storage';

// Shared Worker state (the dashboard counts every rep): these tests run one after the other, once,
// and never beside team-dashboard-insight's (its reps' views would join the all-time table).
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC', locale: 'en-GB', serviceWorkers: 'allow', lockTeamData: true });

/** Every rep these tests make; the dashboard test erases them (and stale reps) first. */
const DOMAIN = 'dash.test';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const day = (ms: number) => dateFormat.format(ms);
const dayTime = (ms: number) => dateTimeFormat.format(ms);

let catalogue: LibraryFile[] = [];
test.beforeAll(async () => {
  catalogue = (
    await readLibrary(path.resolve(import.meta.dirname, '../../collateral/library'))
  ).sort((a, b) => (a.id < b.id ? -1 : 1));
});

type Rep = { name: string; email: string };
const DEVICE = randomUUID();
const event = (rep: Rep, kind: string, at: number, fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  rep,
  deviceId: DEVICE,
  occurredAt: new Date(at).toISOString(),
  kind,
  ...fields,
});

async function sendEvents(request: APIRequestContext, credential: string, events: unknown[]) {
  const response = await request.post('/api/portal/events', {
    headers: { Authorization: `Bearer ${credential}` },
    data: { events },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, accepted: events.length, duplicates: 0 });
}

/** Erases this spec's reps from earlier runs and reps idle for 10 minutes (other specs' leftovers). */
async function eraseOldReps(request: APIRequestContext) {
  // The dashboard is a manager's: a script reads it with the service token.
  const response = await syncApiGet(request, '/api/portal/dashboard', {
    Authorization: `Bearer ${E2E_ADMIN_TOKEN}`,
  });
  expect(response.status()).toBe(200);
  const { reps } = (await response.json()) as {
    reps: Array<{ email: string; lastActiveAt: string }>;
  };
  for (const rep of reps) {
    if (
      !rep.email.endsWith(`@${DOMAIN}`) &&
      Date.parse(rep.lastActiveAt) > Date.now() - 10 * 60 * 1000
    )
      continue;
    const erased = await request.delete(`/api/portal/reps?email=${encodeURIComponent(rep.email)}`, {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(erased.status()).toBe(200);
  }
}

const cellsOf = (page: Page, table: string, rowText?: string) => {
  const rows = page.locator(`#${table} tbody tr`);
  return (rowText ? rows.filter({ hasText: rowText }) : rows).locator('td');
};

test(
  'the team dashboard shows exactly what a known set of events says, exports CSV, and keeps its snapshot offline',
  ONE_SIZE,
  async ({ page, context, request }) => {
    test.setTimeout(150_000);
    await signInAs(page, 'manager');
    await page.goto('/internal/team');
    await waitForHydration(page);
    await unlockPortal(page);
    await expect(page.getByRole('heading', { name: 'Team Dashboard', level: 1 })).toBeVisible();
    const credential = await storedCredential(page);
    await eraseOldReps(request);

    const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
    const ada = { name: 'Ada Tester', email: `ada-${run}@${DOMAIN}` };
    const bea = { name: 'Bea Tester', email: `bea-${run}@${DOMAIN}` };
    const cy = { name: 'Cy Tester', email: `cy-${run}@${DOMAIN}` };
    const [doc1, doc2, doc3] = catalogue as [LibraryFile, LibraryFile, LibraryFile];
    const pricing = `${run} pricing sheet`;
    const asia = `${run} asia deck`;
    const modules = training.modules;
    const lessons = (index: number) =>
      modules[index]!.lessons.map((lesson) => ({
        moduleId: modules[index]!.id,
        lessonId: lesson.id,
      }));
    const now = Date.now();
    const at = (days: number, hours = 0) => now - days * DAY - hours * HOUR;
    // The server dates certification at the last lesson's completion (Bea's 24th, below).
    const beaCertifiedAt = at(4, -23 / 60);

    const events = [
      // Ada: module 1 and two lessons of module 2 (7 of 24), no certificate.
      ...lessons(0).map((lesson, i) => event(ada, 'lesson_completed', at(6, -i), lesson)),
      ...lessons(1)
        .slice(0, 2)
        .map((lesson, i) => event(ada, 'lesson_completed', at(5, -i), lesson)),
      event(ada, 'doc_viewed', at(1), { documentId: doc1.id, from: 'library' }),
      event(ada, 'doc_viewed', at(40), { documentId: doc1.id, from: 'header_search' }),
      event(ada, 'search_no_results', at(2), { query: pricing }),
      event(ada, 'search_no_results', at(1, 1), { query: pricing }),
      // Bea: every lesson, certified when the last was completed (her event says so too).
      ...modules
        .flatMap((_module, index) => lessons(index))
        .map((lesson, i) => event(bea, 'lesson_completed', at(4, -i / 60), lesson)),
      event(bea, 'certificate_issued', beaCertifiedAt),
      event(bea, 'doc_viewed', at(2), { documentId: doc1.id, from: 'guided_flow' }),
      event(bea, 'doc_downloaded', at(2, -1), { documentId: doc1.id, from: 'library' }),
      ...[0, 1, 2].map((i) =>
        event(bea, 'doc_viewed', at(10, i), { documentId: doc2.id, from: 'playbook' }),
      ),
      event(bea, 'search_no_results', at(0, 3), { query: pricing }),
      // Cy: three lessons, a reset, then one lesson again (1 of 24).
      ...lessons(0)
        .slice(0, 3)
        .map((lesson, i) => event(cy, 'lesson_completed', at(12, -i), lesson)),
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
    const lastActive = (rep: Rep) =>
      dayTime(
        Math.max(...events.filter((e) => e.rep === rep).map((e) => Date.parse(e.occurredAt))),
      );
    await expect(cellsOf(page, 'team-reps', ada.email)).toHaveText([
      // Their devices synced with the shared password only: self-declared, marked unverified.
      'Ada Tester unverified',
      ada.email,
      '29%7 of 24 lessons',
      modules[1]!.title,
      'Not yet',
      lastActive(ada),
    ]);
    await expect(cellsOf(page, 'team-reps', bea.email)).toHaveText([
      // Their devices synced with the shared password only: self-declared, marked unverified.
      'Bea Tester unverified',
      bea.email,
      '100%24 of 24 lessons',
      'All complete',
      day(beaCertifiedAt),
      lastActive(bea),
    ]);
    await expect(cellsOf(page, 'team-reps', cy.email)).toHaveText([
      // Their devices synced with the shared password only: self-declared, marked unverified.
      'Cy Tester unverified',
      cy.email,
      '4%1 of 24 lessons',
      modules[0]!.title,
      'Not yet',
      lastActive(cy),
    ]);

    // Documents: views and downloads in each window, most opened first, named from the catalogue.
    const name = (file: LibraryFile) => `${file.title}${file.category}`;
    await expect(cellsOf(page, 'team-docs-7')).toHaveText(['1', name(doc1), '2', '1']);
    await expect(cellsOf(page, 'team-docs-30')).toHaveText([
      '1',
      name(doc1),
      '3',
      '1',
      '2',
      name(doc2),
      '3',
      '0',
    ]);
    await expect(cellsOf(page, 'team-docs-all')).toHaveText([
      '1',
      name(doc1),
      '4',
      '1',
      '2',
      name(doc2),
      '3',
      '0',
      '3',
      name(doc3),
      '0',
      '1',
    ]);
    await expect(page.locator('#team-never-opened tbody tr')).toHaveCount(catalogue.length - 3);
    await expect(
      page.getByText(
        `${catalogue.length - 3} of ${catalogue.length} documents in the library have never been viewed or downloaded by any rep.`,
      ),
    ).toBeVisible();
    for (const opened of [doc1, doc2, doc3])
      await expect(
        page.locator('#team-never-opened tbody tr').filter({ hasText: opened.title }),
      ).toHaveCount(0);

    // Searches with no results: count, distinct reps, last time (other specs' searches may sit between).
    await expect(cellsOf(page, 'team-search-gaps', pricing)).toHaveText([
      pricing,
      '3',
      '2',
      dayTime(at(0, 3)),
    ]);
    await expect(cellsOf(page, 'team-search-gaps', asia)).toHaveText([
      asia,
      '1',
      '1',
      dayTime(at(1)),
    ]);

    // CSV: the all-time table exactly, and the reps' lines.
    const download = async (section: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('region', { name: section, exact: true })
          .getByRole('button', { name: 'Download CSV' })
          .click(),
      ]);
      return {
        name: file.suggestedFilename(),
        text: Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
      };
    };
    const asOf = (await page.locator('.team-as-of time').getAttribute('datetime'))!;
    const allTime = await download('Most opened: all time');
    expect(allTime.name).toBe(`team-documents-all-time-${asOf.slice(0, 10)}.csv`);
    const cell = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    const row = (rank: number, file: LibraryFile, views: number, downloads: number) =>
      `${rank},${file.id},${cell(file.title)},${file.category},${views},${downloads},${views + downloads}`;
    expect(allTime.text).toBe(
      `\uFEFFrank,document_id,title,category,views,downloads,opens\r\n${[row(1, doc1, 4, 1), row(2, doc2, 3, 0), row(3, doc3, 0, 1)].join('\r\n')}\r\n`,
    );
    const reps = await download('Reps');
    const lastActiveIso = (rep: Rep) =>
      new Date(
        Math.max(...events.filter((e) => e.rep === rep).map((e) => Date.parse(e.occurredAt))),
      ).toISOString();
    expect(reps.name).toBe(`team-reps-${asOf.slice(0, 10)}.csv`);
    expect(reps.text.split('\r\n')[0]).toBe(
      '\uFEFFname,email,percent_complete,lessons_completed,lessons_total,current_module,certified_at,last_active_at,identity',
    );
    expect(reps.text.split('\r\n')).toEqual(
      expect.arrayContaining([
        `Ada Tester,${ada.email},29,7,24,${cell(modules[1]!.title)},,${lastActiveIso(ada)},unverified`,
        `Bea Tester,${bea.email},100,24,24,All complete,${new Date(beaCertifiedAt).toISOString()},${lastActiveIso(bea)},unverified`,
        `Cy Tester,${cy.email},4,1,24,${cell(modules[0]!.title)},,${lastActiveIso(cy)},unverified`,
      ]),
    );

    // Offline: the last snapshot, with its "as of" time, after a reload with no network.
    const asOfText = await page.locator('.team-as-of').textContent();
    expect(asOfText).toBe(`As of ${dayTime(Date.parse(asOf))}`);
    await waitForServiceWorker(page);
    await expect(page.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 60_000 });
    await cutNetwork(context);
    await page.reload();
    await expect(page.locator('[data-team-problem="offline"]')).toHaveText(
      'You are offline. This is the last snapshot synced to this device; it updates when the network returns.',
    );
    await expect(page.locator('.team-as-of')).toHaveText(asOfText!);
    await expect(cellsOf(page, 'team-reps', bea.email)).toHaveText([
      'Bea Tester unverified',
      bea.email,
      '100%24 of 24 lessons',
      'All complete',
      day(beaCertifiedAt),
      lastActive(bea),
    ]);
    await expect(cellsOf(page, 'team-docs-all')).toHaveCount(12);
  },
);

/** The outbox's event entries, read straight from IndexedDB (no app code). */
async function queuedEvents(page: Page): Promise<Array<{ rep?: Rep; kind: string }>> {
  const entries = await readAll<{ kind: string; event: { rep?: Rep; kind: string } }>(
    page,
    'outbox',
  );
  return entries.filter((entry) => entry.kind === 'event').map((entry) => entry.event);
}

test(
  'the profile panel edits the rep, shows their own data, and "Not you?" leaves queued events with the rep who recorded them',
  ONE_SIZE,
  async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
    const grace = { name: 'Grace Hopper', email: `grace-${run}@${DOMAIN}` };
    const alan = { name: 'Alan Turing', email: `alan-${run}@${DOMAIN}` };
    await page.goto('/internal/portal');
    await waitForHydration(page);
    await unlockPortal(page);
    await page.getByLabel('Name').fill(grace.name);
    await page.getByLabel('Work email').fill(grace.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Who is using this device?' })).toHaveCount(0);

    const credential = await storedCredential(page);
    const now = Date.now();
    const [doc] = catalogue as [LibraryFile];
    const first = training.modules[0]!;
    await sendEvents(request, credential, [
      event(grace, 'lesson_completed', now - 3 * HOUR, {
        moduleId: first.id,
        lessonId: first.lessons[0]!.id,
      }),
      event(grace, 'lesson_completed', now - 2 * HOUR, {
        moduleId: first.id,
        lessonId: first.lessons[1]!.id,
      }),
      event(grace, 'quiz_passed', now - 2 * HOUR, { moduleId: first.id, score: 80, attempts: 2 }),
      event(grace, 'certificate_issued', now - DAY),
      event(grace, 'doc_viewed', now - HOUR, { documentId: doc.id, from: 'library' }),
      event(grace, 'doc_viewed', now - HOUR, { documentId: doc.id, from: 'header_search' }),
      event(grace, 'doc_downloaded', now - HOUR, { documentId: doc.id, from: 'library' }),
      event(grace, 'search_no_results', now - 30 * 60 * 1000, { query: `${run} nothing here` }),
    ]);

    const button = page.getByRole('button', { name: `Profile: ${grace.name}` });
    await expect(button).toHaveText(`GHProfile: ${grace.name}`);
    await button.click();
    const panel = page.getByRole('region', { name: 'Your profile' });
    await expect(panel).toBeVisible();
    const identityFacts = panel.locator('.profile-facts').first().locator(':scope > div');
    await expect(identityFacts).toHaveText([`Name${grace.name}`, `Work email${grace.email}`]);
    const ownData = panel.locator('.profile-data > div');
    await expect(ownData).toHaveText([
      'Lessons counted2 of 24 (8%)',
      'Quizzes passed1',
      // Her certificate_issued event is not backed by a completed course: the server ignores it.
      'CertifiedNot yet',
      `Last active${dayTime(now - 30 * 60 * 1000)}`,
      'Documents viewed2',
      'Documents downloaded1',
      'Searches with no results1',
    ]);
    await expect(
      panel.getByText(/^The team's server keeps your name and work email/),
    ).toContainText(
      'Training records are kept until an administrator erases them; document views, downloads and empty searches are deleted after 400 days unless an administrator set another period.',
    );

    // Escape closes the panel and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Edit: the events' own validation, then the new name everywhere.
    await button.click();
    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect(panel.getByLabel('Name')).toBeFocused();
    await panel.getByLabel('Name').fill('Grace B. Hopper');
    await panel.getByLabel('Work email').fill('not an email');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Enter a work email like name@firm.com.')).toBeVisible();
    await panel.getByLabel('Work email').fill(grace.email);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(identityFacts).toHaveText(['NameGrace B. Hopper', `Work email${grace.email}`]);
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeFocused();
    const renamed = page.getByRole('button', { name: 'Profile: Grace B. Hopper' });
    await expect(renamed).toHaveAttribute('aria-expanded', 'true');

    // A click outside (the header's empty middle: on a phone the panel covers the page) closes it.
    await page.mouse.click(230, 34);
    await expect(panel).toBeHidden();
    await expect(renamed).toBeFocused();

    // An empty search queued offline under Grace, then "Not you?" and Alan on the same device.
    await page.goto('/internal/msd/docs');
    await expect(page.getByRole('heading', { name: 'Collateral Library', level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page
      .getByPlaceholder('Search by title, description, category or tag')
      .fill(`${run} offline gap`);
    await expect
      .poll(
        async () => (await queuedEvents(page)).map((queued) => [queued.kind, queued.rep?.email]),
        { timeout: 10_000 },
      )
      .toEqual([['search_no_results', grace.email]]);
    await renamed.click();
    await panel.getByRole('button', { name: 'Not you?' }).click();
    await expect(panel).toBeHidden();
    const prompt = page.getByRole('heading', { name: 'Who is using this device?' });
    await expect(prompt).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Profile: Who are you?' })).toHaveText(
      '?Profile: Who are you?',
    );
    await page.getByLabel('Name').fill(alan.name);
    await page.getByLabel('Work email').fill(alan.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: `Profile: ${alan.name}` })).toBeVisible();
    expect((await queuedEvents(page)).map((queued) => queued.rep?.email)).toEqual([grace.email]);

    // Back online, the hub (not the library, whose URL would search again as Alan) starts the flusher.
    await context.setOffline(false);
    await page.goto('/internal/portal');
    await expect.poll(async () => (await queuedEvents(page)).length, { timeout: 15_000 }).toBe(0);
    const progress = async (email: string) =>
      (await (
        await syncApiGet(request, `/api/portal/progress?email=${encodeURIComponent(email)}`, {
          Authorization: `Bearer ${credential}`,
        })
      ).json()) as { lastActiveAt: string | null; contentUse: { searchesWithoutResults: number } };
    expect((await progress(grace.email)).contentUse.searchesWithoutResults).toBe(2);
    expect(await progress(alan.email)).toMatchObject({
      lastActiveAt: null,
      contentUse: { views: 0, downloads: 0, searchesWithoutResults: 0 },
    });
    // Alan's panel shows Alan's (empty) data, never Grace's.
    await page.getByRole('button', { name: `Profile: ${alan.name}` }).click();
    await expect(panel.locator('.profile-data > div').first()).toHaveText(
      'Lessons counted0 of 24 (0%)',
    );
    await expect(panel.locator('.profile-data > div').nth(3)).toHaveText(
      'Last activeNothing synced yet',
    );
  },
);

test(
  "the dashboard is a manager's: someone not signed in is offered the sign-in, a rep is refused",
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await page.goto('/internal/team');
    await waitForHydration(page);
    await unlockPortal(page);
    await expect(
      page.getByRole('heading', { name: 'Your role does not include this' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in as a manager' })).toHaveAttribute(
      'href',
      '/admin/sign-in?next=%2Finternal%2Fteam',
    );
    await expect(page.locator('#team-reps')).toHaveCount(0);

    const rep = await signInAs(page, 'rep');
    await page.goto('/internal/team');
    await expect(
      page.getByRole('heading', { name: 'Your role does not include this' }),
    ).toBeVisible();
    await expect(page.locator('#team-reps')).toHaveCount(0);
    // A signed-in person is never asked who they are: the profile is theirs.
    await expect(page.getByRole('heading', { name: 'Who is using this device?' })).toHaveCount(0);
    await page.getByRole('button', { name: `Profile: ${rep.name}` }).click();
    const panel = page.getByRole('region', { name: 'Your profile' });
    await expect(panel.getByText(`Signed in as ${rep.name} (Rep)`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Not you?' })).toHaveCount(0);
    // Chromium logs the refused session check (before signing in) itself.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !text.includes('status of 401')),
    );
  },
);

test('the dashboard, its folded list and the open profile panel pass axe', async ({ page }) => {
  // At laptop size; the stacked phone layout was checked the same way when it was built.
  test.skip(isPhone(page), 'laptop layout');
  test.setTimeout(200_000);
  const manager = await signInAs(page, 'manager');
  await page.goto('/internal/portal');
  await waitForHydration(page);
  await unlockPortal(page);
  await page.getByRole('link', { name: 'Open the Team Dashboard' }).click();
  await expect(page).toHaveURL(/\/internal\/team$/);
  await expect(page.locator('.team-as-of')).toBeVisible();
  await page.locator('.team-fold summary').click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Profile: ${manager.name}` }).click();
  // The term of the profile's figures (the weekly chart's note also says "lessons counted").
  await expect(page.getByText('Lessons counted', { exact: true })).toBeVisible();
  await expect(page.getByText(`Signed in as ${manager.name} (Manager)`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
