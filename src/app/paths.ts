import type { RoutedPath } from '@/shared/route-table';

/** A path is a route of the table's (or builds a URL on one); the type check fails otherwise. */
interface PathTree {
  readonly [name: string]: RoutedPath | ((arg: never) => string) | PathTree;
}

/**
 * Every URL the app links to, named. Links use these, never string literals; each value is a
 * route of src/shared/route-table.ts (checked by the type above and by route-table.test.ts).
 */
export const paths = {
  home: '/',
  msd: '/market-state-detector',
  msdAnchor: (anchor: MsdAnchor) => `/market-state-detector#${anchor}`,
  dataInAction: '/data-in-action',
  about: '/about',
  contact: '/contact',
  contactWithType: (type: string) => `/contact?type=${encodeURIComponent(type)}`,
  licensing: '/licensing',
  resources: '/resources',
  solutions: '/solutions',
  prelumina: '/prelumina',
  pdi: '/pdi',
  futureProducts: '/future-products',
  scientificFoundation: '/scientific-foundation',
  research: '/research',
  industries: {
    finance: '/industries/finance',
    agriculture: '/industries/agriculture',
    logistics: '/industries/logistics',
    healthcare: '/industries/healthcare',
    more: '/industries/more',
  },
  imageTest: '/image-test',
  employeeOnboarding: '/employee-onboarding',
  portal: '/internal/portal',
  team: '/internal/team',
  leads: '/admin/leads',
  libraryStudio: '/admin/library',
  insights: '/admin/insights',
  clientErrors: '/admin/errors',
} as const satisfies PathTree;

export type MsdAnchor =
  | 'pricing'
  | 'methodology'
  | 'advance-alerts'
  | 'disclaimers'
  | 'systemic-stress'
  | 'volatility-spike'
  | 'stress'
  | 'turning'
  | 'calm';
