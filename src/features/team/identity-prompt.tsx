import { useEffect, useId, useRef, useState } from 'react';
import { watchDatabase } from '@/lib/live-query';
import { getDatabase } from '@/lib/db';
import { TEAM_FLAG_KEYS } from '@/shared/storage-keys';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import { useStaffSession } from '@/hooks/use-staff-session';
import { adoptSessionRep, readRep } from './identity';
import { RepForm } from './rep-form';

/**
 * After the first unlock on a device: who is using it? Asked once (saving or "Not now" both
 * count); the rep's activity waits on the device until they say, then goes under their name.
 * A person signed in on this browser is never asked: they are the rep (issue 24 item 5).
 */
export function IdentityPrompt() {
  const id = useId();
  const { view } = useStaffSession();
  const staff = view.state === 'loading' ? undefined : view;
  const signedIn = staff?.state === 'signed-in' ? staff.session.person : null;
  const [show, setShow] = useState<boolean>();
  const nameRef = useRef<HTMLInputElement>(null);
  const wasHidden = useRef(false);

  // Live: "Not you?" in the profile panel forgets the rep and asks again.
  useEffect(() => {
    const db = getDatabase();
    return watchDatabase(
      async () => {
        const [rep, prompted] = await Promise.all([
          readRep(db),
          db.flags.get(TEAM_FLAG_KEYS.repPrompted),
        ]);
        return !rep && !prompted;
      },
      setShow,
      (error) => console.warn('Could not read who is using this device', error),
    );
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void adoptSessionRep(signedIn)
      .then(() => requestOutboxFlush())
      .catch((error: unknown) => console.warn('Could not store the signed-in rep', error));
  }, [signedIn]);

  // Asked again after "Not you?": the next person starts typing here.
  useEffect(() => {
    if (show === false) wasHidden.current = true;
    else if (show && wasHidden.current) nameRef.current?.focus();
  }, [show]);

  const close = async () => {
    await getDatabase().flags.put({
      key: TEAM_FLAG_KEYS.repPrompted,
      value: true,
      updatedAt: Date.now(),
    });
    setShow(false);
  };

  // Until the Worker says whether someone is signed in, nothing is asked (no flash of the prompt).
  if (!show || staff === undefined || signedIn) return null;
  return (
    <section className="container team-identity" aria-labelledby={`${id}-title`}>
      {/* Closing unmounts the form: asked again after "Not you?", it starts empty. */}
      <RepForm
        className="card team-identity-card"
        nameRef={nameRef}
        onSaved={close}
        intro={
          <>
            <h2 id={`${id}-title`}>Who is using this device?</h2>
            <p className="muted">
              Your name and work email put your training progress and certificate together across
              your devices and show them to your manager.
            </p>
          </>
        }
        actions={
          <p className="actions">
            <button type="submit" className="btn btn-primary">
              Save
            </button>{' '}
            <button type="button" className="btn btn-ghost" onClick={() => void close()}>
              Not now
            </button>
          </p>
        }
      />
    </section>
  );
}
