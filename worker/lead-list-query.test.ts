import { describe, expect, it } from 'vitest';
import { encodeCursor } from './cursor';
import { parseListQuery } from './lead-list-query';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('GET /api/leads query', () => {
  it('defaults to the first 50 newest leads as JSON', () => {
    expect(parse('')).toEqual({
      ok: true,
      value: { filter: {}, limit: 50, after: undefined, group: false, format: 'json' },
    });
  });

  it('reads every parameter', () => {
    const cursor = encodeCursor({ receivedAt: '2026-11-24T10:00:00.000Z', id: 'abc' });
    expect(
      parse(
        `limit=200&cursor=${cursor}&status=qualified&q=%20acme%20&since=2026-01-01&until=2026-01-31&group=email`,
      ),
    ).toEqual({
      ok: true,
      value: {
        filter: {
          status: 'qualified',
          q: 'acme',
          since: '2026-01-01T00:00:00.000Z',
          before: '2026-02-01T00:00:00.000Z',
        },
        limit: 200,
        after: { receivedAt: '2026-11-24T10:00:00.000Z', id: 'abc' },
        group: true,
        format: 'json',
      },
    });
  });

  it('includes an until date-time itself and converts offsets to UTC', () => {
    expect(parse('since=2026-01-01T10:00:00%2B02:00&until=2026-01-01T12:00:00Z')).toMatchObject({
      ok: true,
      value: { filter: { since: '2026-01-01T08:00:00.000Z', before: '2026-01-01T12:00:00.001Z' } },
    });
  });

  it('treats empty status, q and cursor as unset', () => {
    expect(parse('status=&q=%20%20&cursor=')).toMatchObject({
      ok: true,
      value: { filter: {}, after: undefined },
    });
  });

  it.each([
    ['limit=0', 'invalid_limit'],
    ['limit=1', null],
    ['limit=201', 'invalid_limit'],
    ['limit=-1', 'invalid_limit'],
    ['limit=1e2', 'invalid_limit'],
    ['limit=', 'invalid_limit'],
    ['status=won', 'invalid_status'],
    [`q=${'x'.repeat(201)}`, 'invalid_q'],
    [`q=${'x'.repeat(200)}`, null],
    ['q=a%00b', 'invalid_q'],
    ['since=+010000-01-01', 'invalid_since'],
    ['since=2026-02-29', 'invalid_since'],
    ['since=2028-02-29', null],
    ['since=1999-12-31', 'invalid_since'],
    ['since=2000-01-01', null],
    ['since=2100-12-31', null],
    ['since=2101-01-01', 'invalid_since'],
    ['until=2026-04-31', 'invalid_until'],
    ['cursor=bogus', 'invalid_cursor'],
    ['group=name', 'invalid_group'],
    ['format=xml', 'invalid_format'],
    ['format=csv', null],
    ['group=email&format=csv', 'invalid_group'],
    ['sort=name', 'invalid_query'],
  ])('%s -> %s', (query, code) => {
    const result = parse(query);
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, code, message: expect.stringMatching(/\w.{10,}/) });
  });

  it('words the date refusal so a person can fix it', () => {
    expect(parse('since=tomorrow')).toEqual({
      ok: false,
      code: 'invalid_since',
      message:
        'since must be a real date (YYYY-MM-DD) or ISO 8601 date-time between the years 2000 and 2100.',
    });
    expect(parse('limit=500')).toEqual({
      ok: false,
      code: 'invalid_limit',
      message: 'limit must be a whole number from 1 to 200.',
    });
  });
});
