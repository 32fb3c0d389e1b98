/**
 * The app's IndexedDB database, read and written straight from the browser (no app code), under the
 * names the app itself uses (src/shared/storage-keys.ts). Each call opens the database, does one
 * request and closes it again, so a test never holds a connection that would block the app's own
 * upgrade or deletion of the database.
 */
import type { Page } from '@playwright/test';
import { DB_NAME, FLAG_KEYS } from '../../src/shared/storage-keys';

type Request = 'get' | 'getAll' | 'getAllKeys' | 'count' | 'put';

interface StoreCall {
  database: string;
  store: string;
  request: Request;
  /** The key of `get`, the record of `put`. */
  arg?: unknown;
  /** Answer undefined instead of creating the database or failing on a missing store. */
  ifExists?: boolean;
}

function storeCall<T>(page: Page, call: Omit<StoreCall, 'database'>): Promise<T> {
  return page.evaluate(
    async ({ database, store, request, arg, ifExists }: StoreCall) => {
      // Opening a database that does not exist would create it, empty, and then the app's own
      // open would find no tables.
      if (ifExists && !(await indexedDB.databases()).some((db) => db.name === database))
        return undefined as T;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`IndexedDB: cannot open ${database}`));
      });
      try {
        if (ifExists && !db.objectStoreNames.contains(store)) return undefined as T;
        const objects = db
          .transaction(store, request === 'put' ? 'readwrite' : 'readonly')
          .objectStore(store);
        const pending =
          request === 'get'
            ? objects.get(arg as IDBValidKey)
            : request === 'put'
              ? objects.put(arg)
              : objects[request]();
        return await new Promise<T>((resolve, reject) => {
          pending.onsuccess = () => resolve(pending.result as T);
          pending.onerror = () =>
            reject(pending.error ?? new Error(`IndexedDB: ${request} on ${store} failed`));
        });
      } finally {
        db.close();
      }
    },
    { database: DB_NAME, ...call },
  );
}

/** One record of an object store (by key), or undefined. */
export function readRecord<T>(
  page: Page,
  store: string,
  key: string,
  options: { ifExists?: boolean } = {},
): Promise<T | undefined> {
  return storeCall(page, { store, request: 'get', arg: key, ...options });
}

/** Every record of an object store. */
export function readAll<T>(page: Page, store: string): Promise<T[]> {
  return storeCall(page, { store, request: 'getAll' });
}

/** Every key of an object store. */
export function readKeys(page: Page, store: string): Promise<string[]> {
  return storeCall(page, { store, request: 'getAllKeys' });
}

/** How many records an object store holds. */
export function countRecords(page: Page, store: string): Promise<number> {
  return storeCall(page, { store, request: 'count' });
}

/** A `flags` record's value, or undefined. */
export async function readFlag<T>(
  page: Page,
  key: string,
  options: { ifExists?: boolean } = {},
): Promise<T | undefined> {
  return (await readRecord<{ value: T }>(page, 'flags', key, options))?.value;
}

/** Writes (or replaces) one record of an object store. */
export async function writeRecord(page: Page, store: string, record: unknown): Promise<void> {
  await storeCall(page, { store, request: 'put', arg: record });
}

/** Writes a `flags` record the way the app does (its value and when it was written). */
export function writeFlag(page: Page, key: string, value: unknown, updatedAt = Date.now()) {
  return writeRecord(page, 'flags', { key, value, updatedAt });
}

/** The outbox's entries of one kind. */
export async function outboxCount(page: Page, kind: 'event' | 'lead'): Promise<number> {
  const entries = await readAll<{ kind: string }>(page, 'outbox');
  return entries.filter((entry) => entry.kind === kind).length;
}

/** The sync credential the unlock stored beside the vault key. */
export async function storedCredential(page: Page): Promise<string> {
  const session = await readFlag<{ syncCredential: string }>(page, FLAG_KEYS.portalSession);
  if (!session) throw new Error('No portal session is stored');
  return session.syncCredential;
}

/** When a `flags` record was last written (undefined while there is none): a write's own mark that it reached IndexedDB. */
export async function flagUpdatedAt(page: Page, key: string): Promise<number | undefined> {
  return (await readRecord<{ updatedAt?: number }>(page, 'flags', key))?.updatedAt;
}
