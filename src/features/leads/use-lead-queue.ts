import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { getDatabase, type DeadLetter, type OutboxEntry } from '@/lib/db';

export interface LeadQueueState {
  pending: OutboxEntry[];
  refused: DeadLetter[];
  loaded: boolean;
}

const EMPTY: LeadQueueState = { pending: [], refused: [], loaded: false };

/** The outbox and dead letters, live: re-renders whenever the page or service worker changes them. */
export function useLeadQueue(): LeadQueueState {
  const [state, setState] = useState<LeadQueueState>(EMPTY);
  useEffect(() => {
    const db = getDatabase();
    const subscription = liveQuery(async () => ({
      pending: await db.outbox.toArray(),
      refused: await db.deadLetters.orderBy('failedAt').toArray(),
      loaded: true,
    })).subscribe({
      next: setState,
      error: (error) => console.warn('Could not read the lead queue:', error),
    });
    return () => subscription.unsubscribe();
  }, []);
  return state;
}
