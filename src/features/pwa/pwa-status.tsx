import { useEffect, useSyncExternalStore } from 'react';
import { applyUpdate, dismissOfflineReady, getServerSnapshot, getSnapshot, subscribe } from './service-worker';

const OFFLINE_READY_VISIBLE_MS = 6000;

/** The polite update prompt and the one-time "Ready to work offline" notice. */
export function PwaStatus() {
  const { updateReady, offlineReady } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(dismissOfflineReady, OFFLINE_READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

  if (!updateReady && !offlineReady) return <div className="pwa-toasts" role="status" aria-live="polite" />;
  return (
    <div className="pwa-toasts" role="status" aria-live="polite">
      {updateReady ? (
        <div className="pwa-toast">
          <span>A new version is available.</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={applyUpdate}>
            Reload
          </button>
        </div>
      ) : (
        <div className="pwa-toast">
          <span>Ready to work offline.</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={dismissOfflineReady}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
