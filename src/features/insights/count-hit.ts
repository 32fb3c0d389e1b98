/**
 * The funnel insight's counter (decision 0027), as little as a public page carries: after the load
 * event it imports the beacon and sends one anonymous hit, so counting never delays a page nor is
 * part of its first view. A browser that sends Do Not Track or Global Privacy Control is not
 * counted (and the Worker refuses their headers too).
 */
export type HitKind = 'view' | 'gate';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/); not in every browser. */
    readonly globalPrivacyControl?: boolean;
  }
}

/** The visitor asked not to be tracked. */
export function optedOut(nav: Navigator = navigator): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Counts `kind` at `path` once the page has loaded; never throws, never waits. */
export function countHit(kind: HitKind, path: string): void {
  if (typeof window === 'undefined' || optedOut()) return;
  const send = () =>
    void import('./beacon').then(
      ({ sendHit }) => sendHit(kind, path),
      () => undefined,
    );
  // After the load event, when the browser is idle: never part of the page's first view.
  const later = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(send, { timeout: 2000 })
      : setTimeout(send, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
