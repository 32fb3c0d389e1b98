import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { KeyOpenError } from '@/shared/device-keys';
import { DEVICE_FLAG_KEYS, FLAG_KEYS } from '@/shared/storage-keys';
import { VaultDecryptError, type VaultHeader } from '@/shared/vault-crypto';
import type { Vault } from '@/shared/vault-schema';
import type { CheckInResult } from './device-check-in';
import {
  PasskeyCancelledError,
  type DeviceSecret,
  type EnrolOutcome,
  type OpenedDevice,
} from './device-keyring';
import type { DeviceRecord } from './device-record';
import {
  ENDED_NOTICE,
  GRACE_ENDED_NOTICE,
  KEY_CHANGED_NOTICE,
  NEW_KEY_NOTICE,
  PortalSession,
  WIPED_NOTICE,
  type PortalSessionDeps,
  type PortalSessionState,
} from './portal-session';
import type { PortalSession as StoredSession } from './session';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SESSION_MS = 10 * HOUR;
const START = Date.UTC(2026, 10, 25, 9, 0, 0);
const VAULT = { pages: 'the decrypted vault' } as unknown as Vault;
const DEVICE_ID = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';
const SYNC_TOKEN = 's'.repeat(43);
const GRACE_END = START + 14 * DAY;

const header = (epoch: number) =>
  ({
    format: 'msd-vault',
    version: 2,
    epoch,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1, salt: 'salt' },
    owner: { iv: 'iv', ciphertext: 'owner-blob' },
  }) as unknown as VaultHeader;

/**
 * The content key of each epoch. A key read back from IndexedDB is a structured-clone copy, and
 * toEqual holds any two CryptoKeys equal, so the fakes and the assertions tell keys apart by what
 * they decrypt: each epoch has a probe sealed under its own key.
 */
const contentKeys = new Map<number, CryptoKey>();
const probes = new Map<number, ArrayBuffer>();
const PROBE_IV = new Uint8Array(12);
/** The device's ECDH private key, told apart by the bits it derives with a fixed peer. */
let devicePrivateKey: CryptoKey;
let peerPublicKey: CryptoKey;
let deviceBits: string;

const ecdhBits = async (privateKey: CryptoKey) =>
  [
    ...new Uint8Array(
      await crypto.subtle.deriveBits({ name: 'ECDH', public: peerPublicKey }, privateKey, 256),
    ),
  ].join(',');

beforeAll(async () => {
  const aes = () =>
    crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  for (const epoch of [1, 2]) {
    const key = await aes();
    contentKeys.set(epoch, key);
    probes.set(
      epoch,
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv: PROBE_IV },
        key,
        new TextEncoder().encode(`epoch ${epoch}`),
      ),
    );
  }
  const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const [device, peer] = await Promise.all([
    crypto.subtle.generateKey(ecdh, false, ['deriveBits']),
    crypto.subtle.generateKey(ecdh, false, ['deriveBits']),
  ]);
  devicePrivateKey = device.privateKey;
  peerPublicKey = peer.publicKey;
  deviceBits = await ecdhBits(devicePrivateKey);
});

const K = (epoch: number) => contentKeys.get(epoch)!;
/** Any CryptoKey: which one is checked apart, by what it opens (epochOf, isDevicePrivateKey). */
const A_KEY: unknown = expect.any(CryptoKey);

/** Which epoch's content key this is (0 for none of them). */
async function epochOf(key: CryptoKey): Promise<number> {
  for (const [epoch, probe] of probes) {
    const opened = await crypto.subtle
      .decrypt({ name: 'AES-GCM', iv: PROBE_IV }, key, probe)
      .then(() => true)
      .catch(() => false);
    if (opened) return epoch;
  }
  return 0;
}

async function isDevicePrivateKey(key: unknown): Promise<boolean> {
  return key instanceof CryptoKey && (await ecdhBits(key)) === deviceBits;
}

function deviceRecord(
  sealed: { epoch?: number; offlineUntil?: number } = {},
  method: DeviceRecord['method'] = 'passphrase',
): DeviceRecord {
  return {
    deviceId: DEVICE_ID,
    method,
    salt: 'c2FsdA',
    ...(method === 'passphrase' ? { iterations: 1 } : { credentialId: 'Y3JlZA' }),
    wrappedKey: { iv: 'wrapped-iv', ciphertext: 'wrapped-key' },
    sealed: {
      epoch: sealed.epoch ?? 1,
      offlineUntil: sealed.offlineUntil ?? GRACE_END,
      ephemeralKey: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' },
      iv: 'sealed-iv',
      ciphertext: 'sealed-key',
    },
    checkInToken: 't'.repeat(43),
    enrolledAt: START - DAY,
    lastContactAt: START - DAY,
  };
}

const opened = (epoch: number): OpenedDevice => ({
  deviceId: DEVICE_ID,
  privateKey: devicePrivateKey,
  contentKey: K(epoch),
  epoch,
  syncToken: SYNC_TOKEN,
});

const active = (offlineUntil: number, epoch = 1): CheckInResult => ({
  kind: 'active',
  sealed: deviceRecord({ epoch, offlineUntil }).sealed,
  graceDays: 14,
});

let db: MsdDatabase;
let n = 0;
let sessions: PortalSession[] = [];
let lockedElsewhere: Array<(wiped: boolean) => void> = [];
let checkInDue: Array<() => void> = [];
let stoppedCheckIns = 0;
/** What loadDevice and wasWiped answer (the fakes' IndexedDB). */
let device: DeviceRecord | undefined;
let wipedFlag = false;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
  n += 1;
  db = openDatabase(`portal-session-test-${n}`);
  lockedElsewhere = [];
  checkInDue = [];
  stoppedCheckIns = 0;
  device = undefined;
  wipedFlag = false;
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
    fetchHeader: vi.fn(async () => header(1)),
    ownerUnlock: vi.fn(async (h: VaultHeader, password: string) => {
      if (password !== 'right') throw new VaultDecryptError();
      return { contentKey: K(h.epoch), syncCredential: `credential-for-${password}` };
    }),
    openVault: vi.fn(async (h: VaultHeader, key: CryptoKey) => {
      if ((await epochOf(key)) !== h.epoch) throw new VaultDecryptError();
      return VAULT;
    }),
    loadDevice: vi.fn(async () => device),
    wasWiped: vi.fn(async () => wipedFlag),
    checkIn: vi.fn(async (): Promise<CheckInResult> =>
      device ? { kind: 'unreachable' } : { kind: 'not-enrolled' },
    ),
    openDevice: vi.fn(async (record: DeviceRecord, secret: DeviceSecret) => {
      if (secret.kind === 'passphrase' && secret.passphrase !== 'mine')
        throw new KeyOpenError('The device key');
      return opened(record.sealed.epoch);
    }),
    reopenDevice: vi.fn(async (record: DeviceRecord, _privateKey: CryptoKey) =>
      opened(record.sealed.epoch),
    ),
    enrol: vi.fn(async (secret: DeviceSecret): Promise<EnrolOutcome> => {
      device = deviceRecord({}, secret.kind);
      wipedFlag = false;
      return { ok: true, opened: opened(1), device };
    }),
    afterUnlock: vi.fn(async () => undefined),
    announceLocked: vi.fn(),
    onLockedElsewhere: (onLocked: (wiped: boolean) => void) => {
      lockedElsewhere.push(onLocked);
      return () => undefined;
    },
    onCheckInDue: (checkInNow: () => void) => {
      checkInDue.push(checkInNow);
      return () => {
        stoppedCheckIns += 1;
      };
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
const storedValue = async () => (await storedSession())?.value as StoredSession | undefined;
const storedThrottle = () => db.flags.get(FLAG_KEYS.portalThrottle);

const LOCKED = {
  status: 'locked',
  notice: null,
  lockedUntil: 0,
  device: null,
  wiped: false,
} as const satisfies PortalSessionState;
const PASSPHRASE_DEVICE = { method: 'passphrase', offlineUntil: GRACE_END } as const;

async function unlockedKeyEpoch(session: PortalSession): Promise<number> {
  const state = session.getSnapshot();
  if (state.status !== 'unlocked') throw new Error(`not unlocked: ${state.status}`);
  return epochOf(state.key);
}

/** A device session stored by an earlier page (a reload, or a deploy that rotated the key). */
async function storeDeviceSession(epoch: number, expiresAt = START + SESSION_MS) {
  await db.flags.put({
    key: FLAG_KEYS.portalSession,
    value: {
      key: K(epoch),
      epoch,
      expiresAt,
      device: { id: DEVICE_ID, privateKey: devicePrivateKey, syncToken: SYNC_TOKEN },
    } satisfies StoredSession,
    updatedAt: START,
    expiresAt,
  });
}

describe('unlock with the owner passphrase', () => {
  it('opens the vault, stores the key with its epoch and the sync credential, and hands over to the outbox', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(session.getSnapshot()).toEqual(LOCKED);
    const seen = vi.fn();
    session.subscribe(seen);

    expect(await session.unlock('right')).toBe(true);
    expect(session.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 1,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
      offlineUntil: null,
    });
    expect(await unlockedKeyEpoch(session)).toBe(1);
    expect(seen).toHaveBeenCalled();
    const record = await storedSession();
    expect(record?.expiresAt).toBe(START + SESSION_MS);
    expect(record?.value).toEqual({
      key: A_KEY,
      epoch: 1,
      expiresAt: START + SESSION_MS,
      syncCredential: 'credential-for-right',
    });
    expect(await epochOf((await storedValue())!.key)).toBe(1);
    expect(fakes.afterUnlock).toHaveBeenCalledTimes(1);
    expect(fakes.ownerUnlock).toHaveBeenCalledTimes(1);
    expect(fakes.ownerUnlock).toHaveBeenCalledWith(header(1), 'right');
    // The owner path never asks the Worker about a device.
    expect(fakes.checkIn).not.toHaveBeenCalled();
  });

  it('a wrong password stores nothing, and each failure after the first waits longer', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.start();

    expect(await session.unlock('wrong-1')).toBe(false);
    expect(session.getSnapshot()).toEqual({ ...LOCKED, lockedUntil: START });
    expect(await storedSession()).toBeUndefined();
    expect(fakes.afterUnlock).not.toHaveBeenCalled();
    expect((await storedThrottle())?.value).toEqual({ failures: 1, lockedUntil: START });

    expect(await session.unlock('wrong-2')).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ status: 'locked', lockedUntil: START + 1000 });
    expect((await storedThrottle())?.value).toEqual({ failures: 2, lockedUntil: START + 1000 });

    // Inside the wait even the right password is not tried.
    await vi.advanceTimersByTimeAsync(999);
    expect(await session.unlock('right')).toBe(false);
    expect(fakes.ownerUnlock).toHaveBeenCalledTimes(2);

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
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, lockedUntil: START + 1000 + 2000 });
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
    const failed = { ...LOCKED, notice: 'The portal content could not be loaded (HTTP 503).' };
    expect(session.getSnapshot()).toEqual(failed);
    expect(await session.unlock('right')).toBe(false);
    expect(session.getSnapshot()).toEqual(failed);
    expect(await storedThrottle()).toBeUndefined();
  });

  it('a wrong password keeps the notice already shown', async () => {
    device = deviceRecord({ epoch: 1 });
    const session = service(deps({ fetchHeader: vi.fn(async () => header(2)) }));
    await session.start();
    expect(await session.unlockDevice({ kind: 'passkey' })).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ notice: NEW_KEY_NOTICE });
    expect(await session.unlock('wrong')).toBe(false);
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      notice: NEW_KEY_NOTICE,
      lockedUntil: START,
      device: PASSPHRASE_DEVICE,
    });
  });
});

describe('restore', () => {
  it('a stored session opens the portal without the password (a reload, or a deploy that kept the key)', async () => {
    await service().unlock('right');
    const fakes = deps();
    const reloaded = service(fakes);
    expect(reloaded.getSnapshot()).toEqual({ status: 'checking', lockedUntil: 0 });
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 1,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
      offlineUntil: null,
    });
    expect(await unlockedKeyEpoch(reloaded)).toBe(1);
    expect(fakes.ownerUnlock).not.toHaveBeenCalled();
  });

  it('a new epoch ends an owner session (it has no device key to follow it) and says so', async () => {
    await service().unlock('right');
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const reloaded = service(fakes);
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, notice: KEY_CHANGED_NOTICE });
    expect(await storedSession()).toBeUndefined();
    expect(fakes.reopenDevice).not.toHaveBeenCalled();
    expect(fakes.openVault).not.toHaveBeenCalled();
  });

  it('the reason a new epoch ended the session is shown on every reload until the next unlock', async () => {
    await service().unlock('right');
    const atEpoch2 = () => service(deps({ fetchHeader: vi.fn(async () => header(2)) }));
    await atEpoch2().start();
    // The reload that activates the new version: no session left, and it still says why.
    const reloaded = atEpoch2();
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, notice: KEY_CHANGED_NOTICE });
    expect(await reloaded.unlock('right')).toBe(true);
    expect(await db.flags.get(DEVICE_FLAG_KEYS.lockReason)).toBeUndefined();
    await reloaded.lock();
    const afterLock = atEpoch2();
    await afterLock.start();
    expect(afterLock.getSnapshot()).toEqual(LOCKED);
  });

  it('a device that has not received the new key says so on every reload too', async () => {
    await storeDeviceSession(1);
    device = deviceRecord({ epoch: 1 });
    for (let reload = 0; reload < 2; reload += 1) {
      const reloaded = service(deps({ fetchHeader: vi.fn(async () => header(2)) }));
      await reloaded.start();
      expect(reloaded.getSnapshot()).toEqual({
        ...LOCKED,
        notice: NEW_KEY_NOTICE,
        device: PASSPHRASE_DEVICE,
      });
    }
    expect((await db.flags.get(DEVICE_FLAG_KEYS.lockReason))?.value).toBe('new-key');
  });

  it('an owner session on an enrolled device still ends at a new epoch (it holds no device key)', async () => {
    await service().unlock('right');
    device = deviceRecord({ epoch: 2 });
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const reloaded = service(fakes);
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      ...LOCKED,
      notice: KEY_CHANGED_NOTICE,
      device: PASSPHRASE_DEVICE,
    });
    expect(fakes.reopenDevice).not.toHaveBeenCalled();
    expect(await storedSession()).toBeUndefined();
  });

  it('a key that no longer opens the vault under the same epoch is forgotten', async () => {
    await service().unlock('right');
    const reloaded = service(
      deps({ openVault: vi.fn(async () => Promise.reject(new VaultDecryptError())) }),
    );
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, notice: KEY_CHANGED_NOTICE });
    expect(await storedSession()).toBeUndefined();
  });

  it('a vault that cannot be loaded keeps the session and shows why', async () => {
    await service().unlock('right');
    const reloaded = service(
      deps({ openVault: vi.fn(async () => Promise.reject(new Error('offline, no pack'))) }),
    );
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, notice: 'offline, no pack' });
    expect(await storedSession()).toBeDefined();
  });

  it('an expired stored session is deleted and the notice says the session ended', async () => {
    await service().unlock('right');
    vi.setSystemTime(START + SESSION_MS);
    const reloaded = service();
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, notice: ENDED_NOTICE });
    expect(await storedSession()).toBeUndefined();
  });

  it('a stored device session restores with the device grace end, without a prompt', async () => {
    device = deviceRecord({ epoch: 1 });
    await storeDeviceSession(1);
    const fakes = deps();
    const reloaded = service(fakes);
    await reloaded.start();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 1,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
      offlineUntil: GRACE_END,
    });
    expect(await unlockedKeyEpoch(reloaded)).toBe(1);
    expect(fakes.openDevice).not.toHaveBeenCalled();
    expect(fakes.reopenDevice).not.toHaveBeenCalled();
  });

  it('after a rotation a device session follows with its own private key: no prompt, re-saved in the new epoch', async () => {
    const expiresAt = START + 3 * HOUR;
    await storeDeviceSession(1, expiresAt);
    device = deviceRecord({ epoch: 2, offlineUntil: GRACE_END + DAY });
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const reloaded = service(fakes);
    await reloaded.start();

    expect(fakes.reopenDevice).toHaveBeenCalledTimes(1);
    const [record, privateKey] = vi.mocked(fakes.reopenDevice).mock.calls[0]!;
    expect(record).toEqual(device);
    expect(await isDevicePrivateKey(privateKey)).toBe(true);
    expect(fakes.openDevice).not.toHaveBeenCalled();

    expect(reloaded.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 2,
      expiresAt,
      lockedUntil: 0,
      offlineUntil: GRACE_END + DAY,
    });
    expect(await unlockedKeyEpoch(reloaded)).toBe(2);
    const stored = await storedValue();
    expect(stored).toEqual({
      key: A_KEY,
      epoch: 2,
      expiresAt,
      device: { id: DEVICE_ID, privateKey: A_KEY, syncToken: SYNC_TOKEN },
    });
    expect(await epochOf(stored!.key)).toBe(2);
    expect(await isDevicePrivateKey(stored!.device!.privateKey)).toBe(true);
    // The re-saved session keeps its end: a rotation does not extend it.
    expect((await storedSession())?.expiresAt).toBe(expiresAt);
  });

  it('a rotation the device has not picked up yet ends the device session with the new-key notice', async () => {
    await storeDeviceSession(1);
    device = deviceRecord({ epoch: 1 });
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const reloaded = service(fakes);
    await reloaded.start();
    expect(fakes.reopenDevice).not.toHaveBeenCalled();
    expect(reloaded.getSnapshot()).toEqual({
      ...LOCKED,
      notice: NEW_KEY_NOTICE,
      device: PASSPHRASE_DEVICE,
    });
    expect(await storedSession()).toBeUndefined();
  });

  it('a device session whose new sealed key does not open is forgotten with the new-key notice', async () => {
    await storeDeviceSession(1);
    device = deviceRecord({ epoch: 2 });
    const reloaded = service(
      deps({
        fetchHeader: vi.fn(async () => header(2)),
        reopenDevice: vi.fn(async () => Promise.reject(new KeyOpenError('The content key'))),
      }),
    );
    await reloaded.start();
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'locked', notice: NEW_KEY_NOTICE });
    expect(await storedSession()).toBeUndefined();
  });

  it('a device session on a device that lost its enrolment cannot follow a rotation', async () => {
    await storeDeviceSession(1);
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const reloaded = service(fakes);
    await reloaded.start();
    expect(fakes.reopenDevice).not.toHaveBeenCalled();
    expect(reloaded.getSnapshot()).toEqual({ ...LOCKED, notice: NEW_KEY_NOTICE });
  });

  it('an enrolled device without a session is locked with its method and grace end', async () => {
    device = deviceRecord({ offlineUntil: GRACE_END }, 'passkey');
    const session = service();
    await session.start();
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      device: { method: 'passkey', offlineUntil: GRACE_END },
    });
  });

  it('a wiped device shows the wiped notice until it enrols again', async () => {
    wipedFlag = true;
    const session = service();
    await session.start();
    expect(session.getSnapshot()).toEqual({ ...LOCKED, notice: WIPED_NOTICE, wiped: true });

    // A new enrolment (in another tab) outranks the old flag.
    device = deviceRecord();
    const other = service();
    await other.start();
    expect(other.getSnapshot()).toEqual({ ...LOCKED, device: PASSPHRASE_DEVICE });
  });
});

describe('unlock with the device key', () => {
  it('checks in before it loads the device or asks for the key', async () => {
    device = deviceRecord();
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(true);
    const checkInOrder = vi.mocked(fakes.checkIn).mock.invocationCallOrder[0]!;
    expect(checkInOrder).toBeLessThan(vi.mocked(fakes.loadDevice).mock.invocationCallOrder.at(-1)!);
    expect(checkInOrder).toBeLessThan(vi.mocked(fakes.openDevice).mock.invocationCallOrder[0]!);
  });

  it('a wiped check-in shows the wiped notice and never asks for the key', async () => {
    device = deviceRecord();
    // Offline while the portal opens (its own check-in reaches nobody), then the Worker says "removed".
    let online = false;
    const fakes = deps({
      checkIn: vi.fn(async (): Promise<CheckInResult> => {
        if (!online) return { kind: 'unreachable' };
        device = undefined;
        wipedFlag = true;
        return { kind: 'wiped' };
      }),
    });
    const session = service(fakes);
    await session.start();
    await vi.waitFor(() => expect(fakes.checkIn).toHaveBeenCalledTimes(1));
    expect(session.getSnapshot()).toMatchObject({ device: PASSPHRASE_DEVICE });
    online = true;
    expect(await session.unlockDevice({ kind: 'passkey' })).toBe(false);
    expect(session.getSnapshot()).toEqual({ ...LOCKED, notice: WIPED_NOTICE, wiped: true });
    expect(fakes.openDevice).not.toHaveBeenCalled();
    expect(fakes.openVault).not.toHaveBeenCalled();
    expect(await storedThrottle()).toBeUndefined();
    expect(await storedSession()).toBeUndefined();
  });

  it('stores the device session (key, epoch, device id, private key, sync token) and shows the grace end', async () => {
    device = deviceRecord({ epoch: 1, offlineUntil: GRACE_END });
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(true);

    expect(fakes.openDevice).toHaveBeenCalledWith(device, {
      kind: 'passphrase',
      passphrase: 'mine',
    });
    expect(session.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 1,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
      offlineUntil: GRACE_END,
    });
    expect(await unlockedKeyEpoch(session)).toBe(1);
    const record = await storedSession();
    expect(record?.expiresAt).toBe(START + SESSION_MS);
    expect(record?.value).toEqual({
      key: A_KEY,
      epoch: 1,
      device: { id: DEVICE_ID, privateKey: A_KEY, syncToken: SYNC_TOKEN },
      expiresAt: START + SESSION_MS,
    });
    const stored = await storedValue();
    expect(await epochOf(stored!.key)).toBe(1);
    expect(await isDevicePrivateKey(stored!.device!.privateKey)).toBe(true);
    // Events are then the person's: no shared credential in a device session.
    expect(stored).not.toHaveProperty('syncCredential');
    expect(fakes.afterUnlock).toHaveBeenCalledTimes(1);
  });

  it('the record is read after the check-in, so a renewed grace period counts at once', async () => {
    device = deviceRecord({ offlineUntil: START - 1 });
    const fakes = deps({
      checkIn: vi.fn(async (): Promise<CheckInResult> => {
        device = deviceRecord({ offlineUntil: GRACE_END });
        return active(GRACE_END);
      }),
    });
    const session = service(fakes);
    await session.start();
    expect(await session.unlockDevice({ kind: 'passkey' })).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'unlocked', offlineUntil: GRACE_END });
  });

  it('after the grace period (now > offlineUntil) it does not unlock and never asks for the key', async () => {
    device = deviceRecord({ offlineUntil: START - 1 });
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(false);
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      notice: GRACE_ENDED_NOTICE,
      device: { method: 'passphrase', offlineUntil: START - 1 },
    });
    expect(fakes.openDevice).not.toHaveBeenCalled();
    expect(await storedSession()).toBeUndefined();
    expect(await storedThrottle()).toBeUndefined();
  });

  it('at exactly offlineUntil it still unlocks (the grace ends after that millisecond)', async () => {
    device = deviceRecord({ offlineUntil: START });
    const session = service();
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'unlocked', offlineUntil: START });
  });

  it('a sealed key of another epoch does not unlock and says a new key is coming', async () => {
    device = deviceRecord({ epoch: 1 });
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const session = service(fakes);
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(false);
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      notice: NEW_KEY_NOTICE,
      device: PASSPHRASE_DEVICE,
    });
    expect(fakes.openDevice).not.toHaveBeenCalled();
  });

  it('a device whose enrolment is gone shows the plain locked screen', async () => {
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(await session.unlockDevice({ kind: 'passkey' })).toBe(false);
    expect(session.getSnapshot()).toEqual(LOCKED);
    expect(fakes.openDevice).not.toHaveBeenCalled();
  });

  it('a wrong device passphrase counts toward the same wait as a wrong owner password', async () => {
    device = deviceRecord();
    const fakes = deps();
    const session = service(fakes);
    await session.start();

    expect(await session.unlock('wrong')).toBe(false);
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'not mine' })).toBe(false);
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      lockedUntil: START + 1000,
      device: PASSPHRASE_DEVICE,
    });
    expect((await storedThrottle())?.value).toEqual({ failures: 2, lockedUntil: START + 1000 });
    expect(await storedSession()).toBeUndefined();

    // Inside the wait a passphrase is not tried at all (not even the check-in).
    const checkIns = vi.mocked(fakes.checkIn).mock.calls.length;
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(false);
    expect(fakes.checkIn).toHaveBeenCalledTimes(checkIns);
    expect(fakes.openDevice).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'not mine' })).toBe(false);
    expect((await storedThrottle())?.value).toEqual({ failures: 3, lockedUntil: START + 3000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(true);
    expect(await storedThrottle()).toBeUndefined();
  });

  it('a passkey is not held by the passphrase wait (the authenticator has its own)', async () => {
    device = deviceRecord({}, 'passkey');
    const session = service();
    await session.start();
    await session.unlock('wrong-1');
    await session.unlock('wrong-2');
    expect(session.getSnapshot()).toMatchObject({ lockedUntil: START + 1000 });
    expect(await session.unlockDevice({ kind: 'passkey' })).toBe(true);
  });

  it('a closed passkey prompt shows its message and does not count', async () => {
    device = deviceRecord({}, 'passkey');
    const session = service(
      deps({ openDevice: vi.fn(async () => Promise.reject(new PasskeyCancelledError())) }),
    );
    await session.start();
    expect(await session.unlockDevice({ kind: 'passkey' })).toBe(false);
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      notice: 'The passkey prompt was closed before it finished. Try again.',
      device: { method: 'passkey', offlineUntil: GRACE_END },
    });
    expect(await storedThrottle()).toBeUndefined();
  });

  it('a check-in that fails outright shows its message and does not count', async () => {
    device = deviceRecord();
    const session = service(
      deps({ checkIn: vi.fn(async () => Promise.reject(new Error('storage full'))) }),
    );
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' })).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ status: 'locked', notice: 'storage full' });
    expect(await storedThrottle()).toBeUndefined();
  });
});

describe('enrol', () => {
  it('a new enrolment opens the portal with the device key and clears the wiped state', async () => {
    wipedFlag = true;
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ wiped: true, notice: WIPED_NOTICE });

    const outcome = await session.enrol({ kind: 'passkey' });
    expect(outcome).toMatchObject({ ok: true });
    expect(fakes.enrol).toHaveBeenCalledWith({ kind: 'passkey' });
    expect(session.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 1,
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
      offlineUntil: GRACE_END,
    });
    expect(await unlockedKeyEpoch(session)).toBe(1);
    expect(await storedValue()).toEqual({
      key: A_KEY,
      epoch: 1,
      device: { id: DEVICE_ID, privateKey: A_KEY, syncToken: SYNC_TOKEN },
      expiresAt: START + SESSION_MS,
    });
    expect(fakes.afterUnlock).toHaveBeenCalledTimes(1);

    // Locking now shows the device, not the old wipe.
    await session.lock();
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      device: { method: 'passkey', offlineUntil: GRACE_END },
    });
  });

  it('a passkey without PRF passes its answer through and opens nothing', async () => {
    const noPrf: EnrolOutcome = { ok: false, reason: 'no-prf', message: 'use your passphrase' };
    const fakes = deps({ enrol: vi.fn(async () => noPrf) });
    const session = service(fakes);
    await session.start();
    const before = session.getSnapshot();
    expect(await session.enrol({ kind: 'passkey' })).toBe(noPrf);
    expect(session.getSnapshot()).toBe(before);
    expect(fakes.openVault).not.toHaveBeenCalled();
    expect(await storedSession()).toBeUndefined();
  });

  it('an enrolment sealed in another epoch than the vault on this device says a new key is coming', async () => {
    const fakes = deps({ fetchHeader: vi.fn(async () => header(2)) });
    const session = service(fakes);
    await session.start();
    expect(await session.enrol({ kind: 'passphrase', passphrase: 'mine' })).toMatchObject({
      ok: true,
    });
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      notice: NEW_KEY_NOTICE,
      device: PASSPHRASE_DEVICE,
    });
    expect(fakes.openVault).not.toHaveBeenCalled();
  });
});

describe('check-in', () => {
  it('an active check-in moves the grace end of an unlocked device session', async () => {
    device = deviceRecord();
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' });
    expect(session.getSnapshot()).toMatchObject({ status: 'unlocked', offlineUntil: GRACE_END });
    const renewed = GRACE_END + 3 * DAY;
    vi.mocked(fakes.checkIn).mockImplementation(async () => {
      device = deviceRecord({ offlineUntil: renewed });
      return active(renewed);
    });
    expect(await session.checkInNow()).toEqual(active(renewed));
    expect(session.getSnapshot()).toEqual({
      status: 'unlocked',
      vault: VAULT,
      key: A_KEY,
      epoch: 1,
      // The session itself is unchanged.
      expiresAt: START + SESSION_MS,
      lockedUntil: 0,
      offlineUntil: renewed,
    });
    // A later lock shows the renewed grace end too.
    await session.lock();
    expect(session.getSnapshot()).toMatchObject({
      device: { method: 'passphrase', offlineUntil: renewed },
    });
  });

  it('an owner session has no grace end to move', async () => {
    device = deviceRecord();
    const fakes = deps();
    vi.mocked(fakes.checkIn).mockImplementation(async () => active(GRACE_END + DAY));
    const session = service(fakes);
    await session.unlock('right');
    const unlocked = session.getSnapshot();
    await session.checkInNow();
    expect(session.getSnapshot()).toBe(unlocked);
    expect(unlocked).toMatchObject({ offlineUntil: null });
  });

  it('an active check-in while locked shows the renewed grace end and keeps the notice', async () => {
    device = deviceRecord({ offlineUntil: START - 1 });
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' });
    expect(session.getSnapshot()).toMatchObject({ notice: GRACE_ENDED_NOTICE });
    vi.mocked(fakes.checkIn).mockImplementation(async () => {
      device = deviceRecord({ offlineUntil: GRACE_END });
      return active(GRACE_END);
    });
    await session.checkInNow();
    expect(session.getSnapshot()).toEqual({
      ...LOCKED,
      notice: GRACE_ENDED_NOTICE,
      device: PASSPHRASE_DEVICE,
    });
  });

  it('a wiped check-in locks an unlocked session with the wiped notice and stops its timer', async () => {
    device = deviceRecord();
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' });
    vi.mocked(fakes.checkIn).mockImplementation(async () => ({ kind: 'wiped' }));
    expect(await session.checkInNow()).toEqual({ kind: 'wiped' });
    const wiped = { ...LOCKED, notice: WIPED_NOTICE, wiped: true };
    expect(session.getSnapshot()).toEqual(wiped);
    await vi.advanceTimersByTimeAsync(SESSION_MS);
    expect(session.getSnapshot()).toEqual(wiped);
    expect(fakes.announceLocked).not.toHaveBeenCalled();
  });

  it('a check-in that throws reads as unreachable and changes nothing', async () => {
    device = deviceRecord();
    const fakes = deps({ checkIn: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const session = service(fakes);
    await session.start();
    const before = session.getSnapshot();
    expect(await session.checkInNow()).toEqual({ kind: 'unreachable' });
    expect(session.getSnapshot()).toBe(before);
  });

  it('the check-in is wired to its triggers once, and dispose stops them', async () => {
    device = deviceRecord();
    const fakes = deps();
    const session = service(fakes);
    await session.start();
    // Opening the portal is itself a contact: each restore of an enrolled device checks in once.
    await vi.waitFor(() => expect(fakes.checkIn).toHaveBeenCalledTimes(1));
    await session.start();
    await vi.waitFor(() => expect(fakes.checkIn).toHaveBeenCalledTimes(2));
    expect(checkInDue).toHaveLength(1);
    checkInDue[0]!();
    await vi.waitFor(() => expect(fakes.checkIn).toHaveBeenCalledTimes(3));
    session.dispose();
    expect(stoppedCheckIns).toBe(1);
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
      expect(session.getSnapshot()).toEqual({ ...LOCKED, notice: ENDED_NOTICE }),
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
    expect(session.getSnapshot()).toEqual(LOCKED);
    expect(await storedSession()).toBeUndefined();
    expect(fakes.announceLocked).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_MS);
    expect(session.getSnapshot()).toEqual(LOCKED);
    expect(fakes.announceLocked).toHaveBeenCalledTimes(1);
  });

  it('Lock portal in another tab locks this one', async () => {
    const session = service();
    await session.start();
    await session.unlock('right');
    expect(lockedElsewhere).toHaveLength(1);
    lockedElsewhere[0]!(false);
    expect(session.getSnapshot()).toEqual(LOCKED);
    // Its expiry timer is gone with it.
    await vi.advanceTimersByTimeAsync(SESSION_MS);
    expect(session.getSnapshot()).toEqual(LOCKED);
  });

  it('a lock elsewhere keeps the notice a locked tab already shows', async () => {
    device = deviceRecord({ offlineUntil: START - 1 });
    const session = service();
    await session.start();
    await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' });
    const locked = session.getSnapshot();
    lockedElsewhere[0]!(false);
    expect(session.getSnapshot()).toBe(locked);
  });

  it('a wipe in another tab (or the service worker) locks this one with the wiped notice', async () => {
    device = deviceRecord();
    const session = service();
    await session.start();
    await session.unlockDevice({ kind: 'passphrase', passphrase: 'mine' });
    expect(session.getSnapshot().status).toBe('unlocked');
    lockedElsewhere[0]!(true);
    const wiped = { ...LOCKED, notice: WIPED_NOTICE, wiped: true };
    expect(session.getSnapshot()).toEqual(wiped);
    await vi.advanceTimersByTimeAsync(SESSION_MS);
    expect(session.getSnapshot()).toEqual(wiped);
  });

  it('a wipe elsewhere also reaches a tab that is already locked', async () => {
    device = deviceRecord();
    const session = service();
    await session.start();
    expect(session.getSnapshot()).toEqual({ ...LOCKED, device: PASSPHRASE_DEVICE });
    lockedElsewhere[0]!(true);
    expect(session.getSnapshot()).toEqual({ ...LOCKED, notice: WIPED_NOTICE, wiped: true });
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
