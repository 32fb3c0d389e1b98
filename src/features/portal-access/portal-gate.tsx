import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { usePublishedCatalogue } from '@/features/library-feed';
import { VaultContext, type VaultSession } from '@/lib/vault-context';
import type { CollateralFile, CollateralPart } from '@/shared/vault-schema';
import { AccessScreen, type AccessVariant } from './access-screen';
import type { DeviceSecret } from './device-keyring';
import { portalSession, type PortalSessionState } from './portal-session';
import { decryptCollateralFile } from './vault-client';

const CHECKING: PortalSessionState = { status: 'checking', lockedUntil: 0 };

interface PortalGateProps {
  variant: AccessVariant;
  onUnlocked?: () => void;
  /** Rendered around the access screen while locked (the portal frame without navigation). */
  lockedFrame: (screen: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * Everything under /internal and /employee-onboarding renders inside this gate: the access screen
 * while the portal session (portal-session.ts) is locked, else the pages with the decrypted vault.
 */
export function PortalGate({ variant, onUnlocked, lockedFrame, children }: PortalGateProps) {
  const session = portalSession();
  // Prerendered and hydrated as "checking": the stored session is looked for after hydration.
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, () => CHECKING);

  useEffect(() => {
    void session.start();
  }, [session]);

  const submit = useCallback(
    async (password: string) => {
      const ok = await session.unlock(password);
      if (ok) onUnlocked?.();
      return ok;
    },
    [session, onUnlocked],
  );
  const unlockDevice = useCallback(
    async (secret: DeviceSecret) => {
      const ok = await session.unlockDevice(secret);
      if (ok) onUnlocked?.();
      return ok;
    },
    [session, onUnlocked],
  );
  const enrol = useCallback(
    async (secret: DeviceSecret) => {
      const outcome = await session.enrol(secret);
      if (outcome.ok && session.getSnapshot().status === 'unlocked') onUnlocked?.();
      return outcome;
    },
    [session, onUnlocked],
  );

  // What managers published since the build, laid over its catalogue (issue 26).
  const published = usePublishedCatalogue(
    state.status === 'unlocked' ? { builtIn: state.vault.library, key: state.key } : null,
  );

  const value = useMemo<VaultSession | null>(() => {
    if (state.status !== 'unlocked') return null;
    const { vault, expiresAt, offlineUntil, key, epoch } = state;
    return {
      vault: published ? { ...vault, library: published } : vault,
      contentKey: { key, epoch },
      expiresAt,
      offlineUntil,
      openFile: (file: CollateralFile, part?: CollateralPart) => decryptCollateralFile(file, part),
      lock: () => session.lock(),
    };
  }, [state, session, published]);

  if (!value) {
    // One element for both states, so the heading painted while checking (and prerendered) stays put.
    const checking = state.status === 'checking';
    const notice = state.status === 'locked' ? state.notice : null;
    return lockedFrame(
      <AccessScreen
        variant={variant}
        onSubmit={submit}
        lockedUntil={state.lockedUntil}
        notice={notice}
        checking={checking}
        device={state.status === 'locked' ? state.device : null}
        onUnlockDevice={unlockDevice}
        onEnrol={enrol}
      />,
    );
  }
  return <VaultContext.Provider value={value}>{children}</VaultContext.Provider>;
}
