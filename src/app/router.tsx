/**
 * Every route of the app, in one file. Page modules load lazily; the prerender step resolves them
 * on the server, and main.tsx resolves the current one before hydrating.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { PortalLayout } from './layouts/portal-layout';
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
const portalPending = page(() => import('@/pages/portal/portal-pending'), 'PortalPendingPage');

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

/** Staff pages; each becomes its real screen as the portal is built on the encrypted vault. */
const internalRoutes: RouteObject[] = [
  { path: 'employee-onboarding', ...page(() => import('@/pages/portal/onboarding'), 'EmployeeOnboardingPage') },
  { path: 'internal/portal', ...page(() => import('@/pages/portal/hub'), 'PortalHubPage') },
  ...[
  'internal/msd/suite',
  'internal/msd/roi',
  'internal/msd/docs',
  'internal/msd/playbook',
  'internal/msd/training',
  'internal/msd/flow',
  'internal/msp/data',
  'internal/grid/overview',
  'internal/aerospace/overview',
  'internal/geo-social/status',
  'internal/civil-unrest-suite',
  'internal/financial-suite',
  'internal/financial-roi',
  'internal/finance/suite',
  'internal/finance/roi',
  'internal/financial-pilot',
  'internal/civil-unrest-calculator',
  'internal/civil-unrest-pilot',
  'internal/civil-unrest-api',
  'internal/grid/use-cases',
  'internal/aerospace/radiation',
  'apis',
  ].map((path) => ({ path, ...portalPending })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { element: <PortalLayout />, children: internalRoutes },
      { path: '/', element: <PublicLayout />, children: publicRoutes },
    ],
  },
];
