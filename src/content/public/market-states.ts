import { marketStateColors, marketStateSummaries } from './market-state-summaries';
import type { MarketState, MarketStateDetail } from './market-states.schema';
import type { MarketStateId } from './market-state-summaries.schema';

const { red, purple, orange, yellow, green } = marketStateColors;

const documentation = 'Episode manifest, KPI tables and drift checks, under NDA';
const replayNote =
  'Illustrative replay: index path approximate, and the shading shows what a period in this state looks like, not a record of the classification on those dates; the dated classifications are in the episode manifests (validation packet, under NDA).';

/** Each state's figures and validation, by id; every figure comes from the 2012-2024 back-test. */
const details: Record<MarketStateId, MarketStateDetail> = {
  'systemic-stress': {
    narration: `The index stood near its record high on 19 February 2020. Over the weekend of 22-23 February, COVID-19 case counts outside China rose sharply, and on Monday 24 February a sell-off began that lasted into late March. ${replayNote}`,
    description:
      'The highest-severity classification. Systemic Stress flags conditions that historically preceded broad, cross-asset sell-offs rather than isolated shocks, and it is deliberately rare: 9 episodes across the 2012-2024 back-test.',
    frequency: '9 episodes in the 2012-2024 back-test',
    precision: '90%+ on true crises',
    precisionDetail:
      'The share of Systemic Stress classifications that fell within a documented crisis episode listed in the episode manifest.',
    leadTime: '0-3 days before the episode begins (historical back-test)',
    userType: 'CIOs, risk committees and portfolio managers responsible for capital preservation',
    keyStats: [
      { label: 'Episodes, 2012-2024', value: '9', color: red },
      { label: 'Precision on true crises', value: '90%+', color: red },
      { label: 'Lead time', value: '0-3 days', color: red },
    ],
    painPoint:
      'By the time a crisis shows in prices, volatility and credit spreads, hedges are expensive and liquidity is already leaving.',
    value:
      'A rules-based, pre-market flag that historically arrived at or before the start of the move, giving risk committees a documented reason to review exposure and hedges while choices remain.',
    roi: 'Return on the research is specific to each book: replay the 9 documented episodes against your own historical positions and hedging costs. The episode manifests make that analysis auditable; no return is promised.',
    validation: {
      summary:
        'How the Systemic Stress figures were produced, and what the validation packet documents.',
      facts: [
        {
          label: 'Back-test window',
          value: '2012-2024, one classification per trading day, pre-market',
        },
        { label: 'Episodes', value: '9' },
        { label: 'Precision on true crises', value: '90%+' },
        { label: 'Lead time', value: '0-3 days' },
        { label: 'Documentation', value: documentation },
      ],
      method:
        "Each day's classification is computed by the frozen rule set from data available before that day's open, then matched against an independently defined list of crisis episodes. A classification counts toward precision only when it falls within a documented episode.",
    },
  },
  'volatility-spike': {
    narration: `On Friday 2 August 2024 a weaker-than-expected US payrolls report added to an unwinding yen carry trade. On Monday 5 August Japanese equities fell steeply and volatility spiked intraday, before subsiding over the following days. ${replayNote}`,
    description:
      'Volatility Spike flags conditions that historically preceded abrupt jumps in implied volatility, often without a lasting change in the broader trend. The back-test records 14 episodes from 2012 to 2024.',
    frequency: '14 episodes in the 2012-2024 back-test',
    precision: 'Scored per episode',
    precisionDetail:
      'Each classification is scored against the volatility episode that followed it; the scoring rule and per-episode results are set out in the validation packet.',
    leadTime: '0-3 days (historical back-test)',
    userType: 'Volatility, options and hedging desks; multi-strategy risk teams',
    keyStats: [
      { label: 'Episodes, 2012-2024', value: '14', color: purple },
      { label: 'Lead time', value: '0-3 days', color: purple },
      { label: 'Back-test', value: '2012-2024', color: purple },
    ],
    painPoint:
      'Volatility shocks gap overnight. Protection bought after the spike costs far more than it did the day before, and forced de-risking locks in losses.',
    value:
      'A pre-market classification that historically arrived at or ahead of the spike, so desks can review gamma, vega and gross exposure before implied volatility reprices.',
    roi: 'Compare hedging costs and drawdowns across the 14 documented episodes with and without an earlier review; the episode manifests supply the dates. No return is promised.',
    validation: {
      summary:
        'How the Volatility Spike figures were produced, and what the validation packet documents.',
      facts: [
        {
          label: 'Back-test window',
          value: '2012-2024, one classification per trading day, pre-market',
        },
        { label: 'Episodes', value: '14' },
        { label: 'Lead time', value: '0-3 days' },
        { label: 'Scoring', value: 'Per episode, against the volatility episode that followed' },
        { label: 'Documentation', value: documentation },
      ],
      method:
        'Classifications come from the same frozen rule set and pre-open data as every other state. Volatility episodes are defined independently of the rules, so the rules cannot be tuned to the list they are scored against.',
    },
  },
  stress: {
    narration: `After the VIX more than doubled on 5 February 2018 and several inverse-volatility products collapsed, US equities fell sharply again on 8 February and closed in correction territory. ${replayNote}`,
    description:
      'Stress (Advisory) flags elevated but not yet severe conditions. It is a prompt for research and review, not a call to act: 15 episodes across the 2012-2024 back-test, scored under a 60% hit definition.',
    frequency: '15 episodes in the 2012-2024 back-test',
    precision: '60% hit definition',
    precisionDetail:
      'The definition was fixed before scoring; it and the per-episode results are set out in full in the validation packet.',
    leadTime: '0-3 days (historical back-test)',
    userType: 'Risk managers, allocators and investment committees reviewing exposure',
    keyStats: [
      { label: 'Episodes, 2012-2024', value: '15', color: orange },
      { label: 'Hit definition', value: '60%', color: orange },
      { label: 'Lead time', value: '0-3 days', color: orange },
    ],
    painPoint:
      'Deterioration is gradual until it is not. Risk teams need an early, documented prompt to review, not another dashboard to watch.',
    value:
      'A low-noise advisory that gives teams time to check limits, liquidity and hedges, and a written record of when each review was prompted.',
    roi: 'The value is mostly in process: an auditable trigger for risk reviews. Measure it against your own review logs for the 15 documented episodes. No return is promised.',
    validation: {
      summary:
        'How the Stress (Advisory) figures were produced, and what the validation packet documents.',
      facts: [
        {
          label: 'Back-test window',
          value: '2012-2024, one classification per trading day, pre-market',
        },
        { label: 'Episodes', value: '15' },
        { label: 'Hit definition', value: '60%' },
        { label: 'Lead time', value: '0-3 days' },
        { label: 'Documentation', value: documentation },
      ],
      method:
        'An advisory is recorded as a hit only when the episode that follows meets the 60% hit definition; the definition was fixed before scoring and is applied unchanged to every episode.',
    },
  },
  turning: {
    narration: `US equities fell through December 2018 to a low on 24 December, rebounded strongly on 26 December and recovered steadily into February. ${replayNote}`,
    description:
      'Turning flags potential inflections: the end of a sell-off, the start of a correction, or a shift from trending to range-bound conditions. It is the most frequent stress classification, with 61 episodes across the 2012-2024 back-test.',
    frequency: '61 episodes in the 2012-2024 back-test',
    precision: 'Scored on timing',
    precisionDetail:
      'Evaluated on timing against subsequent regime changes rather than against crisis episodes; the scoring rule and per-episode results are in the validation packet.',
    leadTime: '0-3 days (historical back-test)',
    userType: 'Tactical allocators, macro and systematic traders tracking regime changes',
    keyStats: [
      { label: 'Episodes, 2012-2024', value: '61', color: yellow },
      { label: 'Lead time', value: '0-3 days', color: yellow },
      { label: 'Back-test', value: '2012-2024', color: yellow },
    ],
    painPoint:
      'Regime changes are obvious in hindsight and hard to see in real time; models fitted to the last regime keep trading it.',
    value:
      'A rules-based flag for potential inflections that gives discretionary and systematic teams a consistent prompt to re-examine positioning.',
    roi: 'Review the 61 documented Turning episodes against your own rebalancing and re-entry decisions to judge fit. No return is promised.',
    validation: {
      summary: 'How the Turning figures were produced, and what the validation packet documents.',
      facts: [
        {
          label: 'Back-test window',
          value: '2012-2024, one classification per trading day, pre-market',
        },
        { label: 'Episodes', value: '61' },
        { label: 'Lead time', value: '0-3 days' },
        { label: 'Scoring', value: 'On timing against subsequent regime changes' },
        { label: 'Documentation', value: documentation },
      ],
      method:
        'Turning uses the same frozen rules and pre-open data as the other states. Because inflections are frequent, each episode in the manifest lists the classification date next to the regime change it was scored against.',
    },
  },
  calm: {
    narration: `In 2017 US equities rose steadily with unusually low volatility: the VIX spent much of the year near record lows and pullbacks stayed shallow. ${replayNote}`,
    description:
      'Calm is active only when the four stress classifications (Systemic Stress, Volatility Spike, Stress and Turning) are all inactive. It covered about 80% of trading days in the 2012-2024 back-test, typically with VIX below 20 and drawdowns under 5%.',
    frequency: 'About 80% of trading days, 2012-2024',
    precision: 'Baseline',
    precisionDetail:
      'Not a forecast but the absence of every stress classification. Back-test days classified Calm typically saw VIX below 20 and drawdowns under 5%.',
    leadTime: 'Not applicable: Calm describes conditions on the day',
    userType: 'Every user: the confirmation that no stress signal is active today',
    keyStats: [
      { label: 'Share of trading days', value: '~80%', color: green },
      { label: 'Typical VIX', value: 'Below 20', color: green },
      { label: 'Typical drawdown', value: 'Under 5%', color: green },
    ],
    painPoint:
      'Teams that react to every headline overtrade, pay for protection they do not need and stop trusting their own warning systems.',
    value:
      'An explicit, documented all-clear that lets teams run their normal process and keep their attention for the few days that need it.',
    roi: 'Fewer unnecessary reviews and hedges on quiet days; measure it against your own hedging and turnover history. No return is promised.',
    validation: {
      summary: 'How the Calm baseline is defined, and what the validation packet documents.',
      facts: [
        { label: 'Rule', value: 'Active only when all four stress classifications are inactive' },
        { label: 'Share of days', value: 'About 80% of trading days, 2012-2024' },
        { label: 'Typical conditions', value: 'VIX below 20, drawdowns under 5%' },
        { label: 'Documentation', value: documentation },
      ],
      method:
        'Calm has no rules of its own: it is derived from the other four states, so it cannot drift independently of them. The packet reports the conditions observed on Calm days across the back-test.',
    },
  },
};

/**
 * The five daily classifications in full, most severe first (spec section 3): the detector page,
 * the Data In Action legend and the portal read this list.
 */
export const marketStates: MarketState[] = marketStateSummaries.map((summary) => {
  const { narration, ...detail } = details[summary.id];
  return { ...summary, ...detail, screenshot: { ...summary.screenshot, narration } };
});
