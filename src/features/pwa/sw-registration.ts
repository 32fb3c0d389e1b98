/**
 * Registers /sw.js with workbox-window and turns its lifecycle into the two notices: the first
 * install means "Ready to work offline"; a new version waiting (found now, or left waiting by an
 * earlier visit) means "A new version is available". Accepting sends SKIP_WAITING (sw.ts) and the
 * page reloads once, when the new version takes control. Updates are checked hourly and whenever
 * the tab becomes visible (iOS only checks when asked). Loaded after the page's load event.
 */
// The package's ES2015+ module (not its default ES5 build): the same class without the ES5 helpers.
import { Workbox } from 'workbox-window/Workbox.js';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const ACCEPT_RELOAD_FALLBACK_MS = 10_000;

/**
 * The state module hands in its setters (rather than this module importing it back), so the
 * lazily loaded registration and the state it reports into form no import circle.
 */
export interface RegistrationHooks {
  setPwaState: (patch: { updateReady?: boolean; offlineReady?: boolean }) => void;
  onAcceptUpdate: (handler: () => void) => void;
}

export async function startRegistration({
  setPwaState,
  onAcceptUpdate,
}: RegistrationHooks): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloadRequested = false;

  wb.addEventListener('installed', (event) => {
    // Only the very first install: an update (or one found by a later check) is not "offline ready".
    if (!event.isUpdate && !event.isExternal) setPwaState({ offlineReady: true });
  });
  wb.addEventListener('waiting', () => setPwaState({ updateReady: true }));
  wb.addEventListener('controlling', () => {
    if (!reloadRequested) return;
    reloadRequested = false;
    window.location.reload();
  });
  onAcceptUpdate(() => {
    if (reloadRequested) return;
    reloadRequested = true;
    void (async () => {
      // The new version may have taken control already (another tab accepted it, or the last page
      // of the old one closed): nothing is waiting to be told, so only the reload is left to do.
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration?.waiting) {
        window.location.reload();
        return;
      }
      wb.messageSkipWaiting();
      // Should the switch never be reported, the click still does what it says.
      window.setTimeout(() => window.location.reload(), ACCEPT_RELOAD_FALLBACK_MS);
    })();
  });

  // The page has loaded already: register now rather than wait for another load event.
  await wb.register({ immediate: true });
  const checkForUpdate = () => void wb.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
