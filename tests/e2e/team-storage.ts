/** What the portal keeps in IndexedDB for team sync, read straight from the browser (no app code). */
import type { Page } from '@playwright/test';
import { DB_NAME, FLAG_KEYS } from '../../src/shared/storage-keys';

/** One record of an object store of the app's database (`key` given), or all of them. */
function readStore<T>(page: Page, store: string, key?: string): Promise<T> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const request = key === undefined ? objects.getAll() : objects.get(key);
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        };
      }),
    { database: DB_NAME, store, key },
  );
}

/** The outbox's entries of one kind. */
export async function outboxCount(page: Page, kind: 'event' | 'lead'): Promise<number> {
  const entries = await readStore<Array<{ kind: string }>>(page, 'outbox');
  return entries.filter((entry) => entry.kind === kind).length;
}

/** The sync credential the unlock stored beside the vault key. */
export async function storedCredential(page: Page): Promise<string> {
  const record = await readStore<{ value: { syncCredential: string } }>(
    page,
    'flags',
    FLAG_KEYS.portalSession,
  );
  return record.value.syncCredential;
}

/** When a `flags` record was last written (undefined while there is none): a write's own mark that it reached IndexedDB. */
export async function flagUpdatedAt(page: Page, key: string): Promise<number | undefined> {
  const record = await readStore<{ updatedAt?: number } | undefined>(page, 'flags', key);
  return record?.updatedAt;
}
