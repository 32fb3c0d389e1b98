import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '@/app/router';

/**
 * Resolve the lazy modules of the routes matching this URL before the first render, so hydration
 * renders exactly what the prerendered HTML holds instead of a loading state.
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** Hydrates the prerendered page (or renders the shell); the root layout then registers the service worker. */
export async function boot(container: HTMLElement): Promise<void> {
  await resolveLazyMatches();
  // The prerendered page is a server render without loader data. Saying so (`hydrationData`) also
  // tells scroll restoration the page is already where the visitor put it: no jump to the top when
  // hydration lands after they scrolled (a reload is restored by the browser before hydration).
  const router = createBrowserRouter(routes, { hydrationData: {} });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages have markup to hydrate; the shell (portal, 404) and the dev server do not.
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page (input stays responsive on slow phones).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // First-touch attribution: only a view that may carry campaign information (a utm_ parameter,
  // another site's referrer) loads the recorder, when the page is idle; the recorder applies the
  // exact rule. Direct views load nothing (docs/decisions/0009).
  if (
    /[?&]utm_/.test(location.search) ||
    (document.referrer && document.referrer.split('/')[2] !== location.host)
  ) {
    // The landing URL as it is now: a quick in-app navigation may change it before the page is idle.
    const landing = location.href;
    ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(
      () =>
        void import('@/features/leads/first-touch').then((m) => m.recordFirstTouchOfPage(landing)),
    );
  }
}
