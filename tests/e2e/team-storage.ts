/** What the portal keeps in IndexedDB for team sync, read straight from the browser (no app code). */
import type { Page } from '@playwright/test';

/** The outbox's entries of one kind. */
export function outboxCount(page: Page, kind: 'event' | 'lead'): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('msd');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () =>
            resolve(
              (request.result as Array<{ kind: string }>).filter((entry) => entry.kind === wanted)
                .length,
            );
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        };
      }),
    kind,
  );
}

/** The sync credential the unlock stored beside the vault key. */
export function storedCredential(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('msd');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const request = open.result
            .transaction('flags')
            .objectStore('flags')
            .get('mf_internal_auth_v1');
          request.onsuccess = () =>
            resolve((request.result as { value: { syncCredential: string } }).value.syncCredential);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        };
      }),
  );
}

/** When a `flags` record was last written (undefined while there is none): a write's own mark that it reached IndexedDB. */
export function flagUpdatedAt(page: Page, key: string): Promise<number | undefined> {
  return page.evaluate(
    (wanted) =>
      new Promise<number | undefined>((resolve, reject) => {
        const open = indexedDB.open('msd');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const request = open.result.transaction('flags').objectStore('flags').get(wanted);
          request.onsuccess = () =>
            resolve((request.result as { updatedAt?: number } | undefined)?.updatedAt);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        };
      }),
    key,
  );
}
