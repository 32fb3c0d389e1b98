/**
 * Lead notification through the local queue (workerd + local D1 + local Cloudflare Queue): a tiny
 * HTTP receiver on 127.0.0.1 plays the webhook, told per lead id how to answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLead } from '@/shared/lead-admin';
import { allLeads, postLead, startTestWorker, validLead, type TestWorker } from './harness';

interface Received {
  idempotencyKey: string | undefined;
  body: { text: string; lead: AdminLead };
}

/** How many of a lead's first attempts the receiver answers with 503 (Infinity: all of them). */
const failFirst = new Map<string, number>();
/** Leads the receiver answers with 404, an answer that retrying will not change. */
const notFound = new Set<string>();
const attempts = new Map<string, number>();
const delivered: Received[] = [];

let receiver: Server;
let worker: TestWorker;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      const seen = (attempts.get(body.lead.id) ?? 0) + 1;
      attempts.set(body.lead.id, seen);
      if (notFound.has(body.lead.id)) {
        response.writeHead(404).end('no such hook');
        return;
      }
      if (seen <= (failFirst.get(body.lead.id) ?? 0)) {
        response.writeHead(503).end('busy');
        return;
      }
      delivered.push({
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  worker = await startTestWorker({
    vars: {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEAD_WEBHOOK_RETRY_BASE_SECONDS: '0',
    },
  });
}, 60_000);

afterAll(async () => {
  await worker?.dispose();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function leadById(id: string): Promise<AdminLead | undefined> {
  return (await allLeads(worker)).find((lead) => lead.id === id);
}

/** Polls the API until the lead's delivery state is `state` (the queue works in the background). */
async function waitForDelivery(
  id: string,
  state: AdminLead['delivery']['state'],
  timeoutMs = 25_000,
): Promise<AdminLead> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lead = await leadById(id);
    if (lead?.delivery.state === state) return lead;
    if (Date.now() > deadline)
      throw new Error(`lead ${id} is ${JSON.stringify(lead?.delivery)}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const deliveriesOf = (id: string) => delivered.filter((d) => d.body.lead.id === id);

describe('lead notification queue', () => {
  it('delivers a new lead to the webhook once, with its id as Idempotency-Key', async () => {
    const lead = validLead({
      name: 'Grace <Hopper> & Co',
      attribution: { utmSource: 'newsletter', utmMedium: 'email' },
    });
    expect((await postLead(worker, lead)).status).toBe(201);
    const stored = await waitForDelivery(lead.id, 'delivered');
    expect(stored.delivery).toEqual({
      state: 'delivered',
      attempts: 1,
      error: null,
      deliveredAt: expect.any(String) as unknown,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = deliveriesOf(lead.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.idempotencyKey).toBe(lead.id);
    expect(received[0]!.body.text).toBe(
      'New lead: Grace &lt;Hopper&gt; &amp; Co, Analytical Engines Ltd (ada@analytical.example) from data-in-action, via newsletter / email',
    );
    expect(received[0]!.body.lead).toMatchObject({
      id: lead.id,
      name: 'Grace <Hopper> & Co',
      submissions: expect.any(Number) as unknown,
    });
    expect(received[0]!.body.lead.attribution.utmSource).toBe('newsletter');
  });

  it('retries a receiver that fails three times and delivers once on the fourth attempt', async () => {
    const lead = validLead();
    failFirst.set(lead.id, 3);
    expect((await postLead(worker, lead)).status).toBe(201);
    const stored = await waitForDelivery(lead.id, 'delivered');
    expect(attempts.get(lead.id)).toBe(4);
    expect(stored.delivery).toMatchObject({ state: 'delivered', attempts: 4, error: null });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(deliveriesOf(lead.id)).toHaveLength(1);
    expect(attempts.get(lead.id)).toBe(4);
  });

  it('marks a lead failed after the last retry when the receiver always fails (dead-letter queue)', async () => {
    const lead = validLead();
    failFirst.set(lead.id, Number.POSITIVE_INFINITY);
    expect((await postLead(worker, lead)).status).toBe(201);
    const stored = await waitForDelivery(lead.id, 'failed', 40_000);
    // wrangler.jsonc: max_retries 5, so 6 attempts before the dead-letter queue.
    expect(attempts.get(lead.id)).toBe(6);
    expect(stored.delivery).toEqual({
      state: 'failed',
      attempts: 6,
      error: 'HTTP 503 (gave up after the last retry)',
      deliveredAt: null,
    });
    expect(deliveriesOf(lead.id)).toHaveLength(0);
  }, 60_000);

  it('fails at once, without retries, when the receiver answers 404', async () => {
    const lead = validLead();
    notFound.add(lead.id);
    expect((await postLead(worker, lead)).status).toBe(201);
    const stored = await waitForDelivery(lead.id, 'failed');
    expect(stored.delivery).toEqual({
      state: 'failed',
      attempts: 1,
      error: 'HTTP 404',
      deliveredAt: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts.get(lead.id)).toBe(1);
  });

  it('sends nothing for a replayed lead', async () => {
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    await waitForDelivery(lead.id, 'delivered');
    const replay = await postLead(worker, lead);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(attempts.get(lead.id)).toBe(1);
    expect(deliveriesOf(lead.id)).toHaveLength(1);
  });
});
