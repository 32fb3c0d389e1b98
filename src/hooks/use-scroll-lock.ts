import { useEffect } from 'react';

/**
 * Locks page scrolling while `locked` is true (full-screen menus) and restores the exact scroll
 * position afterwards. Fixing the body keeps iOS Safari from scrolling the page behind.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const scrollY = window.scrollY;
    const { body } = document;
    body.style.top = `-${scrollY}px`;
    body.classList.add('scroll-locked');
    return () => {
      body.classList.remove('scroll-locked');
      body.style.top = '';
      window.scrollTo({ top: scrollY, behavior: 'instant' });
    };
  }, [locked]);
}
