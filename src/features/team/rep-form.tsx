import { useEffect, useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import type { Rep } from '@/shared/portal-events';
import { parseRep, saveRep } from './identity';

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

/** One field of a rep's identity (name or work email) with its error. */
function RepField({ formId, field, value, onChange, problem, inputRef }: RepFieldProps) {
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

interface RepFormProps {
  className: string;
  /** What stands above the fields (a heading, a sentence). */
  intro: ReactNode;
  /** The buttons below the fields; the form's submit is its Save. */
  actions: ReactNode;
  /** The rep being edited: the fields start with their name and email. */
  initial?: Rep;
  /** Under Cloudflare Access the verified email is the rep's: shown, not asked. */
  accessEmail?: string | null;
  nameRef?: Ref<HTMLInputElement>;
  /** Focus the name field when the form appears. */
  focusName?: boolean;
  /** After the rep is saved, before the outbox is asked to send what waited for a rep. */
  onSaved?: () => void | Promise<void>;
}

/**
 * The rep's name-and-work-email form: the identity prompt, the profile panel and the certificate
 * use this one, so the fields, their validation (the events' own schema) and the save are one.
 */
export function RepForm({
  className,
  intro,
  actions,
  initial,
  accessEmail,
  nameRef,
  focusName,
  onSaved,
}: RepFormProps) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  useEffect(() => {
    if (focusName) document.getElementById(`${id}-name`)?.focus();
    // Only when the form appears, as the fields' own autofocus would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRep({ name, email: accessEmail ?? email });
    if (!parsed.ok) return setProblems(parsed.problems);
    await saveRep(parsed.rep);
    await onSaved?.();
    // Events waiting for a rep can go now, under this name.
    void requestOutboxFlush();
  };

  return (
    <form className={className} onSubmit={(event) => void submit(event)} noValidate>
      {intro}
      <RepField
        formId={id}
        field="name"
        value={name}
        onChange={setName}
        problem={problems.name}
        inputRef={nameRef}
      />
      {accessEmail ? (
        <p className="profile-access">
          <span className="profile-term">Work email</span> {accessEmail}
          <span className="muted small">
            {' '}
            Signed in with Cloudflare Access, so this is the address your activity is stored under.
          </span>
        </p>
      ) : (
        <RepField
          formId={id}
          field="email"
          value={email}
          onChange={setEmail}
          problem={problems.email}
        />
      )}
      {actions}
    </form>
  );
}
