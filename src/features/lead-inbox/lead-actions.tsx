/** A lead row's own actions: its owner (from the people directory) and resending its notification. */
import { useId, useRef, useState } from 'react';
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

/** Gives the lead to an active person, or to nobody; saved as soon as it is chosen. */
export function OwnerSelect({
  lead,
  owners,
  onUpdated,
  onError,
}: ActionProps & { owners: LeadOwner[] | null }) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  // An owner who has since left the directory stays shown until someone else is chosen.
  const gone = lead.owner && owners && !owners.some((person) => person.id === lead.owner!.id);

  async function choose(ownerId: string) {
    setSaving(true);
    try {
      const updated = await assignOwner(lead.id, ownerId || null);
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
    <div className="inbox-owner">
      <label htmlFor={`${id}-owner`} className="visually-hidden">
        {`Owner of ${lead.name}`}
      </label>
      <select
        id={`${id}-owner`}
        value={lead.owner?.id ?? UNASSIGNED}
        disabled={saving || owners === null}
        aria-busy={saving}
        onChange={(event) => void choose(event.target.value)}
      >
        <option value={UNASSIGNED}>Unassigned</option>
        {gone ? (
          <option value={lead.owner!.id}>{`${lead.owner!.name} (no longer active)`}</option>
        ) : null}
        {owners === null && lead.owner ? (
          <option value={lead.owner.id}>{lead.owner.name}</option>
        ) : null}
        {(owners ?? []).map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
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
