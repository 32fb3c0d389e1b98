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
 * standalone: the staff frame, client-rendered, signed in as a person (lead inbox, people, audit log).
 */
export type RouteLayout = 'public' | 'portal' | 'standalone';

/** The page component: its module under src/pages and the name it exports, 'public/about#AboutPage'. */
export type PageRef = `${'public' | 'portal' | 'admin'}/${string}#${string}`;

export interface RouteEntry {
  /** The URL ('*' is the not-found page, served for every unknown path). */
  readonly path: string;
  /**
   * The name the app links to it by (`paths.about`, src/shared/paths.ts); only routes something
   * links to have one.
   */
  readonly name?: string;
  /**
   * Other URLs that show the same page; a public alias gets its own document, canonical to `path`.
   * An alias the app links to by name is written `{ path, name }`.
   */
  readonly aliases?: readonly (string | NamedAlias)[];
  readonly page: PageRef;
  readonly layout: RouteLayout;
  /**
   * The document's title ('<title> | Market State Detector'; the home page's is the brand's) and
   * meta description: every public page has both, the lead inbox a title. A staff document's
   * head is the portal's access screen; inside the portal each page titles itself from the vault.
   */
  readonly title?: string;
  readonly description?: string;
  /**
   * Written to its own HTML document at build time (a staff or admin page always is: its document
   * is the portal's locked frame or the inbox's head; the route-table test holds them to true).
   */
  readonly prerender: boolean;
  /** Listed in sitemap.xml. */
  readonly sitemap: boolean;
  /** 'disallow': a staff page; robots.txt keeps crawlers out and every response says noindex. */
  readonly robots: 'allow' | 'disallow';
  readonly nav?: RouteNav;
}

export interface NamedAlias {
  readonly path: string;
  readonly name: string;
}

/** A route's aliases as URLs. */
export const aliasPaths = (route: RouteEntry): string[] =>
  (route.aliases ?? []).map((alias) => (typeof alias === 'string' ? alias : alias.path));

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

type Entry<P extends string, E extends Partial<RouteEntry>> = Omit<RouteEntry, keyof E> &
  E & { readonly path: P };

type Described = Partial<RouteEntry> & { readonly title: string; readonly description: string };

const publicPage = <const P extends string, const E extends Described>(
  path: P,
  page: PageRef,
  extra: E,
) =>
  ({
    layout: 'public',
    prerender: true,
    sitemap: true,
    robots: 'allow',
    ...extra,
    path,
    page,
  }) as Entry<P, E>;

const portalPage = <
  const P extends string,
  const E extends Partial<RouteEntry> = Record<never, never>,
>(
  path: P,
  page: PageRef,
  extra?: E,
) =>
  ({
    layout: 'portal',
    prerender: true,
    sitemap: false,
    robots: 'disallow',
    ...extra,
    path,
    page,
  }) as Entry<P, E>;

/** Destinations the spec links to without describing: honest "not available yet" pages from the vault. */
const PENDING: PageRef = 'portal/pending-page#PendingPage';

export const routeTable = [
  publicPage('/', 'public/home#HomePage', {
    name: 'home',
    title: 'Market State Detector',
    description:
      'Daily pre-market classification of market stress from environmental and alternative data. Rules-based, back-tested 2012-2024, audit-ready. Research only.',
    nav: { header: [{ label: 'Home' }] },
  }),
  publicPage('/market-state-detector', 'public/market-state-detector#MarketStateDetectorPage', {
    name: 'msd',
    title: 'Product Overview, Evidence and Pricing',
    description:
      'Rules-based daily pre-market classification of market stress, back-tested 2012-2024: five market states, historical evidence, methodology and pilot pricing.',
    nav: {
      header: [
        { label: 'Products' },
        { label: 'Pricing', hash: 'pricing' },
        { label: 'Methodology', hash: 'methodology' },
        { label: 'Signal History', hash: 'advance-alerts' },
      ],
    },
  }),
  publicPage('/data-in-action', 'public/data-in-action#DataInActionPage', {
    name: 'dataInAction',
    title: 'Data In Action',
    description:
      'Replay the Market State Detector’s historical classifications on an interactive chart: every Systemic Stress, Volatility Spike, Stress, Turning and Calm state from the 2012-2024 back-test.',
  }),
  publicPage('/about', 'public/about#AboutPage', {
    name: 'about',
    title: 'About Meridian Field Research',
    description:
      'Meridian Field Research turns environmental correlation research into rules-based, auditable signals for institutions. Our approach, validation and founder.',
    nav: { header: [{ label: 'About' }] },
  }),
  publicPage('/contact', 'public/contact#ContactPage', {
    name: 'contact',
    title: 'Contact',
    description:
      'Contact Meridian Field Research about the Market State Detector, data licensing, research collaboration or media inquiries.',
    nav: { header: [{ label: 'Contact' }] },
  }),
  publicPage('/licensing', 'public/licensing#LicensingPage', {
    name: 'licensing',
    title: 'Data Licensing',
    description:
      'License the classification history, the five platform indices and broader 1990-2024 correlations: Tier 3 Commercial License or Tier 4 Strategic Partnership.',
  }),
  publicPage('/resources', 'public/resources#ResourcesPage', {
    name: 'resources',
    title: 'Resources',
    description:
      'Whitepapers, case studies, research briefs and industry reports on environmental signals and market-state classification, plus research collaboration and updates.',
  }),
  publicPage('/solutions', 'public/solutions#SolutionsPage', {
    name: 'solutions',
    title: 'Signal Platform',
    description:
      'Five environmental indices and a composite Systemic Risk Index: the research platform behind the Market State Detector. Historical back-tests 2012-2024.',
    aliases: [
      { path: '/prelumina', name: 'prelumina' },
      { path: '/pdi', name: 'pdi' },
    ],
  }),
  publicPage('/future-products', 'public/future-products#FutureProductsPage', {
    name: 'futureProducts',
    title: 'Future Products',
    description:
      'Axion, our alpha-stage research workspace, and five research tracks applying environmental signals beyond financial markets.',
    aliases: ['/future-innovation'],
  }),
  publicPage('/scientific-foundation', 'public/scientific-foundation#ScientificFoundationPage', {
    name: 'scientificFoundation',
    title: 'Scientific Foundation',
    description:
      'The peer-reviewed research linking geomagnetic and solar activity to cardiovascular, neurological and behavioral outcomes, and how we test it against markets.',
    aliases: ['/science-validation'],
  }),
  publicPage('/research', 'public/research#ResearchPage', {
    name: 'research',
    title: 'Research Program',
    description:
      'How Meridian Field Research studies environmental market signals: hypothesis-driven work, fixed and versioned rules, back-tested on 2012-2024 history.',
  }),
  publicPage('/industries/finance', 'public/industry-finance#FinanceIndustryPage', {
    name: 'industriesFinance',
    title: 'Finance and Trading',
    description:
      'Daily pre-market market-state classifications for hedge funds, institutional investors, trading desks and family offices. Back-tested 2012-2024; research only.',
  }),
  publicPage('/industries/agriculture', 'public/industry-agriculture#AgricultureIndustryPage', {
    name: 'industriesAgriculture',
    title: 'Agriculture and Resources',
    description:
      'Environmental timing signals for irrigation, water and resource planning. Pilot study: 15% lower irrigation water use. Research only.',
  }),
  publicPage('/industries/logistics', 'public/industry-logistics#LogisticsIndustryPage', {
    name: 'industriesLogistics',
    title: 'Logistics and Supply Chain',
    description:
      'Disruption-aware routing and fuel planning from geophysical and space-weather data. Pilot study: 9% lower fuel consumption. Research only.',
  }),
  publicPage('/industries/healthcare', 'public/industry-healthcare#HealthcareIndustryPage', {
    name: 'industriesHealthcare',
    title: 'Healthcare and Public Safety',
    description:
      'Exploratory research on environmental stress, population health and public-safety demand, with research partners. Research only; not medical advice.',
  }),
  publicPage('/industries/more', 'public/industries-index#IndustriesIndexPage', {
    name: 'industriesMore',
    title: 'Industry Applications',
    description:
      'Environmental signal applications beyond finance: agriculture and logistics pilots, and applications in development for energy, emergency services, IT and more.',
  }),
  // Diagnostics: prerendered, but not for search engines' lists.
  publicPage('/image-test', 'public/image-test#ImageTestPage', {
    name: 'imageTest',
    title: 'Image Loading Test',
    description:
      'Diagnostics: loads the fallback PNG, JPG and SVG test images through script and reports each result.',
    sitemap: false,
  }),
  // The 404 page: prerendered once as the shell (SHELL_FILE) rather than under a URL of its own.
  publicPage('*', 'public/not-found#NotFoundPage', {
    title: 'Page not found',
    description: 'This page does not exist.',
    prerender: false,
    sitemap: false,
  }),

  portalPage('/internal/portal', 'portal/hub#PortalHubPage', {
    name: 'portal',
    nav: { portal: { label: 'Portal Home' } },
  }),
  portalPage('/internal/msd/flow', 'portal/flow#GuidedFlowPage', {
    nav: { portalMenu: 'Guided Flow Map', hub: true },
  }),
  portalPage('/internal/msd/playbook', 'portal/playbook#PlaybookPage', {
    nav: { portalMenu: 'Sales Playbook', hub: true },
  }),
  portalPage('/internal/msd/docs', 'portal/library#LibraryPage', {
    nav: { portalMenu: 'Collateral Library', hub: true },
  }),
  portalPage('/internal/msd/training', 'portal/training#TrainingPage', {
    nav: { portalMenu: 'Training Modules', hub: true },
  }),
  portalPage('/internal/msd/roi', 'portal/msd-roi#MsdRoiPage', {
    nav: { portalMenu: 'ROI Calculator', hub: true },
  }),
  portalPage('/internal/msd/suite', 'portal/msd-suite#MsdSuitePage', {
    aliases: ['/internal/financial-suite', '/internal/finance/suite'],
    nav: {
      portal: { label: 'Market State Detector', menu: true },
      portalMenu: 'Product Overview',
      hub: true,
    },
  }),
  // The hub links it from its own Team section (src/pages/portal/hub.tsx), not from the vault's cards.
  portalPage('/internal/team', 'portal/team#TeamDashboardPage', {
    name: 'team',
    nav: { portalMenu: 'Team Dashboard' },
  }),
  portalPage('/internal/msp/data', 'portal/msp-data#MspDataPage', {
    nav: { portal: { label: 'MSP Raw Data' }, hub: true },
  }),
  portalPage('/internal/grid/overview', 'portal/grid-overview#GridOverviewPage'),
  portalPage('/internal/aerospace/overview', 'portal/aerospace-overview#AerospaceOverviewPage'),
  portalPage('/internal/geo-social/status', 'portal/geo-social-status#GeoSocialStatusPage'),
  portalPage('/internal/civil-unrest-suite', 'portal/civil-unrest-suite#CivilUnrestSuitePage'),
  portalPage('/internal/financial-roi', 'portal/financial-roi#FinancialRoiPage', {
    aliases: ['/internal/finance/roi'],
  }),
  portalPage('/internal/financial-pilot', 'portal/pilot-start#PilotStartPage'),
  portalPage('/internal/civil-unrest-calculator', PENDING),
  portalPage('/internal/civil-unrest-pilot', PENDING),
  portalPage('/internal/civil-unrest-api', PENDING),
  portalPage('/internal/grid/use-cases', PENDING),
  portalPage('/internal/aerospace/radiation', PENDING),

  // The lead inbox: online only, never precached (decision 0009); its document is only its head.
  portalPage('/admin/leads', 'admin/lead-inbox#LeadInboxPage', {
    name: 'leads',
    layout: 'standalone',
    title: 'Lead inbox',
  }),
  // Signing in as oneself (decision 0024): the same standalone frame, online only.
  portalPage('/admin/sign-in', 'admin/sign-in#SignInPage', {
    layout: 'standalone',
    title: 'Sign in',
  }),
  portalPage('/admin/welcome', 'admin/welcome#WelcomePage', {
    layout: 'standalone',
    title: 'Welcome',
  }),
  portalPage('/admin/account', 'admin/account#AccountPage', {
    layout: 'standalone',
    title: 'Your account',
  }),
  // Issue 24: admins manage people and read the audit log (decision 0024); online only too.
  portalPage('/admin/people', 'admin/people#PeoplePage', { layout: 'standalone', title: 'People' }),
  portalPage('/admin/audit', 'admin/audit#AuditPage', { layout: 'standalone', title: 'Audit log' }),
  // Issue 28: errors browsers reported, for admins; online only too.
  portalPage('/admin/errors', 'admin/errors#ClientErrorsPage', {
    name: 'clientErrors',
    layout: 'standalone',
    title: 'Client errors',
  }),
  // Issue 26: managers publish library documents without a deploy; online only too.
  portalPage('/admin/library', 'admin/library-studio#LibraryStudioPage', {
    name: 'libraryStudio',
    layout: 'standalone',
    title: 'Library studio',
  }),
  // Issue 28: the funnel insight for managers (decision 0027); online only too.
  portalPage('/admin/insights', 'admin/insights#InsightsPage', {
    name: 'insights',
    layout: 'standalone',
    title: 'Funnel insight',
  }),

  portalPage('/employee-onboarding', 'portal/onboarding#EmployeeOnboardingPage', {
    name: 'employeeOnboarding',
  }),
  portalPage('/apis', PENDING),
] as const satisfies readonly RouteEntry[];

type Declared = (typeof routeTable)[number];
type AliasesOf<R> = R extends { aliases: readonly (infer A)[] }
  ? A extends NamedAlias
    ? A['path']
    : A
  : never;
/** Every URL the app answers with a page of its own (paths and aliases; not the 404 route). */
export type RoutedPath = Exclude<Declared['path'], '*'> | AliasesOf<Declared>;

type NamedAliasesOf<R> = R extends { aliases: readonly (infer A)[] }
  ? Extract<A, NamedAlias>
  : never;
type Named = Extract<Declared, { name: string }> | NamedAliasesOf<Declared>;
/** Every named URL by its name: `{ about: '/about', ... }` (the values src/shared/paths.ts links to). */
export type NamedPaths = { readonly [R in Named as R['name']]: R['path'] };

/** The named URLs, for the build to hand the browser (scripts/route-modules.ts). */
export const namedPaths = (table: readonly RouteEntry[] = routeTable): Record<string, string> =>
  Object.fromEntries(
    table.flatMap((route) => [
      ...(route.name ? [[route.name, route.path] as const] : []),
      ...(route.aliases ?? []).flatMap((alias) =>
        typeof alias === 'string' ? [] : [[alias.name, alias.path] as const],
      ),
    ]),
  );
