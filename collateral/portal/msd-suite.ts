import type { MsdSuite } from '../../src/shared/vault-schema';
import { mail } from './mail';

/**
 * Market State Detector internal page (/internal/msd/suite, spec 2.5). Every figure is from the
 * 2012-2024 historical back-test (internal spec section 9). The public site summarizes some of
 * them differently (90%+ on true crises, Calm about 80% of days, lead time 0-3 days); the
 * positioning points tell reps how to handle that.
 */
export const msdSuite: MsdSuite = {
  hero: {
    eyebrow: 'Internal product overview - Available Now',
    title: 'Market State Detector',
    lead: 'Every trading day, before the US open, the detector classifies the market into one of five states: Systemic Stress, Volatility Spike, Stress, Turning or Calm. The rules are frozen and were back-tested over 2012-2024 on environmental and alternative data that sit outside the price feeds everyone else trades on. It is ultra-selective: fewer than 20 alerts a year. We sell it as research analytics, never as investment advice or trading signals.',
  },
  claims: [
    {
      label: 'Alerts per year',
      value: 'Fewer than 20',
      description:
        'The standard claim. One older page says fewer than 15, and the public site quotes about 15 classifications a year; never claim more than these.',
    },
    {
      label: 'Critical alerts',
      value: 'About 1.8 a year',
      description:
        'The most severe states (Systemic Stress and Volatility Spike) are rare, so each one gets attention.',
    },
    {
      label: 'Systemic Stress',
      value: '9 of 9',
      description:
        'Every Systemic Stress alert in 2012-2024 met the event criteria. About 0.75 a year (one page says about 1 a year).',
    },
    {
      label: 'Volatility Spike',
      value: '13 of 14 (~93%)',
      description: 'Issued same-day, pre-market.',
    },
    {
      label: 'Stress',
      value: '9 of 15 (~60%)',
      description: 'The advisory state; about 1.15 a year. Present it as a review prompt.',
    },
    {
      label: 'Turning',
      value: '58 of 61 (~95%)',
      description: 'The inflection state; about 5 a year, median lead 2 business days.',
    },
    {
      label: 'Calm',
      value: '~70-80% of days',
      description:
        'The baseline: active only when the four stress states are inactive (about 71% of trading days in the detailed statistics).',
    },
    {
      label: 'Validation',
      value: '2012-2024',
      description:
        'Historical back-test. Precision on the other alert types in marketing material ranges from 48% to 77%.',
    },
  ],
  states: [
    {
      id: 'systemic-stress',
      name: 'Systemic Stress',
      label: 'CRITICAL',
      subtitle: 'Red light: rare, market-wide stress',
      tagline: 'The rare regime in which correlations converge and liquidity thins.',
      whatItMeans:
        'The highest-severity state. Conditions match the patterns that historically came before broad, cross-asset sell-offs rather than isolated shocks. It is deliberately rare: 9 alerts across the 2012-2024 back-test. An alert closes only after structural normalization.',
      whatYouGain: [
        'A pre-market, rules-based reason to convene the risk committee before the first trade',
        'Time to review gross exposure, hedges and liquidity while choices remain',
        'A hashed, timestamped record showing what the firm knew and when',
      ],
      proof: {
        date: '24 February 2020',
        description:
          'In the back-test, the pre-market classification for Monday 24 February 2020 was Systemic Stress: the first day of the COVID-19 sell-off that took the S&P 500 about 34% below its 19 February high by 23 March.',
      },
      precision: '100% (9 of 9 alerts met the event criteria)',
      frequency: '9 alerts in 2012-2024 (about 0.75 a year)',
      leadTime:
        'Median 0 business days (average 1.89): at or before the open of the first stress day',
      value:
        'Capital preservation. Position it with the illustration only: a 15% drawdown avoided on $100M is $15M saved (hypothetical arithmetic, not a result).',
      example:
        'Before the open, the CIO and CRO receive the Systemic Stress alert by email. The risk committee meets before the bell, reviews gross exposure and hedge coverage, and logs its decision against the alert in the audit trail.',
      keyMessage:
        'Nine Systemic Stress alerts in the 2012-2024 back-test, and every one met the crisis criteria. When it fires, it is worth a meeting.',
      color: '#ef4444',
      targetUser: 'CIOs, CROs, risk committees and C-suite responsible for capital preservation',
    },
    {
      id: 'volatility-spike',
      name: 'Volatility Spike',
      label: 'SEVERE',
      subtitle: 'Purple light: sharp volatility shock',
      tagline: 'Sharp, short-lived volatility shocks that reprice options and force de-risking.',
      whatItMeans:
        'Conditions match the patterns that historically came with abrupt jumps in implied volatility, often without a lasting change in trend. The alert is issued pre-market on the day itself, before options reprice at the open.',
      whatYouGain: [
        'A same-day, pre-market prompt to check gamma, vega and short-volatility exposure',
        'The chance to review protection before implied volatility reprices',
        'A limits and margin check before the desk opens, with an audit trail of the alert',
      ],
      proof: {
        date: '2 August 2024',
        description:
          'In the back-test, the pre-market classification for Friday 2 August 2024 (weak US payrolls on top of the yen carry-trade unwind) was Volatility Spike. On Monday 5 August the Nikkei 225 fell 12.4% and the VIX briefly traded above 65 intraday.',
      },
      precision: '93% (13 of 14 alerts met the event criteria)',
      frequency: '14 alerts in 2012-2024',
      leadTime: 'Same day, pre-market: issued before the open',
      value:
        'Hedging discipline: protection reviewed before the spike rather than bought after it, and de-risking that is planned rather than forced.',
      example:
        'A volatility desk receives the alert by webhook before the open. Short-gamma books are flagged, the desk head reviews vega limits and margin buffers, and the review is logged before trading starts.',
      keyMessage:
        'Thirteen of fourteen Volatility Spike alerts met the criteria, each delivered before the open on the day.',
      color: '#a855f7',
      targetUser: 'Options traders, volatility desks and multi-strategy risk teams',
    },
    {
      id: 'stress',
      name: 'Stress',
      label: 'WARNING',
      subtitle: 'Orange light: advisory',
      tagline: 'An early, lower-severity advisory that conditions are deteriorating.',
      whatItMeans:
        'Elevated but not yet severe conditions. Stress is an advisory: a prompt to review limits, liquidity and hedges, not a call to act. Its precision is lower than the other states and we say so up front.',
      whatYouGain: [
        'An early, documented prompt for a risk review',
        'Time to check limits and liquidity before conditions become severe',
        'A written record of when each review was prompted',
      ],
      proof: {
        date: '8 February 2018',
        description:
          'In the back-test, the pre-market classification for 8 February 2018 was Stress. Three days after the VIX more than doubled, the S&P 500 fell 3.75% that day and closed more than 10% below its 26 January high.',
      },
      precision: '60% (9 of 15 alerts met the event criteria)',
      frequency: '15 alerts in 2012-2024 (about 1.15 a year)',
      leadTime: 'Median 0 business days (average 1.56)',
      value:
        'Process value: an auditable trigger for risk reviews with a known, honest hit rate. Its value is measured against the review log, not P&L.',
      example:
        'A risk manager receives the Stress advisory, runs the standard limits and liquidity check before the open, and files the review note with the alert reference.',
      keyMessage:
        'Stress is the advisory: an early prompt with a known 60% hit rate. We never oversell it.',
      color: '#f97316',
      targetUser: 'Risk managers, allocators and investment committees',
    },
    {
      id: 'turning',
      name: 'Turning',
      label: 'INFLECTION',
      subtitle: 'Yellow light: warning-transition',
      tagline: 'Inflection points at which the prevailing market regime may be changing.',
      whatItMeans:
        'A potential inflection: the start of a correction, the end of a sell-off, or a shift from trending to range-bound conditions. It is the most frequent stress state, which makes it the one with the most evidence behind it.',
      whatYouGain: [
        'A median two business days to rebalance, trim or re-hedge',
        'A consistent, rules-based input for factor timing and regime-aware models',
        'A prompt to check drawdown limits before they are tested',
      ],
      proof: {
        date: 'Late December 2018',
        description:
          'US equities fell through December 2018 to a low on 24 December, nearly 20% below the September high, then recovered into February. The back-test classified Turning on the days around the low.',
      },
      precision: '95% (58 of 61 alerts met the event criteria)',
      frequency: '61 alerts in 2012-2024 (about 5 a year)',
      leadTime: 'Median 2 business days (average 3.26)',
      value:
        'Timing: enough notice for a rebalance cycle or a factor rotation, from a rule set that is never re-fitted.',
      example:
        'A quant fund consumes the Turning state through the API as a regime input. When it turns on, the model reduces momentum exposure over the next rebalance, and the research team tracks the result in its walk-forward log.',
      keyMessage:
        'Fifty-eight of sixty-one Turning alerts met the criteria, with a median two-day lead: the state with the most evidence behind it.',
      color: '#eab308',
      targetUser: 'Quant funds, tactical allocators, macro traders and discretionary PMs',
    },
    {
      id: 'calm',
      name: 'Calm',
      label: 'BASELINE',
      subtitle: 'Green light: informational',
      tagline: 'The baseline: no stress state is active.',
      whatItMeans:
        'Calm is active only when Systemic Stress, Volatility Spike, Stress and Turning are all inactive. It is not declared lightly: it is a documented all-clear, not a missing signal.',
      whatYouGain: [
        'A documented all-clear that lets teams run their normal process',
        'Fewer unnecessary hedges and headline-driven reviews',
        'A record of quiet days that protects against hindsight criticism',
      ],
      proof: {
        date: '2017',
        description:
          'In 2017 US equities rose steadily with unusually low volatility and the S&P 500 never pulled back more than 3%; the back-test shows Calm across the period.',
      },
      precision: 'Not applicable: Calm is the baseline, not a forecast',
      frequency: 'About 71% of trading days (2,312 of 3,270)',
      leadTime: 'Not applicable; median Calm episode 12 days (average 39.85)',
      value:
        'Historically benign conditions: median 5-day SPX return +0.407%, median 10-day +0.841%, median VIX 14.3 on Calm days.',
      example:
        'A PM sees Calm in the morning email, skips the extra hedge the headlines were pushing and keeps the team focused on the normal process.',
      keyMessage:
        'Calm covers about 71% of trading days. Knowing it is Calm is what lets a team ignore the noise.',
      color: '#22c55e',
      targetUser: 'Every client: the daily confirmation that no stress state is active',
    },
  ],
  delivery: {
    title: 'How clients receive it',
    intro:
      'One classification per trading day, before the US open, delivered the way the client already works. Integration support is included in the pilot.',
    channels: [
      {
        title: 'Email alerts',
        description:
          'The daily state and any new alert, pre-market, to named users or a distribution list. The fastest start for PMs and risk committees.',
      },
      {
        title: 'Webhook',
        description:
          "Push delivery into the client's own systems (order management, risk platform, chat) as soon as the classification is issued.",
      },
      {
        title: 'CSV',
        description:
          'Daily files and the full 2012-2024 history for research teams and spreadsheets.',
      },
      {
        title: 'API',
        description:
          'Pull the current state and the alert history programmatically; suited to quant funds and risk platforms.',
      },
      {
        title: 'Immutable audit trail',
        description:
          'Every classification is hashed (SHA-256) and written to an immutable object-lock archive, so the history cannot be revised after the fact.',
      },
    ],
  },
  api: {
    title: 'Detector API',
    description:
      'Describe the API in words only: three endpoint groups, read-only. Do not send URLs, keys or sample payloads to prospects; the SE team shares technical detail (technical-specs/api-overview) once an NDA is signed or sandbox access is granted.',
    endpoints: [
      {
        name: 'Real-time state',
        description: "Today's classification (one of the five states) and which alerts are active.",
      },
      {
        name: 'Alert history',
        description:
          'Every past classification and alert, with dates, for back-testing and audit; the full 2012-2024 history.',
      },
      {
        name: 'Documentation',
        description: 'State definitions, field descriptions and versioned feature manifests.',
      },
    ],
  },
  compliance:
    'Research analytics only. The Market State Detector is not investment advice, not a trading signal and not a recommendation to buy or sell anything; Meridian Field Research is not a registered investment adviser. All figures are historical back-tests (2012-2024) and any projection is hypothetical. Validation documentation and episode manifests are shared under NDA. Never promise returns, never say the detector "predicts" crashes, and never describe geo-social research or the MSP raw-data feed as available.',
  accessPrograms: [
    {
      name: '90-Day Institutional Pilot',
      price: '$8,000 per month; 3-month commitment ($24,000 total)',
      description:
        'The standard first step. The prospect runs the detector alongside its own process for three months and judges it on evidence. Cancel anytime after month 3.',
      features: [
        'Daily pre-market classifications',
        'Full history, 2012-2024',
        'Integration support (email, webhook, CSV or API)',
        'Methodology documentation',
        'Compliance packet',
        'Auditable signal history (SHA-256, immutable object-lock archive)',
      ],
      mail: mail.institutionalPilot,
    },
    {
      name: 'Annual License',
      price: 'Custom pricing based on AUM',
      description:
        'For clients moving beyond the pilot. Internal only, never share: the pricing guide uses a 6-tier structure (Founder-Partner 0.16bp, Founder 0.25bp, Early Adopter 0.3bp, Standard 0.5bp, with minimums and caps); see sales/pricing-guide and get deal-desk sign-off before quoting.',
      features: [
        'Everything in the pilot, for the full license term',
        'Delivery by email, webhook, CSV and API',
        'Immutable audit trail and versioned feature manifests',
        'Pricing scaled to AUM, quoted by the sales team',
      ],
      mail: mail.annualLicense,
    },
  ],
  cta: {
    title: 'Book the demo, then propose the pilot',
    text: "Run the Demo Flow for your prospect's persona and the current market state, send the sample alert and the one-pager the same day, and propose the 90-Day Institutional Pilot. Use the ROI calculator internally to prepare the value conversation.",
  },
  positioning: {
    title: 'Sales positioning',
    points: [
      'Lead with selectivity: fewer than 20 alerts a year, about 1.8 critical. It tells clients which few days deserve attention.',
      'Lead with evidence, not mechanism: frozen rules, 2012-2024 back-test, episode manifests under NDA. We do not ask anyone to believe a theory.',
      'Differentiate on inputs: environmental and alternative data, independent of the price feeds every competitor reads.',
      'Differentiate on audit: SHA-256 hashed history in an immutable archive, versioned manifests, zero drift.',
      'Be honest about Stress (60%) and about lead times (median 0 business days for Systemic Stress): it is a pre-market prompt, not a crystal ball.',
      'Prospects may quote the public page: 90%+ precision on true crises, Calm about 80% of days, lead time 0-3 days. Those are public summaries of the same 2012-2024 back-test that produced the detailed statistics on this page; always present either as historical back-tests.',
      'Always close to the 90-Day Institutional Pilot: $8,000 a month, $24,000 total.',
    ],
    nextSteps: [
      { label: 'Model the ROI', to: '/internal/msd/roi' },
      { label: 'Public Product Page', to: '/market-state-detector' },
    ],
  },
};
