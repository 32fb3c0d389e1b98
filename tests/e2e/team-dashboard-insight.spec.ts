/**
 * The team dashboard's insight (issue 28 items 2 and 8) against the real Worker: a known set of
 * events, dated in 2025 so no other spec's activity falls in their weeks, gives exactly these
 * figures in the charts' tables and CSV; the date range changes them; a rep's drill-down lists
 * their activity and quiz scores; a manager cannot erase, an admin can, and the rep is gone.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { readLibrary, type LibraryFile } from '../../scripts/vault/catalogue';
import { training } from '../../collateral/portal/training/index';
import { E2E_ADMIN_TOKEN } from './constants';
import {
  expect,
  ONE_SIZE,
  seriousViolations,
  test,
  unlockPortal,
  waitForHydration,
  syncApiGet,
} from './fixtures';
import { signInAs } from './people';
import { storedCredential } from './app-storage';

// One Worker for every spec: these reps are this file's alone, and its tests run one at a time,
// never beside team-dashboard's (which erases reps idle for 10 minutes, these 2025 ones too).
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC', locale: 'en-GB', lockTeamData: true });

const DOMAIN = 'insight.test';
const service = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const LESSONS = training.modules.flatMap((module) =>
  module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id })),
);

let catalogue: LibraryFile[] = [];
test.beforeAll(async () => {
  catalogue = (
    await readLibrary(path.resolve(import.meta.dirname, '../../collateral/library'))
  ).sort((a, b) => (a.id < b.id ? -1 : 1));
});

type Rep = { name: string; email: string };
const DEVICE = randomUUID();
const event = (rep: Rep, kind: string, at: string, fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  rep,
  deviceId: DEVICE,
  occurredAt: new Date(at).toISOString(),
  kind,
  ...fields,
});
const plus = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** This file's reps from earlier runs (the series count every rep). */
async function eraseOwnReps(request: APIRequestContext) {
  const response = await syncApiGet(request, '/api/portal/dashboard', service);
  expect(response.status()).toBe(200);
  const { reps } = (await response.json()) as { reps: Array<{ email: string }> };
  for (const rep of reps.filter((r) => r.email.endsWith(`@${DOMAIN}`))) {
    const erased = await request.delete(`/api/portal/reps?email=${encodeURIComponent(rep.email)}`, {
      headers: service,
    });
    expect(erased.status()).toBe(200);
  }
}

/** A chart's table, row by row: the week, then each series' value as shown. */
const chartRows = (page: Page, title: string) =>
  page.getByRole('figure', { name: title }).locator('tbody tr');

async function download(page: Page, scope: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return {
    name: file.suggestedFilename(),
    text: Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
  };
}

test(
  'known events give exact weekly figures, CSV, a drill-down and a range; only an admin erases a rep',
  ONE_SIZE,
  async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'manager');
    await page.goto('/internal/team?from=2025-01-06&to=2025-02-02');
    await waitForHydration(page);
    await unlockPortal(page);
    await expect(page.getByRole('heading', { name: 'Team Dashboard', level: 1 })).toBeVisible();
    const credential = await storedCredential(page);
    await eraseOwnReps(request);

    const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
    const ada = { name: 'Ada Insight', email: `ada-${run}@${DOMAIN}` };
    const bob = { name: 'Bob Insight', email: `bob-${run}@${DOMAIN}` };
    const [doc1, doc2] = catalogue as [LibraryFile, LibraryFile];
    const events = [
      // Ada: every lesson on 8 Jan (certified at the last), a reset on 14 Jan, one lesson on 22 Jan.
      ...LESSONS.map((lesson, i) =>
        event(ada, 'lesson_completed', plus('2025-01-08T10:00:00Z', i), lesson),
      ),
      event(ada, 'training_reset', '2025-01-14T09:00:00Z'),
      event(ada, 'lesson_completed', '2025-01-22T09:00:00Z', LESSONS[0]),
      event(ada, 'quiz_passed', '2025-01-07T12:00:00Z', {
        moduleId: 'foundations',
        score: 50,
        attempts: 2,
      }),
      event(ada, 'quiz_passed', '2025-01-21T12:00:00Z', {
        moduleId: 'foundations',
        score: 83,
        attempts: 1,
      }),
      // The first millisecond of week 1 and the last of week 2.
      event(ada, 'doc_viewed', '2025-01-06T00:00:00.000Z', {
        documentId: doc1.id,
        from: 'library',
      }),
      event(ada, 'doc_downloaded', '2025-01-19T23:59:59.999Z', {
        documentId: doc2.id,
        from: 'playbook',
      }),
      // Bob: six lessons and two views in week 3.
      ...LESSONS.slice(0, 6).map((lesson, i) =>
        event(bob, 'lesson_completed', plus('2025-01-21T09:00:00Z', i), lesson),
      ),
      event(bob, 'doc_viewed', '2025-01-21T10:00:00Z', { documentId: doc1.id, from: 'library' }),
      event(bob, 'doc_viewed', '2025-01-21T11:00:00Z', {
        documentId: doc1.id,
        from: 'header_search',
      }),
    ];
    const sent = await request.post('/api/portal/events', {
      headers: { Authorization: `Bearer ${credential}` },
      data: { events },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    try {
      await page.getByRole('button', { name: 'Refresh' }).click();
      // Week 1: Ada certified (24 of 24); week 2: reset, 0%; weeks 3-4: (1 + 6) / (2 x 24) = 14.6%.
      await expect(chartRows(page, 'Certified reps')).toHaveText([
        '2025-01-0611',
        '2025-01-1311',
        '2025-01-2012',
        '2025-01-2712',
      ]);
      await expect(chartRows(page, 'Average completion')).toHaveText([
        '2025-01-06100%',
        '2025-01-130%',
        '2025-01-2014.6%',
        '2025-01-2714.6%',
      ]);
      const documents = page.getByRole('figure', { name: 'Documents opened per week' });
      await expect(documents.locator('tbody tr')).toHaveText([
        '2025-01-0610',
        '2025-01-1301',
        '2025-01-2020',
        '2025-01-2700',
      ]);
      const csv = await download(page, documents);
      expect(csv.name).toBe('team-documents-opened-2025-01-06-to-2025-02-02.csv');
      expect(csv.text).toBe(
        '\uFEFFWeek of,Views,Downloads\r\n2025-01-06,1,0\r\n2025-01-13,0,1\r\n2025-01-20,2,0\r\n2025-01-27,0,0\r\n',
      );
      const completion = await download(
        page,
        page.getByRole('figure', { name: 'Average completion' }),
      );
      expect(completion.text).toBe(
        '\uFEFFWeek of,Average completion (%)\r\n2025-01-06,100\r\n2025-01-13,0\r\n2025-01-20,14.6\r\n2025-01-27,14.6\r\n',
      );

      // Quiz scores: first check of the first pass / best first check, per module.
      const quizCells = page
        .locator('#team-quizzes tbody tr')
        .filter({ hasText: ada.name })
        .locator('td');
      await expect(quizCells).toHaveText(['Ada Insight', '50% / 83%', '–', '–', '–', '–', '–']);

      // Another range (typed): the figures of week 3 alone.
      await page.getByLabel('From', { exact: true }).fill('2025-01-22');
      await page.getByLabel('To', { exact: true }).fill('2025-01-24');
      await page.getByRole('button', { name: 'Show range' }).click();
      await expect(page).toHaveURL(/from=2025-01-20&to=2025-01-26/);
      await expect(chartRows(page, 'Certified reps')).toHaveText(['2025-01-2012']);
      await expect(chartRows(page, 'Documents opened per week')).toHaveText(['2025-01-2020']);

      // Ada's drill-down in that range: newest first; a manager has no erase control.
      await page.getByRole('link', { name: `${ada.name}: activity` }).click();
      const drill = page.getByRole('region', { name: `Activity: ${ada.name}` });
      await expect(drill.getByRole('heading', { name: `Activity: ${ada.name}` })).toBeFocused();
      await expect(drill.getByText(`${ada.email}. Certified: 8 Jan 2025`)).toBeVisible();
      await expect(drill.locator('#team-rep-timeline tbody tr')).toHaveText([
        `22 Jan 2025, 09:00Lesson completed${training.modules[0]!.lessons[0]!.title}${training.modules[0]!.title}`,
        `21 Jan 2025, 12:00Quiz passed${training.modules[0]!.title}83% at the first check, 1 check`,
      ]);
      await expect(drill.locator('#team-rep-quizzes tbody tr').first()).toHaveText(
        `${training.modules[0]!.title}50% / 83%2`,
      );
      await expect(drill.getByRole('button', { name: "Erase this rep's data…" })).toHaveCount(0);

      // The whole range again: certification and the reset are in the timeline.
      await page.goto(
        `/internal/team?from=2025-01-06&to=2025-02-02&rep=${encodeURIComponent(ada.email)}`,
      );
      await expect(drill.locator('#team-rep-timeline tbody tr')).toHaveCount(31);
      await expect(drill.locator('#team-rep-timeline tbody tr').nth(3)).toHaveText(
        '14 Jan 2025, 09:00Training reset',
      );
      await expect(drill.locator('#team-rep-timeline tbody tr').nth(4)).toHaveText(
        '8 Jan 2025, 10:23CertifiedEvery lesson complete',
      );

      // An admin erases Bob from his drill-down, after typing his email.
      await signInAs(page, 'admin');
      await page.goto(
        `/internal/team?from=2025-01-06&to=2025-02-02&rep=${encodeURIComponent(bob.email)}`,
      );
      const bobDrill = page.getByRole('region', { name: `Activity: ${bob.name}` });
      await expect(bobDrill.locator('#team-rep-timeline tbody tr')).toHaveCount(8);
      await bobDrill.getByRole('button', { name: "Erase this rep's data…" }).click();
      const confirm = bobDrill.getByLabel("Type the rep's email to confirm");
      await expect(confirm).toBeFocused();
      await confirm.fill(ada.email);
      await bobDrill.getByRole('button', { name: 'Erase permanently' }).click();
      await expect(bobDrill.getByRole('alert')).toHaveText(`Type ${bob.email} to confirm.`);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.fill(bob.email.toUpperCase());
      await bobDrill.getByRole('button', { name: 'Erase permanently' }).click();
      await expect(page.getByText(`Erased 8 events stored under ${bob.email}.`)).toBeVisible();
      await expect(bobDrill).toHaveCount(0);
      await expect(page).not.toHaveURL(/rep=/);
      await expect(page.locator('#team-reps tbody tr').filter({ hasText: bob.email })).toHaveCount(
        0,
      );
      await expect(page.locator('#team-reps tbody tr').filter({ hasText: ada.email })).toHaveCount(
        1,
      );
      // Week 3 without Bob: Ada alone, 1 of 24 lessons; his two views are gone.
      await expect(chartRows(page, 'Average completion')).toHaveText([
        '2025-01-06100%',
        '2025-01-130%',
        '2025-01-204.2%',
        '2025-01-274.2%',
      ]);
      await expect(chartRows(page, 'Documents opened per week')).toHaveText([
        '2025-01-0610',
        '2025-01-1301',
        '2025-01-2000',
        '2025-01-2700',
      ]);
      // The erasure is in the audit log under the admin (the page's own session asks).
      const audit = await page.request.get(
        `/api/audit?action=events.erased&q=${encodeURIComponent(bob.email)}`,
      );
      expect(audit.status()).toBe(200);
      expect(((await audit.json()) as { entries: unknown[] }).entries).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      // Leave no 2025 documents behind for the other dashboard spec's all-time table.
      await eraseOwnReps(request);
    }
  },
);
