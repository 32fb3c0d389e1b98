/**
 * The app's one outbox (architecture Flow 4): leads and team-sync events are written here first,
 * so nothing is lost if the tab closes or the network drops. No DOM APIs: the service worker runs
 * this too.
 */
import type { Lead } from '@/shared/lead';
import type { ApiError } from '@/shared/api';
import type {
  DeadLetter,
  EventOutboxEntry,
  LeadOutboxEntry,
  MsdDatabase,
  OutboxEntry,
  OutboxKind,
} from '@/lib/db';

export async function queueLead(
  db: MsdDatabase,
  lead: Lead,
  now: number,
): Promise<LeadOutboxEntry> {
  const entry: LeadOutboxEntry = {
    kind: 'lead',
    id: lead.id,
    lead,
    queuedAt: now,
    attempts: 0,
    nextAttemptAt: now,
  };
  await db.outbox.put(entry);
  return entry;
}

export async function queueEvent(
  db: MsdDatabase,
  event: EventOutboxEntry['event'],
  now: number,
): Promise<EventOutboxEntry> {
  const entry: EventOutboxEntry = {
    kind: 'event',
    id: event.id,
    event,
    queuedAt: now,
    attempts: 0,
    nextAttemptAt: now,
  };
  await db.outbox.put(entry);
  return entry;
}

/**
 * The entries of one kind to send now, oldest first. Forced (the network came back, the tab
 * reappeared, the rep unlocked): every entry whose server-set Retry-After has passed; otherwise
 * only those whose backoff is over too.
 */
export async function sendableEntries<K extends OutboxKind>(
  db: MsdDatabase,
  kind: K,
  now: number,
  force: boolean,
): Promise<Array<Extract<OutboxEntry, { kind: K }>>> {
  const entries = await db.outbox.where('kind').equals(kind).toArray();
  return entries
    .filter((entry) => (entry.notBefore ?? 0) <= now && (force || entry.nextAttemptAt <= now))
    .sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id)) as Array<
    Extract<OutboxEntry, { kind: K }>
  >;
}

/** Epoch ms of the next scheduled attempt, or undefined when the outbox is empty. */
export async function nextAttemptAt(db: MsdDatabase): Promise<number | undefined> {
  const first = await db.outbox.orderBy('nextAttemptAt').first();
  return first ? Math.max(first.nextAttemptAt, first.notBefore ?? 0) : undefined;
}

export async function markDelivered(db: MsdDatabase, ids: string[]): Promise<void> {
  await db.outbox.bulkDelete(ids);
}

export async function markDead(
  db: MsdDatabase,
  entries: OutboxEntry[],
  status: number,
  error: ApiError['error'],
  now: number,
): Promise<void> {
  const letters = entries.map((entry): DeadLetter => {
    const base = { id: entry.id, status, error, failedAt: now };
    return entry.kind === 'lead'
      ? { ...base, kind: 'lead', lead: entry.lead }
      : { ...base, kind: 'event', event: entry.event };
  });
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    await db.deadLetters.bulkPut(letters);
    await db.outbox.bulkDelete(entries.map((entry) => entry.id));
  });
}

export interface RetryPlan {
  /** Absent for entries this flush did not send (they keep their own count). */
  attempts?: number;
  nextAttemptAt: number;
  notBefore?: number;
  reason: string;
}

export async function scheduleRetry(
  db: MsdDatabase,
  entries: OutboxEntry[],
  plan: RetryPlan,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of entries) {
      await db.outbox.update(entry.id, {
        attempts: plan.attempts ?? entry.attempts,
        nextAttemptAt: plan.nextAttemptAt,
        notBefore: plan.notBefore,
        lastError: plan.reason,
      });
    }
  });
}

/** Puts a refused lead back in the queue for an immediate attempt (the visitor pressed Retry). */
export async function retryDeadLetter(db: MsdDatabase, id: string, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    const letter = await db.deadLetters.get(id);
    if (letter?.kind !== 'lead') return;
    const entry: LeadOutboxEntry = {
      kind: 'lead',
      id,
      lead: letter.lead,
      queuedAt: now,
      attempts: 0,
      nextAttemptAt: now,
    };
    await db.outbox.put(entry);
    await db.deadLetters.delete(id);
  });
}

export async function discardDeadLetter(db: MsdDatabase, id: string): Promise<void> {
  await db.deadLetters.delete(id);
}
