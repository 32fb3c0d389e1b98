/** The Data In Action gate flag, kept in the Dexie `flags` table under the spec's key name. */
import type { MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';

export const GATE_QUERY_PARAM = 'gate';

export async function readGateFlag(db: MsdDatabase): Promise<boolean> {
  const record = await db.flags.get(FLAG_KEYS.dataGate);
  return record?.value === true;
}

export async function setGateFlag(db: MsdDatabase, now: number): Promise<void> {
  await db.flags.put({ key: FLAG_KEYS.dataGate, value: true, updatedAt: now });
}

export async function clearGateFlag(db: MsdDatabase): Promise<void> {
  await db.flags.delete(FLAG_KEYS.dataGate);
}

/** Unlocked only when the flag is stored AND the URL does not force the gate with ?gate=1. */
export function isGateOpen(flagStored: boolean, search: URLSearchParams): boolean {
  return flagStored && search.get(GATE_QUERY_PARAM) !== '1';
}
