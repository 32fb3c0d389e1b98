import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { FLAG_KEYS, TEAM_FLAG_KEYS } from '@/shared/storage-keys';
import {
  clearCredentialRefusal,
  isCredentialRefused,
  markCredentialRefused,
  readRep,
  readSyncCredential,
} from './sync-credential-store';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const DEVICE_ID = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';
const SYNC_TOKEN = 'Ab-_' + 'x'.repeat(39);
const CREDENTIAL = 'Cr-_' + 'y'.repeat(39);
const DEVICE_AUTH = `Device ${DEVICE_ID}.${SYNC_TOKEN}`;
const OWNER_AUTH = `Bearer ${CREDENTIAL}`;

const read = readSyncCredential;

/** What the Worker compares: SHA-256 of the whole header value as UTF-8, lowercase hex. */
async function digestOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

let db: MsdDatabase;
let n = 0;
beforeEach(async () => {
  n += 1;
  db = openDatabase(`sync-credential-store-test-${n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

/** The session record as portal-session.ts writes it; `expiresAt: null` leaves the record's out. */
async function storeSession(value: Record<string, unknown>, expiresAt: number | null = NOW + 1) {
  await db.flags.put({
    key: FLAG_KEYS.portalSession,
    value: { epoch: 1, expiresAt, ...value },
    updatedAt: NOW,
    ...(expiresAt === null ? {} : { expiresAt }),
  });
}
const deviceSession = (device: Record<string, unknown> = {}) => ({
  device: { id: DEVICE_ID, syncToken: SYNC_TOKEN, ...device },
});

describe('readSyncCredential', () => {
  it('a device session sends "Device <id>.<sync token>"', async () => {
    await storeSession(deviceSession());
    expect(await readSyncCredential(db, NOW)).toBe(DEVICE_AUTH);
  });

  it('an owner session sends "Bearer <credential>"', async () => {
    await storeSession({ syncCredential: CREDENTIAL });
    expect(await readSyncCredential(db, NOW)).toBe(OWNER_AUTH);
  });

  it('a device session with a credential as well sends the device token (the person, verified)', async () => {
    await storeSession({ ...deviceSession(), syncCredential: CREDENTIAL });
    expect(await read(db, NOW)).toBe(DEVICE_AUTH);
  });

  it('a malformed sync token sends nothing, not the shared credential either', async () => {
    for (const syncToken of [
      SYNC_TOKEN.slice(1),
      SYNC_TOKEN + 'x',
      SYNC_TOKEN.slice(1) + '=',
      SYNC_TOKEN.slice(1) + '+',
      `${SYNC_TOKEN}\n`,
      '',
    ]) {
      await storeSession({ ...deviceSession({ syncToken }), syncCredential: CREDENTIAL });
      expect(await read(db, NOW), JSON.stringify(syncToken)).toBeUndefined();
    }
  });

  it('a device part without a string id or token falls back to the credential', async () => {
    await storeSession({ ...deviceSession({ id: 7 }), syncCredential: CREDENTIAL });
    expect(await read(db, NOW)).toBe(OWNER_AUTH);
    await storeSession({ ...deviceSession({ syncToken: undefined }), syncCredential: CREDENTIAL });
    expect(await read(db, NOW)).toBe(OWNER_AUTH);
    await storeSession({ device: null, syncCredential: CREDENTIAL });
    expect(await read(db, NOW)).toBe(OWNER_AUTH);
  });

  it('a malformed or missing credential sends nothing', async () => {
    // An array would print as the bare credential: only a string counts.
    for (const syncCredential of [
      CREDENTIAL.slice(1),
      CREDENTIAL + 'y',
      'a b'.repeat(15),
      42,
      [CREDENTIAL],
    ]) {
      await storeSession({ syncCredential });
      expect(await read(db, NOW), String(syncCredential)).toBeUndefined();
    }
    await storeSession({});
    expect(await read(db, NOW)).toBeUndefined();
  });

  it('no session, or an expired one, sends nothing', async () => {
    expect(await read(db, NOW)).toBeUndefined();
    await storeSession(deviceSession(), NOW + 1);
    expect(await read(db, NOW)).toBe(DEVICE_AUTH);
    expect(await read(db, NOW + 1)).toBeUndefined();
    expect(await read(db, NOW + 2)).toBeUndefined();
    // A record without its expiry counts as expired.
    await storeSession(deviceSession(), null);
    expect(await read(db, NOW)).toBeUndefined();
  });

  it('defaults to the current time', async () => {
    await storeSession(deviceSession(), Date.now() + 60_000);
    expect(await read(db)).toBe(DEVICE_AUTH);
    await storeSession(deviceSession(), Date.now() - 1);
    expect(await read(db)).toBeUndefined();
  });
});

describe('a refused credential', () => {
  it('is stored as the SHA-256 of its header value only, and no longer sent', async () => {
    await storeSession(deviceSession());
    await markCredentialRefused(db, DEVICE_AUTH, NOW);
    const record = await db.flags.get(TEAM_FLAG_KEYS.syncRefused);
    expect(record).toEqual({
      key: TEAM_FLAG_KEYS.syncRefused,
      value: { digest: await digestOf(DEVICE_AUTH) },
      updatedAt: NOW,
    });
    const stored = JSON.stringify(record);
    expect(stored).not.toContain(SYNC_TOKEN);
    expect(stored).not.toContain(DEVICE_ID);
    expect(await read(db, NOW)).toBeUndefined();
    expect(await isCredentialRefused(db)).toBe(true);
  });

  it('an owner credential refused is stored as a digest too', async () => {
    await storeSession({ syncCredential: CREDENTIAL });
    await markCredentialRefused(db, OWNER_AUTH, NOW);
    const record = await db.flags.get(TEAM_FLAG_KEYS.syncRefused);
    expect(record?.value).toEqual({ digest: await digestOf(OWNER_AUTH) });
    expect(JSON.stringify(record)).not.toContain(CREDENTIAL);
    expect(await read(db, NOW)).toBeUndefined();
    expect(await isCredentialRefused(db)).toBe(true);
  });

  it('a refusal of another credential does not stop this one', async () => {
    await storeSession(deviceSession());
    // The owner credential was refused; this device then enrolled and unlocked with its own token.
    await markCredentialRefused(db, OWNER_AUTH, NOW);
    expect(await read(db, NOW)).toBe(DEVICE_AUTH);
    expect(await isCredentialRefused(db)).toBe(false);
    // The bare token is not the header value: its digest does not match either.
    await markCredentialRefused(db, SYNC_TOKEN, NOW);
    expect(await read(db, NOW)).toBe(DEVICE_AUTH);
  });

  it('a refusal record without a digest refuses nothing', async () => {
    await storeSession(deviceSession());
    await db.flags.put({ key: TEAM_FLAG_KEYS.syncRefused, value: {}, updatedAt: NOW });
    expect(await read(db, NOW)).toBe(DEVICE_AUTH);
    expect(await isCredentialRefused(db)).toBe(false);
    await db.flags.put({ key: TEAM_FLAG_KEYS.syncRefused, value: { digest: '' }, updatedAt: NOW });
    expect(await isCredentialRefused(db)).toBe(false);
  });

  it('is forgotten by the next unlock', async () => {
    await storeSession(deviceSession());
    await markCredentialRefused(db, DEVICE_AUTH, NOW);
    await clearCredentialRefusal(db);
    expect(await db.flags.get(TEAM_FLAG_KEYS.syncRefused)).toBeUndefined();
    expect(await read(db, NOW)).toBe(DEVICE_AUTH);
    expect(await isCredentialRefused(db)).toBe(false);
  });

  it('is no reason to ask for an unlock when no session holds a credential', async () => {
    await markCredentialRefused(db, DEVICE_AUTH, NOW);
    expect(await isCredentialRefused(db)).toBe(false);
    await storeSession({});
    expect(await isCredentialRefused(db)).toBe(false);
  });
});

describe('readRep', () => {
  it('reads the rep this device records for, and nothing else', async () => {
    expect(await readRep(db)).toBeUndefined();
    await db.flags.put({
      key: TEAM_FLAG_KEYS.rep,
      value: { name: 'Ada Lovelace', email: 'ada@firm.com', extra: 'x' },
      updatedAt: NOW,
    });
    expect(await readRep(db)).toEqual({ name: 'Ada Lovelace', email: 'ada@firm.com' });
  });

  it('a damaged rep record is no rep', async () => {
    for (const value of [{ name: 'Ada' }, { email: 'ada@firm.com' }, { name: 1, email: 'a' }]) {
      await db.flags.put({ key: TEAM_FLAG_KEYS.rep, value, updatedAt: NOW });
      expect(await readRep(db)).toBeUndefined();
    }
  });
});
