/**
 * What the Data In Action gate needs once it runs, beyond what paints and hydrates the page: the
 * lead rules (zod/mini), the device's database (Dexie), the outbox and its delivery, the status of
 * queued leads and the unlocked view. The page and its form load it after hydration, on idle or at
 * the visitor's first touch of the form (gate-loader.ts, docs/decisions/0028), so none of it
 * weighs on the first view; it is in the public precache like every chunk a public page reaches.
 */
import { getDatabase } from '@/lib/db';
import { registerOutboxSync } from '@/lib/outbox/background-sync';
import { requestOutboxFlush, startOutboxSync } from '@/lib/outbox/scheduler';
import { requestPersistentStorage } from '@/lib/storage';
import type { Lead } from '@/shared/lead';
import { clearGateFlag, isGateOpen, readGateFlag } from './gate-flag';
import { submitLead, type AccessFormValues } from './submit-lead';

export { parseLeadForm } from '@/shared/lead';
export { marketStates } from '@/content/public/market-states';
export { GATE_QUERY_PARAM } from './gate-flag';
export { ChartView } from './chart-view';
export { LeadStatus } from './lead-status';

/**
 * Starts delivering what earlier visits queued (and keeps delivering on the outbox's triggers),
 * then says whether the stored flag opens the view for this URL. Unreadable storage keeps it shut.
 */
export async function openGate(search: URLSearchParams): Promise<boolean> {
  startOutboxSync();
  const stored = await readGateFlag(getDatabase()).catch(() => false);
  return isGateOpen(stored, search);
}

/** Saves the lead in the outbox, then the flag (submitLead); throws when storage refuses. */
export function saveLead(values: AccessFormValues): Promise<Lead> {
  return submitLead(getDatabase(), values);
}

/** After a saved lead: send it now, ask for Background Sync, and ask to keep the storage. */
export function deliverSavedLead(): void {
  void requestOutboxFlush();
  void registerOutboxSync();
  void requestPersistentStorage();
}

export function lockGate(): Promise<void> {
  return clearGateFlag(getDatabase());
}
