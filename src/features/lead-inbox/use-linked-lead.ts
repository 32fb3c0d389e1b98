import { useCallback, useEffect, useState } from 'react';
import type { AdminLead } from '@/shared/lead-admin';
import { fetchLead, InboxError } from './inbox-api';

/**
 * The lead a link names (`/admin/leads?lead=<id>`, as every notification carries), read on its
 * own so it opens whatever page or filters the list is on.
 */
export function useLinkedLead(id: string | null) {
  const [state, setState] = useState<{
    id: string | null;
    lead: AdminLead | null;
    error: InboxError | null;
  }>({ id: null, lead: null, error: null });

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    fetchLead(id, controller.signal).then(
      (lead) => setState({ id, lead, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          id,
          lead: null,
          error:
            error instanceof InboxError
              ? error
              : new InboxError('server', 'The lead could not be read. Reload to try again.'),
        });
      },
    );
    return () => controller.abort();
  }, [id]);

  /** Keeps the linked lead in step after a change made in either table. */
  const replace = useCallback((lead: AdminLead) => {
    setState((current) => (current.lead?.id === lead.id ? { ...current, lead } : current));
  }, []);

  const current = state.id === id;
  return {
    lead: current ? state.lead : null,
    error: current ? state.error : null,
    replace,
  };
}
