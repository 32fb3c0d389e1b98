/**
 * record(event): the one way a portal action reaches the team (architecture Flow 4). It validates
 * with the server's schema, writes to the outbox and returns; the outbox delivers later (never a
 * fetch here). A failure to record never breaks the action that caused it.
 */
import { getDatabase } from '@/lib/db';
import { queueEvent } from '@/lib/outbox/store';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import { parsePortalEvent, type PortalEventInput } from '@/shared/portal-events';
import { deviceId, readRep } from './identity';

type Distributive<T> = T extends unknown
  ? Omit<T, 'id' | 'rep' | 'deviceId' | 'occurredAt'>
  : never;
/** What a feature says happened; the id, rep, device and time are added here. */
export type RecordedAction = Distributive<PortalEventInput>;

/** A placeholder for validating events recorded before the rep is known (the flusher stamps the real one). */
const UNKNOWN_REP = { name: 'Unknown rep', email: 'unknown@example.com' };

export async function record(action: RecordedAction, now = Date.now()): Promise<void> {
  try {
    const db = getDatabase();
    const [rep, device] = await Promise.all([readRep(db), deviceId(db)]);
    const parsed = parsePortalEvent(
      {
        ...action,
        id: crypto.randomUUID(),
        rep: rep ?? UNKNOWN_REP,
        deviceId: device,
        occurredAt: new Date(now).toISOString(),
      },
      now,
    );
    if (!parsed.ok)
      throw new Error(parsed.problems.map((p) => `${p.field}: ${p.message}`).join(' '));
    await queueEvent(db, rep ? parsed.value : { ...parsed.value, rep: undefined }, now);
    void requestOutboxFlush(false);
  } catch (error) {
    console.warn('Could not record a team-sync event', error);
  }
}
