/**
 * Drives the outbox from the page: one set of triggers for every kind. Flushes on start, when the
 * browser comes online, when the tab becomes visible, on unlock (the portal calls
 * requestOutboxFlush), and when the next backoff timer is due. The service worker adds Background
 * Sync on top (see src/sw.ts); both share flushOutbox().
 */
import { getDatabase } from '@/lib/db';
import { nextAttemptAt } from './store';
import { defaultSyncDeps, flushOutbox } from './flush';

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
/** A flush asked for while one runs, and whether any of those requests forced it. */
let again: { flush: Promise<void>; force: boolean } | undefined;

async function scheduleNext(): Promise<void> {
  clearTimeout(timer);
  const at = await nextAttemptAt(getDatabase());
  if (at === undefined) return;
  // Timers clamp long delays; re-arm at most every minute.
  timer = setTimeout(
    () => void requestOutboxFlush(false),
    Math.min(Math.max(1_000, at - Date.now()), 60_000),
  );
}

/**
 * Flushes now (if online) and re-arms the timer for whatever is left. `force` skips the
 * exponential backoff (never a server's Retry-After): the network returned, the tab reappeared,
 * the rep unlocked or a visitor submitted. A request made while a flush runs is not folded into
 * it (that flush may have read the outbox or the credential before the reason for this request
 * existed): one more flush follows it, forced if any request waiting for it was.
 */
export function requestOutboxFlush(force = true): Promise<void> {
  if (running) {
    if (again) {
      again.force ||= force;
      return again.flush;
    }
    const next = { force, flush: Promise.resolve() };
    const rerun = () => {
      again = undefined;
      return requestOutboxFlush(next.force);
    };
    next.flush = running.then(rerun, rerun);
    again = next;
    return next.flush;
  }
  // `running` is cleared in a callback, never synchronously: offline, the flush finishes before
  // this assignment, and clearing it inside would leave a settled promise that blocks every later flush.
  running = flushNow(force)
    .finally(() => {
      running = undefined;
    })
    .then(scheduleNext);
  return running;
}

async function flushNow(force: boolean): Promise<void> {
  try {
    if (navigator.onLine !== false) await flushOutbox(defaultSyncDeps(getDatabase()), { force });
  } catch (error) {
    console.warn('Outbox sync will retry:', error);
  }
}

export function startOutboxSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void requestOutboxFlush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestOutboxFlush();
  });
  void requestOutboxFlush();
}
