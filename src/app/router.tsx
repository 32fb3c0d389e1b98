/**
 * Every route of the app, in one file. Page modules load lazily; the prerender step resolves them
 * on the server, and main.tsx resolves the current one before hydrating.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PortalPageName } from './layouts/portal-layout';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { ErrorScreen } from './error-screen';

type PageModule = Record<string, unknown>;

/** A lazy route whose module exports the page component under `exportName`. */
function page<M extends PageModule>(load: () => Promise<M>, exportName: keyof M & string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
  };
}

const home = page(() => import('@/pages/public/home'), 'HomePage');
const msd = page(() => import('@/pages/public/market-state-detector'), 'MarketStateDetectorPage');
const solutions = page(() => import('@/pages/public/solutions'), 'SolutionsPage');
const futureProducts = page(() => import('@/pages/public/future-products'), 'FutureProductsPage');
const scientificFoundation = page(() => import('@/pages/public/scientific-foundation'), 'ScientificFoundationPage');

const publicRoutes: RouteObject[] = [
  { index: true, ...home },
  { path: 'market-state-detector', ...msd },
  { path: 'data-in-action', ...page(() => import('@/pages/public/data-in-action'), 'DataInActionPage') },
  { path: 'about', ...page(() => import('@/pages/public/about'), 'AboutPage') },
  { path: 'contact', ...page(() => import('@/pages/public/contact'), 'ContactPage') },
  { path: 'licensing', ...page(() => import('@/pages/public/licensing'), 'LicensingPage') },
  { path: 'resources', ...page(() => import('@/pages/public/resources'), 'ResourcesPage') },
  { path: 'solutions', ...solutions },
  { path: 'prelumina', ...solutions },
  { path: 'pdi', ...solutions },
  { path: 'future-products', ...futureProducts },
  { path: 'future-innovation', ...futureProducts },
  { path: 'scientific-foundation', ...scientificFoundation },
  { path: 'science-validation', ...scientificFoundation },
  { path: 'research', ...page(() => import('@/pages/public/research'), 'ResearchPage') },
  { path: 'industries/finance', ...page(() => import('@/pages/public/industry-finance'), 'FinanceIndustryPage') },
  { path: 'industries/agriculture', ...page(() => import('@/pages/public/industry-agriculture'), 'AgricultureIndustryPage') },
  { path: 'industries/logistics', ...page(() => import('@/pages/public/industry-logistics'), 'LogisticsIndustryPage') },
  { path: 'industries/healthcare', ...page(() => import('@/pages/public/industry-healthcare'), 'HealthcareIndustryPage') },
  { path: 'industries/more', ...page(() => import('@/pages/public/industries-index'), 'IndustriesIndexPage') },
  { path: 'image-test', ...page(() => import('@/pages/public/image-test'), 'ImageTestPage') },
  { path: '*', ...page(() => import('@/pages/public/not-found'), 'NotFoundPage') },
];

/**
 * A staff page. Its module is found through the portal layout's own chunk (loaded first for every
 * staff page anyway), so the route table every public visitor downloads names no portal files.
 */
function portalPage(name: PortalPageName): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await (await import('./layouts/portal-layout')).loadPortalPage(name) }) };
}

const msdSuite = portalPage('msdSuite');
const financialRoi = portalPage('financialRoi');
const pendingPage = portalPage('pendingPage');

/** Staff pages, rendered from the decrypted vault behind the portal gate. */
const internalRoutes: RouteObject[] = [
  { path: 'employee-onboarding', ...portalPage('onboarding') },
  { path: 'internal/portal', ...portalPage('hub') },
  { path: 'internal/msd/suite', ...msdSuite },
  { path: 'internal/financial-suite', ...msdSuite },
  { path: 'internal/finance/suite', ...msdSuite },
  { path: 'internal/msd/roi', ...portalPage('msdRoi') },
  { path: 'internal/financial-roi', ...financialRoi },
  { path: 'internal/finance/roi', ...financialRoi },
  { path: 'internal/msd/docs', ...portalPage('library') },
  { path: 'internal/msd/playbook', ...portalPage('playbook') },
  { path: 'internal/msd/training', ...portalPage('training') },
  { path: 'internal/msd/flow', ...portalPage('flow') },
  { path: 'internal/team', ...portalPage('team') },
  { path: 'internal/msp/data', ...portalPage('mspData') },
  { path: 'internal/grid/overview', ...portalPage('gridOverview') },
  { path: 'internal/aerospace/overview', ...portalPage('aerospaceOverview') },
  { path: 'internal/geo-social/status', ...portalPage('geoSocialStatus') },
  { path: 'internal/civil-unrest-suite', ...portalPage('civilUnrestSuite') },
  { path: 'internal/financial-pilot', ...portalPage('pilotStart') },
  // Destinations the spec links to without describing: honest "not available yet" pages from the vault.
  ...['internal/civil-unrest-calculator', 'internal/civil-unrest-pilot', 'internal/civil-unrest-api', 'internal/grid/use-cases', 'internal/aerospace/radiation', 'apis'].map((path) => ({ path, ...pendingPage })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      // The portal's gate, crypto and storage load only when a staff page is opened.
      { lazy: async () => ({ Component: (await import('./layouts/portal-layout')).PortalLayout }), children: internalRoutes },
      // The lead inbox (admin token, online only): never prerendered or precached, and found through
      // the portal layout's chunk like the staff pages, outside the portal's gate (decision 0009).
      { path: 'admin/leads', ...portalPage('leadInbox') },
      { path: '/', element: <PublicLayout />, children: publicRoutes },
    ],
  },
];
