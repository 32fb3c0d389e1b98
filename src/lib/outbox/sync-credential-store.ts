/**
 * Where the outbox finds the team-sync credential: beside the content key in the portal session
 * record, so Lock portal and the session's expiry delete both (portal-access/portal-session.ts
 * writes it). An enrolled device's session holds its device sync token (the person, verified); an
 * owner-passphrase session the shared sync credential (decision 0025). The rep identity is read
 * here too (the flusher, not the recording feature, attributes events). A credential the Worker
 * refused is remembered by its SHA-256 only (never the credential itself), so it is not sent
 * again and the portal asks to unlock once.
 */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS, TEAM_FLAG_KEYS } from '@/shared/storage-keys';
import { SYNC_CREDENTIAL_PATTERN, syncAuthorization, syncVerifier } from '@/shared/sync-credential';
import type { Rep } from '@/shared/portal-events';
import { deviceAuthorization } from '@/shared/device-keys';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The Authorization header value the session's credential gives, if it holds one. */
function authorizationOf(value: unknown): string | undefined {
  const session = value as
    { syncCredential?: unknown; device?: { id?: unknown; syncToken?: unknown } } | undefined;
  const device = session?.device;
  if (typeof device?.id === 'string' && typeof device.syncToken === 'string')
    return TOKEN.test(device.syncToken)
      ? deviceAuthorization(device.id, device.syncToken)
      : undefined;
  const credential = session?.syncCredential;
  return typeof credential === 'string' && SYNC_CREDENTIAL_PATTERN.test(credential)
    ? syncAuthorization(credential)
    : undefined;
}

async function isRefused(db: MsdDatabase, authorization: string): Promise<boolean> {
  const refused = (await db.flags.get(TEAM_FLAG_KEYS.syncRefused))?.value as
    { digest?: string } | undefined;
  return !!refused?.digest && refused.digest === (await syncVerifier(authorization));
}

/**
 * The session's credential as the Authorization header value to send, unless it is missing,
 * expired or refused.
 */
export async function readSyncCredential(
  db: MsdDatabase,
  now = Date.now(),
): Promise<string | undefined> {
  const session = await db.flags.get(FLAG_KEYS.portalSession);
  if (!session || (session.expiresAt ?? 0) <= now) return undefined;
  const authorization = authorizationOf(session.value);
  if (!authorization || (await isRefused(db, authorization))) return undefined;
  return authorization;
}

export async function markCredentialRefused(
  db: MsdDatabase,
  authorization: string,
  now: number,
): Promise<void> {
  await db.flags.put({
    key: TEAM_FLAG_KEYS.syncRefused,
    value: { digest: await syncVerifier(authorization) },
    updatedAt: now,
  });
}

/** True while the stored session holds a credential the Worker refused: the portal should ask to unlock. */
export async function isCredentialRefused(db: MsdDatabase): Promise<boolean> {
  const session = await db.flags.get(FLAG_KEYS.portalSession);
  const authorization = authorizationOf(session?.value);
  return !!authorization && (await isRefused(db, authorization));
}

export async function clearCredentialRefusal(db: MsdDatabase): Promise<void> {
  await db.flags.delete(TEAM_FLAG_KEYS.syncRefused);
}

/** The rep using this device (features/team writes it); undefined until they said who they are. */
export async function readRep(db: MsdDatabase): Promise<Rep | undefined> {
  // Validated with the events' schema when saved (features/team/identity); no zod in the service worker.
  const value = (await db.flags.get(TEAM_FLAG_KEYS.rep))?.value as Partial<Rep> | undefined;
  return typeof value?.name === 'string' && typeof value.email === 'string'
    ? { name: value.name, email: value.email }
    : undefined;
}
