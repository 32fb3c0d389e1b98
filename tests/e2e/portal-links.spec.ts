/**
 * No dead ends (issue 17): every link and link button on every portal page (header, menus, page
 * bodies, expanded panels) is followed, and the test fails where the destination's main message
 * (its heading, status badges and lead) is that it is unavailable or missing, unless the link's
 * own words already say so. In-page anchors must exist on the destination. Mail drafts, external
 * sites and collateral files (opened from blobs) are not pages of the app and are not followed.
 */
import type { Page } from '@playwright/test';
import { internalPaths } from '../../src/shared/routes';
import { expect, isPhone, ONE_SIZE, test, unlockPortal, waitForHydration } from './fixtures';

/** What a destination says when it is not there: the honest pending pages and the 404. */
const UNAVAILABLE =
  /not (yet )?(available|offered|on offer|published|written)|unavailable|withdrawn|page not found|\b404\b/i;
/** A link that warns before the click. */
const LINK_WARNS = /not (yet )?available|unavailable|withdrawn|not (yet )?published/i;

/** The page a link leads to, as the walk keys its destinations: path and query, no anchor. */
const pageOf = (url: URL) => url.pathname + url.search;

interface Found {
  from: string;
  label: string;
  href: string;
}

async function linksOn(page: Page, from: string): Promise<Found[]> {
  const raw = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      label: (anchor.getAttribute('aria-label') || anchor.textContent || '')
        .replace(/\s+/g, ' ')
        .trim(),
      href: (anchor as HTMLAnchorElement).href,
    })),
  );
  return raw.map((link) => ({ ...link, from }));
}

/** Opens every collapsed panel in the page body once, collecting the links each one reveals. */
async function linksInPanels(page: Page, from: string): Promise<Found[]> {
  const found: Found[] = [];
  const toggles = page.locator('main button[aria-expanded="false"]:not([disabled])');
  const count = await toggles.count();
  for (let index = 0; index < count; index += 1) {
    const toggle = page.locator('main button[aria-expanded]:not([disabled])').nth(index);
    if ((await toggle.getAttribute('aria-expanded')) !== 'false' || !(await toggle.isVisible()))
      continue;
    await toggle.click();
    found.push(...(await linksOn(page, from)));
  }
  return found;
}

/** Waits for the page itself, past the portal's prerendered access card (shown while it checks). */
async function pageShown(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('main .portal-access')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** The destination's main message: its one heading, its status badges and its lead paragraph. */
async function mainMessage(page: Page): Promise<string> {
  await pageShown(page);
  return page
    .locator('main')
    .evaluate((main) =>
      ['h1', '.pp-badges', 'p.lead']
        .map((selector) => main.querySelector<HTMLElement>(selector)?.innerText ?? '')
        .join(' | '),
    );
}

test('every portal link leads somewhere, or says that it does not', async ({ page, baseURL }) => {
  // Once, at the portal's main device size: a page offers the same links at every size (the
  // header's bar and its phone menu lead to the same routes), so a phone walk followed them again.
  test.skip(isPhone(page), 'walked at laptop size');
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  await page.goto('/internal/portal');
  await waitForHydration(page);
  await unlockPortal(page);
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  const links: Found[] = [];
  const destinations = new Map<string, { message: string; ids: Set<string> }>();
  /** What a link to the page just loaded finds there: its main message and its anchors, panels closed. */
  const recordDestination = async (key: string) =>
    destinations.set(key, {
      message: await mainMessage(page),
      ids: new Set(await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id))),
    });
  for (const path of internalPaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    // Each source is also a destination, loaded the same way: recorded before its panels open.
    await recordDestination(path);
    links.push(...(await linksOn(page, path)), ...(await linksInPanels(page, path)));
  }

  const sameOrigin = links.filter((link) => new URL(link.href).origin === origin);
  // Files (screenshots, images) are not pages: they only have to exist.
  const isFile = (link: Found) => /\.[a-z0-9]+$/i.test(new URL(link.href).pathname);
  for (const href of new Set(sameOrigin.filter(isFile).map((link) => link.href))) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  const followed = sameOrigin.filter((link) => !isFile(link));
  for (const link of followed) {
    const key = pageOf(new URL(link.href));
    if (destinations.has(key)) continue;
    const response = await page.goto(key);
    expect(response?.status(), key).toBeLessThan(400);
    await recordDestination(key);
  }

  const deadEnds: string[] = [];
  for (const link of followed) {
    const url = new URL(link.href);
    const destination = destinations.get(pageOf(url))!;
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && !destination.ids.has(anchor))
      deadEnds.push(`${link.from}: "${link.label}" -> ${url.pathname}#${anchor}: no such anchor`);
    const inPage = url.pathname === link.from; // "Skip to content" and other in-page anchors
    if (!inPage && UNAVAILABLE.test(destination.message) && !LINK_WARNS.test(link.label))
      deadEnds.push(`${link.from}: "${link.label}" -> ${url.pathname}: "${destination.message}"`);
  }
  expect([...new Set(deadEnds)]).toEqual([]);
  // The walk really covered the portal: every route was a source, most were also destinations.
  expect(new Set(followed.map((link) => link.from)).size).toBe(internalPaths.length);
  expect(new Set(followed.map((link) => pageOf(new URL(link.href)))).size).toBeGreaterThanOrEqual(
    20,
  );
});

test(
  '"Start 60-Day Pilot" opens the pilot that is offered, with the request that starts it',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/internal/financial-roi');
    await waitForHydration(page);
    await unlockPortal(page);
    await page.locator('main').getByRole('link', { name: 'Start 60-Day Pilot' }).click();
    await expect(page).toHaveURL(/\/internal\/financial-pilot$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Start a Pilot');
    await expect(main.locator('p.lead')).toContainText('90-Day Institutional Pilot');
    expect(await mainMessage(page)).not.toMatch(UNAVAILABLE);
    const requests = main.locator('a[data-mail-subject="Request 90-Day Institutional Pilot"]');
    await expect(requests).toHaveCount(2); // under the lead and on the pilot's terms card
    await expect(requests.first()).toHaveAttribute('href', /^mailto:sales@[^?]+\?subject=Request/);
  },
);

test(
  '"Model the ROI" on the positioning variant opens the Market State Detector calculator',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/internal/finance/suite');
    await waitForHydration(page);
    await unlockPortal(page);
    await page
      .getByRole('navigation', { name: 'Next steps' })
      .getByRole('link', { name: 'Model the ROI' })
      .click();
    await expect(page).toHaveURL(/\/internal\/msd\/roi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Market State Detector ROI Calculator',
    );
  },
);
