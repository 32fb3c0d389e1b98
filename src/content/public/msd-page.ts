import { requester, validationPacketMail } from './msd-highlights';
import { methodStatement } from './claims';
import type { MsdMail, MsdPage } from './msd-page.schema';

export const pilotInclusions = [
  'Daily pre-market classifications',
  'Full history, 2012-2024',
  'Integration support',
  'Methodology documentation',
  'Compliance packet',
  'Auditable signal history (SHA-256, immutable object-lock archive)',
];

/** Mail actions of the Market State Detector page (the home page reuses the validation packet). */
export const msdMail: MsdMail = {
  validationPacket: validationPacketMail,
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

export const msdPage: MsdPage = {
  hero: {
    eyebrow: 'Flagship research product',
    title: 'Market State Detector',
    lead: 'A rules-based classifier of market stress. Every trading day before the open, it classifies market conditions into one of five states from environmental and alternative data, using correlation patterns back-tested from 2012 to 2024.',
    disclaimer:
      'Research only: not investment advice and not trading signals. Meridian Field Research is not a registered investment adviser. All figures are historical back-tests (2012-2024); validation documentation is available under NDA.',
    claimIds: ['truePositiveRate', 'leadTime', 'falsePositiveRate', 'classificationsPerYear'],
    validationLabel: 'Download Validation Packet',
    demoLabel: 'Request Demo',
    disclaimersLabel: 'Read the complete disclaimers',
  },
  evidence: {
    eyebrow: 'Back-test examples',
    title: 'Historical Evidence',
    intro:
      'Three days from the 2012-2024 back-test period and what happened in markets that day. The full episode manifests are in the validation packet.',
    classificationLabel: 'Classification for this day',
    classificationNote: 'documented in the episode manifests (validation packet, under NDA)',
    examples: [
      {
        date: '2020-02-24',
        dateLabel: '24 February 2020',
        headline: 'The COVID-19 shock reaches global markets',
        marketContext:
          'Over the weekend, confirmed COVID-19 cases rose sharply in Italy and South Korea. On Monday US equities fell sharply and volatility jumped. It was the first day of a sell-off that lasted into late March.',
      },
      {
        date: '2024-08-02',
        dateLabel: '2 August 2024',
        headline: 'A payrolls miss meets the yen carry-trade unwind',
        marketContext:
          'A US payrolls report well below expectations met an unwinding yen carry trade. US equities fell, the Nasdaq Composite closed in correction territory and volatility rose. On Monday 5 August Japanese equities fell steeply and volatility spiked intraday.',
      },
      {
        date: '2018-02-08',
        dateLabel: '8 February 2018',
        headline: 'The second leg of the February 2018 volatility shock',
        marketContext:
          'Three days after a volatility spike that collapsed several inverse-volatility products, US equities fell sharply for the second time that week and closed in correction territory.',
      },
    ],
    ctaLabel: 'See the Data In Action',
  },
  replays: {
    eyebrow: 'Replay examples',
    title: 'See the Classifications on the Chart',
    intro:
      'Back-test replays of the three examples above. Select a chart to enlarge it with its narration.',
    carouselLabel: 'Back-test replay charts',
    stateIds: ['systemic-stress', 'volatility-spike', 'stress'],
  },
  comparison: {
    eyebrow: 'Why it is different',
    title: 'Traditional Tools vs Market State Detector',
    intro:
      'Most market-risk tools read the same price data as everyone else and are revised as markets change. The detector is built the other way round.',
  },
  advanceAlerts: {
    eyebrow: 'Signal history',
    title: 'Five Market States, Classified Before the Open',
    intro:
      'Each trading day the detector evaluates four stress classifications, from the rare Systemic Stress to the more frequent Turning, before the US market opens. Select a state for its figures, use and validation details.',
    calmRule:
      'Calm is active only when all four stress classifications are inactive, so a quiet day is a documented result, not a missing signal.',
    claimIds: ['classificationsPerYear', 'leadTime', 'backtestPeriod'],
  },
  stateLabels: {
    frequency: 'Frequency',
    precision: 'Precision',
    leadTime: 'Lead time',
    userType: 'Who uses it',
    painPoint: 'The problem',
    value: 'What the classification gives you',
    roi: 'Measuring the return',
    validation: 'Validation details',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Start With a Three-Month Pilot',
    intro:
      'Evaluate the detector on your own process before any longer commitment. The pilot gives your research, risk and compliance teams everything needed to judge it on evidence.',
    program: {
      name: 'Institutional Pilot Program',
      term: '3 months',
      price: '$8,000',
      period: 'per month',
      inclusions: pilotInclusions,
      note: 'For institutional research and evaluation. Validation documentation and episode manifests are shared under NDA. Not investment advice.',
      ctaLabel: 'Request a Pilot',
    },
    stepsTitle: 'How a pilot runs',
    steps: [
      {
        title: 'Review the evidence',
        text: 'Sign the NDA and review the validation packet: methodology, KPIs, drift checks and episode manifests.',
      },
      {
        title: 'Integrate',
        text: 'Agree the delivery format with your team; integration support is included.',
      },
      {
        title: 'Run alongside your process',
        text: 'Receive a classification before the open every trading day for three months, with the full 2012-2024 history for context.',
      },
      {
        title: 'Assess on your own terms',
        text: 'Compare the classifications with your own risk logs and decisions, using the compliance packet and the auditable signal history.',
      },
    ],
  },
  methodology: {
    eyebrow: 'Methodology',
    title: 'How the Detector Works',
    intro: methodStatement,
    points: [
      {
        title: 'Rules-based',
        text: "A fixed set of documented rules maps each day's inputs to a market state. There are no discretionary overrides and no opaque model.",
      },
      {
        title: 'Daily, pre-market',
        text: 'One classification per trading day, computed only from data available before the US open and delivered before trading starts.',
      },
      {
        title: 'Environmental and alternative inputs',
        text: 'Inputs are environmental (geophysical and space-weather) and alternative data, combined through historical correlation patterns rather than price forecasts.',
      },
      {
        title: 'Versioned feature manifests',
        text: 'Every input feature is listed in a versioned manifest, so any classification can be traced to the exact features and versions that produced it.',
      },
      {
        title: 'Immutable audit trail',
        text: "Each day's classification is hashed (SHA-256) and written to an immutable object-lock archive; the history cannot be revised after the fact.",
      },
      {
        title: 'Zero drift',
        text: methodStatement,
      },
    ],
  },
  disclaimers: {
    eyebrow: 'Legal',
    title: 'Complete Disclaimers',
    intro: 'Please read these before relying on any material on this site.',
    items: [
      {
        title: 'Research only',
        text: 'The Market State Detector and all material on this site are provided for institutional research and informational purposes only.',
      },
      {
        title: 'Not advice',
        text: 'Nothing on this site is investment, financial, legal, tax, medical or other professional advice, or a recommendation to buy, sell or hold any security or other instrument.',
      },
      {
        title: 'Not trading signals',
        text: 'Market state classifications describe historical correlation patterns. They are not trading signals and must not be used as the sole basis for any investment decision.',
      },
      {
        title: 'Not a registered investment adviser',
        text: 'Meridian Field Research is not a registered investment adviser or broker-dealer and does not provide advice tailored to any person or portfolio.',
      },
      {
        title: 'Back-tested results',
        text: 'All figures are historical back-tests over 2012-2024, computed by applying the rules retrospectively. Back-tested results have inherent limitations, do not reflect actual trading and do not guarantee future results.',
      },
      {
        title: 'Validation under NDA',
        text: 'Methodology, validation documentation and episode manifests are available to qualified institutions under a non-disclosure agreement.',
      },
      {
        title: 'Correlation is not causation',
        text: 'Relationships between environmental data and market behavior are historical correlations under continuing research, not established causes.',
      },
      {
        title: 'Limitation of liability',
        text: "To the fullest extent permitted by law, Meridian Field Research's total liability arising from the product or this site is limited to the fees paid.",
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    items: [
      {
        question: 'Is the Market State Detector a trading signal or investment advice?',
        answer:
          'No. It is a research product: a daily classification of market conditions based on historical correlation patterns. It is not investment advice or a trading signal, and Meridian Field Research is not a registered investment adviser. How the research is used is a decision for your own process and compliance framework.',
      },
      {
        question: 'How can we tell the back-test was not fitted to the result?',
        answer:
          'The rules are frozen and versioned, with no re-fitting. Every daily classification is hashed (SHA-256) into an immutable object-lock archive, and the validation packet (methodology, KPIs, drift checks and episode manifests, under NDA) lets your team check each episode independently.',
      },
      {
        question: 'What does the Institutional Pilot Program include?',
        answer:
          'Three months at $8,000 per month: daily pre-market classifications, the full 2012-2024 history, integration support, methodology documentation, a compliance packet and an auditable signal history. You can request the validation packet first and review the evidence before committing to a pilot.',
      },
    ],
  },
  fixedDemoLabel: 'Request Demo',
};
