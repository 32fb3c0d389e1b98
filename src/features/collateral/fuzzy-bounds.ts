/**
 * Lower bounds on fuse.js scores, so the header search scores only the documents that can reach
 * its best eight (docs/decisions/0014). fuse.js (threshold 0.4, location 0, distance 100) scores a
 * field by its best approximate match: i errors at position x score i/m + x/100 (never below
 * 0.001), a whole-field match scores 0, and a document's score is the product of its matched
 * fields' scores, each raised to its weight times its field norm. So a field's score can only be:
 *   - at least e/100, where e is the first exact occurrence of the pattern (no error), or
 *   - at least i/m with i >= 1 errors, and a match needs i >= m - (field length) (every missing
 *     character is an error) and i >= the pattern's character classes absent from the field;
 * and fuse.js tries at most the error counts i with i/m <= 0.4. A field that none of these
 * allows cannot match and leaves the product unchanged (a factor of 1). Products of smaller
 * factors are smaller, so a document whose bound exceeds the eighth best exact score is not in
 * the results: only the rest are scored, by fuse.js itself.
 */
const THRESHOLD = 0.4;
const DISTANCE = 100;
const MIN_SCORE = 0.001;
/** fuse.js splits longer patterns into chunks and averages them; such queries are scored in full. */
export const MAX_BOUNDED_PATTERN = 32;
// Level-0 matches start at most at 40 + m - 1; a looser cut keeps the bound safe.
const EXACT_REACH = 64;

/** A character's class bit: letters each their own, digits one, space one, the rest in four. */
function classBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  if (code === 32) return 1 << 27;
  return 1 << (28 + (code % 4));
}

export function classMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) mask |= classBit(text.charCodeAt(i));
  return mask;
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export interface BoundPattern {
  text: string;
  mask: number;
  /** The most errors fuse.js tries for this length. */
  maxErrors: number;
}

export function boundPattern(lowerPattern: string): BoundPattern {
  const m = lowerPattern.length;
  let maxErrors = 0;
  while ((maxErrors + 1) / m <= THRESHOLD) maxErrors += 1;
  return { text: lowerPattern, mask: classMask(lowerPattern), maxErrors };
}

/** The lowest score fuse.js can give this (lower-cased) field; Infinity when it cannot match. */
export function fieldBound(lowerText: string, textMask: number, pattern: BoundPattern): number {
  const p = pattern.text;
  const m = p.length;
  if (lowerText === p) return 0;
  let best = Infinity;
  const exact = lowerText.indexOf(p);
  if (exact !== -1 && exact <= EXACT_REACH + m) best = Math.max(MIN_SCORE, exact / DISTANCE);
  const errors = Math.max(1, m - lowerText.length, popcount(pattern.mask & ~textMask));
  if (errors <= pattern.maxErrors) best = Math.min(best, Math.max(MIN_SCORE, errors / m));
  return best;
}
