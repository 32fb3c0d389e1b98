/**
 * ROI arithmetic for both calculators (spec 2.6, 5, 9). Pure: shares, prices and tiers come from
 * the vault as parameters, so no constant of the calculators lives in app code.
 *
 * - annual value ($M)   = AUM ($M) x scenario share of AUM
 * - annual cost ($k)    = tier price x 12 for monthly billing (MONTHS_PER_YEAR), the price itself for yearly
 * - ROI multiple        = annual value ($M) x 1000 / annual cost ($k)   e.g. 5.0 x 1000 / 80 = 62.5x
 * - net benefit ($M)    = annual value - annual cost / 1000              e.g. 5.0 - 0.08 = 4.92
 * A tier priced in words ('Coming 2026') has no cost, so its multiple and net benefit are null.
 */
import type { RoiCalculator, RoiSignal, RoiTier } from '@/shared/vault-schema';

export const SCENARIOS = ['conservative', 'baseCase', 'bestCase'] as const;
export type ScenarioKey = (typeof SCENARIOS)[number];

export interface ScenarioResult {
  /** Share of AUM (0.01 = 1%). */
  share: number;
  valueMillions: number;
  multiple: number | null;
  netBenefitMillions: number | null;
}

export type ScenarioResults = Record<ScenarioKey, ScenarioResult>;

export interface SignalResult {
  signal: RoiSignal;
  scenarios: ScenarioResults;
}

export interface RoiResult {
  tier: RoiTier;
  annualCostThousands: number | null;
  signals: SignalResult[];
  /** A sum of hypothetical scenarios: all selected signals added, against one license. */
  totals: ScenarioResults;
}

/**
 * The one rule for a monthly price (both calculators, printed as their assumption, and the ROI
 * lessons): a year is twelve months of it, so the 60-day Pilot's $8k a month is $96k a year.
 */
export const MONTHS_PER_YEAR = 12;

/** The tier's cost for a year in thousands of dollars, or null when it has no price yet. */
export function annualTierCost(tier: RoiTier): number | null {
  if (typeof tier.price !== 'number') return null;
  return tier.billing === 'month' ? tier.price * MONTHS_PER_YEAR : tier.price;
}

/** A divisor or a cost for the printed formula: '80', '96', '0.096'. */
function plain(value: number): string {
  return String(Math.round(value * 1e9) / 1e9);
}

/**
 * The formula lines printed with the results, built from the same tier and cost the figures use,
 * so the stated divisor and the computed multiple cannot disagree on any tier.
 */
export function costAssumptions(tier: RoiTier): string[] {
  const cost = annualTierCost(tier);
  if (cost === null)
    return [
      `${tier.name} has no price yet (${String(tier.price)}), so there is nothing to divide by: no ROI multiple or net benefit is shown, only the annual values.`,
    ];
  const basis =
    tier.billing === 'month'
      ? `${tier.name}: $${plain(Number(tier.price))}k per month x ${MONTHS_PER_YEAR} months = $${plain(cost)}k a year (a monthly price is annualised as ${MONTHS_PER_YEAR} months of it).`
      : `${tier.name}: $${plain(cost)}k per year.`;
  return [
    `Annual cost of the selected tier, ${basis}`,
    `ROI multiple per signal = annual value in $M x 1,000 / ${plain(cost)}.`,
    `Net benefit per signal = annual value in $M - ${plain(cost / 1000)} (the $${plain(cost)}k annual cost in millions).`,
  ];
}

export function roiMultiple(
  valueMillions: number,
  annualCostThousands: number | null,
): number | null {
  return annualCostThousands ? (valueMillions * 1000) / annualCostThousands : null;
}

export function netBenefit(
  valueMillions: number,
  annualCostThousands: number | null,
): number | null {
  return annualCostThousands === null ? null : valueMillions - annualCostThousands / 1000;
}

function scenario(share: number, valueMillions: number, cost: number | null): ScenarioResult {
  return {
    share,
    valueMillions,
    multiple: roiMultiple(valueMillions, cost),
    netBenefitMillions: netBenefit(valueMillions, cost),
  };
}

export function signalScenarios(
  signal: RoiSignal,
  aumMillions: number,
  cost: number | null,
): ScenarioResults {
  const result = {} as ScenarioResults;
  for (const key of SCENARIOS) {
    const { share } = signal.scenarios[key];
    result[key] = scenario(share, aumMillions * share, cost);
  }
  return result;
}

/** The tier a calculator starts on: its content default, else its first tier. */
export function defaultTierOf(calculator: RoiCalculator): RoiTier {
  const tier =
    calculator.tiers.find((candidate) => candidate.id === calculator.defaultTier) ??
    calculator.tiers[0];
  if (!tier) throw new Error('An ROI calculator needs at least one tier');
  return tier;
}

export function defaultSignalIds(calculator: RoiCalculator): string[] {
  return calculator.signals.filter((signal) => signal.selectedByDefault).map((signal) => signal.id);
}

export interface RoiInputs {
  aumMillions: number;
  tierId: string;
  /** Selected signals; kept in the calculator's own order whatever order they were ticked in. */
  signalIds: readonly string[];
}

export function calculateRoi(calculator: RoiCalculator, inputs: RoiInputs): RoiResult {
  const tier =
    calculator.tiers.find((candidate) => candidate.id === inputs.tierId) ??
    defaultTierOf(calculator);
  const cost = annualTierCost(tier);
  const selected = new Set(inputs.signalIds);
  const signals = calculator.signals
    .filter((signal) => selected.has(signal.id))
    .map((signal) => ({ signal, scenarios: signalScenarios(signal, inputs.aumMillions, cost) }));
  const totals = {} as ScenarioResults;
  for (const key of SCENARIOS) {
    const share = signals.reduce((sum, entry) => sum + entry.scenarios[key].share, 0);
    const value = signals.reduce((sum, entry) => sum + entry.scenarios[key].valueMillions, 0);
    totals[key] = scenario(share, value, cost);
  }
  return { tier, annualCostThousands: cost, signals, totals };
}
