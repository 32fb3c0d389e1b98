import { useEffect } from 'react';
import { record } from './record';

/** A query must stay unchanged this long with no results to count: the rep stopped typing. */
export const EMPTY_SEARCH_SETTLE_MS = 1_500;

const RECORDED_KEY = 'msd_empty_searches_recorded';
const RECORDED_KEEP = 20;

/**
 * A reload shows the same query again (the library keeps it in the URL): that is not another
 * search. The history entry's key survives a reload and changes with every navigation, so the
 * same query counts again only on a new page view. Kept per tab; without storage it counts again.
 */
function firstTimeOnThisEntry(query: string): boolean {
  try {
    const entry = (history.state as { key?: unknown } | null)?.key;
    const id = `${typeof entry === 'string' ? entry : location.href}|${query}`;
    const recorded = JSON.parse(sessionStorage.getItem(RECORDED_KEY) ?? '[]') as unknown;
    const list = Array.isArray(recorded)
      ? recorded.filter((item): item is string => typeof item === 'string')
      : [];
    if (list.includes(id)) return false;
    sessionStorage.setItem(RECORDED_KEY, JSON.stringify([...list, id].slice(-RECORDED_KEEP)));
    return true;
  } catch {
    return true;
  }
}

/** Records `search_no_results` once per settled query that found nothing (the library's content gaps). */
export function useRecordEmptySearch(query: string, resultCount: number | null): void {
  const trimmed = query.trim();
  const empty = trimmed.length > 0 && resultCount === 0;
  useEffect(() => {
    if (!empty) return;
    const timer = setTimeout(() => {
      if (firstTimeOnThisEntry(trimmed)) void record({ kind: 'search_no_results', query: trimmed });
    }, EMPTY_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [empty, trimmed]);
}
