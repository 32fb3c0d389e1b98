/**
 * The funnel insight end to end (issue 28 item 1): a known set of page views, gate views and leads
 * gives exactly those numbers on /admin/insights, in its charts' tables and in a chart's CSV; a
 * browser with Global Privacy Control is not counted; the beacon is no part of a page's first view;
 * axe finds nothing serious. The counts are exact only on a D1 nobody else writes to, so each test
 * starts a Worker of its own (the same build and config, a fresh local D1, the real local queue).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { unstable_startWorker } from 'wrangler';
import type { InsightsReport } from '../../src/shared/insights';
import { migrateLocalD1 } from '../../scripts/local-d1.mjs';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, ONE_SIZE, seriousViolations, test, waitForHydration } from './fixtures';
import { signInAs, uniquePerson } from './people';

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, 'worker/wrangler.jsonc');
const service = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

interface OwnWorker {
  url: string;
  dispose: () => Promise<void>;
}

async function ownWorker(): Promise<OwnWorker> {
  const persist = mkdtempSync(path.join(tmpdir(), 'msd-insights-e2e-'));
  migrateLocalD1(root, config, persist);
  const worker = await unstable_startWorker({
    config,
    dev: {
      persist,
      server: { hostname: '127.0.0.1', port: 0 },
      inspector: false,
      logLevel: 'none',
      watch: false,
    },
    bindings: { ADMIN_TOKEN: { type: 'plain_text', value: E2E_ADMIN_TOKEN } },
  });
  await worker.ready;
  const url = (await worker.url).origin;
  return {
    url,
    dispose: async () => {
      await worker.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

async function newContext(browser: Browser, baseURL: string, gpc = false): Promise<BrowserContext> {
  // The project's device (phone: the test is size-independent) on this test's own Worker.
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
    serviceWorkers: 'block',
    ...(gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
  });
  // A browser with Global Privacy Control on, as Firefox and Brave expose it.
  if (gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  return context;
}

const isHit = (url: string) => new URL(url).pathname === '/api/insights/hit';

/**
 * Opens `path` and waits until the page has sent `hits` beacons (a view, and on Data In Action the
 * gate), so the next navigation cannot cut one short. Each beacon starts after the load event.
 */
async function visit(page: Page, path: string, hits: number): Promise<void> {
  let sent = 0;
  const onRequest = (request: { url: () => string }) => {
    if (isHit(request.url())) sent += 1;
  };
  page.on('request', onRequest);
  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(() => sent, { timeout: 15_000 }).toBe(hits);
  const timing = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const beacons = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/insights/hit'))
        .map((entry) => entry.startTime);
      return { loadEnd: navigation?.loadEventEnd ?? Infinity, beacons };
    });
  // A resource timing entry appears once the beacon's answer has arrived.
  await expect.poll(async () => (await timing()).beacons.length).toBe(hits);
  const { loadEnd, beacons } = await timing();
  for (const start of beacons) expect(start).toBeGreaterThanOrEqual(loadEnd);
  page.off('request', onRequest);
}

function lead(tag: string, attribution?: Record<string, string>) {
  return {
    id: crypto.randomUUID(),
    name: `Insight ${tag}`,
    company: 'Funnel Test Ltd',
    email: `insight.${tag}@example.com`,
    source: 'data-in-action',
    userAgent: 'playwright',
    createdAt: new Date().toISOString(),
    ...(attribution ? { attribution } : {}),
  };
}

/** A figure's table, as its rows of cells (header cell first). */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const figure: Locator = page.locator('figure.chart', {
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  const cells: string[][] = [];
  for (const row of await figure.locator('tbody tr').all())
    cells.push(await row.locator('th, td').allTextContents());
  return cells;
}

test.describe('funnel insight', () => {
  test.describe.configure({ timeout: 150_000 });

  test(
    'counts exactly the views, gates and leads made, skips Global Privacy Control, and shows them in charts, tables and CSV',
    ONE_SIZE,
    async ({ browser }) => {
      const worker = await ownWorker();
      try {
        const today = new Date().toISOString().slice(0, 10);

        // A visitor with Global Privacy Control: no beacon is even sent.
        const private_ = await newContext(browser, worker.url, true);
        const privatePage = await private_.newPage();
        let privateHits = 0;
        privatePage.on('request', (request) => {
          if (isHit(request.url())) privateHits += 1;
        });
        for (const path of ['/', '/about', '/data-in-action']) {
          await privatePage.goto(path);
          await waitForHydration(privatePage);
        }
        await expect(
          privatePage.getByRole('button', { name: 'Open the signal history' }),
        ).toBeVisible();
        await privatePage.waitForTimeout(2500);
        expect(privateHits).toBe(0);
        await private_.close();

        // A visitor without: 7 page views (an alias counts as its page, an unknown path as
        // "(other)") and the gate shown twice.
        const visitor = await newContext(browser, worker.url);
        const page = await visitor.newPage();
        await visit(page, '/', 1);
        await visit(page, '/data-in-action', 2);
        await visit(page, '/about?utm_source=ignored', 1);
        await visit(page, '/', 1);
        await visit(page, '/pdi', 1);
        await visit(page, '/no-such-page', 1);
        await visit(page, '/data-in-action', 2);
        await visitor.close();

        // Four leads: two from a newsletter campaign, one from a search site, one direct.
        const leads = [
          lead('a', { utmSource: 'newsletter', utmCampaign: 'spring' }),
          lead('b', { utmSource: 'newsletter', utmCampaign: 'spring' }),
          lead('c', { referrerHost: 'search.example' }),
          lead('d'),
        ];
        const manager = await newContext(browser, worker.url);
        const managerPage = await manager.newPage();
        for (const body of leads) {
          const response = await managerPage.request.post('/api/leads', {
            headers: { 'Idempotency-Key': body.id },
            data: body,
          });
          expect(response.status(), await response.text()).toBe(201);
        }
        for (const [body, status] of [
          [leads[0]!, 'contacted'],
          [leads[1]!, 'qualified'],
          [leads[2]!, 'disqualified'],
        ] as const) {
          const response = await managerPage.request.patch(`/api/leads/${body.id}`, {
            headers: service,
            data: { status },
          });
          expect(response.status(), await response.text()).toBe(200);
        }

        // The beacons reach D1 in queue batches (up to 5 s): wait for the last of them.
        await expect
          .poll(
            async () => {
              const response = await managerPage.request.get(
                `/api/insights?from=${today}&to=${today}`,
                { headers: service },
              );
              const report = (await response.json()) as InsightsReport;
              return [report.gateViews, report.pageViews];
            },
            { timeout: 30_000 },
          )
          .toEqual([
            [2],
            [
              { route: '/', perDay: [2] },
              { route: '/data-in-action', perDay: [2] },
              { route: '/about', perDay: [1] },
              { route: '/solutions', perDay: [1] },
              { route: '(other)', perDay: [1] },
            ],
          ]);

        // A manager signs in and opens the page (its default range: the last 30 days, today last).
        await signInAs(managerPage, 'manager', uniquePerson('manager', 'insight'));

        await managerPage.goto('/admin/insights');
        await expect(
          managerPage.getByRole('heading', { name: 'Funnel insight', level: 1 }),
        ).toBeVisible();
        await expect(managerPage.locator('.insights-status')).toContainText(
          `to ${today} (UTC days, both included)`,
        );
        await expect(managerPage.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(managerPage.getByRole('link', { name: 'Funnel insight' })).toBeVisible();

        // The report arrives after the page's frame: wait for its first table, then read the rest.
        await expect
          .poll(() => tableOf(managerPage, 'Funnel'))
          .toEqual([
            ['Page views', '7'],
            ['Data In Action views', '2'],
            ['Gate shown', '2'],
            ['Leads stored', '4'],
            ['Qualified leads', '1'],
          ]);
        expect(await tableOf(managerPage, 'Page views by route')).toEqual([
          ['/', '2'],
          ['/data-in-action', '2'],
          ['/about', '1'],
          ['/solutions', '1'],
          ['(other)', '1'],
        ]);
        const perDay = await tableOf(managerPage, 'Page views per day, by route');
        expect(perDay).toHaveLength(30);
        expect(perDay.at(-1)).toEqual([today, '2', '2', '1', '1', '1']);
        expect(perDay.slice(0, -1).every((row) => row.slice(1).every((cell) => cell === '0'))).toBe(
          true,
        );
        const gateAndLeads = await tableOf(managerPage, 'Gate shown and leads stored, per day');
        expect(gateAndLeads).toHaveLength(30);
        expect(gateAndLeads.at(-1)).toEqual([today, '2', '4']);
        expect(gateAndLeads.slice(0, -1).every((row) => row[1] === '0' && row[2] === '0')).toBe(
          true,
        );
        expect(await tableOf(managerPage, 'Leads by status')).toEqual([
          ['New', '1'],
          ['Contacted', '1'],
          ['Qualified', '1'],
          ['Disqualified', '1'],
        ]);
        expect(await tableOf(managerPage, 'Leads by first-touch source and campaign')).toEqual([
          ['newsletter / spring', '2'],
          ['(direct) / (none)', '1'],
          ['search.example / (none)', '1'],
        ]);

        // The CSV holds the same numbers.
        const figure = managerPage.locator('figure.chart', {
          has: managerPage.getByRole('heading', { name: 'Page views by route', exact: true }),
        });
        const [download] = await Promise.all([
          managerPage.waitForEvent('download'),
          figure.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(download.suggestedFilename()).toBe(`insight-views-by-route-${from}-to-${today}.csv`);
        const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString(
          'utf8',
        );
        expect(
          csv
            .replace(/^\uFEFF/, '')
            .trim()
            .split(/\r?\n/),
        ).toEqual([
          'Route,Views',
          '/,2',
          '/data-in-action,2',
          '/about,1',
          '/solutions,1',
          '(other),1',
        ]);

        // A one-day range from the inputs shows the same day alone.
        await managerPage.getByLabel('From').fill(today);
        await managerPage.getByRole('button', { name: 'Show' }).click();
        await expect(managerPage).toHaveURL(new RegExp(`from=${today}&to=${today}$`));
        await expect(managerPage.locator('.insights-status')).toHaveText(
          `Showing ${today} to ${today} (UTC days, both included).`,
        );
        expect(await tableOf(managerPage, 'Gate shown and leads stored, per day')).toEqual([
          [today, '2', '4'],
        ]);

        expect(await seriousViolations(managerPage)).toEqual([]);
        // The counting above does not depend on the screen, so the test runs once (at phone size);
        // the page itself is also read and checked at the laptop project's size.
        await managerPage.setViewportSize({ width: 1366, height: 768 });
        expect(await tableOf(managerPage, 'Gate shown and leads stored, per day')).toEqual([
          [today, '2', '4'],
        ]);
        expect(await seriousViolations(managerPage)).toEqual([]);
        await manager.close();
      } finally {
        await worker.dispose();
      }
    },
  );
});
