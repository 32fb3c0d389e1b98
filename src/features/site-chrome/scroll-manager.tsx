import { useEffect, useRef } from 'react';
import { NavigationType, ScrollRestoration, useLocation, useNavigationType } from 'react-router';

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
 * React Router's scroll restoration (issue 28 item 6): a new page starts at the top, Back and
 * Forward return to where the page was left (positions kept per history entry in sessionStorage).
 * On top of it, a URL with a hash scrolls smoothly to its anchor after 100 ms (the page has laid
 * out by then), whether the page was opened with it or a link changed it; not on Back/Forward,
 * where the restored position wins.
 */
export function ScrollManager() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const restoring = navigationType === NavigationType.Pop && !firstRender.current;
    firstRender.current = false;
    if (hash.length > 1 && !restoring) {
      const timer = window.setTimeout(() => scrollToAnchor(hash.slice(1)), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [hash, key, navigationType]);

  return <ScrollRestoration />;
}
