import type { Locator, Page } from '@playwright/test';
import { training } from '../../collateral/portal/training/index';
import {
  cutNetwork,
  expect,
  ONE_SIZE,
  seriousViolations,
  test,
  unlockPortal,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';
import { flagUpdatedAt, writeFlag } from './app-storage';
import { FLAG_KEYS } from '../../src/shared/storage-keys';

/** Lesson ids are not shown in the UI; the storage tests seed them from the course source. */
const allLessonIds = training.modules.flatMap((module) =>
  module.lessons.map((lesson) => lesson.id),
);

async function open(page: Page, path: string) {
  // Hydration is what the test needs; the full load event can lag on a busy machine.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await unlockPortal(page);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Sales Training
// ---------------------------------------------------------------------------------------------

const progressText = (page: Page) => page.getByTestId('training-progress-text');
const modules = (page: Page) => page.locator('.training-module');

/** Answers a quiz by trying each option until the UI marks it correct (no answer key needed). */
async function answerQuiz(lesson: Locator) {
  const questions = lesson.locator('.training-question');
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let q = 0; q < count; q += 1) {
    const question = questions.nth(q);
    const options = question.getByRole('radio');
    const optionCount = await options.count();
    for (let o = 0; o < optionCount; o += 1) {
      await options.nth(o).check();
      await lesson.getByRole('button', { name: 'Check Answers' }).click();
      await expect(question).not.toHaveAttribute('data-result', 'open');
      await expect(question.locator('.training-feedback')).toBeVisible();
      if ((await question.getAttribute('data-result')) === 'correct') break;
    }
    await expect(question).toHaveAttribute('data-result', 'correct');
  }
}

/** Opens and completes lesson `index` of the first open module. */
async function completeLesson(module: Locator, index: number) {
  const lesson = module.locator('.training-lesson').nth(index);
  await lesson.getByRole('button', { name: /^(Start Lesson|View)$/ }).click();
  const body = lesson.getByRole('region');
  await expect(body).toBeVisible();
  if ((await body.locator('.training-quiz').count()) > 0) {
    const complete = lesson.getByRole('button', { name: 'Complete', exact: true });
    await expect(complete).toBeDisabled();
    await answerQuiz(lesson);
    await complete.click();
  } else {
    if ((await body.getByRole('button', { name: 'Show Model Answer' }).count()) > 0) {
      await body.getByRole('button', { name: 'Show Model Answer' }).click();
      await expect(body.locator('.training-model-answer')).toBeVisible();
    }
    await lesson.getByRole('button', { name: 'Mark as Complete' }).click();
  }
  await expect(lesson).toHaveAttribute('data-done', 'true');
  await expect(lesson.getByText('Lesson complete.')).toBeFocused();
  return lesson;
}

test.describe('sales training', () => {
  test(
    'completing every lesson of module 1 (quizzes answered correctly) unlocks module 2, and progress survives a reload',
    ONE_SIZE,
    async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, '/internal/msd/training');
      await expect(page.getByRole('heading', { level: 1, name: 'Sales Training' })).toBeVisible();
      await expect(modules(page)).toHaveCount(6);
      await expect(progressText(page)).toHaveText(/^0% complete: 0 of 24 lessons$/);

      const first = modules(page).nth(0);
      const second = modules(page).nth(1);
      // A locked module has no control to open it and says what unlocks it.
      await expect(second).toHaveAttribute('data-status', 'locked');
      await expect(second.getByRole('button')).toHaveCount(0);
      await expect(second.locator('.training-lock-note')).toContainText(
        'Locked until every lesson of Module 1',
      );
      // The current module starts open, one lesson at a time.
      await expect(first.getByRole('button', { name: /^Module 1/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      const lessonCount = await first.locator('.training-lesson').count();
      expect(lessonCount).toBe(5);
      await first
        .locator('.training-lesson')
        .nth(0)
        .getByRole('button', { name: 'Start Lesson' })
        .click();
      await first
        .locator('.training-lesson')
        .nth(1)
        .getByRole('button', { name: 'Start Lesson' })
        .click();
      await expect(first.locator('.training-lesson[data-open="true"]')).toHaveCount(1);
      await first.locator('.training-lesson').nth(1).getByRole('button', { name: 'Close' }).click();
      await expect(first.locator('.training-lesson[data-open="true"]')).toHaveCount(0);

      let last: Locator | undefined;
      for (let index = 0; index < lessonCount; index += 1)
        last = await completeLesson(first, index);
      await expect(progressText(page)).toHaveText(/^21% complete: 5 of 24 lessons$/);
      // The portal pack's own progress bar may be showing too (the pack downloads after unlock).
      await expect(page.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute(
        'aria-valuenow',
        '21',
      );
      await expect(first).toHaveAttribute('data-status', 'complete');
      await expect(second).toHaveAttribute('data-status', 'not-started');

      await last!.getByRole('button', { name: 'Open Next Module' }).click();
      const secondToggle = second.getByRole('button', { name: /^Module 2/ });
      await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(secondToggle).toBeFocused();
      await expect(first.getByRole('button', { name: /^Module 1/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(modules(page).nth(2)).toHaveAttribute('data-status', 'locked');

      await page.reload();
      await expect(progressText(page)).toHaveText(/5 of 24 lessons/);
      await expect(second).toHaveAttribute('data-status', 'not-started');
      // The learner's current module opens by itself; the finished one can be reopened for review.
      await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
      await first.getByRole('button', { name: /^Module 1/ }).click();
      await expect(secondToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(first.locator('.training-lesson[data-done="true"]')).toHaveCount(5);
      await expect(first.getByRole('button', { name: 'View' })).toHaveCount(5);
    },
  );

  test.describe('with the service worker', ONE_SIZE, () => {
    test.use({ serviceWorkers: 'allow' });

    test('progress is kept and updated with the network cut', async ({ page, context }) => {
      await open(page, '/internal/msd/training');
      await waitForServiceWorker(page);
      const first = modules(page).nth(0);
      await completeLesson(first, 0);
      await expect(progressText(page)).toHaveText(/1 of 24 lessons/);
      // The portal pack (decision 0015) is on the device before the network goes.
      await expect(page.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 30_000 });

      await cutNetwork(context);
      await page.reload();
      await expect(progressText(page)).toHaveText(/1 of 24 lessons/);
      const storedBefore = await flagUpdatedAt(page, FLAG_KEYS.trainingProgress);
      await completeLesson(first, 1);
      await expect(progressText(page)).toHaveText(/2 of 24 lessons/);
      // The page shows a completion at once and stores it a moment later: a reload before that
      // moment is not what this checks.
      await expect
        .poll(() => flagUpdatedAt(page, FLAG_KEYS.trainingProgress))
        .not.toBe(storedBefore);
      await page.reload();
      await expect(progressText(page)).toHaveText(/^8% complete: 2 of 24 lessons$/);
    });
  });

  test(
    'reset needs the confirmation: cancel and Escape keep progress, confirming clears it',
    ONE_SIZE,
    async ({ page }) => {
      await open(page, '/internal/msd/training');
      await completeLesson(modules(page).nth(0), 0);
      await expect(progressText(page)).toHaveText(/1 of 24 lessons/);

      const reset = page.getByRole('button', { name: 'Reset Progress' });
      await reset.click();
      const dialog = page.getByRole('dialog', { name: 'Reset Progress' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Are you sure you want to reset all training progress?');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(reset).toBeFocused();
      await expect(progressText(page)).toHaveText(/1 of 24 lessons/);

      await reset.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(progressText(page)).toHaveText(/1 of 24 lessons/);

      await reset.click();
      await dialog.getByRole('button', { name: 'Reset All Progress' }).click();
      await expect(dialog).toBeHidden();
      await expect(progressText(page)).toHaveText(/^0% complete: 0 of 24 lessons$/);
      await page.reload();
      await expect(progressText(page)).toHaveText(/0 of 24 lessons/);
      await expect(modules(page).nth(0).locator('.training-lesson[data-done="true"]')).toHaveCount(
        0,
      );
    },
  );

  test(
    'unknown lesson ids in storage are ignored, and the certification appears at 100%',
    ONE_SIZE,
    async ({ page }) => {
      await open(page, '/internal/msd/training');
      await expect(progressText(page)).toBeVisible();
      const store = (value: unknown) => writeFlag(page, FLAG_KEYS.trainingProgress, value);

      await store(['retired-lesson', 42, null]);
      await page.reload();
      await expect(progressText(page)).toHaveText(/^0% complete: 0 of 24 lessons$/);
      await expect(page.getByRole('heading', { name: 'Certification' })).toHaveCount(0);

      await store('not even a list');
      await page.reload();
      await expect(progressText(page)).toHaveText(/^0% complete: 0 of 24 lessons$/);

      await store(['retired-lesson', ...allLessonIds]);
      await page.reload();
      await expect(progressText(page)).toHaveText(/^100% complete: 24 of 24 lessons$/);
      await expect(page.getByRole('heading', { name: 'Certification' })).toBeVisible();
      await expect(page.locator('.training-module[data-status="complete"]')).toHaveCount(6);
    },
  );

  test('no serious accessibility problems with a lesson, a checked quiz and the dialog open', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, '/internal/msd/training');
    const first = modules(page).nth(0);
    await first
      .locator('.training-lesson')
      .nth(3)
      .getByRole('button', { name: 'Start Lesson' })
      .click();
    await first.getByRole('button', { name: 'Check Answers' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reset Progress' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// ROI calculators
// ---------------------------------------------------------------------------------------------

const signalCard = (page: Page, id: string) => page.locator(`.roi-signal[data-signal="${id}"]`);
const tile = (card: Locator, scenario: string) =>
  card.locator(`.roi-scenario[data-scenario="${scenario}"]`);

/** '$5.0M' -> 5, '$750k' -> 0.75, '62.5x' -> 62.5 */
function amount(text: string): number {
  const match = /(-?)\$?([\d,.]+)\s*([Mkx]?)/.exec(text.trim());
  if (!match) throw new Error(`not a figure: ${text}`);
  const value = Number(match[2]!.replace(/,/g, ''));
  return (match[1] ? -1 : 1) * (match[3] === 'k' ? value / 1000 : value);
}

async function figures(page: Page): Promise<string[]> {
  return page
    .locator('.roi-results .roi-figures dd, .roi-results .roi-table td, .roi-chart-value')
    .allTextContents();
}

test.describe('ROI calculators', () => {
  test(
    'market state calculator: the spec base case, every figure following the AUM, links',
    ONE_SIZE,
    async ({ page }) => {
      test.setTimeout(60_000);
      await open(page, '/internal/msd/roi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const aum = page.getByLabel('Assets under management ($ millions)');
      await expect(aum).toHaveValue('500');
      await expect(page.getByRole('radio', { name: /Founder License/ })).toBeChecked();
      for (const id of ['systemic-stress', 'volatility-spike', 'turning', 'calm'])
        await expect(signalCard(page, id)).toBeVisible();

      const base = tile(signalCard(page, 'systemic-stress'), 'baseCase');
      await expect(base).toContainText('1.0% of AUM');
      await expect(base.locator('dd')).toHaveText(['$5.0M', '62.5x', '$4.92M']);
      await expect(tile(signalCard(page, 'turning'), 'baseCase').locator('dd')).toHaveText([
        '$6.0M',
        '75.0x',
        '$5.92M',
      ]);
      await expect(page.locator('.roi-table tr[data-scenario="baseCase"] td')).toHaveText([
        '3.8%',
        '$19.0M',
        '237.5x',
        '$18.92M',
      ]);
      await expect(signalCard(page, 'systemic-stress').getByRole('img')).toHaveAttribute(
        'aria-label',
        /Conservative \$1\.5M, Base Case \$5\.0M, Best Case \$10\.0M/,
      );

      // Doubling the AUM doubles every value and multiple.
      const before = await figures(page);
      await aum.fill('1000');
      await expect(base.locator('dd').first()).toHaveText('$10.0M');
      const after = await figures(page);
      expect(after).toHaveLength(before.length);
      before.forEach((text, index) => {
        if (text.endsWith('%')) return;
        const ratio = amount(after[index]!) / amount(text);
        // Net benefit subtracts a fixed license cost, so only values and multiples double exactly.
        expect(ratio, `${text} -> ${after[index]}`).toBeGreaterThan(1.99);
      });
      await expect(base.locator('dd')).toHaveText(['$10.0M', '125.0x', '$9.92M']);
      await page.getByRole('button', { name: 'Decrease AUM by 50 million' }).click();
      await expect(aum).toHaveValue('950');
      await expect(base.locator('dd').first()).toHaveText('$9.5M');

      // The hedging cost changes nothing; the acknowledgement blocks nothing.
      const snapshot = await figures(page);
      await page.getByLabel(/Hedging cost/).fill('2.5');
      expect(await figures(page)).toEqual(snapshot);
      await page.getByRole('checkbox', { name: /must not be shared/ }).check();
      await expect(page.getByText('Acknowledged.')).toBeVisible();
      expect(await figures(page)).toEqual(snapshot);

      await expect(page.getByRole('link', { name: /Back to Product Overview/ })).toHaveAttribute(
        'href',
        '/internal/finance/suite',
      );
      await expect(page.getByRole('link', { name: 'Public Product Page' })).toHaveAttribute(
        'href',
        '/market-state-detector',
      );
      await expect(
        page.locator('main').getByRole('link', { name: 'Collateral Library' }),
      ).toHaveAttribute('href', '/internal/msd/docs');
    },
  );

  test('tiers: the pilot is annualised, Enterprise has no ROI', ONE_SIZE, async ({ page }) => {
    await open(page, '/internal/msd/roi');
    const base = tile(signalCard(page, 'systemic-stress'), 'baseCase');
    const basis = page.getByTestId('roi-basis');
    const assumptions = page.getByTestId('roi-assumptions');
    await expect(basis).toContainText('ROI multiple per signal = annual value in $M x 1,000 / 80.');
    await page.getByRole('radio', { name: /Pilot/ }).check();
    await expect(base.locator('dd')).toHaveText(['$5.0M', '52.08x', '$4.9M']);
    // The printed rule and divisor are the ones the figures use (5.0 x 1000 / 96 = 52.08x).
    for (const printed of [basis, assumptions]) {
      await expect(printed).toContainText('$8k per month x 12 months = $96k a year');
      await expect(printed).toContainText('x 1,000 / 96.');
    }
    await page.getByRole('radio', { name: /Enterprise/ }).check();
    await expect(base.locator('dd')).toHaveText(['$5.0M', 'Not available', 'Not available']);
    await expect(basis).toHaveText(
      'Enterprise has no price yet (Coming 2026), so there is nothing to divide by: no ROI multiple or net benefit is shown, only the annual values.',
    );
    await expect(assumptions).not.toContainText('/ 80');
  });

  test(
    'per-signal results lead; the sum comes after them, labelled as hypothetical',
    ONE_SIZE,
    async ({ page }) => {
      await open(page, '/internal/msd/roi');
      const order = await page
        .locator('.roi-results')
        .evaluate((results) =>
          Array.from(results.querySelectorAll('.roi-signal, .roi-totals')).map((node) =>
            node.classList.contains('roi-totals') ? 'sum' : 'signal',
          ),
        );
      expect(order).toEqual(['signal', 'signal', 'signal', 'signal', 'sum']);
      await expect(page.locator('.roi-totals h3')).toHaveText(
        'Sum of hypothetical scenarios across 4 selected signals',
      );
      // One signal: no sum at all.
      for (const name of ['Volatility Spike', 'Turning', 'Calm'])
        await page.getByRole('checkbox', { name }).uncheck();
      await expect(page.locator('.roi-signal')).toHaveCount(1);
      await expect(page.locator('.roi-totals')).toHaveCount(0);
    },
  );

  test(
    'financial calculator: the printed divisor follows the tier (spec: value x 1000 / 80)',
    ONE_SIZE,
    async ({ page }) => {
      await open(page, '/internal/financial-roi');
      const basis = page.getByTestId('roi-basis');
      const crisis = tile(signalCard(page, 'crisis-shield'), 'baseCase');
      await expect(basis).toContainText('x 1,000 / 80.');
      await expect(crisis.locator('dd')).toHaveText(['$12.5M', '156.25x', '$12.42M']);
      await page.getByRole('radio', { name: /Pilot/ }).check();
      await expect(basis).toContainText('x 1,000 / 96.');
      await expect(crisis.locator('dd')).toHaveText(['$12.5M', '130.21x', '$12.4M']);
      await page.getByRole('radio', { name: /Enterprise/ }).check();
      await expect(basis).toContainText('Enterprise has no price yet');
      await expect(crisis.locator('dd')).toHaveText(['$12.5M', 'Not available', 'Not available']);
    },
  );

  test(
    'a bad AUM shows a clear message and a placeholder, never NaN',
    ONE_SIZE,
    async ({ page }) => {
      await open(page, '/internal/msd/roi');
      const aum = page.getByLabel('Assets under management ($ millions)');
      const cases: Array<[string, RegExp]> = [
        ['abc', /must be a number/],
        ['-5', /cannot be negative/],
        ['', /Enter the AUM/],
        ['0', /at least 1 million/],
      ];
      for (const [value, message] of cases) {
        await aum.fill(value);
        await expect(page.locator('.roi-error')).toHaveText(message);
        await expect(aum).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('roi-placeholder')).toBeVisible();
        await expect(page.locator('.roi-signal')).toHaveCount(0);
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
      }
      await aum.fill('250');
      await expect(page.locator('.roi-error')).toBeHidden();
      await expect(tile(signalCard(page, 'systemic-stress'), 'baseCase').locator('dd')).toHaveText([
        '$2.5M',
        '31.25x',
        '$2.42M',
      ]);
      expect(await page.locator('body').innerText()).not.toMatch(/NaN/);
    },
  );

  test(
    'financial signals calculator: content defaults, figures and links, on both routes',
    ONE_SIZE,
    async ({ page }) => {
      await open(page, '/internal/financial-roi');
      await expect(page.getByRole('checkbox', { name: 'Crisis Shield' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Volatility Surge' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Market Shift' })).not.toBeChecked();
      await expect(page.locator('.roi-signal')).toHaveCount(2);
      await expect(tile(signalCard(page, 'crisis-shield'), 'baseCase').locator('dd')).toHaveText([
        '$12.5M',
        '156.25x',
        '$12.42M',
      ]);
      await expect(page.locator('.roi-table tr[data-scenario="baseCase"] td')).toHaveText([
        '4.5%',
        '$22.5M',
        '281.25x',
        '$22.42M',
      ]);
      await page.getByRole('checkbox', { name: 'Volatility Surge' }).uncheck();
      await page.getByRole('checkbox', { name: 'Crisis Shield' }).uncheck();
      await expect(page.locator('.roi-signal')).toHaveCount(0);
      await expect(page.getByText('Select at least one signal')).toBeVisible();
      expect(await page.locator('body').innerText()).not.toMatch(/NaN/);

      await expect(page.getByRole('link', { name: /Back to Employee Onboarding/ })).toHaveAttribute(
        'href',
        '/employee-onboarding',
      );
      await expect(page.getByRole('link', { name: 'Start 60-Day Pilot' })).toHaveAttribute(
        'href',
        '/internal/financial-pilot',
      );
      await expect(page.getByRole('link', { name: 'View Signal Details' })).toHaveAttribute(
        'href',
        '/internal/financial-suite',
      );

      await page.goto('/internal/finance/roi');
      await expect(page.getByRole('checkbox', { name: 'Crisis Shield' })).toBeChecked();
    },
  );

  test('no serious accessibility problems on either calculator', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '/internal/msd/roi');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Assets under management ($ millions)').fill('abc');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/internal/financial-roi');
    await expect(page.locator('.roi-signal').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('nothing scrolls sideways', async ({ page }) => {
    await open(page, '/internal/msd/roi');
    for (const path of ['/internal/msd/roi', '/internal/financial-roi', '/internal/msd/training']) {
      if (path !== '/internal/msd/roi') await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.roi-signal, .training-module').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
