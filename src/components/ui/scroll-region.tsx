import type { ReactNode } from 'react';

interface ScrollRegionProps {
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A horizontally scrollable wrapper (wide tables on phones). It is a labelled region in the tab
 * order so keyboard users can scroll it (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      className={['table-wrap', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
    >
      {children}
    </div>
  );
}
