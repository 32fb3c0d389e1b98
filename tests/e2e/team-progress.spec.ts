import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';
import { training } from '../../collateral/portal/training/index';
import {
  expect,
  ONE_SIZE,
  seriousViolations,
  test,
  unlockPortal,
  waitForHydration,
  syncApiGet,
} from './fixtures';
import { fillAt } from './pdf-fill';
import { signInAs } from './people';
import { outboxCount, storedCredential, writeFlag } from './app-storage';
import { FLAG_KEYS } from '../../src/shared/storage-keys';

/**
 * Progress follows the rep and the certificate (issue 15 items 4 and 5), against the real Worker:
 * two browser contexts are two devices of one rep.
 */

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@firm.com`;
const progressText = (page: Page) => page.getByTestId('training-progress-text');
const modules = (page: Page) => page.locator('.training-module');

async function newDevice(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    serviceWorkers: 'block',
  });
}

/** Opens the training page, unlocks and says who is using the device. */
async function openAs(page: Page, rep: { name: string; email: string }) {
  await page.goto('/internal/msd/training', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await unlockPortal(page);
  await page.getByLabel('Name').fill(rep.name);
  await page.getByLabel('Work email').fill(rep.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Who is using this device?' })).toHaveCount(0);
  await expect(progressText(page)).toBeVisible();
}

/** Completes a reading or practice lesson of module 1 (index in the module). */
async function markComplete(page: Page, index: number): Promise<Locator> {
  const lesson = modules(page).nth(0).locator('.training-lesson').nth(index);
  await lesson.getByRole('button', { name: 'Start Lesson' }).click();
  await lesson.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(lesson).toHaveAttribute('data-done', 'true');
  return lesson;
}

/** The tab becomes visible again (a trigger the portal re-fetches progress on, throttled): fire it until the text shows. */
async function expectAfterSync(page: Page, text: RegExp) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return progressText(page).textContent();
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
    )
    .toMatch(text);
}

/** Sends training facts for a rep straight to the API (another device that synced long ago). */
async function sendEvents(
  request: APIRequestContext,
  credential: string,
  email: string,
  events: Array<Record<string, unknown>>,
) {
  const deviceId = crypto.randomUUID();
  const response = await request.post('/api/portal/events', {
    headers: { Authorization: `Bearer ${credential}` },
    data: {
      events: events.map((event) => ({
        id: crypto.randomUUID(),
        rep: { name: 'Grace Hopper', email },
        deviceId,
        ...event,
      })),
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, accepted: events.length, duplicates: 0 });
}

async function serverProgress(request: APIRequestContext, credential: string, email: string) {
  const response = await syncApiGet(
    request,
    `/api/portal/progress?email=${encodeURIComponent(email)}`,
    { Authorization: `Bearer ${credential}` },
  );
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      progress: { resetAt: string | null; lessons: unknown[]; certifiedAt: string | null };
    }
  ).progress;
}

test.describe('progress follows the rep', ONE_SIZE, () => {
  test('two devices complete different lessons offline, reconnect, and both show the union', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const rep = { name: 'Grace Hopper', email: uniqueEmail('union') };
    const phone = page;
    const laptopContext = await newDevice(browser, testInfo);
    const laptop = await laptopContext.newPage();
    await openAs(phone, rep);
    await openAs(laptop, rep);
    await expect(progressText(phone)).toHaveText('0% complete: 0 of 24 lessons');

    await context.setOffline(true);
    await laptopContext.setOffline(true);
    await markComplete(phone, 0);
    await markComplete(phone, 1);
    await markComplete(laptop, 2);
    await markComplete(laptop, 4);
    await markComplete(laptop, 1); // both devices did this one: it counts once
    await expect(progressText(phone)).toHaveText('8% complete: 2 of 24 lessons');
    await expect(progressText(laptop)).toHaveText('13% complete: 3 of 24 lessons');
    expect(await outboxCount(phone, 'event')).toBe(2);
    expect(await outboxCount(laptop, 'event')).toBe(3);

    // The phone reconnects first and delivers; then the laptop delivers and fetches the union.
    await context.setOffline(false);
    await expect.poll(() => outboxCount(phone, 'event'), { timeout: 15_000 }).toBe(0);
    await laptopContext.setOffline(false);
    await expect.poll(() => outboxCount(laptop, 'event'), { timeout: 15_000 }).toBe(0);
    await expect(progressText(laptop)).toHaveText('17% complete: 4 of 24 lessons', {
      timeout: 15_000,
    });
    await expectAfterSync(phone, /^17% complete: 4 of 24 lessons$/);

    for (const device of [phone, laptop]) {
      await expect(
        modules(device).nth(0).locator('.training-lesson[data-done="true"]'),
      ).toHaveCount(4);
      await expect(modules(device).nth(0).locator('.training-lesson').nth(3)).toHaveAttribute(
        'data-done',
        'false',
      );
      await expect(modules(device).nth(1)).toHaveAttribute('data-status', 'locked');
    }
    // And the server holds the same four lessons.
    expect(
      (await serverProgress(phone.request, await storedCredential(phone), rep.email)).lessons,
    ).toHaveLength(4);
    await laptopContext.close();
  });

  test('a reset on one device reaches the other after sync: 0 lessons, modules locked again', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const rep = { name: 'Grace Hopper', email: uniqueEmail('reset') };
    const phone = page;
    const laptopContext = await newDevice(browser, testInfo);
    const laptop = await laptopContext.newPage();
    await openAs(phone, rep);
    // Module 1 done earlier on some device: both devices fetch it.
    const foundations = training.modules[0]!;
    const before = Date.now() - 60_000;
    await sendEvents(
      phone.request,
      await storedCredential(phone),
      rep.email,
      foundations.lessons.map((lesson, index) => ({
        kind: 'lesson_completed',
        moduleId: foundations.id,
        lessonId: lesson.id,
        occurredAt: new Date(before + index).toISOString(),
      })),
    );
    await phone.reload();
    await expect(progressText(phone)).toHaveText('21% complete: 5 of 24 lessons', {
      timeout: 15_000,
    });
    await openAs(laptop, rep);
    await expect(progressText(laptop)).toHaveText('21% complete: 5 of 24 lessons', {
      timeout: 15_000,
    });
    await expect(modules(laptop).nth(1)).not.toHaveAttribute('data-status', 'locked');

    await phone.getByRole('button', { name: 'Reset Progress' }).click();
    const dialog = phone.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to reset all training progress?');
    await dialog.getByRole('button', { name: 'Reset All Progress' }).click();
    await expect(progressText(phone)).toHaveText('0% complete: 0 of 24 lessons');
    await expect.poll(() => outboxCount(phone, 'event'), { timeout: 15_000 }).toBe(0);

    await expectAfterSync(laptop, /^0% complete: 0 of 24 lessons$/);
    await expect(modules(laptop).nth(0)).not.toHaveAttribute('data-status', 'locked');
    for (let index = 1; index < 6; index += 1)
      await expect(modules(laptop).nth(index)).toHaveAttribute('data-status', 'locked');
    await expect(modules(laptop).locator('.training-lesson[data-done="true"]')).toHaveCount(0);
    // The reset holds on both devices across reloads (the phone remembers its reset time).
    await laptop.reload();
    await expect(progressText(laptop)).toHaveText('0% complete: 0 of 24 lessons');
    await phone.reload();
    await expect(progressText(phone)).toHaveText('0% complete: 0 of 24 lessons');
    await laptopContext.close();
  });

  test('a lesson completed on a device that had not heard of a reset leaves no locked module holding it, on either device or the dashboard; the reset shows live with a notice', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const rep = { name: 'Grace Hopper', email: uniqueEmail('unaware') };
    const phone = page;
    const laptopContext = await newDevice(browser, testInfo);
    const laptop = await laptopContext.newPage();
    await openAs(phone, rep);
    const foundations = training.modules[0]!;
    const discovery = training.modules[1]!;
    const before = Date.now() - 60_000;
    await sendEvents(
      phone.request,
      await storedCredential(phone),
      rep.email,
      foundations.lessons.map((lesson, index) => ({
        kind: 'lesson_completed',
        moduleId: foundations.id,
        lessonId: lesson.id,
        occurredAt: new Date(before + index).toISOString(),
      })),
    );
    await phone.reload();
    await expect(progressText(phone)).toHaveText('21% complete: 5 of 24 lessons', {
      timeout: 15_000,
    });
    await openAs(laptop, rep);
    await expect(progressText(laptop)).toHaveText('21% complete: 5 of 24 lessons', {
      timeout: 15_000,
    });
    await expect(modules(laptop).nth(1)).toHaveAttribute('data-status', 'not-started');

    // The laptop does not hear of the reset yet (its progress requests fail) while the phone resets.
    await laptop.route('**/api/portal/progress*', (route) => route.abort());
    await phone.getByRole('button', { name: 'Reset Progress' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Reset All Progress' }).click();
    await expect(progressText(phone)).toHaveText('0% complete: 0 of 24 lessons');
    await expect.poll(() => outboxCount(phone, 'event'), { timeout: 15_000 }).toBe(0);

    const personas = modules(laptop)
      .nth(1)
      .locator('.training-lesson')
      .filter({ hasText: 'The four buyer personas' });
    await personas.getByRole('button', { name: 'Start Lesson' }).click();
    await personas.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(progressText(laptop)).toHaveText('25% complete: 6 of 24 lessons');
    await expect.poll(() => outboxCount(laptop, 'event'), { timeout: 15_000 }).toBe(0);
    expect(discovery.lessons.some((lesson) => lesson.title === 'The four buyer personas')).toBe(
      true,
    );

    // The laptop's window gets focus again: without a reload it learns of the reset and says so.
    await laptop.unroute('**/api/portal/progress*');
    await laptop.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(laptop.getByTestId('training-reset-elsewhere')).toHaveText(
      'Training was reset on another device.',
      { timeout: 15_000 },
    );
    for (const device of [laptop, phone]) {
      if (device === phone) await expectAfterSync(phone, /^0% complete: 0 of 24 lessons$/);
      await expect(progressText(device)).toHaveText('0% complete: 0 of 24 lessons');
      await expect(modules(device).nth(1)).toHaveAttribute('data-status', 'locked');
      await expect(modules(device).nth(1).locator('.training-module-meta')).toContainText(
        '0 of 4 lessons complete',
      );
    }
    // The phone made the reset itself: it says nothing about another device.
    await expect(phone.getByTestId('training-reset-elsewhere')).toHaveText('');

    // The manager's dashboard counts the same: nothing, Foundations current.
    const managerContext = await newDevice(browser, testInfo);
    const manager = await managerContext.newPage();
    await signInAs(manager, 'manager');
    await manager.goto('/internal/team', { waitUntil: 'domcontentloaded' });
    await waitForHydration(manager);
    await unlockPortal(manager);
    const row = manager.locator('#team-reps tbody tr').filter({ hasText: rep.email });
    await expect(row.locator('td').nth(2)).toHaveText('0%0 of 24 lessons', { timeout: 15_000 });
    await expect(row.locator('td').nth(3)).toHaveText(foundations.title);
    await managerContext.close();
    await laptopContext.close();
  });
});

/** Pages in a PDF: page objects (`/Type /Page`), not the page tree (`/Type /Pages`). */
const pdfPages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

test(
  'the certificate names the rep, dates the completion, lists each module with its quiz passed and prints on one page',
  ONE_SIZE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const rep = { name: 'Grace Hopper', email: uniqueEmail('certificate') };
    await openAs(page, rep);
    const credential = await storedCredential(page);
    // The whole course, done on another device: lessons a minute apart, each module's quiz passed.
    const start = Date.UTC(2026, 0, 5, 9, 0);
    const lessons = training.modules.flatMap((module) =>
      module.lessons.map((lesson) => ({ module, lesson })),
    );
    const scores = [100, 80, 67, 75, 50, 83];
    await sendEvents(page.request, credential, rep.email, [
      ...lessons.map(({ module, lesson }, index) => ({
        kind: 'lesson_completed',
        moduleId: module.id,
        lessonId: lesson.id,
        occurredAt: new Date(start + index * 60_000).toISOString(),
      })),
      ...training.modules.map((module, index) => ({
        kind: 'quiz_passed',
        moduleId: module.id,
        score: scores[index],
        attempts: index + 1,
        occurredAt: new Date(start + index * 60_000).toISOString(),
      })),
    ]);
    const lastLesson = new Date(start + (lessons.length - 1) * 60_000).toISOString();

    await page.reload();
    await expect(progressText(page)).toHaveText('100% complete: 24 of 24 lessons', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'View Certificate of Completion' }).click();
    await expect(page).toHaveURL(/\?certificate/);
    const certificate = page.getByTestId('training-certificate');
    await expect(
      certificate.getByRole('heading', { name: 'Certificate of Completion' }),
    ).toBeFocused();
    await expect(certificate.locator('.training-certificate-name')).toHaveText('Grace Hopper');
    await expect(certificate).toContainText(
      'completed all 24 lessons of the 6-module course on 5 January 2026.',
    );
    await expect(certificate.locator('tbody tr')).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
    const rows = await certificate
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)));
    expect(rows).toEqual(
      training.modules.map((module, index) => [
        `${index + 1}. ${module.title}`,
        `${module.lessons.length} of ${module.lessons.length}`,
        // The pass mark, not the first check's share (a certificate shows what was achieved).
        `Passed, 100% (${index + 1} ${index === 0 ? 'check' : 'checks'})`,
      ]),
    );

    // Recorded once on the server, dated when the last lesson was completed; a reload issues nothing new.
    await expect
      .poll(async () => (await serverProgress(page.request, credential, rep.email)).certifiedAt, {
        timeout: 15_000,
      })
      .toBe(lastLesson);
    await page.reload();
    await expect(certificate).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => outboxCount(page, 'event')).toBe(0);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.portal-header, header').first()).toBeHidden();
    await expect(page.locator('.training-progress')).toBeHidden();
    await expect(certificate.getByRole('button', { name: 'Print Certificate' })).toBeHidden();
    await expect(certificate.locator('.training-certificate-name')).toBeVisible();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pdfPages(pdf), `${format} pages`).toBe(1);
      // With background graphics on, the margins (14 mm) and the certificate's middle are white paper.
      const [width, height] = format === 'A4' ? [595, 842] : [612, 792];
      for (const [x, y] of [
        [4, 4],
        [width - 4, height - 4],
        [width / 2, 20],
        [width / 2, height / 3],
      ] as const)
        expect(fillAt(pdf, x, y), `${format} at ${x},${y}`).toEqual([1, 1, 1]);
    }
  },
);

test(
  'progress stored as a list of lesson ids (the old format) converts once, reaches the server, and the certificate asks for a name',
  ONE_SIZE,
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/internal/msd/training', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await unlockPortal(page);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(progressText(page)).toHaveText('0% complete: 0 of 24 lessons');
    const storedAt = Date.UTC(2026, 0, 5, 9, 0);
    const allLessonIds = training.modules.flatMap((module) =>
      module.lessons.map((lesson) => lesson.id),
    );
    await writeFlag(
      page,
      FLAG_KEYS.trainingProgress,
      ['retired-lesson', ...allLessonIds],
      storedAt,
    );
    await page.reload();
    await expect(progressText(page)).toHaveText('100% complete: 24 of 24 lessons');
    // 24 lessons and the certificate wait for a rep.
    await expect.poll(() => outboxCount(page, 'event')).toBe(25);

    await page.getByRole('button', { name: 'View Certificate of Completion' }).click();
    const certificate = page.getByTestId('training-certificate');
    await expect(certificate.getByRole('button', { name: 'Print Certificate' })).toBeDisabled();
    await expect(certificate.getByRole('cell', { name: 'Not recorded' })).toHaveCount(6);
    const email = uniqueEmail('converted');
    await certificate.getByLabel('Name').fill('Ada Lovelace');
    await certificate.getByLabel('Work email').fill(email);
    await certificate.getByRole('button', { name: 'Save' }).click();
    await expect(certificate.locator('.training-certificate-name')).toHaveText('Ada Lovelace');
    await expect(certificate).toContainText(
      'completed all 24 lessons of the 6-module course on 5 January 2026.',
    );
    await expect(certificate.getByRole('button', { name: 'Print Certificate' })).toBeEnabled();

    await expect.poll(() => outboxCount(page, 'event'), { timeout: 15_000 }).toBe(0);
    const server = await serverProgress(page.request, await storedCredential(page), email);
    expect(server.lessons).toHaveLength(24);
    expect(server.certifiedAt).toBe(new Date(storedAt).toISOString());
    // Converted once: a reload records nothing more.
    await page.reload();
    await expect(progressText(page)).toHaveText('100% complete: 24 of 24 lessons');
    await page.waitForTimeout(500);
    expect(await outboxCount(page, 'event')).toBe(0);
  },
);
