/**
 * This device's enrolment as stored in IndexedDB (decision 0025), and the wipe. Shared with the
 * service worker: no React, no zod. Nothing stored here opens anything by itself: the device key
 * is wrapped under a KEK that only the person's passkey (PRF) or passphrase gives, and the content
 * key is sealed for that device key. The check-in token only asks the Worker for status and a
 * sealed key.
 */
import type { MsdDatabase } from '@/lib/db';
import { markDeviceWiped } from '@/lib/device-wipe-signal';
import type { DeviceMethod } from '@/shared/portal-devices';
import { PORTAL_PACK_CACHE } from '@/shared/portal-pack';
import type { SealedBytes, SealedContentKey } from '@/shared/device-keys';
import {
  DEVICE_FLAG_KEYS,
  FLAG_KEYS,
  LIBRARY_FLAG_KEYS,
  PORTAL_SESSION_CHANNEL,
  TEAM_FLAG_KEYS,
} from '@/shared/storage-keys';

export interface DeviceRecord {
  deviceId: string;
  method: DeviceMethod;
  /** Passkey: the credential whose PRF output makes the KEK (base64url raw id). */
  credentialId?: string;
  /** Passkey: the PRF input; passphrase: the PBKDF2 salt (base64url, 16 or 32 random bytes). */
  salt: string;
  iterations?: number;
  /** The device's ECDH private key (pkcs8) sealed under the KEK. */
  wrappedKey: SealedBytes;
  /** The latest content key sealed for this device, with its epoch and offline grace end. */
  sealed: SealedContentKey;
  checkInToken: string;
  enrolledAt: number;
  /** Epoch ms this device last reached the Worker. */
  lastContactAt: number;
}

function isRecord(value: unknown): value is DeviceRecord {
  const v = value as Partial<DeviceRecord> | null;
  return (
    typeof v?.deviceId === 'string' &&
    (v.method === 'passkey' || v.method === 'passphrase') &&
    typeof v.salt === 'string' &&
    typeof v.wrappedKey?.iv === 'string' &&
    typeof v.sealed?.epoch === 'number' &&
    typeof v.sealed.offlineUntil === 'number' &&
    typeof v.checkInToken === 'string'
  );
}

export async function loadDevice(db: MsdDatabase): Promise<DeviceRecord | undefined> {
  const value = (await db.flags.get(DEVICE_FLAG_KEYS.device))?.value;
  return isRecord(value) ? value : undefined;
}

export async function saveDevice(
  db: MsdDatabase,
  device: DeviceRecord,
  now: number,
): Promise<void> {
  await db.flags.put({ key: DEVICE_FLAG_KEYS.device, value: device, updatedAt: now });
}

/** True when a wiped notice is waiting to be shown (cleared by the next enrolment). */
export async function wasWiped(db: MsdDatabase): Promise<boolean> {
  return !!(await db.flags.get(DEVICE_FLAG_KEYS.wiped));
}

/**
 * Forgets everything the portal keeps on this device: the enrolment, the session and its key, the
 * team cache, the portal pack (files and records), the rep's identity and training facts, and the
 * queued team events (they can no longer be delivered). Queued leads are never touched.
 */
export async function wipeDevice(db: MsdDatabase, now: number): Promise<void> {
  // First: this page's pack downloads stop storing, and undo a write that lands after this.
  markDeviceWiped();
  await db.transaction(
    'rw',
    [db.flags, db.teamCache, db.packFiles, db.keptFiles, db.outbox, db.deadLetters],
    async () => {
      await db.flags.bulkDelete([
        DEVICE_FLAG_KEYS.device,
        DEVICE_FLAG_KEYS.lockReason,
        FLAG_KEYS.portalSession,
        FLAG_KEYS.portalThrottle,
        FLAG_KEYS.trainingProgress,
        TEAM_FLAG_KEYS.rep,
        TEAM_FLAG_KEYS.repPrompted,
        TEAM_FLAG_KEYS.syncRefused,
        LIBRARY_FLAG_KEYS.feed,
        LIBRARY_FLAG_KEYS.seen,
      ]);
      await Promise.all([db.teamCache.clear(), db.packFiles.clear(), db.keptFiles.clear()]);
      await db.outbox.where('kind').equals('event').delete();
      await db.deadLetters.where('kind').equals('event').delete();
      await db.flags.put({ key: DEVICE_FLAG_KEYS.wiped, value: { at: now }, updatedAt: now });
    },
  );
  if (typeof caches !== 'undefined') await caches.delete(PORTAL_PACK_CACHE);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(PORTAL_SESSION_CHANNEL);
    channel.postMessage({ type: 'wiped' });
    channel.close();
  }
}
