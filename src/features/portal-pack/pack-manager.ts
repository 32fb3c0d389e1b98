/**
 * The browser side of the pack manager: reads the build's portal manifest (checked and kept by the
 * service worker), opens the pack cache the service worker answers from, and reports how much
 * storage the origin uses and whether it is persistent.
 */
import {
  PORTAL_PACK_CACHE,
  PORTAL_PACK_URL,
  portalPackManifestSchema,
  type PortalPackManifest,
} from '@/shared/portal-pack';
import type { PackCache } from './runner';

/**
 * This build's manifest, through the service worker: it checks the index against the sha-256 it
 * was built with and keeps the copy for offline starts (verified-index.ts). Null offline before the
 * first download, or while the server already runs a newer build (the update prompt brings it).
 */
export async function loadPackManifest(): Promise<PortalPackManifest | null> {
  try {
    const response = await fetch(PORTAL_PACK_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = portalPackManifestSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The pack's cache, opened at the first write: caches.open creates the cache, and a run that a
 * device wipe stops before it writes must not leave an empty one behind. A delete from a cache
 * that does not exist has nothing to do.
 */
export function packCache(): PackCache {
  let opened: Promise<Cache> | null = null;
  const open = () => (opened ??= caches.open(PORTAL_PACK_CACHE));
  return {
    put: async (path, response) => (await open()).put(new Request(path), response),
    delete: async (path) =>
      opened || (await caches.has(PORTAL_PACK_CACHE))
        ? (await open()).delete(new Request(path))
        : false,
  };
}

export interface StorageReport {
  usage: number | null;
  quota: number | null;
  /** true: the browser keeps this site's storage until the user clears it. */
  persisted: boolean;
}

export async function readStorage(): Promise<StorageReport> {
  const storage = navigator.storage as StorageManager | undefined;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null),
    storage?.persisted?.().catch(() => false),
  ]);
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted: Boolean(persisted),
  };
}

/** Asks once per page for persistent storage (Chromium grants it to installed or engaged sites). */
export async function askPersistentStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.().catch(() => false)) ?? false;
}
