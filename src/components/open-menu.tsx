import { useEffect, type RefObject } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { useScrollLock } from '@/hooks/use-scroll-lock';

interface OpenMenuProps {
  header: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * What the header's full-screen menu does while it is open (rendered only then): page scrolling is
 * locked, the page behind can be neither focused, clicked nor read, and Escape (focus back on the
 * menu button) or a press outside closes it. Loaded on the first open, not with the page.
 */
export function OpenMenu({ header, menu, toggle, onClose }: OpenMenuProps) {
  useScrollLock(true);
  useDismiss(true, onClose, { inside: [menu, toggle], returnFocusTo: toggle });

  useEffect(() => {
    const siblings = header.current?.parentElement?.children ?? [];
    const behind = [...siblings].filter(
      (element) => element !== header.current && !element.hasAttribute('inert'),
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [header]);

  return null;
}
