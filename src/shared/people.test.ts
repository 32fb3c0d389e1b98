/** The people contract (issue 24): role order, the schemas' exact messages, emails and invite links. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ACCOUNT_PATH,
  AUDIT_PATH,
  auditEntrySchema,
  auditPageSchema,
  changePassphraseRequest,
  invitationAnswerSchema,
  inviteInfoSchema,
  inviteInspectRequest,
  invitePasskeyRequest,
  invitePassphraseRequest,
  passkeyListSchema,
  passkeySignInRequest,
  peopleListSchema,
  PEOPLE_PATH,
  peopleQuerySchema,
  personAnswerSchema,
  ROLE_ABILITIES,
  ROLE_LABELS,
  sessionAnswerSchema,
  SIGN_IN_PATH,
  webauthnOptionsAnswerSchema,
  WELCOME_PATH,
  auditQuerySchema,
  invitePasskeyOptionsRequest,
  invitePersonRequest,
  inviteUrl,
  normalisePersonEmail,
  passphraseSchema,
  passphraseSignInRequest,
  personEmailSchema,
  personNameSchema,
  PEOPLE_API,
  roleIncludes,
  ROLE_RANK,
  roleSchema,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  tokenSchema,
  TOKEN_PATTERN,
  updatePersonRequest,
  webauthnResponseSchema,
  addPasskeyRequest,
  passkeySchema,
  signedOutAnswerSchema,
} from './people';

/** The first issue's message, or 'ok' with the parsed value. */
function check(schema: z.ZodMiniType, value: unknown): string {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? `ok:${JSON.stringify(parsed.data)}` : parsed.error.issues[0]!.message;
}

describe('roles', () => {
  it('each role includes itself and those below it, never those above', () => {
    const table = (['rep', 'manager', 'admin'] as const).flatMap((have) =>
      (['rep', 'manager', 'admin'] as const).map(
        (need) => `${have}>=${need}:${roleIncludes(have, need)}`,
      ),
    );
    expect(table).toEqual([
      'rep>=rep:true',
      'rep>=manager:false',
      'rep>=admin:false',
      'manager>=rep:true',
      'manager>=manager:true',
      'manager>=admin:false',
      'admin>=rep:true',
      'admin>=manager:true',
      'admin>=admin:true',
    ]);
    expect(ROLE_RANK).toEqual({ rep: 0, manager: 1, admin: 2 });
  });

  it('sessions last 12 hours idle and 7 days in all', () => {
    expect(SESSION_IDLE_MS).toBe(43_200_000);
    expect(SESSION_ABSOLUTE_MS).toBe(604_800_000);
  });
});

describe('emails and names', () => {
  it('normalises an email to trimmed lower case', () => {
    expect(normalisePersonEmail('  Ada.Lovelace@Firm.COM \t')).toBe('ada.lovelace@firm.com');
    expect(normalisePersonEmail('plain@x.io')).toBe('plain@x.io');
  });

  it('checks emails with exact messages', () => {
    expect(check(personEmailSchema, ' Ada@Firm.com ')).toBe('ok:"ada@firm.com"');
    expect(check(personEmailSchema, 12)).toBe('Enter an email address.');
    expect(check(personEmailSchema, 'not-an-email')).toBe('Enter a work email like name@firm.com.');
    expect(check(personEmailSchema, `${'a'.repeat(250)}@x.io`)).toBe(
      'Email must be at most 254 characters.',
    );
    expect(check(personEmailSchema, `${'a'.repeat(249)}@x.io`)).toBe(
      `ok:"${'a'.repeat(249)}@x.io"`,
    );
    expect(check(personEmailSchema, 'ada\u202e@firm.com')).toBe(
      'Email has an invisible or direction-changing character.',
    );
    expect(check(personEmailSchema, 'ad\u0085a@firm.com')).toBe('Email has a control character.');
  });

  it('checks names with exact messages', () => {
    expect(check(personNameSchema, '  Ada  ')).toBe('ok:"Ada"');
    expect(check(personNameSchema, null)).toBe('Enter a name.');
    expect(check(personNameSchema, ' A ')).toBe('Name must be at least 2 characters.');
    expect(check(personNameSchema, 'Ab')).toBe('ok:"Ab"');
    expect(check(personNameSchema, 'x'.repeat(121))).toBe('Name must be at most 120 characters.');
    expect(check(personNameSchema, 'x'.repeat(120))).toBe(`ok:"${'x'.repeat(120)}"`);
    for (const c of ['\u0000', '\u001f', '\u007f', '\u009f'])
      expect(check(personNameSchema, `Ad${c}a`)).toBe('Name has a control character.');
    for (const c of ['\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069'])
      expect(check(personNameSchema, `Ad${c}a`)).toBe(
        'Name has an invisible or direction-changing character.',
      );
    // NFKC: the superscript zero is a zero.
    expect(check(personNameSchema, 'Zoë Ünal\u2070')).toBe('ok:"Zoë Ünal0"');
  });

  it('names roles, passphrases and tokens with exact messages', () => {
    expect(check(roleSchema, 'owner')).toBe('Role must be rep, manager or admin.');
    expect(check(passphraseSchema, 5)).toBe('Enter a passphrase.');
    expect(check(passphraseSchema, 'x'.repeat(11))).toBe(
      'Use at least 12 characters: a few words you will remember.',
    );
    expect(check(passphraseSchema, 'x'.repeat(12))).toBe(`ok:"${'x'.repeat(12)}"`);
    expect(check(passphraseSchema, 'x'.repeat(257))).toBe('Use at most 256 characters.');
    expect(check(passphraseSchema, 'x'.repeat(256))).toBe(`ok:"${'x'.repeat(256)}"`);
    expect(check(tokenSchema, undefined)).toBe('The link is incomplete.');
    expect(check(tokenSchema, 'a'.repeat(42))).toBe(
      'This link is incomplete or mistyped: open it again from the message.',
    );
    expect(check(tokenSchema, `${'A'.repeat(41)}-_`)).toBe(`ok:"${'A'.repeat(41)}-_"`);
    expect(TOKEN_PATTERN.test(`${'A'.repeat(42)}=`)).toBe(false);
    expect(TOKEN_PATTERN.test(`x${'A'.repeat(43)}`)).toBe(false);
  });
});

describe('request bodies', () => {
  const token = 'A'.repeat(43);
  it('are strict objects: unknown fields are refused', () => {
    expect(
      z.safeParse(invitePersonRequest, { email: 'a@b.co', name: 'Ab', role: 'rep', x: 1 }).success,
    ).toBe(false);
    expect(
      z.safeParse(invitePersonRequest, { email: 'a@b.co', name: 'Ab', role: 'rep' }).success,
    ).toBe(true);
    expect(z.safeParse(invitePasskeyOptionsRequest, { token }).success).toBe(true);
    expect(z.safeParse(invitePasskeyOptionsRequest, { token, role: 'admin' }).success).toBe(false);
  });

  it('change one thing at a time: a role, or revoked/active', () => {
    expect(z.safeParse(updatePersonRequest, { role: 'admin' }).success).toBe(true);
    expect(z.safeParse(updatePersonRequest, { status: 'revoked' }).success).toBe(true);
    expect(z.safeParse(updatePersonRequest, { status: 'active' }).success).toBe(true);
    expect(z.safeParse(updatePersonRequest, { status: 'invited' }).success).toBe(false);
    expect(z.safeParse(updatePersonRequest, { role: 'admin', status: 'active' }).success).toBe(
      false,
    );
    expect(z.safeParse(updatePersonRequest, {}).success).toBe(false);
  });

  it('sign-in needs a passphrase of 1 to 256 characters', () => {
    expect(check(passphraseSignInRequest, { email: 'a@b.co', passphrase: '' })).toBe(
      'Enter your passphrase.',
    );
    expect(check(passphraseSignInRequest, { email: 'a@b.co' })).toBe('Enter your passphrase.');
    expect(
      z.safeParse(passphraseSignInRequest, { email: 'a@b.co', passphrase: 'x'.repeat(257) })
        .success,
    ).toBe(false);
    expect(check(passphraseSignInRequest, { email: ' A@B.co', passphrase: 'x' })).toBe(
      'ok:{"email":"a@b.co","passphrase":"x"}',
    );
  });

  it('a WebAuthn response is base64url fields and a response object, at most 16 KiB a field', () => {
    const good = { id: 'abc_-', rawId: 'abc', type: 'public-key', response: {} };
    expect(z.safeParse(webauthnResponseSchema, good).success).toBe(true);
    expect(z.safeParse(webauthnResponseSchema, { ...good, id: 'a+b' }).success).toBe(false);
    expect(z.safeParse(webauthnResponseSchema, { ...good, id: 'ab==' }).success).toBe(true);
    expect(z.safeParse(webauthnResponseSchema, { ...good, type: 'password' }).success).toBe(false);
    expect(
      z.safeParse(webauthnResponseSchema, { ...good, rawId: 'a'.repeat(16_385) }).success,
    ).toBe(false);
    expect(
      z.safeParse(webauthnResponseSchema, { ...good, rawId: 'a'.repeat(16_384) }).success,
    ).toBe(true);
    expect(
      z.safeParse(addPasskeyRequest, { challengeId: 'not-a-uuid', response: good }).error?.issues[0]
        ?.message,
    ).toBe('Not a valid id.');
    expect(
      check(addPasskeyRequest, {
        challengeId: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
        response: good,
        passkeyName: 'x'.repeat(61),
      }),
    ).toBe('Name at most 60 characters.');
  });

  it('audit queries: dates, cursors and limits', () => {
    expect(check(auditQuerySchema, { since: '2026-1-1' })).toBe('Dates are YYYY-MM-DD.');
    expect(check(auditQuerySchema, { cursor: 'x1' })).toBe('Not a valid cursor.');
    expect(check(auditQuerySchema, { limit: '201' })).toBe('limit is at most 200.');
    expect(check(auditQuerySchema, { limit: '200', cursor: '123' })).toBe(
      'ok:{"cursor":"123","limit":200}',
    );
  });
});

describe('links and paths', () => {
  it('carries the invitation token in the fragment of the welcome page', () => {
    expect(inviteUrl('https://portal.example', 'tok')).toBe(
      'https://portal.example/admin/welcome#invite=tok',
    );
  });

  it('encodes ids in paths', () => {
    expect(PEOPLE_API.person('a/b')).toBe('/api/people/a%2Fb');
    expect(PEOPLE_API.personInvites('x y')).toBe('/api/people/x%20y/invites');
    expect(PEOPLE_API.invite('i?')).toBe('/api/invites/i%3F');
    expect(PEOPLE_API.myPasskey('k#')).toBe('/api/auth/passkeys/k%23');
  });
});

describe('labels, paths and answers', () => {
  it('labels roles and says what each does', () => {
    expect(ROLE_LABELS).toEqual({ rep: 'Rep', manager: 'Manager', admin: 'Admin' });
    expect(ROLE_ABILITIES).toEqual({
      rep: 'Uses the portal: collateral, playbook, training and calculators.',
      manager: 'Also sees the team dashboard, works the lead inbox and publishes to the library.',
      admin: 'Also manages people, erases data and reads the audit log.',
    });
    expect([WELCOME_PATH, SIGN_IN_PATH, ACCOUNT_PATH, PEOPLE_PATH, AUDIT_PATH]).toEqual([
      '/admin/welcome',
      '/admin/sign-in',
      '/admin/account',
      '/admin/people',
      '/admin/audit',
    ]);
  });

  const UUID = '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11';
  const TOKEN = 'A'.repeat(43);
  const RESPONSE = { id: 'abc', rawId: 'abc', type: 'public-key', response: {} };
  const PERSON = {
    id: UUID,
    email: 'a@b.co',
    name: 'Ab',
    role: 'rep',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSeenAt: null,
    passkeys: 1,
    hasPassphrase: false,
    openInvite: null,
  };
  const ENTRY = {
    seq: 1,
    at: 'x',
    action: 'sign_out',
    actorKind: 'person',
    actorEmail: null,
    subject: null,
    outcome: 'failure',
    country: null,
    detail: null,
  };
  const samples: Array<[string, z.ZodMiniType, Record<string, unknown>]> = [
    ['inviteInspectRequest', inviteInspectRequest, { token: TOKEN }],
    [
      'invitePasskeyRequest',
      invitePasskeyRequest,
      { token: TOKEN, challengeId: UUID, response: RESPONSE, passkeyName: ' Laptop ' },
    ],
    [
      'invitePassphraseRequest',
      invitePassphraseRequest,
      { token: TOKEN, passphrase: 'x'.repeat(12), email: 'a@b.co', name: 'Ab' },
    ],
    ['passkeySignInRequest', passkeySignInRequest, { challengeId: UUID, response: RESPONSE }],
    ['changePassphraseRequest', changePassphraseRequest, { passphrase: 'x'.repeat(12) }],
    [
      'peopleQuerySchema',
      peopleQuerySchema,
      { q: 'ab', role: 'admin', status: 'revoked', format: 'csv' },
    ],
    [
      'sessionAnswerSchema',
      sessionAnswerSchema,
      {
        ok: true,
        person: { id: 'p', email: 'e', name: 'n', role: 'admin' },
        csrfToken: 'c',
        method: 'access',
        expiresAt: 'x',
        access: false,
      },
    ],
    [
      'inviteInfoSchema',
      inviteInfoSchema,
      { ok: true, kind: 'setup', email: null, name: null, role: 'admin', expiresAt: 'x' },
    ],
    [
      'webauthnOptionsAnswerSchema',
      webauthnOptionsAnswerSchema,
      { ok: true, challengeId: 'c', options: {} },
    ],
    [
      'passkeyListSchema',
      passkeyListSchema,
      {
        ok: true,
        passkeys: [{ id: 'k', name: 'n', createdAt: 'x', lastUsedAt: null, backedUp: true }],
        hasPassphrase: true,
      },
    ],
    [
      'peopleListSchema',
      peopleListSchema,
      {
        ok: true,
        people: [{ ...PERSON, openInvite: { id: 'i', createdAt: 'x', expiresAt: 'y' } }],
      },
    ],
    ['personAnswerSchema', personAnswerSchema, { ok: true, person: PERSON }],
    [
      'invitationAnswerSchema',
      invitationAnswerSchema,
      { ok: true, person: PERSON, invite: { id: 'i', url: 'u', expiresAt: 'x', delivered: true } },
    ],
    ['auditEntrySchema', auditEntrySchema, ENTRY],
    ['auditPageSchema', auditPageSchema, { ok: true, entries: [ENTRY], nextCursor: '5' }],
  ];

  it.each(samples)(
    '%s accepts its shape and refuses it emptied, with ok false, or with a field of the wrong kind',
    (_name, schema, sample) => {
      expect(z.safeParse(schema, sample).success).toBe(true);
      if (schema !== peopleQuerySchema) expect(z.safeParse(schema, {}).success).toBe(false);
      if ('ok' in sample) expect(z.safeParse(schema, { ...sample, ok: false }).success).toBe(false);
      for (const key of Object.keys(sample))
        expect([key, z.safeParse(schema, { ...sample, [key]: [[]] }).success]).toEqual([
          key,
          false,
        ]);
    },
  );

  it('refuses values outside each enum', () => {
    expect(z.safeParse(inviteInfoSchema, { ...samples[7]![2], kind: 'other' }).success).toBe(false);
    expect(z.safeParse(inviteInfoSchema, { ...samples[7]![2], kind: 'person' }).success).toBe(true);
    expect(z.safeParse(auditEntrySchema, { ...samples[13]![2], outcome: 'success' }).success).toBe(
      true,
    );
    expect(z.safeParse(auditEntrySchema, { ...samples[13]![2], outcome: 'maybe' }).success).toBe(
      false,
    );
    expect(z.safeParse(peopleQuerySchema, { format: 'json' }).success).toBe(true);
    expect(z.safeParse(peopleQuerySchema, { format: 'xml' }).success).toBe(false);
    expect(z.safeParse(auditQuerySchema, { format: 'json' }).success).toBe(true);
    expect(z.safeParse(auditQuerySchema, { format: 'csv' }).success).toBe(true);
    expect(z.safeParse(auditQuerySchema, { format: 'xml' }).success).toBe(false);
    expect(check(updatePersonRequest, { status: 'gone' })).not.toMatch(/^ok/);
  });

  it('anchors ids, dates and cursors at both ends', () => {
    const id = (challengeId: string) =>
      z.safeParse(passkeySignInRequest, { challengeId, response: RESPONSE }).success;
    expect([id(UUID), id(`x${UUID}`), id(`${UUID}x`)]).toEqual([true, false, false]);
    const since = (value: string) => check(auditQuerySchema, { since: value });
    expect(since('2026-11-01')).toBe('ok:{"since":"2026-11-01"}');
    for (const bad of [
      'x2026-11-01',
      '2026-11-01x',
      '202-11-01',
      '2026-1-01',
      '2026-11-1',
      '20261-11-01',
      '2026-111-01',
      '2026-11-011',
      'abcd-ef-gh',
    ])
      expect([bad, since(bad)]).toEqual([bad, 'Dates are YYYY-MM-DD.']);
    expect(check(auditQuerySchema, { cursor: '12x' })).toBe('Not a valid cursor.');
    expect(check(auditQuerySchema, { cursor: '1'.repeat(16) })).toBe('Not a valid cursor.');
    expect(check(auditQuerySchema, { cursor: '1'.repeat(15) })).toBe(
      `ok:{"cursor":"${'1'.repeat(15)}"}`,
    );
  });

  it('trims names of passkeys and refuses controls in them with their own message', () => {
    const base = { challengeId: UUID, response: RESPONSE };
    expect(check(addPasskeyRequest, { ...base, passkeyName: '  Laptop  ' })).toBe(
      `ok:${JSON.stringify({ ...base, passkeyName: 'Laptop' })}`,
    );
    expect(
      check(addPasskeyRequest, { ...base, passkeyName: `${' '.repeat(10)}${'x'.repeat(60)}` }),
    ).toMatch(/^ok/);
    expect(check(addPasskeyRequest, { ...base, passkeyName: 'Lap\u0000top' })).toBe(
      'Passkey name must not contain control characters.',
    );
    expect(check(personNameSchema, `  ${'x'.repeat(120)}  `)).toBe(`ok:"${'x'.repeat(120)}"`);
  });
});

describe('edges the mutation run found untested', () => {
  const ID = '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11';
  const credential = { id: 'abc', rawId: 'abc', type: 'public-key', response: {} };

  it('trims a name and a passkey name, and refuses control characters in a name', () => {
    expect(check(personNameSchema, '  Ada Lovelace  ')).toBe('ok:"Ada Lovelace"');
    expect(check(personNameSchema, 'Ada\u202Eevil')).toBe(
      'Name has an invisible or direction-changing character.',
    );
    expect(
      check(addPasskeyRequest, {
        challengeId: ID,
        response: credential,
        passkeyName: '  Laptop  ',
      }),
    ).toBe(
      `ok:${JSON.stringify({ challengeId: ID, response: credential, passkeyName: 'Laptop' })}`,
    );
  });

  it('says what is missing in a passphrase sign-in and in a status change', () => {
    expect(check(passphraseSignInRequest, { email: 'a@firm.example', passphrase: '' })).toBe(
      'Enter your passphrase.',
    );
    const status = z.safeParse(updatePersonRequest, { status: 'gone' });
    expect(JSON.stringify(status.error?.issues)).toContain('Status must be revoked or active.');
  });

  it('takes a signed-out answer only as { ok: true, person: null }', () => {
    expect(check(signedOutAnswerSchema, { ok: true, person: null })).toBe(
      'ok:{"ok":true,"person":null}',
    );
    for (const answer of [{ ok: false, person: null }, { ok: true }, { ok: true, person: {} }])
      expect(z.safeParse(signedOutAnswerSchema, answer).success).toBe(false);
  });

  it('refuses answers that lack a field the pages read', () => {
    const passkey = {
      id: 'k1',
      name: 'Laptop',
      createdAt: '2026-11-27T10:00:00.000Z',
      lastUsedAt: null,
      backedUp: false,
    };
    expect(z.safeParse(passkeySchema, passkey).success).toBe(true);
    expect(z.safeParse(passkeySchema, { ...passkey, backedUp: undefined }).success).toBe(false);
    const person = {
      id: ID,
      email: 'ada@firm.example',
      name: 'Ada',
      role: 'rep',
      status: 'invited',
      createdAt: '2026-11-27T10:00:00.000Z',
      lastSeenAt: null,
      passkeys: 0,
      hasPassphrase: false,
      openInvite: {
        id: ID,
        createdAt: '2026-11-27T10:00:00.000Z',
        expiresAt: '2026-12-04T10:00:00.000Z',
      },
    };
    expect(z.safeParse(personAnswerSchema, { ok: true, person }).success).toBe(true);
    expect(
      z.safeParse(personAnswerSchema, { ok: true, person: { ...person, status: undefined } })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(personAnswerSchema, {
        ok: true,
        person: { ...person, openInvite: { id: ID, createdAt: person.createdAt } },
      }).success,
    ).toBe(false);
    const invitation = {
      ok: true,
      person,
      invite: {
        id: ID,
        url: 'https://x/admin/welcome#invite=t',
        expiresAt: person.createdAt,
        delivered: false,
      },
    };
    expect(z.safeParse(invitationAnswerSchema, invitation).success).toBe(true);
    expect(
      z.safeParse(invitationAnswerSchema, {
        ...invitation,
        invite: { ...invitation.invite, url: undefined },
      }).success,
    ).toBe(false);
    const session = {
      ok: true,
      person: { id: ID, email: 'ada@firm.example', name: 'Ada', role: 'rep' },
      csrfToken: 't',
      method: 'passkey',
      expiresAt: person.createdAt,
      access: false,
    };
    expect(z.safeParse(sessionAnswerSchema, session).success).toBe(true);
    expect(
      z.safeParse(sessionAnswerSchema, {
        ...session,
        person: { ...session.person, role: undefined },
      }).success,
    ).toBe(false);
  });
});
