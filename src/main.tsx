import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { registerServiceWorker } from '@/features/pwa/service-worker';
import '@/styles/global.css';
import '@/styles/layout.css';
import '@/styles/components.css';
import '@/styles/chrome.css';
import '@/styles/pages-flagship.css';
import '@/styles/pages-offers.css';
import '@/styles/pages-science.css';
import '@/styles/data-in-action.css';
import '@/styles/pwa.css';
import '@/styles/portal.css';
import '@/styles/portal-pages.css';
import '@/styles/training-roi.css';
import '@/styles/collateral.css';

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

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await resolveLazyMatches();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages have markup to hydrate; the shell (portal, 404) and the dev server do not.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  registerServiceWorker();
}

void start();
