/** How ROI figures read on screen: '$5.0M', '$750k', '62.5x', '1.0%'. */
import type { RoiTier } from '@/shared/vault-schema';

function decimals(value: number, min: number, max: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
}

/** Millions of dollars: '$5.0M', '$4.92M', '$1,250.0M'; under a million in thousands: '$750k'. */
export function formatMillions(millions: number): string {
  const sign = millions < 0 ? '-' : '';
  const size = Math.abs(millions);
  if (size === 0) return '$0';
  // Round first so 0.99996 reads '$1.0M', not '$1,000k'.
  if (Math.round(size * 10_000) / 10_000 >= 1) return `${sign}$${decimals(size, 1, 2)}M`;
  return `${sign}$${decimals(size * 1000, 0, 1)}k`;
}

export function formatMultiple(multiple: number): string {
  return `${decimals(multiple, 1, 2)}x`;
}

/** A share of AUM: 0.01 -> '1.0%', 0.0025 -> '0.25%'. */
export function formatShare(share: number): string {
  return `${decimals(share * 100, 1, 2)}%`;
}

const BILLING_WORD: Record<RoiTier['billing'], string> = { month: 'month', year: 'year' };

/** The tier's price as content states it: '$80k per year', or its words ('Coming 2026'). */
export function formatTierPrice(tier: RoiTier): string {
  return typeof tier.price === 'number'
    ? `$${decimals(tier.price, 0, 2)}k per ${BILLING_WORD[tier.billing]}`
    : tier.price;
}
