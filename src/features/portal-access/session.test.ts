import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';
import { INITIAL_THROTTLE, recordFailure } from './attempt-throttle';
import { clearSession, loadThrottle, purgeExpiredSession, saveThrottle } from './session';

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
  value: { salt: 's', expiresAt },
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
