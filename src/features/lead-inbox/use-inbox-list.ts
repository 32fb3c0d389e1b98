import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminLead, LeadGroup } from '@/shared/lead-admin';
import { fetchGroupPage, fetchLeadPage, InboxError } from './inbox-api';
import { filterProblem, listQuery, type InboxFilters } from './inbox-query';

export type InboxRows = { view: 'leads'; rows: AdminLead[] } | { view: 'email'; rows: LeadGroup[] };

interface Loaded {
  /** Which request these rows answer; a different key means a new list is loading. */
  key: string;
  data: InboxRows;
  nextCursor: string | null;
  /** Every row matching the filters (from the first page), or null before it is known. */
  total: number | null;
  error: InboxError | null;
  loadingMore: boolean;
}

const asInboxError = (error: unknown) =>
  error instanceof InboxError
    ? error
    : new InboxError('server', 'Something went wrong while reading the leads. Try again.');

async function fetchPage(
  filters: InboxFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<{ data: InboxRows; nextCursor: string | null; total: number | null }> {
  const query = listQuery(filters, cursor);
  if (filters.view === 'email') {
    const page = await fetchGroupPage(query, signal);
    return {
      data: { view: 'email', rows: page.groups },
      nextCursor: page.nextCursor,
      total: page.total,
    };
  }
  const page = await fetchLeadPage(query, signal);
  return {
    data: { view: 'leads', rows: page.leads },
    nextCursor: page.nextCursor,
    total: page.total,
  };
}

function append(current: InboxRows, more: InboxRows): InboxRows {
  if (current.view === 'leads' && more.view === 'leads')
    return { view: 'leads', rows: [...current.rows, ...more.rows] };
  if (current.view === 'email' && more.view === 'email')
    return { view: 'email', rows: [...current.rows, ...more.rows] };
  return more;
}

/**
 * The rows for the current filters, newest first, a page at a time ("Load more" follows the
 * server's cursor). An ended session is published by staffFetch (the frame asks to sign in again).
 */
export function useInboxList(filters: InboxFilters) {
  const [reloads, setReloads] = useState(0);
  const key = JSON.stringify([listQuery(filters), reloads]);
  const [loaded, setLoaded] = useState<Loaded>({
    key: '',
    data: { view: 'leads', rows: [] },
    nextCursor: null,
    total: null,
    error: null,
    loadingMore: false,
  });
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });

  const problem = filterProblem(filters);
  useEffect(() => {
    if (problem) return;
    const controller = new AbortController();
    fetchPage(filtersRef.current, undefined, controller.signal).then(
      ({ data, nextCursor, total }) =>
        setLoaded({ key, data, nextCursor, total, error: null, loadingMore: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = asInboxError(error);
        setLoaded((current) => ({
          ...current,
          key,
          data: { view: filtersRef.current.view, rows: [] },
          nextCursor: null,
          total: null,
          error: failure,
        }));
      },
    );
    return () => controller.abort();
  }, [key, problem]);

  const loadMore = useCallback(async (): Promise<number> => {
    if (!loaded.nextCursor || loaded.loadingMore) return 0;
    setLoaded((current) => ({ ...current, loadingMore: true, error: null }));
    try {
      const { data, nextCursor } = await fetchPage(filtersRef.current, loaded.nextCursor);
      setLoaded((current) => ({
        ...current,
        data: append(current.data, data),
        nextCursor,
        loadingMore: false,
      }));
      return data.rows.length;
    } catch (error) {
      setLoaded((current) => ({ ...current, loadingMore: false, error: asInboxError(error) }));
      return 0;
    }
  }, [loaded.nextCursor, loaded.loadingMore]);

  /** Puts an updated lead in place of its old row (after a status change). */
  const replaceLead = useCallback((lead: AdminLead) => {
    setLoaded((current) =>
      current.data.view === 'leads'
        ? {
            ...current,
            data: {
              view: 'leads',
              rows: current.data.rows.map((row) => (row.id === lead.id ? lead : row)),
            },
          }
        : current,
    );
  }, []);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const loading = problem === null && loaded.key !== key;
  const phase: 'loading' | 'ready' | 'error' = loading
    ? 'loading'
    : loaded.error && loaded.data.rows.length === 0
      ? 'error'
      : 'ready';
  return {
    phase,
    data: loaded.data,
    nextCursor: loaded.nextCursor,
    total: loading ? null : loaded.total,
    loadingMore: loaded.loadingMore,
    error: loaded.error,
    problem,
    loadMore,
    replaceLead,
    reload,
  };
}
