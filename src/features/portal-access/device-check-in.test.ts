import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import type { SealedContentKey } from '@/shared/device-keys';
import { DEVICE_FLAG_KEYS, FLAG_KEYS } from '@/shared/storage-keys';
import {
  checkIn,
  DEVICE_CHECK_IN_TAG,
  deviceCheckInAuthorization,
  registerPeriodicCheckIn,
  type CheckInDeps,
} from './device-check-in';
import { loadDevice, saveDevice, wasWiped, type DeviceRecord } from './device-record';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const DAY = 86_400_000;
const DEVICE_ID = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';
const TOKEN = 'Tk_-' + 't'.repeat(39);
const BASE = 'https://portal.example';

const sealed = (epoch: number, offlineUntil: number): SealedContentKey => ({
  epoch,
  offlineUntil,
  ephemeralKey: { kty: 'EC', crv: 'P-256', x: 'eA', y: 'eQ' },
  iv: `iv-${epoch}`,
  ciphertext: `sealed-${epoch}-${offlineUntil}`,
});

const enrolled: DeviceRecord = {
  deviceId: DEVICE_ID,
  method: 'passkey',
  credentialId: 'Y3JlZA',
  salt: 'c2FsdA',
  wrappedKey: { iv: 'd2l2', ciphertext: 'd3JhcHBlZA' },
  sealed: sealed(1, NOW + DAY),
  checkInToken: TOKEN,
  enrolledAt: NOW - 10 * DAY,
  lastContactAt: NOW - DAY,
};

interface Call {
  url: string;
  init: RequestInit;
}
type Answer = { status: number; body?: unknown; text?: string };
type Reply = 'network' | Answer;

let db: MsdDatabase;
let n = 0;
let calls: Call[];

beforeEach(async () => {
  n += 1;
  db = openDatabase(`device-check-in-test-${n}`);
  await db.open();
  calls = [];
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

function deps(reply: Reply, during?: () => Promise<void>): CheckInDeps {
  const fetch = (async (input: URL | string, init: RequestInit) => {
    calls.push({ url: String(input), init });
    await during?.();
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.text ?? JSON.stringify(reply.body ?? {}), { status: reply.status });
  }) as unknown as typeof globalThis.fetch;
  return { db, fetch, now: () => NOW, baseUrl: BASE };
}

const ok = (body: Record<string, unknown> = {}) => ({
  status: 200,
  body: { ok: true, status: 'active', sealed: sealed(2, NOW + 14 * DAY), graceDays: 14, ...body },
});
const refused = (status: number, code: string) => ({
  status,
  body: { ok: false, error: { code, message: 'refused' } },
});

async function enrol(record = enrolled) {
  await saveDevice(db, record, NOW - DAY);
  // Something the wipe would take with it.
  await db.flags.put({
    key: FLAG_KEYS.portalSession,
    value: { epoch: 1, expiresAt: NOW + 1 },
    updatedAt: NOW,
  });
}

async function expectUntouched() {
  expect(await loadDevice(db)).toEqual(enrolled);
  expect(await db.flags.get(FLAG_KEYS.portalSession)).toBeDefined();
  expect(await wasWiped(db)).toBe(false);
}

describe('checkIn', () => {
  it('a device that never enrolled does not ask the Worker', async () => {
    expect(await checkIn(deps(ok()))).toEqual({ kind: 'not-enrolled' });
    expect(calls).toEqual([]);
  });

  it('posts to the check-in endpoint with the device id and check-in token, and no cookies', async () => {
    await enrol();
    await checkIn(deps(ok()));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${BASE}/api/portal/devices/check-in`);
    expect(calls[0]!.init).toEqual({
      method: 'POST',
      cache: 'no-store',
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        Authorization: `Device ${DEVICE_ID}.${TOKEN}`,
      },
    });
  });

  it('without a base URL it asks its own origin', async () => {
    vi.stubGlobal('location', { origin: 'https://own.example' });
    await enrol();
    const { baseUrl: _, ...withoutBase } = deps(ok());
    await checkIn(withoutBase);
    expect(calls[0]!.url).toBe('https://own.example/api/portal/devices/check-in');
  });

  it('an active answer stores the new sealed key and the time of contact, keeping the rest', async () => {
    await enrol();
    const renewed = sealed(2, NOW + 14 * DAY);
    expect(await checkIn(deps(ok()))).toEqual({ kind: 'active', sealed: renewed, graceDays: 14 });
    expect(await loadDevice(db)).toEqual({ ...enrolled, sealed: renewed, lastContactAt: NOW });
    expect((await db.flags.get(DEVICE_FLAG_KEYS.device))?.updatedAt).toBe(NOW);
    expect(await db.flags.get(FLAG_KEYS.portalSession)).toBeDefined();
  });

  it('an answer without a number of grace days reads as 0', async () => {
    await enrol();
    expect(await checkIn(deps(ok({ graceDays: '14' })))).toMatchObject({
      kind: 'active',
      graceDays: 0,
    });
  });

  it('no network: unreachable, and nothing changes', async () => {
    await enrol();
    expect(await checkIn(deps('network'))).toEqual({ kind: 'unreachable' });
    await expectUntouched();
  });

  for (const [status, code] of [
    [401, 'device_unknown'],
    [403, 'device_revoked'],
    [401, 'device_revoked'],
    [403, 'device_unknown'],
  ] as const)
    it(`${status} ${code} wipes the device`, async () => {
      await enrol();
      expect(await checkIn(deps(refused(status, code)))).toEqual({ kind: 'wiped' });
      expect(await loadDevice(db)).toBeUndefined();
      expect(await db.flags.get(FLAG_KEYS.portalSession)).toBeUndefined();
      expect(await db.flags.get(DEVICE_FLAG_KEYS.wiped)).toMatchObject({ value: { at: NOW } });
    });

  for (const [status, code] of [
    [401, 'rate_limited'],
    [401, 'credential_refused'],
    [401, 'credential_required'],
    [403, 'csrf_refused'],
    [429, 'rate_limited'],
    // A wipe code only counts on 401 and 403: a proxy's 404 or 500 never wipes a device.
    [404, 'device_unknown'],
    [500, 'device_revoked'],
    [400, 'device_revoked'],
  ] as const)
    it(`${status} ${code} is unreachable and wipes nothing`, async () => {
      await enrol();
      expect(await checkIn(deps(refused(status, code)))).toEqual({ kind: 'unreachable', status });
      await expectUntouched();
    });

  it('a 401 without a JSON body wipes nothing', async () => {
    await enrol();
    expect(await checkIn(deps({ status: 401, text: 'Unauthorized' }))).toEqual({
      kind: 'unreachable',
      status: 401,
    });
    await expectUntouched();
  });

  const malformed: Record<string, Answer> = {
    'not JSON': { status: 200, text: '<html>captive portal</html>' },
    'JSON null': { status: 200, text: 'null' },
    'ok false': ok({ ok: false }),
    'ok as text': ok({ ok: 'true' }),
    'no sealed key': ok({ sealed: undefined }),
    'a sealed key that is null': ok({ sealed: null }),
    'an epoch as text': ok({ sealed: { ...sealed(2, NOW), epoch: '2' } }),
    'a fractional epoch': ok({ sealed: { ...sealed(2, NOW), epoch: 1.5 } }),
    'no grace end': ok({ sealed: { ...sealed(2, NOW), offlineUntil: undefined } }),
    'a fractional grace end': ok({ sealed: { ...sealed(2, NOW), offlineUntil: NOW + 0.5 } }),
    'no iv': ok({ sealed: { ...sealed(2, NOW), iv: undefined } }),
    'a numeric iv': ok({ sealed: { ...sealed(2, NOW), iv: 12 } }),
    'no ciphertext': ok({ sealed: { ...sealed(2, NOW), ciphertext: undefined } }),
    'no ephemeral key': ok({ sealed: { ...sealed(2, NOW), ephemeralKey: undefined } }),
    'a null ephemeral key': ok({ sealed: { ...sealed(2, NOW), ephemeralKey: null } }),
    'an ephemeral key as text': ok({ sealed: { ...sealed(2, NOW), ephemeralKey: 'key' } }),
    'a 5xx with a good body': { ...ok(), status: 503 },
  };
  for (const [name, reply] of Object.entries(malformed))
    it(`an answer with ${name} is unreachable and leaves the record as it was`, async () => {
      await enrol();
      expect(await checkIn(deps(reply))).toEqual({ kind: 'unreachable', status: reply.status });
      await expectUntouched();
    });

  it('a re-enrolment in another tab meanwhile is not overwritten by the old device answer', async () => {
    await enrol();
    const other = { ...enrolled, deviceId: '11111111-2222-4333-8444-555555555555' };
    const result = await checkIn(deps(ok(), () => saveDevice(db, other, NOW)));
    expect(result).toEqual({ kind: 'unreachable' });
    expect(await loadDevice(db)).toEqual(other);
  });

  it('an enrolment removed meanwhile is not written back', async () => {
    await enrol();
    const result = await checkIn(deps(ok(), () => db.flags.delete(DEVICE_FLAG_KEYS.device)));
    expect(result).toEqual({ kind: 'unreachable' });
    expect(await loadDevice(db)).toBeUndefined();
  });
});

describe('the check-in header and the periodic check-in', () => {
  it('the Authorization value is "Device <id>.<token>"', () => {
    expect(deviceCheckInAuthorization(DEVICE_ID, TOKEN)).toBe(`Device ${DEVICE_ID}.${TOKEN}`);
  });

  it('asks for a daily periodic sync where the browser offers it', async () => {
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({ periodicSync: { register } }) },
    });
    await registerPeriodicCheckIn();
    expect(register).toHaveBeenCalledWith(DEVICE_CHECK_IN_TAG, { minInterval: DAY });
    expect(DEVICE_CHECK_IN_TAG).toBe('msd-device-check-in');
  });

  it('does nothing where there is no periodic sync or no service worker', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({}) } });
    await expect(registerPeriodicCheckIn()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', {});
    await expect(registerPeriodicCheckIn()).resolves.toBeUndefined();
  });
});
