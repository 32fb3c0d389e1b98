/**
 * Issue 25 acceptance 2 on a fake clock, with the real key hierarchy (src/shared/device-keys.ts):
 * a device enrolled with a passphrase stops unlocking offline on day N+1 of its grace period, one
 * online check-in restores it, and a key rotation is picked up by an unlocked device without a
 * prompt. The Worker's half is played by the same sealing code the Worker runs.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import {
  deviceSyncToken,
  generateDeviceKeyPair,
  importContentKey,
  kekFromPassphrase,
  sealForDevice,
  toBase64Url,
  wrapPrivateKey,
} from '@/shared/device-keys';
import {
  decryptBytes,
  encryptBytes,
  fromBase64,
  randomBytes,
  toBase64,
  VaultDecryptError,
  type VaultHeader,
} from '@/shared/vault-crypto';
import type { Vault } from '@/shared/vault-schema';
import { DEFAULT_OFFLINE_GRACE_DAYS } from '@/shared/portal-devices';
import type { CheckInResult } from './device-check-in';
import { openDevice, reopenDevice } from './device-keyring';
import { loadDevice, saveDevice, type DeviceRecord } from './device-record';
import { GRACE_ENDED_NOTICE, PortalSession, type PortalSessionDeps } from './portal-session';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 27, 9, 0, 0);
const DEVICE_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PASSPHRASE = 'a rep passphrase for this device';
const ITERATIONS = 1_000; // the record names its own count; the real one is 600,000
const VAULT = { pages: 'decrypted' } as unknown as Vault;

/** The Worker's state: the current epoch's content key, the sync secret and the device's public key. */
interface Server {
  epoch: number;
  keys: Map<number, Uint8Array<ArrayBuffer>>;
  syncSecret: Uint8Array<ArrayBuffer>;
  publicKey: JsonWebKey;
  online: boolean;
  checkIns: number;
}

let db: MsdDatabase;
let n = 0;
let server: Server;
let vaults: Map<number, { iv: string; ciphertext: Uint8Array<ArrayBuffer> }>;
const sessions: PortalSession[] = [];

async function sealNow(): Promise<DeviceRecord['sealed']> {
  return sealForDevice(
    {
      contentKey: server.keys.get(server.epoch)!,
      syncToken: await deviceSyncToken(server.syncSecret, DEVICE_ID),
    },
    server.publicKey,
    DEVICE_ID,
    server.epoch,
    Date.now() + DEFAULT_OFFLINE_GRACE_DAYS * DAY,
  );
}

async function newEpoch(): Promise<void> {
  server.epoch += 1;
  server.keys.set(server.epoch, randomBytes(32));
  const key = await importContentKey(server.keys.get(server.epoch)!, ['encrypt']);
  const { iv, ciphertext } = await encryptBytes(
    key,
    new TextEncoder().encode(JSON.stringify(VAULT)),
  );
  vaults.set(server.epoch, { iv: toBase64(iv), ciphertext });
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
  n += 1;
  db = openDatabase(`offline-keys-${n}`);
  vaults = new Map();
  const pair = await generateDeviceKeyPair();
  server = {
    epoch: 0,
    keys: new Map(),
    syncSecret: randomBytes(32),
    publicKey: pair.publicKey,
    online: true,
    checkIns: 0,
  };
  await newEpoch();
  // Enrolment as device-keyring.ts does it: the private key wrapped under the passphrase KEK.
  const salt = randomBytes(16);
  const kek = await kekFromPassphrase(PASSPHRASE, salt, ITERATIONS);
  await saveDevice(
    db,
    {
      deviceId: DEVICE_ID,
      method: 'passphrase',
      salt: toBase64Url(salt),
      iterations: ITERATIONS,
      wrappedKey: await wrapPrivateKey(kek, pair.privatePkcs8, DEVICE_ID),
      sealed: await sealNow(),
      checkInToken: 'x'.repeat(43),
      enrolledAt: START,
      lastContactAt: START,
    },
    START,
  );
});

afterEach(async () => {
  for (const session of sessions.splice(0)) session.dispose();
  vi.useRealTimers();
  await db.delete();
});

let lastDeps: PortalSessionDeps;

function service(): PortalSession {
  const header = (): VaultHeader =>
    ({
      format: 'msd-vault',
      version: 2,
      epoch: server.epoch,
      vault: { path: '/vault/vault.bin', iv: vaults.get(server.epoch)!.iv },
    }) as VaultHeader;
  const deps: PortalSessionDeps = {
    db: () => db,
    now: () => Date.now(),
    sessionMs: 10 * 60 * 60 * 1000,
    fetchHeader: async () => header(),
    ownerUnlock: () => Promise.reject(new Error('not used')),
    openVault: async (h, key) => {
      const sealed = vaults.get(h.epoch)!;
      await decryptBytes(key, fromBase64(sealed.iv), sealed.ciphertext).catch(() => {
        throw new VaultDecryptError();
      });
      return VAULT;
    },
    loadDevice: () => loadDevice(db),
    wasWiped: async () => false,
    checkIn: async (): Promise<CheckInResult> => {
      if (!server.online) return { kind: 'unreachable' };
      server.checkIns += 1;
      const device = (await loadDevice(db))!;
      const sealed = await sealNow();
      await saveDevice(db, { ...device, sealed, lastContactAt: Date.now() }, Date.now());
      return { kind: 'active', sealed, graceDays: DEFAULT_OFFLINE_GRACE_DAYS };
    },
    openDevice: vi.fn(openDevice),
    reopenDevice: vi.fn(reopenDevice),
    enrol: () => Promise.reject(new Error('not used')),
    afterUnlock: async () => undefined,
    announceLocked: () => undefined,
    onLockedElsewhere: () => () => undefined,
    onCheckInDue: () => () => undefined,
  };
  lastDeps = deps;
  const session = new PortalSession(deps);
  sessions.push(session);
  return session;
}

describe('the grace period, on a fake clock', () => {
  it('unlocks offline through day N, refuses on day N+1, and one online check-in restores it', async () => {
    server.online = false;
    const session = service();
    await session.start();

    vi.setSystemTime(START + DEFAULT_OFFLINE_GRACE_DAYS * DAY); // the last moment of day N
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: PASSPHRASE })).toBe(true);
    await session.lock();

    vi.setSystemTime(START + DEFAULT_OFFLINE_GRACE_DAYS * DAY + 1); // day N+1
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: PASSPHRASE })).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ status: 'locked', notice: GRACE_ENDED_NOTICE });

    server.online = true;
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: PASSPHRASE })).toBe(true);
    const renewed = (await loadDevice(db))!.sealed.offlineUntil;
    expect(renewed).toBe(
      START + DEFAULT_OFFLINE_GRACE_DAYS * DAY + 1 + DEFAULT_OFFLINE_GRACE_DAYS * DAY,
    );
    expect(session.getSnapshot()).toMatchObject({ status: 'unlocked', offlineUntil: renewed });
  });

  it('a stretched grace date in storage breaks the seal instead of unlocking', async () => {
    const device = (await loadDevice(db))!;
    await saveDevice(
      db,
      {
        ...device,
        sealed: { ...device.sealed, offlineUntil: device.sealed.offlineUntil + 30 * DAY },
      },
      START,
    );
    server.online = false;
    vi.setSystemTime(START + 20 * DAY);
    const session = service();
    await session.start();
    expect(await session.unlockDevice({ kind: 'passphrase', passphrase: PASSPHRASE })).toBe(false);
    expect(session.getSnapshot().status).toBe('locked');
  });
});

describe('a key rotation', () => {
  it('is picked up by an unlocked enrolled device at its next contact, without a prompt', async () => {
    const first = service();
    await first.start();
    expect(await first.unlockDevice({ kind: 'passphrase', passphrase: PASSPHRASE })).toBe(true);

    await newEpoch(); // the deploy with --rotate-key: header and Worker move to epoch 2
    vi.setSystemTime(START + 60 * 60 * 1000); // an hour later, the session still open
    const reloaded = service(); // the page after the update
    await reloaded.start();
    const state = reloaded.getSnapshot();
    expect(state.status === 'locked' ? state.notice : 'unlocked').toBe('unlocked');
    expect((await loadDevice(db))!.sealed.epoch).toBe(2);
    // Nobody was asked: the device key in the session opened the new sealed key.
    expect(lastDeps.openDevice).not.toHaveBeenCalled();
    expect(lastDeps.reopenDevice).toHaveBeenCalledTimes(1);
  });
});
