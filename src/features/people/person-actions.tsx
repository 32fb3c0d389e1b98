import { useEffect, useId, useRef, useState } from 'react';
import { ROLE_LABELS, ROLES, type InvitationAnswer, type Person, type Role } from '@/shared/people';
import { newInviteLink, updatePerson, withdrawInvite } from './people-api';
import { asPeopleError } from './use-people';

interface PersonActionsProps {
  person: Person;
  /** The signed-in admin: they cannot revoke themselves from here (they would lose the page). */
  self: boolean;
  onChanged: (person: Person, announcement: string) => void;
  onNewLink: (answer: InvitationAnswer) => void;
  /** A link was withdrawn: the list is read again (the answer has no person). */
  onWithdrawn: (announcement: string) => void;
}

/**
 * One person's actions: change role (select, then Save), revoke or restore with a confirm step,
 * a new invitation link, withdraw the open one. Errors stay beside the row that caused them.
 */
export function PersonActions({
  person,
  self,
  onChanged,
  onNewLink,
  onWithdrawn,
}: PersonActionsProps) {
  const id = useId();
  const [role, setRole] = useState<Role>(person.role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLButtonElement>(null);
  const focusStatus = useRef(false);

  // The row may have been changed elsewhere (a reload): the select follows the saved role.
  const [savedRole, setSavedRole] = useState(person.role);
  if (savedRole !== person.role) {
    setSavedRole(person.role);
    setRole(person.role);
  }

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (focusStatus.current) {
      focusStatus.current = false;
      statusRef.current?.focus();
    }
  }, [confirming]);

  async function run(what: string, action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(asPeopleError(failure, `${what} did not work.`).message);
    } finally {
      setBusy(false);
    }
  }

  const saveRole = () =>
    run('The role change', async () => {
      const updated = await updatePerson(person.id, { role });
      onChanged(updated, `${updated.name} is now ${ROLE_LABELS[updated.role]}.`);
    });
  const setStatus = (status: 'revoked' | 'active') =>
    run(status === 'revoked' ? 'Revoking' : 'Restoring', async () => {
      const updated = await updatePerson(person.id, { status });
      focusStatus.current = true;
      setConfirming(false);
      onChanged(
        updated,
        status === 'revoked'
          ? `${updated.name}'s access is revoked; their sessions have ended.`
          : `${updated.name}'s access is restored.`,
      );
    });
  const newLink = () =>
    run('Making a new link', async () => onNewLink(await newInviteLink(person.id)));
  const withdraw = (inviteId: string) =>
    run('Withdrawing the link', async () => {
      await withdrawInvite(inviteId);
      onWithdrawn(`The link for ${person.name} is withdrawn.`);
    });

  const revoked = person.status === 'revoked';
  return (
    <div className="people-actions" aria-busy={busy}>
      <div className="people-role">
        <label htmlFor={`${id}-role`} className="visually-hidden">
          Role of {person.name}
        </label>
        <select
          id={`${id}-role`}
          value={role}
          disabled={busy || revoked}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        {role !== person.role ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => void saveRole()}
          >
            Save role<span className="visually-hidden"> of {person.name}</span>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="people-confirm" role="group" aria-label={`Revoke ${person.name}`}>
          <p className="small">
            Revoke {person.name}? They are signed out everywhere at once and cannot sign in until
            restored.
          </p>
          <button
            ref={confirmRef}
            type="button"
            className="btn btn-primary btn-sm people-danger"
            disabled={busy}
            onClick={() => void setStatus('revoked')}
          >
            Revoke access
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => {
              focusStatus.current = true;
              setConfirming(false);
            }}
          >
            Cancel
          </button>
        </div>
      ) : (
        <div className="people-buttons">
          {revoked ? (
            <button
              ref={statusRef}
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy}
              onClick={() => void setStatus('active')}
            >
              Restore<span className="visually-hidden"> {person.name}</span>
            </button>
          ) : self ? null : (
            <button
              ref={statusRef}
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Revoke<span className="visually-hidden"> {person.name}</span>
            </button>
          )}
          {!revoked ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy}
              onClick={() => void newLink()}
            >
              New link<span className="visually-hidden"> for {person.name}</span>
            </button>
          ) : null}
          {person.openInvite ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => void withdraw(person.openInvite!.id)}
            >
              Withdraw link<span className="visually-hidden"> for {person.name}</span>
            </button>
          ) : null}
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
