/** Every URL the app links to, in one place. Links use these, never string literals. */
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
} as const;

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
