import { useEffect } from 'react';
import { record } from './record';

/** A query must stay unchanged this long with no results to count: the rep stopped typing. */
export const EMPTY_SEARCH_SETTLE_MS = 1_500;

/** Records `search_no_results` once per settled query that found nothing (the library's content gaps). */
export function useRecordEmptySearch(query: string, resultCount: number | null): void {
  const trimmed = query.trim();
  const empty = trimmed.length > 0 && resultCount === 0;
  useEffect(() => {
    if (!empty) return;
    const timer = setTimeout(() => void record({ kind: 'search_no_results', query: trimmed }), EMPTY_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [empty, trimmed]);
}
