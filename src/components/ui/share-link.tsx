import { useEffect, useState } from 'react';

/** How long a confirmation stays before the status line empties again. */
export const SHARE_SAID_MS = 4000;

export interface ShareLinkLabels {
  copy: string;
  share: string;
  /** Said once the address is on the clipboard. */
  copied: string;
}

interface ShareLinkProps {
  /** The address, read at the click (a view's URL changes with its filters). */
  url: () => string;
  /** The share sheet's title; the page's own title when left out. */
  title?: string;
  labels: ShareLinkLabels;
  /** Added to each button's accessible name only, e.g. which document it links to. */
  subject?: string;
  /**
   * 'both': Share (where the phone can) beside Copy link. 'one': Share on such a phone, Copy link
   * elsewhere; the system sheet offers copying too, and a card has no room for four buttons.
   */
  buttons?: 'both' | 'one';
  statusClassName?: string;
}

/** A touch screen whose browser has a share sheet (desktop browsers' sheets are rarely useful). */
function canShareHere(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * Copy link, and Web Share on phones, with a visible, announced confirmation. A share sheet that
 * fails (not one the person closed) falls back to the clipboard, and a clipboard that refuses
 * says where to copy from instead.
 */
export function ShareLink({
  url,
  title,
  labels,
  subject,
  buttons = 'both',
  statusClassName = 'share-link-said small',
}: ShareLinkProps) {
  const [said, setSaid] = useState('');
  // Rendered only in the browser (staff pages have no prerendered document), so read at once.
  const [canShare] = useState(canShareHere);
  useEffect(() => {
    if (!said) return;
    const timer = window.setTimeout(() => setSaid(''), SHARE_SAID_MS);
    return () => window.clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url());
      setSaid(labels.copied);
    } catch {
      setSaid('The link could not be copied here; copy it from the address bar.');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: title ?? document.title, url: url() });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as DOMException).name !== 'AbortError') await copy();
    }
  }

  const hidden = subject ? <span className="visually-hidden"> {subject}</span> : null;
  return (
    <>
      <span className={statusClassName} role="status">
        {said}
      </span>
      {canShare ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void share()}>
          {labels.share}
          {hidden}
        </button>
      ) : null}
      {canShare && buttons === 'one' ? null : (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
          {labels.copy}
          {hidden}
        </button>
      )}
    </>
  );
}
