import { describe, expect, it } from 'vitest';
import type { RoiTier } from '@/shared/vault-schema';
import { formatMillions, formatMultiple, formatShare, formatTierPrice } from './format';

describe('formatMillions', () => {
  it('shows millions with one or two decimals', () => {
    expect(formatMillions(5)).toBe('$5.0M');
    expect(formatMillions(4.92)).toBe('$4.92M');
    expect(formatMillions(6.000000000000001)).toBe('$6.0M');
    expect(formatMillions(12.5)).toBe('$12.5M');
    expect(formatMillions(1250)).toBe('$1,250.0M');
    expect(formatMillions(4.904)).toBe('$4.9M');
  });

  it('shows amounts under a million in thousands', () => {
    expect(formatMillions(0.75)).toBe('$750k');
    expect(formatMillions(0.08)).toBe('$80k');
    expect(formatMillions(0.0015)).toBe('$1.5k');
    expect(formatMillions(0.99996)).toBe('$1.0M');
  });

  it('handles zero and negatives', () => {
    expect(formatMillions(0)).toBe('$0');
    expect(formatMillions(-0.07)).toBe('-$70k');
    expect(formatMillions(-1.5)).toBe('-$1.5M');
  });
});

describe('formatMultiple and formatShare', () => {
  it('reads like the spec', () => {
    expect(formatMultiple(62.5)).toBe('62.5x');
    expect(formatMultiple(18.75)).toBe('18.75x');
    expect(formatMultiple(75)).toBe('75.0x');
    expect(formatMultiple(5000 / 96)).toBe('52.08x');
    expect(formatMultiple(9.375)).toBe('9.38x');
    expect(formatShare(0.01)).toBe('1.0%');
    expect(formatShare(0.0025)).toBe('0.25%');
    expect(formatShare(0.003)).toBe('0.3%');
    expect(formatShare(0.1)).toBe('10.0%');
  });
});

describe('tier prices', () => {
  it('shows a number per billing period, or the words content gives', () => {
    const tier = (price: RoiTier['price'], billing: RoiTier['billing']): RoiTier => ({
      id: 'pilot',
      name: 'x',
      price,
      billing,
      note: 'n',
    });
    expect(formatTierPrice(tier(80, 'year'))).toBe('$80k per year');
    expect(formatTierPrice(tier(8, 'month'))).toBe('$8k per month');
    expect(formatTierPrice(tier('Coming 2026', 'year'))).toBe('Coming 2026');
  });
});
