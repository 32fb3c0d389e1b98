import { paths } from '@/shared/paths';
import type { MailTemplate } from '../schema';
import type { ProductCard, ProductCardStatus, ProductSuiteContent } from './products.schema';

/** The product suite on the Signal Platform page: group headings and every product card. */
export const productSuite: ProductSuiteContent = {
  inquireLabel: 'Inquire',
  groups: [
    {
      id: 'product-suite',
      eyebrow: 'Product suite',
      title: 'Live and available now',
      intro:
        'The Market State Detector is in daily production, and the data behind it is available under license.',
      statuses: ['LIVE', 'AVAILABLE'],
    },
    {
      id: 'in-development',
      eyebrow: 'Roadmap',
      title: 'In Development',
      intro:
        'Products being built on the same indices, with design partners shaping scope and delivery. Ask about early access.',
      statuses: ['In Development'],
    },
    {
      id: 'in-research',
      eyebrow: 'Research pipeline',
      title: 'In Research',
      intro:
        'Research-stage applications of the platform outside financial markets. Each is a hypothesis under study, not a product commitment.',
      statuses: ['In Research'],
    },
  ],
};

function inquiry(name: string, status: ProductCardStatus): MailTemplate {
  return {
    to: 'sales',
    subject: `Product Inquiry: ${name}`,
    body: `Hello Meridian Field Research team,\n\nI would like to learn more about ${name} (${status}).\n\nName:\nOrganization:\nRole:\nIntended use:\n\nThank you.`,
  };
}

function card(fields: Omit<ProductCard, 'inquiry'>): ProductCard {
  return { ...fields, inquiry: inquiry(fields.name, fields.status) };
}

export const productCards: ProductCard[] = [
  card({
    id: 'market-state-detector',
    name: 'Market State Detector',
    domain: 'Financial markets',
    status: 'LIVE',
    description:
      'Daily pre-market classification of market stress into five states, from Calm to Systemic Stress, issued by a rules-based classifier back-tested 2012-2024.',
    accentColor: '#22c55e',
    route: paths.msd,
    routeLabel: 'Explore the Detector',
    highlight: 'Institutional Pilot Program: 3 months, full 2012-2024 history',
  }),
  card({
    id: 'data-licensing',
    name: 'Data Licensing',
    domain: 'Research data',
    status: 'AVAILABLE',
    description:
      'Commercial and strategic licenses for the classification history, the five index series and the composite, with broader correlations from 1990-2024 available only through licensing.',
    accentColor: '#5aa9ff',
    route: paths.licensing,
    routeLabel: 'View license tiers',
    highlight: 'Tier 3 Commercial License and Tier 4 Strategic Partnership',
  }),
  card({
    id: 'equity-market-stress-monitor',
    name: 'Equity Market Stress Monitor',
    domain: 'Equities',
    status: 'In Development',
    description:
      'Extends the market-wide classification to sector and index level, so equity teams can see where historical stress patterns concentrate.',
    accentColor: '#f97316',
    highlight: 'Builds on the Market State Detector',
  }),
  card({
    id: 'aerospace-operations-signal',
    name: 'Aerospace Operations Signal',
    domain: 'Aerospace and aviation',
    status: 'In Development',
    description:
      'A daily operations advisory that translates solar and geomagnetic conditions into planning context for flight operations, satellite operators and mission teams.',
    accentColor: '#facc15',
    highlight: 'Built on the SOLI and GAMI indices',
  }),
  card({
    id: 'health-system-stress-warning',
    name: 'Health System Stress Warning',
    domain: 'Healthcare and public safety',
    status: 'In Development',
    description:
      'Research-grade context on days of elevated environmental stress for hospital and emergency-service capacity planning. Exploratory, and not medical advice.',
    accentColor: '#f87171',
    highlight: 'Developed with research collaborators',
  }),
  card({
    id: 'signal-platform-api',
    name: 'Signal Platform API',
    domain: 'Developers and data teams',
    status: 'In Development',
    description:
      'Programmatic access to the five indices and the composite Systemic Risk Index, with versioned, point-in-time history for reproducible research.',
    accentColor: '#38bdf8',
    highlight: 'Point-in-time, versioned data',
  }),
  card({
    id: 'grid-stability-signal',
    name: 'Grid Stability Signal',
    domain: 'Energy and utilities',
    status: 'In Research',
    description:
      'Studying geomagnetic disturbance and solar activity as context for transmission-grid stress, outage risk and load planning.',
    accentColor: '#a855f7',
    highlight: 'Infrastructure operators',
  }),
  card({
    id: 'crop-timing-index',
    name: 'Crop Timing Index',
    domain: 'Agriculture',
    status: 'In Research',
    description:
      'Environmental timing context for planting, irrigation and harvest windows, building on our irrigation case study.',
    accentColor: '#a855f7',
    highlight: 'Agriculture and resources',
  }),
  card({
    id: 'maritime-routing-signal',
    name: 'Maritime Routing Signal',
    domain: 'Maritime and shipping',
    status: 'In Research',
    description:
      'Tidal, gravitational and space-weather context for port operations, vessel routing and navigation-system reliability.',
    accentColor: '#a855f7',
    highlight: 'Uses the LUMI and SOLI indices',
  }),
  card({
    id: 'supply-chain-disruption-signal',
    name: 'Supply Chain Disruption Signal',
    domain: 'Logistics',
    status: 'In Research',
    description:
      'Disruption-aware planning context for fleets and distribution networks, extending our logistics fuel-consumption case study.',
    accentColor: '#a855f7',
    highlight: 'Logistics and supply chain',
  }),
  card({
    id: 'emergency-services-demand-signal',
    name: 'Emergency Services Demand Signal',
    domain: 'Public safety',
    status: 'In Research',
    description:
      'Exploring whether environmental stress readings add useful context to staffing and readiness planning for emergency services.',
    accentColor: '#a855f7',
    highlight: 'Public-safety organizations',
  }),
  card({
    id: 'geo-social-stability-monitor',
    name: 'Geo-Social Stability Monitor',
    domain: 'Government and public sector',
    status: 'In Research',
    description:
      'Research into environmental correlates of collective behavior and social stability, for government risk and resilience teams.',
    accentColor: '#a855f7',
    highlight: 'Government agencies',
  }),
];
