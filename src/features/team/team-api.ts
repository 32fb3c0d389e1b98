/**
 * The portal's reads of the sync API (dashboard, a rep's own data, whoami), answers checked with
 * zod, and the last good answer kept in Dexie's teamCache so the page has something to show
 * offline. A rep's own data and whoami go with the portal's sync credential as the outbox sends it
 * (a refused one is marked the way the outbox marks it, so the portal asks for the password once);
 * the dashboard is a manager's and goes with the person's session cookie alone (issue 24): any
 * Authorization header there would be taken for a service token.
 */
import type { ZodMiniType } from 'zod/mini';
import { getDatabase, type MsdDatabase } from '@/lib/db';
import { markCredentialRefused, readSyncCredential } from '@/lib/outbox/sync-credential-store';
import { checked } from '@/shared/checked';

/** Why an answer could not be had now. */
export type TeamProblem =
  | { kind: 'offline' }
  /** No credential in this session, or the Worker refused it (the password changed): unlock again. */
  | { kind: 'password' }
  /** Cloudflare Access did not accept the sign-in: a reload lets Access sign the user in again. */
  | { kind: 'access' }
  /** The signed-in person's role does not include this (403 role_required): a manager's page. */
  | { kind: 'role' }
  /** A session-only read found no session (it ended, or nobody signed in on this browser). */
  | { kind: 'signed-out' }
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

/** How a read proves who asks: the portal's sync credential, or the person's session cookie alone. */
export type TeamAuth = 'credential' | 'session';

/** GET a sync API path; the answer checked against `schema`. */
export async function fetchTeam<T>(
  path: string,
  schema: ZodMiniType<T>,
  db: MsdDatabase = getDatabase(),
  auth: TeamAuth = 'credential',
): Promise<TeamFetch<T>> {
  const credential = auth === 'credential' ? await readSyncCredential(db) : null;
  if (auth === 'credential' && !credential) return { ok: false, problem: { kind: 'password' } };
  let response: Response;
  try {
    response = await fetch(path, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: credential
        ? { Accept: 'application/json', Authorization: credential }
        : { Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, problem: { kind: 'offline' } };
  }
  if (response.status === 403 && (await errorCode(response)) === 'role_required')
    return { ok: false, problem: { kind: 'role' } };
  if (response.status === 401 && !credential) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, problem: { kind: 'signed-out' } };
  }
  if (response.status === 401 && credential) {
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
