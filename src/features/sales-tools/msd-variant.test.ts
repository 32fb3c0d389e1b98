import { describe, expect, it } from 'vitest';
import { msdPageVariant } from './msd-variant';

describe('msdPageVariant', () => {
  it('reads the product overview on /internal/msd/suite', () => {
    expect(msdPageVariant('/internal/msd/suite')).toBe('overview');
  });

  it('reads the sales positioning on both finance paths, trailing slash or not', () => {
    expect(msdPageVariant('/internal/financial-suite')).toBe('positioning');
    expect(msdPageVariant('/internal/finance/suite')).toBe('positioning');
    expect(msdPageVariant('/internal/finance/suite/')).toBe('positioning');
  });

  it('treats any other path as the overview', () => {
    expect(msdPageVariant('/internal/finance/roi')).toBe('overview');
  });
});
