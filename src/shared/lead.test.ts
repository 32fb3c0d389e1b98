import { describe, expect, it } from 'vitest';
import { canonicalLead, normaliseEmail, parseLead, parseLeadForm } from './lead';

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

  it.each([
    ['name', ' a ', 'name'],
    ['company', 'x', 'company'],
    ['email', 'no-at-sign.com', 'email'],
    ['email', 'a@b', 'email'],
    ['source', 'elsewhere', 'source'],
    ['id', 'not-a-uuid', 'id'],
    ['createdAt', 'yesterday', 'createdAt'],
    ['name', 'x'.repeat(121), 'name'],
  ])('rejects a bad %s (%j)', (field, value, problemField) => {
    const result = parseLead({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toContain(problemField);
  });

  it('names missing fields and unknown ones', () => {
    const { name: _name, ...withoutName } = valid;
    const result = parseLead({ ...withoutName, admin: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'This field is required.' },
        expect.objectContaining({ message: expect.stringContaining('admin') }),
      ]),
    );
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
  const form = { name: 'Ada', company: 'AE', email: 'a@b.co', acknowledged: true };
  it('accepts a complete form', () => {
    expect(parseLeadForm(form).ok).toBe(true);
  });
  it.each([
    [{ name: ' A ' }, 'name'],
    [{ company: '  ' }, 'company'],
    [{ email: 'a@b' }, 'email'],
    [{ acknowledged: false }, 'acknowledged'],
  ])('requires %j', (patch, field) => {
    const result = parseLeadForm({ ...form, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.field).toBe(field);
  });
});
