import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '@/config';

/**
 * Page-view analytics through a Plausible-compatible script, configured at build time and off
 * when unset. A blocked or failed script only logs; the site never depends on it.
 */
declare global {
  interface Window {
    plausible?: ((event: string, options?: { u?: string }) => void) & { q?: unknown[] };
  }
}

let loadStarted = false;

function loadAnalytics(scriptUrl: string, domain: string): void {
  if (loadStarted) return;
  loadStarted = true;
  // Queue events until the script arrives (the provider's documented stub).
  window.plausible =
    window.plausible ??
    Object.assign((...args: unknown[]) => {
      (window.plausible!.q = window.plausible!.q ?? []).push(args);
    }, {});
  const script = document.createElement('script');
  script.defer = true;
  script.src = scriptUrl;
  script.dataset.domain = domain;
  script.dataset.manual = 'true';
  script.addEventListener('error', () => {
    console.warn(`Analytics script failed to load from ${scriptUrl}; page views are not reported.`);
  });
  document.head.append(script);
}

export function PageViewReporter() {
  const { pathname } = useLocation();
  const { scriptUrl, domain } = siteConfig.analytics;

  useEffect(() => {
    if (!scriptUrl || !domain) return;
    loadAnalytics(scriptUrl, domain);
    window.plausible?.('pageview', { u: window.location.origin + pathname });
  }, [pathname, scriptUrl, domain]);

  return null;
}
