/**
 * Lead notification through the local queue (workerd + local D1 + local Cloudflare Queue): a tiny
 * HTTP receiver on 127.0.0.1 plays the webhook, told per lead id how to answer. Its URL has a
 * secret path (as a Slack webhook's has), which must never reach a lead's stored delivery error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLead } from '@/shared/lead-admin';
import { verifyWebhookSignature } from '@/shared/webhook-signature';
import {
  adminAuth,
  allLeads,
  postLead,
  startTestWorker,
  validLead,
  type TestWorker,
} from './harness';

interface Received {
  idempotencyKey: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  raw: Buffer;
  body: { text: string; lead: AdminLead };
}

const SECRET = 'whsec_workerd_test_secret';
/** The receiver's secret path segment: in LEAD_WEBHOOK_URL, never in what the inbox shows. */
const SECRET_PATH = 'T0SECRET/B0SECRET/xoxSecretPathToken';

/** How many of a lead's first attempts the receiver answers with 503 (Infinity: all of them). */
const failFirst = new Map<string, number>();
/** Leads the receiver answers with 404, an answer that retrying will not change. */
const notFound = new Set<string>();
/** Leads the receiver answers with 307 to /moved, which must then receive nothing. */
const redirected = new Set<string>();
/** Leads whose every request the receiver drops without an answer. */
const hungUp = new Set<string>();
const attempts = new Map<string, number>();
const delivered: Received[] = [];
let movedHits = 0;
/** Every request to the webhook path, as received. */
const requests: Received[] = [];

let receiver: Server;
let worker: TestWorker;
let port: number;

const settings = (patch: Record<string, string> = {}) => ({
  LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook/${SECRET_PATH}`,
  LEAD_WEBHOOK_SECRET: SECRET,
  LEAD_WEBHOOK_RETRY_BASE_SECONDS: '0',
  ...patch,
});

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url !== `/hook/${SECRET_PATH}`) {
        movedHits += 1;
        response.writeHead(200).end('ok');
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8')) as Received['body'];
      const received: Received = {
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        timestamp: request.headers['x-msd-timestamp'] as string | undefined,
        signature: request.headers['x-msd-signature'] as string | undefined,
        raw,
        body,
      };
      requests.push(received);
      // The minimal payload is { id, createdAt, link }.
      const id = body.lead?.id ?? (body as unknown as { id: string }).id;
      const seen = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, seen);
      if (hungUp.has(id)) {
        request.socket.destroy();
        return;
      }
      if (redirected.has(id)) {
        response.writeHead(307, { Location: '/moved' }).end();
        return;
      }
      if (notFound.has(id)) {
        response.writeHead(404).end('no such hook');
        return;
      }
      if (seen <= (failFirst.get(id) ?? 0)) {
        response.writeHead(503).end('busy');
        return;
      }
      delivered.push(received);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  ({ port } = receiver.address() as AddressInfo);
  worker = await startTestWorker({ vars: settings() });
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

const deliveriesOf = (id: string) => delivered.filter((d) => d.body.lead?.id === id);

describe('lead notification queue', () => {
  it('signs each notification: the receiver verifies it over the raw body; a tampered body or an old timestamp fails', async () => {
    const lead = validLead({ name: 'Zoë Signed' });
    expect((await postLead(worker, lead)).status).toBe(201);
    await waitForDelivery(lead.id, 'delivered');
    const [received] = deliveriesOf(lead.id);
    const { timestamp, signature, raw } = received!;
    expect(timestamp).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    const now = Date.now() / 1000;
    const verify = (body: Buffer | string, at = now, secret = SECRET) =>
      verifyWebhookSignature(secret, timestamp, signature, body, at);
    expect(await verify(raw)).toBe(true);
    expect(await verify(raw.toString('utf8'))).toBe(true);
    // Tampered: one character of the name, or the body re-serialised by a JSON parser.
    expect(await verify(raw.toString('utf8').replace('Zoë', 'Zoe'))).toBe(false);
    expect(await verify(JSON.stringify(JSON.parse(raw.toString('utf8')), null, 1))).toBe(false);
    expect(await verify(raw, Number(timestamp) + 301)).toBe(false);
    expect(await verify(raw, Number(timestamp) + 300)).toBe(true);
    expect(await verify(raw, now, 'another-secret')).toBe(false);
  });

  it('follows no redirect: a 307 is a failed attempt, retried, and the redirect target receives nothing', async () => {
    const lead = validLead();
    redirected.add(lead.id);
    expect((await postLead(worker, lead)).status).toBe(201);
    const stored = await waitForDelivery(lead.id, 'failed', 40_000);
    expect(attempts.get(lead.id)).toBe(6);
    expect(movedHits).toBe(0);
    expect(stored.delivery).toEqual({
      state: 'failed',
      attempts: 6,
      error:
        'the receiver answered 307 (redirects are not followed) (gave up after the last retry)',
      deliveredAt: null,
    });
  }, 60_000);

  it('never stores the URL (or its secret path) in a delivery error, whatever the failure', async () => {
    const dropped = validLead();
    const missing = validLead();
    hungUp.add(dropped.id);
    notFound.add(missing.id);
    expect((await postLead(worker, dropped)).status).toBe(201);
    expect((await postLead(worker, missing)).status).toBe(201);
    const failedMissing = await waitForDelivery(missing.id, 'failed');
    const failedDropped = await waitForDelivery(dropped.id, 'failed', 40_000);
    expect(failedDropped.delivery.error).toBe(
      'network error (the receiver could not be reached) (gave up after the last retry)',
    );
    expect(failedMissing.delivery.error).toBe('HTTP 404');
    // What the inbox API shows of every lead so far, the CSV included.
    const everything = JSON.stringify(await allLeads(worker));
    const csv = await (
      await worker.fetch('/api/leads?format=csv', {
        headers: adminAuth,
      })
    ).text();
    for (const text of [everything, csv]) {
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain('/hook');
      expect(text).not.toContain('127.0.0.1');
    }
  }, 60_000);

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
    // The link names the origin the lead was posted to (the test Worker's own).
    expect(received[0]!.body.text).toMatch(
      new RegExp(
        `^New lead: Grace &lt;Hopper&gt; &amp; Co, Analytical Engines Ltd \\(ada@analytical\\.example\\) from data-in-action, via newsletter / email <http://127\\.0\\.0\\.1(:\\d+)?/admin/leads\\?lead=${lead.id}\\|Open in the lead inbox>$`,
      ),
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
    // Issue 28 item 7: the body that was delivered said delivery.state "retrying" (read before
    // the attempt). The notification is the delivery; it carries no state of its own.
    const body = deliveriesOf(lead.id)[0]!.body;
    expect(body.lead).not.toHaveProperty('delivery');
    expect(deliveriesOf(lead.id)[0]!.raw.toString('utf8')).not.toContain('retrying');
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

/** Runs last: each case restarts the Worker on the same D1 with other notification settings. */
describe('notification settings checked by the Worker', () => {
  it.each([
    [
      'an http:// URL to another host',
      'http://hooks.example.com/hook/SECRETPATH',
      'is not https://',
    ],
    ['a malformed URL', 'hooks.example.com/hook/SECRETPATH', 'is not a valid URL'],
  ])(
    'refuses %s: the lead fails with a fixed message and nothing is sent',
    async (_, url, says) => {
      await worker.restart(settings({ LEAD_WEBHOOK_URL: url }));
      const before = requests.length;
      const lead = validLead();
      expect((await postLead(worker, lead)).status).toBe(201);
      const stored = await waitForDelivery(lead.id, 'failed');
      expect(stored.delivery.attempts).toBe(0);
      expect(stored.delivery.error).toContain(says);
      expect(stored.delivery.error).not.toContain('SECRETPATH');
      expect(stored.delivery.error).not.toContain('hooks.example.com');
      expect(requests.length).toBe(before);
    },
  );

  it('sends only { id, createdAt, link } with LEAD_WEBHOOK_PAYLOAD=minimal', async () => {
    await worker.restart(
      settings({ LEAD_WEBHOOK_PAYLOAD: 'minimal', AUTH_ORIGIN: 'https://leads.example.com' }),
    );
    const lead = validLead();
    expect((await postLead(worker, lead)).status).toBe(201);
    await waitForDelivery(lead.id, 'delivered');
    const received = requests.filter((r) => (r.body as unknown as { id?: string }).id === lead.id);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.raw.toString('utf8'))).toStrictEqual({
      id: lead.id,
      createdAt: lead.createdAt,
      link: `https://leads.example.com/admin/leads?lead=${lead.id}`,
    });
    expect(
      await verifyWebhookSignature(
        SECRET,
        received[0]!.timestamp,
        received[0]!.signature,
        received[0]!.raw,
        Date.now() / 1000,
      ),
    ).toBe(true);
  });
});
