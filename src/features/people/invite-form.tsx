import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ROLE_ABILITIES,
  ROLE_LABELS,
  ROLES,
  type InvitationAnswer,
  type Role,
} from '@/shared/people';
import { invitePerson } from './people-api';
import { asPeopleError } from './use-people';

interface InviteFormProps {
  onInvited: (answer: InvitationAnswer) => void;
  onCancel: () => void;
}

type Field = 'email' | 'name' | 'role';

/** Invite someone: email, name and role; the server validates and answers with a one-time link. */
export function InviteForm({ onInvited, onCancel }: InviteFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('rep');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      onInvited(await invitePerson({ email: email.trim(), name: name.trim(), role }));
    } catch (failure) {
      const problem = asPeopleError(failure, 'The invitation could not be made.');
      const next: Partial<Record<Field, string>> = {};
      for (const field of ['email', 'name', 'role'] as const)
        if (problem.fields[field]) next[field] = problem.fields[field];
      setFields(next);
      setError(problem.message);
      setBusy(false);
      // The first field the server refused takes the focus, so its message is read with it.
      if (next.email) emailRef.current?.focus();
      else if (next.name) nameRef.current?.focus();
    }
  }

  const described = (field: Field, hint?: string) =>
    [hint, fields[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const fieldError = (field: Field) =>
    fields[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {fields[field]}
      </p>
    ) : null;

  return (
    <form
      className="card form people-invite"
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      noValidate
    >
      <h2 id={`${id}-title`}>Invite someone</h2>
      <p className="muted small">
        They get a link to set up a passkey or a passphrase. It works once, for 7 days.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Work email</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          aria-invalid={fields.email ? true : undefined}
          aria-describedby={described('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          name="name"
          autoComplete="off"
          required
          value={name}
          aria-invalid={fields.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(event) => setName(event.target.value)}
        />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          name="role"
          value={role}
          aria-invalid={fields.role ? true : undefined}
          aria-describedby={described('role', `${id}-role-hint`)}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        <p id={`${id}-role-hint`} className="field-hint">
          {ROLE_ABILITIES[role]}
        </p>
        {fieldError('role')}
      </div>
      {error ? (
        <p className="notice notice-error small" role="alert">
          {error}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? 'Inviting…' : 'Send invitation'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </form>
  );
}
