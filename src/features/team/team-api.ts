/**
 * The portal's reads of the sync API (dashboard, a rep's own data, whoami): the session's sync
 * credential as the outbox sends it, answers checked with zod, and the last good answer kept in
 * Dexie's teamCache so the page has something to show offline. A refused credential is marked the
 * way the outbox marks it, so the portal asks for the password once.
 */
import type { ZodMiniType } from 'zod/mini';
import { getDatabase, type MsdDatabase } from '@/lib/db';
import { markCredentialRefused, readSyncCredential } from '@/lib/outbox/sync-credential-store';
import { checked } from '@/shared/checked';
import { syncAuthorization } from '@/shared/sync-credential';

/** Why an answer could not be had now. */
export type TeamProblem =
  | { kind: 'offline' }
  /** No credential in this session, or the Worker refused it (the password changed): unlock again. */
  | { kind: 'password' }
  /** Cloudflare Access did not accept the sign-in: a reload lets Access sign the user in again. */
  | { kind: 'access' }
  | { kind: 'unavailable'; status: number }
  | { kind: 'unreadable' };

export type TeamFetch<T> =
  { ok: true; value: T; syncedAt: number } | { ok: false; problem: TeamProblem };

export interface TeamSnapshot<T> {
  value: T;
  /** Epoch ms this device received it. */
  syncedAt: number;
}

const REQUEST_TIMEOUT_MS = 15_000;

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' ? body.error.code : undefined;
}

/** GET a sync API path with this session's credential; the answer checked against `schema`. */
export async function fetchTeam<T>(
  path: string,
  schema: ZodMiniType<T>,
  db: MsdDatabase = getDatabase(),
): Promise<TeamFetch<T>> {
  const credential = await readSyncCredential(db);
  if (!credential) return { ok: false, problem: { kind: 'password' } };
  let response: Response;
  try {
    response = await fetch(path, {
      cache: 'no-store',
      headers: { Accept: 'application/json', Authorization: syncAuthorization(credential) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, problem: { kind: 'offline' } };
  }
  if (response.status === 401) {
    const code = await errorCode(response);
    if (code === 'access_refused') return { ok: false, problem: { kind: 'access' } };
    await markCredentialRefused(db, credential, Date.now());
    return { ok: false, problem: { kind: 'password' } };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, problem: { kind: 'unavailable', status: response.status } };
  }
  const result = checked(schema, await response.json().catch(() => undefined));
  return result.ok
    ? { ok: true, value: result.value, syncedAt: Date.now() }
    : { ok: false, problem: { kind: 'unreadable' } };
}

/** The snapshot last cached under `key`, if it still reads as `schema`. */
export async function readSnapshot<T>(
  key: string,
  schema: ZodMiniType<T>,
  db: MsdDatabase = getDatabase(),
): Promise<TeamSnapshot<T> | undefined> {
  const record = await db.teamCache.get(key);
  if (!record) return undefined;
  const result = checked(schema, record.value);
  return result.ok ? { value: result.value, syncedAt: record.syncedAt } : undefined;
}

export async function saveSnapshot(
  key: string,
  snapshot: TeamSnapshot<unknown>,
  db: MsdDatabase = getDatabase(),
): Promise<void> {
  await db.teamCache.put({ key, value: snapshot.value, syncedAt: snapshot.syncedAt });
}
