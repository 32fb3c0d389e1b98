import { describe, expect, it } from 'vitest';
import {
  canonicalLead,
  LEAD_LIMITS,
  LEAD_MAX_BODY_BYTES,
  normaliseEmail,
  parseLead,
  parseLeadForm,
} from './lead';

const valid = {
  id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
  name: '  Ada Lovelace ',
  company: 'Analytical Engines',
  email: ' Ada@Example.COM ',
  source: 'data-in-action',
  userAgent: 'test',
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('lead schema', () => {
  it('normalises names and email', () => {
    const result = parseLead(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('Ada Lovelace');
    expect(result.value.email).toBe('Ada@example.com');
  });

  it('keeps the local part of an email and lower-cases only the domain', () => {
    expect(normaliseEmail(' MiXed.Case@Sub.Domain.ORG ')).toBe('MiXed.Case@sub.domain.org');
  });

  it('lower-cases after the last @ only, and leaves text without an @ as typed', () => {
    expect([
      normaliseEmail('"a@B"@Example.COM'),
      normaliseEmail('@Example.COM'),
      normaliseEmail(' No.At.COM '),
    ]).toEqual(['"a@B"@example.com', '@example.com', 'No.At.COM']);
  });

  it('caps the body at 16 KiB and each field at its documented length', () => {
    expect(LEAD_MAX_BODY_BYTES).toBe(16_384);
    expect(LEAD_LIMITS).toEqual({
      name: 120,
      company: 160,
      email: 254,
      userAgent: 512,
      honeypot: 200,
    });
  });

  it.each([
    ['name', ' a ', 'Full name must be at least 2 characters.'],
    ['name', 'x'.repeat(121), 'Full name must be at most 120 characters.'],
    ['company', 'x', 'Company must be at least 2 characters.'],
    ['company', 'x'.repeat(161), 'Company must be at most 160 characters.'],
    ['email', 'no-at-sign.com', 'Enter an email address like name@firm.com.'],
    ['email', 'a@b', 'Enter an email address like name@firm.com.'],
    ['email', 'ada lovelace@example.com', 'Enter an email address like name@firm.com.'],
    ['email', 'ada@example.com junk', 'Enter an email address like name@firm.com.'],
    ['email', 'ada@example.com;bob@example.com', 'Enter an email address like name@firm.com.'],
    ['email', 'a'.repeat(243) + '@example.com', 'Email must be at most 254 characters.'],
    ['source', 'elsewhere', 'source must be "data-in-action".'],
    ['userAgent', 'u'.repeat(513), 'userAgent must be at most 512 characters.'],
    ['id', 'not-a-uuid', 'id must be a UUID.'],
    ['createdAt', 'yesterday', 'createdAt must be an ISO 8601 date-time.'],
    ['createdAt', '2026-11-22T10:00:00', 'createdAt must be an ISO 8601 date-time.'],
    ['createdAt', '2026-11-22T10:00:00+0200', 'createdAt must be an ISO 8601 date-time.'],
    ['website', 'x'.repeat(201), 'Invalid input'],
  ])('rejects a bad %s (%j) with its message', (field, value, message) => {
    expect(parseLead({ ...valid, [field]: value })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });

  it('accepts every field at its longest', () => {
    const longest = {
      ...valid,
      name: 'n'.repeat(120),
      company: 'c'.repeat(160),
      email: 'a'.repeat(242) + '@example.com',
      userAgent: 'u'.repeat(512),
      website: 'w'.repeat(200),
    };
    expect(parseLead(longest)).toEqual({ ok: true, value: longest });
  });

  it('accepts a createdAt with a UTC offset and keeps it as sent', () => {
    const createdAt = '2026-11-22T10:00:00+02:00';
    expect(parseLead({ ...valid, createdAt })).toEqual({
      ok: true,
      value: { ...valid, name: 'Ada Lovelace', email: 'Ada@example.com', createdAt },
    });
  });

  it('names a missing field and lists unknown ones', () => {
    const { name: _name, ...withoutName } = valid;
    expect(parseLead({ ...withoutName, admin: true, role: 'owner' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: 'This field is required.' },
        { field: '(body)', message: 'Unknown field(s): admin, role.' },
      ],
    });
  });

  it('says a missing body is required', () => {
    expect(parseLead(undefined)).toEqual({
      ok: false,
      problems: [{ field: '(body)', message: 'This field is required.' }],
    });
  });

  it('gives the same canonical form to the same lead and a different one otherwise', () => {
    const a = parseLead(valid);
    const b = parseLead({ ...valid, name: 'Ada Lovelace' });
    const c = parseLead({ ...valid, company: 'Other' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('fixtures must parse');
    expect(canonicalLead(a.value)).toBe(canonicalLead(b.value));
    expect(canonicalLead(a.value)).not.toBe(canonicalLead(c.value));
  });
});

describe('access form rules', () => {
  const form = { name: 'Ada', company: 'AE', email: ' ada@Firm.CO ', acknowledged: true };
  it('accepts a complete form, trimmed and normalised', () => {
    expect(parseLeadForm(form)).toEqual({
      ok: true,
      value: { name: 'Ada', company: 'AE', email: 'ada@firm.co', acknowledged: true },
    });
  });
  it.each([
    [{ name: ' A ' }, 'name', 'Full name must be at least 2 characters.'],
    [{ company: '  ' }, 'company', 'Company must be at least 2 characters.'],
    [{ email: 'a@b' }, 'email', 'Enter an email address like name@firm.com.'],
    [{ acknowledged: false }, 'acknowledged', 'Please confirm the acknowledgement.'],
  ])('requires %j', (patch, field, message) => {
    expect(parseLeadForm({ ...form, ...patch })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });
});
