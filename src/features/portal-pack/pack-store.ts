/**
 * The portal pack's state as a small external store (decision 0015). Each component subscribes to
 * the slice it draws (useSyncExternalStore), so a progress update (one per stored file, hundreds
 * per download) re-renders only the progress bar, and keeping a file re-renders only the toggles
 * whose state changed, not every card in the library.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PortalPackManifest } from '@/shared/portal-pack';
import type { StorageReport } from './pack-manager';
import type { PackProgress, PackRunResult } from './runner';

/**
 * paused: the network is gone, the download waits for it; retrying: online, but some files failed
 * (a server error, or bytes that do not match their sha-256) and are tried again with backoff.
 */
export type PackStatus =
  'checking' | 'downloading' | 'paused' | 'retrying' | 'ready' | 'unavailable';

/** What a finished run says: ready, paused for the network, or retrying files that failed online. */
export function packStatusAfter(
  result: Pick<PackRunResult, 'state' | 'offline'>,
  online: boolean,
): PackStatus {
  if (result.state === 'complete') return 'ready';
  return result.offline || !online ? 'paused' : 'retrying';
}

export interface PackState {
  status: PackStatus;
  progress: PackProgress;
  manifest: PortalPackManifest | null;
  /** Collateral paths kept on this device (large libraries). */
  kept: ReadonlySet<string>;
  storage: StorageReport | null;
  /** The "ready offline" notice the rep dismissed on this device (readyNoticeKey), or null. */
  readyDismissed: string | null;
}

export interface PackStore {
  get: () => PackState;
  set: (patch: Partial<PackState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export const INITIAL_PACK_STATE: PackState = {
  status: 'checking',
  progress: { doneFiles: 0, totalFiles: 0, doneBytes: 0, totalBytes: 0 },
  manifest: null,
  kept: new Set(),
  storage: null,
  readyDismissed: null,
};

const LOW_OFFLINE_DAYS = 3;

/**
 * What the "ready offline" notice tells the rep: a dismissed notice shows again when this changes
 * (another pack, or offline access running under three days).
 */
export function readyNoticeKey(
  progress: Pick<PackProgress, 'totalFiles' | 'totalBytes'>,
  offlineDaysLeft: number | null,
): string {
  const low = offlineDaysLeft !== null && offlineDaysLeft < LOW_OFFLINE_DAYS;
  return `${progress.totalFiles} files ${progress.totalBytes} bytes${low ? ' low' : ''}`;
}

export function createPackStore(initial: PackState = INITIAL_PACK_STATE): PackStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface PortalPack {
  store: PackStore;
  keep: (paths: readonly string[]) => Promise<void>;
  remove: (paths: readonly string[]) => Promise<void>;
  /** Hides the "ready offline" notice on this device until what it says changes. */
  dismissReady: (key: string) => Promise<void>;
}

export const PackContext = createContext<PortalPack | null>(null);

const DETACHED: PackStore = createPackStore();

/**
 * One slice of the pack's state, or null outside an unlocked portal. The component re-renders
 * only when the slice changes (Object.is), so `select` returns a primitive or an object the
 * store holds (state.progress), never a new object.
 */
export function usePackState<T>(select: (state: PackState) => T): T | null {
  const pack = useContext(PackContext);
  const store = pack?.store ?? DETACHED;
  return useSyncExternalStore(store.subscribe, () => (pack ? select(store.get()) : null));
}

/** Keep and remove files, or null outside an unlocked portal. */
export function usePackActions(): Omit<PortalPack, 'store'> | null {
  return useContext(PackContext);
}
