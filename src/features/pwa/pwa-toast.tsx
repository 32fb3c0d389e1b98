import { applyUpdate, dismissOfflineReady } from './service-worker';

/** The update prompt or the one-time offline notice; loaded only when one of them is due. */
export function PwaToast({ updateReady }: { updateReady: boolean }) {
  return updateReady ? (
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
  );
}
