/**
 * The Market State Detector content the home page shares with the product page: the mail actions,
 * the comparison table and the pilot's inclusions. Kept apart from msd-page.ts so the home page
 * does not download the whole product page's text.
 */
import type { Comparison, MsdMail } from './msd-page.schema';

const requester = ['Name: [Your name]', 'Firm: [Your firm]', 'Role: [Your role]'];

export const pilotInclusions = [
  'Daily pre-market classifications',
  'Full history, 2012-2024',
  'Integration support',
  'Methodology documentation',
  'Compliance packet',
  'Auditable signal history (SHA-256, immutable object-lock archive)',
];

/** Mail actions of the Market State Detector (the home page reuses the validation packet). */
export const msdMail: MsdMail = {
  validationPacket: {
    to: 'contact',
    subject: 'Request MSD Validation Packet',
    body: [
      'Hello Meridian Field Research team,',
      '',
      'Please send me the Market State Detector validation packet, including:',
      '- Methodology documentation',
      '- KPIs by market state (historical back-test, 2012-2024)',
      '- Drift checks',
      '- Episode manifests',
      '',
      'I understand that validation documentation and episode manifests are shared under NDA and are for institutional research only.',
      '',
      ...requester,
      '',
      'Thank you.',
    ].join('\n'),
  },
  requestDemo: {
    to: 'sales',
    subject: 'Request Market State Detector Demo',
    body: [
      'Hello,',
      '',
      'I would like to request a demo of the Market State Detector: the daily pre-market classifications and the 2012-2024 signal history.',
      '',
      ...requester,
      'Preferred times (with time zone): [Your availability]',
      '',
      'Thank you.',
    ].join('\n'),
  },
  pilotRequest: {
    to: 'sales',
    subject: 'Institutional Pilot Program Request',
    body: [
      'Hello,',
      '',
      'We are interested in the Market State Detector Institutional Pilot Program (3 months at $8,000 per month), including:',
      ...pilotInclusions.map((item) => `- ${item}`),
      '',
      'Please send the next steps and the NDA for the validation packet.',
      '',
      ...requester,
      'Intended use: [e.g. risk overlay research, hedging review]',
      '',
      'Thank you.',
    ].join('\n'),
  },
};

/** Traditional tools against the detector; shown on the home page and the product page. */
export const msdComparison: Comparison = {
  caption: 'Traditional market-risk tools compared with the Market State Detector',
  dimensionHeading: 'Dimension',
  traditionalHeading: 'Traditional tools',
  productHeading: 'Market State Detector',
  rows: [
    {
      dimension: 'Method',
      traditional: 'Discretionary judgment, or models re-fitted as markets change',
      product: 'Fixed, documented rules: the same inputs always give the same state',
    },
    {
      dimension: 'Timing',
      traditional: 'Volatility indices and price indicators react once the move is under way',
      product: 'A classification every trading day, before the open',
    },
    {
      dimension: 'Inputs',
      traditional: 'Price, volume and sentiment: the data every participant already trades on',
      product:
        'Environmental (geophysical, space-weather) and alternative data, independent of price feeds',
    },
    {
      dimension: 'Output',
      traditional: 'Continuous scores that each desk interprets differently',
      product: 'One of five named states, with about 15 stress classifications a year',
    },
    {
      dimension: 'Audit trail',
      traditional: 'Histories that can be backfilled or revised, and are hard to verify',
      product: 'SHA-256 hashed signal history in an immutable object-lock archive',
    },
    {
      dimension: 'Drift',
      traditional: 'Silent parameter changes and periodic re-fitting',
      product: 'Zero drift: rules frozen, versioned feature manifests, no re-fitting',
    },
    {
      dimension: 'Evidence',
      traditional: 'Summary statistics without episode-level detail',
      product: 'Methodology, KPIs, drift checks and episode manifests, under NDA',
    },
  ],
};
