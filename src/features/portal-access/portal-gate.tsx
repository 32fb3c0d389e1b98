import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getDatabase } from '@/lib/db';
import { VaultContext, type VaultSession } from '@/lib/vault-context';
import { VaultDecryptError, type VaultHeader } from '@/shared/vault-crypto';
import type { CollateralFile, CollateralPart } from '@/shared/vault-schema';
import { AccessScreen, type AccessVariant } from './access-screen';
import { INITIAL_THROTTLE, recordFailure, type ThrottleState } from './attempt-throttle';
import {
  announceLocked,
  cancelExpiry,
  clearSession,
  isSessionUsable,
  loadSession,
  loadThrottle,
  onLockedElsewhere,
  saveSession,
  saveThrottle,
  scheduleExpiry,
  SESSION_MS,
} from './session';
import { decryptCollateralFile, deriveUnlockKeysFor, fetchVaultHeader, openVault } from './vault-client';
import { clearCredentialRefusal } from '@/lib/outbox/sync-credential-store';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';

type GateState =
  | { status: 'checking' }
  | { status: 'locked'; notice: string | null }
  | { status: 'unlocked'; session: VaultSession };

const ENDED_NOTICE = 'Your portal session ended. Enter the password to continue.';
// A new vault salt means a new password (the build keeps the salt while the password is the same).
const PASSWORD_CHANGED_NOTICE = 'The portal password changed. Enter the new password to continue.';

interface PortalGateProps {
  variant: AccessVariant;
  onUnlocked?: () => void;
  /** Rendered around the access screen while locked (the portal frame without navigation). */
  lockedFrame: (screen: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * Everything under /internal and /employee-onboarding renders inside this gate: it restores a
 * stored session, or shows the access screen, and provides the decrypted vault to the pages.
 */
export function PortalGate({ variant, onUnlocked, lockedFrame, children }: PortalGateProps) {
  const [state, setState] = useState<GateState>({ status: 'checking' });
  // Failed attempts live in IndexedDB (a reload must not reset the wait); this is their copy.
  const throttleRef = useRef<ThrottleState>(INITIAL_THROTTLE);
  const [lockedUntil, setLockedUntil] = useState(0);
  const headerRef = useRef<VaultHeader | null>(null);

  const lock = useCallback(async () => {
    cancelExpiry();
    await clearSession(getDatabase());
    announceLocked();
    setState({ status: 'locked', notice: null });
  }, []);

  const begin = useCallback(
    (key: CryptoKey, header: VaultHeader, vault: Awaited<ReturnType<typeof openVault>>, expiresAt: number) => {
      const openFile = (file: CollateralFile, part?: CollateralPart) => decryptCollateralFile(key, file, part);
      setState({ status: 'unlocked', session: { vault, openFile, lock, expiresAt } });
      headerRef.current = header;
      // The key is deleted the moment the session expires, whichever page is open by then.
      scheduleExpiry(getDatabase(), expiresAt, () => setState({ status: 'locked', notice: ENDED_NOTICE }));
    },
    [lock],
  );

  // Lock portal in another tab (or its expiry there) locks this one too.
  useEffect(() => onLockedElsewhere(() => setState((current) => (current.status === 'locked' ? current : { status: 'locked', notice: null }))), []);

  useEffect(() => {
    void loadThrottle(getDatabase()).then((stored) => {
      throttleRef.current = stored;
      setLockedUntil(stored.lockedUntil);
    });
  }, []);

  // Restore a stored session on load (also offline: header and vault come from the precache).
  useEffect(() => {
    let cancelled = false;
    // Every failure is caught inside and shown as the locked state.
    void (async () => {
      try {
        const db = getDatabase();
        const [header, stored] = await Promise.all([fetchVaultHeader(), loadSession(db)]);
        headerRef.current = header;
        const now = Date.now();
        if (!stored || !isSessionUsable(stored, header.kdf.salt, now)) {
          if (stored) await clearSession(db);
          const notice = stored && stored.salt !== header.kdf.salt ? PASSWORD_CHANGED_NOTICE : stored ? ENDED_NOTICE : null;
          if (!cancelled) setState({ status: 'locked', notice });
          return;
        }
        const vault = await openVault(header, stored.key).catch(async (error: unknown) => {
          // Same salt but the key no longer opens the vault: the password changed. Forget the key.
          if (error instanceof VaultDecryptError) await clearSession(db);
          throw error;
        });
        if (!cancelled) begin(stored.key, header, vault, stored.expiresAt);
      } catch (error) {
        console.warn('Portal session could not be restored', error);
        if (!cancelled) setState({ status: 'locked', notice: error instanceof VaultDecryptError ? PASSWORD_CHANGED_NOTICE : error instanceof Error ? error.message : null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [begin]);

  const submit = useCallback(
    async (password: string): Promise<boolean> => {
      try {
        const header = headerRef.current ?? (await fetchVaultHeader());
        headerRef.current = header;
        const { vaultKey: key, syncCredential } = await deriveUnlockKeysFor(header, password);
        const vault = await openVault(header, key);
        const now = Date.now();
        const session = { key, salt: header.kdf.salt, expiresAt: now + SESSION_MS, syncCredential };
        await saveSession(getDatabase(), session, now);
        // The rep typed the password: a credential refused before gets one more try, and the
        // events that waited for it go now (unlock is one of the outbox's triggers).
        await clearCredentialRefusal(getDatabase());
        void requestOutboxFlush();
        throttleRef.current = INITIAL_THROTTLE;
        await saveThrottle(getDatabase(), INITIAL_THROTTLE, now);
        begin(key, header, vault, session.expiresAt);
        onUnlocked?.();
        return true;
      } catch (error) {
        if (!(error instanceof VaultDecryptError)) {
          setState({ status: 'locked', notice: error instanceof Error ? error.message : String(error) });
          return false;
        }
        const now = Date.now();
        throttleRef.current = recordFailure(await loadThrottle(getDatabase()).catch(() => throttleRef.current), now);
        setLockedUntil(throttleRef.current.lockedUntil);
        await saveThrottle(getDatabase(), throttleRef.current, now);
        return false;
      }
    },
    [begin, onUnlocked],
  );

  const session = state.status === 'unlocked' ? state.session : null;
  const value = useMemo(() => session, [session]);

  if (state.status !== 'unlocked') {
    // One element for both states, so the heading painted while checking (and prerendered) stays put.
    const checking = state.status === 'checking';
    return lockedFrame(<AccessScreen variant={variant} onSubmit={submit} lockedUntil={lockedUntil} notice={checking ? null : state.notice} checking={checking} />);
  }
  return <VaultContext.Provider value={value}>{children}</VaultContext.Provider>;
}
