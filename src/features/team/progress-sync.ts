/**
 * Progress follows the rep (issue 15 item 4): the rep's merged progress from GET
 * /api/portal/progress, kept in the `teamCache` table so an offline device still shows what it
 * last heard. The training page joins it with its own facts; nothing here ever replaces them, so a
 * refused credential or no network only means an older answer.
 */
import type { MsdDatabase } from '@/lib/db';
import {
  markCredentialRefused,
  readRep,
  readSyncCredential,
} from '@/lib/outbox/sync-credential-store';
import type { PortalProgressResponse, RepProgress } from '@/shared/portal-progress';
import { portalProgressResponseSchema } from '@/shared/portal-progress-schema';
import { PORTAL_API } from '@/shared/portal-sync-api';

const FETCH_TIMEOUT_MS = 15_000;

export const progressCacheKey = (email: string) => `progress:${email.trim().toLowerCase()}`;

export type ProgressFetchResult = 'synced' | 'no-rep' | 'no-credential' | 'refused' | 'unavailable';

export async function readCachedProgress(
  db: MsdDatabase,
  email: string,
): Promise<RepProgress | undefined> {
  const record = await db.teamCache.get(progressCacheKey(email));
  return (record?.value as PortalProgressResponse | undefined)?.progress;
}

/**
 * Asks the Worker for the device rep's progress and caches the answer. Without a rep or a usable
 * credential it asks nothing; a 401 for the credential marks it refused (the portal then asks for
 * the password once, as the outbox does); anything else unexpected leaves the cache as it was.
 */
export interface ProgressFetchDeps {
  fetch: typeof fetch;
  now: () => number;
  /** The page's origin unless given (tests). */
  baseUrl?: string;
}

const pageDeps = (): ProgressFetchDeps => ({
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
});

export async function fetchRepProgress(
  db: MsdDatabase,
  { fetch: fetcher, now, baseUrl }: ProgressFetchDeps = pageDeps(),
): Promise<ProgressFetchResult> {
  const [rep, credential] = await Promise.all([readRep(db), readSyncCredential(db, now())]);
  if (!rep) return 'no-rep';
  if (!credential) return 'no-credential';
  let response: Response;
  try {
    const url = new URL(PORTAL_API.progress, baseUrl ?? globalThis.location?.origin);
    url.searchParams.set('email', rep.email);
    response = await fetcher(url.toString(), {
      headers: { Authorization: credential },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    return 'unavailable';
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    const code = (body as { error?: { code?: string } } | null)?.error?.code;
    if (code === 'credential_required' || code === 'credential_refused')
      await markCredentialRefused(db, credential, now());
    return 'refused';
  }
  const parsed = portalProgressResponseSchema.safeParse(body);
  if (!response.ok || !parsed.success) return 'unavailable';
  await db.teamCache.put({ key: progressCacheKey(rep.email), value: parsed.data, syncedAt: now() });
  return 'synced';
}

/** Online, focus and visible triggers come in bursts (flaky Wi-Fi, switching tabs): at most one fetch per window. */
export const REFRESH_THROTTLE_MS = 5_000;
/** While the page is open and visible, it also asks this often: a reset on another device shows without any action here. */
export const REFRESH_INTERVAL_MS = 60_000;

/**
 * Re-fetches on the page's triggers: at once, when the outbox delivers events (the count of
 * queued events drops), when the network returns, when the tab becomes visible or the window gets
 * focus (throttled: a trigger inside the window runs once at its end rather than being lost), and
 * every REFRESH_INTERVAL_MS while visible. One request at a time; a trigger during one asks for
 * one more after it. Returns a stop function.
 */
export function startProgressRefresh(
  db: MsdDatabase,
  onQueuedEventCount: (listen: (count: number) => void) => () => void,
  fetchOnce: () => Promise<unknown> = () => fetchRepProgress(db),
): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  let lastStarted = 0;
  let stopped = false;
  let trailing: ReturnType<typeof setTimeout> | undefined;

  const refresh = (throttled: boolean) => {
    if (stopped || navigator.onLine === false) return;
    const wait = lastStarted + REFRESH_THROTTLE_MS - Date.now();
    if (throttled && wait > 0) {
      trailing ??= setTimeout(() => {
        trailing = undefined;
        refresh(false);
      }, wait);
      return;
    }
    if (running) {
      again = true;
      return;
    }
    lastStarted = Date.now();
    running = fetchOnce()
      .catch((error: unknown) => void console.warn('Could not fetch training progress', error))
      .then(() => {
        running = undefined;
        if (again) {
          again = false;
          refresh(false);
        }
      });
  };

  const trigger = () => refresh(true);
  const visible = () => {
    if (document.visibilityState === 'visible') refresh(true);
  };
  const interval = setInterval(visible, REFRESH_INTERVAL_MS);
  let queued: number | undefined;
  const stopCount = onQueuedEventCount((count) => {
    if (queued !== undefined && count < queued) refresh(false);
    queued = count;
  });
  window.addEventListener('online', trigger);
  window.addEventListener('focus', trigger);
  document.addEventListener('visibilitychange', visible);
  refresh(false);
  return () => {
    stopped = true;
    clearTimeout(trailing);
    clearInterval(interval);
    stopCount();
    window.removeEventListener('online', trigger);
    window.removeEventListener('focus', trigger);
    document.removeEventListener('visibilitychange', visible);
  };
}
