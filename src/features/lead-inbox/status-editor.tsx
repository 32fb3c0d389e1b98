import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import {
  LEAD_STATUSES,
  STATUS_NOTE_MAX,
  type AdminLead,
  type LeadStatus,
} from '@/shared/lead-admin';
import { InboxError, updateLeadStatus } from './inbox-api';
import { STATUS_LABELS } from './format';

interface StatusEditorProps {
  lead: AdminLead;
  onSaved: (lead: AdminLead) => void;
  onCancel: () => void;
}

/** Moves a lead through the workflow (new, contacted, qualified, disqualified) with a short note. */
export function StatusEditor({ lead, onSaved, onCancel }: StatusEditorProps) {
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.statusNote ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    firstRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);
  // Escape closes the editor unsaved, like Cancel, which puts the focus back on the row's button
  // (not while a save is under way). A click elsewhere keeps the draft.
  useDismiss(!saving, onCancel, { returnFocusOnEscape: false });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateLeadStatus(lead.id, status, note));
    } catch (failure) {
      setSaving(false);
      setError(
        failure instanceof InboxError
          ? failure.message
          : 'The status could not be saved. Try again.',
      );
    }
  }

  return (
    <form
      className="inbox-editor"
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-title`}
      aria-busy={saving}
    >
      <h3 id={`${id}-title`} className="inbox-editor-title">
        Status of {lead.name}
      </h3>
      <fieldset ref={firstRef} className="inbox-status-choices">
        <legend className="visually-hidden">Status</legend>
        {LEAD_STATUSES.map((value) => (
          <label key={value} className={`inbox-status-choice inbox-status-${value}`}>
            <input
              type="radio"
              name={`${id}-status`}
              value={value}
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {STATUS_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={STATUS_NOTE_MAX}
          value={note}
          aria-describedby={`${id}-note-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-hint`} className="field-hint">
          What happened or what comes next, for the team. {note.length} / {STATUS_NOTE_MAX}{' '}
          characters.
        </p>
      </div>
      {error ? (
        <p className="inbox-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="inbox-editor-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save status'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={onCancel}
          disabled={saving}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
