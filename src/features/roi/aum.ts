/**
 * Reading the AUM field. It is a text field (inputmode decimal) so that anything typed can be
 * explained: an empty, non-numeric or negative value gets a sentence, never NaN in the results.
 */
export type AumReading = { ok: true; millions: number } | { ok: false; message: string };

/** Keeps every figure on screen readable; $10 trillion is beyond any prospect. */
export const AUM_MAX_MILLIONS = 10_000_000;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function readAum(raw: string, min?: number): AumReading {
  // People paste '$1,250' or '1 250': drop the currency sign, separators and spaces.
  const cleaned = raw
    .trim()
    .replace(/^\$/, '')
    .replace(/[,_\s]/g, '');
  if (cleaned === '')
    return { ok: false, message: 'Enter the AUM in millions of dollars, for example 500.' };
  if (!NUMBER.test(cleaned))
    return {
      ok: false,
      message: 'The AUM must be a number of millions of dollars, for example 500 or 1250.5.',
    };
  const millions = Number(cleaned);
  if (!Number.isFinite(millions))
    return {
      ok: false,
      message: 'The AUM must be a number of millions of dollars, for example 500 or 1250.5.',
    };
  if (millions < 0) return { ok: false, message: 'The AUM cannot be negative.' };
  if (min !== undefined && millions < min)
    return { ok: false, message: `The AUM must be at least ${min} million.` };
  if (millions > AUM_MAX_MILLIONS)
    return { ok: false, message: 'The AUM must be at most 10,000,000 million ($10 trillion).' };
  return { ok: true, millions };
}

/** The field's next value after a step up or down, kept at or above the minimum (or zero). */
export function stepAum(
  current: AumReading,
  step: number,
  direction: 1 | -1,
  fallback: number,
  min?: number,
): number {
  const floor = Math.max(min ?? 0, 0);
  const base = current.ok ? current.millions : fallback;
  const next = Math.round((base + direction * step) * 1e6) / 1e6;
  return Math.min(Math.max(next, floor), AUM_MAX_MILLIONS);
}
