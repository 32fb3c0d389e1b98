import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadSession, type StaffSession } from '@/lib/staff-session';
import { SIGN_IN_PATH } from '@/shared/people';
import { offlineAccessText } from '@/shared/portal-devices';
import type { DeviceSecret, EnrolOutcome } from './device-keyring';
import type { DeviceSummary } from './portal-session';
import { SecretField } from './secret-field';

interface DeviceUnlockProps {
  device: DeviceSummary;
  waitSeconds: number;
  onUnlock: (secret: DeviceSecret) => Promise<boolean>;
}

/** An enrolled device: the person's own passkey or passphrase opens the portal, also offline. */
export function DeviceUnlock({ device, waitSeconds, onUnlock }: DeviceUnlockProps) {
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [working, setWorking] = useState(false);
  const [wrong, setWrong] = useState(false);
  // Read once per mount: the days left change at most daily.
  const [now] = useState(() => Date.now());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || waitSeconds > 0) return;
    if (device.method === 'passphrase' && !passphrase) return;
    setWorking(true);
    setWrong(false);
    const ok = await onUnlock(
      device.method === 'passkey' ? { kind: 'passkey' } : { kind: 'passphrase', passphrase },
    ).catch(() => false);
    setWorking(false);
    if (!ok && device.method === 'passphrase') setWrong(true);
  }

  return (
    <form
      className="form device-access"
      onSubmit={(event) => void submit(event)}
      aria-busy={working}
    >
      <h2 className="device-access-title">Unlock as yourself</h2>
      {device.method === 'passphrase' ? (
        <SecretField
          id={`${id}-passphrase`}
          label="Your passphrase"
          name="device-passphrase"
          autoComplete="current-password"
          required
          value={passphrase}
          aria-invalid={wrong}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(event) => setPassphrase(event.target.value)}
        />
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={working || waitSeconds > 0 || (device.method === 'passphrase' && !passphrase)}
      >
        {working
          ? 'Unlocking…'
          : waitSeconds > 0
            ? `Try again in ${waitSeconds} s`
            : device.method === 'passkey'
              ? 'Unlock with my passkey'
              : 'Unlock with my passphrase'}
      </button>
      <p className="muted small">{offlineAccessText(device.offlineUntil, now)}</p>
      {wrong ? (
        <p id={`${id}-error`} className="access-error" role="alert">
          Incorrect passphrase. It is the passphrase you sign in with (the one you had when you set
          up this device).
        </p>
      ) : null}
    </form>
  );
}

interface DeviceEnrolProps {
  onEnrol: (secret: DeviceSecret) => Promise<EnrolOutcome>;
}

/**
 * A device with no key of its own: a signed-in person sets it up once, online (a passkey with PRF,
 * else their passphrase); anyone else is sent to sign in first.
 */
export function DeviceEnrol({ onEnrol }: DeviceEnrolProps) {
  const id = useId();
  const [staff, setStaff] = useState<StaffSession | null>(null);
  const [usePassphrase, setUsePassphrase] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const ask = () => void loadSession().then((answer) => live && setStaff(answer));
    ask();
    window.addEventListener('online', ask);
    return () => {
      live = false;
      window.removeEventListener('online', ask);
    };
  }, []);

  async function enrol(secret: DeviceSecret) {
    setWorking(true);
    setMessage(null);
    const outcome = await onEnrol(secret).catch((error: unknown): EnrolOutcome => ({
      ok: false,
      reason: 'refused',
      code: 'error',
      message: error instanceof Error ? error.message : String(error),
    }));
    setWorking(false);
    if (outcome.ok) return;
    if (outcome.reason === 'no-prf') setUsePassphrase(true);
    setMessage(outcome.message);
  }

  function submitPassphrase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passphrase || working) return;
    void enrol({ kind: 'passphrase', passphrase });
  }

  const here = typeof window === 'undefined' ? '/internal' : window.location.pathname;
  let body;
  if (staff === null)
    body = <p className="muted small device-access-pending">Checking whether you are signed in…</p>;
  else if (staff.state === 'offline')
    body = (
      <p className="muted small">
        Connect to the internet to set up this device with your own sign-in. After that it unlocks
        offline.
      </p>
    );
  else if (staff.state !== 'signed-in')
    body = (
      <p className="small">
        <a className="btn btn-secondary" href={`${SIGN_IN_PATH}?next=${encodeURIComponent(here)}`}>
          Sign in to set up this device
        </a>
      </p>
    );
  else
    body = (
      <>
        <p className="muted small">
          Signed in as {staff.session.person.name}. Set up this device once: afterwards you unlock
          the portal here with your {usePassphrase ? 'passphrase' : 'passkey'}, also offline.
        </p>
        {usePassphrase ? (
          <form className="form" onSubmit={submitPassphrase} aria-busy={working}>
            <SecretField
              id={`${id}-enrol-passphrase`}
              label="Your passphrase"
              name="enrol-passphrase"
              autoComplete="current-password"
              required
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
            />
            <button type="submit" className="btn btn-primary" disabled={working || !passphrase}>
              {working ? 'Setting up…' : 'Set up with my passphrase'}
            </button>
          </form>
        ) : (
          <div className="device-access-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={working}
              onClick={() => void enrol({ kind: 'passkey' })}
            >
              {working ? 'Setting up…' : 'Set up with my passkey'}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={working}
              onClick={() => setUsePassphrase(true)}
            >
              Use my passphrase instead
            </button>
          </div>
        )}
      </>
    );

  return (
    <div className="device-access">
      <h2 className="device-access-title">Your own key on this device</h2>
      {body}
      <div role="status" aria-live="polite" className="portal-access-status">
        {message ? <p className="notice notice-warning small">{message}</p> : null}
      </div>
    </div>
  );
}
