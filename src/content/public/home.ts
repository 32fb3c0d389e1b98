import { paths } from '@/shared/paths';
import type { HomePage } from './home.schema';

export const homePage: HomePage = {
  hero: {
    eyebrow: 'Market State Detector',
    title: 'Rules-based classification of market stress, before the open',
    lead: 'Every trading day, the Market State Detector classifies market conditions into one of five states, from Calm to Systemic Stress, using environmental and alternative data and historical correlation patterns. Fixed rules, versioned inputs and an immutable record of every call.',
    claimIds: ['crisisPrecision', 'advanceWarning', 'classificationsPerYear'],
    replayStateId: 'systemic-stress',
    dataInActionLabel: 'See the Data In Action',
    validationLabel: 'Download Validation Packet',
    historyLabel: 'Explore Signal History',
    historyTo: paths.msdAnchor('advance-alerts'),
  },
  whatIs: {
    title: 'What is the Market State Detector?',
    intro:
      'A research product for institutional risk teams: a single daily classification, issued before the US open, that places the market in one of five states. Each state has its own documented rules, history and validation.',
    listLabel: 'The five daily classification states',
    stateTo: paths.msdAnchor('advance-alerts'),
    calmNote:
      'Calm is active only when the four stress classifications are all inactive: about 80% of trading days in the 2012-2024 back-test.',
  },
  apart: {
    title: 'What Sets Market State Detector Apart',
    intro:
      'Traditional tools read the same price data as every other participant and are revised as markets change. The detector uses independent inputs and rules that never move.',
  },
  why: {
    title: 'Why Funds Use Market State Detector',
    intro: 'Three reasons risk, research and compliance teams evaluate the detector.',
    benefits: [
      {
        title: 'Earlier, documented warning',
        text: 'In the 2012-2024 back-test, classifications gave 2-4 days advance warning, with 90%+ precision on true crises: time to review exposure, and a record of why the review happened.',
      },
      {
        title: 'Low noise',
        text: 'About 15 classifications a year and a false-positive rate under 12% in the back-test, so each alert earns a review instead of being tuned out.',
      },
      {
        title: 'Ready for due diligence',
        text: 'Frozen rules, versioned feature manifests and a SHA-256 hashed signal history. The validation packet gives your team methodology, KPIs, drift checks and episode manifests under NDA.',
      },
    ],
    ctaLabel: 'See the Data In Action',
  },
  disclaimers: {
    title: 'Disclaimers',
    items: [
      'For institutional research and informational purposes only. Not investment, medical or professional advice, and not trading signals. Meridian Field Research is not a registered investment adviser.',
      'All figures are historical back-tests over 2012-2024 and do not guarantee future results. Validation documentation and episode manifests are available under NDA.',
      'Liability is limited to fees paid.',
    ],
    completeLabel: 'Read the complete disclaimers',
    completeTo: paths.msdAnchor('disclaimers'),
  },
};
