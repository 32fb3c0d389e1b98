import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';
import { VaultDecryptError, type VaultHeader } from '@/shared/vault-crypto';
import type { Vault } from '@/shared/vault-schema';
import {
  ENDED_NOTICE,
  PASSWORD_CHANGED_NOTICE,
  PortalSession,
  type PortalSessionDeps,
} from './portal-session';

const HOUR = 60 * 60 * 1000;
const SESSION_MS = 10 * HOUR;
const START = Date.UTC(2026, 10, 25, 9, 0, 0);
const VAULT = { pages: 'the decrypted vault' } as unknown as Vault;
const header = (salt: string) =>
  ({
    format: 'msd-vault',
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1, salt },
  }) as VaultHeader;

let rightKey: CryptoKey;
let wrongKey: CryptoKey;
beforeAll(async () => {
  // A key read back from IndexedDB is a copy, so the fakes tell the keys apart by their usages.
  const generate = (usages: KeyUsage[]) =>
    crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, usages);
  [rightKey, wrongKey] = await Promise.all([
    generate(['encrypt', 'decrypt']),
    generate(['encrypt']),
  ]);
});

let db: MsdDatabase;
let n = 0;
let sessions: PortalSession[] = [];
let lockedElsewhere: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
  n += 1;
  db = openDatabase(`portal-session-test-${n}`);
  lockedElsewhere = [];
});

afterEach(async () => {
  for (const session of sessions) session.dispose();
  sessions = [];
  vi.useRealTimers();
  await db.delete();
});

function deps(overrides: Partial<PortalSessionDeps> = {}) {
  const fakes = {
    db: () => db,
    now: () => Date.now(),
    sessionMs: SESSION_MS,
    fetchHeader: vi.fn(async () => header('salt-A')),
    deriveKeys: vi.fn(async (_header: VaultHeader, password: string) => ({
      vaultKey: password === 'right' ? rightKey : wrongKey,
      syncCredential: `credential-for-${password}`,
    })),
    openVault: vi.fn(async (_header: VaultHeader, key: CryptoKey) => {
      if (!key.usages.includes('decrypt')) throw new VaultDecryptError();
      return VAULT;
    }),
    afterUnlock: vi.fn(async () => undefined),
    announceLocked: vi.fn(),
    onLockedElsewhere: (onLocked: () => void) => {
      lockedElsewhere.push(onLocked);
      return () => undefined;
    },
    ...overrides,
  };
  return fakes;
}

function service(fakes = deps()) {
  const session = new PortalSession(fakes);
  sessions.push(session);
  return session;
}

const storedSession = () => db.flags.get(FLAG_KEYS.portalSession);
const storedThrottle = () => db.flags.get(FLAG_KEYS.portalThrottle);

describe('unlock', () => {
  it('opens the vault, stores the key with the sync credential, and hands over to the outbox', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(session.getSnapshot()).toEqual({ status: 'locked', notice: null, lockedUntil: 0 });
    const seen = vi.fn();
    session.subscribe(seen);

    expect(await session.unlock('right')).toBe(true);
    expect(session.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: rightKey,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
    });
    expect(seen).toHaveBeenCalled();
    const record = await storedSession();
    expect(record?.expiresAt).toBe(START + SESSION_MS);
    expect(record?.value).toEqual({
      key: rightKey,
      salt: 'salt-A',
      expiresAt: START + SESSION_MS,
      syncCredential: 'credential-for-right',
    });
    expect(fakes.afterUnlock).toHaveBeenCalledTimes(1);
    expect(fakes.deriveKeys).toHaveBeenCalledTimes(1);
  });

  it('a wrong password stores nothing, and each failure after the first waits longer', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.start();

    expect(await session.unlock('wrong-1')).toBe(false);
    expect(session.getSnapshot()).toEqual({ status: 'locked', notice: null, lockedUntil: START });
    expect(await storedSession()).toBeUndefined();
    expect(fakes.afterUnlock).not.toHaveBeenCalled();

    expect(await session.unlock('wrong-2')).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ status: 'locked', lockedUntil: START + 1000 });
    expect((await storedThrottle())?.value).toEqual({ failures: 2, lockedUntil: START + 1000 });

    // Inside the wait even the right password is not tried.
    await vi.advanceTimersByTimeAsync(999);
    expect(await session.unlock('right')).toBe(false);
    expect(fakes.deriveKeys).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1);
    expect(await session.unlock('wrong-3')).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ lockedUntil: START + 1000 + 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await session.unlock('right')).toBe(true);
    // Success forgets the failures.
    expect(await storedThrottle()).toBeUndefined();
    expect(session.getSnapshot()).toMatchObject({ status: 'unlocked', lockedUntil: 0 });
  });

  it('the wait survives a reload: a new page reads it from IndexedDB', async () => {
    const first = service();
    await first.start();
    await first.unlock('a');
    await first.unlock('b');
    await vi.advanceTimersByTimeAsync(1000);
    await first.unlock('c');
    const reloaded = service();
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'locked',
      notice: null,
      lockedUntil: START + 1000 + 2000,
    });
  });

  it('a failure that is not a wrong password shows its message and does not count', async () => {
    const session = service(
      deps({
        fetchHeader: vi.fn(async () =>
          Promise.reject(new Error('The portal content could not be loaded (HTTP 503).')),
        ),
      }),
    );
    await session.start();
    expect(session.getSnapshot()).toEqual({
      status: 'locked',
      notice: 'The portal content could not be loaded (HTTP 503).',
      lockedUntil: 0,
    });
    expect(await session.unlock('right')).toBe(false);
    expect(session.getSnapshot()).toEqual({
      status: 'locked',
      notice: 'The portal content could not be loaded (HTTP 503).',
      lockedUntil: 0,
    });
    expect(await storedThrottle()).toBeUndefined();
  });
});

describe('restore', () => {
  it('a stored session opens the portal without the password (a reload, or a deploy that kept the salt)', async () => {
    await service().unlock('right');
    const fakes = deps();
    const reloaded = service(fakes);
    expect(reloaded.getSnapshot()).toEqual({ status: 'checking', lockedUntil: 0 });
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: rightKey,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
    });
    expect(fakes.deriveKeys).not.toHaveBeenCalled();
  });

  it('a new salt (the password changed) ends the stored session and says so', async () => {
    await service().unlock('right');
    const reloaded = service(deps({ fetchHeader: vi.fn(async () => header('salt-B')) }));
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'locked',
      notice: PASSWORD_CHANGED_NOTICE,
      lockedUntil: 0,
    });
    expect(await storedSession()).toBeUndefined();
  });

  it('a key that no longer opens the vault under the same salt is forgotten', async () => {
    await service().unlock('right');
    const reloaded = service(
      deps({ openVault: vi.fn(async () => Promise.reject(new VaultDecryptError())) }),
    );
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'locked',
      notice: PASSWORD_CHANGED_NOTICE,
      lockedUntil: 0,
    });
    expect(await storedSession()).toBeUndefined();
  });

  it('an expired stored session is deleted and the notice says the session ended', async () => {
    await service().unlock('right');
    vi.setSystemTime(START + SESSION_MS);
    const reloaded = service();
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'locked',
      notice: ENDED_NOTICE,
      lockedUntil: 0,
    });
    expect(await storedSession()).toBeUndefined();
  });
});

describe('expiry and lock', () => {
  it('the timer deletes the key at the expiry, not before, and locks every tab', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.unlock('right');
    await vi.advanceTimersByTimeAsync(SESSION_MS - 1);
    expect(session.getSnapshot().status).toBe('unlocked');
    expect(await storedSession()).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() =>
      expect(session.getSnapshot()).toEqual({
        status: 'locked',
        notice: ENDED_NOTICE,
        lockedUntil: 0,
      }),
    );
    expect(await storedSession()).toBeUndefined();
    expect(fakes.announceLocked).toHaveBeenCalledTimes(1);
  });

  it('a session longer than a timer can wait re-arms instead of ending early', async () => {
    const session = service(deps({ sessionMs: 30 * 24 * HOUR }));
    await session.unlock('right');
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(session.getSnapshot().status).toBe('unlocked');
    await vi.advanceTimersByTimeAsync(30 * 24 * HOUR - (2 ** 31 - 1));
    await vi.waitFor(() =>
      expect(session.getSnapshot()).toMatchObject({ status: 'locked', notice: ENDED_NOTICE }),
    );
  });

  it('Lock portal forgets the key, tells the other tabs, and stops the timer', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.unlock('right');
    await session.lock();
    expect(session.getSnapshot()).toEqual({ status: 'locked', notice: null, lockedUntil: 0 });
    expect(await storedSession()).toBeUndefined();
    expect(fakes.announceLocked).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_MS);
    expect(session.getSnapshot()).toEqual({ status: 'locked', notice: null, lockedUntil: 0 });
    expect(fakes.announceLocked).toHaveBeenCalledTimes(1);
  });

  it('Lock portal in another tab locks this one', async () => {
    const session = service();
    await session.start();
    await session.unlock('right');
    expect(lockedElsewhere).toHaveLength(1);
    lockedElsewhere[0]!();
    expect(session.getSnapshot()).toEqual({ status: 'locked', notice: null, lockedUntil: 0 });
    // Its expiry timer is gone with it.
    await vi.advanceTimersByTimeAsync(SESSION_MS);
    expect(session.getSnapshot()).toEqual({ status: 'locked', notice: null, lockedUntil: 0 });
  });

  it('opening the portal again while unlocked keeps the session as it is', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.unlock('right');
    const unlocked = session.getSnapshot();
    await session.start();
    expect(session.getSnapshot()).toBe(unlocked);
    expect(fakes.fetchHeader).toHaveBeenCalledTimes(1);
  });
});
