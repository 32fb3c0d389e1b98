import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import {
  fetchTeam,
  readSnapshot,
  saveSnapshot,
  type TeamAuth,
  type TeamProblem,
  type TeamSnapshot,
} from './team-api';

export interface TeamSnapshotState<T> {
  /** The newest answer this device has: fresh from the server or the cached one. */
  snapshot: TeamSnapshot<T> | undefined;
  /** Why the latest refresh did not bring a fresh answer (the snapshot, if any, is older). */
  problem: TeamProblem | undefined;
  /** False until the cache has been read (so "nothing yet" is not shown too early). */
  ready: boolean;
  loading: boolean;
  refresh: () => void;
}

/**
 * One sync API answer for a page: the cached snapshot at once, then a fresh one when online (the
 * outbox is flushed first, so this device's own activity is in it), again when the network returns.
 * `path` null: nothing to ask for (no rep yet). Key the calling component by `cacheKey`.
 */
export function useTeamSnapshot<T>(
  cacheKey: string | null,
  path: string | null,
  schema: ZodMiniType<T>,
  auth: TeamAuth = 'credential',
): TeamSnapshotState<T> {
  const [snapshot, setSnapshot] = useState<TeamSnapshot<T>>();
  const [problem, setProblem] = useState<TeamProblem>();
  const [ready, setReady] = useState(false);
  const [loading, setLoading] = useState(false);
  const current = useRef(0);

  const refresh = useCallback(() => {
    if (!cacheKey || !path) return;
    const run = ++current.current;
    const stillCurrent = () => run === current.current;
    if (!navigator.onLine) {
      setProblem({ kind: 'offline' });
      return;
    }
    setLoading(true);
    void (async () => {
      await requestOutboxFlush();
      const result = await fetchTeam(path, schema, undefined, auth);
      if (result.ok)
        await saveSnapshot(cacheKey, { value: result.value, syncedAt: result.syncedAt });
      if (!stillCurrent()) return;
      if (result.ok) {
        setSnapshot({ value: result.value, syncedAt: result.syncedAt });
        setProblem(undefined);
      } else {
        setProblem(result.problem);
      }
      setLoading(false);
    })();
  }, [cacheKey, path, schema, auth]);

  // A new cache key is a new subject: callers key the component by it, so state starts empty.
  useEffect(() => {
    if (!cacheKey) return;
    const generation = current;
    let active = true;
    void readSnapshot(cacheKey, schema)
      .catch(() => undefined)
      .then((cached) => {
        if (!active) return;
        setSnapshot((fresh) => fresh ?? cached);
        setReady(true);
        refresh();
      });
    const onOnline = () => refresh();
    const onOffline = () => setProblem({ kind: 'offline' });
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      active = false;
      generation.current++;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [cacheKey, schema, refresh]);

  return { snapshot, problem, ready, loading: loading && !problem, refresh };
}
