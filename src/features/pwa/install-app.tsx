import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

import type { BeforeInstallPromptEvent } from './install-button';

// The button appears on few visits (an installable browser, or iOS Safari), so it loads then.
const InstallButton = lazy(async () => ({
  default: (await import('./install-button')).InstallButton,
}));

function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const iOS =
    /iPad|iPhone|iPod/.test(ua) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return iOS && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * "Install app" where the browser offers installation (beforeinstallprompt), instructions on iOS
 * Safari (Share, then Add to Home Screen), nothing once installed.
 */
export function InstallApp() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  // Browser checks only after hydration, so the prerendered HTML always matches.
  const ios = useHydrated() && isIosSafari() && !isStandalone();

  useEffect(() => {
    if (isStandalone()) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!deferred && !ios) return null;
  return (
    <Suspense fallback={null}>
      <InstallButton prompt={deferred} onDone={() => setDeferred(null)} />
    </Suspense>
  );
}
