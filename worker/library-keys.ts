/**
 * The library's key ring (issue 26): entries and upload secrets are sealed in the manager's
 * browser under the content key K of the current epoch. When PORTAL_CONTENT_KEY moves to a new
 * epoch (`--rotate-key`), entries sealed under the old K must still reach reps, whose devices hold
 * only the new one. So the Worker keeps every epoch's K it has run with in D1
 * (library_content_keys), wrapped with AES-256-GCM under a key derived by HKDF-SHA256 from the sync
 * secret S (which a rotation keeps) with info "msd-library-key-ring", and re-seals an older entry
 * under the current K the first time the feed or the studio reads it (same additional data).
 *
 * A new owner passphrase also makes a new S: the ring then no longer opens, and entries sealed
 * under the keys it held are unreadable (the studio lists them as such; reps never get them).
 * Files are never re-encrypted: each has its own key, which lives inside its entry.
 */
import * as z from 'zod/mini';
import { importContentKey } from '../src/shared/device-keys';
import {
  entryAad,
  libraryEntrySchema,
  openJson,
  sealJson,
  uploadSecretSchema,
  type LibraryEntry,
  type SealedJson,
  type UploadSecret,
} from '../src/shared/library-publish';
import { fromBase64Url, randomBytes, toBase64Url } from '../src/shared/vault-crypto';
import type { ContentKeys } from './portal-devices';

export const KEY_RING_INFO = 'msd-library-key-ring';
const ringAad = (epoch: number) => new TextEncoder().encode(`msd-library-key|${epoch}`);

async function ringKey(syncSecret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', syncSecret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(KEY_RING_INFO),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export interface LibraryKeys {
  epoch: number;
  /** The current K, for sealing and opening. */
  key: CryptoKey;
  /** An older epoch's K from the ring, or null when the ring does not hold it (or cannot open it). */
  older: (epoch: number) => Promise<CryptoKey | null>;
}

/** Epochs this isolate already recorded in the ring (an isolate serves one secret and one database). */
const recorded = new Set<number>();

/** Records the current K in the ring (once per isolate and epoch; INSERT OR IGNORE). */
async function recordCurrent(
  db: D1Database,
  keys: ContentKeys,
  wrapKey: CryptoKey,
  now: number,
): Promise<void> {
  if (recorded.has(keys.epoch)) return;
  const iv = randomBytes(12);
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: ringAad(keys.epoch) },
      wrapKey,
      keys.contentKey,
    ),
  );
  await db
    .prepare(
      'INSERT OR IGNORE INTO library_content_keys (epoch, iv, wrapped, recorded_at) VALUES (?1, ?2, ?3, ?4)',
    )
    .bind(keys.epoch, toBase64Url(iv), toBase64Url(wrapped), now)
    .run();
  recorded.add(keys.epoch);
}

export async function libraryKeys(
  db: D1Database,
  keys: ContentKeys,
  now: number = Date.now(),
): Promise<LibraryKeys> {
  const wrapKey = await ringKey(keys.syncSecret);
  await recordCurrent(db, keys, wrapKey, now);
  const key = await importContentKey(keys.contentKey, ['encrypt', 'decrypt']);
  const cache = new Map<number, Promise<CryptoKey | null>>();
  const older = (epoch: number) => {
    let found = cache.get(epoch);
    if (!found) {
      found = (async () => {
        const row = await db
          .prepare('SELECT iv, wrapped FROM library_content_keys WHERE epoch = ?1')
          .bind(epoch)
          .first<{ iv: string; wrapped: string }>();
        if (!row) return null;
        try {
          const raw = await crypto.subtle.decrypt(
            { name: 'AES-GCM', iv: fromBase64Url(row.iv), additionalData: ringAad(epoch) },
            wrapKey,
            fromBase64Url(row.wrapped),
          );
          return await importContentKey(raw, ['decrypt']);
        } catch {
          // Wrapped under another sync secret: the owner passphrase changed since.
          return null;
        }
      })();
      cache.set(epoch, found);
    }
    return found;
  };
  return { epoch: keys.epoch, key, older };
}

/**
 * `sealed` under the current K: itself when it already is, re-sealed (same additional data) when
 * the ring holds its epoch's K, or null when no key the Worker holds opens it.
 */
export async function currentSeal(
  keys: LibraryKeys,
  sealed: SealedJson,
  aad: string,
): Promise<{ sealed: SealedJson; changed: boolean } | null> {
  if (sealed.epoch === keys.epoch) return { sealed, changed: false };
  const old = await keys.older(sealed.epoch);
  if (!old) return null;
  try {
    const value = await openJson(old, sealed, aad);
    return { sealed: await sealJson(keys.key, keys.epoch, aad, value), changed: true };
  } catch {
    return null;
  }
}

/** A new version's entry, opened with the current K and checked: the browser sealed a real entry. */
export async function openEntry(
  keys: LibraryKeys,
  docId: string,
  version: number,
  sealed: SealedJson,
): Promise<{ ok: true; entry: LibraryEntry } | { ok: false; issues: z.core.$ZodIssue[] | null }> {
  let value: unknown;
  try {
    value = await openJson(keys.key, sealed, entryAad(docId, version));
  } catch {
    return { ok: false, issues: null };
  }
  const parsed = z.safeParse(libraryEntrySchema, value);
  return parsed.success
    ? { ok: true, entry: parsed.data }
    : { ok: false, issues: parsed.error.issues };
}

/** An upload's secret, opened with the current K and checked. */
export async function openUploadSecret(
  keys: LibraryKeys,
  sealed: SealedJson,
  aad: string,
): Promise<UploadSecret | null> {
  try {
    const parsed = z.safeParse(uploadSecretSchema, await openJson(keys.key, sealed, aad));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
