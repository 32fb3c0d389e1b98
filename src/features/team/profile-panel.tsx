import { useCallback, useId, useRef, useState } from 'react';
import { useVault } from '@/lib/vault-context';
import { useStaffSession } from '@/hooks/use-staff-session';
import { ROLE_LABELS } from '@/shared/people';
import { portalWhoamiSchema } from '@/shared/portal-answers';
import { PORTAL_API } from '@/shared/portal-sync-api';
import type { Rep } from '@/shared/portal-events';
import { switchRep } from './switch-rep';
import { OwnData } from './own-data';
import { TEAM_CACHE_KEYS } from './team-cache-keys';
import { useTeamSnapshot } from './use-team-snapshot';
import { RepForm } from './rep-form';

interface ProfilePanelProps {
  id: string;
  rep: Rep | undefined;
  /** Closes the panel and returns focus to its button. */
  onClose: () => void;
}

/**
 * Who is using this device, "Not you?", and the rep's own data (issue 15, items 1 and 7). A person
 * signed in on this browser is who they are: "Signed in as …", nothing to edit (issue 24 item 5).
 */
export function ProfilePanel({ id, rep, onClose }: ProfilePanelProps) {
  const titleId = useId();
  const { lock } = useVault();
  const { view } = useStaffSession();
  const staff = view.state === 'loading' ? undefined : view;
  const person = staff?.state === 'signed-in' ? staff.session.person : null;
  const [editing, setEditing] = useState(false);
  const whoami = useTeamSnapshot(TEAM_CACHE_KEYS.whoami, PORTAL_API.whoami, portalWhoamiSchema);
  const accessEmail = whoami.snapshot?.value.access ? whoami.snapshot.value.email : null;
  // After Save or Cancel the focus goes back to Edit, as soon as it is in the page again.
  const focusEdit = useRef(false);
  const editButton = useCallback((node: HTMLButtonElement | null) => {
    if (node && focusEdit.current) {
      focusEdit.current = false;
      node.focus();
    }
  }, []);

  const stopEditing = () => {
    focusEdit.current = true;
    setEditing(false);
  };
  const notYou = async () => {
    await switchRep();
    // The identity prompt appears in the page and takes the focus.
    onClose();
  };

  return (
    <section id={id} className="profile-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-title">
        {rep || person ? 'Your profile' : 'Who is using this device?'}
      </h2>
      {person ? (
        <>
          <dl className="profile-facts">
            <div>
              <dt>Name</dt>
              <dd>{person.name}</dd>
            </div>
            <div>
              <dt>Work email</dt>
              <dd>{person.email}</dd>
            </div>
          </dl>
          <p className="profile-signed-in small muted">
            Signed in as {person.name} ({ROLE_LABELS[person.role]}): your activity is stored under
            this address.
          </p>
        </>
      ) : !rep || editing ? (
        <RepForm
          className="profile-form"
          initial={rep}
          accessEmail={accessEmail}
          focusName
          onSaved={stopEditing}
          intro={null}
          actions={
            <p className="actions">
              <button type="submit" className="btn btn-primary btn-sm">
                Save
              </button>
              {rep ? (
                <button type="button" className="btn btn-ghost btn-sm" onClick={stopEditing}>
                  Cancel
                </button>
              ) : null}
            </p>
          }
        />
      ) : (
        <>
          <dl className="profile-facts">
            <div>
              <dt>Name</dt>
              <dd>{rep.name}</dd>
            </div>
            <div>
              <dt>Work email</dt>
              <dd>
                {accessEmail ?? rep.email}
                {accessEmail ? (
                  <span className="muted small"> (from Cloudflare Access)</span>
                ) : null}
              </dd>
            </div>
          </dl>
          <p className="actions">
            <button
              ref={editButton}
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void notYou()}>
              Not you?
            </button>
          </p>
        </>
      )}
      {person || rep ? (
        <OwnData
          key={person?.email ?? rep!.email}
          email={person?.email ?? rep!.email}
          onAskPassword={() => void lock()}
        />
      ) : (
        <p className="muted small">
          Give your name and work email to keep your training progress across devices and to see the
          data stored about you.
        </p>
      )}
    </section>
  );
}
