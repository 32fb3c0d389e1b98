/**
 * The page's side of a device's own key (decision 0025): enrolment (online, signed in) and
 * opening the sealed content key with a passkey's PRF output or the person's passphrase. The
 * clear content key exists only as a non-extractable CryptoKey; the device's private key only as
 * a non-extractable CryptoKey in the session record (deleted by Lock, expiry and the wipe).
 */
import { apiError, staffFetch, STAFF_WORDS } from '@/lib/staff-session';
import { getDatabase } from '@/lib/db';
import { checked } from '@/shared/checked';
import {
  DEVICE_PASSPHRASE_ITERATIONS,
  fromBase64Url,
  generateDeviceKeyPair,
  importContentKey,
  kekFromPassphrase,
  kekFromPrf,
  openForDevice,
  toBase64Url,
  unwrapPrivateKey,
  wrapPrivateKey,
} from '@/shared/device-keys';
import { enrolDeviceAnswer, PORTAL_DEVICES_API, type DeviceMethod } from '@/shared/portal-devices';
import { DEVICE_FLAG_KEYS } from '@/shared/storage-keys';
import { randomBytes } from '@/shared/vault-crypto';
import { saveDevice, type DeviceRecord } from './device-record';

/** What the person gives to open the device key. */
export type DeviceSecret = { kind: 'passkey' } | { kind: 'passphrase'; passphrase: string };

export interface OpenedDevice {
  deviceId: string;
  privateKey: CryptoKey;
  contentKey: CryptoKey;
  epoch: number;
  syncToken: string;
}

export class PasskeyCancelledError extends Error {
  constructor() {
    super('The passkey prompt was closed before it finished. Try again.');
    this.name = 'PasskeyCancelledError';
  }
}

/** WebAuthn's PRF extension (not in every TypeScript DOM library yet). */
interface PrfResults {
  prf?: { enabled?: boolean; results?: { first?: BufferSource } };
}

/**
 * One passkey assertion evaluating the PRF at `salt`. The challenge is local and never verified:
 * what matters is the PRF output, which only the authenticator holding the passkey can give.
 * Null when the authenticator has no PRF.
 */
export async function passkeyPrf(
  salt: Uint8Array<ArrayBuffer>,
  credentialId?: string,
): Promise<{ credentialId: string; output: BufferSource } | null> {
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.get({
      publicKey: {
        challenge: randomBytes(32),
        userVerification: 'required',
        timeout: 120_000,
        allowCredentials: credentialId
          ? [{ type: 'public-key', id: fromBase64Url(credentialId) }]
          : [],
        extensions: { prf: { eval: { first: salt } } },
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError')
      throw new PasskeyCancelledError();
    throw error;
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyCancelledError();
  const results = credential.getClientExtensionResults() as PrfResults;
  const output = results.prf?.results?.first;
  if (!output) return null;
  return { credentialId: toBase64Url(new Uint8Array(credential.rawId)), output };
}

/** "Chrome on macOS", from what the browser says about itself (only a name the person can change later). */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux|CrOS/.test(userAgent)
            ? 'Linux'
            : 'this device';
  return `${browser} on ${system}`;
}

async function openSealed(
  device: Pick<DeviceRecord, 'deviceId' | 'sealed'>,
  privateKey: CryptoKey,
): Promise<OpenedDevice> {
  const secrets = await openForDevice(privateKey, device.sealed, device.deviceId);
  try {
    return {
      deviceId: device.deviceId,
      privateKey,
      contentKey: await importContentKey(secrets.contentKey, ['encrypt', 'decrypt']),
      epoch: device.sealed.epoch,
      syncToken: toBase64Url(secrets.syncToken),
    };
  } finally {
    secrets.contentKey.fill(0);
  }
}

/** Opens the device key with the person's passkey or passphrase; a wrong one throws KeyOpenError. */
export async function openDevice(
  device: DeviceRecord,
  secret: DeviceSecret,
): Promise<OpenedDevice> {
  let kek: CryptoKey;
  if (device.method === 'passkey') {
    const prf = await passkeyPrf(fromBase64Url(device.salt), device.credentialId);
    if (!prf) throw new PasskeyCancelledError();
    kek = await kekFromPrf(prf.output, fromBase64Url(device.salt));
  } else {
    if (secret.kind !== 'passphrase') throw new Error('This device opens with your passphrase.');
    kek = await kekFromPassphrase(
      secret.passphrase,
      fromBase64Url(device.salt),
      device.iterations ?? DEVICE_PASSPHRASE_ITERATIONS,
    );
  }
  const privateKey = await unwrapPrivateKey(kek, device.wrappedKey, device.deviceId);
  return openSealed(device, privateKey);
}

/** A new sealed key (a rotation) opened with the session's private key: no prompt. */
export function reopenDevice(device: DeviceRecord, privateKey: CryptoKey): Promise<OpenedDevice> {
  return openSealed(device, privateKey);
}

export type EnrolOutcome =
  | { ok: true; opened: OpenedDevice; device: DeviceRecord }
  /** The authenticator has no PRF: offer the passphrase instead. */
  | { ok: false; reason: 'no-prf'; message: string }
  | { ok: false; reason: 'refused'; code: string; message: string };

/** Enrols this device for the signed-in person (online). */
export async function enrolDevice(secret: DeviceSecret, now = Date.now()): Promise<EnrolOutcome> {
  const method: DeviceMethod = secret.kind;
  const pair = await generateDeviceKeyPair();
  try {
    let kek: CryptoKey;
    let salt: Uint8Array<ArrayBuffer>;
    let credentialId: string | undefined;
    if (secret.kind === 'passkey') {
      salt = randomBytes(32);
      const prf = await passkeyPrf(salt);
      if (!prf)
        return {
          ok: false,
          reason: 'no-prf',
          message:
            'This passkey cannot hold an offline key (its authenticator has no PRF support). Use your passphrase for this device instead.',
        };
      credentialId = prf.credentialId;
      kek = await kekFromPrf(prf.output, salt);
    } else {
      salt = randomBytes(16);
      kek = await kekFromPassphrase(secret.passphrase, salt, DEVICE_PASSPHRASE_ITERATIONS);
    }
    const response = await staffFetch(PORTAL_DEVICES_API.devices, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method,
        publicKey: pair.publicKey,
        label: deviceLabel(),
        ...(secret.kind === 'passphrase' ? { passphrase: secret.passphrase } : {}),
      }),
    });
    if (!response.ok) {
      const error = await apiError(response);
      return { ok: false, reason: 'refused', code: error.code, message: error.message };
    }
    const answer = checked(enrolDeviceAnswer, await response.json().catch(() => null));
    if (!answer.ok)
      return {
        ok: false,
        reason: 'refused',
        code: 'bad_answer',
        message: STAFF_WORDS.unreadable,
      };
    const { device: enrolled, checkInToken, sealed } = answer.value;
    const wrappedKey = await wrapPrivateKey(kek, pair.privatePkcs8, enrolled.id);
    const record: DeviceRecord = {
      deviceId: enrolled.id,
      method,
      ...(credentialId ? { credentialId } : {}),
      salt: toBase64Url(salt),
      ...(method === 'passphrase' ? { iterations: DEVICE_PASSPHRASE_ITERATIONS } : {}),
      wrappedKey,
      sealed,
      checkInToken,
      enrolledAt: now,
      lastContactAt: now,
    };
    // The round trip proves the stored wrap opens before anything relies on it.
    const privateKey = await unwrapPrivateKey(kek, wrappedKey, enrolled.id);
    const opened = await openSealed(record, privateKey);
    const db = getDatabase();
    await saveDevice(db, record, now);
    await db.flags.delete(DEVICE_FLAG_KEYS.wiped);
    return { ok: true, opened, device: record };
  } finally {
    pair.privatePkcs8.fill(0);
  }
}
