import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { watchDatabase } from '@/lib/live-query';
import { getDatabase } from '@/lib/db';
import { useDismiss, type DismissReason } from '@/hooks/use-dismiss';
import type { Rep } from '@/shared/portal-events';
import { readRep } from '@/lib/outbox/sync-credential-store';
import { initials } from './format';
import { ProfilePanel } from './profile-panel';

/** The rep using this device, kept current (the identity prompt and the panel both change it). */
function useRep(): Rep | undefined {
  const [rep, setRep] = useState<Rep>();
  useEffect(() => {
    return watchDatabase(
      () => readRep(getDatabase()),
      setRep,
      (error) => console.warn('Could not read who is using this device', error),
    );
  }, []);
  return rep;
}

/**
 * The portal header's profile button (issue 15, item 1): the rep's initials open a panel to edit
 * who they are, switch rep ("Not you?") and see their own data. Escape and a click outside close it
 * and return focus to the button.
 */
export function ProfileMenu() {
  const id = useId();
  const rep = useRep();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    // A click outside that landed on nothing focusable brings focus back to the button.
    if (
      reason === 'outside' &&
      (document.activeElement === document.body || document.activeElement === null)
    ) {
      buttonRef.current?.focus();
    }
  }, []);
  useDismiss(open, dismiss, { inside: [rootRef], returnFocusTo: buttonRef });

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-button"
        title={rep?.name}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="profile-initials" aria-hidden="true">
          {initials(rep?.name)}
        </span>
        <span className="profile-label">
          <span className="visually-hidden">Profile: </span>
          {rep ? rep.name : 'Who are you?'}
        </span>
      </button>
      {open ? <ProfilePanel id={id} rep={rep} onClose={close} /> : null}
    </div>
  );
}
