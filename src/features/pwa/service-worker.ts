/**
 * Registers the service worker (production builds only) and exposes its state to React: an update
 * waiting, or the app just became available offline. Updates are checked on load, hourly and
 * whenever the tab becomes visible (iOS only checks when asked); the page reloads onto a new
 * version only after the visitor accepts, and only once.
 */
import { Workbox } from 'workbox-window';

export interface PwaState {
  updateReady: boolean;
  offlineReady: boolean;
}

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let state: PwaState = { updateReady: false, offlineReady: false };
const listeners = new Set<() => void>();
let workbox: Workbox | undefined;
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

/** Activates the waiting version; the page reloads once it takes control. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadRequested = true;
  workbox.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => setState({ updateReady: true }));
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) setState({ offlineReady: true });
  });
  wb.addEventListener('controlling', () => {
    if (reloadRequested) {
      reloadRequested = false;
      window.location.reload();
    }
  });
  const checkForUpdate = () => {
    wb.update().catch(() => undefined);
  };
  wb.register()
    .then(() => {
      setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate();
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed; offline use is unavailable.', error));
}
