import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '@/lib/date-time';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { adoptSession } from '@/lib/staff-session';
import {
  ACCOUNT_PATH,
  PEOPLE_API,
  PEOPLE_LIMITS,
  PEOPLE_PATH,
  ROLE_ABILITIES,
  ROLE_LABELS,
  roleIncludes,
  inviteInfoSchema,
  sessionAnswerSchema,
  webauthnOptionsAnswerSchema,
  type InviteInfo,
  type SessionAnswer,
} from '@/shared/people';
import { callApi, failure, fieldMessage, type Failure, type Result } from './auth-api';
import { createPasskey, passkeysSupported } from './passkeys';
import { PassphraseFields, passphraseProblems } from './passphrase-fields';

type Phase =
  | { step: 'reading' }
  | { step: 'missing' }
  | { step: 'checking'; token: string }
  | { step: 'refused'; token: string; failure: Failure }
  | { step: 'ready'; token: string; invite: InviteInfo }
  | { step: 'done'; session: SessionAnswer };

/** The token from `#invite=TOKEN`, or null. */
function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('invite');
  return token ? token.trim() : null;
}

const inspectInvite = (token: string) =>
  callApi(PEOPLE_API.inviteInspect, inviteInfoSchema, { body: { token } });

/** What the invitation's check means for the page. */
function phaseFor(token: string, answer: Result<InviteInfo>): Phase {
  if (answer.ok) return { step: 'ready', token, invite: answer.value };
  const refused =
    answer.failure.status === 422
      ? {
          ...answer.failure,
          message:
            'This link is incomplete or mistyped. Open it again from the message, or ask an admin for a new one.',
        }
      : answer.failure;
  return { step: 'refused', token, failure: refused };
}

/**
 * Accepting an invitation (decision 0024). The token travels in the link's fragment, so no server
 * log or Referer holds it; it is read once, removed from the address bar and sent only in the
 * bodies of the invitation calls. The person then makes a passkey, or sets a passphrase.
 */
export function Welcome({ signedInAs }: { signedInAs: SessionAnswer | null }) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>(() => {
    // The prerender draws only this page's head, with no window.
    if (typeof window === 'undefined') return { step: 'reading' };
    const token = tokenFromFragment(window.location.hash);
    return token ? { step: 'checking', token } : { step: 'missing' };
  });
  const started = useRef(false);

  const check = useCallback(
    (token: string) => inspectInvite(token).then((answer) => setPhase(phaseFor(token, answer))),
    [],
  );

  // The token leaves the address bar at once (history, bookmarks, screen shares), then is checked.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (window.location.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
    if (phase.step !== 'checking') return;
    const { token } = phase;
    void inspectInvite(token).then((answer) => setPhase(phaseFor(token, answer)));
  }, [phase]);

  // Another link pasted into this tab changes only the fragment: the page is not loaded again.
  useEffect(() => {
    const onHashChange = () => {
      const token = tokenFromFragment(window.location.hash);
      if (!token) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      setPhase({ step: 'checking', token });
      void check(token);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [check]);

  const retry = (token: string) => {
    setPhase({ step: 'checking', token });
    void check(token);
  };

  const title = (text: string) => <h1 id={`${id}-title`}>{text}</h1>;
  let body;
  switch (phase.step) {
    case 'reading':
    case 'checking':
      body = (
        <>
          {title('Welcome')}
          <p aria-busy="true">Checking your invitation…</p>
        </>
      );
      break;
    case 'missing':
      body = (
        <>
          {title('Open your invitation link')}
          <p>
            This page is opened from the invitation link an admin sent you. Open the whole link from
            that message; if it no longer works, ask an admin for a new one.
          </p>
        </>
      );
      break;
    case 'refused':
      body = (
        <>
          {title(phase.failure.status === 410 ? 'This invitation cannot be used' : 'Welcome')}
          <p className="staff-auth-error" role="alert">
            {phase.failure.message}
          </p>
          {phase.failure.code === 'offline' || phase.failure.status >= 500 ? (
            <div className="actions">
              <button type="button" className="btn btn-primary" onClick={() => retry(phase.token)}>
                Try again
              </button>
            </div>
          ) : null}
        </>
      );
      break;
    case 'ready':
      body = (
        <Enrol
          titleId={`${id}-title`}
          token={phase.token}
          invite={phase.invite}
          signedInAs={signedInAs}
          onDone={(session) => setPhase({ step: 'done', session })}
          onInvalid={(refused) =>
            setPhase({ step: 'refused', token: phase.token, failure: refused })
          }
        />
      );
      break;
    case 'done':
      body = <Done titleId={`${id}-title`} session={phase.session} />;
  }

  return (
    <section className="section staff-auth" aria-labelledby={`${id}-title`}>
      <div className="container container-narrow">
        <div className="card staff-auth-card">
          <p className="eyebrow">Staff only</p>
          {body}
        </div>
      </div>
    </section>
  );
}

interface EnrolProps {
  titleId: string;
  token: string;
  invite: InviteInfo;
  signedInAs: SessionAnswer | null;
  onDone: (session: SessionAnswer) => void;
  /** The invitation stopped being valid while the person was here (410). */
  onInvalid: (failure: Failure) => void;
}

function Enrol({ titleId, token, invite, signedInAs, onDone, onInvalid }: EnrolProps) {
  const id = useId();
  const setup = invite.kind === 'setup';
  // Read once: these pages render in the browser only (their documents carry just the head).
  const [supported] = useState(passkeysSupported);
  const [mode, setMode] = useState<'passkey' | 'passphrase'>(supported ? 'passkey' : 'passphrase');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<Failure | null>(null);

  /** The setup link's own details; an ordinary invitation already names the person. */
  const who = setup ? { email: email.trim(), name: name.trim() } : {};
  const whoMissing = setup && (email.trim() === '' || name.trim() === '');

  function finish(result: Awaited<ReturnType<typeof callApi<SessionAnswer>>>) {
    if (!result.ok) {
      if (result.failure.status === 410) return onInvalid(result.failure);
      return setProblem(result.failure);
    }
    const session = adoptSession(result.value);
    if (session) onDone(session);
    else setProblem(failure('bad_answer', 'The sign-in could not be completed. Try again.'));
  }

  async function makePasskey() {
    if (working || whoMissing) return;
    setWorking(true);
    setProblem(null);
    try {
      const options = await callApi(PEOPLE_API.invitePasskeyOptions, webauthnOptionsAnswerSchema, {
        body: { token, ...who },
      });
      if (!options.ok) {
        if (options.failure.status === 410) return onInvalid(options.failure);
        return setProblem(options.failure);
      }
      const credential = await createPasskey(options.value);
      if (!credential.ok) return setProblem(credential.failure);
      finish(
        await callApi(PEOPLE_API.invitePasskey, sessionAnswerSchema, {
          body: { token, challengeId: options.value.challengeId, response: credential.value },
        }),
      );
    } finally {
      setWorking(false);
    }
  }

  async function setPassphraseNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheckedOnce(true);
    if (working || whoMissing || passphraseProblems(passphrase, confirm).any) return;
    setWorking(true);
    setProblem(null);
    try {
      finish(
        await callApi(PEOPLE_API.invitePassphrase, sessionAnswerSchema, {
          body: { token, passphrase, ...who },
        }),
      );
    } finally {
      setWorking(false);
    }
  }

  const emailProblem = fieldMessage(problem, 'email');
  const nameProblem = fieldMessage(problem, 'name');
  const otherAccount =
    signedInAs && invite.email && signedInAs.person.email !== invite.email ? signedInAs : null;
  const generalProblem =
    problem && problem.fields.length === 0 && problem.code !== 'common_passphrase'
      ? problem.message
      : null;

  return (
    <>
      <h1 id={titleId}>{setup ? 'Set up the first admin' : `Welcome, ${invite.name ?? ''}`}</h1>
      <div className="staff-auth-intro">
        {setup ? (
          <p>
            This link makes the first admin of the staff pages. Give your work email and name, then
            choose how you will sign in.
          </p>
        ) : (
          <p>You have been invited to the staff pages. Choose how you will sign in.</p>
        )}
      </div>
      <dl className="staff-auth-facts">
        {invite.email ? (
          <>
            <dt>Email</dt>
            <dd>{invite.email}</dd>
          </>
        ) : null}
        <dt>Role</dt>
        <dd>
          <strong>{ROLE_LABELS[invite.role]}</strong>. {ROLE_ABILITIES[invite.role]}
        </dd>
        <dt>Link valid until</dt>
        <dd>{formatDateTime(invite.expiresAt, 'localLongDate')}</dd>
      </dl>
      {otherAccount ? (
        <p className="notice notice-warning small">
          This browser is signed in as {otherAccount.person.email}. Accepting this invitation signs
          it in as {invite.email} instead.
        </p>
      ) : null}

      {setup ? (
        <div className="form">
          <div className="field">
            <label htmlFor={`${id}-email`}>Work email</label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={PEOPLE_LIMITS.email}
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
            <label htmlFor={`${id}-name`}>Your name</label>
            <input
              id={`${id}-name`}
              type="text"
              name="name"
              autoComplete="name"
              required
              maxLength={PEOPLE_LIMITS.name}
              value={name}
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? `${id}-name-problem` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameProblem ? (
              <span id={`${id}-name-problem`} className="field-error">
                {nameProblem}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}

      {mode === 'passkey' ? (
        <div className="staff-auth-choice">
          <h2>Sign in with a passkey</h2>
          <p className="small muted">
            A passkey stays on this device (or syncs with your password manager) and signs you in
            with your fingerprint, face or screen lock. Nothing secret is typed or sent.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={working || whoMissing}
            onClick={() => void makePasskey()}
          >
            {working ? 'Waiting for your device…' : 'Create a passkey'}
          </button>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          aria-busy={working}
          onSubmit={(event) => void setPassphraseNow(event)}
        >
          <h2>Set a passphrase</h2>
          {!supported ? (
            <p className="small muted">This browser cannot make passkeys, so set a passphrase.</p>
          ) : null}
          {/* Lets a password manager store the passphrase under the right name. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={invite.email ?? email}
            readOnly
            hidden
          />
          <PassphraseFields
            passphrase={passphrase}
            confirm={confirm}
            onPassphrase={setPassphrase}
            onConfirm={setConfirm}
            showProblems={checkedOnce}
            serverProblem={
              fieldMessage(problem, 'passphrase') ??
              (problem?.code === 'common_passphrase' ? problem.message : undefined)
            }
          />
          <button type="submit" className="btn btn-primary" disabled={working || whoMissing}>
            {working ? 'Saving…' : 'Set passphrase and sign in'}
          </button>
        </form>
      )}

      {generalProblem ? (
        <p className="staff-auth-error" role="alert">
          {generalProblem}
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
          {mode === 'passkey' ? 'Set a passphrase instead' : 'Create a passkey instead'}
        </button>
      ) : null}
    </>
  );
}

function Done({ titleId, session }: { titleId: string; session: SessionAnswer }) {
  const { person } = session;
  return (
    <>
      <h1 id={titleId} tabIndex={-1} ref={(heading) => heading?.focus()}>
        You are signed in as {person.name}
      </h1>
      <p>
        {person.email}, {ROLE_LABELS[person.role]}. {ROLE_ABILITIES[person.role]}
      </p>
      <div className="staff-auth-links">
        <Link to={paths.portal} className="btn btn-primary">
          Open the portal
        </Link>
        {roleIncludes(person.role, 'manager') ? (
          <Link to={paths.leads} className="btn btn-secondary">
            Lead inbox
          </Link>
        ) : null}
        {roleIncludes(person.role, 'admin') ? (
          <Link to={PEOPLE_PATH} className="btn btn-secondary">
            People
          </Link>
        ) : null}
        <Link to={ACCOUNT_PATH} className="btn btn-ghost">
          Your account
        </Link>
      </div>
    </>
  );
}
