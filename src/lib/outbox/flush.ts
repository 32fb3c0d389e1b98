/**
 * Delivers the app's one outbox: leads one per request to POST /api/leads, team-sync events in
 * batches of at most 100 to POST /api/portal/events with the sync credential. One backoff rule
 * (./policy, honouring Retry-After), one Web Lock across tabs and the service worker; the
 * server's idempotency makes any remaining race harmless.
 */
import type { EventOutboxEntry, LeadOutboxEntry } from '@/lib/db';
import { OUTBOX_LOCK } from '@/shared/storage-keys';
import { PORTAL_API, PORTAL_EVENTS_MAX_BATCH, refusedEventIndexes } from '@/shared/portal-sync-api';
import { decide, parseRetryAfter } from './policy';
import { markDead, markDelivered, scheduleRetry, sendableEntries, type RetryPlan } from './store';
import { post, type SendResult, type SyncDeps } from './send';
import { markCredentialRefused, readRep, readSyncCredential } from './sync-credential-store';

export type { SyncDeps } from './send';
export const LEADS_ENDPOINT = '/api/leads';

export interface FlushSummary {
  delivered: number;
  dead: number;
  retrying: number;
  /** Events kept until the rep unlocks (no credential, or the server refused it). */
  held: number;
}

export interface FlushOptions {
  /** Skip the exponential backoff (the network came back, the tab reappeared, an unlock): never a server's Retry-After. */
  force?: boolean;
}

const REFUSED = { code: 'refused', message: 'The server refused this request.' };

/** Applies one answer to the entries it was for. */
async function settle(
  deps: SyncDeps,
  entries: Array<LeadOutboxEntry | EventOutboxEntry>,
  result: SendResult,
  summary: FlushSummary,
): Promise<RetryPlan | undefined> {
  const now = deps.now();
  const attempts = Math.max(...entries.map((entry) => entry.attempts)) + 1;
  const decision = decide(result.outcome, attempts, now, deps.random);
  if (decision.action === 'delivered') {
    await markDelivered(
      deps.db,
      entries.map((entry) => entry.id),
    );
    summary.delivered += entries.length;
    return undefined;
  }
  if (decision.action === 'dead') {
    await markDead(
      deps.db,
      entries,
      result.outcome.kind === 'response' ? result.outcome.status : 0,
      result.error ?? REFUSED,
      now,
    );
    summary.dead += entries.length;
    return undefined;
  }
  const retryAfterMs =
    result.outcome.kind === 'response'
      ? parseRetryAfter(result.outcome.retryAfter, now)
      : undefined;
  const plan: RetryPlan = {
    attempts,
    nextAttemptAt: decision.nextAttemptAt,
    notBefore: retryAfterMs === undefined ? undefined : now + retryAfterMs,
    reason: decision.reason,
  };
  await scheduleRetry(deps.db, entries, plan);
  summary.retrying += entries.length;
  return plan;
}

async function flushLeads(deps: SyncDeps, force: boolean, summary: FlushSummary): Promise<void> {
  const entries = await sendableEntries(deps.db, 'lead', deps.now(), force);
  for (const [index, entry] of entries.entries()) {
    const result = await post(deps, LEADS_ENDPOINT, { 'Idempotency-Key': entry.id }, entry.lead);
    const plan = await settle(deps, [entry], result, summary);
    // No network, or this device's rate limit: every other lead would meet the same, so they wait
    // as long as this one, unsent. A 5xx does not stop the rest: it may be this lead's alone.
    if (plan && (result.outcome.kind === 'network-error' || result.outcome.status === 429)) {
      const rest = entries.slice(index + 1);
      await scheduleRetry(deps.db, rest, { ...plan, attempts: undefined });
      summary.retrying += rest.length;
      return;
    }
  }
}

async function flushEvents(deps: SyncDeps, force: boolean, summary: FlushSummary): Promise<void> {
  let entries = await sendableEntries(deps.db, 'event', deps.now(), force);
  if (entries.length === 0) return;
  const [credential, rep] = await Promise.all([
    readSyncCredential(deps.db, deps.now()),
    readRep(deps.db),
  ]);
  if (!credential) {
    summary.held += entries.length;
    return;
  }
  // Events recorded before the rep said who they are take the device's rep now; without one they wait.
  const unattributed = entries.filter((entry) => !entry.event.rep);
  if (!rep && unattributed.length > 0) {
    summary.held += unattributed.length;
    entries = entries.filter((entry) => entry.event.rep);
  }
  while (entries.length > 0) {
    const batch = entries.slice(0, PORTAL_EVENTS_MAX_BATCH);
    entries = entries.slice(PORTAL_EVENTS_MAX_BATCH);
    const result = await post(
      deps,
      PORTAL_API.events,
      { Authorization: credential },
      { events: batch.map((entry) => (entry.event.rep ? entry.event : { ...entry.event, rep })) },
    );
    const status = result.outcome.kind === 'response' ? result.outcome.status : 0;
    const code = result.error?.code;
    // A removed device (403 device_revoked) also holds: its next check-in wipes the device.
    if (
      (status === 401 && (code === 'credential_required' || code === 'credential_refused')) ||
      (status === 403 && code === 'device_revoked')
    ) {
      // Keep everything; the portal asks for the password once, and unlocking flushes again.
      await markCredentialRefused(deps.db, credential, deps.now());
      summary.held += batch.length + entries.length;
      return;
    }
    if (status === 422) {
      // A bug (record() validates with the same schema): set aside the named events, resend the rest.
      const refused = new Set(refusedEventIndexes(result.error?.fields ?? []));
      const named = refused.size > 0 ? batch.filter((_, index) => refused.has(index)) : batch;
      await markDead(deps.db, named, 422, result.error ?? REFUSED, deps.now());
      summary.dead += named.length;
      entries = [
        ...batch.filter((_, index) => refused.size > 0 && !refused.has(index)),
        ...entries,
      ];
      continue;
    }
    const plan = await settle(deps, batch, result, summary);
    if (plan) {
      // The server is unwell or rate limiting: the rest waits as long as this batch, not hammer it.
      await scheduleRetry(deps.db, entries, plan);
      summary.retrying += entries.length;
      return;
    }
  }
}

async function flushUnlocked(deps: SyncDeps, options: FlushOptions): Promise<FlushSummary> {
  const summary: FlushSummary = { delivered: 0, dead: 0, retrying: 0, held: 0 };
  const force = options.force ?? false;
  await flushLeads(deps, force, summary);
  await flushEvents(deps, force, summary);
  return summary;
}

let localChain: Promise<unknown> = Promise.resolve();

/** Flushes once; concurrent callers queue behind each other rather than send the same entry twice. */
export async function flushOutbox(
  deps: SyncDeps,
  options: FlushOptions = {},
): Promise<FlushSummary> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return await locks.request(OUTBOX_LOCK, () => flushUnlocked(deps, options));
  const run = localChain.then(() => flushUnlocked(deps, options));
  localChain = run.catch(() => undefined);
  return run;
}

export function defaultSyncDeps(db: SyncDeps['db']): SyncDeps {
  return { db, fetch: (...args) => fetch(...args), now: () => Date.now(), random: Math.random };
}
