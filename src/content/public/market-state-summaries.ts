import type { MarketStateSummary } from './market-state-summaries.schema';

/** Each state's color: its light on the dashboard, and the accent of every figure about it. */
export const marketStateColors = {
  red: '#ef4444',
  purple: '#a855f7',
  orange: '#f97316',
  yellow: '#eab308',
  green: '#22c55e',
} as const;

const { red, purple, orange, yellow, green } = marketStateColors;

/**
 * What lists of the five states show (name, light, tagline, color, badge and replay chart), most
 * severe first (spec section 3). The home page reads only this; the pages about the states add
 * each one's figures from market-states.ts, so a first visit does not download them.
 */
export const marketStateSummaries: MarketStateSummary[] = [
  {
    id: 'systemic-stress',
    name: 'Systemic Stress',
    code: 'SSS',
    label: 'CRITICAL - RED LIGHT',
    tagline: 'The rare, market-wide regime in which correlations converge and liquidity thins.',
    color: red,
    screenshot: {
      src: '/screenshots/systemic-stress.svg',
      title: 'Systemic Stress replay, around 24 February 2020',
      period: 'January to April 2020',
      alt: 'Line chart of a US large-cap equity index rebased to 100, January to April 2020: flat near its high until late February, then a steep fall to a low in late March, with the days from 24 February shaded red to illustrate a Systemic Stress period.',
    },
    badge: 'Historical correlation patterns (backtest)',
  },
  {
    id: 'volatility-spike',
    name: 'Volatility Spike',
    code: 'VS',
    label: 'SEVERE - PURPLE LIGHT',
    tagline: 'Sharp, short-lived volatility shocks that reprice options and force de-risking.',
    color: purple,
    screenshot: {
      src: '/screenshots/volatility-spike.svg',
      title: 'Volatility Spike replay, around 2 August 2024',
      period: 'July to September 2024',
      alt: 'Line chart of a US large-cap equity index rebased to 100, July to September 2024: a decline from mid-July to a trough in early August, then a recovery to new highs by late September, with the days from 2 August shaded purple to illustrate a Volatility Spike period.',
    },
    badge: 'Historical correlation patterns (backtest)',
  },
  {
    id: 'stress',
    name: 'Stress (Advisory)',
    label: 'ADVISORY - ORANGE LIGHT',
    tagline: 'An early, lower-severity advisory that conditions are deteriorating.',
    color: orange,
    screenshot: {
      src: '/screenshots/stress.svg',
      title: 'Stress (Advisory) replay, around 8 February 2018',
      period: 'January to March 2018',
      alt: 'Line chart of a US large-cap equity index rebased to 100, January to March 2018: a rise to a late-January peak, a sharp fall in early February and a partial recovery, with the days around 8 February shaded orange to illustrate a Stress (Advisory) period.',
    },
    badge: 'Advisory - Research Only',
  },
  {
    id: 'turning',
    name: 'Turning',
    label: 'INFLECTION - YELLOW LIGHT',
    tagline: 'Inflection points at which the prevailing market regime may be changing.',
    color: yellow,
    screenshot: {
      src: '/screenshots/turning.svg',
      title: 'Turning replay, late 2018',
      period: 'November 2018 to February 2019',
      alt: 'Line chart of a US large-cap equity index rebased to 100, November 2018 to February 2019: a slide through December to a low on 24 December, then a steady recovery, with the days around the low shaded yellow to illustrate a Turning period.',
    },
    badge: 'Historical correlation patterns (backtest)',
  },
  {
    id: 'calm',
    name: 'Calm',
    label: 'BASELINE - GREEN LIGHT',
    tagline: 'The baseline: no stress classification is active.',
    color: green,
    screenshot: {
      src: '/screenshots/calm.svg',
      title: 'Calm replay, 2017',
      period: 'January to December 2017',
      alt: 'Line chart of a US large-cap equity index rebased to 100 through 2017, rising steadily with only shallow pullbacks, with the whole period shaded green to illustrate a Calm period.',
    },
    badge: 'Baseline classification (no stress)',
  },
];
