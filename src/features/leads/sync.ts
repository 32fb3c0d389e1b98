/**
 * Sends every due outbox entry to POST /api/leads and applies the outbox policy to each answer.
 * Runs in the page and in the service worker; flushes are serialised across both with the Web
 * Locks API (the server's idempotency makes any remaining race harmless).
 */
import type { ApiError } from '@/shared/api';
import type { MsdDatabase, OutboxEntry } from '@/lib/db';
import { OUTBOX_LOCK } from '@/shared/storage-keys';
import { decide, type SendOutcome } from './outbox-policy';
import { dueEntries, markDead, markDelivered, scheduleRetry } from './outbox';

export const LEADS_ENDPOINT = '/api/leads';
const SEND_TIMEOUT_MS = 15_000;

export interface SyncDeps {
  db: MsdDatabase;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  /** Origin to post to; relative in the page, the worker's own origin in the service worker. */
  baseUrl?: string;
}

export interface FlushSummary {
  delivered: number;
  dead: number;
  retrying: number;
}

async function send(deps: SyncDeps, entry: OutboxEntry): Promise<{ outcome: SendOutcome; error?: ApiError['error'] }> {
  try {
    const response = await deps.fetch(new URL(LEADS_ENDPOINT, deps.baseUrl ?? globalThis.location?.origin).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
      body: JSON.stringify(entry.lead),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    let error: ApiError['error'] | undefined;
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
      error = body?.error ?? { code: `http_${response.status}`, message: response.statusText || `HTTP ${response.status}` };
    }
    return { outcome: { kind: 'response', status: response.status, retryAfter: response.headers.get('Retry-After') }, error };
  } catch (thrown) {
    return { outcome: { kind: 'network-error', message: thrown instanceof Error ? thrown.message : String(thrown) } };
  }
}

export interface FlushOptions {
  /** Send every queued lead now, ignoring backoff: the network just came back or the visitor asked. */
  force?: boolean;
}

async function flushUnlocked(deps: SyncDeps, options: FlushOptions): Promise<FlushSummary> {
  const summary: FlushSummary = { delivered: 0, dead: 0, retrying: 0 };
  const entries = options.force ? await deps.db.outbox.orderBy('nextAttemptAt').toArray() : await dueEntries(deps.db, deps.now());
  for (const entry of entries) {
    const attempts = entry.attempts + 1;
    const { outcome, error } = await send(deps, entry);
    const decision = decide(outcome, attempts, deps.now(), deps.random);
    if (decision.action === 'delivered') {
      await markDelivered(deps.db, entry.id);
      summary.delivered += 1;
    } else if (decision.action === 'dead') {
      const status = outcome.kind === 'response' ? outcome.status : 0;
      await markDead(deps.db, entry, status, error ?? { code: 'refused', message: 'The server refused this request.' }, deps.now());
      summary.dead += 1;
    } else {
      await scheduleRetry(deps.db, entry, attempts, decision.nextAttemptAt, decision.reason);
      summary.retrying += 1;
    }
  }
  return summary;
}

let localChain: Promise<unknown> = Promise.resolve();

/** Flushes once; concurrent callers queue behind each other rather than send the same lead twice. */
export async function flushOutbox(deps: SyncDeps, options: FlushOptions = {}): Promise<FlushSummary> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return await locks.request(OUTBOX_LOCK, () => flushUnlocked(deps, options));
  const run = localChain.then(() => flushUnlocked(deps, options));
  localChain = run.catch(() => undefined);
  return run;
}

export function defaultSyncDeps(db: MsdDatabase): SyncDeps {
  return { db, fetch: (...args) => fetch(...args), now: () => Date.now(), random: Math.random };
}
