/**
 * The shared text rule at every boundary schema (issue 28 item 7, security review): NFKC, no
 * format or surrogate characters, no Latin/Cyrillic/Greek look-alike words, plain email addresses.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseLead } from './lead';
import { personEmailSchema, personNameSchema } from './people';
import { parseRep } from './portal-events';

const valid = {
  id: '0b6f1d1e-8f2a-4c3b-9d4e-5f6a7b8c9d0e',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  source: 'data-in-action',
  userAgent: 'vitest',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function leadProblems(overrides: Record<string, unknown>) {
  const result = parseLead({ ...valid, ...overrides });
  return result.ok ? result.value : result.problems;
}

function check(schema: z.ZodMiniType, value: unknown): string {
  const result = z.safeParse(schema, value);
  return result.success ? `ok:${JSON.stringify(result.data)}` : result.error.issues[0]!.message;
}

const BCC = 'victim@acme.example?bcc=attacker%40evil.example';
const INVISIBLE = 'has an invisible or direction-changing character';
const MIXED =
  'mixes Latin with Cyrillic or Greek letters in one word, as look-alike text does: type it in one alphabet.';

describe('lead schema', () => {
  it('NFKC-normalises full-width names, companies and emails', () => {
    const result = parseLead({
      ...valid,
      name: 'Ａｌｉｃｅ Real',
      company: 'Ａｃｍｅ',
      email: 'ａｌｉｃｅ＠ＡＣＭＥ.example',
    });
    expect(result.ok && [result.value.name, result.value.company, result.value.email]).toEqual([
      'Alice Real',
      'Acme',
      'alice@acme.example',
    ]);
  });

  it.each([
    ['name', 'Alice\u200BReal', `Full name ${INVISIBLE}.`],
    ['name', 'Al\u00ADice Real', `Full name ${INVISIBLE}.`],
    ['name', 'Alice \u202EReal', `Full name ${INVISIBLE}.`],
    ['name', 'Alice \uD800Real', 'Full name has a broken character.'],
    ['name', '\u0410lice Real', `Full name ${MIXED}`],
    ['company', 'Acme\u200D Ltd', `Company ${INVISIBLE}.`],
    ['company', 'Acme \uDC00Ltd', 'Company has a broken character.'],
    ['email', 'alice\u200B@acme.example', `Email ${INVISIBLE}.`],
    ['email', '\u0430lice@acme.example', `Email ${MIXED}`],
    ['email', 'alice@acme\uDBFF.example', 'Email has a broken character.'],
    [
      'email',
      BCC,
      'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).',
    ],
    [
      'email',
      'victim#x@acme.example',
      "Email may use only letters a-z, digits and . _ + - ' before the @.",
    ],
    [
      'email',
      '<victim@acme.example>',
      "Email may use only letters a-z, digits and . _ + - ' before the @.",
    ],
  ])('refuses %s %j', (field, value, message) => {
    expect(leadProblems({ [field]: value })).toEqual([{ field, message }]);
  });

  it('keeps accented Latin names, pure Greek and Cyrillic names, and plus/apostrophe addresses', () => {
    for (const name of [
      'José Müller',
      'Νικόλαος Παπαδόπουλος',
      'Анна Каренина',
      'Zoë Ōkubo-سارة',
    ]) {
      const result = parseLead({ ...valid, name });
      expect(result.ok && result.value.name).toBe(name.normalize('NFKC'));
    }
    for (const email of ["o'brien+leads@firm.example", 'ada.l_x-y@sub.xn--80ak6aa92e.com']) {
      const result = parseLead({ ...valid, email });
      expect(result.ok && result.value.email).toBe(email);
    }
  });
});

describe('people schemas', () => {
  it('NFKC-normalises and refuses the same characters', () => {
    expect(check(personNameSchema, 'Ａｌｉｃｅ Real')).toBe('ok:"Alice Real"');
    expect(check(personEmailSchema, 'ＡＬＩＣＥ@Firm.example')).toBe('ok:"alice@firm.example"');
    expect(check(personNameSchema, 'Alice\u00ADReal')).toBe(`Name ${INVISIBLE}.`);
    expect(check(personNameSchema, '\u0410lice Real')).toBe(`Name ${MIXED}`);
    expect(check(personEmailSchema, BCC)).toBe(
      'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).',
    );
    expect(check(personEmailSchema, 'al\uFEFFice@firm.example')).toBe(`Email ${INVISIBLE}.`);
  });
});

describe('portal rep (team events)', () => {
  it('refuses a look-alike rep name or email, so the dashboard has one "Alice Real"', () => {
    expect(parseRep({ name: '\u0410lice Real', email: 'alice@firm.example' })).toEqual({
      ok: false,
      problems: [{ field: 'name', message: `Name ${MIXED}` }],
    });
    expect(parseRep({ name: 'Alice Real', email: 'ali\u0441e@firm.example' })).toEqual({
      ok: false,
      problems: [{ field: 'email', message: `Email ${MIXED}` }],
    });
    expect(parseRep({ name: 'Alice\u200B Real', email: 'alice@firm.example' })).toEqual({
      ok: false,
      problems: [{ field: 'name', message: `Name ${INVISIBLE}.` }],
    });
    expect(parseRep({ name: 'Ａｌｉｃｅ Real', email: 'Alice@Firm.example' })).toEqual({
      ok: true,
      value: { name: 'Alice Real', email: 'alice@firm.example' },
    });
  });
});
