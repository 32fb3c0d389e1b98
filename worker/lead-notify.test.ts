/**
 * The queue consumer's decisions, with D1 and the receiver faked: what it records on the lead, and
 * whether it acknowledges or retries each message (and after how long). The same flows run end to
 * end in workerd with a real queue in tests/worker/lead-notify.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env, NotificationMessage } from './env';
import { toAdminLead, type LeadRow } from './lead-row';
import {
  consumeLeadQueue,
  LEAD_DEAD_LETTER_QUEUE_NAME,
  LEAD_QUEUE_NAME,
  notificationSettings,
} from './lead-notify';
import { setLogSink } from './logger';
import { recordDelivery } from './leads-queries';
import { findLead } from './leads-list-queries';
import { WEBHOOK_URL_PROBLEMS, webhookPayload } from './webhook';
import { verifyWebhookSignature } from '../src/shared/webhook-signature';

vi.mock('./leads-queries', () => ({ recordDelivery: vi.fn() }));
vi.mock('./leads-list-queries', () => ({ findLead: vi.fn() }));

const ID = '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11';
const HOOK = 'https://hooks.example.com/leads';

const row = (patch: Partial<LeadRow> = {}): LeadRow => ({
  id: ID,
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  source: 'data-in-action',
  user_agent: 'test',
  created_at: '2026-11-22T10:00:00.000Z',
  received_at: '2026-11-22T10:00:01.000Z',
  country: 'GB',
  status: 'new',
  status_note: null,
  status_changed_at: null,
  delivery_state: 'pending',
  delivery_attempts: 0,
  delivery_error: null,
  delivered_at: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer_host: null,
  landing_path: null,
  first_seen_at: null,
  owner_id: null,
  owner_name: null,
  submissions: 1,
  ...patch,
});

function message(attempts: number, id = ID, origin?: string) {
  return {
    id: `m-${id}`,
    body: origin === undefined ? { id } : { id, origin },
    attempts,
    timestamp: new Date(0),
    ack: vi.fn(),
    retry: vi.fn(),
  };
}
type FakeMessage = ReturnType<typeof message>;

function consume(
  messages: Array<Omit<FakeMessage, 'body'> & { body: NotificationMessage }>,
  env: Partial<Env> = {},
  queue = LEAD_QUEUE_NAME,
) {
  const batch = { queue, messages } as unknown as MessageBatch<NotificationMessage>;
  return consumeLeadQueue(batch, { DB: {} as D1Database, ...env } as Env);
}

const fetchMock = vi.fn<typeof fetch>();
const findLeadMock = vi.mocked(findLead);
const recordMock = vi.mocked(recordDelivery);
const configured = { LEAD_WEBHOOK_URL: HOOK };

beforeEach(() => {
  // The one-line setting warnings (asserted in their own test) stay out of the output.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fetchMock);
  findLeadMock.mockResolvedValue(row());
  recordMock.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

/** What each message was told: acknowledged, or retried with these options. */
const outcome = (m: Pick<FakeMessage, 'ack' | 'retry'>) => ({
  acks: m.ack.mock.calls.length,
  retries: m.retry.mock.calls,
});

describe('the lead queue', () => {
  it('names its queues as wrangler.jsonc does', () => {
    expect([LEAD_QUEUE_NAME, LEAD_DEAD_LETTER_QUEUE_NAME]).toEqual([
      'msd-lead-notifications',
      'msd-lead-notifications-dlq',
    ]);
  });

  it('posts the lead once with its id as Idempotency-Key, a 10 s timeout, and records the delivery', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    const m = message(1);
    await consume([m], configured);

    expect(findLeadMock.mock.calls).toEqual([[{}, ID]]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(HOOK);
    expect(init).toStrictEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': ID },
      body: JSON.stringify(webhookPayload(toAdminLead(row()))),
      redirect: 'manual',
      signal: timeout.mock.results[0]!.value as AbortSignal,
    });
    expect(timeout.mock.calls).toEqual([[10_000]]);
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'delivered', attempts: 1, error: null }],
    ]);
    expect(outcome(m)).toEqual({ acks: 1, retries: [] });
  });

  it('signs the body it sends with LEAD_WEBHOOK_SECRET (timestamp and v1 HMAC)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_500);
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    await consume([message(1)], { ...configured, LEAD_WEBHOOK_SECRET: 'whsec_unit' });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(Object.keys(headers)).toEqual([
      'Content-Type',
      'Idempotency-Key',
      'X-MSD-Timestamp',
      'X-MSD-Signature',
    ]);
    expect(headers['X-MSD-Timestamp']).toBe('1767225600');
    expect(headers['X-MSD-Signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    const body = init.body as string;
    const verify = (b: string, now: number) =>
      verifyWebhookSignature(
        'whsec_unit',
        headers['X-MSD-Timestamp'],
        headers['X-MSD-Signature'],
        b,
        now,
      );
    expect(await verify(body, 1_767_225_600)).toBe(true);
    expect(await verify(body.replace('Ada', 'Eve'), 1_767_225_600)).toBe(false);
    expect(await verify(body, 1_767_225_600 + 301)).toBe(false);
  });

  it('sends only the id, the time and the inbox link with LEAD_WEBHOOK_PAYLOAD=minimal', async () => {
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    const minimal = { ...configured, LEAD_WEBHOOK_PAYLOAD: 'minimal' };
    await consume([message(1, ID, 'https://worker.example')], minimal);
    await consume([message(1, ID, 'https://worker.example')], {
      ...minimal,
      AUTH_ORIGIN: 'https://leads.example/',
    });
    await consume([message(1)], minimal);
    expect(
      fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string) as unknown),
    ).toEqual([
      {
        id: ID,
        createdAt: '2026-11-22T10:00:00.000Z',
        link: `https://worker.example/admin/leads?lead=${ID}`,
      },
      {
        id: ID,
        createdAt: '2026-11-22T10:00:00.000Z',
        link: `https://leads.example/admin/leads?lead=${ID}`,
      },
      { id: ID, createdAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('links the full payload to the lead in the inbox, AUTH_ORIGIN first', async () => {
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    await consume([message(1, ID, 'https://worker.example')], configured);
    await consume([message(1, ID, 'https://worker.example')], {
      ...configured,
      AUTH_ORIGIN: 'https://leads.example/',
    });
    // A blank setting is no setting: the link keeps the origin the lead came in on.
    await consume([message(1, ID, 'https://worker.example')], { ...configured, AUTH_ORIGIN: '  ' });
    expect(
      fetchMock.mock.calls.map(
        ([, init]) => (JSON.parse(init!.body as string) as { link?: string }).link,
      ),
    ).toEqual([
      `https://worker.example/admin/leads?lead=${ID}`,
      `https://leads.example/admin/leads?lead=${ID}`,
      `https://worker.example/admin/leads?lead=${ID}`,
    ]);
  });

  it('refuses a URL that is not https:// or is malformed: the lead fails with a fixed message, nothing is sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [plain, broken] = [message(1), message(1)];
    await consume([plain], { LEAD_WEBHOOK_URL: 'http://hooks.example.com/T0/SECRET' });
    await consume([broken], { LEAD_WEBHOOK_URL: 'hooks.example.com/T0/SECRET' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'failed', attempts: 0, error: WEBHOOK_URL_PROBLEMS.insecure }],
      [{}, ID, { state: 'failed', attempts: 0, error: WEBHOOK_URL_PROBLEMS.malformed }],
    ]);
    expect([outcome(plain), outcome(broken)]).toEqual([
      { acks: 1, retries: [] },
      { acks: 1, retries: [] },
    ]);
  });

  it('checks the settings once per isolate and logs one line per problem, never the URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const refused = { LEAD_WEBHOOK_URL: 'http://once.example/SECRET' } as Env;
    notificationSettings(refused);
    notificationSettings(refused);
    await consume([message(1), message(2)], refused);
    expect(error.mock.calls).toEqual([
      [
        JSON.stringify({
          level: 'error',
          msg: 'lead notifications: LEAD_WEBHOOK_URL is not https:// (http:// only for localhost); nothing was sent. Leads are marked failed until it is fixed.',
        }),
      ],
    ]);
    const unsigned = {
      LEAD_WEBHOOK_URL: 'https://once.example/SECRET',
      LEAD_WEBHOOK_PAYLOAD: 'tiny',
    } as Env;
    expect(notificationSettings(unsigned)).toStrictEqual({
      url: { kind: 'ok', url: 'https://once.example/SECRET' },
      secret: undefined,
      mode: 'minimal',
    });
    notificationSettings(unsigned);
    expect(warn.mock.calls).toEqual([
      [
        JSON.stringify({
          level: 'warn',
          msg: 'lead notifications: LEAD_WEBHOOK_SECRET is not set; notifications are sent unsigned.',
        }),
      ],
      [
        JSON.stringify({
          level: 'warn',
          msg: 'lead notifications: LEAD_WEBHOOK_PAYLOAD is neither "full" nor "minimal"; sending the minimal payload.',
        }),
      ],
    ]);
    const signed = { ...unsigned, LEAD_WEBHOOK_SECRET: 's', LEAD_WEBHOOK_PAYLOAD: 'full' };
    expect(notificationSettings(signed)).toStrictEqual({
      url: { kind: 'ok', url: 'https://once.example/SECRET' },
      secret: 's',
      mode: 'full',
    });
    notificationSettings({} as Env);
    expect(log.mock.calls).toEqual([
      [
        JSON.stringify({
          level: 'info',
          msg: 'lead notifications: LEAD_WEBHOOK_URL is not set; leads are not sent anywhere.',
        }),
      ],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('counts a 204 without a body as delivered', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const m = message(2);
    await consume([m], configured);
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'delivered', attempts: 2, error: null }],
    ]);
    expect(outcome(m)).toEqual({ acks: 1, retries: [] });
  });

  it('stops reading the receiver’s answer once it has the status', async () => {
    let cancelled = false;
    const body = new ReadableStream({
      cancel() {
        cancelled = true;
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
    await consume([message(1)], configured);
    expect(cancelled).toBe(true);
  });

  it('marks the lead "not configured" without a webhook, and sends nothing', async () => {
    const m = message(1);
    await consume([m], {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'not_configured', attempts: 0, error: null }],
    ]);
    expect(outcome(m)).toEqual({ acks: 1, retries: [] });
  });

  it('sends nothing for a lead erased meanwhile or already delivered', async () => {
    findLeadMock
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(row({ delivery_state: 'delivered' }));
    const [erased, delivered] = [message(1), message(2)];
    await consume([erased, delivered], configured);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recordMock).not.toHaveBeenCalled();
    expect([outcome(erased), outcome(delivered)]).toEqual([
      { acks: 1, retries: [] },
      { acks: 1, retries: [] },
    ]);
  });

  it('retries a 5xx with backoff, honouring a longer Retry-After', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 503, headers: { 'Retry-After': '120' } }))
      .mockResolvedValueOnce(new Response('', { status: 500, headers: { 'Retry-After': '10' } }));
    const [first, second, fourth] = [message(1), message(2), message(4)];
    await consume([first, second, fourth], configured);
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'retrying', attempts: 1, error: 'HTTP 503' }],
      [{}, ID, { state: 'retrying', attempts: 2, error: 'HTTP 503' }],
      [{}, ID, { state: 'retrying', attempts: 4, error: 'HTTP 500' }],
    ]);
    expect([outcome(first), outcome(second), outcome(fourth)]).toEqual([
      { acks: 0, retries: [[{ delaySeconds: 30 }]] },
      { acks: 0, retries: [[{ delaySeconds: 120 }]] },
      { acks: 0, retries: [[{ delaySeconds: 240 }]] },
    ]);
  });

  it('retries 408 and 429 too, from the configured base delay', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 408 }))
      .mockResolvedValueOnce(new Response('', { status: 429 }));
    const [a, b] = [message(1), message(3)];
    await consume([a, b], { ...configured, LEAD_WEBHOOK_RETRY_BASE_SECONDS: '5' });
    expect([outcome(a), outcome(b)]).toEqual([
      { acks: 0, retries: [[{ delaySeconds: 5 }]] },
      { acks: 0, retries: [[{ delaySeconds: 20 }]] },
    ]);
  });

  it('retries a network error or a timeout, keeping its class but never its message', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError(`fetch failed: ${HOOK}`))
      .mockRejectedValueOnce(new DOMException('The operation timed out.', 'TimeoutError'));
    const [a, b] = [message(2), message(1)];
    await consume([a, b], configured);
    expect(recordMock.mock.calls).toEqual([
      [
        {},
        ID,
        {
          state: 'retrying',
          attempts: 2,
          error: 'network error (the receiver could not be reached)',
        },
      ],
      [{}, ID, { state: 'retrying', attempts: 1, error: 'timed out (no answer within 10 s)' }],
    ]);
    expect([outcome(a), outcome(b)]).toEqual([
      { acks: 0, retries: [[{ delaySeconds: 60 }]] },
      { acks: 0, retries: [[{ delaySeconds: 30 }]] },
    ]);
  });

  it('gives up at once on an answer that will not change (4xx)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('', { status: 404, headers: { 'Retry-After': '60' } }),
    );
    const a = message(1);
    await consume([a], configured);
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'failed', attempts: 1, error: 'HTTP 404' }],
    ]);
    expect(outcome(a)).toEqual({ acks: 1, retries: [] });
  });

  it('follows no redirect: a 3xx is a failed attempt, retried, and its Location is not posted to', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response('', { status: 307, headers: { Location: 'https://elsewhere.example/' } }),
      )
      .mockResolvedValueOnce(new Response('', { status: 301, headers: { Location: '/moved' } }));
    const [a, b] = [message(1), message(2)];
    await consume([a, b], configured);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.redirect])).toEqual([
      [HOOK, 'manual'],
      [HOOK, 'manual'],
    ]);
    expect(recordMock.mock.calls).toEqual([
      [
        {},
        ID,
        {
          state: 'retrying',
          attempts: 1,
          error: 'the receiver answered 307 (redirects are not followed)',
        },
      ],
      [
        {},
        ID,
        {
          state: 'retrying',
          attempts: 2,
          error: 'the receiver answered 301 (redirects are not followed)',
        },
      ],
    ]);
    expect([outcome(a), outcome(b)]).toEqual([
      { acks: 0, retries: [[{ delaySeconds: 30 }]] },
      { acks: 0, retries: [[{ delaySeconds: 60 }]] },
    ]);
  });

  it('puts a message back when D1 fails, logs it, and goes on with the rest of the batch', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('D1_ERROR: storage unavailable');
    findLeadMock.mockRejectedValueOnce(failure).mockResolvedValueOnce(row({ id: 'b2' }));
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    const [broken, fine] = [message(3), message(1, 'b2')];
    await consume([broken, fine], { ...configured, LEAD_WEBHOOK_RETRY_BASE_SECONDS: '10' });
    expect(outcome(broken)).toEqual({ acks: 0, retries: [[{ delaySeconds: 40 }]] });
    expect(outcome(fine)).toEqual({ acks: 1, retries: [] });
    expect(log.mock.calls).toEqual([
      [
        JSON.stringify({
          level: 'error',
          msg: 'lead notification failed',
          queue: 'msd-lead-notifications',
          error: 'Error',
          errorMessage: failure.message,
        }),
      ],
    ]);
  });
});

describe('the dead-letter queue', () => {
  it('marks an undelivered lead failed, keeping its attempts and last error', async () => {
    findLeadMock
      .mockResolvedValueOnce(
        row({ delivery_state: 'retrying', delivery_attempts: 4, delivery_error: 'HTTP 503' }),
      )
      .mockResolvedValueOnce(
        row({ delivery_state: 'pending', delivery_attempts: 0, delivery_error: null }),
      );
    const [a, b] = [message(1), message(1)];
    await consume([a, b], configured, LEAD_DEAD_LETTER_QUEUE_NAME);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recordMock.mock.calls).toEqual([
      [{}, ID, { state: 'failed', attempts: 4, error: 'HTTP 503 (gave up after the last retry)' }],
      [
        {},
        ID,
        { state: 'failed', attempts: 0, error: 'Not delivered (gave up after the last retry)' },
      ],
    ]);
    expect([outcome(a), outcome(b)]).toEqual([
      { acks: 1, retries: [] },
      { acks: 1, retries: [] },
    ]);
  });

  it('leaves a delivered or erased lead as it is', async () => {
    findLeadMock
      .mockResolvedValueOnce(row({ delivery_state: 'delivered' }))
      .mockResolvedValueOnce(null);
    const [a, b] = [message(1), message(1)];
    await consume([a, b], configured, LEAD_DEAD_LETTER_QUEUE_NAME);
    expect(recordMock).not.toHaveBeenCalled();
    expect([outcome(a), outcome(b)]).toEqual([
      { acks: 1, retries: [] },
      { acks: 1, retries: [] },
    ]);
  });

  it('puts a message back when D1 fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    findLeadMock.mockRejectedValueOnce(new Error('D1_ERROR'));
    const m = message(2);
    await consume([m], configured, LEAD_DEAD_LETTER_QUEUE_NAME);
    expect(outcome(m)).toEqual({ acks: 0, retries: [[{ delaySeconds: 60 }]] });
  });
});

describe('invitation links on the same queue (issue 24)', () => {
  const invite = {
    kind: 'invite' as const,
    email: 'rae@firm.example',
    name: 'Rae Rep',
    role: 'rep',
    url: 'https://portal.example/admin/welcome#invite=abc',
    expiresAt: '2026-12-04T10:00:00.000Z',
  };
  const inviteMessage = (attempts: number) => ({
    ...message(attempts),
    id: 'm-invite',
    body: invite,
  });

  it('posts the link once with a readable text and its message id as Idempotency-Key, never touching a lead', async () => {
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    const m = inviteMessage(1);
    await consume([m], configured);
    expect(findLeadMock).not.toHaveBeenCalled();
    expect(recordMock).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(HOOK);
    expect(init?.headers).toStrictEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'invite-m-invite',
    });
    expect(init?.redirect).toBe('manual');
    expect(JSON.parse(init?.body as string)).toStrictEqual({
      text: 'Invitation for Rae Rep (rae@firm.example) as rep: https://portal.example/admin/welcome#invite=abc (valid until 2026-12-04T10:00:00.000Z, once)',
      invite,
    });
    expect(outcome(m)).toEqual({ acks: 1, retries: [] });
  });

  it('retries a failing receiver with the lead backoff and gives up at once on a 404', async () => {
    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 503 }));
    const busy = inviteMessage(2);
    await consume([busy], configured);
    expect(outcome(busy)).toEqual({ acks: 0, retries: [[{ delaySeconds: 60 }]] });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    const gone = inviteMessage(1);
    await consume([gone], configured);
    expect(outcome(gone)).toEqual({ acks: 1, retries: [] });
  });

  it('logs an invitation it gives up on, with the reason, and nothing for one delivered', async () => {
    const errors: unknown[] = [];
    const restore = setLogSink((level, line) => {
      if (level === 'error') errors.push(JSON.parse(line));
    });
    try {
      fetchMock.mockResolvedValueOnce(new Response('ok', { status: 200 }));
      await consume([inviteMessage(1)], configured);
      expect(errors).toEqual([]);
      fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
      await consume([inviteMessage(1)], configured);
      await consume([inviteMessage(6)], configured, LEAD_DEAD_LETTER_QUEUE_NAME);
      expect(errors).toEqual([
        { level: 'error', msg: 'invitation not delivered', reason: 'HTTP 404' },
        { level: 'error', msg: 'invitation not delivered after the last retry' },
      ]);
    } finally {
      restore();
    }
  });

  it('signs an invitation too', async () => {
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    await consume([inviteMessage(1)], { ...configured, LEAD_WEBHOOK_SECRET: 'whsec_unit' });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(
      await verifyWebhookSignature(
        'whsec_unit',
        headers['X-MSD-Timestamp'],
        headers['X-MSD-Signature'],
        init.body as string,
        Date.now() / 1000,
      ),
    ).toBe(true);
  });

  it('acknowledges without posting when no endpoint is configured, or it is refused, and on the dead-letter queue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unconfigured = inviteMessage(1);
    await consume([unconfigured]);
    const refused = inviteMessage(1);
    await consume([refused], { LEAD_WEBHOOK_URL: 'http://hooks.example.com/x' });
    expect(outcome(refused)).toEqual({ acks: 1, retries: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dead = inviteMessage(6);
    await consume([dead], configured, LEAD_DEAD_LETTER_QUEUE_NAME);
    expect(fetchMock).not.toHaveBeenCalled();
    expect([outcome(unconfigured), outcome(dead)]).toEqual([
      { acks: 1, retries: [] },
      { acks: 1, retries: [] },
    ]);
    expect(recordMock).not.toHaveBeenCalled();
  });
});
