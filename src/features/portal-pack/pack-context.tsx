/**
 * Runs the portal pack for an unlocked portal (decision 0015): after unlock it downloads what this
 * build's manifest asks for, retries when the network comes back, and lets the library keep and
 * remove files. One run at a time per page; a request during a run starts another after it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { getDatabase } from '@/lib/db';
import type { PortalPackManifest } from '@/shared/portal-pack';
import {
  askPersistentStorage,
  loadPackManifest,
  openPackCache,
  readStorage,
  type StorageReport,
} from './pack-manager';
import type { PackFailure } from './plan';
import { runPack, type PackProgress } from './runner';

export type PackStatus = 'checking' | 'downloading' | 'paused' | 'ready' | 'unavailable';

export interface PortalPack {
  status: PackStatus;
  progress: PackProgress;
  manifest: PortalPackManifest | null;
  /** Collateral paths kept on this device (large libraries). */
  kept: ReadonlySet<string>;
  storage: StorageReport | null;
  keep: (paths: readonly string[]) => Promise<void>;
  remove: (paths: readonly string[]) => Promise<void>;
}

const PackContext = createContext<PortalPack | null>(null);

/** The portal pack of this page, or null outside an unlocked portal. */
export function usePortalPack(): PortalPack | null {
  return useContext(PackContext);
}

const RETRY_ONLINE_MS = 3000;
const EMPTY: PackProgress = { doneFiles: 0, totalFiles: 0, doneBytes: 0, totalBytes: 0 };

export function PortalPackProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<PackStatus>('checking');
  const [progress, setProgress] = useState<PackProgress>(EMPTY);
  const [manifest, setManifest] = useState<PortalPackManifest | null>(null);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [storage, setStorage] = useState<StorageReport | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const failures = useRef(new Map<string, PackFailure>());
  const retryTimer = useRef<number | undefined>(undefined);

  const run = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const db = getDatabase();
    const once = async () => {
      window.clearTimeout(retryTimer.current);
      const current = await loadPackManifest();
      setManifest(current);
      setKept(new Set((await db.keptFiles.toArray()).map((file) => file.path)));
      if (!current || typeof caches === 'undefined') {
        setStatus('unavailable');
        return;
      }
      const result = await runPack(current, {
        db,
        cache: await openPackCache(),
        fetch: (...args) => fetch(...args),
        now: () => Date.now(),
        failures: failures.current,
        onProgress: (next) => {
          setProgress(next);
          if (next.doneFiles < next.totalFiles) setStatus('downloading');
        },
      });
      setStatus(result.state === 'complete' ? 'ready' : 'paused');
      setStorage(await readStorage());
      // Online but some files failed: try again shortly (the planner holds back files still in backoff).
      if (result.state !== 'complete' && navigator.onLine)
        retryTimer.current = window.setTimeout(() => void run(), RETRY_ONLINE_MS);
    };
    running.current = (async () => {
      do {
        again.current = false;
        await once().catch(() => setStatus('paused'));
      } while (again.current);
      running.current = null;
    })();
    return running.current;
  }, []);

  useEffect(() => {
    void run();
    void askPersistentStorage().then(async () => setStorage(await readStorage()));
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(retryTimer.current);
    };
  }, [run]);

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

  const value = useMemo(
    () => ({ status, progress, manifest, kept, storage, keep, remove }),
    [status, progress, manifest, kept, storage, keep, remove],
  );
  return <PackContext.Provider value={value}>{children}</PackContext.Provider>;
}
