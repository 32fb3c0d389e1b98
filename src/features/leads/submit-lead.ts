import type { MsdDatabase } from '@/lib/db';
import { LEAD_LIMITS, LEAD_SOURCE, parseLead, type Lead } from '@/shared/lead';
import { setGateFlag } from './gate-flag';
import { queueLead } from '@/lib/outbox/store';
import { currentPageView, recordFirstTouch, type PageView } from './first-touch';

export interface AccessFormValues {
  name: string;
  company: string;
  email: string;
  website: string;
}

/** The first touch to send with the lead; this view counts too (the idle recorder may not have run yet). */
async function attributionFor(db: MsdDatabase, view: PageView | undefined, now: number) {
  try {
    return await recordFirstTouch(db, view, now);
  } catch (error) {
    // Attribution is a nice-to-have: it never stands between the visitor and their lead.
    console.warn('Could not read the first-touch attribution', error);
    return undefined;
  }
}

/**
 * Turns a completed access form into a lead and makes it durable: the outbox write comes first,
 * then the gate flag, so an unlocked view always has its lead saved. The lead carries the
 * visitor's first-touch attribution when one is stored (docs/decisions/0009).
 */
export async function submitLead(
  db: MsdDatabase,
  values: AccessFormValues,
  now = Date.now(),
  view = currentPageView(),
): Promise<Lead> {
  const attribution = await attributionFor(db, view, now);
  const parsed = parseLead({
    id: crypto.randomUUID(),
    name: values.name,
    company: values.company,
    email: values.email,
    source: LEAD_SOURCE,
    userAgent: (globalThis.navigator?.userAgent ?? '').slice(0, LEAD_LIMITS.userAgent),
    createdAt: new Date(now).toISOString(),
    ...(values.website ? { website: values.website.slice(0, LEAD_LIMITS.honeypot) } : {}),
    ...(attribution ? { attribution } : {}),
  });
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.field}: ${p.message}`).join(' '));
  await queueLead(db, parsed.value, now);
  await setGateFlag(db, now);
  return parsed.value;
}
