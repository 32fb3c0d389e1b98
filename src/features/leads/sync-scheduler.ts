/**
 * Drives the outbox from the page: flushes on start, when the browser comes online, when the tab
 * becomes visible, and when the next backoff timer is due. The service worker adds Background
 * Sync on top (see src/sw.ts); both share flushOutbox().
 */
import { getDatabase } from '@/lib/db';
import { nextAttemptAt } from './outbox';
import { defaultSyncDeps, flushOutbox } from './sync';

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;

async function scheduleNext(): Promise<void> {
  clearTimeout(timer);
  const at = await nextAttemptAt(getDatabase());
  if (at === undefined) return;
  // Timers clamp long delays; re-arm at most every minute.
  timer = setTimeout(() => void requestLeadFlush(false), Math.min(Math.max(0, at - Date.now()), 60_000));
}

/**
 * Flushes now (if online) and re-arms the timer for whatever is left. `force` sends every queued
 * lead regardless of backoff: used when the network returns, the tab reappears or on submit.
 */
export function requestLeadFlush(force = true): Promise<void> {
  running ??= (async () => {
    try {
      if (navigator.onLine !== false) await flushOutbox(defaultSyncDeps(getDatabase()), { force });
    } catch (error) {
      console.warn('Lead sync will retry:', error);
    } finally {
      running = undefined;
    }
    await scheduleNext();
  })();
  return running;
}

export function startLeadSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void requestLeadFlush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestLeadFlush();
  });
  void requestLeadFlush();
}
