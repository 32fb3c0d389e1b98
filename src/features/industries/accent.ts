import type { CSSProperties } from 'react';
import type { AccentColor } from '@/content/public/research-areas.schema';

/** Content names an accent; the palette lives in global.css. */
export const accentColors: Record<AccentColor, string> = {
  red: 'var(--state-red)',
  purple: 'var(--state-purple)',
  orange: 'var(--state-orange)',
  blue: 'var(--accent)',
};

/** Inline style for `.card-accent` (the top border) and anything else reading --card-accent. */
export function accentStyle(color: string): CSSProperties {
  return { '--card-accent': color } as CSSProperties;
}
