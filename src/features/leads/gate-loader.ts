/**
 * Loads the gate's runtime (gate-runtime.ts) once per page, after hydration: when the browser is
 * next idle, or at once when the visitor first touches the form. The first view carries none of
 * it (docs/decisions/0028).
 */
import { useCallback, useEffect, useState } from 'react';
import type * as Runtime from './gate-runtime';

export type GateRuntime = typeof Runtime;

let loaded: GateRuntime | undefined;
let loading: Promise<GateRuntime> | undefined;

/** The runtime, imported once; a failed import (offline before the precache) may be retried. */
export function loadGateRuntime(): Promise<GateRuntime> {
  loading ??= import('./gate-runtime').then(
    (runtime) => (loaded = runtime),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface GateRuntimeState {
  /** The runtime once it is here; undefined before, as in the prerendered page. */
  runtime: GateRuntime | undefined;
  /**
   * The last import failed (offline before the service worker held the chunk); it is tried again
   * when the network returns or the visitor touches the form.
   */
  failed: boolean;
  /** Loads it now (the visitor touched the form). */
  request: () => void;
}

/** The gate's runtime for a component; mounting schedules the load for the next idle moment. */
export function useGateRuntime(): GateRuntimeState {
  const [runtime, setRuntime] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const request = useCallback(() => {
    if (loaded) {
      setRuntime(loaded);
      return;
    }
    loadGateRuntime().then(
      (arrived) => {
        setRuntime(arrived);
        setFailed(false);
      },
      (error: unknown) => {
        console.warn('The form could not load; it tries again when the network returns.', error);
        setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    if (runtime) return;
    // Safari only gained requestIdleCallback recently.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(request, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(request, 0);
    return () => window.clearTimeout(timer);
  }, [runtime, request]);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', request);
    return () => window.removeEventListener('online', request);
  }, [failed, request]);
  return { runtime, failed, request };
}
