/**
 * Runs the portal pack for an unlocked portal (decision 0015): after unlock it downloads what this
 * build's manifest asks for, retries when the network comes back, and lets the library keep and
 * remove files. One run at a time per page; a request during a run starts another after it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getDatabase } from '@/lib/db';
import { isDeviceWiped } from '@/lib/device-wipe-signal';
import { publishedPackSource, withPublished } from '@/features/library-feed';
import { PACK_FLAG_KEYS } from '@/shared/storage-keys';
import { askPersistentStorage, loadPackManifest, packCache, readStorage } from './pack-manager';
import {
  createPackStore,
  PackContext,
  packStatusAfter,
  type PackStore,
  type PortalPack,
} from './pack-store';
import type { PackFailure } from './plan';
import { runPack } from './runner';

const RETRY_ONLINE_MS = 3000;

export function PortalPackProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPackStore);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const failures = useRef(new Map<string, PackFailure>());
  const retryTimer = useRef<number | undefined>(undefined);
  // The dismissed "ready offline" notice, read before any run can say "ready" (no flash of it).
  const [dismissedRead] = useState(() => readDismissed(store));

  const run = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const db = getDatabase();
    const once = async () => {
      window.clearTimeout(retryTimer.current);
      // A wiped device downloads nothing until it enrols again.
      if (isDeviceWiped()) return;
      const built = await loadPackManifest();
      // The files managers published since the build join the pack, and the build's files they
      // retired or replaced leave it (issue 26); read from the stored feed first, so a page load
      // never evicts published files it has not heard of yet.
      const current = built && withPublished(built, await publishedPackSource().ready());
      store.set({
        manifest: current,
        kept: new Set((await db.keptFiles.toArray()).map((file) => file.path)),
      });
      if (!current || typeof caches === 'undefined') {
        store.set({ status: 'unavailable' });
        return;
      }
      const result = await runPack(current, {
        db,
        cache: packCache(),
        fetch: (...args) => fetch(...args),
        now: () => Date.now(),
        failures: failures.current,
        stopped: isDeviceWiped,
        onProgress: (progress) => {
          if (progress.doneFiles < progress.totalFiles) {
            store.set({ progress, status: 'downloading' });
            forgetDismissed(store);
          } else store.set({ progress });
        },
      });
      await dismissedRead;
      const status = packStatusAfter(result, navigator.onLine);
      store.set({ status });
      // Incomplete again: once it is ready, the rep hears so again.
      if (status !== 'ready') forgetDismissed(store);
      store.set({ storage: await readStorage() });
      // Online but some files failed: try again shortly (the planner holds back files still in backoff).
      if (result.state !== 'complete' && navigator.onLine)
        retryTimer.current = window.setTimeout(() => void run(), RETRY_ONLINE_MS);
    };
    running.current = (async () => {
      do {
        again.current = false;
        await once().catch(() => store.set({ status: 'paused' }));
      } while (again.current);
      running.current = null;
    })();
    return running.current;
  }, [store, dismissedRead]);

  // A changed feed (new, replaced or retired documents) changes what the device should hold.
  useEffect(() => {
    const source = publishedPackSource();
    let last = source.current();
    return source.subscribe(() => {
      const next = source.current();
      if (next && next !== last) void run();
      last = next;
    });
  }, [run]);

  useEffect(() => {
    void run();
    void askPersistentStorage().then(async () => store.set({ storage: await readStorage() }));
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(retryTimer.current);
    };
  }, [run, store]);

  const keep = useCallback(
    async (paths: readonly string[]) => {
      await getDatabase().keptFiles.bulkPut(paths.map((path) => ({ path, keptAt: Date.now() })));
      await run();
    },
    [run],
  );
  const remove = useCallback(
    async (paths: readonly string[]) => {
      await getDatabase().keptFiles.bulkDelete([...paths]);
      await run();
    },
    [run],
  );

  const dismissReady = useCallback(
    async (key: string) => {
      store.set({ readyDismissed: key });
      await getDatabase()
        .flags.put({ key: PACK_FLAG_KEYS.readyDismissed, value: key, updatedAt: Date.now() })
        .catch(() => undefined);
    },
    [store],
  );

  // Stable for the provider's life: components read the state through the store (pack-store.ts).
  const value = useMemo<PortalPack>(
    () => ({ store, keep, remove, dismissReady }),
    [store, keep, remove, dismissReady],
  );
  return <PackContext.Provider value={value}>{children}</PackContext.Provider>;
}

/** The notice the rep dismissed on this device, into the store; storage that fails hides nothing. */
async function readDismissed(store: PackStore): Promise<void> {
  try {
    const value = (await getDatabase().flags.get(PACK_FLAG_KEYS.readyDismissed))?.value;
    if (typeof value === 'string') store.set({ readyDismissed: value });
  } catch {
    // Not remembered: the notice shows, with its Dismiss button.
  }
}

function forgetDismissed(store: PackStore): void {
  if (store.get().readyDismissed === null) return;
  store.set({ readyDismissed: null });
  void getDatabase()
    .flags.delete(PACK_FLAG_KEYS.readyDismissed)
    .catch(() => undefined);
}
