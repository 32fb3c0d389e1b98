import type { MsdDatabase } from '@/lib/db';
import { LEAD_LIMITS, LEAD_SOURCE, parseLead, type Lead } from '@/shared/lead';
import { setGateFlag } from './gate-flag';
import { queueLead } from './outbox';

export interface AccessFormValues {
  name: string;
  company: string;
  email: string;
  website: string;
}

/**
 * Turns a completed access form into a lead and makes it durable: the outbox write comes first,
 * then the gate flag, so an unlocked view always has its lead saved.
 */
export async function submitLead(db: MsdDatabase, values: AccessFormValues, now = Date.now()): Promise<Lead> {
  const parsed = parseLead({
    id: crypto.randomUUID(),
    name: values.name,
    company: values.company,
    email: values.email,
    source: LEAD_SOURCE,
    userAgent: (globalThis.navigator?.userAgent ?? '').slice(0, LEAD_LIMITS.userAgent),
    createdAt: new Date(now).toISOString(),
    ...(values.website ? { website: values.website.slice(0, LEAD_LIMITS.honeypot) } : {}),
  });
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.field}: ${p.message}`).join(' '));
  await queueLead(db, parsed.value, now);
  await setGateFlag(db, now);
  return parsed.value;
}
