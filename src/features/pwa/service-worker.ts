/**
 * The service worker's state for React (an update waiting, or the app just became available
 * offline) and the switch that starts it. Registration itself is workbox-window's (the design
 * card's library, see sw-registration.ts), imported once the page has loaded and hydrated and the
 * browser is idle, so it never weighs on the first view (docs/decisions/0007, 0011).
 */

export interface PwaState {
  updateReady: boolean;
  offlineReady: boolean;
}

let state: PwaState = { updateReady: false, offlineReady: false };
const listeners = new Set<() => void>();
let started = false;
let accept: (() => void) | undefined;

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSnapshot = (): PwaState => state;
export const getServerSnapshot = (): PwaState => ({ updateReady: false, offlineReady: false });

export function dismissOfflineReady(): void {
  setPwaState({ offlineReady: false });
}

/** Called by the registration once it can activate a waiting version. */
export function onAcceptUpdate(handler: () => void): void {
  accept = handler;
}

/** The visitor accepted the update: activate it; the page reloads once it takes control. */
export function applyUpdate(): void {
  accept?.();
}

/** Called once the page has hydrated: registers when the browser is next idle after `load`. */
export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  started = true;
  const start = () =>
    void import('./sw-registration')
      .then(({ startRegistration }) => startRegistration({ setPwaState, onAcceptUpdate }))
      .catch((error: unknown) =>
        console.warn('Service worker registration failed; offline use is unavailable.', error),
      );
  // Neither workbox-window nor the precache downloads compete with the page's own loading.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: 2000 })
      : setTimeout(start, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
