import type { ScenarioKey } from './roi';

/** Generic UI words for the three scenarios (the figures behind them come from the vault). */
export const SCENARIO_LABEL: Record<ScenarioKey, string> = {
  conservative: 'Conservative',
  baseCase: 'Base Case',
  bestCase: 'Best Case',
};

/** Shown where a multiple or net benefit cannot be computed (a tier without a price). */
export const NOT_AVAILABLE = 'Not available';
