import type { ReactNode } from 'react';

interface ContactFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** Shown, and announced via aria-describedby, when set. */
  error?: string;
  /** Renders the control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form control with its optional hint and error text. */
export function ContactField({ id, label, hint, error, children }: ContactFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
