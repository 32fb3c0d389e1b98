/** A lead row's own actions: its owner (from the people directory) and resending its notification. */
import { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import type { AdminLead, LeadOwner } from '@/shared/lead-admin';
import { assignOwner, InboxError, resendNotification } from './inbox-api';

interface ActionProps {
  lead: AdminLead;
  onUpdated: (lead: AdminLead, announcement: string) => void;
  onError: (message: string) => void;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof InboxError ? error.message : fallback;

const UNASSIGNED = '';

/**
 * The lead's owner, and a button that opens the directory's people to choose from (one select at
 * a time: a select per row would repeat the whole directory in every row). Saved when chosen.
 */
export function OwnerSelect({
  lead,
  owners,
  onUpdated,
  onError,
}: ActionProps & { owners: LeadOwner[] | null }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // An owner who has since left the directory stays shown until someone else is chosen.
  const gone = lead.owner && owners && !owners.some((person) => person.id === lead.owner!.id);

  // After a save the select is gone: focus goes back to the button once it is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (open) selectRef.current?.focus();
    else if (!saving && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open, saving]);
  useDismiss(open && !saving, () => setOpen(false), {
    inside: [selectRef, buttonRef],
    returnFocusTo: buttonRef,
  });

  async function choose(ownerId: string) {
    setSaving(true);
    try {
      const updated = await assignOwner(lead.id, ownerId || null);
      refocus.current = true;
      setOpen(false);
      onUpdated(
        updated,
        updated.owner
          ? `${lead.name} is now owned by ${updated.owner.name}.`
          : `${lead.name} is now unassigned.`,
      );
    } catch (error) {
      onError(messageOf(error, 'The owner could not be saved. Try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="field inbox-owner">
      <span className={lead.owner ? 'inbox-owner-name' : 'inbox-faint'}>
        {lead.owner ? lead.owner.name : 'Unassigned'}
      </span>
      {open ? (
        <>
          <label htmlFor={`${id}-owner`} className="visually-hidden">
            {`Owner of ${lead.name}`}
          </label>
          <select
            id={`${id}-owner`}
            ref={selectRef}
            value={lead.owner?.id ?? UNASSIGNED}
            disabled={saving}
            aria-busy={saving}
            onChange={(event) => void choose(event.target.value)}
          >
            <option value={UNASSIGNED}>Unassigned</option>
            {gone ? (
              <option value={lead.owner!.id}>{`${lead.owner!.name} (no longer active)`}</option>
            ) : null}
            {(owners ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-sm inbox-owner-change"
        aria-expanded={open}
        disabled={owners === null || saving}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Cancel' : lead.owner ? 'Change owner' : 'Assign'}
        <span className="visually-hidden">
          {open
            ? ` choosing the owner of ${lead.name}`
            : lead.owner
              ? ` of ${lead.name}`
              : ` an owner to ${lead.name}`}
        </span>
      </button>
    </div>
  );
}

/** Queues a failed notification again; a second press while the first is under way does nothing. */
export function ResendButton({ lead, onUpdated, onError }: ActionProps) {
  const [sending, setSending] = useState(false);
  // State updates land after the next render; a double click arrives before it.
  const busy = useRef(false);

  async function resend() {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const updated = await resendNotification(lead.id);
      onUpdated(updated, `The notification of ${lead.name} is queued to be sent again.`);
    } catch (error) {
      onError(messageOf(error, 'The notification could not be resent. Try again.'));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm inbox-resend"
      disabled={sending}
      onClick={() => void resend()}
    >
      {sending ? 'Resending…' : 'Resend notification'}
      <span className="visually-hidden">{` of ${lead.name}`}</span>
    </button>
  );
}
