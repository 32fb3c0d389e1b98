import { describe, expect, it } from 'vitest';
import { attributionEntries, deliveryLabel } from './format';

const none = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
  landingPath: null,
  firstSeenAt: null,
};

describe('deliveryLabel', () => {
  it('words each state, with the attempts where they matter', () => {
    expect(
      deliveryLabel({
        state: 'delivered',
        attempts: 1,
        error: null,
        deliveredAt: '2026-11-24T10:00:00Z',
      }),
    ).toBe('Delivered');
    expect(deliveryLabel({ state: 'pending', attempts: 0, error: null, deliveredAt: null })).toBe(
      'Pending',
    );
    expect(deliveryLabel({ state: 'retrying', attempts: 2, error: '503', deliveredAt: null })).toBe(
      'Retrying (attempt 2)',
    );
    expect(deliveryLabel({ state: 'retrying', attempts: 0, error: null, deliveredAt: null })).toBe(
      'Retrying',
    );
    expect(deliveryLabel({ state: 'failed', attempts: 1, error: '500', deliveredAt: null })).toBe(
      'Failed after 1 attempt',
    );
    expect(deliveryLabel({ state: 'failed', attempts: 4, error: '500', deliveredAt: null })).toBe(
      'Failed after 4 attempts',
    );
    expect(
      deliveryLabel({ state: 'not_configured', attempts: 0, error: null, deliveredAt: null }),
    ).toBe('Not configured');
  });
});

describe('attributionEntries', () => {
  it('lists the fields a lead has, in a fixed order, and nothing for a direct lead', () => {
    expect(
      attributionEntries({
        ...none,
        landingPath: '/',
        utmCampaign: 'spring',
        utmSource: 'newsletter',
        referrerHost: 'www.google.com',
        firstSeenAt: '2026-11-01T00:00:00Z',
      }),
    ).toEqual([
      { label: 'utm_source', value: 'newsletter' },
      { label: 'utm_campaign', value: 'spring' },
      { label: 'Referrer', value: 'www.google.com' },
      { label: 'Landing page', value: '/' },
    ]);
    expect(attributionEntries(none)).toEqual([]);
  });
});
