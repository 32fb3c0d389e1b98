/**
 * The Collateral Library (/internal/msd/docs) and the header collateral search, in the built app
 * behind the portal gate, online and with the network cut. Expected values come from the library
 * sources themselves (read here in node), so the checks do not trust the app's own catalogue.
 */
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { readLibrary, type LibraryFile } from '../../scripts/vault/catalogue';
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
} from './fixtures';

const LIBRARY = '/internal/msd/docs';
const REPLAY_TAG = 'Replay Examples';

let catalogue: LibraryFile[] = [];
test.beforeAll(async () => {
  catalogue = await readLibrary(path.resolve(import.meta.dirname, '../../collateral/library'));
});

/** The library's own search semantics, written independently: any field contains the text. */
function matching(
  query: string,
  filter: (file: LibraryFile) => boolean = () => true,
): LibraryFile[] {
  const needle = query.trim().toLowerCase();
  return catalogue.filter(
    (file) =>
      filter(file) &&
      [file.title, file.description, file.category, ...file.tags].some((field) =>
        field.toLowerCase().includes(needle),
      ),
  );
}

async function openLibrary(page: Page, search = ''): Promise<void> {
  await page.goto(LIBRARY + search);
  await waitForHydration(page);
  await unlockPortal(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Collateral Library' })).toBeVisible();
}

/** On phones the filters sit behind a 'Sort and filter' toggle. */
async function openFilters(page: Page): Promise<Locator> {
  const sidebar = page.locator('aside.library-sidebar');
  const toggle = sidebar.getByRole('button', { name: /^Sort and filter/ });
  if (isPhone(page) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
  return sidebar;
}

async function headerSearchBox(page: Page): Promise<Locator> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('combobox', { name: 'Search collateral' }).filter({ visible: true });
}

const results = (page: Page) => page.locator('.library-results article[data-file-id]');
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search documents' });

test('the library opens with its banner, counts, Start Here, pinned replays and manifests', async ({
  page,
}) => {
  await openLibrary(page);
  await expect(
    page.getByText('INTERNAL USE ONLY - CONFIDENTIAL - NOT FOR DISTRIBUTION', { exact: true }),
  ).toBeVisible();
  const stats = page.locator('.library-stats');
  await expect(stats.locator('.stat').filter({ hasText: 'Files' }).locator('dd')).toHaveText(
    String(catalogue.length),
  );
  await expect(stats.locator('.stat').filter({ hasText: 'Categories' }).locator('dd')).toHaveText(
    String(new Set(catalogue.map((f) => f.category)).size),
  );
  await expect(stats.locator('.stat').filter({ hasText: 'Tags' }).locator('dd')).toHaveText(
    String(new Set(catalogue.flatMap((f) => f.tags)).size + 1),
  );
  if (!isPhone(page)) await expect(searchField(page)).toBeFocused();

  const startHere = page.locator('section.start-here');
  await expect(startHere.getByRole('heading', { level: 2, name: 'Start Here' })).toBeVisible();
  const featured = catalogue.filter((file) => file.featured).slice(0, 6);
  await expect(startHere.locator('article')).toHaveCount(featured.length);
  for (const file of featured)
    await expect(startHere.getByRole('heading', { name: file.title })).toBeVisible();
  await expect(startHere.locator('.quick-searches').getByRole('button')).toHaveText([
    'Calm Deck',
    'ROI Toolkit',
    'Pilot Plan',
    'Battlecards',
  ]);

  const replays = page.locator('section.replay-examples li');
  await expect(replays).toHaveCount(5);
  for (const [index, id] of [
    'systemic-stress',
    'volatility-spike',
    'stress',
    'turning',
    'calm',
  ].entries()) {
    const view = replays.nth(index).getByRole('link', { name: /^View/ });
    const publicPage = replays.nth(index).getByRole('link', { name: /^Public Page/ });
    await expect(view).toHaveAttribute('href', `/screenshots/${id}.svg`);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(publicPage).toHaveAttribute('href', `/market-state-detector#${id}`);
    await expect(publicPage).toHaveAttribute('target', '_blank');
  }

  const sidebar = await openFilters(page);
  const manifests = catalogue
    .filter((file) => file.sourceRelativePath.startsWith('manifests/'))
    .map((file) => file.sourceRelativePath.replace('manifests/', ''));
  expect(manifests.length).toBeGreaterThan(0);
  await expect(sidebar.locator('.manifest-list button')).toHaveText(
    [...manifests].sort().map((name) => `View ${name}`),
  );
  await expect(sidebar.getByLabel(REPLAY_TAG)).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'All Documents' })).toBeVisible();
  await expect(page.locator('.doc-group-title')).toHaveCount(
    new Set(catalogue.map((f) => f.category)).size,
  );
  await expect(results(page)).toHaveCount(catalogue.length);
});

test(
  'search, category, tags and sort live in the URL and survive a reload',
  ONE_SIZE,
  async ({ page }) => {
    await openLibrary(page);
    await searchField(page).fill('pilot');
    await expect(page).toHaveURL(/[?&]q=pilot(&|$)/);
    const bySearch = matching('pilot');
    await expect(page.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(
      `Found ${bySearch.length} results`,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: `${bySearch.length} Results` }),
    ).toBeVisible();
    await expect(page.locator('section.start-here')).toHaveCount(0);
    await expect(results(page)).toHaveCount(bySearch.length);

    const sidebar = await openFilters(page);
    await sidebar.getByRole('radio', { name: 'Sales' }).check();
    await expect(page).toHaveURL(/category=Sales/);
    await sidebar.getByRole('checkbox', { name: /^AE/ }).check();
    await expect(page).toHaveURL(/tags=AE/);
    await sidebar.getByLabel('Sort By').selectOption({ label: 'Title A-Z' });
    await expect(page).toHaveURL(/sort=title/);

    const expected = matching(
      'pilot',
      (file) => file.category === 'Sales' && file.tags.includes('AE'),
    ).sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
    expect(expected.length).toBeGreaterThan(1);
    await expect(results(page).locator('.doc-card-title')).toHaveText(
      expected.map((file) => file.title),
    );

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: `${expected.length} Results` }),
    ).toBeVisible();
    await expect(searchField(page)).toHaveValue('pilot');
    const reloaded = await openFilters(page);
    await expect(reloaded.getByRole('radio', { name: 'Sales' })).toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: /^AE/ })).toBeChecked();
    await expect(reloaded.getByLabel('Sort By')).toHaveValue('title');
    await expect(results(page).locator('.doc-card-title')).toHaveText(
      expected.map((file) => file.title),
    );

    // Chips remove one filter each; Clear all keeps only the sort order.
    await page.getByRole('button', { name: /^Tag: AE/ }).click();
    await expect(page).not.toHaveURL(/tags=/);
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect(page).toHaveURL(/\/internal\/msd\/docs\?sort=title$/);
    await expect(searchField(page)).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: 'All Documents' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Start Here' })).toBeVisible();
  },
);

test(
  'Start Here shows only without search, category or tag; Replay Examples never filters',
  ONE_SIZE,
  async ({ page }) => {
    await openLibrary(page, '?category=Technical%20Specs');
    await expect(page.getByRole('heading', { name: 'Start Here' })).toHaveCount(0);
    await expect(results(page)).toHaveCount(
      catalogue.filter((file) => file.category === 'Technical Specs').length,
    );

    await page.goto(`${LIBRARY}?tags=${encodeURIComponent(REPLAY_TAG)}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `${catalogue.length} Results` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start Here' })).toHaveCount(0);
    await expect(page.locator('section.replay-examples li').first()).toBeVisible();

    await page.goto(`${LIBRARY}?sort=category`);
    await expect(page.getByRole('heading', { level: 2, name: 'Start Here' })).toBeVisible();
    await page.locator('section.start-here').getByRole('button', { name: 'Battlecards' }).click();
    await expect(page).toHaveURL(/q=Battlecards/);
    await expect(searchField(page)).toHaveValue('Battlecards');
    await expect(results(page)).toHaveCount(matching('Battlecards').length);
    await expect(page.getByRole('heading', { name: 'Start Here' })).toHaveCount(0);
  },
);

test('a search that matches nothing says so and Clear all recovers', ONE_SIZE, async ({ page }) => {
  await openLibrary(page, '?q=zzqxv-no-such-thing');
  await expect(page.getByText('No documents match your filters')).toBeVisible();
  await expect(page.getByText(/adjust or clear the category and tag filters/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '0 Results' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All Documents' })).toBeVisible();
  await expect(results(page)).toHaveCount(catalogue.length);
});

test("a document's link: copied (or shared on a phone) from its card, it opens the library at that document", async ({
  page,
  context,
  baseURL,
}) => {
  // The phone's share sheet, recorded: headless Chromium on Linux has none of its own.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared ??= [];
        (window as unknown as { shared: ShareData[] }).shared.push(data);
      },
    });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const file = catalogue.find((candidate) => candidate.category === 'Technical Specs')!;
  await openLibrary(page, `?q=${encodeURIComponent(file.title)}`);
  const card = results(page).filter({ has: page.getByRole('heading', { name: file.title }) });
  const expected = `${baseURL}${LIBRARY}?doc=${encodeURIComponent(file.id)}`;
  let link: string;
  if (isPhone(page)) {
    // A touch screen that can share gets Share alone: the sheet offers copying too.
    await expect(card.getByRole('button', { name: `Copy link to ${file.title}` })).toHaveCount(0);
    await card.getByRole('button', { name: `Share to ${file.title}` }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([{ title: file.title, url: expected }]);
    link = expected;
  } else {
    await expect(card.getByRole('button', { name: `Share to ${file.title}` })).toHaveCount(0);
    await card.getByRole('button', { name: `Copy link to ${file.title}` }).click();
    await expect(card.getByRole('status')).toHaveText('Link copied.');
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(expected);
  }

  // Whatever filters the colleague had, the linked document comes first.
  await page.goto(link);
  const linked = page.locator('section.linked-doc');
  await expect(linked.getByRole('heading', { level: 2, name: 'Linked document' })).toBeVisible();
  await expect(linked.locator('article[data-file-id]')).toHaveAttribute('data-file-id', file.id);
  await expect(linked.getByRole('heading', { level: 3, name: file.title })).toBeVisible();
  await expect(results(page)).toHaveCount(catalogue.length);
  await linked.getByRole('button', { name: 'Show the whole library' }).click();
  await expect(page).toHaveURL(`${baseURL}${LIBRARY}`);
  await expect(linked).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Collateral Library' })).toBeFocused();

  // A search leaves the link behind; a link to a document this device lacks says so.
  await page.goto(`${LIBRARY}?doc=${encodeURIComponent(file.id)}`);
  await expect(linked).toBeVisible();
  await searchField(page).fill('deck');
  await expect(page).toHaveURL(/q=deck/);
  await expect(page).not.toHaveURL(/doc=/);
  await expect(linked).toHaveCount(0);
  await page.goto(`${LIBRARY}?doc=no-such-document`);
  await expect(linked.getByRole('status')).toHaveText(
    'The linked document is not in the library on this device. It may have been removed, or published after this device last updated: when online, choose Refresh.',
  );
});

test(
  'Search inside documents finds words in the files, shows where, and lives in the URL',
  ONE_SIZE,
  async ({ page }) => {
    const phrase = 'win rates are not tracked';
    const searchable = catalogue.filter(
      (file) =>
        ['Markdown', 'Text', 'HTML'].includes(file.fileType) ||
        file.mimeType.startsWith('text/csv'),
    );
    const containing = searchable.filter((file) =>
      file.bytes.toString('utf8').toLowerCase().includes(phrase),
    );
    expect(containing.map((file) => file.id)).toEqual(['sales/battlecards']);
    expect(matching(phrase)).toEqual([]);

    await openLibrary(page, `?q=${encodeURIComponent(phrase)}`);
    await expect(page.getByRole('heading', { level: 2, name: '0 Results' })).toBeVisible();
    const toggle = page.getByRole('checkbox', { name: 'Search inside documents' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page).toHaveURL(/[?&]inside=1(&|$)/);
    await expect(
      page.getByText(`Searching the text of ${searchable.length} documents.`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1 Result' })).toBeVisible();
    const card = page.locator('[data-file-id="sales/battlecards"]');
    await expect(card.locator('.doc-card-snippet')).toContainText('In the document:');
    await expect(card.locator('.doc-card-snippet mark')).toHaveText('Win rates are not tracked');

    // A metadata match still shows, without a snippet when the text does not contain the query.
    await page.getByLabel('Search documents', { exact: true }).fill('battlecards');
    await page.getByLabel('Search documents', { exact: true }).press('Enter');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `${new Set([...matching('battlecards'), ...searchable.filter((f) => f.bytes.toString('utf8').toLowerCase().includes('battlecards'))]).size} Results`,
      }),
    ).toBeVisible();

    await toggle.uncheck();
    await expect(page).not.toHaveURL(/inside=1/);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `${matching('battlecards').length} ${matching('battlecards').length === 1 ? 'Result' : 'Results'}`,
      }),
    ).toBeVisible();
    await expect(page.locator('.doc-card-snippet')).toHaveCount(0);
  },
);

test('header search: type, arrow keys, Enter opens the file in a new tab, Escape clears', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await openLibrary(page);
  const box = await headerSearchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Search collateral...');
  await box.click();
  await box.pressSequentially('batlecards');
  const panel = page.locator('.header-search-panel').filter({ visible: true });
  await expect(panel.getByRole('status')).toHaveText(/^\d+ results? found$/);
  const options = panel.getByRole('option');
  await expect(options.first()).toContainText('Competitive Battlecards');
  expect(await options.count()).toBeLessThanOrEqual(8);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first().locator('.badge')).toHaveText(['Sales', 'Markdown']);

  // Arrows move the highlight; a new query puts it back on the first result.
  await box.fill('pilot');
  await expect(panel.getByRole('status')).toHaveText('8 results found');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.pressSequentially(' kickoff');
  await expect(options.first()).toContainText('Pilot Kickoff Agenda');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  const popupPromise = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  await popup.waitForURL(/^blob:/);
  await expect(popup).toHaveTitle('Pilot Kickoff Agenda');
  await expect(popup.locator('main')).toContainText(/\S/);

  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(panel).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Enter straight after typing, before the answer is shown, opens that query's best match.
  await box.fill('battlecards');
  const quickPopup = context.waitForEvent('page');
  await box.press('Enter');
  const quick = await quickPopup;
  await quick.waitForURL(/^blob:/);
  await expect(quick).toHaveTitle('Competitive Battlecards');
  await quick.close();
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('qqzzxxv');
  await expect(page.getByText('No results found for "qqzzxxv"')).toBeVisible();
  await expect(page.getByText('Try different keywords or check spelling')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).filter({ visible: true }).click();
  await expect(box).toHaveValue('');
});

/** Stubs window.open so every View lands in a list of URLs instead of a real tab. */
async function captureViews(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = () =>
      ({
        opener: null,
        document: document.implementation.createHTMLDocument(''),
        location: { replace: (url: string) => opened.push(url) },
        close: () => undefined,
      }) as unknown as Window;
  });
}

test.describe('every file', () => {
  // The app's CSP (connect-src 'self') rightly keeps pages from fetching blob: URLs; this test
  // needs to read the bytes behind each link, so only here the browser ignores the policy.
  test.use({ bypassCSP: true });

  test(
    'every file in the catalogue views and downloads with its own name and bytes',
    ONE_SIZE,
    async ({ page }) => {
      test.setTimeout(120_000);
      await openLibrary(page);
      const cards = results(page);
      await expect(cards).toHaveCount(catalogue.length);

      // Downloads: prepare every link (focus does), then hash what each blob URL holds.
      const downloads = await page.evaluate(async () => {
        const links = Array.from(
          document.querySelectorAll<HTMLAnchorElement>(
            '.library-results article[data-file-id] a[download]',
          ),
        );
        for (const link of links) link.focus();
        const deadline = Date.now() + 60_000;
        while (links.some((link) => !link.href.startsWith('blob:')) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        return Promise.all(
          links.map(async (link) => {
            const card = link.closest('article')!;
            const bytes = await (await fetch(link.href)).arrayBuffer();
            const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
              .map((b) => b.toString(16).padStart(2, '0'))
              .join('');
            return {
              id: card.dataset.fileId!,
              declared: card.dataset.sha256!,
              name: link.getAttribute('download'),
              href: link.href,
              sha256: digest,
              size: bytes.byteLength,
            };
          }),
        );
      });
      expect(downloads).toHaveLength(catalogue.length);
      const byId = new Map(downloads.map((entry) => [entry.id, entry]));
      for (const file of catalogue) {
        const entry = byId.get(file.id);
        expect(entry, file.id).toBeDefined();
        expect(entry!.href, file.id).toMatch(/^blob:/);
        expect(entry!.name, file.id).toBe(file.fileName);
        expect(entry!.sha256, file.id).toBe(file.sha256);
        expect(entry!.declared, file.id).toBe(file.sha256);
        expect(entry!.size, file.id).toBe(file.size);
      }

      // A real click on a prepared link is a native download under the file's own name.
      const firstId = await cards.first().getAttribute('data-file-id');
      const downloadPromise = page.waitForEvent('download');
      await cards
        .first()
        .getByRole('link', { name: /^Download/ })
        .click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(
        catalogue.find((file) => file.id === firstId)!.fileName,
      );

      // Views: every View produces a page (or the PDF itself) holding the file.
      await captureViews(page);
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLButtonElement>(
            '.library-results article[data-file-id] .doc-card-actions button',
          )
          .forEach((button) => button.click()),
      );
      await expect
        .poll(
          () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length),
          { timeout: 60_000 },
        )
        .toBe(catalogue.length);
      const views = await page.evaluate(async () => {
        const opened = (window as unknown as { __opened: string[] }).__opened;
        return Promise.all(
          opened.map(async (url) => {
            const response = await fetch(url);
            const blob = await response.blob();
            const bytes = await blob.arrayBuffer();
            const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
              .map((b) => b.toString(16).padStart(2, '0'))
              .join('');
            return {
              url,
              type: blob.type,
              sha256: digest,
              text: blob.type.startsWith('text/html') ? await blob.text() : '',
            };
          }),
        );
      });
      await expect(page.locator('.doc-card-error')).toHaveCount(0);
      const escape = (text: string) =>
        text
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#39;');
      const pdfs = catalogue.filter((file) => file.fileType === 'PDF');
      for (const file of pdfs)
        expect(
          views.some((view) => view.sha256 === file.sha256 && view.type === 'application/pdf'),
          file.id,
        ).toBe(true);
      for (const file of catalogue.filter((f) => f.fileType !== 'PDF' && f.fileType !== 'HTML')) {
        expect(
          views.some((view) => view.text.includes(`<title>${escape(file.title)}</title>`)),
          file.id,
        ).toBe(true);
      }
      // HTML files are shown byte for byte in a sandboxed frame, behind the viewer policy and the
      // <base> that makes site paths work.
      const unescape = (text: string) =>
        text
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
      for (const file of catalogue.filter((f) => f.fileType === 'HTML')) {
        const written = file.bytes.toString('utf8');
        expect(
          views.some((view) => {
            const frame =
              /<iframe class="html-frame" sandbox="allow-same-origin" title="[^"]*" srcdoc="([^"]*)">/.exec(
                view.text,
              );
            return (
              !!frame &&
              unescape(frame[1]!).replace(
                /<meta http-equiv="Content-Security-Policy" content="[^"]*"><base href="[^"]*">/,
                '',
              ) === written
            );
          }),
          file.id,
        ).toBe(true);
      }
    },
  );
});

/** Opens one file's View in a real new tab and returns that tab once it shows the file. */
async function viewInRealTab(page: Page, context: BrowserContext, title: string): Promise<Page> {
  const card = results(page).filter({
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  const popupPromise = context.waitForEvent('page');
  await card.getByRole('button', { name: /^View/ }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^blob:/);
  await popup.waitForLoadState();
  return popup;
}

test(
  'View opens Markdown rendered, images and HTML pages readable in a new tab',
  ONE_SIZE,
  async ({ page, context }) => {
    test.setTimeout(60_000);
    await openLibrary(page);
    const markdown = catalogue.find((file) => file.id === 'sales/battlecards')!;
    const tab = await viewInRealTab(page, context, markdown.title);
    await expect(tab).toHaveTitle(markdown.title);
    await expect(tab.locator('main h1, main h2').first()).toBeVisible();
    await expect(tab.locator('main table').first()).toBeVisible();
    await expect(tab.getByText('---')).toHaveCount(0);
    await expect(tab.getByRole('link', { name: `Download ${markdown.fileName}` })).toHaveAttribute(
      'download',
      markdown.fileName,
    );
    await tab.close();

    const image = catalogue.find((file) => file.fileType === 'Image')!;
    const imageTab = await viewInRealTab(page, context, image.title);
    await expect
      .poll(() =>
        imageTab
          .locator('main img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await imageTab.close();

    const html = catalogue.find((file) => file.id === 'web-resources/replay-examples')!;
    const htmlTab = await viewInRealTab(page, context, html.title);
    const htmlFrame = htmlTab.frameLocator('iframe.html-frame');
    await expect(
      htmlFrame.getByRole('heading', { level: 1, name: 'Replay Examples' }),
    ).toBeVisible();
    // Site paths resolve against the portal's origin, so the screenshots load inside the frame.
    await expect
      .poll(() =>
        htmlFrame
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await htmlTab.close();
  },
);

// Its subject is the service worker and the portal pack, not the screen: the filters and the header
// search at both sizes are the online tests' subject.
test.describe('with the service worker', ONE_SIZE, () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline: search, filters, header search, View and Download all work with the network cut', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto(LIBRARY);
    await waitForHydration(page);
    await waitForServiceWorker(page);
    // The portal pack downloads after the first unlock (decision 0015); then the network goes.
    await unlockPortal(page);
    await expect(page.locator('[data-pack-status="ready"]')).toBeVisible({ timeout: 30_000 });
    await cutNetwork(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Collateral Library' })).toBeVisible();
    await expect(results(page)).toHaveCount(catalogue.length);

    await searchField(page).fill('calm');
    await expect(results(page)).toHaveCount(matching('calm').length);
    const sidebar = await openFilters(page);
    await sidebar.getByRole('radio', { name: 'Marketing' }).check();
    await expect(results(page)).toHaveCount(
      matching('calm', (file) => file.category === 'Marketing').length,
    );
    await page.reload();
    await expect(page).toHaveURL(/q=calm&category=Marketing/);
    await expect(results(page)).toHaveCount(
      matching('calm', (file) => file.category === 'Marketing').length,
    );

    const deck = catalogue.find((file) => file.id === 'marketing/calm-deck')!;
    const card = results(page).filter({
      has: page.getByRole('heading', { name: deck.title, exact: true }),
    });
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('link', { name: /^Download/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(deck.fileName);

    const markdown = results(page)
      .filter({ has: page.locator('.doc-card-meta', { hasText: 'Markdown' }) })
      .first();
    const title = (await markdown.locator('.doc-card-title').textContent())!;
    const tab = await viewInRealTab(page, context, title);
    await expect(tab).toHaveTitle(title);
    await tab.close();

    const box = await headerSearchBox(page);
    await box.click();
    await box.pressSequentially('roi toolkit');
    await expect(
      page.locator('.header-search-panel').filter({ visible: true }).getByRole('option').first(),
    ).toContainText('ROI Toolkit');
  });
});

// Two tests, so the full library's pass (every card) and the three smaller ones each have their
// own time and can run side by side: together they outran 90 s on a loaded machine.
test('axe finds nothing serious: the full library', ONE_SIZE, async ({ page }) => {
  test.setTimeout(90_000);
  await openLibrary(page);
  await expect(results(page)).toHaveCount(catalogue.length);
  // Results dim while a search recomputes; the check is of the settled list.
  await expect(page.locator('.library-results-body.is-stale')).toHaveCount(0);
  expect(await seriousViolations(page), 'library').toEqual([]);
});

test(
  'axe finds nothing serious: filtered with the filters open, header search open',
  ONE_SIZE,
  async ({ page }) => {
    test.setTimeout(90_000);
    await openLibrary(page, `?q=pilot&tags=AE,${encodeURIComponent(REPLAY_TAG)}`);
    await openFilters(page);
    await expect(page.getByRole('button', { name: /^Tag: AE/ })).toBeVisible();
    expect(await seriousViolations(page), 'filtered').toEqual([]);

    const box = await headerSearchBox(page);
    await box.click();
    await box.pressSequentially('demo');
    await expect(
      page.locator('.header-search-panel').filter({ visible: true }).getByRole('option').first(),
    ).toBeVisible();
    expect(await seriousViolations(page), 'header search').toEqual([]);
    await box.fill('qqzzxxv');
    await expect(page.getByText('No results found for "qqzzxxv"')).toBeVisible();
    expect(await seriousViolations(page), 'header search, no results').toEqual([]);
  },
);

test('on a laptop the header shows the search box itself, its placeholder and a query readable without focus', async ({
  page,
}) => {
  test.skip(isPhone(page), 'the phone header keeps search in its menu');
  await openLibrary(page);
  for (const width of [1100, 1280, 1366]) {
    await page.setViewportSize({ width, height: 768 });
    const box = page
      .locator('.portal-search-slot')
      .getByRole('combobox', { name: 'Search collateral' });
    await expect(box, `${width}px`).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', 'Search collateral...');
    // Nothing in the bar is pushed out of it.
    const overflow = await page.locator('.portal-header .header-inner').evaluate((bar) => {
      const inner = bar.getBoundingClientRect();
      const contentRight = inner.right - parseFloat(getComputedStyle(bar).paddingRight);
      const rightmost = Math.max(
        ...Array.from(bar.children).map((child) => child.getBoundingClientRect().right),
      );
      return rightmost - contentRight;
    });
    expect(overflow, `${width}px header overflow`).toBeLessThanOrEqual(0.5);

    /** How much of the text fits between the field's paddings, without focus. */
    const fit = (text: 'placeholder' | 'value') =>
      box.evaluate((input: HTMLInputElement, which) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const alpha = (colour: string) =>
          colour.startsWith('rgba') ? Number(colour.split(',')[3]!.replace(')', '')) : 1;
        return {
          spare:
            room -
            context.measureText(which === 'placeholder' ? input.placeholder : input.value).width,
          textAlpha: alpha(style.color),
          placeholderAlpha: alpha(getComputedStyle(input, '::placeholder').color),
        };
      }, text);
    const empty = await fit('placeholder');
    expect(empty.spare, `${width}px placeholder fits`).toBeGreaterThanOrEqual(0);
    expect(empty.placeholderAlpha).toBeGreaterThan(0);

    await box.fill('pilot plan');
    await box.blur(); // focus leaves the field
    await expect(box).not.toBeFocused();
    await expect(box).toHaveValue('pilot plan');
    const typed = await fit('value');
    expect(typed.spare, `${width}px query fits`).toBeGreaterThanOrEqual(0);
    expect(typed.textAlpha).toBe(1);
    await box.fill('');
  }
});
