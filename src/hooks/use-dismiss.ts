import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

export interface DismissOptions {
  /**
   * The popup and the button that opens it: a click inside any of them keeps the popup open.
   * Without it only Escape dismisses (an inline editor: a click elsewhere keeps its draft).
   */
  inside?: ReadonlyArray<RefObject<Element | null>>;
  /** Focused after Escape closes the popup; by default whatever had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Modal dialogs: focus goes back however they close (close button, backdrop, Escape). */
  returnFocusOnClose?: boolean;
  /** false: Escape leaves the focus to onDismiss (it moves the focus itself). */
  returnFocusOnEscape?: boolean;
}

// The open popups, the latest last: Escape closes only that one (the search inside the open menu,
// then the menu).
const openPopups: symbol[] = [];

/**
 * The one way a popup (menu, dropdown, search results, dialog) closes: Escape closes the popup
 * opened last and returns focus to its button; a click outside it closes it and leaves focus
 * where the click put it (a dialog's backdrop: back on its button).
 */
export function useDismiss(
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
  options: DismissOptions,
): void {
  const latest = useRef({ onDismiss, options });
  useEffect(() => {
    latest.current = { onDismiss, options };
  });

  useEffect(() => {
    if (!open) return;
    const token = Symbol('popup');
    openPopups.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusBack = () => (latest.current.options.returnFocusTo?.current ?? opener)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openPopups.at(-1) !== token) return;
      event.preventDefault();
      latest.current.onDismiss('escape');
      if (latest.current.options.returnFocusOnEscape !== false) focusBack();
    };
    // A click, not a pointerdown: a dialog closed by its backdrop returns focus after the press has
    // moved it. Not outside: the click that opened the popup (it may still be on its way up) and a
    // click on something its own handler just removed (a clear button).
    const openedAt = performance.now();
    const onClick = (event: MouseEvent) => {
      const { inside } = latest.current.options;
      const target = event.target as Node;
      if (!inside || event.timeStamp < openedAt || !target.isConnected) return;
      if (inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      openPopups.splice(openPopups.indexOf(token), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      if (latest.current.options.returnFocusOnClose) focusBack();
    };
  }, [open]);
}
