import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const ANCHOR_OFFSET_PX = 100;
export const HASH_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smoothly scrolls so the element with `id` sits 100 px below the top (clear of the header). */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(decodeURIComponent(id));
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  return true;
}

/**
 * Page changes start at the top; a URL with a hash scrolls to its anchor after 100 ms (the page
 * has laid out by then), whether the page was opened with it or an in-page link changed it.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash.length > 1) {
      const timer = window.setTimeout(() => scrollToAnchor(hash.slice(1)), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (pathChanged) window.scrollTo({ top: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash, key]);

  return null;
}
