import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  adminLeadPageSchema,
  DATE_YEAR_RANGE,
  DELIVERY_STATES,
  LEAD_LIST_LIMITS,
  LEAD_STATUSES,
  leadGroupPageSchema,
  leadListSearch,
  leadOwnersSchema,
  leadOwnerUpdateSchema,
  leadsErasedSchema,
  leadStatusUpdateSchema,
  leadUpdatedSchema,
  parseFilterDate,
  STATUS_NOTE_MAX,
  type AdminLead,
} from './lead-admin';

const adminLead: AdminLead = {
  id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  source: 'data-in-action',
  userAgent: 'test',
  createdAt: '2026-11-22T10:00:00.000Z',
  receivedAt: '2026-11-22T10:00:01.000Z',
  country: null,
  status: 'qualified',
  statusNote: 'Budget confirmed',
  statusChangedAt: '2026-11-23T09:00:00.000Z',
  delivery: { state: 'not_configured', attempts: 0, error: null, deliveredAt: null },
  attribution: {
    utmSource: 'newsletter',
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    referrerHost: 'news.example.com',
    landingPath: '/data-in-action',
    firstSeenAt: null,
  },
  owner: { id: '7d1c2b4a-0000-4000-8000-00000000000a', name: 'Grace Hopper' },
  submissions: 2,
};

/** zod's issues as (path, message) pairs, or the parsed value. */
function check<T>(schema: z.ZodMiniType<T>, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: result.error.issues.map((i) => [i.path.join('.'), i.message]) };
}

describe('inbox constants', () => {
  it('lists the statuses, delivery states and limits the contract names', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'qualified', 'disqualified']);
    expect(DELIVERY_STATES).toEqual([
      'pending',
      'delivered',
      'retrying',
      'failed',
      'not_configured',
    ]);
    expect(LEAD_LIST_LIMITS).toEqual({ default: 50, max: 200 });
    expect(STATUS_NOTE_MAX).toBe(500);
    expect(DATE_YEAR_RANGE).toEqual({ min: 2000, max: 2100 });
  });
});

describe('response shapes', () => {
  it('read a page of leads, a page of groups, an update and an erasure as sent', () => {
    const page = { ok: true, leads: [adminLead], nextCursor: 'abc', total: 51 };
    const groups = {
      ok: true,
      groups: [
        {
          email: 'ada@example.com',
          name: 'Ada Lovelace',
          company: 'Analytical Engines',
          submissions: 2,
          latestReceivedAt: '2026-11-22T10:00:01.000Z',
          latestLeadId: adminLead.id,
          status: 'new',
        },
      ],
      nextCursor: null,
      total: null,
    };
    expect(check(adminLeadPageSchema, page)).toEqual({ ok: true, value: page });
    expect(check(leadGroupPageSchema, groups)).toEqual({ ok: true, value: groups });
    expect(check(leadUpdatedSchema, { ok: true, lead: adminLead })).toEqual({
      ok: true,
      value: { ok: true, lead: adminLead },
    });
    expect(check(leadsErasedSchema, { ok: true, erased: 3 })).toEqual({
      ok: true,
      value: { ok: true, erased: 3 },
    });
  });

  it('refuse an unknown status or delivery state and an error answer', () => {
    const bad = { ...adminLead, status: 'won', delivery: { ...adminLead.delivery, state: 'sent' } };
    expect(
      check(adminLeadPageSchema, { ok: true, leads: [bad], nextCursor: null, total: 1 }),
    ).toEqual({
      ok: false,
      issues: [
        ['leads.0.status', 'Invalid input'],
        ['leads.0.delivery.state', 'Invalid input'],
      ],
    });
    expect(check(leadsErasedSchema, { ok: false, erased: 0 })).toEqual({
      ok: false,
      issues: [['ok', 'Invalid input']],
    });
  });
});

describe('leadStatusUpdateSchema', () => {
  it('takes a status with an optional note, trimmed', () => {
    expect(check(leadStatusUpdateSchema, { status: 'contacted' })).toEqual({
      ok: true,
      value: { status: 'contacted' },
    });
    expect(
      check(leadStatusUpdateSchema, { status: 'disqualified', note: '  No budget  ' }),
    ).toEqual({
      ok: true,
      value: { status: 'disqualified', note: 'No budget' },
    });
    expect(check(leadStatusUpdateSchema, { status: 'new', note: null })).toEqual({
      ok: true,
      value: { status: 'new', note: null },
    });
    expect(
      check(leadStatusUpdateSchema, { status: 'qualified', note: ` ${'n'.repeat(500)} ` }),
    ).toEqual({
      ok: true,
      value: { status: 'qualified', note: 'n'.repeat(500) },
    });
  });

  it.each([
    [
      { status: 'won' },
      [['status', 'status must be one of new, contacted, qualified, disqualified.']],
    ],
    [{ status: 'new', note: 'n'.repeat(501) }, [['note', 'note must be at most 500 characters.']]],
    [
      { status: 'new', note: 'ok\u001B[2J' },
      [['note', 'note must not contain control or text-direction characters.']],
    ],
    [
      { status: 'new', note: 'a\u202Eb' },
      [['note', 'note must not contain control or text-direction characters.']],
    ],
    [{ status: 'new', owner: 'me' }, [['', 'Invalid input']]],
  ])('refuses %j', (body, issues) => {
    expect(check(leadStatusUpdateSchema, body)).toEqual({ ok: false, issues });
  });
});

describe('leadOwnerUpdateSchema', () => {
  const OWNER_MESSAGE = "ownerId must be a person's id or null.";

  it('takes a person id (as the directory writes them) or null for nobody', () => {
    const id = '5f0c2a9e-1b7d-4e3a-9c68-0d4b2e7f1a35';
    expect(check(leadOwnerUpdateSchema, { ownerId: id })).toEqual({
      ok: true,
      value: { ownerId: id },
    });
    expect(check(leadOwnerUpdateSchema, { ownerId: 'a'.repeat(64) })).toEqual({
      ok: true,
      value: { ownerId: 'a'.repeat(64) },
    });
    expect(check(leadOwnerUpdateSchema, { ownerId: null })).toEqual({
      ok: true,
      value: { ownerId: null },
    });
  });

  it.each([
    [{ ownerId: '' }, [['ownerId', OWNER_MESSAGE]]],
    [{ ownerId: 'a'.repeat(65) }, [['ownerId', OWNER_MESSAGE]]],
    [{ ownerId: 'me' }, [['ownerId', OWNER_MESSAGE]]],
    [{ ownerId: 'x5f0c2a9e' }, [['ownerId', OWNER_MESSAGE]]],
    [{ ownerId: '5f0c2a9e x' }, [['ownerId', OWNER_MESSAGE]]],
    [{ ownerId: 42 }, [['ownerId', OWNER_MESSAGE]]],
    [{}, [['ownerId', OWNER_MESSAGE]]],
    [{ ownerId: null, status: 'new' }, [['', 'Invalid input']]],
  ])('refuses %j', (body, issues) => {
    expect(check(leadOwnerUpdateSchema, body)).toEqual({ ok: false, issues });
  });
});

describe('leadOwnersSchema', () => {
  it('reads the people a lead can be given to, and refuses an error answer or a short person', () => {
    const people = [{ id: 'p1', name: 'Ada Lovelace', email: 'ada@example.com' }];
    expect(check(leadOwnersSchema, { ok: true, people })).toEqual({
      ok: true,
      value: { ok: true, people },
    });
    expect(check(leadOwnersSchema, { ok: false, people })).toEqual({
      ok: false,
      issues: [['ok', 'Invalid input']],
    });
    expect(
      check(leadOwnersSchema, { ok: true, people: [{ id: 'p1', name: 'Ada Lovelace' }] }),
    ).toEqual({ ok: false, issues: [['people.0.email', 'Invalid input']] });
  });
});

describe('parseFilterDate', () => {
  it('reads a date as the start of that day (UTC) and says it was a date', () => {
    expect(parseFilterDate('2026-11-24')).toEqual({ ms: Date.UTC(2026, 10, 24), dateOnly: true });
    expect(parseFilterDate('2024-02-29')).toEqual({ ms: Date.UTC(2024, 1, 29), dateOnly: true });
  });

  it.each([
    ['2026-11-24T10:30Z', Date.UTC(2026, 10, 24, 10, 30)],
    ['2026-11-24T10:30:15Z', Date.UTC(2026, 10, 24, 10, 30, 15)],
    ['2026-11-24T10:30:15.5+02:00', Date.UTC(2026, 10, 24, 8, 30, 15, 500)],
    ['2026-11-24T10:30:15.123456789-05:00', Date.UTC(2026, 10, 24, 15, 30, 15, 123)],
  ])('reads the date-time %s', (text, ms) => {
    expect(parseFilterDate(text)).toEqual({ ms, dateOnly: false });
  });

  it('takes years 2000 to 2100 and nothing outside', () => {
    expect([
      parseFilterDate('2000-01-01'),
      parseFilterDate('2100-12-31T23:59Z'),
      parseFilterDate('1999-12-31'),
      parseFilterDate('2101-01-01'),
      parseFilterDate('1999-12-31T23:59Z'),
    ]).toEqual([
      { ms: Date.UTC(2000, 0, 1), dateOnly: true },
      { ms: Date.UTC(2100, 11, 31, 23, 59), dateOnly: false },
      null,
      null,
      null,
    ]);
  });

  it.each([
    '+010000-01-01',
    '+002026-11-24',
    '+002026-11-24T10:30Z',
    ' 2026-11-24',
    '2026-11-24 10:00:00Z',
    '20261124',
    '2026-11-24T24:30:00Z',
    '2026-02-29',
    '2026-02-30',
    '2026-11-31',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-02-30T10:00Z',
    '2026-11-24T25:00Z',
    '2026-11-24T10:60Z',
    '2026-11-24T10:30',
    '2026-11-24T10:30+0200',
    '2026-11-24T1:30Z',
    '2026-11-24T10:30:15.1234567890Z',
    '2026-11-24T10:30:15.Z',
    'x2026-11-24',
    '2026-11-24x',
    'x2026-11-24T10:30Z',
    '2026-11-24T10:30Zx',
    '26-11-24',
    '2026-1-24',
    '2026-11-4',
    'abcd-ef-gh',
    '',
  ])('refuses %j', (text) => {
    expect(parseFilterDate(text)).toBeNull();
  });
});

describe('leadListSearch', () => {
  it('writes only the parameters that are set', () => {
    expect(
      leadListSearch({
        limit: 20,
        cursor: 'abc',
        status: undefined,
        q: '',
        since: '2026-11-01',
        group: 'email',
      }).toString(),
    ).toBe('limit=20&cursor=abc&since=2026-11-01&group=email');
    expect(leadListSearch({}).toString()).toBe('');
  });
});
