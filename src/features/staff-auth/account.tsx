import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '@/lib/date-time';
import { forgetSession } from '@/lib/staff-session';
import {
  PEOPLE_API,
  PEOPLE_LIMITS,
  ROLE_ABILITIES,
  ROLE_LABELS,
  passkeyListSchema,
  webauthnOptionsAnswerSchema,
  type PasskeyList,
  type SessionAnswer,
} from '@/shared/people';
import { callApi, fieldMessage, OFFLINE_MESSAGE, type Failure, type Result } from './auth-api';
import { ConfirmRemove } from './confirm-remove';
import { Devices } from './devices';
import { createPasskey, passkeysSupported } from './passkeys';
import { PassphraseFields, passphraseProblems } from './passphrase-fields';

const loadPasskeys = () => callApi(PEOPLE_API.myPasskeys, passkeyListSchema);

const when = (iso: string | null) => (iso ? formatDateTime(iso, 'localDateTime') : 'never');

const METHOD_WORDS: Record<SessionAnswer['method'], string> = {
  passkey: 'a passkey',
  passphrase: 'your passphrase',
  access: 'your organisation’s sign-in (Cloudflare Access)',
};

/** /admin/account: who one is, what one's role allows, one's passkeys, passphrase and sessions. */
export function Account({ session }: { session: SessionAnswer }) {
  const id = useId();
  const { person } = session;
  const [list, setList] = useState<PasskeyList | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);

  const show = useCallback((answer: Result<PasskeyList>) => {
    if (answer.ok) {
      setList(answer.value);
      setListProblem(null);
    } else setListProblem(answer.failure.message);
  }, []);
  const reload = useCallback(async () => show(await loadPasskeys()), [show]);

  useEffect(() => {
    let live = true;
    void loadPasskeys().then((answer) => live && show(answer));
    return () => {
      live = false;
    };
  }, [show]);

  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container staff-container">
        <div className="staff-account-head">
          <p className="eyebrow">Staff only</p>
          <h1 id={`${id}-title`}>Your account</h1>
        </div>
        <div className="staff-account">
          <div className="card">
            <h2>You</h2>
            <dl className="staff-auth-facts">
              <dt>Name</dt>
              <dd>{person.name}</dd>
              <dt>Email</dt>
              <dd>{person.email}</dd>
              <dt>Role</dt>
              <dd>
                <strong>{ROLE_LABELS[person.role]}</strong>. {ROLE_ABILITIES[person.role]}
              </dd>
              <dt>This session</dt>
              <dd>
                Signed in with {METHOD_WORDS[session.method]}; ends by {when(session.expiresAt)}
              </dd>
            </dl>
            <p className="small">Only an admin can change your name, email or role.</p>
          </div>
          <Sessions session={session} />
          <Passkeys list={list} problem={listProblem} reload={reload} wide />
          <Devices />
          <Passphrase hasPassphrase={list?.hasPassphrase ?? null} onSaved={reload} />
        </div>
      </div>
    </section>
  );
}

function Passkeys({
  list,
  problem,
  reload,
  wide,
}: {
  list: PasskeyList | null;
  problem: string | null;
  reload: () => Promise<void>;
  wide?: boolean;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [working, setWorking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const supported = typeof window === 'undefined' || passkeysSupported();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    setWorking('add');
    setFailure(null);
    setDone(null);
    try {
      const options = await callApi(PEOPLE_API.myPasskeyOptions, webauthnOptionsAnswerSchema, {
        body: {},
      });
      if (!options.ok) return setFailure(options.failure);
      const credential = await createPasskey(options.value);
      if (!credential.ok) return setFailure(credential.failure);
      const trimmed = name.trim();
      const saved = await callApi(PEOPLE_API.myPasskeys, null, {
        body: {
          challengeId: options.value.challengeId,
          response: credential.value,
          ...(trimmed ? { passkeyName: trimmed } : {}),
        },
      });
      if (!saved.ok) return setFailure(saved.failure);
      setName('');
      setDone('Passkey added. You can sign in with it from now on.');
      await reload();
    } finally {
      setWorking(null);
    }
  }

  async function remove(passkeyId: string) {
    setWorking(passkeyId);
    setFailure(null);
    setDone(null);
    try {
      const answer = await callApi(PEOPLE_API.myPasskey(passkeyId), null, {
        method: 'DELETE',
      });
      setConfirming(null);
      if (!answer.ok)
        return setFailure(
          answer.failure.code === 'last_sign_in_method'
            ? {
                ...answer.failure,
                message:
                  'This passkey is your only way to sign in, so it stays. Add another passkey or set a passphrase first, then remove it.',
              }
            : answer.failure,
        );
      setDone('Passkey removed. It no longer signs you in.');
      await reload();
    } finally {
      setWorking(null);
    }
  }

  return (
    <div className={wide ? 'card staff-account-wide' : 'card'}>
      <h2 id={`${id}-title`}>Passkeys</h2>
      {problem ? (
        <p className="staff-auth-error" role="alert">
          {problem}
        </p>
      ) : list === null ? (
        <p aria-busy="true">Loading your passkeys…</p>
      ) : list.passkeys.length === 0 ? (
        <p>
          You have no passkey yet{list.hasPassphrase ? ': you sign in with your passphrase.' : '.'}
        </p>
      ) : (
        <ul className="staff-passkeys" aria-labelledby={`${id}-title`}>
          {list.passkeys.map((key) => (
            <li key={key.id} className="staff-passkey">
              <div>
                <div className="staff-passkey-name">{key.name || 'Passkey'}</div>
                <div className="staff-passkey-meta">
                  Added {when(key.createdAt)} · last used {when(key.lastUsedAt)} ·{' '}
                  {key.backedUp ? 'synced (backed up)' : 'this device only'}
                </div>
              </div>
              <div className="staff-passkey-actions">
                <ConfirmRemove
                  confirming={confirming === key.id}
                  removing={working === key.id}
                  busy={working !== null}
                  askLabel={`Remove ${key.name || 'passkey'}`}
                  confirmLabel={`Remove ${key.name || 'this passkey'}`}
                  onAsk={() => setConfirming(key.id)}
                  onConfirm={() => void remove(key.id)}
                  onCancel={() => setConfirming(null)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form className="form" onSubmit={(event) => void add(event)} aria-busy={working === 'add'}>
          <div className="field">
            <label htmlFor={`${id}-name`}>Name for a new passkey (optional)</label>
            <input
              id={`${id}-name`}
              type="text"
              name="passkey-name"
              autoComplete="off"
              maxLength={PEOPLE_LIMITS.passkeyName}
              placeholder="Work laptop"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div>
            <button type="submit" className="btn btn-primary" disabled={working !== null}>
              {working === 'add' ? 'Waiting for your device…' : 'Add a passkey'}
            </button>
          </div>
        </form>
      ) : (
        <p className="small muted">This browser cannot make passkeys.</p>
      )}
      {failure ? (
        <p className="staff-auth-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {done ? (
        <p className="notice notice-success small" role="status">
          {done}
        </p>
      ) : null}
    </div>
  );
}

function Passphrase({
  hasPassphrase,
  onSaved,
}: {
  hasPassphrase: boolean | null;
  onSaved: () => Promise<void>;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheckedOnce(true);
    if (working || passphraseProblems(passphrase, confirm).any) return;
    setWorking(true);
    setFailure(null);
    setDone(false);
    try {
      const answer = await callApi(PEOPLE_API.myPassphrase, null, {
        method: 'PUT',
        body: { passphrase },
      });
      if (!answer.ok) return setFailure(answer.failure);
      setPassphrase('');
      setConfirm('');
      setCheckedOnce(false);
      setDone(true);
      await onSaved();
    } finally {
      setWorking(false);
    }
  }

  const serverProblem =
    fieldMessage(failure, 'passphrase') ??
    (failure?.code === 'common_passphrase' ? failure.message : undefined);
  return (
    <div className="card">
      <h2>Passphrase</h2>
      <p>
        {hasPassphrase === null
          ? 'For devices without a passkey.'
          : hasPassphrase
            ? 'You have a passphrase for devices without a passkey. Setting a new one replaces it.'
            : 'You have no passphrase. Set one to sign in on a device without your passkey.'}
      </p>
      <form className="form" noValidate aria-busy={working} onSubmit={(event) => void save(event)}>
        <PassphraseFields
          passphrase={passphrase}
          confirm={confirm}
          onPassphrase={setPassphrase}
          onConfirm={setConfirm}
          showProblems={checkedOnce}
          serverProblem={serverProblem}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={working}>
            {working ? 'Saving…' : hasPassphrase ? 'Change passphrase' : 'Set passphrase'}
          </button>
        </div>
      </form>
      {failure && !serverProblem ? (
        <p className="staff-auth-error" role="alert">
          {failure.message}
        </p>
      ) : null}
      {done ? (
        <p className="notice notice-success small" role="status">
          Passphrase saved.
        </p>
      ) : null}
    </div>
  );
}

function Sessions({ session }: { session: SessionAnswer }) {
  const [working, setWorking] = useState<'here' | 'everywhere' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signOut(where: 'here' | 'everywhere') {
    setWorking(where);
    setProblem(null);
    try {
      const answer = await callApi(
        where === 'here' ? PEOPLE_API.signOut : PEOPLE_API.signOutEverywhere,
        null,
        { body: {} },
      );
      // A 401 means the session had already ended: signed out either way.
      if (answer.ok || answer.failure.status === 401) forgetSession();
      else setProblem(answer.failure.code === 'offline' ? OFFLINE_MESSAGE : answer.failure.message);
    } finally {
      setWorking(null);
    }
  }

  if (session.access)
    return (
      <div className="card">
        <h2>Sessions</h2>
        <p>
          You are signed in through your organisation’s sign-in (Cloudflare Access), which decides
          when you are signed out.
        </p>
      </div>
    );
  return (
    <div className="card">
      <h2>Sessions</h2>
      <p>
        Signing out everywhere ends your sessions on every device and browser, this one included:
        use it if a device was lost or shared.
      </p>
      <div className="staff-auth-links">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={working !== null}
          onClick={() => void signOut('here')}
        >
          {working === 'here' ? 'Signing out…' : 'Sign out'}
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={working !== null}
              onClick={() => void signOut('everywhere')}
            >
              {working === 'everywhere' ? 'Signing out…' : 'Yes, sign out everywhere'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={working !== null}
            onClick={() => setConfirming(true)}
          >
            Sign out everywhere
          </button>
        )}
      </div>
      {problem ? (
        <p className="staff-auth-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
