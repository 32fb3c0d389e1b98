import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import {
  allowedErrors,
  boundPattern,
  createCarry,
  fieldBound,
  fieldBounds,
  fieldWindows,
  WINDOW,
} from './fuzzy-bounds';

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

  it('skips only what cannot match when a query extends the previous one (the carry)', () => {
    const texts = [`${'z'.repeat(38)}calm deck`, 'calm', 'deck', 'zzzz', 'the deck for clam'];
    const windows = fieldWindows(texts);
    const carry = createCarry(windows);
    const out = new Float64Array(texts.length);
    const fresh = (pattern: string) => fieldBounds(windows, boundPattern(pattern), out);
    const carried = (pattern: string) => fieldBounds(windows, boundPattern(pattern), out, carry);
    // "deck" and "zzzz" lack three letters of "calm", and "calm" equals it: two fields scanned.
    expect(carried('calm')).toBe(2);
    expect([...out]).toEqual([0.38, 0, Infinity, Infinity, Infinity]);
    expect(carry.pattern).toBe('calm');
    // "clam" at 13 is 2 edits from "calm"; "calmx" allows 1 error at 13 (and fewer further on),
    // so the last field is ruled out without a scan.
    expect(fresh('calmx')).toBe(3);
    expect(carried('calmx')).toBe(2);
    expect([...out]).toEqual([Infinity, 0.2, Infinity, Infinity, Infinity]);
    // The rows still hold for the next extension: "calm " at 38 is 1 edit from "calmx", and
    // "calmxy" allows none there.
    expect(fresh('calmxy')).toBe(3);
    expect(carried('calmxy')).toBe(1);
    expect([...out]).toEqual([Infinity, 2 / 6, Infinity, Infinity, Infinity]);
    // Not an extension ("cal" is shorter): every field is bounded afresh.
    expect(carried('cal')).toBe(3);
    expect([...out]).toEqual([0.38, 0.001, Infinity, Infinity, Infinity]);
  });

  it('allows exactly the errors fuse.js keeps a hit with, for every length and start', () => {
    for (let m = 1; m <= 32; m += 1)
      for (let x = 0; x <= 40; x += 1)
        for (let errors = 0; errors <= m; errors += 1)
          expect(errors <= allowedErrors(m, x), `${errors} of ${m} at ${x}`).toBe(
            errors / m + x / 100 <= 0.4,
          );
  });

  it('gives the same bounds with and without the carry over random typing sessions', () => {
    const random = seeded(5);
    const letters = 'abcde ';
    const pick = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    // Short fields, fields scanned to their end, and fields longer than 40 + m and WINDOW.
    const texts = Array.from({ length: 400 }, () => pick(Math.floor(random() * 160)));
    texts.push('', 'a', 'abc', 'abcde');
    const windows = fieldWindows(texts);
    const carry = createCarry(windows);
    const withCarry = new Float64Array(texts.length);
    const fresh = new Float64Array(texts.length);
    let extensions = 0;
    let finite = 0;
    let scannedWithCarry = 0;
    let scannedFresh = 0;
    for (let session = 0; session < 60; session += 1) {
      let typed = pick(1 + Math.floor(random() * 3));
      for (let step = 0; step < 24; step += 1) {
        const pattern = typed.trim().slice(0, 32);
        if (pattern) {
          const bounded = boundPattern(pattern);
          const extending = carry.pattern !== null && pattern.startsWith(carry.pattern);
          scannedWithCarry += fieldBounds(windows, bounded, withCarry, carry);
          scannedFresh += fieldBounds(windows, bounded, fresh);
          expect([...withCarry], `${pattern} after ${typed}`).toEqual([...fresh]);
          if (extending) extensions += 1;
          finite += fresh.filter((b) => b !== Infinity).length;
        }
        // Mostly typing on; sometimes a backspace or a new word in place of the last one.
        const move = random();
        if (move < 0.7) typed += pick(1 + Math.floor(random() * 2));
        else if (move < 0.85) typed = typed.slice(0, -1);
        else typed = typed.slice(0, Math.floor(random() * typed.length)) + pick(2);
      }
    }
    expect(extensions).toBeGreaterThan(500);
    // The carry spares about 40% of the scans in these sessions (fresh: 546,452).
    expect(scannedWithCarry / scannedFresh).toBeLessThan(0.65);
    expect(finite).toBeGreaterThan(5000);
  });
});
