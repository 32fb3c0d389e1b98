import { describe, expect, it } from 'vitest';
import type { RoiCalculator, RoiSignal, RoiTier } from '@/shared/vault-schema';
import {
  annualTierCost,
  calculateRoi,
  defaultSignalIds,
  defaultTierOf,
  type ScenarioResults,
} from './roi';

/** The spec's constants (internal-portal.md section 9), written here in the test only. */
const tiers: RoiTier[] = [
  { id: 'pilot', name: 'Pilot', price: 8, billing: 'month', note: 'n' },
  { id: 'founder', name: 'Founder', price: 80, billing: 'year', note: 'n' },
  { id: 'enterprise', name: 'Enterprise', price: 'Coming 2026', billing: 'year', note: 'n' },
];

function signal(
  id: string,
  [conservative, baseCase, bestCase]: [number, number, number],
  selectedByDefault: boolean,
): RoiSignal {
  const scenario = (share: number) => ({ share, description: 'd' });
  return {
    id,
    name: id,
    color: '#ffffff',
    frequency: 'f',
    precision: 'p',
    leadTime: 'l',
    assumptions: ['a'],
    scenarios: {
      conservative: scenario(conservative),
      baseCase: scenario(baseCase),
      bestCase: scenario(bestCase),
    },
    selectedByDefault,
  };
}

function calculator(signals: RoiSignal[], min?: number): RoiCalculator {
  return {
    title: 't',
    intro: 'i',
    aum: { defaultMillions: 500, min, step: 50 },
    hedgingCost: { defaultPercent: 1, step: 0.1, note: 'n' },
    tiers,
    defaultTier: 'founder',
    signals,
    assumptions: ['a'],
    compliance: 'c',
    disclaimer: 'd',
    illustration: 'i',
  };
}

const msd = calculator(
  [
    signal('systemic-stress', [0.003, 0.01, 0.02], true),
    signal('volatility-spike', [0.003, 0.01, 0.02], true),
    signal('turning', [0.004, 0.012, 0.025], true),
    signal('calm', [0.001, 0.006, 0.015], true),
  ],
  1,
);

const financial = calculator([
  signal('crisis-shield', [0.005, 0.025, 0.1], true),
  signal('volatility-surge', [0.005, 0.02, 0.05], true),
  signal('market-shift', [0.005, 0.01, 0.025], false),
  signal('all-clear', [0.0025, 0.005, 0.02], false),
]);

type Expected = Array<[value: number, multiple: number | null, net: number | null]>;

function expectScenarios(actual: ScenarioResults, expected: Expected) {
  const rows = [actual.conservative, actual.baseCase, actual.bestCase];
  rows.forEach((row, index) => {
    const [value, multiple, net] = expected[index]!;
    expect(row.valueMillions).toBeCloseTo(value, 10);
    if (multiple === null) expect(row.multiple).toBeNull();
    else expect(row.multiple).toBeCloseTo(multiple, 10);
    if (net === null) expect(row.netBenefitMillions).toBeNull();
    else expect(row.netBenefitMillions).toBeCloseTo(net, 10);
  });
}

const bySignal = (result: ReturnType<typeof calculateRoi>, id: string) =>
  result.signals.find((entry) => entry.signal.id === id)!.scenarios;

describe('tiers', () => {
  it('annualises monthly prices and has no cost for a price in words', () => {
    expect(annualTierCost(tiers[0]!)).toBe(96);
    expect(annualTierCost(tiers[1]!)).toBe(80);
    expect(annualTierCost(tiers[2]!)).toBeNull();
  });

  it('starts on the content default tier and default signals', () => {
    expect(defaultTierOf(msd).id).toBe('founder');
    expect(defaultSignalIds(msd)).toEqual([
      'systemic-stress',
      'volatility-spike',
      'turning',
      'calm',
    ]);
    expect(defaultSignalIds(financial)).toEqual(['crisis-shield', 'volatility-surge']);
  });
});

describe('market state calculator, 500M, Founder License (80k a year)', () => {
  const result = calculateRoi(msd, {
    aumMillions: 500,
    tierId: 'founder',
    signalIds: defaultSignalIds(msd),
  });

  it('reproduces the spec: Systemic Stress base 5.0M, 62.5x, net 4.92M', () => {
    expectScenarios(bySignal(result, 'systemic-stress'), [
      [1.5, 18.75, 1.42],
      [5.0, 62.5, 4.92],
      [10.0, 125, 9.92],
    ]);
    expectScenarios(bySignal(result, 'volatility-spike'), [
      [1.5, 18.75, 1.42],
      [5.0, 62.5, 4.92],
      [10.0, 125, 9.92],
    ]);
  });

  it('Turning and Calm', () => {
    expectScenarios(bySignal(result, 'turning'), [
      [2.0, 25, 1.92],
      [6.0, 75, 5.92],
      [12.5, 156.25, 12.42],
    ]);
    expectScenarios(bySignal(result, 'calm'), [
      [0.5, 6.25, 0.42],
      [3.0, 37.5, 2.92],
      [7.5, 93.75, 7.42],
    ]);
  });

  it('adds the four signals against one license: 5.5M / 19.0M / 40.0M', () => {
    expectScenarios(result.totals, [
      [5.5, 68.75, 5.42],
      [19.0, 237.5, 18.92],
      [40.0, 500, 39.92],
    ]);
  });

  it('keeps the calculator order whatever order signals were ticked in', () => {
    const picked = calculateRoi(msd, {
      aumMillions: 500,
      tierId: 'founder',
      signalIds: ['calm', 'systemic-stress'],
    });
    expect(picked.signals.map((entry) => entry.signal.id)).toEqual(['systemic-stress', 'calm']);
  });
});

describe('market state calculator on the other tiers and AUMs', () => {
  it('60-day Pilot: 8k a month is 96k a year, so 5.0M is 52.08x and nets 4.904M', () => {
    const result = calculateRoi(msd, {
      aumMillions: 500,
      tierId: 'pilot',
      signalIds: ['systemic-stress'],
    });
    expect(result.annualCostThousands).toBe(96);
    expectScenarios(bySignal(result, 'systemic-stress'), [
      [1.5, 15.625, 1.404],
      [5.0, 5000 / 96, 4.904],
      [10.0, 10000 / 96, 9.904],
    ]);
  });

  it('Enterprise (Coming 2026): values but no multiple and no net benefit', () => {
    const result = calculateRoi(msd, {
      aumMillions: 500,
      tierId: 'enterprise',
      signalIds: ['systemic-stress'],
    });
    expect(result.annualCostThousands).toBeNull();
    expectScenarios(bySignal(result, 'systemic-stress'), [
      [1.5, null, null],
      [5.0, null, null],
      [10.0, null, null],
    ]);
    expect(result.totals.baseCase.multiple).toBeNull();
  });

  it('250M (the training example): Systemic Stress 2.5M, 31.25x; Turning 3.0M, 37.5x', () => {
    const result = calculateRoi(msd, {
      aumMillions: 250,
      tierId: 'founder',
      signalIds: ['systemic-stress', 'turning'],
    });
    expectScenarios(bySignal(result, 'systemic-stress'), [
      [0.75, 9.375, 0.67],
      [2.5, 31.25, 2.42],
      [5.0, 62.5, 4.92],
    ]);
    expect(bySignal(result, 'turning').baseCase.multiple).toBeCloseTo(37.5, 10);
  });

  it('no signal selected: zero totals, never NaN', () => {
    const result = calculateRoi(msd, { aumMillions: 500, tierId: 'founder', signalIds: [] });
    expect(result.signals).toEqual([]);
    expectScenarios(result.totals, [
      [0, 0, -0.08],
      [0, 0, -0.08],
      [0, 0, -0.08],
    ]);
  });

  it('an unknown tier id falls back to the default tier', () => {
    expect(calculateRoi(msd, { aumMillions: 500, tierId: 'gold', signalIds: [] }).tier.id).toBe(
      'founder',
    );
  });
});

describe('financial signals calculator, 500M', () => {
  it('Founder License: value x 1000 / 80 per signal', () => {
    const result = calculateRoi(financial, {
      aumMillions: 500,
      tierId: 'founder',
      signalIds: ['crisis-shield', 'volatility-surge', 'market-shift', 'all-clear'],
    });
    expectScenarios(bySignal(result, 'crisis-shield'), [
      [2.5, 31.25, 2.42],
      [12.5, 156.25, 12.42],
      [50, 625, 49.92],
    ]);
    expectScenarios(bySignal(result, 'volatility-surge'), [
      [2.5, 31.25, 2.42],
      [10, 125, 9.92],
      [25, 312.5, 24.92],
    ]);
    expectScenarios(bySignal(result, 'market-shift'), [
      [2.5, 31.25, 2.42],
      [5, 62.5, 4.92],
      [12.5, 156.25, 12.42],
    ]);
    expectScenarios(bySignal(result, 'all-clear'), [
      [1.25, 15.625, 1.17],
      [2.5, 31.25, 2.42],
      [10, 125, 9.92],
    ]);
  });

  it('defaults (Crisis Shield and Volatility Surge) total 5.0M / 22.5M / 75.0M', () => {
    const result = calculateRoi(financial, {
      aumMillions: 500,
      tierId: 'founder',
      signalIds: defaultSignalIds(financial),
    });
    expectScenarios(result.totals, [
      [5, 62.5, 4.92],
      [22.5, 281.25, 22.42],
      [75, 937.5, 74.92],
    ]);
  });

  it('Pilot and Enterprise tiers', () => {
    const pilot = calculateRoi(financial, {
      aumMillions: 500,
      tierId: 'pilot',
      signalIds: ['crisis-shield'],
    });
    expect(bySignal(pilot, 'crisis-shield').baseCase.multiple).toBeCloseTo(12500 / 96, 10);
    expect(bySignal(pilot, 'crisis-shield').baseCase.netBenefitMillions).toBeCloseTo(12.404, 10);
    const enterprise = calculateRoi(financial, {
      aumMillions: 500,
      tierId: 'enterprise',
      signalIds: ['crisis-shield'],
    });
    expect(bySignal(enterprise, 'crisis-shield').baseCase).toMatchObject({
      multiple: null,
      netBenefitMillions: null,
    });
  });

  it('scales linearly with AUM', () => {
    const result = calculateRoi(financial, {
      aumMillions: 1000,
      tierId: 'founder',
      signalIds: ['crisis-shield'],
    });
    expect(bySignal(result, 'crisis-shield').baseCase.valueMillions).toBeCloseTo(25, 10);
    expect(bySignal(result, 'crisis-shield').baseCase.multiple).toBeCloseTo(312.5, 10);
  });
});
