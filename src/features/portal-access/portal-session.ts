/**
 * The portal session as a service, apart from any UI: it restores the stored key, unlocks with the
 * person's own device key (passkey PRF or passphrase, decision 0025) or with the owner passphrase
 * (one PBKDF2 run gives the owner key and the team-sync credential), enrols this device, checks
 * in with the Worker, counts wrong passphrases, locks (the button, another tab, the expiry timer,
 * a wipe) and tells its subscribers. PortalGate reads it through useSyncExternalStore and only
 * draws. One instance per page, so the expiry timer keeps running while the visitor reads a
 * public page.
 */
import { getDatabase, type MsdDatabase } from '@/lib/db';
import { clearDeviceWiped, markDeviceWiped } from '@/lib/device-wipe-signal';
import { clearCredentialRefusal } from '@/lib/outbox/sync-credential-store';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import { KeyOpenError } from '@/shared/device-keys';
import { VaultDecryptError, type VaultHeader } from '@/shared/vault-crypto';
import type { Vault } from '@/shared/vault-schema';
import { INITIAL_THROTTLE, recordFailure, type ThrottleState } from './attempt-throttle';
import { checkIn, registerPeriodicCheckIn, type CheckInResult } from './device-check-in';
import {
  enrolDevice,
  openDevice,
  PasskeyCancelledError,
  reopenDevice,
  type DeviceSecret,
  type EnrolOutcome,
  type OpenedDevice,
} from './device-keyring';
import { loadDevice, wasWiped, type DeviceRecord } from './device-record';
import {
  announceLocked,
  clearSession,
  isSessionUsable,
  loadLockReason,
  loadSession,
  loadThrottle,
  onLockedElsewhere,
  purgeExpiredSession,
  saveSession,
  saveThrottle,
  SESSION_MS,
  type LockReason,
  type PortalSession as StoredSession,
} from './session';
import { fetchVaultHeader, openVault, ownerUnlock, type OwnerUnlock } from './vault-client';

export const ENDED_NOTICE = 'Your portal session ended. Unlock to continue.';
/** A new key epoch that this session cannot follow (the owner passphrase path after a rotation). */
export const KEY_CHANGED_NOTICE =
  'The portal key changed. Enter the organisation passphrase again, or unlock with your own key.';
export const WIPED_NOTICE =
  'Your access to the portal was removed, and this device has forgotten the portal. Ask an admin if you think this is a mistake.';
export const GRACE_ENDED_NOTICE =
  'This device has been offline for too long to unlock the portal. Connect to the internet once, then unlock again.';
export const NEW_KEY_NOTICE =
  'The portal has a new key that this device has not received yet. Connect to the internet once, then unlock again.';
export const WRONG_SECRET = 'Incorrect passphrase.';
const LOCK_REASON_NOTICES: Record<LockReason, string> = {
  'key-changed': KEY_CHANGED_NOTICE,
  'new-key': NEW_KEY_NOTICE,
};

// setTimeout holds at most 2^31-1 ms (24.8 days); a longer session re-arms when that fires.
const MAX_TIMER_MS = 2 ** 31 - 1;
/** While a portal page is open, an enrolled device checks in this often (and on `online`). */
export const CHECK_IN_EVERY_MS = 15 * 60 * 1000;

/** What the access screen needs to know about this device's own key. */
export interface DeviceSummary {
  method: DeviceRecord['method'];
  /** Epoch ms after which this device does not unlock offline (the grace period). */
  offlineUntil: number;
}

export type PortalSessionState =
  /** Looking for a stored session (also the prerendered frame). */
  | { status: 'checking'; lockedUntil: number }
  | {
      status: 'locked';
      notice: string | null;
      lockedUntil: number;
      device: DeviceSummary | null;
      /** The Worker told this device its access was removed; it has forgotten the portal. */
      wiped: boolean;
    }
  | {
      status: 'unlocked';
      vault: Vault;
      key: CryptoKey;
      /** The key epoch of `key` (the library studio seals entries under it). */
      epoch: number;
      expiresAt: number;
      lockedUntil: number;
      /** Enrolled devices: when offline unlocking stops without a check-in. */
      offlineUntil: number | null;
    };

export interface PortalSessionDeps {
  db: () => MsdDatabase;
  now: () => number;
  sessionMs: number;
  fetchHeader: () => Promise<VaultHeader>;
  /** The owner passphrase: the content key and sync credential; a wrong one throws VaultDecryptError. */
  ownerUnlock: (header: VaultHeader, password: string) => Promise<OwnerUnlock>;
  /** Decrypts and validates the vault; a wrong key throws VaultDecryptError. */
  openVault: (header: VaultHeader, key: CryptoKey) => Promise<Vault>;
  loadDevice: () => Promise<DeviceRecord | undefined>;
  wasWiped: () => Promise<boolean>;
  checkIn: () => Promise<CheckInResult>;
  openDevice: (device: DeviceRecord, secret: DeviceSecret) => Promise<OpenedDevice>;
  reopenDevice: (device: DeviceRecord, privateKey: CryptoKey) => Promise<OpenedDevice>;
  enrol: (secret: DeviceSecret) => Promise<EnrolOutcome>;
  /** After an unlock (the outbox's turn: its credential is new). */
  afterUnlock: () => Promise<void>;
  announceLocked: () => void;
  onLockedElsewhere: (onLocked: (wiped: boolean) => void) => () => void;
  /** Online and offline events and a timer, for the periodic check-in; returns the unsubscribe. */
  onCheckInDue: (checkInNow: () => void) => () => void;
}

export class PortalSession {
  private state: PortalSessionState = { status: 'checking', lockedUntil: 0 };
  private readonly listeners = new Set<() => void>();
  private header: VaultHeader | null = null;
  // Failed attempts live in IndexedDB (a reload must not reset the wait); this is their copy.
  private throttle: ThrottleState = INITIAL_THROTTLE;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private restoring: Promise<void> | null = null;
  private stopListening: (() => void) | null = null;
  private stopCheckIns: (() => void) | null = null;
  private device: DeviceSummary | null = null;
  private wiped = false;

  constructor(private readonly deps: PortalSessionDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PortalSessionState => this.state;

  /**
   * Called whenever the portal opens: unless already unlocked, looks for a stored session again
   * (another tab may have unlocked meanwhile) and reads the wrong-passphrase wait.
   */
  start(): Promise<void> {
    // Lock portal (or a wipe) in another tab locks this one too.
    this.stopListening ??= this.deps.onLockedElsewhere((wiped) => {
      if (wiped) this.markWiped();
      if (this.state.status === 'locked' && !wiped) return;
      this.cancelExpiry();
      this.set(this.locked(wiped ? WIPED_NOTICE : null));
    });
    this.stopCheckIns ??= this.deps.onCheckInDue(() => void this.checkInNow());
    if (this.state.status === 'unlocked') return Promise.resolve();
    this.restoring ??= this.restore().finally(() => {
      this.restoring = null;
      // Opening the portal is a contact: a removed device forgets everything now, an active one
      // renews its grace period (no-op offline or when not enrolled).
      if (this.device) void this.checkInNow();
    });
    return this.restoring;
  }

  /** The owner passphrase (recovery path): true when it opened the vault. */
  async unlock(password: string): Promise<boolean> {
    if (this.deps.now() < this.throttle.lockedUntil) return false;
    return this.attempt(async () => {
      const header = await this.currentHeader();
      const { contentKey, syncCredential } = await this.deps.ownerUnlock(header, password);
      const vault = await this.deps.openVault(header, contentKey);
      await this.open(vault, { key: contentKey, epoch: header.epoch, syncCredential }, null);
    });
  }

  /** The person's own key on an enrolled device: true when it opened the vault. */
  async unlockDevice(secret: DeviceSecret): Promise<boolean> {
    if (secret.kind === 'passphrase' && this.deps.now() < this.throttle.lockedUntil) return false;
    return this.attempt(async () => {
      // Online first: a removed device forgets everything before it asks for a passkey touch;
      // an active one renews its grace period and picks up a new epoch's key.
      if ((await this.deps.checkIn()).kind === 'wiped') return this.showWiped();
      const device = await this.deps.loadDevice();
      if (!device) return this.set(this.locked(null));
      this.device = summary(device);
      const header = await this.currentHeader();
      if (this.deps.now() > device.sealed.offlineUntil)
        return this.set(this.locked(GRACE_ENDED_NOTICE));
      if (device.sealed.epoch !== header.epoch) return this.set(this.locked(NEW_KEY_NOTICE));
      const opened = await this.deps.openDevice(device, secret);
      const vault = await this.deps.openVault(header, opened.contentKey);
      await this.open(vault, storedFor(opened), device.sealed.offlineUntil);
    });
  }

  /** Enrols this device (online, signed in) and opens the portal with its new key. */
  async enrol(secret: DeviceSecret): Promise<EnrolOutcome> {
    const outcome = await this.deps.enrol(secret);
    if (!outcome.ok) return outcome;
    this.wiped = false;
    clearDeviceWiped();
    this.device = summary(outcome.device);
    await this.attempt(async () => {
      const header = await this.currentHeader();
      if (outcome.opened.epoch !== header.epoch) return this.set(this.locked(NEW_KEY_NOTICE));
      const vault = await this.deps.openVault(header, outcome.opened.contentKey);
      await this.open(vault, storedFor(outcome.opened), outcome.device.sealed.offlineUntil);
    });
    return outcome;
  }

  /** Ends the session now: forgets the key on this device and locks every open tab. */
  async lock(): Promise<void> {
    this.cancelExpiry();
    await clearSession(this.deps.db());
    this.deps.announceLocked();
    this.set(this.locked(null));
  }

  /** Asks the Worker whether this device may still unlock (no-op when not enrolled or offline). */
  async checkInNow(): Promise<CheckInResult> {
    const result = await this.deps.checkIn().catch((): CheckInResult => ({ kind: 'unreachable' }));
    if (result.kind === 'wiped') this.showWiped();
    else if (result.kind === 'active') {
      const device = await this.deps.loadDevice();
      if (device) this.device = summary(device);
      if (this.state.status === 'unlocked' && this.state.offlineUntil !== null)
        this.set({ ...this.state, offlineUntil: result.sealed.offlineUntil });
      else if (this.state.status === 'locked') this.set(this.locked(this.state.notice));
    }
    return result;
  }

  /** Stops the timers and the other-tab listener (tests; a page never needs to). */
  dispose(): void {
    this.cancelExpiry();
    this.stopListening?.();
    this.stopListening = null;
    this.stopCheckIns?.();
    this.stopCheckIns = null;
    this.listeners.clear();
  }

  /** Runs an unlock; a wrong passphrase counts toward the wait, anything else shows its message. */
  private async attempt(run: () => Promise<void>): Promise<boolean> {
    const db = this.deps.db();
    try {
      await run();
      return this.state.status === 'unlocked';
    } catch (error) {
      const wrongSecret = error instanceof VaultDecryptError || error instanceof KeyOpenError;
      if (!wrongSecret) {
        const message =
          error instanceof PasskeyCancelledError || error instanceof Error
            ? error.message
            : String(error);
        this.set(this.locked(message));
        return false;
      }
      const now = this.deps.now();
      // Another tab may have failed too: count from the stored attempts.
      this.throttle = recordFailure(await loadThrottle(db).catch(() => this.throttle), now);
      // The wait shows at once; writing it down can take a moment on a busy device.
      this.set(this.locked(this.state.status === 'locked' ? this.state.notice : null));
      await saveThrottle(db, this.throttle, now);
      return false;
    }
  }

  private async currentHeader(): Promise<VaultHeader> {
    this.header ??= await this.deps.fetchHeader();
    return this.header;
  }

  private async open(
    vault: Vault,
    stored: Omit<StoredSession, 'expiresAt'>,
    offlineUntil: number | null,
  ): Promise<void> {
    const db = this.deps.db();
    const now = this.deps.now();
    const expiresAt = now + this.deps.sessionMs;
    // The credential is stored with the key, so Lock portal and the expiry delete both.
    await saveSession(db, { ...stored, expiresAt }, now);
    await this.deps.afterUnlock();
    this.throttle = INITIAL_THROTTLE;
    await saveThrottle(db, INITIAL_THROTTLE, now);
    this.begin(stored.key, stored.epoch, vault, expiresAt, offlineUntil);
  }

  private async restore(): Promise<void> {
    const db = this.deps.db();
    this.set({ status: 'checking', lockedUntil: this.throttle.lockedUntil });
    try {
      const [throttle, device, wiped] = await Promise.all([
        loadThrottle(db),
        this.deps.loadDevice(),
        this.deps.wasWiped(),
      ]);
      this.throttle = throttle;
      this.device = device ? summary(device) : null;
      this.wiped = wiped && !device;
      // Offline too: the header and the vault come from this device's portal pack.
      const [header, stored] = await Promise.all([this.currentHeaderFresh(), loadSession(db)]);
      const now = this.deps.now();
      if (stored && stored.expiresAt <= now) {
        await clearSession(db);
        this.set(this.locked(ENDED_NOTICE));
        return;
      }
      if (!stored) {
        // No session: say why, if a new key epoch ended the last one and nothing unlocked since.
        const reason = this.wiped ? undefined : await loadLockReason(db);
        this.set(
          this.locked(this.wiped ? WIPED_NOTICE : reason ? LOCK_REASON_NOTICES[reason] : null),
        );
        return;
      }
      let session = stored;
      let current = device;
      if (!isSessionUsable(stored, header.epoch, now)) {
        // A rotation: an enrolled device opens the new epoch's sealed key with its own key,
        // checking in first when it has not received that key yet (no prompt either way).
        if (stored.device && current && current.sealed.epoch !== header.epoch) {
          if ((await this.deps.checkIn()).kind === 'wiped') return this.showWiped();
          current = await this.deps.loadDevice();
        }
        const next =
          stored.device && current?.sealed.epoch === header.epoch
            ? await this.deps.reopenDevice(current, stored.device.privateKey).catch(() => null)
            : null;
        if (!next) {
          const ended: LockReason = stored.device ? 'new-key' : 'key-changed';
          await clearSession(db, { reason: ended, now });
          this.set(this.locked(LOCK_REASON_NOTICES[ended]));
          return;
        }
        session = { ...storedFor(next), expiresAt: stored.expiresAt };
        await saveSession(db, session, now);
      }
      const vault = await this.deps.openVault(header, session.key).catch(async (error: unknown) => {
        // The right epoch but the key no longer opens the vault: forget the key.
        if (error instanceof VaultDecryptError)
          await clearSession(db, { reason: 'key-changed', now });
        throw error;
      });
      this.begin(
        session.key,
        session.epoch,
        vault,
        session.expiresAt,
        session.device ? (current?.sealed.offlineUntil ?? null) : null,
      );
    } catch (error) {
      console.warn('Portal session could not be restored', error);
      const notice =
        error instanceof VaultDecryptError
          ? KEY_CHANGED_NOTICE
          : error instanceof Error
            ? error.message
            : null;
      this.set(this.locked(notice));
    }
  }

  /** A restore reads the header again: the build (and its epoch) may have changed since. */
  private async currentHeaderFresh(): Promise<VaultHeader> {
    this.header = await this.deps.fetchHeader();
    return this.header;
  }

  private showWiped(): void {
    this.markWiped();
    this.cancelExpiry();
    this.set(this.locked(WIPED_NOTICE));
  }

  private markWiped(): void {
    // Another tab or the service worker wiped: this page's downloads stop too.
    markDeviceWiped();
    this.wiped = true;
    this.device = null;
  }

  private begin(
    key: CryptoKey,
    epoch: number,
    vault: Vault,
    expiresAt: number,
    offlineUntil: number | null,
  ): void {
    this.set({ status: 'unlocked', vault, key, epoch, expiresAt, lockedUntil: 0, offlineUntil });
    this.scheduleExpiry(expiresAt);
  }

  /** Deletes the key the moment the session expires, whichever page is open by then. */
  private scheduleExpiry(expiresAt: number): void {
    this.cancelExpiry();
    const delay = Math.max(0, Math.min(expiresAt - this.deps.now(), MAX_TIMER_MS));
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = undefined;
      if (this.deps.now() < expiresAt) return this.scheduleExpiry(expiresAt);
      void purgeExpiredSession(this.deps.db(), this.deps.now()).then((purged) => {
        if (purged) this.deps.announceLocked();
        this.set(this.locked(ENDED_NOTICE));
      });
    }, delay);
  }

  private cancelExpiry(): void {
    if (this.expiryTimer !== undefined) clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
  }

  private locked(notice: string | null): PortalSessionState {
    return {
      status: 'locked',
      notice,
      lockedUntil: this.throttle.lockedUntil,
      device: this.device,
      wiped: this.wiped,
    };
  }

  private set(next: PortalSessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function summary(device: DeviceRecord): DeviceSummary {
  return { method: device.method, offlineUntil: device.sealed.offlineUntil };
}

function storedFor(opened: OpenedDevice): Omit<StoredSession, 'expiresAt'> {
  return {
    key: opened.contentKey,
    epoch: opened.epoch,
    device: { id: opened.deviceId, privateKey: opened.privateKey, syncToken: opened.syncToken },
  };
}

/** Check in on `online`, when the tab shows again, and every CHECK_IN_EVERY_MS. */
function onCheckInDue(checkInNow: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const visible = () => {
    if (document.visibilityState === 'visible') checkInNow();
  };
  window.addEventListener('online', checkInNow);
  document.addEventListener('visibilitychange', visible);
  const timer = window.setInterval(checkInNow, CHECK_IN_EVERY_MS);
  return () => {
    window.removeEventListener('online', checkInNow);
    document.removeEventListener('visibilitychange', visible);
    window.clearInterval(timer);
  };
}

let pageSession: PortalSession | undefined;

/** This page's portal session, wired to IndexedDB, the vault files, the Worker and the outbox. */
export function portalSession(): PortalSession {
  pageSession ??= new PortalSession({
    db: getDatabase,
    // Read at each call: a page clock that replaces Date (tests, devtools) is followed.
    now: () => Date.now(),
    sessionMs: SESSION_MS,
    fetchHeader: fetchVaultHeader,
    ownerUnlock,
    openVault,
    loadDevice: () => loadDevice(getDatabase()),
    wasWiped: () => wasWiped(getDatabase()),
    checkIn: () =>
      checkIn({
        db: getDatabase(),
        fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(5_000) }),
        now: () => Date.now(),
      }),
    openDevice,
    reopenDevice,
    enrol: (secret) => enrolDevice(secret),
    afterUnlock: async () => {
      // A credential refused before gets one more try, and the events that waited for it go now
      // (unlock is one of the outbox's triggers).
      await clearCredentialRefusal(getDatabase());
      void requestOutboxFlush();
    },
    announceLocked,
    onLockedElsewhere,
    onCheckInDue,
  });
  // An enrolled device also checks in while the app is closed, where the browser offers that.
  void loadDevice(getDatabase())
    .then((device) => (device ? registerPeriodicCheckIn() : undefined))
    .catch(() => undefined);
  return pageSession;
}
