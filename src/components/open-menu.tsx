import { useEffect, useMemo, type RefObject } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { useScrollLock } from '@/hooks/use-scroll-lock';

interface OpenMenuProps {
  /** The menu's id: its button is the one whose `aria-controls` names it, in the same `<header>`. */
  menuId: string;
  onClose: () => void;
}

/** A ref that reads the element at each use (the menu and its button outlive this component). */
const liveRef = <T extends Element>(find: () => T | null): RefObject<T | null> => ({
  get current() {
    return find();
  },
});

/**
 * What the header's full-screen menu does while it is open (rendered only then): page scrolling is
 * locked, the page behind can be neither focused, clicked nor read, and Escape (focus back on the
 * menu button) or a press outside closes it. Loaded on the first open, not with the page; it finds
 * the menu, its button and its header itself, so the header frame on the first view holds no refs.
 */
export function OpenMenu({ menuId, onClose }: OpenMenuProps) {
  const [menu, toggle] = useMemo(
    () => [
      liveRef(() => document.getElementById(menuId)),
      liveRef(() => document.querySelector<HTMLButtonElement>(`[aria-controls="${menuId}"]`)),
    ],
    [menuId],
  );
  useScrollLock(true);
  useDismiss(true, onClose, { inside: [menu, toggle], returnFocusTo: toggle });

  useEffect(() => {
    const header = menu.current?.closest('header');
    const siblings = header?.parentElement?.children ?? [];
    const behind = [...siblings].filter(
      (element) => element !== header && !element.hasAttribute('inert'),
    );
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [menu]);

  return null;
}
