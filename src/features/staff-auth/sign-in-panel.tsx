import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  PEOPLE_API,
  sessionAnswerSchema,
  webauthnOptionsAnswerSchema,
  type SessionAnswer,
} from '@/shared/people';
import { adoptSession } from '@/lib/staff-session';
import { callApi, failure, type Failure } from './auth-api';
import { askForPasskey, passkeysSupported } from './passkeys';
import { waitInWords } from './retry-after';
import { useCountdown } from './use-countdown';

interface SignInPanelProps {
  /** The page's heading: 'Sign in' on the sign-in page, the page's name inside the staff frame. */
  title: string;
  intro: ReactNode;
  /** Why the person is here again (signed out, session ended). */
  notice?: string | null;
  onSignedIn: (session: SessionAnswer) => void;
}

const WRONG_PASSPHRASE = 'That email and passphrase did not match.';

/**
 * Signing in as oneself (decision 0024): a passkey first, a personal passphrase for a device that
 * has none. A locked email counts down its wait; the session answer is adopted, so every staff
 * page listening hears of it.
 */
export function SignInPanel({ title, intro, notice, onSignedIn }: SignInPanelProps) {
  const id = useId();
  // Read once: these pages render in the browser only (their documents carry just the head).
  const [supported] = useState(passkeysSupported);
  const [mode, setMode] = useState<'passkey' | 'passphrase'>(supported ? 'passkey' : 'passphrase');
  const [email, setEmail] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<Failure | null>(null);
  const [locked, setLocked] = useState<{ email: string; until: number } | null>(null);
  const lockedFor = locked && locked.email === email.trim().toLowerCase() ? locked.until : null;
  const wait = useCountdown(lockedFor);
  const isLocked = lockedFor !== null && wait > 0;
  const emailRef = useRef<HTMLInputElement>(null);
  const passphraseRef = useRef<HTMLInputElement>(null);

  function succeed(answer: SessionAnswer) {
    const session = adoptSession(answer);
    if (session) onSignedIn(session);
    else setProblem(failure('bad_answer', 'The sign-in could not be completed. Try again.'));
  }

  async function passkey() {
    if (working) return;
    setWorking(true);
    setProblem(null);
    try {
      const options = await callApi(PEOPLE_API.passkeySignInOptions, webauthnOptionsAnswerSchema, {
        body: {},
      });
      if (!options.ok) return setProblem(options.failure);
      const assertion = await askForPasskey(options.value);
      if (!assertion.ok) return setProblem(assertion.failure);
      const answer = await callApi(PEOPLE_API.passkeySignIn, sessionAnswerSchema, {
        body: { challengeId: options.value.challengeId, response: assertion.value },
      });
      if (!answer.ok)
        return setProblem(
          answer.failure.status === 401
            ? {
                ...answer.failure,
                message:
                  'This passkey is not one the site knows (it may have been removed, or your access withdrawn). Use another passkey or your passphrase.',
              }
            : answer.failure,
        );
      succeed(answer.value);
    } finally {
      setWorking(false);
    }
  }

  async function submitPassphrase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || isLocked) return;
    setWorking(true);
    setProblem(null);
    try {
      const answer = await callApi(PEOPLE_API.passphraseSignIn, sessionAnswerSchema, {
        body: { email: email.trim(), passphrase },
      });
      if (answer.ok) {
        setPassphrase('');
        return succeed(answer.value);
      }
      const refused = answer.failure;
      if (refused.code === 'locked') {
        setLocked({
          email: email.trim().toLowerCase(),
          until: Date.now() + (refused.retryAfter ?? 15 * 60) * 1000,
        });
      }
      setProblem(refused.status === 401 ? { ...refused, message: WRONG_PASSPHRASE } : refused);
      if (refused.status === 401) passphraseRef.current?.select();
      else if (refused.fields.some((field) => field.field === 'email')) emailRef.current?.focus();
    } finally {
      setWorking(false);
    }
  }

  // While locked, the message counts down; the server's text is replaced with the live wait.
  const message =
    problem?.code !== 'locked'
      ? problem?.message
      : lockedFor === null
        ? null
        : isLocked
          ? `Too many attempts. ${waitInWords(wait)}`
          : 'The wait is over: you can try again now.';
  const emailProblem = problem?.fields.find((field) => field.field === 'email')?.message;
  const passphraseProblem = problem?.fields.find((field) => field.field === 'passphrase')?.message;

  return (
    <section className="section staff-auth" aria-labelledby={`${id}-title`}>
      <div className="container container-narrow">
        <div className="card staff-auth-card">
          <p className="eyebrow">Staff only</p>
          <h1 id={`${id}-title`}>{title}</h1>
          <div className="staff-auth-intro">{intro}</div>
          {notice ? <p className="notice notice-warning small">{notice}</p> : null}

          {mode === 'passkey' ? (
            <div className="staff-auth-choice">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void passkey()}
                disabled={working}
                aria-describedby={message ? `${id}-problem` : undefined}
              >
                {working ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
              </button>
              <p className="small muted">
                Your device asks for your fingerprint, face, screen lock or security key. Nothing
                secret is typed or sent.
              </p>
            </div>
          ) : (
            <form
              className="form"
              onSubmit={(event) => void submitPassphrase(event)}
              aria-busy={working}
              noValidate
            >
              {!supported ? (
                <p className="small muted">
                  This browser cannot use passkeys, so sign in with your passphrase.
                </p>
              ) : null}
              <div className="field">
                <label htmlFor={`${id}-email`}>Work email</label>
                <input
                  ref={emailRef}
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="username"
                  spellCheck={false}
                  required
                  value={email}
                  aria-invalid={emailProblem ? true : undefined}
                  aria-describedby={emailProblem ? `${id}-email-problem` : undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {emailProblem ? (
                  <span id={`${id}-email-problem`} className="field-error">
                    {emailProblem}
                  </span>
                ) : null}
              </div>
              <div className="field">
                <label htmlFor={`${id}-passphrase`}>Passphrase</label>
                <input
                  ref={passphraseRef}
                  id={`${id}-passphrase`}
                  name="passphrase"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={passphrase}
                  aria-invalid={problem?.status === 401 || passphraseProblem ? true : undefined}
                  aria-describedby={passphraseProblem ? `${id}-passphrase-problem` : undefined}
                  onChange={(event) => setPassphrase(event.target.value)}
                />
                {passphraseProblem ? (
                  <span id={`${id}-passphrase-problem`} className="field-error">
                    {passphraseProblem}
                  </span>
                ) : null}
              </div>
              <button
                type="submit"
                className="btn btn-primary"
                disabled={working || isLocked || email.trim() === '' || passphrase === ''}
              >
                {working ? 'Checking…' : 'Sign in'}
              </button>
            </form>
          )}

          {message ? (
            <p id={`${id}-problem`} className="staff-auth-error" role="alert">
              {message}
            </p>
          ) : null}

          {supported ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm staff-auth-switch"
              onClick={() => {
                setProblem(null);
                setMode(mode === 'passkey' ? 'passphrase' : 'passkey');
              }}
            >
              {mode === 'passkey' ? 'Use a passphrase instead' : 'Sign in with a passkey instead'}
            </button>
          ) : null}
          <p className="small muted">
            New here? Open the invitation link an admin sent you. Lost your passkey and have no
            passphrase? Ask an admin for a new invitation.
          </p>
        </div>
      </div>
    </section>
  );
}
