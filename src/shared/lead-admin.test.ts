import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  adminLeadSchema,
  leadListSearch,
  leadStatusUpdateSchema,
  parseFilterDate,
} from './lead-admin';

describe('filter dates', () => {
  it.each([
    ['2026-11-24', { ms: Date.UTC(2026, 10, 24), dateOnly: true }],
    ['2000-01-01', { ms: Date.UTC(2000, 0, 1), dateOnly: true }],
    ['2100-12-31', { ms: Date.UTC(2100, 11, 31), dateOnly: true }],
    ['2024-02-29', { ms: Date.UTC(2024, 1, 29), dateOnly: true }],
    ['2026-11-24T10:00Z', { ms: Date.UTC(2026, 10, 24, 10), dateOnly: false }],
    ['2026-11-24T10:00:05.5+02:00', { ms: Date.UTC(2026, 10, 24, 8, 0, 5, 500), dateOnly: false }],
  ])('reads %s', (text, parsed) => {
    expect(parseFilterDate(text)).toEqual(parsed);
  });

  it.each([
    '+010000-01-01',
    '1999-12-31',
    '2101-01-01',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-24T24:30:00Z',
    '2026-11-24T10:00:00',
    '2026-11-24 10:00:00Z',
    ' 2026-11-24',
    '2026-11-24x',
    '20261124',
    '',
  ])('refuses %j', (text) => {
    expect(parseFilterDate(text)).toBeNull();
  });
});

describe('status update body', () => {
  it('trims the note and accepts an absent or null one', () => {
    expect(
      z.parse(leadStatusUpdateSchema, { status: 'contacted', note: '  left a message ' }),
    ).toEqual({
      status: 'contacted',
      note: 'left a message',
    });
    expect(z.parse(leadStatusUpdateSchema, { status: 'new' })).toEqual({ status: 'new' });
    expect(z.parse(leadStatusUpdateSchema, { status: 'new', note: null })).toEqual({
      status: 'new',
      note: null,
    });
    expect(
      z.safeParse(leadStatusUpdateSchema, { status: 'new', note: 'n'.repeat(500) }).success,
    ).toBe(true);
    expect(
      z.safeParse(leadStatusUpdateSchema, { status: 'new', note: 'n'.repeat(501) }).success,
    ).toBe(false);
    expect(
      z.safeParse(leadStatusUpdateSchema, { status: 'new', note: `${'n'.repeat(500)}   ` }).success,
    ).toBe(true);
  });
});

describe('list query string', () => {
  it('leaves out unset and empty values', () => {
    expect(
      leadListSearch({
        limit: 50,
        status: 'new',
        q: '',
        since: undefined,
        group: 'email',
      }).toString(),
    ).toBe('limit=50&status=new&group=email');
  });
});

describe('admin lead schema', () => {
  it('refuses an unknown delivery state', () => {
    const result = z.safeParse(adminLeadSchema.shape.delivery, {
      state: 'sent',
      attempts: 1,
      error: null,
      deliveredAt: null,
    });
    expect(result.success).toBe(false);
  });
});
