import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DeviceEnrol, DeviceUnlock } from './device-access';
import type { DeviceSecret, EnrolOutcome } from './device-keyring';
import type { DeviceSummary } from './portal-session';
import { SecretField } from './secret-field';

export type AccessVariant = 'portal' | 'onboarding';

const COPY: Record<
  AccessVariant,
  { eyebrow: string; title: string; intro: string; label: string; submit: string; wrong: string }
> = {
  portal: {
    eyebrow: 'Internal use only',
    title: 'Sales Portal',
    intro:
      'Open the sales portal with your own sign-in: set up this device once while online, then unlock it with your passkey or passphrase, also offline. It stays unlocked for the working day.',
    label: 'Password',
    submit: 'Unlock Portal',
    wrong: 'Incorrect password. Please contact your manager.',
  },
  onboarding: {
    eyebrow: 'Employee onboarding',
    title: 'Employee Access',
    intro:
      'Welcome to the team. Enter the access code from your manager to open the onboarding materials.',
    label: 'Access Code',
    submit: 'Access Materials',
    wrong: 'Incorrect password. Please try again.',
  },
};

/** The staff documents' meta description (the card's introduction), locked or not. */
export function accessDescription(variant: AccessVariant): string {
  return COPY[variant].intro;
}

interface AccessScreenProps {
  variant: AccessVariant;
  /** Resolves true when the password opened the vault, false when it was wrong. */
  onSubmit: (password: string) => Promise<boolean>;
  /** Epoch ms until which attempts wait (after repeated failures). */
  lockedUntil: number;
  notice?: string | null;
  /** The stored session is still being looked for: the card without its form (also the prerendered frame). */
  checking?: boolean;
  /** This device's own key, when it has one (decision 0025). */
  device?: DeviceSummary | null;
  onUnlockDevice?: (secret: DeviceSecret) => Promise<boolean>;
  onEnrol?: (secret: DeviceSecret) => Promise<EnrolOutcome>;
}

/** The password form in front of every internal page (spec 2.1, 2.4, 5). */
export function AccessScreen({
  variant,
  onSubmit,
  lockedUntil,
  notice,
  checking = false,
  device = null,
  onUnlockDevice,
  onEnrol,
}: AccessScreenProps) {
  const copy = COPY[variant];
  const id = useId();
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);
  const waitSeconds = Math.max(0, Math.ceil((lockedUntil - now) / 1000));

  useEffect(() => {
    if (lockedUntil <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [lockedUntil]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || working || waitSeconds > 0) return;
    setWorking(true);
    setWrong(false);
    // onSubmit answers false for a wrong password; it rejects only when storing the throttle
    // after one failed, so that is a refusal too (and the form must not stay busy).
    const ok = await onSubmit(password).catch((error: unknown) => {
      console.warn('The unlock attempt could not be recorded', error);
      return false;
    });
    setWorking(false);
    if (!ok) {
      setWrong(true);
      setNow(Date.now());
      inputRef.current?.select();
    }
  }

  return (
    <section className="section portal-access" aria-busy={checking}>
      <title>{`${copy.title} | Market State Detector`}</title>
      <div className="container container-narrow">
        <div className="card portal-access-card">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1>{copy.title}</h1>
          <p className="muted">{copy.intro}</p>
          {notice ? <p className="notice notice-warning small">{notice}</p> : null}
          {checking ? (
            <p className="muted small portal-access-opening">Opening the portal…</p>
          ) : (
            <>
              {device && onUnlockDevice ? (
                <DeviceUnlock
                  device={device}
                  waitSeconds={waitSeconds}
                  onUnlock={async (secret) => {
                    const ok = await onUnlockDevice(secret);
                    // The wait is counted from now (as after a wrong owner passphrase).
                    if (!ok) setNow(Date.now());
                    return ok;
                  }}
                />
              ) : onEnrol ? (
                <DeviceEnrol onEnrol={onEnrol} />
              ) : null}
              {/* The organisation passphrase: the owner's recovery path, and devices not set up yet. */}
              <details className="owner-access" open={!device}>
                <summary>
                  {device
                    ? 'Unlock with the organisation passphrase instead (owner)'
                    : 'Or unlock with the organisation passphrase (owner)'}
                </summary>
                <form
                  className="form"
                  onSubmit={(event) => void handleSubmit(event)}
                  aria-busy={working}
                >
                  <SecretField
                    ref={inputRef}
                    id={`${id}-password`}
                    label={copy.label}
                    name="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    aria-invalid={wrong}
                    aria-describedby={wrong ? `${id}-error` : undefined}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <button
                    type="submit"
                    className="btn btn-primary"
                    disabled={working || waitSeconds > 0 || password.length === 0}
                  >
                    {working
                      ? 'Unlocking…'
                      : waitSeconds > 0
                        ? `Try again in ${waitSeconds} s`
                        : copy.submit}
                  </button>
                  <div role="status" aria-live="polite" className="portal-access-status">
                    {working ? (
                      <span className="portal-progress">
                        <span className="portal-progress-bar" aria-hidden="true" />
                        Checking the password and decrypting the portal on this device…
                      </span>
                    ) : null}
                  </div>
                  {wrong ? (
                    <p id={`${id}-error`} className="access-error" role="alert">
                      {copy.wrong}
                    </p>
                  ) : null}
                </form>
              </details>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
