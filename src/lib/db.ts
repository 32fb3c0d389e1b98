/**
 * The app's one IndexedDB database (Dexie), shared by the page and the service worker.
 *
 * - flags:        small keyed records (the Data In Action gate flag; later the portal session)
 * - outbox:       the app's one outbox (architecture Flow 4): leads (written BEFORE the gate
 *                 unlocks) and team-sync events, each with its kind, attempts and next-try time
 * - deadLetters:  entries the server refused (4xx), kept with its error (a lead can be retried)
 * - teamCache:    the team-sync answers last seen (a rep's progress, the dashboard) for offline use
 * - packFiles:    portal-tier files stored in the pack cache, with the sha-256 they were checked
 *                 against (decision 0015): what a resumed or updated download can skip
 * - keptFiles:    collateral blobs the rep chose to keep on this device (large libraries)
 *
 * Features never call Dexie directly; they go through small store modules.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { Lead } from '@/shared/lead';
import type { PortalEvent } from '@/shared/portal-events';
import type { ApiError } from '@/shared/api';
import { DB_NAME } from '@/shared/storage-keys';

export interface FlagRecord {
  key: string;
  value: unknown;
  updatedAt: number;
  /** Epoch ms after which the flag no longer counts. */
  expiresAt?: number;
}

interface OutboxBase {
  id: string;
  queuedAt: number;
  attempts: number;
  /** Epoch ms of the earliest next attempt. */
  nextAttemptAt: number;
  /** Epoch ms before which the server asked not to be called (Retry-After): even a forced flush waits. */
  notBefore?: number;
  lastError?: string;
}

export type LeadOutboxEntry = OutboxBase & { kind: 'lead'; lead: Lead };
/** An event recorded before the device knew its rep: the flusher stamps the rep it then knows. */
export type UnattributedEvent = Omit<PortalEvent, 'rep'> & { rep?: undefined };
export type EventOutboxEntry = OutboxBase & {
  kind: 'event';
  event: PortalEvent | UnattributedEvent;
};
export type OutboxEntry = LeadOutboxEntry | EventOutboxEntry;
export type OutboxKind = OutboxEntry['kind'];

interface DeadLetterBase {
  id: string;
  status: number;
  error: ApiError['error'];
  failedAt: number;
}
export type LeadDeadLetter = DeadLetterBase & { kind: 'lead'; lead: Lead };
export type EventDeadLetter = DeadLetterBase & { kind: 'event'; event: EventOutboxEntry['event'] };
export type DeadLetter = LeadDeadLetter | EventDeadLetter;

export interface TeamCacheRecord {
  key: string;
  value: unknown;
  /** Epoch ms the server gave this answer. */
  syncedAt: number;
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
  teamCache: EntityTable<TeamCacheRecord, 'key'>;
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
  // Entries from before the shared outbox were all leads.
  db.version(3)
    .stores({
      outbox: 'id, nextAttemptAt, kind',
      deadLetters: 'id, failedAt, kind',
      teamCache: 'key',
    })
    .upgrade(async (tx) => {
      await tx
        .table('outbox')
        .toCollection()
        .modify((entry: { kind?: string }) => {
          entry.kind ??= 'lead';
        });
      await tx
        .table('deadLetters')
        .toCollection()
        .modify((letter: { kind?: string }) => {
          letter.kind ??= 'lead';
        });
    });
  return db;
}

let shared: MsdDatabase | undefined;

/** The lazily opened database of this page or service worker. */
export function getDatabase(): MsdDatabase {
  shared ??= openDatabase();
  return shared;
}
