/**
 * Enrolled devices in workerd with local D1 (issue 25): enrolment by a passkey or a passphrase
 * session, the sealed key opening with the device's own private key to exactly the content key
 * and its sync token, malformed bodies refused with nothing stored, listing and removal by the
 * person or an admin, check-ins (renewed grace, removal, revocation and restore, a key rotation,
 * missing keys), and events sent with a device's sync token carrying its person's identity.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  deviceAuthorization,
  deviceSyncToken,
  formatContentKeySecret,
  generateDeviceKeyPair,
  newOwnerSecrets,
  openForDevice,
  toBase64Url,
  type DeviceSecrets,
} from '@/shared/device-keys';
import {
  checkInAnswer,
  DEFAULT_OFFLINE_GRACE_DAYS,
  deviceListSchema,
  enrolDeviceAnswer,
  type CheckInAnswer,
  type Device,
  type EnrolDeviceAnswer,
} from '@/shared/portal-devices';
import type { AuditPage, SessionAnswer } from '@/shared/people';
import {
  freshClientIp,
  startTestWorker,
  TEST_EPOCH,
  TEST_OWNER_SECRETS,
  type TestWorker,
} from './harness';
import { as, cookieOf, invite, PASSPHRASE, signedIn, type Signed } from './people-helpers';
import { credentials, expectJsonError, portalEvent, postEvents } from './portal-helpers';
import { SoftAuthenticator } from './soft-authenticator';

// A few wrangler queries (seconds each on two cores) and two Worker restarts.
vi.setConfig({ testTimeout: 120_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCKOUT_SECONDS = 2;

let worker: TestWorker;
let sync: Awaited<ReturnType<typeof credentials>>;
let baseVars: Record<string, string>;
let admin: Signed;
beforeAll(async () => {
  sync = await credentials();
  baseVars = { PORTAL_SYNC_VERIFIER: sync.verifier, AUTH_LOCKOUT_SECONDS: String(LOCKOUT_SECONDS) };
  worker = await startTestWorker({ vars: baseVars });
  admin = await signedIn(worker, 'admin');
}, 90_000);
afterAll(async () => worker?.dispose());

// ---- Helpers -----------------------------------------------------------------------------------

/** A browser's device key pair: the public JWK it sends, the private key it keeps. */
async function deviceKeys() {
  const pair = await generateDeviceKeyPair();
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    pair.privatePkcs8,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return { publicKey: pair.publicKey, privateKey };
}

function enrolRequest(who: Signed, body: unknown, headers: Record<string, string> = {}) {
  return worker.fetch('/api/portal/devices', {
    method: 'POST',
    headers: { ...as(who, true), 'CF-Connecting-IP': freshClientIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface Enrolled {
  answer: EnrolDeviceAnswer;
  privateKey: CryptoKey;
  id: string;
  checkInToken: string;
  syncToken: string;
}

/** Enrols a fresh device for `who` and checks the answer against the shared schema. */
async function enrol(
  who: Signed,
  method: 'passkey' | 'passphrase' = 'passkey',
  label = 'Work laptop',
): Promise<Enrolled> {
  const keys = await deviceKeys();
  const response = await enrolRequest(who, {
    method,
    publicKey: keys.publicKey,
    label,
    ...(method === 'passphrase' ? { passphrase: PASSPHRASE } : {}),
  });
  if (response.status !== 201)
    throw new Error(`enrol: ${response.status} ${await response.text()}`);
  const answer = z.parse(enrolDeviceAnswer, await response.json());
  const id = answer.device.id;
  const syncToken = toBase64Url(await deviceSyncToken(TEST_OWNER_SECRETS.syncSecret, id));
  return { answer, privateKey: keys.privateKey, id, checkInToken: answer.checkInToken, syncToken };
}

function checkIn(authorization: string | null, init: RequestInit = {}) {
  return worker.fetch('/api/portal/devices/check-in', {
    method: 'POST',
    ...init,
    headers: {
      'CF-Connecting-IP': freshClientIp(),
      ...(authorization === null ? {} : { Authorization: authorization }),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

async function checkedIn(device: Enrolled): Promise<CheckInAnswer> {
  const response = await checkIn(`Device ${device.id}.${device.checkInToken}`);
  if (response.status !== 200)
    throw new Error(`check-in: ${response.status} ${await response.text()}`);
  return z.parse(checkInAnswer, await response.json());
}

async function devicesOf(who: Signed): Promise<Device[]> {
  const response = await worker.fetch('/api/portal/devices', { headers: as(who) });
  expect(response.status).toBe(200);
  return z.parse(deviceListSchema, await response.json()).devices;
}

function removeRequest(who: Signed, id: string, csrf = true) {
  return worker.fetch(`/api/portal/devices/${id}`, { method: 'DELETE', headers: as(who, csrf) });
}

async function auditOf(action: string, subject: string): Promise<AuditPage['entries']> {
  const response = await worker.fetch(
    `/api/audit?action=${action}&q=${encodeURIComponent(subject)}`,
    { headers: as(admin) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as AuditPage).entries;
}

function setStatus(personId: string, status: 'revoked' | 'active') {
  return worker.fetch(`/api/people/${personId}`, {
    method: 'PATCH',
    headers: as(admin, true),
    body: JSON.stringify({ status }),
  });
}

/** A person who joined with a passkey only (no passphrase), signed in by that passkey. */
async function passkeyPerson(): Promise<Signed> {
  const made = await invite(worker, 'rep');
  const authenticator = await SoftAuthenticator.create('http://127.0.0.1', '127.0.0.1');
  const post = (path: string, body: unknown) =>
    worker.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientIp() },
      body: JSON.stringify(body),
    });
  const options = (await (
    await post('/api/auth/invite/passkey-options', { token: made.token })
  ).json()) as { challengeId: string; options: Parameters<SoftAuthenticator['register']>[0] };
  const response = await post('/api/auth/invite/passkey', {
    token: made.token,
    challengeId: options.challengeId,
    response: await authenticator.register(options.options),
  });
  if (response.status !== 200)
    throw new Error(`passkey: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as SessionAnswer;
  expect(session.method).toBe('passkey');
  return { cookie: cookieOf(response), csrf: session.csrfToken, session, email: made.email };
}

async function opened(privateKey: CryptoKey, sealed: CheckInAnswer['sealed'], id: string) {
  const secrets: DeviceSecrets = await openForDevice(privateKey, sealed, id);
  return { contentKey: toBase64Url(secrets.contentKey), syncToken: toBase64Url(secrets.syncToken) };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

// ---- Enrolment ---------------------------------------------------------------------------------

describe('enrolling a device', () => {
  it('from a passkey session: 201, and the sealed key opens with the device key to K and HMAC(S, id)', async () => {
    const person = await passkeyPerson();
    const before = Date.now();
    const device = await enrol(person, 'passkey', '  Phone  ');
    const { answer } = device;
    expect(answer.device).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      label: 'Phone',
      method: 'passkey',
      createdAt: answer.device.lastSeenAt,
      lastSeenAt: answer.device.createdAt,
      removedAt: null,
    });
    expect(answer.graceDays).toBe(DEFAULT_OFFLINE_GRACE_DAYS);
    expect(answer.sealed.epoch).toBe(TEST_EPOCH);
    expect(answer.sealed.offlineUntil).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(answer.sealed.offlineUntil).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS);
    expect(await opened(device.privateKey, answer.sealed, device.id)).toEqual({
      contentKey: toBase64Url(TEST_OWNER_SECRETS.contentKey),
      syncToken: device.syncToken,
    });
    // Another device's private key opens nothing.
    const other = await deviceKeys();
    await expect(openForDevice(other.privateKey, answer.sealed, device.id)).rejects.toThrow(
      /could not be opened/,
    );
    // Only the check-in token's digest is stored, with the public key and the epoch.
    const [row] = worker.query<Record<string, unknown>>(
      `SELECT person_id, method, label, check_in_hash, epoch, public_key, removed_at FROM portal_devices WHERE id = '${device.id}'`,
    );
    expect(row).toMatchObject({
      person_id: person.session.person.id,
      method: 'passkey',
      label: 'Phone',
      check_in_hash: await sha256Hex(device.checkInToken),
      epoch: TEST_EPOCH,
      removed_at: null,
    });
    expect(Object.keys(JSON.parse(row!.public_key as string) as object).sort()).toEqual([
      'crv',
      'kty',
      'x',
      'y',
    ]);
    expect(await devicesOf(person)).toEqual([answer.device]);
    const [entry] = await auditOf('device.enrolled', person.email);
    expect(entry).toMatchObject({
      actorKind: 'person',
      actorEmail: person.email,
      subject: person.email,
      outcome: 'success',
    });
    expect(JSON.parse(entry!.detail!)).toEqual({
      deviceId: device.id,
      label: 'Phone',
      method: 'passkey',
    });
  });

  it('by passphrase: the right one enrols, a wrong one is 403 and stores nothing, none set is 409', async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep, 'passphrase');
    expect(device.answer.device.method).toBe('passphrase');
    expect(await opened(device.privateKey, device.answer.sealed, device.id)).toEqual({
      contentKey: toBase64Url(TEST_OWNER_SECRETS.contentKey),
      syncToken: device.syncToken,
    });

    const keys = await deviceKeys();
    const wrong = await enrolRequest(rep, {
      method: 'passphrase',
      publicKey: keys.publicKey,
      label: 'Tablet',
      passphrase: 'not my passphrase at all',
    });
    const body = await expectJsonError(wrong, 403, 'passphrase_refused');
    expect(body.error.message).toBe(
      'That is not your account passphrase: use the one you sign in with.',
    );
    expect((await devicesOf(rep)).map((d) => d.id)).toEqual([device.id]);

    const passkeyOnly = await passkeyPerson();
    const none = await enrolRequest(passkeyOnly, {
      method: 'passphrase',
      publicKey: keys.publicKey,
      label: 'Tablet',
      passphrase: PASSPHRASE,
    });
    expect((await expectJsonError(none, 409, 'no_passphrase')).error.message).toBe(
      'Set a passphrase on your account first, then set up this device.',
    );
    expect(await devicesOf(passkeyOnly)).toEqual([]);
  });

  it('wrong passphrases count against the sign-in lockout of that email', async () => {
    const rep = await signedIn(worker, 'rep');
    const keys = await deviceKeys();
    const attempt = (passphrase: string) =>
      enrolRequest(rep, {
        method: 'passphrase',
        publicKey: keys.publicKey,
        label: 'T',
        passphrase,
      });
    for (let i = 0; i < 4; i++)
      await expectJsonError(await attempt('a wrong passphrase here'), 403, 'passphrase_refused');
    const fifth = await attempt('a wrong passphrase here');
    await expectJsonError(fifth, 429, 'locked');
    expect(fifth.headers.get('Retry-After')).toBe(String(LOCKOUT_SECONDS));
    // The email is locked for signing in too, even with the right passphrase.
    const signIn = await worker.fetch('/api/auth/passphrase', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientIp() },
      body: JSON.stringify({ email: rep.email, passphrase: PASSPHRASE }),
    });
    await expectJsonError(signIn, 429, 'locked');
    await expectJsonError(await attempt(PASSPHRASE), 429, 'locked');
    await new Promise((resolve) => setTimeout(resolve, LOCKOUT_SECONDS * 1000 + 200));
    expect((await attempt(PASSPHRASE)).status).toBe(201);
    const locked = await auditOf('sign_in.locked', rep.email);
    expect(JSON.parse(locked[0]!.detail!)).toMatchObject({ via: 'device_enrol' });
    expect(await auditOf('device.enrolled', rep.email)).toHaveLength(5); // 4 refused + 1 enrolled
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const rep = await signedIn(worker, 'rep');
    const keys = await deviceKeys();
    const body = JSON.stringify({ method: 'passkey', publicKey: keys.publicKey, label: 'Laptop' });
    const anonymous = await worker.fetch('/api/portal/devices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientIp() },
      body,
    });
    await expectJsonError(anonymous, 401, 'signed_out');
    const noCsrf = await worker.fetch('/api/portal/devices', {
      method: 'POST',
      headers: { ...as(rep), 'CF-Connecting-IP': freshClientIp() },
      body,
    });
    await expectJsonError(noCsrf, 403, 'csrf_required');
    const foreign = await enrolRequest(rep, body, { Origin: 'https://evil.example' });
    await expectJsonError(foreign, 403, 'origin_refused');
    await expectJsonError(
      await worker.fetch('/api/portal/devices', { headers: { 'CF-Connecting-IP': '1.2.3.4' } }),
      401,
      'signed_out',
    );
    expect(await devicesOf(rep)).toEqual([]);
  });

  it('refuses every malformed body with a 4xx JSON error and stores nothing', async () => {
    const rep = await signedIn(worker, 'rep');
    const { publicKey } = await deviceKeys();
    const good = { method: 'passkey', publicKey, label: 'Laptop' };
    const b64 = (bytes: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
    const json = (value: unknown) => JSON.stringify(value);
    const bodies: Array<[name: string, body: string, contentType?: string]> = [
      ['empty', ''],
      ['not JSON', '{method: passkey}'],
      ['JSON null', 'null'],
      ['an array', json([good])],
      ['a number', '42'],
      ['a string', json('passkey')],
      ['no fields', json({})],
      ['no method', json({ publicKey, label: 'Laptop' })],
      ['an unknown method', json({ ...good, method: 'password' })],
      ['no public key', json({ method: 'passkey', label: 'Laptop' })],
      ['no label', json({ method: 'passkey', publicKey })],
      ['P-384 curve', json({ ...good, publicKey: { ...publicKey, crv: 'P-384' } })],
      ['RSA key type', json({ ...good, publicKey: { ...publicKey, kty: 'RSA' } })],
      ['a private part (d)', json({ ...good, publicKey: { ...publicKey, d: b64(32) } })],
      ['key_ops in the key', json({ ...good, publicKey: { ...publicKey, key_ops: [] } })],
      ['a short x', json({ ...good, publicKey: { ...publicKey, x: b64(31) } })],
      ['a long y', json({ ...good, publicKey: { ...publicKey, y: b64(33) } })],
      ['x not base64url', json({ ...good, publicKey: { ...publicKey, x: `${'+'.repeat(43)}` } })],
      ['no y', json({ ...good, publicKey: { kty: 'EC', crv: 'P-256', x: publicKey.x } })],
      ['a point off the curve', json({ ...good, publicKey: { ...publicKey, y: b64(32) } })],
      ['the public key as a string', json({ ...good, publicKey: json(publicKey) })],
      ['the public key null', json({ ...good, publicKey: null })],
      ['an empty label', json({ ...good, label: '' })],
      ['a blank label', json({ ...good, label: '   ' })],
      ['a label of 61 characters', json({ ...good, label: 'x'.repeat(61) })],
      ['a huge label', json({ ...good, label: 'x'.repeat(20_000) })],
      ['a NUL in the label', json({ ...good, label: 'Lap\u0000top' })],
      ['a newline in the label', json({ ...good, label: 'Lap\ntop' })],
      ['a bidi override in the label', json({ ...good, label: 'Lap\u202Etop' })],
      ['a zero-width space in the label', json({ ...good, label: 'Lap\u200Btop' })],
      ['a number as label', json({ ...good, label: 7 })],
      ['a client-chosen id', json({ ...good, id: crypto.randomUUID() })],
      ['a person id', json({ ...good, personId: admin.session.person.id })],
      ['an epoch', json({ ...good, epoch: 99 })],
      ['a passkey device with a passphrase', json({ ...good, passphrase: PASSPHRASE })],
      ['a passphrase device without one', json({ ...good, method: 'passphrase' })],
      ['a short passphrase', json({ ...good, method: 'passphrase', passphrase: 'short' })],
      ['a passphrase of 300', json({ ...good, method: 'passphrase', passphrase: 'p'.repeat(300) })],
      ['a passphrase number', json({ ...good, method: 'passphrase', passphrase: 1234567890123 })],
      ['over 32 KiB', json({ ...good, pad: 'x'.repeat(40_000) })],
      ['text/plain', json(good), 'text/plain'],
      ['a form', 'method=passkey&label=Laptop', 'application/x-www-form-urlencoded'],
    ];
    expect(bodies.length).toBeGreaterThanOrEqual(30);
    const answers: Array<[string, number, string]> = [];
    for (const [name, body, contentType] of bodies) {
      const response = await enrolRequest(
        rep,
        body,
        contentType ? { 'Content-Type': contentType } : {},
      );
      const answer = (await response.json()) as { ok: boolean; error?: { code: string } };
      answers.push([name, response.status, answer.error?.code ?? '']);
    }
    for (const [name, status, code] of answers) {
      expect({ name, client: status >= 400 && status < 500, code }).toEqual({
        name,
        client: true,
        code: expect.stringMatching(/^[a-z_]+$/) as string,
      });
    }
    // A few exact answers.
    const byName = Object.fromEntries(
      answers.map(([name, status, code]) => [name, [status, code]]),
    );
    expect(byName['not JSON']).toEqual([400, 'invalid_json']);
    expect(byName['a point off the curve']).toEqual([422, 'validation_failed']);
    expect(byName['over 32 KiB']).toEqual([413, 'payload_too_large']);
    expect(byName['text/plain']).toEqual([415, 'unsupported_media_type']);
    expect(byName['P-384 curve']).toEqual([422, 'validation_failed']);
    const offCurve = await enrolRequest(rep, {
      ...good,
      publicKey: { ...publicKey, y: toBase64Url(new Uint8Array(32)) },
    });
    expect((await expectJsonError(offCurve, 422, 'validation_failed')).error.fields).toEqual([
      { field: 'publicKey', message: 'This is not a P-256 public key.' },
    ]);
    // Invalid UTF-8.
    const bytes = await worker.fetch('/api/portal/devices', {
      method: 'POST',
      headers: { ...as(rep, true), 'CF-Connecting-IP': freshClientIp() },
      body: Uint8Array.of(0x7b, 0xff, 0xfe, 0x7d),
    });
    await expectJsonError(bytes, 400, 'invalid_body');
    expect(await devicesOf(rep)).toEqual([]);
    // The good body itself enrols.
    expect((await enrolRequest(rep, good)).status).toBe(201);
  });
});

// ---- Listing and removal -----------------------------------------------------------------------

describe('listing and removing devices', () => {
  it('lists own devices newest first; removal is by the person or an admin, once, and idempotent', async () => {
    const rep = await signedIn(worker, 'rep');
    const other = await signedIn(worker, 'rep');
    const first = await enrol(rep, 'passkey', 'Laptop');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await enrol(rep, 'passphrase', 'Phone');
    expect((await devicesOf(rep)).map((d) => d.label)).toEqual(['Phone', 'Laptop']);
    expect(await devicesOf(other)).toEqual([]);

    // Another rep cannot see or remove it: 404, as for an unknown id.
    await expectJsonError(await removeRequest(other, first.id), 404, 'not_found');
    await expectJsonError(await removeRequest(rep, crypto.randomUUID()), 404, 'not_found');
    await expectJsonError(await removeRequest(rep, 'not-a-uuid'), 404, 'not_found');
    await expectJsonError(await removeRequest(rep, first.id, false), 403, 'csrf_required');

    const removed = await removeRequest(rep, first.id);
    expect(removed.status).toBe(200);
    const { device } = (await removed.json()) as { ok: true; device: Device };
    expect(device).toMatchObject({ id: first.id, label: 'Laptop' });
    expect(device.removedAt).toEqual(expect.any(String));
    const again = await removeRequest(rep, first.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { device: Device }).device.removedAt).toBe(device.removedAt);
    expect((await devicesOf(rep)).map((d) => [d.label, d.removedAt])).toEqual([
      ['Phone', null],
      ['Laptop', device.removedAt],
    ]);

    // An admin removes anyone's device; the audit names the admin and the owner.
    expect((await removeRequest(admin, second.id)).status).toBe(200);
    const entries = await auditOf('device.removed', rep.email);
    expect(entries.map((e) => [e.actorEmail, e.subject])).toEqual([
      [admin.email, rep.email],
      [rep.email, rep.email],
    ]);
    expect(JSON.parse(entries[0]!.detail!)).toEqual({
      deviceId: second.id,
      label: 'Phone',
      method: 'passphrase',
    });
    expect(
      worker.query(
        `SELECT removed_by FROM portal_devices WHERE id IN ('${first.id}', '${second.id}') ORDER BY label`,
      ),
    ).toEqual([{ removed_by: rep.session.person.id }, { removed_by: admin.session.person.id }]);
  });
});

// ---- Check-in ----------------------------------------------------------------------------------

describe('check-in', () => {
  it('renews the grace period and reseals the current key for an active device', async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const first = await checkedIn(device);
    expect(first).toMatchObject({ ok: true, status: 'active', graceDays: 14 });
    expect(first.sealed.epoch).toBe(TEST_EPOCH);
    expect(first.sealed.offlineUntil).toBeGreaterThan(device.answer.sealed.offlineUntil);
    expect(await opened(device.privateKey, first.sealed, device.id)).toEqual({
      contentKey: toBase64Url(TEST_OWNER_SECRETS.contentKey),
      syncToken: device.syncToken,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // No session, and any body, is fine.
    const second = await checkIn(`Device ${device.id}.${device.checkInToken}`, {
      headers: { 'Content-Type': 'text/plain' },
      body: 'anything at all',
    });
    expect(second.status).toBe(200);
    const answer = z.parse(checkInAnswer, await second.json());
    expect(answer.sealed.offlineUntil).toBeGreaterThan(first.sealed.offlineUntil);
    const [listed] = await devicesOf(rep);
    expect(Date.parse(listed!.lastSeenAt)).toBeGreaterThan(Date.parse(listed!.createdAt));
  });

  it('answers 401 device_unknown to a wrong token, an unknown id or a malformed header', async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep);
    const wrongToken = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    for (const authorization of [
      `Device ${device.id}.${wrongToken}`,
      `Device ${crypto.randomUUID()}.${device.checkInToken}`,
      `Device ${device.id}.${device.syncToken}`, // the sync token is not the check-in token
      `Device ${device.id}`,
      `Bearer ${device.checkInToken}`,
      `Device ${device.id.toUpperCase()}.${device.checkInToken}`,
      `Device ${device.id}.${device.checkInToken}x`,
      '',
      null,
    ]) {
      const response = await checkIn(authorization);
      const body = await expectJsonError(response, 401, 'device_unknown');
      expect(body.error.message).toBe(
        'This device is not enrolled here: set it up again while signed in.',
      );
    }
    expect((await checkIn(`Device ${device.id}.${device.checkInToken}`)).status).toBe(200);
  });

  it('tells a removed device to wipe (403 device_revoked), audited once', async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep, 'passkey', 'Old phone');
    expect((await removeRequest(rep, device.id)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const body = await expectJsonError(
        await checkIn(`Device ${device.id}.${device.checkInToken}`),
        403,
        'device_revoked',
      );
      expect(body.error.message).toBe('Your access to the portal was removed.');
    }
    const wiped = await auditOf('device.wiped', rep.email);
    expect(wiped).toHaveLength(1);
    expect(wiped[0]).toMatchObject({ actorKind: 'anonymous', subject: rep.email });
    expect(JSON.parse(wiped[0]!.detail!)).toEqual({
      deviceId: device.id,
      label: 'Old phone',
      reason: 'device_removed',
    });
  });

  it("refuses a revoked person's devices at once, and accepts them again once restored", async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep);
    expect((await setStatus(rep.session.person.id, 'revoked')).status).toBe(200);
    await expectJsonError(
      await checkIn(`Device ${device.id}.${device.checkInToken}`),
      403,
      'device_revoked',
    );
    const wiped = await auditOf('device.wiped', rep.email);
    expect(JSON.parse(wiped[0]!.detail!)).toMatchObject({ reason: 'person_revoked' });
    expect((await setStatus(rep.session.person.id, 'active')).status).toBe(200);
    const back = await checkedIn(device);
    expect(back.status).toBe('active');
    // Revoked again later: told to wipe again, and audited again.
    expect((await setStatus(rep.session.person.id, 'revoked')).status).toBe(200);
    await expectJsonError(
      await checkIn(`Device ${device.id}.${device.checkInToken}`),
      403,
      'device_revoked',
    );
    expect(await auditOf('device.wiped', rep.email)).toHaveLength(2);
  });
});

// ---- Events from an enrolled device ------------------------------------------------------------

describe('events with a device sync token', () => {
  const sendAs = (device: Enrolled, events: unknown[], headers: Record<string, string> = {}) =>
    postEvents(worker, { events }, undefined, {
      Authorization: deviceAuthorization(device.id, device.syncToken),
      ...headers,
    });

  it("are stored as the device's person whatever the body's rep says", async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep);
    const event = portalEvent(
      { name: 'Someone Else', email: 'someone.else@firm.example' },
      'training_reset',
      hourAgo(),
    );
    const response = await sendAs(device, [event]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, accepted: 1, duplicates: 0 });
    expect(
      worker.query(
        `SELECT rep_email, rep_name, person_id FROM portal_events WHERE id = '${event.id}'`,
      ),
    ).toEqual([{ rep_email: rep.email, rep_name: 'Test rep', person_id: rep.session.person.id }]);
    const progress = await worker.fetch('/api/portal/progress?email=someone.else@firm.example', {
      headers: {
        Authorization: deviceAuthorization(device.id, device.syncToken),
        'CF-Connecting-IP': freshClientIp(),
      },
    });
    expect(progress.status).toBe(200);
    expect(((await progress.json()) as { rep: { email: string } }).rep.email).toBe(rep.email);
  });

  it('refuse a wrong token (401 credential_refused) and a removed or revoked device (403)', async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep);
    const event = () =>
      portalEvent({ name: 'Rep R', email: rep.email }, 'training_reset', hourAgo());
    const wrong = { ...device, syncToken: toBase64Url(crypto.getRandomValues(new Uint8Array(32))) };
    await expectJsonError(await sendAs(wrong, [event()]), 401, 'credential_refused');
    // The check-in token is not the sync token; nor is another device's.
    const other = await enrol(rep);
    await expectJsonError(
      await sendAs({ ...device, syncToken: device.checkInToken }, [event()]),
      401,
      'credential_refused',
    );
    await expectJsonError(
      await sendAs({ ...device, syncToken: other.syncToken }, [event()]),
      401,
      'credential_refused',
    );
    await expectJsonError(
      await postEvents(worker, { events: [event()] }, undefined, {
        Authorization: `Device ${device.id}`,
      }),
      401,
      'credential_refused',
    );
    // A token made for an id that was never enrolled (as the Worker would make it) is refused too.
    const neverEnrolled = crypto.randomUUID();
    const forged = toBase64Url(await deviceSyncToken(TEST_OWNER_SECRETS.syncSecret, neverEnrolled));
    await expectJsonError(
      await sendAs({ ...device, id: neverEnrolled, syncToken: forged }, [event()]),
      401,
      'credential_refused',
    );

    // Removed: 403, even with the person's session cookie beside it.
    expect((await removeRequest(rep, other.id)).status).toBe(200);
    await expectJsonError(
      await sendAs(other, [event()], { Cookie: rep.cookie }),
      403,
      'device_revoked',
    );
    // Revoked person: 403 on events and progress.
    expect((await setStatus(rep.session.person.id, 'revoked')).status).toBe(200);
    await expectJsonError(await sendAs(device, [event()]), 403, 'device_revoked');
    const progress = await worker.fetch('/api/portal/progress', {
      headers: {
        Authorization: deviceAuthorization(device.id, device.syncToken),
        'CF-Connecting-IP': freshClientIp(),
      },
    });
    await expectJsonError(progress, 403, 'device_revoked');
    // The shared credential and a session still work as before.
    const shared = portalEvent(
      { name: 'Unlisted', email: `unlisted-${crypto.randomUUID().slice(0, 6)}@firm.example` },
      'training_reset',
      hourAgo(),
    );
    expect((await postEvents(worker, { events: [shared] }, sync.current)).status).toBe(200);
    const manager = await signedIn(worker, 'manager');
    expect((await postEvents(worker, { events: [event()] }, undefined, as(manager))).status).toBe(
      200,
    );
  });
});

// ---- Key rotation and missing keys (each restarts the Worker on the same D1) -------------------

describe('the content key secret', () => {
  it('after a rotation, check-in seals the new epoch and key; the sync token is unchanged', async () => {
    const rep = await signedIn(worker, 'rep');
    const device = await enrol(rep);
    const removed = await enrol(rep);
    expect((await removeRequest(rep, removed.id)).status).toBe(200);
    const rotated = newOwnerSecrets(TEST_OWNER_SECRETS);
    await worker.restart({
      ...baseVars,
      PORTAL_CONTENT_KEY: formatContentKeySecret(2, rotated),
      PORTAL_OFFLINE_GRACE_DAYS: '3',
    });
    const before = Date.now();
    const answer = await checkedIn(device);
    expect(answer.sealed.epoch).toBe(2);
    expect(answer.graceDays).toBe(3);
    expect(answer.sealed.offlineUntil).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(answer.sealed.offlineUntil).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    const secrets = await opened(device.privateKey, answer.sealed, device.id);
    expect(secrets).toEqual({
      contentKey: toBase64Url(rotated.contentKey),
      syncToken: device.syncToken,
    });
    expect(secrets.contentKey).not.toBe(toBase64Url(TEST_OWNER_SECRETS.contentKey));
    expect(worker.query(`SELECT epoch FROM portal_devices WHERE id = '${device.id}'`)).toEqual([
      { epoch: 2 },
    ]);
    // Its sync token still sends events.
    const event = portalEvent({ name: 'Rep R', email: rep.email }, 'training_reset', hourAgo());
    const sent = await postEvents(worker, { events: [event] }, undefined, {
      Authorization: deviceAuthorization(device.id, device.syncToken),
    });
    expect(sent.status).toBe(200);
    // A new device enrols at the new epoch.
    const fresh = await enrol(rep);
    expect(fresh.answer.sealed.epoch).toBe(2);
    expect(fresh.answer.graceDays).toBe(3);

    // Without the secret (or with a malformed one), enrolment and check-in are 503 keys_unavailable.
    for (const value of ['', 'v1.0.abc.def']) {
      await worker.restart({ ...baseVars, PORTAL_CONTENT_KEY: value });
      const checkInAnswer = await checkIn(`Device ${device.id}.${device.checkInToken}`);
      const body = await expectJsonError(checkInAnswer, 503, 'keys_unavailable');
      expect(body.error.message).toMatch(/PORTAL_CONTENT_KEY/);
      const keys = await deviceKeys();
      await expectJsonError(
        await enrolRequest(rep, { method: 'passkey', publicKey: keys.publicKey, label: 'X' }),
        503,
        'keys_unavailable',
      );
      await expectJsonError(
        await postEvents(worker, { events: [event] }, undefined, {
          Authorization: deviceAuthorization(device.id, device.syncToken),
        }),
        503,
        'keys_unavailable',
      );
      // A removed device still hears that it must wipe: revocation needs no key.
      await expectJsonError(
        await checkIn(`Device ${removed.id}.${removed.checkInToken}`),
        403,
        'device_revoked',
      );
    }
    expect((await devicesOf(rep)).length).toBe(3);
  });
});
