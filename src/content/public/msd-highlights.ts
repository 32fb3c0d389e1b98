/**
 * The Market State Detector content the home page shares with the product page: the validation
 * packet request and the comparison table. Kept apart from msd-page.ts so the home page does not
 * download the whole product page's text.
 */
import type { Comparison, MsdMail } from './msd-page.schema';

export const requester = ['Name: [Your name]', 'Firm: [Your firm]', 'Role: [Your role]'];

/** The validation packet request: the one mail action the home page shares with the product page. */
export const validationPacketMail: MsdMail['validationPacket'] = {
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
};

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
