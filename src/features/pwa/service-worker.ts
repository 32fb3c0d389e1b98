/**
 * Registers the service worker (production builds only) and exposes its state to React: an update
 * waiting, or the app just became available offline. Updates are checked on load, hourly and
 * whenever the tab becomes visible (iOS only checks when asked); the page reloads onto a new
 * version only after the visitor accepts, and only once. Written against the platform's
 * ServiceWorkerRegistration directly: it is the whole of what this needs, and it keeps a library
 * out of every page's first download (docs/decisions/0007).
 */

export interface PwaState {
  updateReady: boolean;
  offlineReady: boolean;
}

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let state: PwaState = { updateReady: false, offlineReady: false };
const listeners = new Set<() => void>();
let started = false;
let registration: ServiceWorkerRegistration | undefined;
let reloadRequested = false;

function setState(patch: Partial<PwaState>): void {
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
  setState({ offlineReady: false });
}

/** Activates the waiting version (sw.ts answers SKIP_WAITING); the page reloads once it takes control. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  reloadRequested = true;
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Follows a newly installing worker: with a page already controlled it is an update, else the first install. */
function follow(worker: ServiceWorker): void {
  const onInstalled = () => {
    if (worker.state !== 'installed') return;
    worker.removeEventListener('statechange', onInstalled);
    setState(navigator.serviceWorker.controller ? { updateReady: true } : { offlineReady: true });
  };
  worker.addEventListener('statechange', onInstalled);
  onInstalled();
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    if (!reloadRequested) return;
    reloadRequested = false;
    window.location.reload();
  });
  const reg = (registration = await container.register('/sw.js', { scope: '/' }));
  // An update installed during an earlier visit is still waiting for consent.
  if (reg.waiting && container.controller) setState({ updateReady: true });
  if (reg.installing) follow(reg.installing);
  reg.addEventListener('updatefound', () => {
    if (reg.installing) follow(reg.installing);
  });
  const checkForUpdate = () => {
    reg.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  started = true;
  const start = () =>
    void register().catch((error: unknown) =>
      console.warn('Service worker registration failed; offline use is unavailable.', error),
    );
  // Registering after the load event keeps the precache downloads out of the page's own loading.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
