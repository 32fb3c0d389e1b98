/// <reference lib="webworker" />
/**
 * The service worker: precaches the public tier (every public page, its chunks and images, the
 * manifest, the icons), answers portal-tier requests from the portal pack's cache first (filled
 * after unlock by the pack manager, decision 0015), answers navigations offline (a page's own
 * prerendered document, else the 404 page), touches no /api/* path but published library files
 * (ciphertext, from the pack first), and delivers the outbox (leads,
 * team-sync events) in the background.
 *
 * Messages: { type: 'SKIP_WAITING' } activates a waiting update (the page asked the user first).
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openDatabase } from '@/lib/db';
import { OUTBOX_SYNC_TAG } from '@/shared/storage-keys';
import {
  adminPathPrefixes,
  isStaffPath,
  normalisePath,
  prerenderFileFor,
  SHELL_FILE,
} from '@/shared/routes';
import { LIBRARY_FILE_PREFIX, PORTAL_PACK_CACHE, PORTAL_PACK_URL } from '@/shared/portal-pack';
import { indexLoader, indexResponse, manifestOf } from '@/features/portal-pack/verified-index';
import { defaultSyncDeps, flushOutbox } from '@/lib/outbox/flush';
import { purgeExpiredSession } from '@/features/portal-access/session-purge';
import { checkIn, DEVICE_CHECK_IN_TAG } from '@/features/portal-access/device-check-in';

declare const self: ServiceWorkerGlobalScope;

// The shell is the 404 page and its own URL answers 404 (it is no page of its own): that answer is
// the one to keep. Every other file must come back 200, as workbox requires by default.
const shellPath = `/${SHELL_FILE}`;
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.status === 200 ||
      (response.status === 404 && new URL(request.url).pathname === shellPath)
        ? response
        : null,
  },
]);

// /about -> about.html, / -> index.html; queries such as ?gate=1 or ?type= still find the page.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest, {
  cleanURLs: true,
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
});
cleanupOutdatedCaches();

// The staff pages under /admin/ (sign-in, the lead inbox, people, the audit log, the account) are
// online-only and none of their code is precached (decisions 0009, 0024): they come from the
// network, and offline they get a plain page that says so instead of a broken shell.
const publicStyles = manifest
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .filter((url) => /^assets\/index-[\w-]+\.css$/.test(url));
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    adminPathPrefixes.some((prefix) => url.pathname.startsWith(prefix)),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return offlinePage(
        publicStyles,
        'Offline',
        'This page needs the network',
        'You are offline. Signing in, the lead inbox, people and the audit log read and save everything on the server and keep nothing on this device. Reconnect, then reload this page. The portal itself works offline once it has been opened on this device.',
      );
    }
  },
);

function offlinePage(styles: string[], title: string, heading: string, text: string): Response {
  const links = styles.map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title} | Market State Detector</title>${links}</head><body><main id="main" class="section"><div class="container container-narrow"><div class="card"><p class="eyebrow">Staff only</p><h1>${heading}</h1><p>${text}</p><p class="actions"><a class="btn btn-primary" href="">Reload</a> <a class="btn btn-secondary" href="/">Public site</a></p></div></div></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// The portal index (portal-pack.json) is portal tier too: this worker knows only its sha-256, asks
// the network for it when the unlocked portal first needs it, and keeps the copy that matches.
// Reads go through caches.match with the cache's name: caches.open would create the cache, and a
// read racing a device wipe would then leave an empty pack cache behind on a device that was told
// to forget the portal. Only a write (the checked index) opens it.
const fromPack = (key: string) => caches.match(key, { cacheName: PORTAL_PACK_CACHE });
const thisBuildIndex = indexLoader(async () => ({
  digest: __PORTAL_PACK_SHA256__,
  cache: {
    match: fromPack,
    put: async (key, response) => (await caches.open(PORTAL_PACK_CACHE)).put(key, response),
  },
  fetch: (...args) => fetch(...args),
}));
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname === PORTAL_PACK_URL,
  async () => indexResponse(await thisBuildIndex()),
);

// The portal tier: staff frames, portal chunks (every hashed asset the precache does not hold),
// the vault and the collateral blobs. The pack's cache first; else the network; a staff page with
// neither says the portal is not on this device yet.
const VAULT_CORE = new Set(['/vault/header.json', '/vault/vault.bin']);

/** Whether the pack's copy of a vault file is this build's (asks for the index only if it holds one). */
async function isCurrentVaultCopy(path: string): Promise<boolean> {
  try {
    const stored = await db.packFiles.get(path);
    if (!stored) return false;
    const index = manifestOf(await thisBuildIndex());
    return index?.entries.find((entry) => entry.path === path)?.sha256 === stored.sha256;
  } catch {
    return false;
  }
}
const precached = new Set(
  manifest.map((entry) => `/${typeof entry === 'string' ? entry : entry.url}`),
);
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/vault/') ||
      // Files the library studio published (issue 26): ciphertext the pack holds like the build's.
      url.pathname.startsWith(LIBRARY_FILE_PREFIX) ||
      (url.pathname.startsWith('/assets/') && !precached.has(url.pathname)) ||
      (request.mode === 'navigate' && isStaffPath(url.pathname))),
  async ({ request, url }) => {
    // The pack manager itself asks with cache: 'no-store': it wants this build's bytes, not the copy.
    if (request.cache === 'no-store') return fetch(request);
    // The vault (header, pages and catalogue) must be this version's: the pack's copy when its
    // sha-256 is the one this build's portal-pack.json names, else the network, else any copy.
    if (VAULT_CORE.has(url.pathname)) {
      if (await isCurrentVaultCopy(url.pathname)) {
        const stored = await fromPack(url.pathname);
        if (stored) return stored;
      }
      try {
        return await fetch(request);
      } catch (error) {
        const stored = await fromPack(url.pathname);
        if (stored) return stored;
        throw error;
      }
    }
    const navigate = request.mode === 'navigate';
    const key = navigate ? `/${prerenderFileFor(normalisePath(url.pathname))}` : url.pathname;
    const stored = await fromPack(key);
    if (stored) return stored;
    try {
      return await fetch(request);
    } catch (error) {
      if (!navigate) throw error;
      return offlinePage(
        publicStyles,
        'Sales portal (offline)',
        'Sales portal',
        'You are offline, and the sales portal is not on this device yet. Connect and unlock the portal once: it then downloads for offline use and opens without a network.',
      );
    }
  },
);

// Any other navigation (an unknown path) gets the prerendered 404 page, with its 404 status.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_FILE), { denylist: [/^\/api(\/|$)/] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once, so the first visit already works offline.
clientsClaim();

const db = openDatabase();

// An expired portal session's key goes at the next page load of any tab, portal or public (an
// open portal page deletes it on the dot with its own timer; see portal-access/portal-session.ts).
// A staff page's load is also an enrolled device's contact with the Worker (decision 0025): a
// removed device forgets the portal even before the page asks, at most one check-in per interval.
const CHECK_IN_INTERVAL_MS = 10 * 60 * 1000;
let lastCheckIn = 0;
function deviceCheckIn(): Promise<unknown> {
  const now = Date.now();
  if (now - lastCheckIn < CHECK_IN_INTERVAL_MS) return Promise.resolve();
  lastCheckIn = now;
  return checkIn({
    db,
    fetch: (...args) => fetch(...args),
    now: Date.now,
    baseUrl: self.location.origin,
  });
}
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.waitUntil(purgeExpiredSession(db, Date.now()).catch(() => false));
  if (isStaffPath(new URL(event.request.url).pathname))
    event.waitUntil(deviceCheckIn().catch(() => undefined));
});
// Installed apps with Periodic Background Sync: the periodic check (registered by the portal).
self.addEventListener('periodicsync', (event) => {
  const periodic = event as ExtendableEvent & { tag?: string };
  if (periodic.tag === DEVICE_CHECK_IN_TAG) periodic.waitUntil(deviceCheckIn());
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
