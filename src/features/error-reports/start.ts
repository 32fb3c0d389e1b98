/**
 * Starts client error reporting (issue 28 item 5) without weighing on the first view: the reporter
 * is imported only once the page has loaded and the browser is idle, like the service worker's
 * registration (src/features/pwa/service-worker.ts). Errors thrown before then are not reported.
 */
let started = false;

export function startErrorReporting(): void {
  if (started || import.meta.env.DEV) return;
  started = true;
  const start = () =>
    void import('./reporter')
      .then(({ installErrorReporter }) => installErrorReporter())
      // A reporter that cannot load must never become an error of its own.
      .catch(() => undefined);
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: 2000 })
      : setTimeout(start, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
