import { describe, expect, it } from 'vitest';
import { boundPattern, classMask, fieldBound } from './fuzzy-bounds';

describe('field bounds', () => {
  const bound = (text: string, pattern: string) => fieldBound(text, classMask(text), boundPattern(pattern));

  it('gives 0 for the whole field, e/100 for an exact occurrence, errors/m otherwise', () => {
    expect(bound('calm', 'calm')).toBe(0);
    expect(bound('the calm deck', 'calm')).toBe(0.04);
    expect(bound('calm deck', 'calm')).toBe(0.001);
    // "pricing g" against "pricing": two missing characters are two errors of nine.
    expect(bound('pricing', 'pricing g')).toBe(2 / 9);
  });

  it('is Infinity when fuse.js cannot match at all', () => {
    // Six missing characters, but fuse.js tries at most five errors for 13 characters.
    expect(bound('pricing', 'pricing guide')).toBe(Infinity);
    // Two characters allow no error: only an exact occurrence matches.
    expect(bound('a long text without it', 'xq')).toBe(Infinity);
    expect(bound('zzzz', 'abcd')).toBe(Infinity);
  });
});
