import { describe, expect, it } from 'vitest';
import { stepIndex } from './carousel-index';

describe('stepIndex', () => {
  it('moves forward and back within the slides', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, -1, 3)).toBe(1);
  });

  it('wraps around both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
