import { paths } from '@/shared/paths';
import type { LicenseTier, LicensingContent } from './licensing.schema';

/** Data licensing (/licensing): page copy and the two license tiers. */
export const licensingPage: LicensingContent = {
  hero: {
    eyebrow: 'Data Licensing',
    title: 'License the data behind the Detector',
    lead: 'For teams that want the signals inside their own models, platforms and research. License the classification history, the five index series and the composite Systemic Risk Index, with broader correlations from 1990-2024 available only through licensing.',
  },
  tiersSection: {
    eyebrow: 'License tiers',
    title: 'Two tiers, scoped to how you use the data',
    intro:
      'Tier 3 covers internal use by a single organization. Tier 4 adds deeper history, redistribution rights and joint research for partners building on the signals.',
  },
  pricingNote:
    'Pricing depends on scope, history depth and redistribution rights, and is quoted on request.',
  datasetsSection: {
    eyebrow: 'What you can license',
    title: 'Datasets',
    intro:
      'Every dataset is versioned, point-in-time and archived immutably, so what you receive today matches what any audit sees later.',
  },
  datasets: [
    {
      title: 'Market-state classifications',
      text: 'The daily pre-market classification (Systemic Stress, Volatility Spike, Stress, Turning, Calm) with its full 2012-2024 back-test history.',
    },
    {
      title: 'Platform index series',
      text: 'Daily values for AISI, GAMI, CERI, SOLI and LUMI and the composite Systemic Risk Index, with field-level documentation.',
    },
    {
      title: 'Extended correlation history',
      text: 'Broader environmental and market correlations from 1990-2024, available through licensing only.',
    },
    {
      title: 'Validation materials',
      text: 'Methodology documentation, validation reports and episode manifests, provided under NDA.',
    },
  ],
  processSection: {
    eyebrow: 'How licensing works',
    title: 'From first call to first delivery',
    intro:
      'A straightforward process designed around institutional data-onboarding and compliance reviews.',
  },
  steps: [
    {
      title: 'Scoping call',
      text: 'We discuss your use case, the datasets you need, history depth and delivery.',
    },
    {
      title: 'NDA and evaluation',
      text: 'Under NDA you receive the methodology, validation documentation and a sample extract to evaluate.',
    },
    {
      title: 'License agreement',
      text: 'Tier, permitted use and redistribution rights are set out in writing. Liability is limited to fees paid.',
    },
    {
      title: 'Onboarding and delivery',
      text: 'We set up delivery, walk your team through the data dictionary and confirm your first files.',
    },
  ],
  pilot: {
    text: 'Need daily classifications for a single desk rather than a data license?',
    link: { label: 'See the Institutional Pilot Program', to: paths.msdAnchor('pricing') },
  },
  disclaimer:
    'Licensed data describes historical correlation patterns from back-tests and is provided for research only. It is not investment advice or a trading signal, and past correlation patterns do not guarantee future results. Meridian Field Research is not a registered investment adviser.',
};

export const licenseTiers: LicenseTier[] = [
  {
    id: 'tier-3',
    tier: 'Tier 3',
    name: 'Commercial License',
    audience: 'For funds, trading desks and research teams using the data internally.',
    summary:
      'Production access to the daily classifications and index series, with the full back-test history, for use across one licensed organization.',
    features: [
      'Daily pre-market market-state classifications',
      'Full classification history for the 2012-2024 back-test period',
      'Daily series for the five platform indices and the composite Systemic Risk Index',
      'Delivery as CSV or Parquet files over SFTP or cloud storage',
      'Internal use across the licensed organization; no external redistribution',
      'Methodology documentation and compliance packet',
      'Auditable signal history: SHA-256 hashes and an immutable object-lock archive',
      'Email support from the research team on business days',
    ],
    accentColor: '#5aa9ff',
    ctaLabel: 'Inquire About Tier 3',
    mail: {
      to: 'sales',
      subject: 'Licensing Inquiry: Tier 3 Commercial License',
      body: 'Hello Meridian Field Research team,\n\nWe are interested in a Tier 3 Commercial License.\n\nName:\nOrganization:\nRole:\nIntended use (models, research, risk):\nPreferred delivery (files, cloud storage):\n\nPlease send details and next steps.\n\nThank you.',
    },
  },
  {
    id: 'tier-4',
    tier: 'Tier 4',
    name: 'Strategic Partnership',
    audience: 'For data vendors, platforms and institutions building products on the signals.',
    summary:
      'Everything in the Commercial License, plus deeper history, redistribution rights and a working research relationship with our team.',
    features: [
      'Everything in the Tier 3 Commercial License',
      'Broader correlation history from 1990-2024, available only through licensing',
      'Redistribution and embedding rights for client-facing products, scoped by agreement',
      'Validation documentation and episode manifests under NDA',
      'Custom research: bespoke back-tests and index configurations on request',
      'Point-in-time archive snapshots for model validation and audit',
      'A named research liaison and scheduled methodology reviews',
      'Early access to In Development products and the Signal Platform API',
    ],
    accentColor: '#a855f7',
    ctaLabel: 'Discuss a Strategic Partnership',
    mail: {
      to: 'sales',
      subject: 'Licensing Inquiry: Tier 4 Strategic Partnership',
      body: 'Hello Meridian Field Research team,\n\nWe would like to discuss a Tier 4 Strategic Partnership.\n\nName:\nOrganization:\nRole:\nPlanned use (internal, redistribution, joint research):\nHistory depth needed:\n\nPlease suggest a time for a scoping call.\n\nThank you.',
    },
  },
];
