/**
 * Enrolled devices (issue 25, docs/decisions/0025): a signed-in person enrols a device (its ECDH
 * public key), and the Worker seals the portal's content key and the device's sync token for it.
 * Afterwards the device checks in with its own check-in token, no session needed: an active device
 * of an active person gets the current epoch's key sealed again with a fresh offline grace period;
 * a removed device, or one whose person was revoked, is told to forget everything.
 *
 * The content key and sync secret come from the PORTAL_CONTENT_KEY secret; without it enrolment and
 * check-in answer 503 keys_unavailable (the operator's to fix, not the device's).
 */
import * as z from 'zod/mini';
import {
  deviceSyncToken,
  parseContentKeySecret,
  sealForDevice,
  toBase64Url,
  type SealedContentKey,
} from '../src/shared/device-keys';
import {
  DEFAULT_OFFLINE_GRACE_DAYS,
  DEVICE_AUTH_PATTERN,
  enrolDeviceRequest,
  MAX_OFFLINE_GRACE_DAYS,
  sealedContentKeySchema,
  type CheckInAnswer,
  type Device,
  type EnrolDeviceAnswer,
} from '../src/shared/portal-devices';
import { roleIncludes } from '../src/shared/people';
import {
  lockedResponse,
  lockoutMs,
  PASSPHRASE_MAX_FAILURES,
  requirePerson,
} from './access-control';
import { ANONYMOUS, audit, auditStatement, type Actor } from './audit';
import { signInBody } from './auth-routes';
import { errorResponse, json } from './http';
import { verifyPassphrase } from './passphrase';
import { clearFailures, lockedUntil, recordFailure, type PersonRow } from './people-queries';
import {
  devicesOf,
  findDevice,
  insertDevice,
  markCheckedIn,
  markRemoved,
  markWiped,
  type DeviceRow,
  type DeviceWithPerson,
} from './portal-devices-queries';
import { randomToken, sameSecret, sha256Hex } from './tokens';
import type { Env } from './env';
import { logError } from './logger';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_AFTER_KEYS_S = 300;
const RETRY_AFTER_RATE_LIMIT_S = 60;
const DEVICE_CHALLENGE = { 'WWW-Authenticate': 'Device realm="portal"' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ---- Settings ----------------------------------------------------------------------------------

/** PORTAL_OFFLINE_GRACE_DAYS as a whole number of days, clamped to 1..365; anything else is 14. */
export function offlineGraceDays(env: Pick<Env, 'PORTAL_OFFLINE_GRACE_DAYS'>): number {
  const raw = env.PORTAL_OFFLINE_GRACE_DAYS?.trim() ?? '';
  if (!/^-?\d+$/.test(raw)) return DEFAULT_OFFLINE_GRACE_DAYS;
  return Math.min(MAX_OFFLINE_GRACE_DAYS, Math.max(1, Number(raw)));
}

export type ContentKeys = NonNullable<ReturnType<typeof parseContentKeySecret>>;

export const keysUnavailable = () =>
  errorResponse(
    503,
    'keys_unavailable',
    'Offline keys are not set up on this server yet: the operator must set the PORTAL_CONTENT_KEY secret (npm run deploy does). Try again later.',
    { 'Retry-After': String(RETRY_AFTER_KEYS_S) },
  );

/** The current epoch's content key and the sync secret, or the 503 that says they are missing. */
export function contentKeys(
  env: Pick<Env, 'PORTAL_CONTENT_KEY'>,
): { ok: true; keys: ContentKeys } | { ok: false; response: Response } {
  const keys = parseContentKeySecret(env.PORTAL_CONTENT_KEY);
  if (keys) return { ok: true, keys };
  if (env.PORTAL_CONTENT_KEY?.trim())
    logError('PORTAL_CONTENT_KEY is set but is not v1.<epoch>.<key>.<secret>');
  return { ok: false, response: keysUnavailable() };
}

// ---- Answers -----------------------------------------------------------------------------------

export const deviceRevoked = () =>
  errorResponse(403, 'device_revoked', 'Your access to the portal was removed.');
const deviceUnknown = () =>
  errorResponse(
    401,
    'device_unknown',
    'This device is not enrolled here: set it up again while signed in.',
    DEVICE_CHALLENGE,
  );
const deviceNotFound = () => errorResponse(404, 'not_found', 'There is no device with this id.');
const rateLimited = () =>
  errorResponse(429, 'rate_limited', 'This device is checking in too often; retry shortly.', {
    'Retry-After': String(RETRY_AFTER_RATE_LIMIT_S),
  });
const publicKeyRefused = () =>
  errorResponse(422, 'validation_failed', 'Check the device: some fields are not valid.', {}, [
    { field: 'publicKey', message: 'This is not a P-256 public key.' },
  ]);

const iso = (ms: number) => new Date(ms).toISOString();

export function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    label: row.label,
    method: row.method,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    removedAt: row.removed_at === null ? null : iso(row.removed_at),
  };
}

type SealedAnswer = z.infer<typeof sealedContentKeySchema>;

/**
 * The epoch's content key and this device's sync token, sealed for its public key until the grace
 * ends, in the answer's shape (checked, so the Worker never sends what the browser would refuse).
 */
async function sealFor(
  deviceId: string,
  publicKey: JsonWebKey,
  keys: ContentKeys,
  offlineUntil: number,
): Promise<SealedAnswer> {
  const syncToken = await deviceSyncToken(keys.syncSecret, deviceId);
  try {
    const sealed: SealedContentKey = await sealForDevice(
      { contentKey: keys.contentKey, syncToken },
      publicKey,
      deviceId,
      keys.epoch,
      offlineUntil,
    );
    return z.parse(sealedContentKeySchema, sealed);
  } finally {
    syncToken.fill(0);
  }
}

/**
 * A device that may no longer unlock: 403 device_revoked, and the first such answer (per removal
 * or revocation) is recorded as device.wiped. Its person's status is read live with the device.
 */
export async function refuseRevoked(
  request: Request,
  env: Env,
  device: DeviceWithPerson,
): Promise<Response> {
  if (await markWiped(env.DB, device.id, Date.now()))
    await audit(env.DB, request, {
      action: 'device.wiped',
      actor: ANONYMOUS,
      subject: device.person.email,
      detail: {
        deviceId: device.id,
        label: device.label,
        reason: device.removed_at !== null ? 'device_removed' : `person_${device.person.status}`,
      },
    });
  return deviceRevoked();
}

export const mayUnlock = (device: DeviceWithPerson) =>
  device.removed_at === null && device.person.status === 'active';

// ---- Enrol -------------------------------------------------------------------------------------

async function isP256PublicKey(jwk: JsonWebKey): Promise<boolean> {
  try {
    await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

/**
 * The passphrase a 'passphrase' device wraps its key under must be the person's sign-in passphrase.
 * A wrong one counts against that email's sign-in lockout (five, then 15 minutes).
 */
async function passphraseRefusal(
  request: Request,
  env: Env,
  person: PersonRow,
  actor: Actor,
  passphrase: string,
  now: number,
): Promise<Response | null> {
  if (person.passphrase_hash === null)
    return errorResponse(
      409,
      'no_passphrase',
      'Set a passphrase on your account first, then set up this device.',
    );
  const key = `passphrase:${person.email}`;
  const until = await lockedUntil(env.DB, key, now);
  if (until) return lockedResponse(until, now, 'for this email');
  if (await verifyPassphrase(passphrase, person.passphrase_hash)) {
    await clearFailures(env.DB, key);
    return null;
  }
  const locked = await recordFailure(env.DB, key, PASSPHRASE_MAX_FAILURES, lockoutMs(env), now);
  await audit(env.DB, request, {
    action: locked ? 'sign_in.locked' : 'device.enrolled',
    actor,
    subject: person.email,
    outcome: 'failure',
    detail: {
      method: 'passphrase',
      reason: 'passphrase_refused',
      ...(locked ? { failures: PASSPHRASE_MAX_FAILURES, via: 'device_enrol' } : {}),
    },
  });
  if (locked) return lockedResponse(locked, now, 'for this email');
  return errorResponse(
    403,
    'passphrase_refused',
    'That is not your account passphrase: use the one you sign in with.',
  );
}

/** POST /api/portal/devices: session + CSRF; 201 EnrolDeviceAnswer. */
export async function enrolDevice(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const found = contentKeys(env);
  if (!found.ok) return found.response;
  const body = await signInBody(request, env, enrolDeviceRequest, 'the device');
  if (!body.ok) return body.response;
  const { keys } = found;
  const { person } = auth.session;
  const now = Date.now();
  const graceDays = offlineGraceDays(env);
  const id = crypto.randomUUID();
  // A point that is not on P-256 is refused before anything is checked or stored.
  if (!(await isP256PublicKey(body.data.publicKey))) return publicKeyRefused();
  if (body.data.method === 'passphrase') {
    const refused = await passphraseRefusal(
      request,
      env,
      person,
      auth.actor,
      body.data.passphrase,
      now,
    );
    if (refused) return refused;
  }
  const sealed = await sealFor(id, body.data.publicKey, keys, now + graceDays * DAY_MS);
  const checkInToken = randomToken();
  const row: DeviceRow = {
    id,
    person_id: person.id,
    label: body.data.label,
    method: body.data.method,
    public_key: JSON.stringify(body.data.publicKey),
    check_in_hash: await sha256Hex(checkInToken),
    created_at: now,
    last_seen_at: now,
    epoch: keys.epoch,
    removed_at: null,
    removed_by: null,
    wiped_at: null,
  };
  await env.DB.batch([
    insertDevice(env.DB, row),
    auditStatement(
      env.DB,
      request,
      {
        action: 'device.enrolled',
        actor: auth.actor,
        subject: person.email,
        detail: { deviceId: id, label: row.label, method: row.method },
      },
      now,
    ),
  ]);
  const answer: EnrolDeviceAnswer = {
    ok: true,
    device: toDevice(row),
    checkInToken,
    sealed,
    graceDays,
  };
  return json(answer, { status: 201 });
}

// ---- List and remove ---------------------------------------------------------------------------

/** GET /api/portal/devices: the signed-in person's own devices, newest first, removed ones too. */
export async function listDevices(request: Request, env: Env): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const rows = await devicesOf(env.DB, auth.session.person.id);
  return json({ ok: true, devices: rows.map(toDevice) });
}

/**
 * DELETE /api/portal/devices/:id: session + CSRF; the person's own device, or anyone's for an admin.
 * Removing an already removed device changes nothing and answers 200 again.
 */
export async function removeDevice(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await requirePerson(request, env, null);
  if (!auth.ok) return auth.response;
  const id = params.id ?? '';
  if (!UUID.test(id)) return deviceNotFound();
  const me = auth.session.person;
  const device = await findDevice(env.DB, id);
  if (!device || (device.person_id !== me.id && !roleIncludes(me.role, 'admin')))
    return deviceNotFound();
  if (device.removed_at === null) {
    const now = Date.now();
    await env.DB.batch([
      markRemoved(env.DB, id, me.id, now),
      auditStatement(
        env.DB,
        request,
        {
          action: 'device.removed',
          actor: auth.actor,
          subject: device.person.email,
          detail: { deviceId: id, label: device.label, method: device.method },
        },
        now,
      ),
    ]);
    device.removed_at = now;
    device.removed_by = me.id;
  }
  return json({ ok: true, device: toDevice(device) });
}

// ---- Check-in ----------------------------------------------------------------------------------

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  );
}

async function checkInTokenMatches(token: string, storedHex: string): Promise<boolean> {
  const given = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const wanted = hexToBytes(storedHex);
  // Both are 32-byte digests, as timingSafeEqual requires.
  return wanted.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(given, wanted);
}

/** Each device may check in 60 times a minute (AUTH_RATE_LIMITER, keyed by the device). */
async function deviceOverLimit(env: Env, deviceId: string): Promise<boolean> {
  try {
    return !(await env.AUTH_RATE_LIMITER.limit({ key: `device:${deviceId}` })).success;
  } catch (error) {
    logError('device rate limiter failed; letting the request through', error);
    return false;
  }
}

/**
 * POST /api/portal/devices/check-in with `Authorization: Device <id>.<check-in token>`; no session,
 * no CSRF, any body ignored. 200 CheckInAnswer; 401 device_unknown; 403 device_revoked.
 */
export async function checkIn(request: Request, env: Env): Promise<Response> {
  const match = DEVICE_AUTH_PATTERN.exec((request.headers.get('Authorization') ?? '').trim());
  if (!match) return deviceUnknown();
  const [, id, token] = match as unknown as [string, string, string];
  const device = await findDevice(env.DB, id);
  const matches = await checkInTokenMatches(token, device?.check_in_hash ?? '0'.repeat(64));
  if (!device || !matches) return deviceUnknown();
  // Only the token's holder spends the device's budget: knowing an id is not enough to block it.
  if (await deviceOverLimit(env, id)) return rateLimited();
  if (!mayUnlock(device)) return refuseRevoked(request, env, device);
  const found = contentKeys(env);
  if (!found.ok) return found.response;
  const { keys } = found;
  const now = Date.now();
  const graceDays = offlineGraceDays(env);
  const publicKey = JSON.parse(device.public_key) as JsonWebKey;
  const sealed = await sealFor(id, publicKey, keys, now + graceDays * DAY_MS);
  await markCheckedIn(env.DB, id, now, keys.epoch).run();
  const answer: CheckInAnswer = { ok: true, status: 'active', sealed, graceDays };
  return json(answer);
}

// ---- Events from an enrolled device ------------------------------------------------------------

const credentialRefused = () =>
  errorResponse(
    401,
    'credential_refused',
    'The device sync token is not valid for this portal: unlock again to refresh it.',
    DEVICE_CHALLENGE,
  );

export type DeviceSyncIdentity =
  | { ok: true; person: DeviceWithPerson['person']; deviceId: string }
  | { ok: false; response: Response };

/**
 * `Authorization: Device <id>.<sync token>` on /api/portal/events and /progress: the token must be
 * HMAC(S, id) (compared in constant time), the device not removed and its person active; then the
 * identity is that person, exactly as if their session had sent the request.
 */
export async function deviceSyncIdentity(
  request: Request,
  env: Env,
  header: string,
): Promise<DeviceSyncIdentity> {
  const match = DEVICE_AUTH_PATTERN.exec(header.trim());
  if (!match) return { ok: false, response: credentialRefused() };
  const [, id, token] = match as unknown as [string, string, string];
  const found = contentKeys(env);
  if (!found.ok) return found;
  const expected = await deviceSyncToken(found.keys.syncSecret, id);
  const matches = await sameSecret(token, toBase64Url(expected));
  expected.fill(0);
  if (!matches) return { ok: false, response: credentialRefused() };
  const device = await findDevice(env.DB, id);
  if (!device) return { ok: false, response: credentialRefused() };
  if (!mayUnlock(device)) return { ok: false, response: await refuseRevoked(request, env, device) };
  return { ok: true, person: device.person, deviceId: id };
}
