import { useState } from 'react';

export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallButtonProps {
  /** The browser's deferred install prompt; null on iOS Safari, which only installs from Share. */
  prompt: BeforeInstallPromptEvent | null;
  onDone: () => void;
}

/** "Install app": the browser's own prompt, or on iOS Safari the two taps that install it. */
export function InstallButton({ prompt, onDone }: InstallButtonProps) {
  const [showIosHelp, setShowIosHelp] = useState(false);
  if (prompt) {
    return (
      <button
        type="button"
        className="btn btn-secondary btn-sm install-app"
        onClick={() => {
          prompt
            .prompt()
            .then(() => prompt.userChoice)
            .then(onDone, (error: unknown) =>
              console.warn('The install prompt could not be shown', error),
            );
        }}
      >
        Install app
      </button>
    );
  }
  return (
    <div className="install-app">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-expanded={showIosHelp}
        onClick={() => setShowIosHelp((v) => !v)}
      >
        Install app
      </button>
      {showIosHelp ? (
        <p className="small muted install-help">
          In Safari, tap <strong>Share</strong> and then <strong>Add to Home Screen</strong>. The
          app then opens full screen and works offline.
        </p>
      ) : null}
    </div>
  );
}
