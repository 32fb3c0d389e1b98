import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { boundPattern, fieldBound, fieldBounds, fieldWindows, WINDOW } from './fuzzy-bounds';

const bound = (text: string, pattern: string) => fieldBound(text, boundPattern(pattern));

/** The fewest edits turning some text starting at x (within the first 40 + m characters) into the pattern. */
function editsFrom(text: string, pattern: string, x: number): number {
  const window = text.slice(x, 40 + pattern.length);
  let row = Array.from({ length: window.length + 1 }, (_, y) => y);
  for (let k = 0; k < pattern.length; k += 1) {
    const next = [k + 1];
    for (let y = 1; y <= window.length; y += 1)
      next[y] = Math.min(
        row[y]! + 1,
        next[y - 1]! + 1,
        row[y - 1]! + (pattern[k] === window[y - 1] ? 0 : 1),
      );
    row = next;
  }
  // Anchored at x, free at the end: the best prefix of the window.
  return Math.min(...row);
}

/** The bound by its definition, one dynamic-programming table per start. */
function naiveBound(text: string, pattern: string): number {
  if (text === pattern) return 0;
  const m = pattern.length;
  let best = Infinity;
  for (let x = 0; x <= Math.min(40, text.length - 1); x += 1)
    best = Math.min(best, editsFrom(text, pattern, x) / m + x / 100);
  return best <= 0.4 ? Math.max(0.001, best) : Infinity;
}

/** fuse.js's own score for one field (no weight, no field norm; a whole-field match is Number.EPSILON). */
function fuseScore(text: string, pattern: string): number | null {
  const fuse = new Fuse([{ t: text }], {
    keys: ['t'],
    threshold: 0.4,
    includeScore: true,
    ignoreFieldNorm: true,
  });
  return fuse.search(pattern)[0]?.score ?? null;
}

function seeded(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('field bounds', () => {
  it('gives 0 for the whole field, x/100 for an exact occurrence at x, errors/m otherwise', () => {
    expect(bound('calm', 'calm')).toBe(0);
    expect(bound('the calm deck', 'calm')).toBe(0.04);
    expect(bound('calm deck', 'calm')).toBe(0.001);
    // "pricing g" against "pricing": two missing characters are two errors of nine.
    expect(bound('pricing', 'pricing g')).toBe(2 / 9);
    // One substitution at the start: 1/13.
    expect(bound('pricing guida and more', 'pricing guide')).toBe(1 / 13);
    // One deletion four characters in: 1/10 + 0.04.
    expect(bound('the roi tolkit', 'roi toolki')).toBeCloseTo(0.14, 15);
  });

  it('is Infinity when fuse.js cannot match at all', () => {
    // Six missing characters, but fuse.js tries at most five errors for 13 characters.
    expect(bound('pricing', 'pricing guide')).toBe(Infinity);
    // Two characters allow no error: only an exact occurrence matches.
    expect(bound('a long text without it', 'xq')).toBe(Infinity);
    expect(bound('zzzz', 'abcd')).toBe(Infinity);
    // A transposition is two edits; four characters allow one.
    expect(bound('calm deck', 'clam')).toBe(Infinity);
    // An exact occurrence at 41 scores 0.41.
    expect(bound(`${'x'.repeat(41)}calm`, 'calm')).toBe(Infinity);
    expect(bound(`${'x'.repeat(40)}calm`, 'calm')).toBe(0.4);
  });

  it('handles one character, non-ASCII characters and 32-character patterns', () => {
    expect(bound('a', 'a')).toBe(0);
    expect(bound('deck', 'k')).toBe(0.03);
    expect(bound('deck', 'z')).toBe(Infinity);
    // fuse.js does not strip diacritics here: é and e are different characters.
    expect(bound('café', 'café')).toBe(0);
    expect(bound('cafe deck', 'café')).toBe(0.25);
    expect(bound('日本語の資料', '資料')).toBe(0.04);
    const long = 'systemic stress manifest for ca'; // 31
    expect(bound(`${long}lm decks`, `${long}l`)).toBe(0.001);
    expect(bound(`${long}xm decks`, `${long}l`)).toBe(1 / 32);
  });

  it('rejects an empty pattern and one longer than fuse.js`s 32-character Bitap limit', () => {
    expect(() => boundPattern('')).toThrow(RangeError);
    expect(() => boundPattern('x'.repeat(33))).toThrow(RangeError);
    expect(boundPattern('x'.repeat(32)).maxErrors).toBe(12);
    expect(boundPattern('ab').maxErrors).toBe(0);
    expect(boundPattern('abc').maxErrors).toBe(1);
  });

  it('keeps only the first WINDOW characters of a field, and whole short fields for equality', () => {
    const windows = fieldWindows(['a'.repeat(150), 'calm', '']);
    expect(WINDOW).toBe(100);
    expect([...windows.start]).toEqual([0, 100, 104, 104]);
    expect(windows.short).toEqual(['', 'calm', '']);
    const out = new Float64Array(3);
    fieldBounds(windows, boundPattern('calm'), out);
    expect([...out]).toEqual([Infinity, 0, Infinity]);
  });

  it('equals its definition and never exceeds fuse.js`s own score, on random fields and patterns', () => {
    const random = seeded(11);
    const letters = 'abcde ';
    const pick = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    let matched = 0;
    for (let round = 0; round < 1500; round += 1) {
      const text = pick(1 + Math.floor(random() * 90));
      const start = Math.floor(random() * text.length);
      // Half the patterns are mutated snippets of the field, so many match.
      const pattern =
        (random() < 0.5
          ? text.slice(start, start + 1 + Math.floor(random() * 32))
          : pick(1 + Math.floor(random() * 32))
        ).replace(/^ +| +$/g, '') || 'a';
      const mutated = random() < 0.5 ? pattern : pattern.replace(/./, 'e');
      const lower = bound(text, mutated);
      expect(lower, `${mutated} in ${text}`).toBe(naiveBound(text, mutated));
      const actual = fuseScore(text, mutated);
      if (lower === Infinity) expect(actual, `${mutated} in ${text}`).toBeNull();
      if (actual !== null) {
        matched += 1;
        expect(lower === 0 ? Number.EPSILON : lower, `${mutated} in ${text}`).toBeLessThanOrEqual(
          actual,
        );
      }
    }
    expect(matched).toBeGreaterThan(500);
  });
});
