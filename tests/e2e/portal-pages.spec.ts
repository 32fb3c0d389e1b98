/**
 * The portal's product, sales and status pages (spec 2.5, 2.7-2.10, 2.12, 2.14, 2.15): each shows
 * its key figures from the decrypted vault, the interactive parts work, and every destination the
 * portal links to without content renders an honest page instead of the 404.
 */
import type { Page } from '@playwright/test';
import { portalContent } from '../../collateral/portal/index';
import { expect, ONE_SIZE, test, unlockPortal, waitForHydration } from './fixtures';

async function openUnlocked(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await unlockPortal(page);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveCount(1);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
}

/** The value shown under a stat label in a definition list. */
function stat(page: Page, label: string) {
  return page
    .locator('main .stat')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }) })
    .locator('dd')
    .first();
}

test(
  'the grid pilot page shows its facts, partners and way back',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/grid/overview');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Grid Storm Alert Pilot');
    await expect(stat(page, 'Precision')).toHaveText('0.68');
    await expect(stat(page, 'Lead time')).toHaveText('Same day');
    await expect(stat(page, 'Launch')).toHaveText('Aug 2025');
    await expect(stat(page, 'Pilot length')).toHaveText('3-6 months');
    for (const status of ['Recruiting', 'Partner Interest', 'Early Conversations'])
      await expect(main.getByText(status, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute(
      'href',
      '/internal/portal',
    );
    const actions = main.getByRole('navigation', { name: 'Next steps' });
    await expect(actions.getByRole('link', { name: 'Use Cases' })).toHaveAttribute(
      'href',
      '/internal/grid/use-cases',
    );
    await expect(actions.getByRole('link', { name: 'Public API Page' })).toHaveAttribute(
      'href',
      '/apis',
    );
    await expect(actions.getByRole('link', { name: 'Portal Home' })).toHaveAttribute(
      'href',
      '/internal/portal',
    );
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'the aerospace page shows its metrics, partners and the four altitude levels in rising colours',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/aerospace/overview');
    const main = page.locator('main');
    for (const badge of ['Beta Development', 'Launch Oct 2025'])
      await expect(main.locator('.pp-badges').getByText(badge)).toBeVisible();
    await expect(stat(page, 'Lead Time')).toHaveText('2-3 days');
    await expect(stat(page, 'Recall')).toHaveText('0.75');
    await expect(stat(page, 'Precision')).toHaveText('0.35');
    for (const heading of ['Beta Partner Targets', 'Radiation Risk by Altitude'])
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    for (const partner of ['Commercial Airlines', 'Satellite Operators', 'Space Tourism'])
      await expect(main.getByRole('heading', { name: partner })).toBeVisible();

    const levels = [
      ['Commercial Flight Level', 'Moderate'],
      ['LEO Satellites', 'High'],
      ['GEO Satellites', 'Very High'],
      ['Deep Space Missions', 'Extreme'],
    ] as const;
    const colours = new Set<string>();
    for (const [altitude, exposure] of levels) {
      const card = main
        .locator('.pp-risk')
        .filter({ has: page.getByRole('heading', { name: altitude, exact: true }) });
      const badge = card.locator('.badge');
      await expect(badge).toHaveText(`Risk: ${exposure}`);
      colours.add(await badge.evaluate((el) => getComputedStyle(el).color));
    }
    expect(colours.size, 'each exposure level has its own badge colour').toBe(4);

    await expect(
      main.getByRole('heading', { level: 2, name: portalContent.status.aerospace.forbush.title }),
    ).toBeVisible();
    for (const when of ['Q3 2025', 'Q4 2025', 'Q1 2026'])
      await expect(main.locator('.pp-timeline').getByText(when, { exact: true })).toBeVisible();
    const actions = main.getByRole('navigation', { name: 'Next steps' });
    await expect(actions.getByRole('link', { name: 'Radiation Details' })).toHaveAttribute(
      'href',
      '/internal/aerospace/radiation',
    );
    await expect(actions.getByRole('link', { name: 'Public API Page' })).toHaveAttribute(
      'href',
      '/apis',
    );
    await expect(actions.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute(
      'href',
      '/internal/portal',
    );
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'the geo-social page warns against selling and shows every challenge and phase status',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/geo-social/status');
    const main = page.locator('main');
    for (const badge of ['Research Phase Only', 'Not Ready for Market'])
      await expect(main.locator('.pp-badges').getByText(badge)).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Not Ready for Sales or Marketing' }),
    ).toBeVisible();
    await expect(
      main.getByText(/Do not mention geo-social research to prospects or clients/),
    ).toBeVisible();
    const challenges = main.locator('#challenges');
    for (const status of ['Ongoing', 'Blocked', 'Under Review', 'Early Stage'])
      await expect(challenges.getByText(status, { exact: true })).toBeVisible();
    const timeline = main.locator('.pp-timeline');
    await expect(timeline.locator('li')).toHaveCount(4);
    for (const status of ['active', 'planned', 'conditional'])
      await expect(timeline.getByText(status, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/Civil Unrest Suite materials .* are obsolete/)).toBeVisible();
    const instead = main.getByRole('navigation', { name: 'Products to offer instead' });
    for (const href of [
      '/internal/finance/suite',
      '/internal/grid/overview',
      '/internal/aerospace/overview',
    ])
      await expect(instead.locator(`a[href="${href}"]`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'the MSP placeholder and the obsolete trigger page say what they are',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/msp/data');
    let main = page.locator('main');
    await expect(main.getByText(/commercial model under development/i)).toBeVisible();
    for (const topic of ['Pricing', 'Audience', 'Delivery and format', 'Legal'])
      await expect(main.locator('#questions dt', { hasText: topic })).toBeVisible();
    await expect(main.getByText('Do not proactively sell or offer MSP raw data.')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/internal/civil-unrest-suite');
    main = page.locator('main');
    await expect(main.getByText(/OBSOLETE - DO NOT USE/)).toBeVisible();
    await expect(main.getByRole('link', { name: /Read the current status/ })).toHaveAttribute(
      'href',
      '/internal/geo-social/status',
    );
    await expect(stat(page, 'Precision')).toHaveText('53%');
    await expect(main.locator('pre')).toContainText('cooldown_business_days: 20');
    const withdrawn = main.getByRole('navigation', { name: 'Withdrawn pages' });
    for (const href of [
      '/internal/civil-unrest-calculator',
      '/internal/civil-unrest-pilot',
      '/internal/civil-unrest-api',
    ])
      await expect(withdrawn.locator(`a[href="${href}"]`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'the playbook toggles a persona and expands an objection',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/msd/playbook');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sales Playbook');
    for (const step of [
      'Learn the 5 market states',
      'Qualify by persona',
      'Open the conversation',
      'Handle objections',
      'Close',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeVisible();
    }

    const persona = main.getByRole('button', { name: 'Quant Fund' });
    const opener = main.getByText(portalContent.playbook.personas[0]!.opener);
    await expect(persona).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeHidden();
    await persona.click();
    await expect(persona).toHaveAttribute('aria-expanded', 'true');
    await expect(opener).toBeVisible();
    await persona.click();
    await expect(opener).toBeHidden();

    const objection = portalContent.playbook.objections[0]!;
    const toggle = main.getByRole('button', { name: objection.objection });
    await expect(main.getByText(objection.response)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(objection.response)).toBeVisible();

    await expect(main.getByRole('table')).toBeVisible();
    await expect(main.getByRole('button', { name: /State Classification Frame/ })).toBeVisible();
    await main.getByRole('button', { name: /State Classification Frame/ }).click();
    await expect(main.getByRole('link', { name: 'State Definitions' })).toHaveAttribute(
      'href',
      /^\/internal\/msd\/docs\?q=/,
    );
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'the guided flow shows a different script for a different persona and state',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/msd/flow');
    const main = page.locator('main');
    const script = (persona: string, state: string) =>
      portalContent.flow.scripts.find((s) => s.persona === persona && s.state === state)!;

    await expect(main.getByRole('radio', { name: 'Quant Fund' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'Calm' })).toBeChecked();
    await expect(main.locator('.pp-script')).toContainText(script('quant-fund', 'calm').opening);

    await main.getByRole('radio', { name: 'Risk Officer' }).check();
    await main.getByRole('radio', { name: 'Systemic Stress' }).check();
    const next = script('risk-officer', 'systemic-stress');
    await expect(main.locator('.pp-script')).toContainText(next.opening);
    await expect(main.locator('.pp-script')).not.toContainText(
      script('quant-fund', 'calm').opening,
    );
    await expect(main.locator('.pp-script')).toContainText(next.close);
    await expect(
      main.getByText('Showing the script for Risk Officer on a Systemic Stress day.'),
    ).toBeAttached();

    for (const label of ['One-Pager', 'Demo Flow', 'Demo Deck', 'Sample Alert']) {
      await expect(
        main.locator('.pp-quick-launch').getByRole('link', { name: new RegExp(label) }),
      ).toHaveAttribute('href', /^\/internal\/msd\/docs\?q=/);
    }
    const sandbox = main.getByRole('link', { name: 'Request Eval Sandbox Access' });
    await expect(sandbox).toHaveAttribute(
      'href',
      /^mailto:contact@[^?]+\?subject=Request%20Eval%20Sandbox%20Access&body=/,
    );
    await expect(main.locator('.pp-replay')).toHaveCount(5);
    await expect(main.locator('.pp-replay img').first()).toHaveAttribute(
      'src',
      /^\/screenshots\/.+\.svg$/,
    );
    await expect(
      main.getByRole('link', { name: 'Public Market State Detector page' }),
    ).toHaveAttribute('href', '/market-state-detector');
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'the detector page reads as the overview on its own path and as positioning on the finance paths',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    await openUnlocked(page, '/internal/msd/suite');
    let main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Market State Detector');
    await expect(main.locator('.pp-state')).toHaveCount(5);
    await expect(main.getByRole('heading', { level: 2, name: 'Sales positioning' })).toHaveCount(0);
    for (const subject of [
      'Request 90-Day Institutional Pilot',
      'Annual License Pricing Inquiry',
    ]) {
      await expect(main.getByRole('link', { name: subject, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:sales@[^?]+\\?subject=${encodeURIComponent(subject)}&body=`),
      );
    }
    await expectNoHorizontalScroll(page);
    await main.getByRole('link', { name: 'Back to Onboarding' }).click();
    await expect(page).toHaveURL(/\/employee-onboarding$/);

    for (const path of ['/internal/finance/suite', '/internal/financial-suite']) {
      await page.goto(path);
      main = page.locator('main');
      await expect(
        main.getByRole('heading', { level: 2, name: 'Sales positioning' }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute(
        'href',
        '/internal/portal',
      );
      const next = main.getByRole('navigation', { name: 'Next steps' });
      await expect(next.locator('a[href="/internal/msd/roi"]')).toBeVisible();
      await expect(next.locator('a[href="/market-state-detector"]')).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  },
);

test(
  'every destination without content renders its own honest page, not the 404',
  ONE_SIZE,
  async ({ page, consoleErrors }) => {
    test.slow(); // six page loads, each decrypting the vault again
    const destinations = [
      '/internal/civil-unrest-calculator',
      '/internal/civil-unrest-pilot',
      '/internal/civil-unrest-api',
      '/internal/grid/use-cases',
      '/internal/aerospace/radiation',
      '/apis',
    ];
    await openUnlocked(page, destinations[0]!);
    for (const path of destinations) {
      const entry = portalContent.pending[path]!;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(entry.title);
      await expect(main.getByText('Not available yet', { exact: true })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      const instead = main.getByRole('navigation', { name: 'Where to go instead' });
      for (const link of entry.alternatives)
        await expect(instead.locator(`a[href="${link.to}"]`)).toBeVisible();
      await expect(instead.locator('a[href="/internal/portal"]').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    expect(consoleErrors).toEqual([]);
  },
);
