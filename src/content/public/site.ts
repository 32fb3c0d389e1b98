import { paths } from '@/shared/paths';
import type { FooterContent } from './site.schema';

/** Site-wide copy: the footer and its disclaimers. */
export const footerContent: FooterContent = {
  tagline:
    'Daily pre-market market-state classification from environmental and alternative data. Backtested, audit-ready, immutable, zero drift.',
  contactSubject: 'Market State Detector inquiry',
  productLinks: [
    { label: 'Market State Detector', to: paths.msd },
    { label: 'Data In Action', to: paths.dataInAction },
    { label: 'Signal Platform', to: paths.solutions },
    { label: 'Data Licensing', to: paths.licensing },
    { label: 'Future Products', to: paths.futureProducts },
    { label: 'Scientific Foundation', to: paths.scientificFoundation },
    { label: 'Resources', to: paths.resources },
  ],
  applications: [
    {
      title: 'Finance and Trading',
      to: paths.industriesFinance,
      blurb: 'Daily market-state context for risk, hedging and volatility desks.',
    },
    {
      title: 'Agriculture and Resources',
      to: paths.industriesAgriculture,
      blurb: 'Environmental timing signals for irrigation and resource planning.',
    },
    {
      title: 'Logistics and Supply Chain',
      to: paths.industriesLogistics,
      blurb: 'Disruption-aware routing and fuel planning from geophysical data.',
    },
    {
      title: 'Healthcare and Public Safety',
      to: paths.industriesHealthcare,
      blurb: 'Exploratory research on environmental stress and population health.',
    },
  ],
  moreLinks: [
    { label: 'All industry applications', to: paths.industriesMore },
    { label: 'Research program', to: paths.research },
  ],
  disclaimers: [
    'For research and informational purposes only. Not investment, medical or professional advice, and not trading signals. Meridian Field Research is not a registered investment adviser.',
    'All performance figures are historical back-tests (2012-2024). Methodology, validation documentation and episode manifests are backtested and auditable under NDA.',
    'Liability is limited to fees paid. Past correlation patterns do not guarantee future results.',
  ],
};
