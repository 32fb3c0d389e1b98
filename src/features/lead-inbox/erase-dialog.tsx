import { useEffect, useId, useRef, useState } from 'react';
import type { AdminLead } from '@/shared/lead-admin';
import { eraseLead, InboxError } from './inbox-api';

interface EraseDialogProps {
  lead: AdminLead;
  onErased: (erased: number) => void;
  onClose: () => void;
}

/**
 * Asks an admin to confirm the erasure of everyone's leads from one address (as a data-subject
 * request erases them) before it happens; Escape or Cancel leaves everything as it was.
 */
export function EraseDialog({ lead, onErased, onClose }: EraseDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      onErased(await eraseLead(lead.id));
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof InboxError
          ? failure.message
          : 'The leads could not be erased. Try again.',
      );
    }
  }

  const count = lead.submissions;
  return (
    <dialog
      ref={ref}
      className="inbox-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>Erase the leads from {lead.email}?</h2>
      <p id={`${id}-body`}>
        This deletes {count === 1 ? 'its one lead' : `all ${count} leads from this address`} (any
        letter case) for good, as an erasure request does. The audit log records that you erased
        them, without the address.
      </p>
      {error ? (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="inbox-editor-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm inbox-danger"
          disabled={busy}
          onClick={() => void erase()}
        >
          {busy ? 'Erasing…' : count === 1 ? 'Erase 1 lead' : `Erase ${count} leads`}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy}
          onClick={onClose}
        >
          Cancel
        </button>
      </div>
    </dialog>
  );
}
