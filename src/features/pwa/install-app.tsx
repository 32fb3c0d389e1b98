import { useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const iOS = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return iOS && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * "Install app" where the browser offers installation (beforeinstallprompt), instructions on iOS
 * Safari (Share, then Add to Home Screen), nothing once installed.
 */
export function InstallApp() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [showIosHelp, setShowIosHelp] = useState(false);
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

  if (deferred) {
    return (
      <button
        type="button"
        className="btn btn-secondary btn-sm install-app"
        onClick={async () => {
          await deferred.prompt();
          await deferred.userChoice;
          setDeferred(null);
        }}
      >
        Install app
      </button>
    );
  }
  if (!ios) return null;
  return (
    <div className="install-app">
      <button type="button" className="btn btn-secondary btn-sm" aria-expanded={showIosHelp} onClick={() => setShowIosHelp((v) => !v)}>
        Install app
      </button>
      {showIosHelp ? (
        <p className="small muted install-help">
          In Safari, tap <strong>Share</strong> and then <strong>Add to Home Screen</strong>. The app then opens full screen and works offline.
        </p>
      ) : null}
    </div>
  );
}
