import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { offlineTierOf } from './offline-tier';
import { dismissOfflineReady, getServerSnapshot, getSnapshot, subscribe } from './service-worker';

const OFFLINE_READY_VISIBLE_MS = 6000;

// Most visits show neither notice, so their markup stays out of the first download.
const PwaToast = lazy(async () => ({ default: (await import('./pwa-toast')).PwaToast }));

/**
 * The polite update prompt and the one-time "Ready to work offline" notice, announced through a
 * live region that is on the page from the start. The notice is the public tier's: the portal's
 * pages say it only once the portal pack is complete (its status line), and the signed-in staff
 * pages, which need the network, never say it.
 */
export function PwaStatus() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const publicPage = offlineTierOf(useMatches()) === 'public';
  const updateReady = state.updateReady;
  const offlineReady = state.offlineReady && publicPage;

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(dismissOfflineReady, OFFLINE_READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

  return (
    <div className="pwa-toasts" role="status" aria-live="polite">
      {updateReady || offlineReady ? (
        <Suspense fallback={null}>
          <PwaToast updateReady={updateReady} />
        </Suspense>
      ) : null}
    </div>
  );
}
