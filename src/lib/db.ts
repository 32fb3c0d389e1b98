/**
 * The app's one IndexedDB database (Dexie), shared by the page and the service worker.
 *
 * - flags:        small keyed records (the Data In Action gate flag; later the portal session)
 * - outbox:       leads waiting to be sent, oldest first; written BEFORE the gate unlocks
 * - deadLetters:  leads the server refused (4xx), kept with its error so the visitor can retry
 * - packFiles:    portal-tier files stored in the pack cache, with the sha-256 they were checked
 *                 against (decision 0015): what a resumed or updated download can skip
 * - keptFiles:    collateral blobs the rep chose to keep on this device (large libraries)
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

export interface PackFileRecord {
  /** Same-origin path, e.g. /vault/files/ab12.bin */
  path: string;
  sha256: string;
  size: number;
  storedAt: number;
}

export interface KeptFileRecord {
  /** The collateral blob's path in the portal pack. */
  path: string;
  keptAt: number;
}

export type MsdDatabase = Dexie & {
  flags: EntityTable<FlagRecord, 'key'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  deadLetters: EntityTable<DeadLetter, 'id'>;
  packFiles: EntityTable<PackFileRecord, 'path'>;
  keptFiles: EntityTable<KeptFileRecord, 'path'>;
};

export function openDatabase(name = DB_NAME): MsdDatabase {
  const db = new Dexie(name) as MsdDatabase;
  db.version(1).stores({
    flags: 'key',
    outbox: 'id, nextAttemptAt',
    deadLetters: 'id, failedAt',
  });
  db.version(2).stores({ packFiles: 'path', keptFiles: 'path' });
  return db;
}

let shared: MsdDatabase | undefined;

/** The lazily opened database of this page or service worker. */
export function getDatabase(): MsdDatabase {
  shared ??= openDatabase();
  return shared;
}
