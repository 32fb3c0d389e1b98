/**
 * Where the outbox finds the team-sync credential: beside the vault key in the portal session
 * record, so Lock portal and the session's expiry delete both (portal-access/portal-session.ts writes it).
 * The rep identity is read here too (the flusher, not the recording feature, attributes events).
 * A credential the Worker refused is remembered, so it is not sent again and the portal asks for
 * the password once.
 */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS, TEAM_FLAG_KEYS } from '@/shared/storage-keys';
import { SYNC_CREDENTIAL_PATTERN } from '@/shared/sync-credential';
import type { Rep } from '@/shared/portal-events';

/** The session's credential, unless it is missing, expired or refused. */
export async function readSyncCredential(
  db: MsdDatabase,
  now = Date.now(),
): Promise<string | undefined> {
  const [session, refused] = await Promise.all([
    db.flags.get(FLAG_KEYS.portalSession),
    db.flags.get(TEAM_FLAG_KEYS.syncRefused),
  ]);
  if (!session || (session.expiresAt ?? 0) <= now) return undefined;
  const credential = (session.value as { syncCredential?: unknown } | undefined)?.syncCredential;
  if (typeof credential !== 'string' || !SYNC_CREDENTIAL_PATTERN.test(credential)) return undefined;
  return (refused?.value as { credential?: string } | undefined)?.credential === credential
    ? undefined
    : credential;
}

export async function markCredentialRefused(
  db: MsdDatabase,
  credential: string,
  now: number,
): Promise<void> {
  await db.flags.put({ key: TEAM_FLAG_KEYS.syncRefused, value: { credential }, updatedAt: now });
}

/** True while the stored session holds a credential the Worker refused: the portal should ask for the password. */
export async function isCredentialRefused(db: MsdDatabase): Promise<boolean> {
  const [session, refused] = await Promise.all([
    db.flags.get(FLAG_KEYS.portalSession),
    db.flags.get(TEAM_FLAG_KEYS.syncRefused),
  ]);
  const credential = (session?.value as { syncCredential?: unknown } | undefined)?.syncCredential;
  return !!refused && (refused.value as { credential?: string }).credential === credential;
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
