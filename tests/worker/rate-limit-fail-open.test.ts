/**
 * When the rate limiter itself fails, intake stays open: the lead is stored (and the failure
 * logged), never refused as "storage unavailable". The limiter binding is replaced by a plain
 * value here, so every call to it throws inside the Worker.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allLeads, postLead, startTestWorker, validLead, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { LEAD_RATE_LIMITER: 'broken' } });
}, 60_000);
afterAll(async () => worker?.dispose());

it('accepts and stores leads when the rate limiter throws', async () => {
  const leads = Array.from({ length: 3 }, () => validLead());
  for (const lead of leads) {
    const response = await postLead(worker, lead, {}, '203.0.113.7');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: lead.id });
  }
  const stored = (await allLeads(worker)).map((l) => l.id);
  expect(stored).toEqual(leads.map((l) => l.id).reverse());
});
