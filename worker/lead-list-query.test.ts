import { describe, expect, it } from 'vitest';
import { encodeCursor } from './cursor';
import { parseListQuery } from './lead-list-query';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));
const defaults = {
  filter: {},
  limit: 50,
  after: undefined,
  group: false,
  format: 'json',
  sort: 'newest',
  mine: false,
};
const at = { receivedAt: '2026-11-22T10:00:00.123Z', id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11' };
const BAD_CURSOR = 'cursor is not one this API returned; start again without it.';
const DATE_MESSAGE =
  'must be a real date (YYYY-MM-DD) or ISO 8601 date-time between the years 2000 and 2100.';

describe('parseListQuery', () => {
  it('asks for the newest 50 leads as JSON when given nothing', () => {
    expect(parse('')).toStrictEqual({ ok: true, value: defaults });
  });

  it('reads every parameter together', () => {
    const after = {
      receivedAt: '2026-11-22T10:00:00.123Z',
      id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
    };
    const query = `limit=200&cursor=${encodeCursor(after)}&status=qualified&q=%20Ada%20&since=2026-11-01&until=2026-11-24T10:00:00Z&group=email`;
    expect(parse(query)).toStrictEqual({
      ok: true,
      value: {
        filter: {
          status: 'qualified',
          q: 'Ada',
          since: '2026-11-01T00:00:00.000Z',
          before: '2026-11-24T10:00:00.001Z',
        },
        limit: 200,
        after,
        group: true,
        format: 'json',
        sort: 'newest',
        mine: false,
      },
    });
  });

  it('reads delivery, source, campaign (trimmed), owner and sort', () => {
    const owner = '7D1C2B4A-0000-4000-8000-00000000000A';
    expect(
      parse(
        `delivery=failed&source=%20newsletter%20&campaign=Q4%20launch&owner=${owner}&sort=company`,
      ),
    ).toStrictEqual({
      ok: true,
      value: {
        ...defaults,
        filter: {
          delivery: 'failed',
          source: 'newsletter',
          campaign: 'Q4 launch',
          owner: owner.toLowerCase(),
        },
        sort: 'company',
      },
    });
  });

  it('reads owner=none as unassigned and owner=me as the caller, in any letter case', () => {
    expect(parse('owner=none')).toStrictEqual({
      ok: true,
      value: { ...defaults, filter: { owner: null } },
    });
    expect(parse('owner=ME')).toStrictEqual({ ok: true, value: { ...defaults, mine: true } });
    expect(parse('owner=&delivery=&source=%20&campaign=&sort=')).toStrictEqual({
      ok: true,
      value: defaults,
    });
  });

  it('takes every sort, and a cursor only of the same kind of order', () => {
    for (const sort of ['newest', 'oldest'])
      expect(parse(`sort=${sort}&cursor=${encodeCursor(at)}`)).toStrictEqual({
        ok: true,
        value: { ...defaults, sort, after: at },
      });
    for (const [sort, key] of [
      ['name', 'ada'],
      ['company', ''],
      ['status', 2],
    ] as const)
      expect(parse(`sort=${sort}&cursor=${encodeCursor({ ...at, key })}`)).toStrictEqual({
        ok: true,
        value: { ...defaults, sort, after: { ...at, key } },
      });
  });

  it.each([
    ['a keyed cursor in the newest-first order', 'newest', encodeCursor({ ...at, key: 'ada' })],
    ['a plain cursor in the name order', 'name', encodeCursor(at)],
    ['a numeric key in the company order', 'company', encodeCursor({ ...at, key: 1 })],
    ['a text key in the status order', 'status', encodeCursor({ ...at, key: 'new' })],
  ])('refuses %s', (_what, sort, cursor) => {
    expect(parse(`sort=${sort}&cursor=${cursor}`)).toStrictEqual({
      ok: false,
      code: 'invalid_cursor',
      message: BAD_CURSOR,
    });
  });

  it('reads an until date as through the end of that day (UTC)', () => {
    expect(parse('until=2026-11-24')).toStrictEqual({
      ok: true,
      value: { ...defaults, filter: { before: '2026-11-25T00:00:00.000Z' } },
    });
  });

  it('turns a since date-time with an offset into UTC', () => {
    expect(parse('since=2026-11-24T10:00%2B02:00')).toStrictEqual({
      ok: true,
      value: { ...defaults, filter: { since: '2026-11-24T08:00:00.000Z' } },
    });
  });

  it('ignores an empty status, search, or cursor, and a search of only spaces', () => {
    expect(parse('status=&q=%20%20&cursor=')).toStrictEqual({ ok: true, value: defaults });
  });

  it('takes limits from 1 to 200 and the CSV format', () => {
    expect([parse('limit=1'), parse('limit=200&format=csv'), parse('format=json')]).toStrictEqual([
      { ok: true, value: { ...defaults, limit: 1 } },
      { ok: true, value: { ...defaults, limit: 200, format: 'csv' } },
      { ok: true, value: defaults },
    ]);
  });

  it('takes a leap day in a leap year', () => {
    expect(parse('since=2028-02-29')).toStrictEqual({
      ok: true,
      value: { ...defaults, filter: { since: '2028-02-29T00:00:00.000Z' } },
    });
  });

  it('takes a search of 200 characters', () => {
    expect(parse(`q=${'a'.repeat(200)}`)).toStrictEqual({
      ok: true,
      value: { ...defaults, filter: { q: 'a'.repeat(200) } },
    });
  });

  it.each([
    ['page=2', 'invalid_query', 'Unknown query parameter: page.'],
    ['limit=0', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=201', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=1.5', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=-1', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=1e2', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=%2010', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=10x', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    ['limit=x10', 'invalid_limit', 'limit must be a whole number from 1 to 200.'],
    [
      'status=won',
      'invalid_status',
      'status must be one of new, contacted, qualified, disqualified.',
    ],
    [
      'status=NEW',
      'invalid_status',
      'status must be one of new, contacted, qualified, disqualified.',
    ],
    [
      `q=${'a'.repeat(201)}`,
      'invalid_q',
      'q must be at most 200 characters without control characters.',
    ],
    ['q=a%00b', 'invalid_q', 'q must be at most 200 characters without control characters.'],
    ['q=a%E2%80%AEb', 'invalid_q', 'q must be at most 200 characters without control characters.'],
    ['since=%2B010000-01-01', 'invalid_since', `since ${DATE_MESSAGE}`],
    ['since=2026-02-30', 'invalid_since', `since ${DATE_MESSAGE}`],
    ['since=', 'invalid_since', `since ${DATE_MESSAGE}`],
    ['until=1999-12-31', 'invalid_until', `until ${DATE_MESSAGE}`],
    ['until=2026-04-31', 'invalid_until', `until ${DATE_MESSAGE}`],
    ['until=tomorrow', 'invalid_until', `until ${DATE_MESSAGE}`],
    ['cursor=abc', 'invalid_cursor', BAD_CURSOR],
    ['group=company', 'invalid_group', 'group must be email.'],
    ['group=', 'invalid_group', 'group must be email.'],
    ['format=xlsx', 'invalid_format', 'format must be json or csv.'],
    ['format=', 'invalid_format', 'format must be json or csv.'],
    ['group=email&format=csv', 'invalid_group', 'group=email is not available as CSV.'],
    [
      'delivery=sent',
      'invalid_delivery',
      'delivery must be one of pending, delivered, retrying, failed, not_configured.',
    ],
    [
      'delivery=FAILED',
      'invalid_delivery',
      'delivery must be one of pending, delivered, retrying, failed, not_configured.',
    ],
    [
      `source=${'s'.repeat(201)}`,
      'invalid_source',
      'source must be at most 200 characters without control characters.',
    ],
    [
      'campaign=q4%0Alaunch',
      'invalid_campaign',
      'campaign must be at most 200 characters without control characters.',
    ],
    ['owner=someone', 'invalid_owner', "owner must be me, none or a person's id."],
    ["owner=1'--", 'invalid_owner', "owner must be me, none or a person's id."],
    ['sort=received', 'invalid_sort', 'sort must be one of newest, oldest, name, company, status.'],
    [
      'group=email&sort=name',
      'invalid_sort',
      'group=email lists the latest submission first; leave sort out.',
    ],
  ])('refuses %s', (query, code, message) => {
    expect(parse(query)).toStrictEqual({ ok: false, code, message });
  });
});
