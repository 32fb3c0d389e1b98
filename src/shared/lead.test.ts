import { describe, expect, it } from 'vitest';
import {
  canonicalLead,
  LEAD_LIMITS,
  LEAD_MAX_BODY_BYTES,
  normaliseEmail,
  parseLead,
  parseLeadForm,
  parseLeadRequest,
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
    ['website', 'x'.repeat(201), 'website must be at most 200 characters.'],
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

describe('problems a client can act on', () => {
  it('tells a field of the wrong type from a missing one', () => {
    expect(parseLead({ ...valid, name: 42, website: false })).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: 'Expected string.' },
        { field: 'website', message: 'Expected string.' },
      ],
    });
    expect(
      parseLeadForm({ name: 'Ada', company: 'AE', email: 'a@b.co', acknowledged: 'yes' }),
    ).toEqual({
      ok: false,
      problems: [{ field: 'acknowledged', message: 'Please confirm the acknowledgement.' }],
    });
  });

  it.each([null, [], 'lead', 7])('says a body that is not an object (%j) must be one', (body) => {
    const problems = [{ field: '(body)', message: 'Expected object.' }];
    expect([parseLead(body), parseLeadRequest(body), parseLeadForm(body)]).toEqual([
      { ok: false, problems },
      { ok: false, problems },
      { ok: false, problems },
    ]);
  });

  it('names a nested field by its path', () => {
    const request = {
      name: 'Ada',
      company: 'AE',
      email: 'a@b.co',
      source: 'data-in-action',
      userAgent: 'ua',
    };
    expect(parseLeadRequest({ ...request, attribution: 'newsletter' })).toEqual({
      ok: false,
      problems: [{ field: 'attribution', message: 'Expected object.' }],
    });
    expect(parseLeadRequest({ ...request, attribution: { utmMedium: 5 } })).toEqual({
      ok: false,
      problems: [{ field: 'attribution.utmMedium', message: 'Expected string.' }],
    });
  });
});

describe('attribution edges', () => {
  const request = {
    name: 'Ada',
    company: 'AE',
    email: 'a@b.co',
    source: 'data-in-action',
    userAgent: 'ua',
  };
  const attributed = (attribution: Record<string, unknown>) =>
    parseLeadRequest({ ...request, attribution });

  it.each(['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'])(
    'names %s in its own messages',
    (key) => {
      expect([attributed({ [key]: 'u'.repeat(201) }), attributed({ [key]: 'a\u202Eb' })]).toEqual([
        {
          ok: false,
          problems: [
            { field: `attribution.${key}`, message: `${key} must be at most 200 characters.` },
          ],
        },
        {
          ok: false,
          problems: [
            {
              field: `attribution.${key}`,
              message: `${key} must not contain control or text-direction characters.`,
            },
          ],
        },
      ]);
      expect(attributed({ [key]: 'u'.repeat(200) })).toEqual({
        ok: true,
        value: { ...request, attribution: { [key]: 'u'.repeat(200) } },
      });
    },
  );

  // 63 + 1 + 63 + 1 + 63 + 1 + 61 = 253 characters, the longest a host name may be.
  const longestHost = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(61)].join('.');

  it.each([
    'x.com',
    'news.x.co',
    'localhost',
    'xn--bcher-kva.example',
    'A-1.Example.COM',
    longestHost,
  ])('accepts the referrer host %s', (referrerHost) => {
    expect(attributed({ referrerHost })).toEqual({
      ok: true,
      value: { ...request, attribution: { referrerHost } },
    });
  });

  it.each([
    longestHost + 'd',
    '-x.com',
    'x-.com',
    'x..com',
    '.x.com',
    'x.com.',
    'x_y.com',
    'x.com:8080',
    '',
  ])('refuses the referrer host %j', (referrerHost) => {
    expect(attributed({ referrerHost })).toEqual({
      ok: false,
      problems: [
        {
          field: 'attribution.referrerHost',
          message: 'referrerHost must be a host name like www.example.com.',
        },
      ],
    });
  });

  it('takes a landing path only from the site root, without control characters', () => {
    expect(attributed({ landingPath: '/' })).toEqual({
      ok: true,
      value: { ...request, attribution: { landingPath: '/' } },
    });
    expect([attributed({ landingPath: 'a/b' }), attributed({ landingPath: '/a\u0000b' })]).toEqual([
      {
        ok: false,
        problems: [
          { field: 'attribution.landingPath', message: 'landingPath must start with "/".' },
        ],
      },
      {
        ok: false,
        problems: [
          {
            field: 'attribution.landingPath',
            message: 'landingPath must not contain control or text-direction characters.',
          },
        ],
      },
    ]);
  });
});

describe('hostile input', () => {
  it('lower-cases an upper-case id so both spellings are one lead', () => {
    const result = parseLead({ ...valid, id: valid.id.toUpperCase() });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ id: valid.id }) as unknown,
    });
  });

  it.each([
    ['name', 'Ada\u0000Lovelace', 'Full name has a control character.'],
    ['name', 'Ada \u202Eecalevol', 'Full name has an invisible or direction-changing character.'],
    ['company', 'Evil\u001B[31m Corp', 'Company has a control character.'],
    ['company', 'Isolate\u2066 Ltd', 'Company has an invisible or direction-changing character.'],
    ['email', 'ada\u202D@example.com', 'Email has an invisible or direction-changing character.'],
    ['email', 'ada@exa\u007Fmple.com', 'Email has a control character.'],
  ])('refuses control characters in %s (%j)', (field, value, message) => {
    expect(parseLead({ ...valid, [field]: value })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });

  it('refuses plain direction marks too: every format character (Cf) is refused', () => {
    expect(parseLead({ ...valid, name: '\u200Fسارة أحمد' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: 'Full name has an invisible or direction-changing character.' },
      ],
    });
  });

  it('keeps non-Latin names', () => {
    const result = parseLead({ ...valid, name: 'Zoë Ōkubo-سارة' });
    expect(result.ok && result.value.name).toBe('Zoë Ōkubo-سارة');
  });
});

describe('lead request (POST body)', () => {
  const minimal = {
    name: 'Ada Lovelace',
    company: 'AE',
    email: 'ada@example.com',
    source: 'data-in-action',
    userAgent: 'curl',
  };

  it('accepts the spec minimal body without id and createdAt', () => {
    expect(parseLeadRequest(minimal)).toEqual({ ok: true, value: minimal });
  });

  it('still refuses unknown fields and a bad source in the minimal body', () => {
    expect(parseLeadRequest({ ...minimal, role: 'admin' })).toEqual({
      ok: false,
      problems: [{ field: '(body)', message: 'Unknown field(s): role.' }],
    });
    expect(parseLeadRequest({ ...minimal, source: 'x' })).toEqual({
      ok: false,
      problems: [{ field: 'source', message: 'source must be "data-in-action".' }],
    });
  });

  const attribution = {
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'q4-launch',
    utmTerm: 'market state',
    utmContent: 'hero',
    referrerHost: 'news.example.co.uk',
    landingPath: '/data-in-action?utm_source=newsletter',
    firstSeenAt: '2026-11-20T09:30:00+02:00',
  };

  it('accepts a full attribution object', () => {
    expect(parseLeadRequest({ ...minimal, attribution })).toEqual({
      ok: true,
      value: { ...minimal, attribution },
    });
  });

  it.each([
    [
      { utmSource: 'x'.repeat(201) },
      'attribution.utmSource',
      'utmSource must be at most 200 characters.',
    ],
    [
      { utmTerm: 'a\u0007b' },
      'attribution.utmTerm',
      'utmTerm must not contain control or text-direction characters.',
    ],
    [
      { referrerHost: 'https://evil.example/' },
      'attribution.referrerHost',
      'referrerHost must be a host name like www.example.com.',
    ],
    [
      { referrerHost: 'a'.repeat(64) + '.com' },
      'attribution.referrerHost',
      'referrerHost must be a host name like www.example.com.',
    ],
    [
      { landingPath: 'data-in-action' },
      'attribution.landingPath',
      'landingPath must start with "/".',
    ],
    [
      { landingPath: '/' + 'p'.repeat(512) },
      'attribution.landingPath',
      'landingPath must be at most 512 characters.',
    ],
    [
      { firstSeenAt: 'yesterday' },
      'attribution.firstSeenAt',
      'firstSeenAt must be an ISO 8601 date-time.',
    ],
    [{ gclid: 'abc' }, 'attribution', 'Unknown field(s): gclid.'],
  ])('refuses attribution %j', (patch, field, message) => {
    expect(parseLeadRequest({ ...minimal, attribution: patch })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });

  it('includes attribution in the canonical form only when sent', () => {
    const plain = parseLead(valid);
    const attributed = parseLead({ ...valid, attribution: { utmSource: 'x' } });
    if (!plain.ok || !attributed.ok) throw new Error('fixtures must parse');
    expect(canonicalLead(plain.value)).toBe(
      JSON.stringify([
        valid.id,
        'Ada Lovelace',
        'Analytical Engines',
        'Ada@example.com',
        'data-in-action',
        'test',
        valid.createdAt,
      ]),
    );
    expect(canonicalLead(attributed.value)).toBe(
      JSON.stringify([
        valid.id,
        'Ada Lovelace',
        'Analytical Engines',
        'Ada@example.com',
        'data-in-action',
        'test',
        valid.createdAt,
        ['x', null, null, null, null, null, null, null],
      ]),
    );
  });
});
