import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '@/shared/people';
import { fetchAuditPage, type PeopleError } from './people-api';
import { auditFilterProblem, auditPageSearch, type AuditFilters } from './audit-query';
import { asPeopleError } from './use-people';

interface Loaded {
  key: string;
  entries: AuditEntry[];
  nextCursor: string | null;
  error: PeopleError | null;
  loadingMore: boolean;
}

const READ_FAILED = 'Something went wrong while reading the audit log.';

/** The audit log for the filters, newest first, a page at a time (the server's cursor). */
export function useAudit(filters: AuditFilters) {
  const [reloads, setReloads] = useState(0);
  const problem = auditFilterProblem(filters);
  const search = auditPageSearch(filters);
  const key = `${search}#${reloads}`;
  const [loaded, setLoaded] = useState<Loaded>({
    key: '',
    entries: [],
    nextCursor: null,
    error: null,
    loadingMore: false,
  });
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });

  useEffect(() => {
    if (problem) return;
    const controller = new AbortController();
    fetchAuditPage(search, controller.signal).then(
      (page) =>
        setLoaded({
          key,
          entries: page.entries,
          nextCursor: page.nextCursor,
          error: null,
          loadingMore: false,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          key,
          entries: [],
          nextCursor: null,
          error: asPeopleError(error, READ_FAILED),
          loadingMore: false,
        });
      },
    );
    return () => controller.abort();
  }, [key, search, problem]);

  const loadMore = useCallback(async (): Promise<number> => {
    if (!loaded.nextCursor || loaded.loadingMore) return 0;
    setLoaded((current) => ({ ...current, loadingMore: true, error: null }));
    try {
      const page = await fetchAuditPage(auditPageSearch(filtersRef.current, loaded.nextCursor));
      setLoaded((current) => ({
        ...current,
        entries: [...current.entries, ...page.entries],
        nextCursor: page.nextCursor,
        loadingMore: false,
      }));
      return page.entries.length;
    } catch (error) {
      setLoaded((current) => ({
        ...current,
        loadingMore: false,
        error: asPeopleError(error, READ_FAILED),
      }));
      return 0;
    }
  }, [loaded.nextCursor, loaded.loadingMore]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const phase: 'loading' | 'ready' | 'error' =
    problem === null && loaded.key !== key
      ? 'loading'
      : loaded.error && loaded.entries.length === 0
        ? 'error'
        : 'ready';
  return { ...loaded, phase, problem, loadMore, reload };
}
