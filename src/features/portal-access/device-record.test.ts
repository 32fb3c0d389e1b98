import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DeadLetter, type MsdDatabase, type OutboxEntry } from '@/lib/db';
import type { Lead } from '@/shared/lead';
import type { PortalEvent } from '@/shared/portal-events';
import { PORTAL_PACK_CACHE } from '@/shared/portal-pack';
import {
  DEVICE_FLAG_KEYS,
  FLAG_KEYS,
  PORTAL_SESSION_CHANNEL,
  TEAM_FLAG_KEYS,
} from '@/shared/storage-keys';
import { loadDevice, saveDevice, wasWiped, wipeDevice, type DeviceRecord } from './device-record';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const DEVICE_ID = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';

function deviceRecord(overrides: Partial<DeviceRecord> = {}): DeviceRecord {
  return {
    deviceId: DEVICE_ID,
    method: 'passphrase',
    salt: 'c2FsdHNhbHRzYWx0c2FsdA',
    iterations: 600_000,
    wrappedKey: { iv: 'd3JhcHBlZGl2', ciphertext: 'd3JhcHBlZC1rZXk' },
    sealed: {
      epoch: 2,
      offlineUntil: NOW + 14 * 86_400_000,
      ephemeralKey: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' },
      iv: 'c2VhbGVkaXY',
      ciphertext: 'c2VhbGVkLWtleQ',
    },
    checkInToken: 't'.repeat(43),
    enrolledAt: NOW - 86_400_000,
    lastContactAt: NOW - 3_600_000,
    ...overrides,
  };
}

let db: MsdDatabase;
let n = 0;
beforeEach(async () => {
  n += 1;
  db = openDatabase(`device-record-test-${n}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the stored enrolment', () => {
  it('reads back what was saved, stamped with the time', async () => {
    expect(await loadDevice(db)).toBeUndefined();
    const record = deviceRecord();
    await saveDevice(db, record, NOW);
    expect(await loadDevice(db)).toEqual(record);
    expect(await db.flags.get(DEVICE_FLAG_KEYS.device)).toEqual({
      key: DEVICE_FLAG_KEYS.device,
      value: record,
      updatedAt: NOW,
    });
  });

  it('a passkey record reads back too', async () => {
    const record = deviceRecord({
      method: 'passkey',
      credentialId: 'Y3JlZA',
      iterations: undefined,
    });
    await saveDevice(db, record, NOW);
    expect(await loadDevice(db)).toEqual(record);
  });

  const damaged: Record<string, unknown> = {
    'no value': null,
    'a string': 'device',
    'no device id': { ...deviceRecord(), deviceId: undefined },
    'a numeric device id': { ...deviceRecord(), deviceId: 7 },
    'an unknown method': { ...deviceRecord(), method: 'password' },
    'no method': { ...deviceRecord(), method: undefined },
    'a numeric salt': { ...deviceRecord(), salt: 16 },
    'no wrapped key': { ...deviceRecord(), wrappedKey: undefined },
    'a wrapped key without iv': { ...deviceRecord(), wrappedKey: { ciphertext: 'x' } },
    'no sealed key': { ...deviceRecord(), sealed: undefined },
    'a sealed key without epoch': {
      ...deviceRecord(),
      sealed: { ...deviceRecord().sealed, epoch: '2' },
    },
    'a sealed key without grace end': {
      ...deviceRecord(),
      sealed: { ...deviceRecord().sealed, offlineUntil: undefined },
    },
    'no check-in token': { ...deviceRecord(), checkInToken: undefined },
  };
  for (const [name, value] of Object.entries(damaged))
    it(`reads ${name} as no enrolment`, async () => {
      await db.flags.put({ key: DEVICE_FLAG_KEYS.device, value, updatedAt: NOW });
      expect(await loadDevice(db)).toBeUndefined();
    });

  it('wasWiped is true only while the wiped flag is stored', async () => {
    expect(await wasWiped(db)).toBe(false);
    await db.flags.put({ key: DEVICE_FLAG_KEYS.wiped, value: { at: NOW }, updatedAt: NOW });
    expect(await wasWiped(db)).toBe(true);
  });
});

const lead = (id: string): Lead =>
  ({ id, email: `${id}@firm.com`, name: 'Grace Hopper' }) as unknown as Lead;
const event = (id: string): PortalEvent =>
  ({
    id,
    kind: 'search_no_results',
    query: 'q',
    deviceId: '00000000-0000-4000-8000-000000000001',
    occurredAt: new Date(NOW).toISOString(),
  }) as unknown as PortalEvent;
const queued = { queuedAt: NOW, attempts: 0, nextAttemptAt: NOW };
const failed = { status: 422, error: { code: 'invalid', message: 'no' }, failedAt: NOW };

/** A minimal CacheStorage: the named caches the test can list afterwards. */
function fakeCaches(names: string[]) {
  const stored = new Set(names);
  const storage = {
    delete: vi.fn(async (name: string) => stored.delete(name)),
    keys: async () => [...stored],
  };
  vi.stubGlobal('caches', storage);
  return storage;
}

async function seedEverything() {
  const flag = (key: string, value: unknown) => db.flags.put({ key, value, updatedAt: NOW - 1 });
  await saveDevice(db, deviceRecord(), NOW - 1);
  await flag(FLAG_KEYS.portalSession, { epoch: 2, expiresAt: NOW + 1 });
  await flag(DEVICE_FLAG_KEYS.lockReason, 'key-changed');
  await flag(FLAG_KEYS.portalThrottle, { failures: 2, lockedUntil: NOW + 1000 });
  await flag(FLAG_KEYS.trainingProgress, ['lesson-1']);
  await flag(TEAM_FLAG_KEYS.rep, { name: 'Ada Lovelace', email: 'ada@firm.com' });
  await flag(TEAM_FLAG_KEYS.repPrompted, true);
  await flag(TEAM_FLAG_KEYS.syncRefused, { digest: 'a'.repeat(64) });
  // Not the portal's: the public pages' gate and attribution, and the device's random event id.
  await flag(FLAG_KEYS.dataGate, true);
  await flag(FLAG_KEYS.firstTouch, { landingPath: '/' });
  await flag(TEAM_FLAG_KEYS.deviceId, '00000000-0000-4000-8000-000000000001');
  await db.teamCache.put({ key: 'dashboard', value: {}, syncedAt: NOW });
  await db.packFiles.put({
    path: '/vault/files/a.bin',
    sha256: 'a'.repeat(64),
    size: 1,
    storedAt: NOW,
  });
  await db.keptFiles.put({ path: '/vault/files/a.bin', keptAt: NOW });
  const outbox: OutboxEntry[] = [
    { id: 'lead-1', kind: 'lead', lead: lead('lead-1'), ...queued },
    { id: 'event-1', kind: 'event', event: event('event-1'), ...queued },
    { id: 'event-2', kind: 'event', event: event('event-2'), ...queued },
  ];
  await db.outbox.bulkPut(outbox);
  const dead: DeadLetter[] = [
    { id: 'lead-2', kind: 'lead', lead: lead('lead-2'), ...failed },
    { id: 'event-3', kind: 'event', event: event('event-3'), ...failed },
  ];
  await db.deadLetters.bulkPut(dead);
}

describe('wipeDevice', () => {
  it('forgets everything the portal kept, leaves the queued leads, and says when', async () => {
    const storage = fakeCaches([PORTAL_PACK_CACHE, 'workbox-precache-v2']);
    await seedEverything();

    await wipeDevice(db, NOW);

    expect((await db.flags.toArray()).map((f) => f.key).sort()).toEqual(
      [
        FLAG_KEYS.dataGate,
        FLAG_KEYS.firstTouch,
        TEAM_FLAG_KEYS.deviceId,
        DEVICE_FLAG_KEYS.wiped,
      ].sort(),
    );
    expect(await db.flags.get(DEVICE_FLAG_KEYS.wiped)).toEqual({
      key: DEVICE_FLAG_KEYS.wiped,
      value: { at: NOW },
      updatedAt: NOW,
    });
    expect(await wasWiped(db)).toBe(true);
    expect(await loadDevice(db)).toBeUndefined();
    expect(await db.teamCache.count()).toBe(0);
    expect(await db.packFiles.count()).toBe(0);
    expect(await db.keptFiles.count()).toBe(0);
    expect(await db.outbox.toArray()).toEqual([
      { id: 'lead-1', kind: 'lead', lead: lead('lead-1'), ...queued },
    ]);
    expect(await db.deadLetters.toArray()).toEqual([
      { id: 'lead-2', kind: 'lead', lead: lead('lead-2'), ...failed },
    ]);
    expect(storage.delete).toHaveBeenCalledTimes(1);
    expect(storage.delete).toHaveBeenCalledWith(PORTAL_PACK_CACHE);
    expect(await storage.keys()).toEqual(['workbox-precache-v2']);
  });

  it('tells every other tab and the service worker', async () => {
    fakeCaches([]);
    const listener = new BroadcastChannel(PORTAL_SESSION_CHANNEL);
    try {
      const message = new Promise<unknown>((resolve) => {
        listener.onmessage = (event: MessageEvent) => resolve(event.data);
      });
      await wipeDevice(db, NOW);
      expect(await message).toEqual({ type: 'wiped' });
    } finally {
      listener.close();
    }
  });

  it('posts on the session channel and closes it again', async () => {
    const posted: Array<{ name: string; data: unknown }> = [];
    const closed = vi.fn();
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor(readonly name: string) {}
        postMessage(data: unknown) {
          posted.push({ name: this.name, data });
        }
        close = closed;
      },
    );
    await wipeDevice(db, NOW);
    expect(posted).toEqual([{ name: PORTAL_SESSION_CHANNEL, data: { type: 'wiped' } }]);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('works where there is no Cache Storage or BroadcastChannel (the wipe itself still happens)', async () => {
    vi.stubGlobal('caches', undefined);
    vi.stubGlobal('BroadcastChannel', undefined);
    await seedEverything();
    await wipeDevice(db, NOW);
    expect(await loadDevice(db)).toBeUndefined();
    expect(await wasWiped(db)).toBe(true);
  });

  it('an empty device is wiped without complaint', async () => {
    fakeCaches([]);
    await wipeDevice(db, NOW);
    expect((await db.flags.toArray()).map((f) => f.key)).toEqual([DEVICE_FLAG_KEYS.wiped]);
  });
});
