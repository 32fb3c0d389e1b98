import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '@/features/site-chrome/scroll-manager';
import { PageViewReporter } from '@/features/analytics/page-views';
import { PwaStatus } from '@/features/pwa/pwa-status';
import { registerServiceWorker } from '@/features/pwa/service-worker';
import { startErrorReporting } from '@/features/error-reports/start';

// Settled at build time: a build without analytics leaves the reporter out of the bundle entirely.
const analyticsConfigured = Boolean(
  import.meta.env.VITE_ANALYTICS_SCRIPT && import.meta.env.VITE_ANALYTICS_DOMAIN,
);

export function RootLayout() {
  // The page is interactive once this runs: the app hydrates just after the prerendered HTML has
  // painted, so browser tests (and anyone profiling) wait for `html[data-hydrated]`.
  // Then, when the browser is idle, the service worker (workbox-window loads only now).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    registerServiceWorker();
    startErrorReporting();
  }, []);

  return (
    <>
      <ScrollManager />
      {analyticsConfigured ? <PageViewReporter /> : null}
      <Outlet />
      <PwaStatus />
    </>
  );
}
