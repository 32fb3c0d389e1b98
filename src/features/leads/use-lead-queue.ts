import { useEffect, useState } from 'react';
import { watchDatabase } from '@/lib/live-query';
import { getDatabase, type LeadDeadLetter, type LeadOutboxEntry } from '@/lib/db';

export interface LeadQueueState {
  pending: LeadOutboxEntry[];
  refused: LeadDeadLetter[];
  loaded: boolean;
}

const EMPTY: LeadQueueState = { pending: [], refused: [], loaded: false };

/** The outbox's and dead letters' leads (the outbox also holds portal events), live: re-renders whenever the page or service worker changes them. */
export function useLeadQueue(): LeadQueueState {
  const [state, setState] = useState<LeadQueueState>(EMPTY);
  useEffect(() => {
    const db = getDatabase();
    return watchDatabase(
      async () => ({
        pending: (await db.outbox.where('kind').equals('lead').toArray()) as LeadOutboxEntry[],
        refused: (await db.deadLetters.orderBy('failedAt').toArray()).filter(
          (letter): letter is LeadDeadLetter => letter.kind === 'lead',
        ),
        loaded: true,
      }),
      setState,
      (error) => console.warn('Could not read the lead queue:', error),
    );
  }, []);
  return state;
}
