import { useEffect, useState } from 'react';

/** A small "Offline" badge for the headers; silent while online. */
export function OfflineIndicator() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <span className="offline-indicator" role="status" aria-live="polite">
      {online ? null : (
        <span className="badge offline-badge" title="No network: pages and the portal keep working from this device.">
          <span className="offline-dot" aria-hidden="true" />
          Offline
        </span>
      )}
    </span>
  );
}
