import { describe, expect, it } from 'vitest';
import type { AdminLead } from '../src/shared/lead-admin';
import {
  checkWebhookUrl,
  describeFailure,
  judgeResponse,
  leadLink,
  minimalWebhookPayload,
  payloadMode,
  RETRY,
  WEBHOOK_URL_PROBLEMS,
  retryAfterSeconds,
  retryBaseSeconds,
  retryDelaySeconds,
  webhookPayload,
} from './webhook';

const noAttribution: AdminLead['attribution'] = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
  landingPath: null,
  firstSeenAt: null,
};

const lead = (
  patch: Partial<AdminLead> = {},
  attribution: Partial<AdminLead['attribution']> = {},
): AdminLead => ({
  id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  source: 'data-in-action',
  userAgent: 'test',
  createdAt: '2026-11-22T10:00:00.000Z',
  receivedAt: '2026-11-22T10:00:01.000Z',
  country: 'GB',
  status: 'new',
  statusNote: null,
  statusChangedAt: null,
  delivery: { state: 'pending', attempts: 0, error: null, deliveredAt: null },
  attribution: { ...noAttribution, ...attribution },
  owner: null,
  submissions: 1,
  ...patch,
});

const withoutDelivery = ({ delivery: _delivery, ...rest }: AdminLead) => rest;

describe('webhookPayload', () => {
  it('is one Slack line and the whole lead but its delivery', () => {
    const plain = lead();
    expect(webhookPayload(plain)).toStrictEqual({
      text: 'New lead: Ada Lovelace, Analytical Engines (ada@example.com) from data-in-action',
      lead: withoutDelivery(plain),
    });
  });

  // Issue 28 item 8: every notification links to its lead in the inbox.
  it('ends the line with a link to the lead in the inbox when the origin is known', () => {
    const plain = lead();
    const link = `https://leads.example.com/admin/leads?lead=${plain.id}`;
    expect(webhookPayload(plain, 'https://leads.example.com/')).toStrictEqual({
      text: `New lead: Ada Lovelace, Analytical Engines (ada@example.com) from data-in-action <${link}|Open in the lead inbox>`,
      lead: withoutDelivery(plain),
      link,
    });
    expect(webhookPayload(plain, '  ')).toStrictEqual(webhookPayload(plain));
  });

  // Issue 28 item 7: a delivered notification said `delivery.state: "retrying"`, read before the attempt.
  it('says nothing of the delivery it is part of', () => {
    const retried = lead({
      delivery: { state: 'retrying', attempts: 2, error: 'HTTP 503', deliveredAt: null },
    });
    const payload = JSON.parse(JSON.stringify(webhookPayload(retried))) as Record<string, unknown>;
    expect(payload.lead).not.toHaveProperty('delivery');
    expect(JSON.stringify(payload)).not.toContain('retrying');
  });

  it('names the campaign the lead came through, skipping the parts not sent', () => {
    const texts = [
      lead(
        {},
        {
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'q4',
          referrerHost: 'news.example.com',
        },
      ),
      lead({}, { utmSource: 'newsletter', utmCampaign: 'q4' }),
      lead({}, { utmMedium: 'cpc' }),
      lead({}, { referrerHost: 'news.example.com' }),
      lead({}, { utmSource: '', referrerHost: 'news.example.com' }),
      lead({}, { utmTerm: 'market state', utmContent: 'hero', landingPath: '/x' }),
    ].map((l) =>
      webhookPayload(l).text.replace(
        'New lead: Ada Lovelace, Analytical Engines (ada@example.com) from data-in-action',
        '…',
      ),
    );
    expect(texts).toEqual([
      '…, via newsletter / email / q4',
      '…, via newsletter / q4',
      '…, via cpc',
      '…, via news.example.com',
      '…, via news.example.com',
      '…',
    ]);
  });

  it('escapes what Slack reads as markup, everywhere in the line', () => {
    const hostile = lead(
      { name: '<!channel> & co', company: 'A&B <Ltd>', email: 'a<b>@x.com', source: 's&<>' },
      { utmSource: '<@U123>&' },
    );
    expect(webhookPayload(hostile).text).toBe(
      'New lead: &lt;!channel&gt; &amp; co, A&amp;B &lt;Ltd&gt; (a&lt;b&gt;@x.com) from s&amp;&lt;&gt;, via &lt;@U123&gt;&amp;',
    );
    expect(webhookPayload(hostile).lead).toStrictEqual(withoutDelivery(hostile));
  });
});

describe('the minimal payload', () => {
  it('is the id, the time and the inbox link, on the origin given', () => {
    expect(minimalWebhookPayload(lead(), 'https://leads.example.com/')).toStrictEqual({
      id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
      createdAt: '2026-11-22T10:00:00.000Z',
      link: 'https://leads.example.com/admin/leads?lead=0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
    });
  });

  it('leaves the link out when no origin is known', () => {
    for (const origin of [undefined, '', '  '])
      expect(minimalWebhookPayload(lead(), origin)).toStrictEqual({
        id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
        createdAt: '2026-11-22T10:00:00.000Z',
      });
  });

  it('encodes the id in the link and trims the origin', () => {
    expect(leadLink(' https://a.example// ', 'a b&c')).toBe(
      'https://a.example/admin/leads?lead=a%20b%26c',
    );
  });

  it('is chosen by LEAD_WEBHOOK_PAYLOAD; an unknown value means minimal, flagged', () => {
    expect(
      [undefined, '', ' ', 'full', ' FULL ', 'minimal', ' Minimal ', 'min', 'none'].map(
        payloadMode,
      ),
    ).toEqual([
      { mode: 'full', recognised: true },
      { mode: 'full', recognised: true },
      { mode: 'full', recognised: true },
      { mode: 'full', recognised: true },
      { mode: 'full', recognised: true },
      { mode: 'minimal', recognised: true },
      { mode: 'minimal', recognised: true },
      { mode: 'minimal', recognised: false },
      { mode: 'minimal', recognised: false },
    ]);
  });
});

describe('checkWebhookUrl', () => {
  it('is unset without a URL', () => {
    expect([undefined, '', '  '].map(checkWebhookUrl)).toEqual([
      { kind: 'unset' },
      { kind: 'unset' },
      { kind: 'unset' },
    ]);
  });

  it.each([
    [
      'https://hooks.slack.com/services/T0/B0/secret',
      'https://hooks.slack.com/services/T0/B0/secret',
    ],
    [' https://hooks.example.com ', 'https://hooks.example.com/'],
    ['http://localhost:8788/hook', 'http://localhost:8788/hook'],
    ['http://127.0.0.1:9/hook', 'http://127.0.0.1:9/hook'],
    ['http://[::1]:9/hook', 'http://[::1]:9/hook'],
    ['HTTPS://HOOKS.EXAMPLE.COM/x', 'https://hooks.example.com/x'],
  ])('accepts %s', (setting, url) => {
    expect(checkWebhookUrl(setting)).toStrictEqual({ kind: 'ok', url });
  });

  it.each([
    'http://hooks.example.com/secret-path',
    'http://127.0.0.2/hook',
    'http://localhost.example.com/hook',
    'ftp://hooks.example.com/x',
    'ws://localhost/x',
  ])('refuses %s (not https), without quoting it', (setting) => {
    expect(checkWebhookUrl(setting)).toStrictEqual({
      kind: 'refused',
      problem: WEBHOOK_URL_PROBLEMS.insecure,
    });
  });

  it.each(['hooks.example.com/secret-path', 'https://', 'https://exa mple.com/secret', '/hook'])(
    'refuses the malformed %s, without quoting it',
    (setting) => {
      expect(checkWebhookUrl(setting)).toStrictEqual({
        kind: 'refused',
        problem: WEBHOOK_URL_PROBLEMS.malformed,
      });
    },
  );

  it('says what is wrong in words that name no URL', () => {
    expect(WEBHOOK_URL_PROBLEMS).toEqual({
      malformed: 'LEAD_WEBHOOK_URL is not a valid URL; nothing was sent.',
      insecure: 'LEAD_WEBHOOK_URL is not https:// (http:// only for localhost); nothing was sent.',
    });
  });
});

describe('judgeResponse', () => {
  it.each([
    [0, 'reject'],
    [101, 'reject'],
    [199, 'reject'],
    [200, 'delivered'],
    [202, 'delivered'],
    [299, 'delivered'],
    [300, 'retry'],
    [301, 'retry'],
    [307, 'retry'],
    [308, 'retry'],
    [399, 'retry'],
    [400, 'reject'],
    [404, 'reject'],
    [407, 'reject'],
    [408, 'retry'],
    [409, 'reject'],
    [428, 'reject'],
    [429, 'retry'],
    [430, 'reject'],
    [499, 'reject'],
    [500, 'retry'],
    [503, 'retry'],
    [599, 'retry'],
    [600, 'reject'],
  ])('judges %i as %s', (status, verdict) => {
    expect(judgeResponse(status)).toBe(verdict);
  });
});

describe('retry timing', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');

  it('starts at 30 seconds and never waits more than an hour', () => {
    expect(RETRY).toEqual({ baseSeconds: 30, maxSeconds: 3600 });
  });

  it('doubles the wait per failed attempt, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([
      30, 30, 60, 120, 240, 1920, 3600, 3600,
    ]);
    expect([1, 2, 3].map((attempts) => retryDelaySeconds(attempts, 0))).toEqual([0, 0, 0]);
  });

  it("waits at least what the receiver's Retry-After asks, still capped", () => {
    expect([
      retryDelaySeconds(1, 30, 90),
      retryDelaySeconds(3, 30, 90),
      retryDelaySeconds(1, 30, 0),
      retryDelaySeconds(1, 30, 86_400),
    ]).toEqual([90, 120, 30, 3600]);
  });

  it('reads Retry-After in seconds, trimmed', () => {
    expect([
      retryAfterSeconds('120', now),
      retryAfterSeconds(' 7 ', now),
      retryAfterSeconds('0', now),
    ]).toEqual([120, 7, 0]);
  });

  it('reads an IMF-fixdate Retry-After', () => {
    expect([
      retryAfterSeconds('Sun, 22 Nov 2026 12:00:30 GMT', now),
      retryAfterSeconds('Sun, 22 Nov 2026 11:00:00 GMT', now),
    ]).toEqual([30, 0]);
  });

  it('reads Retry-After as an HTTP date, rounding up to whole seconds and never negative', () => {
    expect([
      retryAfterSeconds(new Date(now + 90_000).toUTCString(), now),
      retryAfterSeconds(new Date(now + 90_000).toUTCString(), now - 500),
      retryAfterSeconds(new Date(now - 60_000).toUTCString(), now),
    ]).toEqual([90, 91, 0]);
  });

  // V8's Date.parse takes "5.5" and "-5" for dates in 2001; a real HTTP date has a day or month name.
  it.each([null, '', '  ', '5s', 'x5', '5 5', '5.5', '-5', '+5', '2026-11-22', 'soon'])(
    'ignores the Retry-After %j',
    (value) => {
      expect(retryAfterSeconds(value, now)).toBeUndefined();
    },
  );

  it('takes its base from LEAD_WEBHOOK_RETRY_BASE_SECONDS when that is a whole number', () => {
    expect(
      [undefined, '0', '5', ' 12 ', '', '5s', 'x5', '-1', '1.5', 'fast'].map(retryBaseSeconds),
    ).toEqual([30, 0, 5, 12, 30, 30, 30, 30, 30, 30]);
  });
});

describe('describeFailure', () => {
  it('keeps an HTTP status, saying a redirect was not followed', () => {
    expect([
      describeFailure({ status: 502 }),
      describeFailure({ status: 404 }),
      describeFailure({ status: 299 }),
      describeFailure({ status: 300 }),
      describeFailure({ status: 307 }),
      describeFailure({ status: 399 }),
      describeFailure({ status: 400 }),
    ]).toEqual([
      'HTTP 502',
      'HTTP 404',
      'HTTP 299',
      'the receiver answered 300 (redirects are not followed)',
      'the receiver answered 307 (redirects are not followed)',
      'the receiver answered 399 (redirects are not followed)',
      'HTTP 400',
    ]);
  });

  it('keeps only the class of an error, never its message (which can quote the URL)', () => {
    const named = (name: string) => Object.assign(new Error('https://h.example/SECRET'), { name });
    expect([
      describeFailure({ error: new TypeError('Fetch failed: https://h.example/SECRET') }),
      describeFailure({ error: 'https://h.example/SECRET' }),
      describeFailure({ error: named('TimeoutError') }),
      describeFailure({ error: named('AbortError') }),
      describeFailure({ error: undefined }),
    ]).toEqual([
      'network error (the receiver could not be reached)',
      'network error (the receiver could not be reached)',
      'timed out (no answer within 10 s)',
      'timed out (no answer within 10 s)',
      'network error (the receiver could not be reached)',
    ]);
  });
});
