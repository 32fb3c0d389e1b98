/**
 * A device's check-in (decision 0025): with its own check-in token, no session needed, so the
 * service worker can do it too. The Worker answers with a freshly sealed content key (the current
 * epoch, a new end of the offline grace period), or tells a removed device, or a revoked person's,
 * to forget everything: then this wipes the device. No zod here (the service worker imports it).
 */
import type { MsdDatabase } from '@/lib/db';
import { deviceAuthorization, type SealedContentKey } from '@/shared/device-keys';
import { DEVICE_WIPE_CODES, PORTAL_DEVICES_API } from '@/shared/portal-devices';
import { loadDevice, saveDevice, wipeDevice } from './device-record';

/** The Periodic Background Sync tag of the service worker's check-in (installed apps). */
export const DEVICE_CHECK_IN_TAG = 'msd-device-check-in';

/** Asks the browser for a daily check-in while the app is closed, where it offers that. */
export async function registerPeriodicCheckIn(): Promise<void> {
  const registration = await navigator.serviceWorker?.ready;
  const periodic = (
    registration as
      | (ServiceWorkerRegistration & {
          periodicSync?: {
            register: (tag: string, options: { minInterval: number }) => Promise<void>;
          };
        })
      | undefined
  )?.periodicSync;
  await periodic?.register(DEVICE_CHECK_IN_TAG, { minInterval: 24 * 60 * 60 * 1000 });
}

export type CheckInResult =
  | { kind: 'active'; sealed: SealedContentKey; graceDays: number }
  | { kind: 'wiped' }
  /** No enrolment on this device. */
  | { kind: 'not-enrolled' }
  /** No network, or the Worker could not answer: nothing changed. */
  | { kind: 'unreachable'; status?: number };

export interface CheckInDeps {
  db: MsdDatabase;
  fetch: typeof fetch;
  now: () => number;
  baseUrl?: string;
}

function isSealed(value: unknown): value is SealedContentKey {
  const v = value as Partial<SealedContentKey> | null;
  return (
    Number.isInteger(v?.epoch) &&
    Number.isInteger(v?.offlineUntil) &&
    typeof v?.iv === 'string' &&
    typeof v.ciphertext === 'string' &&
    typeof v.ephemeralKey === 'object' &&
    v.ephemeralKey !== null
  );
}

/** The check-in token goes in the same `Device <id>.<token>` header as the sync token (on another path). */
export const deviceCheckInAuthorization = deviceAuthorization;

export async function checkIn(deps: CheckInDeps): Promise<CheckInResult> {
  const device = await loadDevice(deps.db);
  if (!device) return { kind: 'not-enrolled' };
  let response: Response;
  try {
    response = await deps.fetch(
      new URL(PORTAL_DEVICES_API.checkIn, deps.baseUrl ?? location.origin),
      {
        method: 'POST',
        cache: 'no-store',
        credentials: 'omit',
        headers: {
          Accept: 'application/json',
          Authorization: deviceCheckInAuthorization(device.deviceId, device.checkInToken),
        },
      },
    );
  } catch {
    return { kind: 'unreachable' };
  }
  const body = (await response.json().catch(() => null)) as {
    ok?: boolean;
    sealed?: unknown;
    graceDays?: unknown;
    error?: { code?: unknown };
  } | null;
  const code = body?.error?.code;
  if (
    (response.status === 401 || response.status === 403) &&
    (DEVICE_WIPE_CODES as readonly unknown[]).includes(code)
  ) {
    await wipeDevice(deps.db, deps.now());
    return { kind: 'wiped' };
  }
  if (!response.ok || body?.ok !== true || !isSealed(body.sealed))
    return { kind: 'unreachable', status: response.status };
  const now = deps.now();
  // Another tab may have re-enrolled meanwhile: only update the record this answer was for.
  const current = await loadDevice(deps.db);
  if (current?.deviceId !== device.deviceId) return { kind: 'unreachable' };
  await saveDevice(deps.db, { ...current, sealed: body.sealed, lastContactAt: now }, now);
  return {
    kind: 'active',
    sealed: body.sealed,
    graceDays: typeof body.graceDays === 'number' ? body.graceDays : 0,
  };
}
