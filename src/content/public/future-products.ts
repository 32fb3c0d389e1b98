import { paths } from '@/shared/paths';
import type { AlphaProduct, FutureProductsContent, ResearchTrack } from './future-products.schema';

/** Future products (/future-products, also /future-innovation): the alpha product and research tracks. */
export const futureProductsPage: FutureProductsContent = {
  hero: {
    eyebrow: 'Future Products',
    title: 'What we are building next',
    lead: 'The Market State Detector is the first application of our signal platform. These are the next: one product in alpha and five research tracks, each published here only once it has a defined study and a data partner.',
    tracksLabel: 'See the Research Tracks',
  },
  alphaSection: {
    eyebrow: 'In development',
    title: 'Axion: a research workspace for environmental signals',
    intro:
      'Axion puts the platform in the hands of your own research team, so you can test the indices against the series that matter to you.',
  },
  tracksSection: {
    eyebrow: 'Research tracks',
    title: 'Five research tracks in progress',
    intro:
      'Each track tests whether the platform indices add useful context in a new domain. A track becomes a product only if the evidence holds up under independent review.',
  },
  stayInformed: {
    title: 'Stay informed',
    text: 'We send occasional research updates when a track changes status, a study is published or a beta opens. No marketing lists, and you can opt out at any time.',
    label: 'Stay Informed',
    mail: {
      to: 'contact',
      subject: 'Stay Informed: Future Products and Research Tracks',
      body: 'Hello Meridian Field Research team,\n\nPlease add me to research updates on future products and research tracks.\n\nName:\nOrganization:\nAreas of interest (e.g. Axion, grid, healthcare, aviation, maritime):\n\nThank you.',
    },
  },
  disclaimer:
    'Future products and research tracks are exploratory and may change or be discontinued. Nothing on this page is investment, medical or professional advice, and no availability date is promised.',
};

export const alphaProduct: AlphaProduct = {
  name: 'Axion',
  status: 'Alpha',
  stage: 'In development, closed alpha',
  tagline: 'Test the five indices against your own data.',
  description:
    'Axion is a research workspace that overlays the platform indices and the composite Systemic Risk Index on your own operational or market time series. It is in closed alpha with design partners; the beta opens to the waitlist first.',
  capabilities: [
    'Overlay AISI, GAMI, CERI, SOLI, LUMI and the composite on any daily series you upload',
    'Event studies that align your outcomes around historical episodes',
    'Point-in-time data, so a back-test never uses information unavailable on the day',
    'Exportable, audit-ready research notes with versioned inputs',
  ],
  waitlistLabel: 'Join the Axion Waitlist',
  waitlist: {
    to: 'contact',
    subject: 'Axion Beta Waitlist Request',
    body: 'Hello Meridian Field Research team,\n\nPlease add me to the Axion beta waitlist.\n\nName:\nOrganization:\nRole:\nData I would like to test against the indices:\n\nThank you.',
  },
  contactLink: { label: 'Ask about the Axion beta', to: paths.contactWithType('axion-beta') },
};

export const researchTracks: ResearchTrack[] = [
  {
    id: 'grid-load-stress',
    name: 'Grid Load Stress',
    domain: 'Energy and utilities',
    status: 'Data ingest',
    description:
      'Ingesting transmission-operator load and outage records alongside geomagnetic and solar series to study grid stress around disturbance periods.',
  },
  {
    id: 'clinical-demand',
    name: 'Clinical Demand Study',
    domain: 'Healthcare',
    status: 'Pilot recruiting',
    description:
      'Recruiting hospital partners for a prospective pilot that compares daily environmental stress readings with emergency-department demand.',
  },
  {
    id: 'aviation-disruption',
    name: 'Aviation Disruption Retrospective',
    domain: 'Aerospace and aviation',
    status: 'Retrospective complete',
    description:
      'A retrospective study of flight-operations disruptions against solar and geomagnetic conditions is complete; findings are being prepared for partner review.',
  },
  {
    id: 'human-factors',
    name: 'Human Factors and Heart-Rate Variability',
    domain: 'Behavioral science',
    status: 'Lab validation',
    description:
      'Validating, under lab conditions, published findings on heart-rate-variability shifts around geomagnetic disturbance, the physiological basis of the Cognitive Load Index.',
  },
  {
    id: 'maritime-operations',
    name: 'Maritime Operations',
    domain: 'Maritime and shipping',
    status: 'Maritime data ingest',
    description:
      'Ingesting vessel-tracking and port-call data to study tidal, gravitational and space-weather context for routing and port operations.',
  },
];
