import type { RoiCalculator, RoiContent, RoiTier } from '../../src/shared/vault-schema';

/**
 * The two ROI calculators (spec 2.6, 5, 9). Shares of AUM are the calculator's fixed illustrative
 * inputs, not measured results. Internal tool: never share it with a prospect without the
 * disclaimers below.
 */

const tiers: RoiTier[] = [
  {
    id: 'pilot',
    name: '60-day Pilot',
    price: 8,
    billing: 'month',
    note: '$8k per month, annualised as 12 months ($96k a year) for ROI multiples. The pilot we offer today is the 90-Day Institutional Pilot: 3-month commitment, $24k total, cancel anytime after month 3.',
  },
  {
    id: 'founder',
    name: 'Founder License',
    price: 80,
    billing: 'year',
    note: '$80k per year. The default tier for ROI multiples.',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Coming 2026',
    billing: 'year',
    note: 'No price yet, so no ROI multiple is shown. Do not quote an Enterprise price.',
  },
];

const hedgingCost = {
  defaultPercent: 1,
  step: 0.1,
  note: "Shown to frame the conversation (the prospect's annual hedging cost as a percent of AUM). It is used in no calculation on this page.",
};

const compliance =
  'I understand this ROI tool is illustrative and must not be shared with prospects without disclaimers.';

const disclaimer =
  'Illustrative and hypothetical. Scenario values are fixed shares of AUM chosen to show scale; they are not forecasts, not results achieved by any client and not a promise of returns. Underlying signal statistics are historical back-tests (2012-2024); past patterns do not guarantee future results. Research analytics only: not investment advice. Meridian Field Research is not a registered investment adviser.';

const illustration =
  'Illustration: a 15% drawdown avoided on a $100M portfolio is $15M saved. This is hypothetical arithmetic to show scale, not a result.';

const commonAssumptions = [
  'The client acts on each alert before the open and its own process decides what to do.',
  'Values exclude hedging costs, transaction costs, slippage, fees and taxes.',
  'Scenario shares of AUM are fixed illustrative inputs, not outcomes measured in the back-test.',
  'Lead with one signal. The sum across selected signals is a sum of hypothetical scenarios: overlap between signals is not removed.',
];

const msd: RoiCalculator = {
  title: 'Market State Detector ROI Calculator',
  intro:
    "Prepare the value conversation before a C-suite or risk-officer meeting: enter the prospect's AUM, choose a tier and the states that matter to them, and read conservative, base and best-case annual values side by side. Illustrative only; share the output with a prospect only with the disclaimers.",
  aum: { defaultMillions: 500, min: 1, step: 50 },
  hedgingCost,
  tiers,
  defaultTier: 'founder',
  signals: [
    {
      id: 'systemic-stress',
      name: 'Systemic Stress',
      color: '#ef4444',
      frequency: '9 alerts in 2012-2024 (about 0.75 a year)',
      precision: '100% (9 of 9)',
      leadTime: 'Median 0 business days (average 1.89)',
      assumptions: [
        'Value comes from reducing exposure or adding protection when a crisis alert fires.',
        'In most years there is no Systemic Stress alert; the annual value is an average, not a yearly outcome.',
      ],
      scenarios: {
        conservative: {
          share: 0.003,
          description: 'A hedge review trims a small part of the drawdown in a crisis episode.',
        },
        baseCase: {
          share: 0.01,
          description:
            'The risk committee reduces gross exposure before the open of the first stress day.',
        },
        bestCase: {
          share: 0.02,
          description: 'Exposure and hedges are fully repositioned ahead of a 2020-style crisis.',
        },
      },
      selectedByDefault: true,
    },
    {
      id: 'volatility-spike',
      name: 'Volatility Spike',
      color: '#a855f7',
      frequency: '14 alerts in 2012-2024',
      precision: '93% (13 of 14)',
      leadTime: 'Same day, pre-market',
      assumptions: [
        'Value comes from buying protection or cutting short-volatility exposure before options reprice at the open.',
        'Most relevant to options, volatility and multi-strategy books.',
      ],
      scenarios: {
        conservative: {
          share: 0.003,
          description: 'Protection is priced before the open instead of after the spike.',
        },
        baseCase: {
          share: 0.01,
          description: 'Short-gamma and vega exposure is cut before the open on the alert day.',
        },
        bestCase: {
          share: 0.02,
          description: 'Hedges are in place and forced de-risking is avoided through the shock.',
        },
      },
      selectedByDefault: true,
    },
    {
      id: 'turning',
      name: 'Turning',
      color: '#eab308',
      frequency: '61 alerts in 2012-2024 (about 5 a year)',
      precision: '95% (58 of 61)',
      leadTime: 'Median 2 business days (average 3.26)',
      assumptions: [
        'Value comes from rebalancing, trimming or rotating factors within the lead time.',
        'The most frequent stress state, so its value accrues across several alerts a year.',
      ],
      scenarios: {
        conservative: {
          share: 0.004,
          description: 'Partial trims on a few alerts a year ahead of drawdown conditions.',
        },
        baseCase: {
          share: 0.012,
          description: 'Systematic rebalancing on each alert within the two-day median lead.',
        },
        bestCase: {
          share: 0.025,
          description: 'Factor rotation and re-entry timed on every alert across the year.',
        },
      },
      selectedByDefault: true,
    },
    {
      id: 'calm',
      name: 'Calm',
      color: '#22c55e',
      frequency: 'About 71% of trading days (2,312 of 3,270)',
      precision: 'Not applicable (baseline)',
      leadTime: 'Not applicable; median episode 12 days',
      assumptions: [
        'Value comes from not paying for protection or turnover the conditions did not call for.',
        'Calm days historically: median 5-day SPX +0.407%, 10-day +0.841%, median VIX 14.3.',
      ],
      scenarios: {
        conservative: {
          share: 0.001,
          description: 'A few unnecessary headline-driven hedges are skipped.',
        },
        baseCase: {
          share: 0.006,
          description: 'Hedge spend and turnover are cut back on documented Calm days.',
        },
        bestCase: {
          share: 0.015,
          description:
            'The book stays fully invested through Calm episodes instead of de-risking on noise.',
        },
      },
      selectedByDefault: true,
    },
  ],
  assumptions: [
    'AUM is in millions of US dollars; the default is $500M.',
    'Annual value per signal = AUM x scenario share of AUM.',
    ...commonAssumptions,
  ],
  compliance,
  disclaimer,
  illustration,
};

const financial: RoiCalculator = {
  title: 'Financial Signals ROI Calculator',
  intro:
    'The earlier calculator for the financial signals suite (Crisis Shield, Volatility Surge, Market Shift, All Clear). Its signal statistics come from the older suite and differ from the Market State Detector back-test; in new conversations use the Market State Detector calculator and figures.',
  aum: { defaultMillions: 500, step: 50 },
  hedgingCost,
  tiers,
  defaultTier: 'founder',
  signals: [
    {
      id: 'crisis-shield',
      name: 'Crisis Shield',
      color: '#ef4444',
      frequency: '0.8 a year',
      precision: '50%',
      leadTime: '2-5 days',
      assumptions: [
        'Value comes from protecting the portfolio ahead of a crisis episode.',
        'Half of historical alerts were not followed by a crisis; expect false alarms.',
      ],
      scenarios: {
        conservative: { share: 0.005, description: 'Partial protection on one alert.' },
        baseCase: { share: 0.025, description: 'Exposure reduced ahead of a crisis episode.' },
        bestCase: { share: 0.1, description: 'Most of a severe crisis drawdown avoided.' },
      },
      selectedByDefault: true,
    },
    {
      id: 'volatility-surge',
      name: 'Volatility Surge',
      color: '#a855f7',
      frequency: '1 a year',
      precision: '90%',
      leadTime: '2 days',
      assumptions: [
        'Value comes from hedging or cutting short-volatility exposure before the surge.',
      ],
      scenarios: {
        conservative: { share: 0.005, description: 'Protection bought before it reprices.' },
        baseCase: { share: 0.02, description: 'Short-volatility exposure cut ahead of the surge.' },
        bestCase: { share: 0.05, description: 'Hedges in place and forced de-risking avoided.' },
      },
      selectedByDefault: true,
    },
    {
      id: 'market-shift',
      name: 'Market Shift',
      color: '#eab308',
      frequency: '2.6 a year',
      precision: '77%',
      leadTime: 'Not stated',
      assumptions: ['Value comes from rebalancing or rotating exposure around a regime change.'],
      scenarios: {
        conservative: { share: 0.005, description: 'Partial rebalancing on some alerts.' },
        baseCase: { share: 0.01, description: 'Rebalancing on each alert.' },
        bestCase: { share: 0.025, description: 'Rotation timed on every alert across the year.' },
      },
      selectedByDefault: false,
    },
    {
      id: 'all-clear',
      name: 'All Clear',
      color: '#22c55e',
      frequency: 'n/a',
      precision: 'n/a',
      leadTime: 'n/a',
      assumptions: ['Value comes from avoiding unnecessary hedges and turnover in quiet markets.'],
      scenarios: {
        conservative: { share: 0.0025, description: 'A few unnecessary hedges skipped.' },
        baseCase: { share: 0.005, description: 'Hedge spend reduced in quiet periods.' },
        bestCase: { share: 0.02, description: 'Fully invested through quiet periods.' },
      },
      selectedByDefault: false,
    },
  ],
  assumptions: [
    'AUM is in millions of US dollars; the default is $500M.',
    'Annual value per signal = AUM x scenario share of AUM.',
    ...commonAssumptions,
  ],
  compliance,
  disclaimer,
  illustration,
};

export const roi: RoiContent = { msd, financial };
