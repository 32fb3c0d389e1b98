/// <reference lib="webworker" />
/**
 * The service worker: precaches every page, chunk, image and encrypted portal file of this build,
 * answers navigations offline (a page's own prerendered document, else the 404 page), never
 * touches /api/*, and delivers the outbox (leads, team-sync events) in the background.
 *
 * Messages: { type: 'SKIP_WAITING' } activates a waiting update (the page asked the user first).
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openDatabase } from '@/lib/db';
import { OUTBOX_SYNC_TAG } from '@/shared/storage-keys';
import { SHELL_FILE } from '@/shared/routes';
import { defaultSyncDeps, flushOutbox } from '@/lib/outbox/flush';
import { purgeExpiredSession } from '@/features/portal-access/session-purge';

declare const self: ServiceWorkerGlobalScope;

// The shell is the 404 page and its own URL answers 404 (it is no page of its own): that answer is
// the one to keep. Every other file must come back 200, as workbox requires by default.
const shellPath = `/${SHELL_FILE}`;
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.status === 200 || (response.status === 404 && new URL(request.url).pathname === shellPath) ? response : null,
  },
]);

// /about -> about.html, / -> index.html; queries such as ?gate=1 or ?type= still find the page.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest, { cleanURLs: true, directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// The lead inbox is online-only and none of its code is precached (decision 0009): its pages come
// from the network, and offline they get a plain page that says so instead of a broken shell.
const publicStyles = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)).filter((url) => /^assets\/index-[\w-]+\.css$/.test(url));
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/admin/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return new Response(adminOfflinePage(publicStyles), { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
  },
);

function adminOfflinePage(styles: string[]): string {
  const links = styles.map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Lead inbox (offline) | Market State Detector</title>${links}</head><body><main id="main" class="section"><div class="container container-narrow"><div class="card"><p class="eyebrow">Staff only</p><h1>Lead inbox</h1><p>You are offline. The lead inbox reads and saves everything on the server and keeps nothing on this device, so it needs the network. Reconnect, then reload this page.</p><p class="actions"><a class="btn btn-primary" href="">Reload</a> <a class="btn btn-secondary" href="/">Public site</a></p></div></div></main></body></html>`;
}

// Any other navigation (an unknown path) gets the prerendered 404 page, with its 404 status.
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_FILE), { denylist: [/^\/api(\/|$)/] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once, so the first visit already works offline.
clientsClaim();

const db = openDatabase();

// An expired portal session's key goes at the next page load of any tab, portal or public (an
// open portal page deletes it on the dot with its own timer; see portal-access/session.ts).
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(purgeExpiredSession(db, Date.now()).catch(() => false));
});

/**
 * Sends what is due: the service worker honours the backoff and Retry-After like every flusher
 * (it starts often; forcing here would hit a failing or rate-limiting server each time).
 */
async function deliverOutbox(): Promise<void> {
  const summary = await flushOutbox({ ...defaultSyncDeps(db), baseUrl: self.location.origin });
  // Ask the browser to fire `sync` again later while something is still waiting (events held
  // for an unlock wait for the page instead).
  if (summary.retrying > 0) throw new Error(`${summary.retrying} outbox entries still queued`);
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(deliverOutbox());
});

// Browsers without Background Sync: try whenever the worker starts up.
deliverOutbox().catch(() => undefined);
