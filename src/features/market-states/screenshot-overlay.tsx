import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Screenshot } from '@/content/public/market-states.schema';
import { useDismiss } from '@/hooks/use-dismiss';
import { useScrollLock } from '@/hooks/use-scroll-lock';

interface ScreenshotOverlayProps {
  screenshot: Screenshot;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal view of one replay chart with its narration. Focus moves to the close button, stays
 * inside while open, and goes back to whatever opened it; Escape and the backdrop close it.
 * Only mounted after a click, so it never renders during prerender or hydration.
 */
export function ScreenshotOverlay({ screenshot, onClose }: ScreenshotOverlayProps) {
  const titleId = useId();
  const narrationId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  // Called before the focus moves in, so focus returns to the button that opened the dialog.
  useDismiss(true, onClose, { inside: [dialogRef], returnFocusOnClose: true });

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  // Tab and Shift+Tab cycle within the dialog while it is open.
  useEffect(() => {
    const keepFocusInside = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const outside = !dialog.contains(document.activeElement);
      if (event.shiftKey && (outside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, []);

  return createPortal(
    <div className="overlay flagship-overlay" role="presentation">
      <div
        ref={dialogRef}
        className="overlay-dialog flagship-overlay-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={narrationId}
      >
        <button ref={closeRef} type="button" className="overlay-close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
        <h2 id={titleId} className="flagship-overlay-title">
          {screenshot.title}
        </h2>
        <p className="small muted">{screenshot.period}</p>
        <img
          src={screenshot.src}
          alt={screenshot.alt}
          width={1200}
          height={675}
          className="flagship-overlay-image"
        />
        <p id={narrationId} className="flagship-overlay-narration">
          {screenshot.narration}
        </p>
      </div>
    </div>,
    document.body,
  );
}
