import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { FLAG_KEYS } from '@/shared/storage-keys';
import { hasCampaignSignal } from './campaign-signal';
import {
  FIRST_TOUCH_TTL_MS,
  readFirstTouch,
  recordFirstTouch,
  touchOf,
  type PageView,
} from './first-touch';
import { submitLead } from './submit-lead';

const HOST = 'marketstatedetector.com';
const START = Date.parse('2026-03-01T08:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const view = (search = '', referrer = '', pathname = '/'): PageView => ({
  search,
  referrer,
  host: HOST,
  pathname,
});

describe('hasCampaignSignal', () => {
  it('is true for a utm parameter with a value, false for an empty or blank one', () => {
    expect(hasCampaignSignal('?utm_source=newsletter', '', HOST)).toBe(true);
    expect(hasCampaignSignal('?x=1&utm_content=hero', '', HOST)).toBe(true);
    expect(hasCampaignSignal('?utm_source=', '', HOST)).toBe(false);
    expect(hasCampaignSignal('?utm_source=%20%20', '', HOST)).toBe(false);
    expect(hasCampaignSignal('?utm_id=7&gate=1', '', HOST)).toBe(false);
  });

  it('counts a referrer only from another host (port included) over http or https', () => {
    expect(hasCampaignSignal('', 'https://www.linkedin.com/feed/', HOST)).toBe(true);
    expect(hasCampaignSignal('', `https://${HOST}/about`, HOST)).toBe(false);
    expect(hasCampaignSignal('', `https://${HOST}:8443/about`, HOST)).toBe(true);
    expect(hasCampaignSignal('', 'android-app://com.slack/', HOST)).toBe(false);
    expect(hasCampaignSignal('', 'not a url', HOST)).toBe(false);
    expect(hasCampaignSignal('', '', HOST)).toBe(false);
  });
});

describe('touchOf', () => {
  it('records every utm field, the external referrer host and the landing path, not the query', () => {
    const touch = touchOf(
      view(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=regimes&utm_content=hero&email=ada@example.com',
        'https://Mail.Example.org/inbox?id=1',
        '/data-in-action',
      ),
      START,
    );
    expect(touch).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'regimes',
      utmContent: 'hero',
      referrerHost: 'mail.example.org',
      landingPath: '/data-in-action',
      firstSeenAt: '2026-03-01T08:00:00.000Z',
    });
  });

  it('is null for a direct view (no utm value, no external referrer)', () => {
    expect(touchOf(view('?gate=1', `https://${HOST}/`), START)).toBeNull();
  });

  it('cleans values the server would refuse: control and bidi characters out, 200 characters at most', () => {
    const touch = touchOf(
      view(
        `?utm_source=${encodeURIComponent('news\u0000letter\u202E')}&utm_campaign=${'c'.repeat(250)}`,
      ),
      START,
    );
    expect(touch?.utmSource).toBe('newsletter');
    expect(touch?.utmCampaign).toBe('c'.repeat(200));
    expect(touch?.referrerHost).toBeUndefined();
  });

  it('drops a referrer host the server would refuse (an IPv6 literal) and keeps the rest', () => {
    const touch = touchOf(view('?utm_source=ads', 'http://[2001:db8::1]/page'), START);
    expect(touch).toEqual({
      utmSource: 'ads',
      landingPath: '/',
      firstSeenAt: '2026-03-01T08:00:00.000Z',
    });
  });
});

describe('first-touch store (90 days)', () => {
  let db: MsdDatabase;
  let counter = 0;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    counter += 1;
    db = openDatabase(`msd-first-touch-${counter}`);
    await db.open();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.delete();
  });

  it('keeps the first campaign touch; a later campaign view does not replace it', async () => {
    const first = await recordFirstTouch(db, view('?utm_source=newsletter'));
    vi.setSystemTime(START + 10 * DAY);
    const later = await recordFirstTouch(db, view('?utm_source=ads', 'https://www.google.com/'));
    expect(later).toEqual(first);
    expect(await readFirstTouch(db)).toEqual({
      utmSource: 'newsletter',
      landingPath: '/',
      firstSeenAt: '2026-03-01T08:00:00.000Z',
    });
    const record = await db.flags.get(FLAG_KEYS.firstTouch);
    expect(record?.expiresAt).toBe(START + FIRST_TOUCH_TTL_MS);
  });

  it('records nothing for a direct view, so a later campaign view becomes the first touch', async () => {
    expect(await recordFirstTouch(db, view())).toBeUndefined();
    expect(await db.flags.get(FLAG_KEYS.firstTouch)).toBeUndefined();
    vi.setSystemTime(START + DAY);
    expect((await recordFirstTouch(db, view('?utm_medium=cpc')))?.utmMedium).toBe('cpc');
  });

  it('lasts 90 days to the millisecond, then is forgotten and the next touch counts', async () => {
    await recordFirstTouch(db, view('?utm_source=newsletter'));
    vi.setSystemTime(START + FIRST_TOUCH_TTL_MS - 1);
    expect((await readFirstTouch(db))?.utmSource).toBe('newsletter');
    vi.setSystemTime(START + FIRST_TOUCH_TTL_MS);
    expect(await readFirstTouch(db)).toBeUndefined();
    const next = await recordFirstTouch(db, view('?utm_source=webinar'));
    expect(next).toEqual({
      utmSource: 'webinar',
      landingPath: '/',
      firstSeenAt: new Date(START + FIRST_TOUCH_TTL_MS).toISOString(),
    });
  });

  it('deletes an expired touch when a direct view finds it', async () => {
    await recordFirstTouch(db, view('?utm_source=newsletter'));
    vi.setSystemTime(START + 91 * DAY);
    expect(await recordFirstTouch(db, view())).toBeUndefined();
    expect(await db.flags.get(FLAG_KEYS.firstTouch)).toBeUndefined();
  });

  it('the gate sends the stored first touch with the lead, and this view counts when none is stored', async () => {
    await recordFirstTouch(
      db,
      view('?utm_source=newsletter&utm_campaign=spring', '', '/market-state-detector'),
    );
    vi.setSystemTime(START + 5 * DAY);
    const values = {
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      email: 'ada@example.com',
      website: '',
    };
    const lead = await submitLead(
      db,
      values,
      Date.now(),
      view('', `https://${HOST}/`, '/data-in-action'),
    );
    expect(lead.attribution).toEqual({
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      landingPath: '/market-state-detector',
      firstSeenAt: '2026-03-01T08:00:00.000Z',
    });
    const stored = await db.outbox.get(lead.id);
    expect(stored?.kind === 'lead' ? stored.lead.attribution : undefined).toEqual(lead.attribution);

    await db.flags.delete(FLAG_KEYS.firstTouch);
    const landed = await submitLead(
      db,
      values,
      Date.now(),
      view('?utm_source=linkedin', '', '/data-in-action'),
    );
    expect(landed.attribution).toEqual({
      utmSource: 'linkedin',
      landingPath: '/data-in-action',
      firstSeenAt: new Date(START + 5 * DAY).toISOString(),
    });
  });

  it('a direct visitor with nothing stored sends a lead without attribution', async () => {
    const lead = await submitLead(
      db,
      {
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        email: 'ada@example.com',
        website: '',
      },
      Date.now(),
      view(),
    );
    expect('attribution' in lead).toBe(false);
  });
});
