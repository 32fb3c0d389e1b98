/**
 * Enrolled devices (issue 25, docs/decisions/0025): the request and answer shapes of
 * /api/portal/devices*, shared by the Worker (which validates every body with them) and the browser
 * (which checks every answer). A device enrols once, online and signed in; afterwards it checks in
 * with its own check-in token (no session needed) to learn whether it may still unlock, to renew
 * its offline grace period and to pick up a new content key after a rotation.
 */
import * as z from 'zod/mini';
import { passphraseSchema } from './people';

export const PORTAL_DEVICES_API = {
  /** GET: the signed-in person's devices. POST: enrol this device (session + CSRF). */
  devices: '/api/portal/devices',
  /** DELETE /api/portal/devices/:id: the person's own device, or anyone's for an admin. */
  device: (id: string) => `/api/portal/devices/${encodeURIComponent(id)}`,
  /** POST with `Authorization: Device <id>.<check-in token>`: status, grace, the current sealed key. */
  checkIn: '/api/portal/devices/check-in',
} as const;

export const DEVICE_METHODS = ['passkey', 'passphrase'] as const;
export type DeviceMethod = (typeof DEVICE_METHODS)[number];

/** Days an enrolled device may unlock without reaching the Worker (PORTAL_OFFLINE_GRACE_DAYS). */
export const DEFAULT_OFFLINE_GRACE_DAYS = 14;
export const MAX_OFFLINE_GRACE_DAYS = 365;
export const DEVICE_LABEL_MAX = 60;

/** The codes that tell a device to forget everything (its person was revoked or the device removed). */
export const DEVICE_WIPE_CODES = ['device_revoked', 'device_unknown'] as const;
export type DeviceWipeCode = (typeof DEVICE_WIPE_CODES)[number];

const b64url = (bytes: number) =>
  z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`)));
const coordinate = b64url(32);
const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** A P-256 public key as JWK, coordinates only. */
export const publicKeySchema = z.strictObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: coordinate,
  y: coordinate,
});

/** C0/C1 controls and bidirectional overrides never belong in a label. */
const UNSAFE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
export const deviceLabelSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Name this device.'),
  z.maxLength(DEVICE_LABEL_MAX, `A device name is at most ${DEVICE_LABEL_MAX} characters.`),
  z.refine((value) => !UNSAFE.test(value), 'A device name must not contain control characters.'),
);

export const enrolDeviceRequest = z.union([
  z.strictObject({
    method: z.literal('passkey'),
    publicKey: publicKeySchema,
    label: deviceLabelSchema,
  }),
  z.strictObject({
    method: z.literal('passphrase'),
    publicKey: publicKeySchema,
    label: deviceLabelSchema,
    /** Checked against the person's sign-in passphrase: the device wraps its key under the same one. */
    passphrase: passphraseSchema,
  }),
]);
export type EnrolDeviceRequest = z.infer<typeof enrolDeviceRequest>;

export const sealedContentKeySchema = z.strictObject({
  epoch: z.int().check(z.gte(1)),
  offlineUntil: z.int().check(z.gte(0)),
  ephemeralKey: publicKeySchema,
  iv: b64url(12),
  ciphertext: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/)),
});

export const deviceSchema = z.object({
  id: uuid,
  label: z.string(),
  method: z.enum(DEVICE_METHODS),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  removedAt: z.nullable(z.string()),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListSchema = z.object({ ok: z.literal(true), devices: z.array(deviceSchema) });

export const enrolDeviceAnswer = z.object({
  ok: z.literal(true),
  device: deviceSchema,
  /** Shown once: the Worker keeps only its SHA-256. 32 random bytes, base64url. */
  checkInToken: b64url(32),
  sealed: sealedContentKeySchema,
  graceDays: z.int(),
});
export type EnrolDeviceAnswer = z.infer<typeof enrolDeviceAnswer>;

export const checkInAnswer = z.object({
  ok: z.literal(true),
  status: z.literal('active'),
  sealed: sealedContentKeySchema,
  graceDays: z.int(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;

/** `Authorization: Device <device id>.<token>` (check-in token on /check-in, sync token on /events). */
export const DEVICE_AUTH_PATTERN =
  /^Device\s+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "13 days" of offline access left on an enrolled device (whole days, rounded up). */
export function offlineDaysLeft(offlineUntil: number, now: number): number {
  return Math.max(0, Math.ceil((offlineUntil - now) / DAY_MS));
}

/** The line the lock screen and the portal show about the grace period. */
export function offlineAccessText(offlineUntil: number, now: number): string {
  const days = offlineDaysLeft(offlineUntil, now);
  if (days === 0) return 'Offline access on this device has ended: connect once to renew it.';
  return `Offline access on this device: ${days} ${days === 1 ? 'day' : 'days'} left without a connection.`;
}
