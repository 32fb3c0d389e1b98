import { useEffect, useState } from 'react';

/**
 * Copies this view's address (its filters and order live in the URL) with a visible confirmation;
 * on a touch screen that can share, "Share" opens the system share sheet instead of the clipboard.
 */
export function ViewLink() {
  const [said, setSaid] = useState('');
  // The inbox renders only in the browser (no prerendered document), so this is read at once.
  const [canShare] = useState(
    () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches,
  );
  useEffect(() => {
    if (!said) return;
    const timer = window.setTimeout(() => setSaid(''), 4000);
    return () => window.clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setSaid('Link to this view copied.');
    } catch {
      setSaid('The link could not be copied; copy it from the address bar.');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: document.title, url: window.location.href });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as DOMException).name !== 'AbortError') await copy();
    }
  }

  return (
    <>
      <span className="inbox-link-said small" role="status">
        {said}
      </span>
      {canShare ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void share()}>
          Share view
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
        Copy link
      </button>
    </>
  );
}
