import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SecretField } from '@/features/portal-access/secret-field';
import { InboxError, verifyToken } from './inbox-api';

interface SignInProps {
  onSignedIn: (token: string) => void;
  /** Why the person is here again (their token was refused or they signed out). */
  notice?: string | null;
}

/** The admin token form: the token is checked against the server before the inbox opens. */
export function SignIn({ onSignedIn, notice }: SignInProps) {
  const id = useId();
  const [token, setToken] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = token.trim();
    if (!value || working) return;
    setWorking(true);
    setError(null);
    try {
      await verifyToken(value);
      onSignedIn(value);
    } catch (failure) {
      setWorking(false);
      setError(
        failure instanceof InboxError
          ? failure.message
          : 'The token could not be checked. Try again.',
      );
      inputRef.current?.select();
    }
  }

  return (
    <section className="section inbox-sign-in" aria-labelledby={`${id}-title`}>
      <div className="container container-narrow">
        <div className="card inbox-sign-in-card">
          <p className="eyebrow">Staff only</p>
          <h1 id={`${id}-title`}>Lead inbox</h1>
          <p className="muted">
            Sign in with the admin token to read and work through the leads from the Data In Action
            form. The token is kept in this tab only (session storage) and is forgotten when the tab
            closes or you sign out.
          </p>
          {notice ? <p className="notice notice-warning small">{notice}</p> : null}
          <form className="form" onSubmit={(event) => void handleSubmit(event)} aria-busy={working}>
            <SecretField
              ref={inputRef}
              id={`${id}-token`}
              label="Admin token"
              name="token"
              autoComplete="off"
              spellCheck={false}
              required
              value={token}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setToken(event.target.value)}
            />
            <button
              type="submit"
              className="btn btn-primary"
              disabled={working || token.trim().length === 0}
            >
              {working ? 'Checking…' : 'Sign in'}
            </button>
            {error ? (
              <p id={`${id}-error`} className="inbox-error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        </div>
      </div>
    </section>
  );
}
