/**
 * Every route of the site, declared once. The router, the portal's page map, both navigations,
 * the prerender list, sitemap.xml, robots.txt, the Worker's 404s and noindex headers and the
 * service worker's staff routing are all derived from this table (src/shared/routes.ts and
 * scripts/route-modules.ts); `src/shared/route-table.test.ts` fails when one of them disagrees.
 *
 * Plain data with no imports, so the Worker, the service worker and the build scripts load it too.
 * The browser never imports it whole: the build hands each part of the app only the columns it
 * needs (scripts/route-modules.ts), which keeps the first view's bytes where they were.
 *
 * To add a route, add one entry where it belongs in the order below (order is navigation order).
 */

/**
 * public: the site's header and footer; prerendered with its content.
 * portal: behind the staff password; its document holds only the portal's locked frame.
 * standalone: its own frame, client-rendered (the lead inbox, signed in with the admin token).
 */
export type RouteLayout = 'public' | 'portal' | 'standalone';

/** The page component: its module under src/pages and the name it exports, 'public/about#AboutPage'. */
export type PageRef = `${'public' | 'portal' | 'admin'}/${string}#${string}`;

export interface RouteEntry {
  /** The URL ('*' is the not-found page, served for every unknown path). */
  readonly path: string;
  /** Other URLs that show the same page; a public alias gets its own document, canonical to `path`. */
  readonly aliases?: readonly string[];
  readonly page: PageRef;
  readonly layout: RouteLayout;
  /** Written to its own HTML document at build time. */
  readonly prerender: boolean;
  /** Listed in sitemap.xml. */
  readonly sitemap: boolean;
  /** 'disallow': a staff page; robots.txt keeps crawlers out and every response says noindex. */
  readonly robots: 'allow' | 'disallow';
  readonly nav?: RouteNav;
}

export interface RouteNav {
  /** Links in the public header, in this order ('hash' links to a section of the page). */
  readonly header?: readonly { readonly label: string; readonly hash?: string }[];
  /** A top-level link in the portal header; `menu` makes it the Market State Detector dropdown. */
  readonly portal?: { readonly label: string; readonly menu?: true };
  /** A link in the portal header's Market State Detector dropdown. */
  readonly portalMenu?: string;
  /** Linked from the portal hub (whose cards live in the encrypted vault; the vault build checks them). */
  readonly hub?: true;
}

type Entry<P extends string, E extends Partial<RouteEntry>> = Omit<RouteEntry, keyof E> & E & { readonly path: P };

const publicPage = <const P extends string, const E extends Partial<RouteEntry> = Record<never, never>>(path: P, page: PageRef, extra?: E) =>
  ({ layout: 'public', prerender: true, sitemap: true, robots: 'allow', ...extra, path, page }) as Entry<P, E>;

const portalPage = <const P extends string, const E extends Partial<RouteEntry> = Record<never, never>>(path: P, page: PageRef, extra?: E) =>
  ({ layout: 'portal', prerender: true, sitemap: false, robots: 'disallow', ...extra, path, page }) as Entry<P, E>;

/** Destinations the spec links to without describing: honest "not available yet" pages from the vault. */
const PENDING: PageRef = 'portal/pending-page#PendingPage';

export const routeTable = [
  publicPage('/', 'public/home#HomePage', { nav: { header: [{ label: 'Home' }] } }),
  publicPage('/market-state-detector', 'public/market-state-detector#MarketStateDetectorPage', {
    nav: {
      header: [
        { label: 'Products' },
        { label: 'Pricing', hash: 'pricing' },
        { label: 'Methodology', hash: 'methodology' },
        { label: 'Signal History', hash: 'advance-alerts' },
      ],
    },
  }),
  publicPage('/data-in-action', 'public/data-in-action#DataInActionPage'),
  publicPage('/about', 'public/about#AboutPage', { nav: { header: [{ label: 'About' }] } }),
  publicPage('/contact', 'public/contact#ContactPage', { nav: { header: [{ label: 'Contact' }] } }),
  publicPage('/licensing', 'public/licensing#LicensingPage'),
  publicPage('/resources', 'public/resources#ResourcesPage'),
  publicPage('/solutions', 'public/solutions#SolutionsPage', { aliases: ['/prelumina', '/pdi'] }),
  publicPage('/future-products', 'public/future-products#FutureProductsPage', { aliases: ['/future-innovation'] }),
  publicPage('/scientific-foundation', 'public/scientific-foundation#ScientificFoundationPage', {
    aliases: ['/science-validation'],
  }),
  publicPage('/research', 'public/research#ResearchPage'),
  publicPage('/industries/finance', 'public/industry-finance#FinanceIndustryPage'),
  publicPage('/industries/agriculture', 'public/industry-agriculture#AgricultureIndustryPage'),
  publicPage('/industries/logistics', 'public/industry-logistics#LogisticsIndustryPage'),
  publicPage('/industries/healthcare', 'public/industry-healthcare#HealthcareIndustryPage'),
  publicPage('/industries/more', 'public/industries-index#IndustriesIndexPage'),
  // Diagnostics: prerendered, but not for search engines' lists.
  publicPage('/image-test', 'public/image-test#ImageTestPage', { sitemap: false }),
  // The 404 page: prerendered once as the shell (SHELL_FILE) rather than under a URL of its own.
  publicPage('*', 'public/not-found#NotFoundPage', { prerender: false, sitemap: false }),

  portalPage('/internal/portal', 'portal/hub#PortalHubPage', { nav: { portal: { label: 'Portal Home' } } }),
  portalPage('/internal/msd/flow', 'portal/flow#GuidedFlowPage', { nav: { portalMenu: 'Guided Flow Map', hub: true } }),
  portalPage('/internal/msd/playbook', 'portal/playbook#PlaybookPage', { nav: { portalMenu: 'Sales Playbook', hub: true } }),
  portalPage('/internal/msd/docs', 'portal/library#LibraryPage', { nav: { portalMenu: 'Collateral Library', hub: true } }),
  portalPage('/internal/msd/training', 'portal/training#TrainingPage', { nav: { portalMenu: 'Training Modules', hub: true } }),
  portalPage('/internal/msd/roi', 'portal/msd-roi#MsdRoiPage', { nav: { portalMenu: 'ROI Calculator', hub: true } }),
  portalPage('/internal/msd/suite', 'portal/msd-suite#MsdSuitePage', {
    aliases: ['/internal/financial-suite', '/internal/finance/suite'],
    nav: { portal: { label: 'Market State Detector', menu: true }, portalMenu: 'Product Overview', hub: true },
  }),
  portalPage('/internal/msp/data', 'portal/msp-data#MspDataPage', { nav: { portal: { label: 'MSP Raw Data' }, hub: true } }),
  portalPage('/internal/grid/overview', 'portal/grid-overview#GridOverviewPage'),
  portalPage('/internal/aerospace/overview', 'portal/aerospace-overview#AerospaceOverviewPage'),
  portalPage('/internal/geo-social/status', 'portal/geo-social-status#GeoSocialStatusPage'),
  portalPage('/internal/civil-unrest-suite', 'portal/civil-unrest-suite#CivilUnrestSuitePage'),
  portalPage('/internal/financial-roi', 'portal/financial-roi#FinancialRoiPage', { aliases: ['/internal/finance/roi'] }),
  portalPage('/internal/financial-pilot', 'portal/pilot-start#PilotStartPage'),
  portalPage('/internal/civil-unrest-calculator', PENDING),
  portalPage('/internal/civil-unrest-pilot', PENDING),
  portalPage('/internal/civil-unrest-api', PENDING),
  portalPage('/internal/grid/use-cases', PENDING),
  portalPage('/internal/aerospace/radiation', PENDING),

  // The lead inbox: online only, never precached (decision 0009); its document is only its head.
  portalPage('/admin/leads', 'admin/lead-inbox#LeadInboxPage', { layout: 'standalone' }),

  portalPage('/employee-onboarding', 'portal/onboarding#EmployeeOnboardingPage'),
  portalPage('/apis', PENDING),
] as const satisfies readonly RouteEntry[];

type Declared = (typeof routeTable)[number];
type AliasesOf<R> = R extends { aliases: readonly (infer A)[] } ? A : never;
/** Every URL the app answers with a page of its own (paths and aliases; not the 404 route). */
export type RoutedPath = Exclude<Declared['path'], '*'> | AliasesOf<Declared>;
