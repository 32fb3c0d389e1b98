import { OUTBOX_SYNC_TAG } from '@/shared/storage-keys';

interface SyncManagerLike {
  register: (tag: string) => Promise<void>;
}

/**
 * Asks the service worker to deliver the outbox through Background Sync (Chromium), which fires
 * even after this tab is closed. Elsewhere the worker flushes on start-up and the page on its
 * own triggers, so a failure here loses nothing.
 */
export async function registerOutboxSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    // The DOM library has no Background Sync types yet.
    const registration: (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined =
      await navigator.serviceWorker.getRegistration();
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync unavailable; the page will send the outbox itself.', error);
  }
}
