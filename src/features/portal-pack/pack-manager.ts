/**
 * The browser side of the pack manager: reads the build's portal manifest (the network first, the
 * copy of the last unlock offline), opens the pack cache the service worker answers from, and
 * reports how much storage the origin uses and whether it is persistent.
 */
import type { MsdDatabase } from '@/lib/db';
import {
  PORTAL_PACK_CACHE,
  PORTAL_PACK_URL,
  portalPackManifestSchema,
  type PortalPackManifest,
} from '@/shared/portal-pack';
import type { PackCache } from './runner';

const MANIFEST_FLAG = 'portalPackManifest';

/** This build's manifest, saved for offline starts; null offline before the first download. */
export async function loadPackManifest(db: MsdDatabase): Promise<PortalPackManifest | null> {
  try {
    const response = await fetch(PORTAL_PACK_URL, { cache: 'no-store' });
    if (response.ok) {
      const parsed = portalPackManifestSchema.safeParse(await response.json());
      if (parsed.success) {
        await db.flags.put({ key: MANIFEST_FLAG, value: parsed.data, updatedAt: Date.now() });
        return parsed.data;
      }
    }
  } catch {
    // Offline: the last saved manifest describes what this device holds.
  }
  const saved = portalPackManifestSchema.safeParse((await db.flags.get(MANIFEST_FLAG))?.value);
  return saved.success ? saved.data : null;
}

export async function openPackCache(): Promise<PackCache> {
  const cache = await caches.open(PORTAL_PACK_CACHE);
  return {
    put: (path, response) => cache.put(new Request(path), response),
    delete: (path) => cache.delete(new Request(path)),
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
