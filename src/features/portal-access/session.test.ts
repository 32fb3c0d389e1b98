import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { FLAG_KEYS, PORTAL_SESSION_CHANNEL } from '@/shared/storage-keys';
import { INITIAL_THROTTLE, recordFailure } from './attempt-throttle';
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
  type PortalSession,
} from './session';

let db: MsdDatabase;
let n = 0;
beforeEach(() => {
  n += 1;
  db = openDatabase(`session-test-${n}`);
});
afterEach(async () => {
  await db.delete();
});

const session = (expiresAt: number) => ({
  key: FLAG_KEYS.portalSession,
  value: { epoch: 1, expiresAt },
  updatedAt: 0,
  expiresAt,
});

describe('wrong-password wait in IndexedDB', () => {
  it('survives a new page (a fresh read of the same database) and clears on success', async () => {
    const afterThree = recordFailure(
      recordFailure(recordFailure(INITIAL_THROTTLE, 1_000), 2_000),
      3_000,
    );
    expect(afterThree).toEqual({ failures: 3, lockedUntil: 5_000 });
    await saveThrottle(db, afterThree, 3_000);
    const reloaded = openDatabase(db.name);
    expect(await loadThrottle(reloaded)).toEqual({ failures: 3, lockedUntil: 5_000 });
    reloaded.close();
    await saveThrottle(db, INITIAL_THROTTLE, 4_000);
    expect(await db.flags.get(FLAG_KEYS.portalThrottle)).toBeUndefined();
    expect(await loadThrottle(db)).toEqual(INITIAL_THROTTLE);
  });

  it('reads a damaged record as no failures', async () => {
    await db.flags.put({ key: FLAG_KEYS.portalThrottle, value: { failures: 'x' }, updatedAt: 0 });
    expect(await loadThrottle(db)).toEqual(INITIAL_THROTTLE);
  });
});

describe('session expiry', () => {
  it('purges only an expired session', async () => {
    await db.flags.put(session(10_000));
    expect(await purgeExpiredSession(db, 9_999)).toBe(false);
    expect(await db.flags.get(FLAG_KEYS.portalSession)).toBeDefined();
    expect(await purgeExpiredSession(db, 10_000)).toBe(true);
    expect(await db.flags.get(FLAG_KEYS.portalSession)).toBeUndefined();
    expect(await purgeExpiredSession(db, 20_000)).toBe(false);
  });

  it('opens no write transaction while there is nothing to delete', async () => {
    const transaction = vi.spyOn(db, 'transaction');
    expect(await purgeExpiredSession(db, 5_000)).toBe(false);
    await db.flags.put(session(10_000));
    expect(await purgeExpiredSession(db, 9_999)).toBe(false);
    expect(transaction).not.toHaveBeenCalled();
    expect(await purgeExpiredSession(db, 10_000)).toBe(true);
    expect(transaction).toHaveBeenCalledTimes(1);
  });

  it('keeps a session stored between its read and its delete (an unlock in between)', async () => {
    await db.flags.put(session(10_000));
    await db.teamCache.put({ key: 'dashboard', value: {}, syncedAt: 1 });
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    const unlockFirst = async (...args: unknown[]) => {
      await db.flags.put(session(50_000));
      return transaction(...args);
    };
    vi.spyOn(db, 'transaction').mockImplementationOnce(
      unlockFirst as unknown as typeof db.transaction,
    );
    expect(await purgeExpiredSession(db, 20_000)).toBe(false);
    expect((await db.flags.get(FLAG_KEYS.portalSession))?.expiresAt).toBe(50_000);
    expect(await db.teamCache.count()).toBe(1);
  });

  it('takes the team data the session fetched with it, on expiry and on Lock portal, and only then', async () => {
    const cached = () => db.teamCache.toCollection().primaryKeys();
    await db.flags.put(session(10_000));
    await db.teamCache.bulkPut([
      { key: 'dashboard', value: {}, syncedAt: 1 },
      { key: 'own-data:ada@firm.com', value: {}, syncedAt: 1 },
    ]);
    expect(await purgeExpiredSession(db, 9_999)).toBe(false);
    expect(await cached()).toEqual(['dashboard', 'own-data:ada@firm.com']);
    expect(await purgeExpiredSession(db, 10_000)).toBe(true);
    expect(await cached()).toEqual([]);

    await db.flags.put(session(30_000));
    await db.teamCache.put({ key: 'dashboard', value: {}, syncedAt: 2 });
    await clearSession(db);
    expect(await db.flags.get(FLAG_KEYS.portalSession)).toBeUndefined();
    expect(await cached()).toEqual([]);
  });
});

describe('the stored session record', () => {
  let key: CryptoKey;
  beforeEach(async () => {
    key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['decrypt']);
  });

  it('saves with its expiry on the record and reads back with a usable key', async () => {
    const stored: PortalSession = { key, epoch: 3, expiresAt: 10_000, syncCredential: 'c' };
    await saveSession(db, stored, 1_000);
    expect(await db.flags.get(FLAG_KEYS.portalSession)).toMatchObject({
      updatedAt: 1_000,
      expiresAt: 10_000,
    });
    const read = await loadSession(db);
    expect(read).toMatchObject({ epoch: 3, expiresAt: 10_000, syncCredential: 'c' });
    expect(read?.key).toBeInstanceOf(CryptoKey);
  });

  it('reads a record from before key epochs (a salt, no epoch) or without a key as no session', async () => {
    const put = (value: unknown) =>
      db.flags.put({ key: FLAG_KEYS.portalSession, value, updatedAt: 0, expiresAt: 10_000 });
    await put({ key, salt: 'c2FsdA', expiresAt: 10_000 });
    expect(await loadSession(db)).toBeUndefined();
    await put({ key: 'not a key', epoch: 1, expiresAt: 10_000 });
    expect(await loadSession(db)).toBeUndefined();
    await put({ key, epoch: '1', expiresAt: 10_000 });
    expect(await loadSession(db)).toBeUndefined();
    await put({ key, epoch: 1 });
    expect(await loadSession(db)).toBeUndefined();
    await put(null);
    expect(await loadSession(db)).toBeUndefined();
    await put({ key, epoch: 1, expiresAt: 10_000 });
    expect(await loadSession(db)).toBeDefined();
  });

  it('is usable only in its own epoch and before its expiry', () => {
    const stored: PortalSession = { key, epoch: 2, expiresAt: 10_000 };
    expect(isSessionUsable(stored, 2, 9_999)).toBe(true);
    expect(isSessionUsable(stored, 2, 10_000)).toBe(false);
    expect(isSessionUsable(stored, 1, 9_999)).toBe(false);
    expect(isSessionUsable(stored, 3, 9_999)).toBe(false);
    expect(isSessionUsable(undefined, 2, 0)).toBe(false);
  });
});

describe('other tabs', () => {
  it('a lock and a wipe elsewhere reach this tab, with whether it was a wipe', async () => {
    const onLocked = vi.fn();
    const stop = onLockedElsewhere(onLocked);
    const sender = new BroadcastChannel(PORTAL_SESSION_CHANNEL);
    try {
      sender.postMessage({ type: 'other' });
      sender.postMessage(null);
      sender.postMessage({ type: 'locked' });
      sender.postMessage({ type: 'wiped' });
      await vi.waitFor(() => expect(onLocked).toHaveBeenCalledTimes(2));
      expect(onLocked.mock.calls).toEqual([[false], [true]]);
      announceLocked();
      await vi.waitFor(() => expect(onLocked).toHaveBeenCalledTimes(3));
      expect(onLocked).toHaveBeenLastCalledWith(false);
    } finally {
      stop();
      sender.close();
    }
  });
});
