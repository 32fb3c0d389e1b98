/** The service worker's view of the build: the precache manifest vite-plugin-pwa injects, and the portal index's digest. */
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
    readonly lastChance: boolean;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
  const __APP_VERSION__: string;
  /** The sha-256 of this build's portal-pack.json (scripts/vite-plugins.ts, portalPackDigestPlugin). */
  const __PORTAL_PACK_SHA256__: string;
}
export {};
