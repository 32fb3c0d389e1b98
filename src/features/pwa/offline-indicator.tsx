import { useOnline } from '@/hooks/use-online';

/** A small "Offline" badge for the headers; silent while online. */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <span className="offline-indicator" role="status" aria-live="polite">
      {online ? null : (
        <span
          className="badge offline-badge"
          title="No network: pages and the portal keep working from this device."
        >
          <span className="offline-dot" aria-hidden="true" />
          Offline
        </span>
      )}
    </span>
  );
}
