import { liveQuery } from 'dexie';

/**
 * Runs `query` against the local database now and again whenever a table it read changes (in this
 * tab, another tab or the service worker); returns the unsubscribe. Features watch the database
 * through this, so Dexie stays behind src/lib.
 */
export function watchDatabase<T>(
  query: () => T | Promise<T>,
  next: (value: T) => void,
  error: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(query).subscribe({ next, error });
  return () => subscription.unsubscribe();
}
