/**
 * The app's one IndexedDB database (Dexie), shared by the page and the service worker.
 *
 * - flags:        small keyed records (the Data In Action gate flag; later the portal session)
 * - outbox:       leads waiting to be sent, oldest first; written BEFORE the gate unlocks
 * - deadLetters:  leads the server refused (4xx), kept with its error so the visitor can retry
 *
 * Features never call Dexie directly; they go through small store modules.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { Lead } from '@/shared/lead';
import type { ApiError } from '@/shared/api';
import { DB_NAME } from '@/shared/storage-keys';

export interface FlagRecord {
  key: string;
  value: unknown;
  updatedAt: number;
  /** Epoch ms after which the flag no longer counts. */
  expiresAt?: number;
}

export interface OutboxEntry {
  id: string;
  lead: Lead;
  queuedAt: number;
  attempts: number;
  /** Epoch ms of the earliest next attempt. */
  nextAttemptAt: number;
  lastError?: string;
}

export interface DeadLetter {
  id: string;
  lead: Lead;
  status: number;
  error: ApiError['error'];
  failedAt: number;
}

export type MsdDatabase = Dexie & {
  flags: EntityTable<FlagRecord, 'key'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  deadLetters: EntityTable<DeadLetter, 'id'>;
};

export function openDatabase(name = DB_NAME): MsdDatabase {
  const db = new Dexie(name) as MsdDatabase;
  db.version(1).stores({
    flags: 'key',
    outbox: 'id, nextAttemptAt',
    deadLetters: 'id, failedAt',
  });
  return db;
}

let shared: MsdDatabase | undefined;

/** The lazily opened database of this page or service worker. */
export function getDatabase(): MsdDatabase {
  shared ??= openDatabase();
  return shared;
}
