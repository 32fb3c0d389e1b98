/**
 * The portal session as a service, apart from any UI: it restores the stored key, unlocks with a
 * password (one PBKDF2 run gives the vault key and the team-sync credential), counts wrong
 * passwords, locks (the button, another tab, the expiry timer) and tells its subscribers.
 * PortalGate reads it through useSyncExternalStore and only draws. One instance per page, so the
 * expiry timer keeps running while the visitor reads a public page.
 */
import { getDatabase, type MsdDatabase } from '@/lib/db';
import { clearCredentialRefusal } from '@/lib/outbox/sync-credential-store';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import { VaultDecryptError, type VaultHeader } from '@/shared/vault-crypto';
import type { UnlockKeys } from '@/shared/sync-credential';
import type { Vault } from '@/shared/vault-schema';
import { INITIAL_THROTTLE, recordFailure, type ThrottleState } from './attempt-throttle';
import {
  announceLocked,
  clearSession,
  isSessionUsable,
  loadSession,
  loadThrottle,
  onLockedElsewhere,
  purgeExpiredSession,
  saveSession,
  saveThrottle,
  SESSION_MS,
} from './session';
import { deriveUnlockKeysFor, fetchVaultHeader, openVault } from './vault-client';

export const ENDED_NOTICE = 'Your portal session ended. Enter the password to continue.';
// A new vault salt means a new password (the build keeps the salt while the password is the same).
export const PASSWORD_CHANGED_NOTICE =
  'The portal password changed. Enter the new password to continue.';

// setTimeout holds at most 2^31-1 ms (24.8 days); a longer session re-arms when that fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

export type PortalSessionState =
  /** Looking for a stored session (also the prerendered frame). */
  | { status: 'checking'; lockedUntil: number }
  | { status: 'locked'; notice: string | null; lockedUntil: number }
  | { status: 'unlocked'; vault: Vault; key: CryptoKey; expiresAt: number; lockedUntil: number };

export interface PortalSessionDeps {
  db: () => MsdDatabase;
  now: () => number;
  sessionMs: number;
  fetchHeader: () => Promise<VaultHeader>;
  deriveKeys: (header: VaultHeader, password: string) => Promise<UnlockKeys>;
  /** Decrypts and validates the vault; a wrong key throws VaultDecryptError. */
  openVault: (header: VaultHeader, key: CryptoKey) => Promise<Vault>;
  /** After a typed password opened the vault (the outbox's turn: its credential is new). */
  afterUnlock: () => Promise<void>;
  announceLocked: () => void;
  onLockedElsewhere: (onLocked: () => void) => () => void;
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

  constructor(private readonly deps: PortalSessionDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PortalSessionState => this.state;

  /**
   * Called whenever the portal opens: unless already unlocked, looks for a stored session again
   * (another tab may have unlocked meanwhile) and reads the wrong-password wait.
   */
  start(): Promise<void> {
    // Lock portal in another tab (or its expiry there) locks this one too.
    this.stopListening ??= this.deps.onLockedElsewhere(() => {
      if (this.state.status === 'locked') return;
      this.cancelExpiry();
      this.set(this.locked(null));
    });
    if (this.state.status === 'unlocked') return Promise.resolve();
    this.restoring ??= this.restore().finally(() => {
      this.restoring = null;
    });
    return this.restoring;
  }

  /** True when the password opened the vault; false when it was wrong, early or failed (see notice). */
  async unlock(password: string): Promise<boolean> {
    const db = this.deps.db();
    if (this.deps.now() < this.throttle.lockedUntil) return false;
    try {
      const header = this.header ?? (await this.deps.fetchHeader());
      this.header = header;
      const { vaultKey: key, syncCredential } = await this.deps.deriveKeys(header, password);
      const vault = await this.deps.openVault(header, key);
      const now = this.deps.now();
      const expiresAt = now + this.deps.sessionMs;
      // The credential is stored with the key, so Lock portal and the expiry delete both.
      await saveSession(db, { key, salt: header.kdf.salt, expiresAt, syncCredential }, now);
      await this.deps.afterUnlock();
      this.throttle = INITIAL_THROTTLE;
      await saveThrottle(db, INITIAL_THROTTLE, now);
      this.begin(key, vault, expiresAt);
      return true;
    } catch (error) {
      if (!(error instanceof VaultDecryptError)) {
        this.set(this.locked(error instanceof Error ? error.message : String(error)));
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

  /** Ends the session now: forgets the key on this device and locks every open tab. */
  async lock(): Promise<void> {
    this.cancelExpiry();
    await clearSession(this.deps.db());
    this.deps.announceLocked();
    this.set(this.locked(null));
  }

  /** Stops the timer and the other-tab listener (tests; a page never needs to). */
  dispose(): void {
    this.cancelExpiry();
    this.stopListening?.();
    this.stopListening = null;
    this.listeners.clear();
  }

  private async restore(): Promise<void> {
    const db = this.deps.db();
    this.set({ status: 'checking', lockedUntil: this.throttle.lockedUntil });
    try {
      this.throttle = await loadThrottle(db);
      // Offline too: the header and the vault come from this device's portal pack.
      const [header, stored] = await Promise.all([this.deps.fetchHeader(), loadSession(db)]);
      this.header = header;
      if (!stored || !isSessionUsable(stored, header.kdf.salt, this.deps.now())) {
        if (stored) await clearSession(db);
        const notice = !stored
          ? null
          : stored.salt !== header.kdf.salt
            ? PASSWORD_CHANGED_NOTICE
            : ENDED_NOTICE;
        this.set(this.locked(notice));
        return;
      }
      const vault = await this.deps.openVault(header, stored.key).catch(async (error: unknown) => {
        // Same salt but the key no longer opens the vault: the password changed. Forget the key.
        if (error instanceof VaultDecryptError) await clearSession(db);
        throw error;
      });
      this.begin(stored.key, vault, stored.expiresAt);
    } catch (error) {
      console.warn('Portal session could not be restored', error);
      const notice =
        error instanceof VaultDecryptError
          ? PASSWORD_CHANGED_NOTICE
          : error instanceof Error
            ? error.message
            : null;
      this.set(this.locked(notice));
    }
  }

  private begin(key: CryptoKey, vault: Vault, expiresAt: number): void {
    this.set({ status: 'unlocked', vault, key, expiresAt, lockedUntil: 0 });
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
    return { status: 'locked', notice, lockedUntil: this.throttle.lockedUntil };
  }

  private set(next: PortalSessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

let pageSession: PortalSession | undefined;

/** This page's portal session, wired to IndexedDB, the vault files and the outbox. */
export function portalSession(): PortalSession {
  pageSession ??= new PortalSession({
    db: getDatabase,
    // Read at each call: a page clock that replaces Date (tests, devtools) is followed.
    now: () => Date.now(),
    sessionMs: SESSION_MS,
    fetchHeader: fetchVaultHeader,
    deriveKeys: deriveUnlockKeysFor,
    openVault,
    afterUnlock: async () => {
      // The rep typed the password: a credential refused before gets one more try, and the
      // events that waited for it go now (unlock is one of the outbox's triggers).
      await clearCredentialRefusal(getDatabase());
      void requestOutboxFlush();
    },
    announceLocked,
    onLockedElsewhere,
  });
  return pageSession;
}
