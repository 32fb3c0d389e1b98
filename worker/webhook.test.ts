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

const lead: AdminLead = {
  id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  source: 'data-in-action',
  userAgent: 'test',
  createdAt: '2026-11-24T10:00:00.000Z',
  receivedAt: '2026-11-24T10:00:01.000Z',
  country: 'GB',
  status: 'new',
  statusNote: null,
  statusChangedAt: null,
  delivery: { state: 'pending', attempts: 0, error: null, deliveredAt: null },
  attribution: {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    referrerHost: null,
    landingPath: null,
    firstSeenAt: null,
  },
  submissions: 1,
};

describe('webhook payload', () => {
  it('has a Slack text line and the structured lead', () => {
    expect(webhookPayload(lead)).toEqual({
      text: 'New lead: Ada Lovelace, Analytical Engines (ada@example.com) from data-in-action',
      lead,
    });
  });

  it('names the campaign, else the referrer, and escapes Slack markup', () => {
    const withUtm = {
      ...lead,
      name: '<!channel> & Co',
      attribution: {
        ...lead.attribution,
        utmSource: 'news',
        utmCampaign: 'q4',
        referrerHost: 'x.example',
      },
    };
    expect(webhookPayload(withUtm).text).toBe(
      'New lead: &lt;!channel&gt; &amp; Co, Analytical Engines (ada@example.com) from data-in-action, via news / q4',
    );
    const withReferrer = {
      ...lead,
      attribution: { ...lead.attribution, referrerHost: 'www.google.com' },
    };
    expect(webhookPayload(withReferrer).text).toBe(
      'New lead: Ada Lovelace, Analytical Engines (ada@example.com) from data-in-action, via www.google.com',
    );
  });
});

describe('webhook response', () => {
  it.each([
    [100, 'reject'],
    [199, 'reject'],
    [200, 'delivered'],
    [204, 'delivered'],
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
  ])('judges HTTP %i as %s', (status, verdict) => {
    expect(judgeResponse(status)).toBe(verdict);
  });
});

describe('retry timing', () => {
  const now = Date.parse('2026-11-24T10:00:00.000Z');

  it.each([
    [null, undefined],
    ['', undefined],
    ['120', 120],
    [' 7 ', 7],
    ['0', 0],
    ['5s', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['Tue, 24 Nov 2026 10:00:30 GMT', 30],
    ['Tue, 24 Nov 2026 10:00:00 GMT', 0],
    ['Tue, 24 Nov 2026 09:00:00 GMT', 0],
    ['2026-11-24', undefined],
    ['soon', undefined],
  ])('reads Retry-After %j as %j seconds', (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds);
  });

  it('doubles from the base per failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([
      30, 60, 120, 240, 480,
    ]);
    expect(retryDelaySeconds(0, 30)).toBe(30);
    expect(retryDelaySeconds(20, 30)).toBe(RETRY.maxSeconds);
    expect(retryDelaySeconds(3, 0)).toBe(0);
  });

  it('waits at least what Retry-After asks, still at most an hour', () => {
    expect(retryDelaySeconds(1, 30, 90)).toBe(90);
    expect(retryDelaySeconds(3, 30, 90)).toBe(120);
    expect(retryDelaySeconds(1, 30, 86_400)).toBe(3600);
  });

  it.each([
    [undefined, 30],
    ['0', 0],
    [' 5 ', 5],
    ['-1', 30],
    ['fast', 30],
    ['', 30],
  ])('reads LEAD_WEBHOOK_RETRY_BASE_SECONDS=%j as %i', (setting, seconds) => {
    expect(retryBaseSeconds(setting)).toBe(seconds);
  });
});

describe('failure description', () => {
  it('keeps one short line', () => {
    expect(describeFailure({ status: 503 })).toBe('HTTP 503');
    expect(describeFailure({ error: ' connect\n  ECONNREFUSED  ' })).toBe('connect ECONNREFUSED');
    expect(describeFailure({ error: 'x'.repeat(300) })).toBe('x'.repeat(200));
    expect(describeFailure({ error: '   ' })).toBe('network error');
  });
});
