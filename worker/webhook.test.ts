import { describe, expect, it } from 'vitest';
import type { AdminLead } from '../src/shared/lead-admin';
import {
  describeFailure,
  judgeResponse,
  RETRY,
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
  submissions: 1,
  ...patch,
});

describe('webhookPayload', () => {
  it('is one Slack line and the whole lead', () => {
    const plain = lead();
    expect(webhookPayload(plain)).toStrictEqual({
      text: 'New lead: Ada Lovelace, Analytical Engines (ada@example.com) from data-in-action',
      lead: plain,
    });
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
    expect(webhookPayload(hostile).lead).toBe(hostile);
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
    [300, 'reject'],
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
  it('keeps an HTTP status or the error as one short line', () => {
    expect([
      describeFailure({ status: 502 }),
      describeFailure({ error: '  socket\n hang\t\tup  ' }),
      describeFailure({ error: 'x'.repeat(250) }),
      describeFailure({ error: '' }),
      describeFailure({ error: ' \n ' }),
    ]).toEqual(['HTTP 502', 'socket hang up', 'x'.repeat(200), 'network error', 'network error']);
  });
});
