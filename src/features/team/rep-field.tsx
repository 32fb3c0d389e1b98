import type { Ref } from 'react';

const FIELDS = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  email: { label: 'Work email', type: 'email', autoComplete: 'email' },
} as const;

interface RepFieldProps {
  /** The form's id prefix: the input is `${formId}-${field}`, its error `${formId}-${field}-error`. */
  formId: string;
  field: keyof typeof FIELDS;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** One field of a rep's identity (name or work email) with its error: the identity prompt, the profile panel and the certificate share it. */
export function RepField({ formId, field, value, onChange, problem, inputRef }: RepFieldProps) {
  const { label, type, autoComplete } = FIELDS[field];
  const inputId = `${formId}-${field}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={inputRef}
        id={inputId}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!problem}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem ? (
        <span id={errorId} className="field-error">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
