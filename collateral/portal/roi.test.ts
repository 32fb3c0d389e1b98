/**
 * Both calculators as the vault ships them, on every tier, against cases worked by hand; the
 * printed formula must name the divisor the figures use, and the ROI lessons must teach the same
 * annualising rule with the same results.
 */
import { describe, expect, it } from 'vitest';
import { roi } from './roi';
import { training } from './training/index';
import { formatMultiple } from '../../src/features/roi/format';
import { calculateRoi, costAssumptions, type ScenarioResult } from '../../src/features/roi/roi';

const { msd, financial } = roi;

function base(
  calculator: typeof msd,
  tierId: string,
  signalId: string,
  aumMillions = 500,
): ScenarioResult {
  const result = calculateRoi(calculator, { aumMillions, tierId, signalIds: [signalId] });
  return result.signals[0]!.scenarios.baseCase;
}

/** The number the printed "x 1,000 / N" line divides by. */
function printedDivisor(tierId: string, calculator = msd): number | null {
  const tier = calculator.tiers.find((entry) => entry.id === tierId)!;
  const line = costAssumptions(tier).find((text) => text.startsWith('ROI multiple per signal'));
  const match = line && /x 1,000 \/ ([\d.]+)\.$/.exec(line);
  return match ? Number(match[1]) : null;
}

describe('Market State Detector calculator (vault content)', () => {
  it('Founder License: Systemic Stress base 1.0% x 500 = 5.0M; 5.0 x 1000 / 80 = 62.5x; net 4.92M', () => {
    expect(base(msd, 'founder', 'systemic-stress')).toEqual({
      share: 0.01,
      valueMillions: 5,
      multiple: 62.5,
      netBenefitMillions: 4.92,
    });
    expect(printedDivisor('founder')).toBe(80);
  });

  it('60-day Pilot: 8 x 12 = 96k a year; Turning base 1.2% x 500 = 6.0M; 6000 / 96 = 62.5x; net 5.904M', () => {
    const result = base(msd, 'pilot', 'turning');
    expect(result.valueMillions).toBeCloseTo(6, 12);
    expect(result.multiple).toBeCloseTo(62.5, 12);
    expect(result.netBenefitMillions).toBeCloseTo(5.904, 12);
    expect(printedDivisor('pilot')).toBe(96);
  });

  it('Enterprise: Calm base 0.6% x 500 = 3.0M, no multiple and no net benefit, and says why', () => {
    const result = base(msd, 'enterprise', 'calm');
    expect(result.valueMillions).toBeCloseTo(3, 12);
    expect(result.multiple).toBeNull();
    expect(result.netBenefitMillions).toBeNull();
    expect(printedDivisor('enterprise')).toBeNull();
    expect(costAssumptions(msd.tiers.find((tier) => tier.id === 'enterprise')!)).toEqual([
      'Enterprise has no price yet (Coming 2026), so there is nothing to divide by: no ROI multiple or net benefit is shown, only the annual values.',
    ]);
  });
});

describe('Financial Signals calculator (vault content)', () => {
  it('Founder License is the spec formula value x 1000 / 80: Crisis Shield base 2.5% x 500 = 12.5M, 156.25x, net 12.42M', () => {
    expect(base(financial, 'founder', 'crisis-shield')).toEqual({
      share: 0.025,
      valueMillions: 12.5,
      multiple: 156.25,
      netBenefitMillions: 12.42,
    });
    expect(printedDivisor('founder', financial)).toBe(80);
  });

  it('60-day Pilot: Volatility Surge base 2% x 480 = 9.6M; 9600 / 96 = 100x; net 9.504M', () => {
    const result = base(financial, 'pilot', 'volatility-surge', 480);
    expect(result.valueMillions).toBeCloseTo(9.6, 12);
    expect(result.multiple).toBeCloseTo(100, 12);
    expect(result.netBenefitMillions).toBeCloseTo(9.504, 12);
    expect(printedDivisor('pilot', financial)).toBe(96);
  });

  it('Enterprise: All Clear base 0.5% x 500 = 2.5M, no multiple, no net benefit', () => {
    expect(base(financial, 'enterprise', 'all-clear')).toEqual({
      share: 0.005,
      valueMillions: 2.5,
      multiple: null,
      netBenefitMillions: null,
    });
  });

  it('prints no fixed divisor of its own that could disagree with the tier', () => {
    for (const calculator of [msd, financial])
      expect(calculator.assumptions.join(' ')).not.toMatch(/\/ *\d|ROI multiple/);
  });
});

describe('printed formula agrees with the computed multiple on every tier of both calculators', () => {
  for (const calculator of [msd, financial])
    for (const tier of calculator.tiers)
      it(`${calculator.title}: ${tier.name}`, () => {
        const signal = calculator.signals[0]!;
        const result = base(calculator, tier.id, signal.id, 700);
        const divisor = printedDivisor(tier.id, calculator);
        if (divisor === null) expect(result.multiple).toBeNull();
        else expect(result.multiple).toBeCloseTo((result.valueMillions * 1000) / divisor, 12);
      });
});

describe('the ROI lessons teach the calculators rule', () => {
  const lessons = training.modules.find((module) => module.id === 'roi')!.lessons;
  const pilotMultiple = formatMultiple(base(msd, 'pilot', 'systemic-stress').multiple!);

  it('the pilot worked example is what the calculator shows: 52.08x against 96', () => {
    expect(pilotMultiple).toBe('52.08x');
    for (const id of ['roi-1-calculator-mechanics', 'roi-2-worked-example']) {
      const content = lessons.find((lesson) => lesson.id === id)!.content;
      expect(content).toContain('5.0 x 1000 / 96 = ');
      expect(content).toContain(pilotMultiple);
      expect(content).toMatch(/8 thousand (a|per) month x 12 = (\*\*)?96 thousand/);
    }
  });

  it('the quiz answer on the pilot tier is the calculators figure', () => {
    const quiz = lessons.find((lesson) => lesson.id === 'roi-3-quiz')!.quiz!;
    const question = quiz.find((entry) => entry.prompt.includes('60-day Pilot'))!;
    expect(question.options[question.answerIndex]).toBe(`96, so ${pilotMultiple}`);
    expect(quiz).toHaveLength(7);
  });
});
