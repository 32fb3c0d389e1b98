import type { Hub } from '../../src/shared/vault-schema';

/** Portal hub (/internal/portal, spec 2.4): product cards, onboarding path and footer note. */
export const hub: Hub = {
  title: 'Sales Enablement Portal',
  intro:
    'Everything you need to sell the Market State Detector: product facts, the sales playbook, training, collateral, the ROI calculator and status pages for the products that are not for sale yet. Start with One-Stop Onboarding if you are new.',
  productCards: [
    {
      id: 'msd',
      title: 'Market State Detector',
      subtitle: 'Daily pre-market market-state classification',
      description:
        'Classifies the market every trading day, before the open, into one of five states: Systemic Stress, Volatility Spike, Stress, Turning or Calm. Rules-based, back-tested 2012-2024, with an immutable audit trail. Research analytics, not investment advice. This is the product we sell today.',
      status: 'GA',
      statusLabel: 'Available Now',
      metrics: [
        {
          label: 'Alerts per year',
          value: 'Fewer than 20',
          description: 'Ultra-selective by design, historical back-test 2012-2024',
        },
        {
          label: 'Critical alerts',
          value: 'About 1.8 a year',
          description: 'The most severe states are rare',
        },
        {
          label: 'Systemic Stress',
          value: '9 of 9',
          description: 'Every Systemic Stress alert in the back-test met the event criteria',
        },
        {
          label: 'Pilot',
          value: '$8,000 a month',
          description: '90 days, 3-month commitment, $24,000 total',
        },
      ],
      links: [
        { label: 'Product Overview', to: '/internal/msd/suite' },
        { label: 'ROI Calculator', to: '/internal/msd/roi' },
        { label: 'Collateral Library', to: '/internal/msd/docs' },
      ],
    },
    {
      id: 'msp-raw-data',
      title: 'MSP Raw Data Licensing',
      subtitle: 'Raw data feed from the MSP signals platform',
      description:
        'A possible future license for the raw data behind our signals. The commercial model (pricing, audience, delivery, legal terms) is still under development. Do not sell or offer it: acknowledge the interest, capture the use case and steer the conversation to the Market State Detector.',
      status: 'PLACEHOLDER',
      statusLabel: 'Model Under Development',
      metrics: [
        { label: 'Commercial model', value: 'Under development' },
        { label: 'Sales motion', value: 'Do not sell; capture the use case' },
      ],
      links: [{ label: 'Status and Sales Guidance', to: '/internal/msp/data' }],
    },
  ],
  onboarding: {
    title: 'One-Stop Onboarding',
    intro:
      'New to the team? Work through these four steps in order. Together they take you from the five market states to a confident first demo.',
    steps: [
      {
        title: 'Sales Playbook',
        description:
          'The five-step motion: learn the five market states, qualify by persona, open, handle the eight common objections and close.',
        to: '/internal/msd/playbook',
        meta: 'Step 1',
      },
      {
        title: 'Training (3.5h)',
        description:
          'Six modules in order, from foundations through discovery, ROI, objections and demo to closing. Progress is tracked; certification at 100%.',
        to: '/internal/msd/training',
        meta: 'Step 2',
      },
      {
        title: 'Collateral Library',
        description:
          'One-pager, demo deck, pricing guide, sample alert, battlecards, persona guides and technical specs, all searchable. Internal-only files are badged.',
        to: '/internal/msd/docs',
        meta: 'Step 3',
      },
      {
        title: 'Demo Flow (Quick Launch)',
        description:
          'Pick the persona and the current market state for a ready-made talk track, and open the one-pager, demo flow, demo deck and sample alert in one click.',
        to: '/internal/msd/flow',
        meta: 'Step 4',
      },
    ],
  },
  footerNote:
    'Internal use only - confidential. Do not forward, print or share outside Meridian Field Research. Our services are provided for research and informational purposes only and are not investment, financial or other professional advice.',
};
