/**
 * The lead outbox: leads are written here first, so nothing the visitor submitted is lost if the
 * tab closes or the network drops. No DOM APIs: the service worker runs this too.
 */
import type { Lead } from '@/shared/lead';
import type { ApiError } from '@/shared/api';
import type { DeadLetter, MsdDatabase, OutboxEntry } from '@/lib/db';

export async function queueLead(db: MsdDatabase, lead: Lead, now: number): Promise<OutboxEntry> {
  const entry: OutboxEntry = { id: lead.id, lead, queuedAt: now, attempts: 0, nextAttemptAt: now };
  await db.outbox.put(entry);
  return entry;
}

export function dueEntries(db: MsdDatabase, now: number): Promise<OutboxEntry[]> {
  return db.outbox.where('nextAttemptAt').belowOrEqual(now).toArray();
}

/** Epoch ms of the next scheduled attempt, or undefined when the outbox is empty. */
export async function nextAttemptAt(db: MsdDatabase): Promise<number | undefined> {
  const first = await db.outbox.orderBy('nextAttemptAt').first();
  return first?.nextAttemptAt;
}

export async function markDelivered(db: MsdDatabase, id: string): Promise<void> {
  await db.outbox.delete(id);
}

export async function markDead(db: MsdDatabase, entry: OutboxEntry, status: number, error: ApiError['error'], now: number): Promise<void> {
  const letter: DeadLetter = { id: entry.id, lead: entry.lead, status, error, failedAt: now };
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    await db.deadLetters.put(letter);
    await db.outbox.delete(entry.id);
  });
}

export async function scheduleRetry(db: MsdDatabase, entry: OutboxEntry, attempts: number, at: number, reason: string): Promise<void> {
  await db.outbox.update(entry.id, { attempts, nextAttemptAt: at, lastError: reason });
}

/** Puts a refused lead back in the queue for an immediate attempt (the visitor pressed Retry). */
export async function retryDeadLetter(db: MsdDatabase, id: string, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    const letter = await db.deadLetters.get(id);
    if (!letter) return;
    await db.outbox.put({ id, lead: letter.lead, queuedAt: now, attempts: 0, nextAttemptAt: now });
    await db.deadLetters.delete(id);
  });
}

export async function discardDeadLetter(db: MsdDatabase, id: string): Promise<void> {
  await db.deadLetters.delete(id);
}
