/**
 * Who is using this device (issue 15, item 1): the rep's name and work email and a random device
 * id, kept in Dexie. The outbox's flusher reads the rep for events recorded before one was known;
 * record() stamps it on every event, so "Not you?" leaves queued events with the rep who recorded
 * them. A person signed in on this browser (issue 24 item 5) is the rep: adoptSessionRep stores
 * their directory name and email, and the Worker takes the identity from the session anyway.
 */
import { getDatabase, type MsdDatabase } from '@/lib/db';
import { readRep } from '@/lib/outbox/sync-credential-store';
import { parseRep as parseRepInput, type Rep } from '@/shared/portal-events';
import { TEAM_FLAG_KEYS } from '@/shared/storage-keys';

export { readRep };

export type RepResult =
  { ok: true; rep: Rep } | { ok: false; problems: Partial<Record<keyof Rep, string>> };

/** Validates what the rep typed with the events' own schema (the server refuses anything else). */
export function parseRep(input: { name: string; email: string }): RepResult {
  const parsed = parseRepInput(input);
  if (parsed.ok) return { ok: true, rep: parsed.value };
  const problems: Partial<Record<keyof Rep, string>> = {};
  for (const { field, message } of parsed.problems) {
    if ((field === 'name' || field === 'email') && !problems[field]) problems[field] = message;
  }
  return { ok: false, problems };
}

export async function saveRep(rep: Rep, db: MsdDatabase = getDatabase()): Promise<void> {
  await db.flags.put({
    key: TEAM_FLAG_KEYS.rep,
    value: { name: rep.name, email: rep.email },
    updatedAt: Date.now(),
  });
}

/** "Not you?": forget the rep on this device; their queued events stay theirs. */
export async function forgetRep(db: MsdDatabase = getDatabase()): Promise<void> {
  await db.flags.delete(TEAM_FLAG_KEYS.rep);
}

/** This device's random id, made once. */
export async function deviceId(db: MsdDatabase = getDatabase()): Promise<string> {
  return db.transaction('rw', db.flags, async () => {
    const stored = (await db.flags.get(TEAM_FLAG_KEYS.deviceId))?.value;
    if (typeof stored === 'string') return stored;
    const id = crypto.randomUUID();
    await db.flags.put({ key: TEAM_FLAG_KEYS.deviceId, value: id, updatedAt: Date.now() });
    return id;
  });
}

/**
 * The signed-in person becomes this device's rep (unless already): nothing is asked, and events
 * recorded from now on carry their name. Queued events keep the rep who recorded them.
 */
export async function adoptSessionRep(
  person: { name: string; email: string },
  db: MsdDatabase = getDatabase(),
): Promise<void> {
  const parsed = parseRep({ name: person.name, email: person.email });
  if (!parsed.ok) return;
  const current = await readRep(db);
  if (current?.name === parsed.rep.name && current.email === parsed.rep.email) return;
  await saveRep(parsed.rep, db);
}
