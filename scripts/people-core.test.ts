import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inviteUrl as sharedInviteUrl,
  PEOPLE_LIMITS,
  PEOPLE_PATH as SHARED_PEOPLE_PATH,
  personEmailSchema,
  personNameSchema,
  ROLES as SHARED_ROLES,
  TOKEN_PATTERN as SHARED_TOKEN_PATTERN,
  WELCOME_PATH as SHARED_WELCOME_PATH,
} from '@/shared/people';
import {
  ALREADY_HAS_ADMIN,
  defaultName,
  emailProblem,
  EMAIL_MAX,
  findPersonSql,
  formatPeopleTable,
  hashToken,
  INVITE_DAYS,
  INVITE_MS,
  inviteUrl,
  makeToken,
  NAME_MAX,
  nameProblem,
  normaliseEmail,
  parseCommand,
  parseOrigin,
  PEOPLE_PATH,
  personInviteSql,
  ROLES,
  setupLinkMessage,
  setupLinkSql,
  keyChangedSql,
  revocationsSinceRotationSql,
  sqlValue,
  TOKEN_PATTERN,
  WELCOME_PATH,
} from './people-core.mjs';

const bytes0to31 = Uint8Array.from({ length: 32 }, (_, i) => i);

describe('people CLI: agrees with src/shared/people.ts', () => {
  it('has the same roles, token shape, paths, limits and link', () => {
    expect(ROLES).toEqual(SHARED_ROLES);
    expect(TOKEN_PATTERN.source).toBe(SHARED_TOKEN_PATTERN.source);
    expect(WELCOME_PATH).toBe(SHARED_WELCOME_PATH);
    expect(PEOPLE_PATH).toBe(SHARED_PEOPLE_PATH);
    expect(INVITE_DAYS).toBe(PEOPLE_LIMITS.inviteDays);
    expect(INVITE_MS).toBe(604_800_000);
    expect(EMAIL_MAX).toBe(PEOPLE_LIMITS.email);
    expect(NAME_MAX).toBe(PEOPLE_LIMITS.name);
    const token = makeToken(bytes0to31);
    expect(inviteUrl('https://x.example', token)).toBe(sharedInviteUrl('https://x.example', token));
    expect(ALREADY_HAS_ADMIN).toBe(
      'The directory already has an admin; invite people from /admin/people.',
    );
  });

  it('accepts and refuses the same emails and names as the schemas the Worker uses', () => {
    const emails = [
      'ann@example.com',
      '  Ann.Lee@Example.COM ',
      "o'brien@example.ie",
      'a@b.co',
      'no-at-sign.example.com',
      'two@@example.com',
      'ann@localhost',
      'ann lee@example.com',
      'ann\u202E@example.com',
      `${'a'.repeat(250)}@example.com`,
    ];
    for (const email of emails) {
      const shared = personEmailSchema.safeParse(email);
      const normalised = normaliseEmail(email);
      expect(emailProblem(normalised) === null, email).toBe(shared.success);
      if (shared.success) expect(normalised).toBe(shared.data);
    }
    const names = [
      'Ann Lee',
      "O'Brien",
      'A',
      'Zoë',
      'x'.repeat(120),
      'x'.repeat(121),
      'a\tb',
      'a\u2066b',
    ];
    for (const name of names)
      expect(nameProblem(name.trim()) === null, name).toBe(
        personNameSchema.safeParse(name).success,
      );
  });
});

describe('people CLI: tokens', () => {
  it('makes 32 random bytes into 43 characters of unpadded base64url', () => {
    expect(makeToken(bytes0to31)).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
    expect(makeToken(new Uint8Array(32).fill(0xff))).toBe(
      '__________________________________________8',
    );
    const tokens = new Set(Array.from({ length: 50 }, () => makeToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(SHARED_TOKEN_PATTERN);
    expect(() => makeToken(new Uint8Array(16))).toThrow('A token is 32 bytes.');
  });

  it('hashes the token text with SHA-256 in hex, as the Worker does with WebCrypto', async () => {
    // The FIPS 180-2 test vector.
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = makeToken(bytes0to31);
    expect(hashToken(token)).toBe(
      'ea866a757e4c38babfa8127cbe9a409d3e1f93a00ff1488ff735fcf917afffd0',
    );
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    expect(Buffer.from(digest).toString('hex')).toBe(hashToken(token));
  });
});

describe('people CLI: SQL', () => {
  it('quotes text with inner quotes doubled, and only safe integers as numbers', () => {
    expect(sqlValue("O'Brien")).toBe("'O''Brien'");
    expect(sqlValue("'; DROP TABLE people; --")).toBe("'''; DROP TABLE people; --'");
    expect(sqlValue("''")).toBe("''''''");
    expect(sqlValue('')).toBe("''");
    expect(sqlValue(null)).toBe('NULL');
    expect(sqlValue(undefined)).toBe('NULL');
    expect(sqlValue(1_700_000_000_000)).toBe('1700000000000');
    expect(() => sqlValue(1.5)).toThrow('Not a safe integer');
    expect(() => sqlValue(Number.NaN)).toThrow('Not a safe integer');
    expect(() => sqlValue('a\0b')).toThrow('NUL');
    expect(() => sqlValue(true as unknown as string)).toThrow('No SQL literal for a boolean.');
  });

  it('looks a person up by the quoted email', () => {
    expect(findPersonSql("o'brien@example.ie")).toBe(
      "SELECT id, role, status FROM people WHERE email = 'o''brien@example.ie'",
    );
  });

  it('stores a setup invitation only while there is no active admin', () => {
    const admin = "SELECT 1 FROM people WHERE role = 'admin' AND status = 'active'";
    expect(setupLinkSql({ now: 1_000, inviteId: 'inv-1', tokenHash: 'ab12' }).split(';\n')).toEqual(
      [
        `UPDATE invites SET revoked_at = 1000 WHERE kind = 'setup' AND used_at IS NULL AND revoked_at IS NULL AND NOT EXISTS (${admin})`,
        `INSERT INTO invites (id, token_hash, kind, person_id, role, created_by, created_at, expires_at) SELECT 'inv-1', 'ab12', 'setup', NULL, 'admin', 'console', 1000, 604801000 WHERE NOT EXISTS (${admin})`,
        `INSERT INTO audit_log (at, action, actor_kind, subject, outcome, detail) SELECT 1000, 'invite.created', 'console', 'first admin (setup)', 'success', '{"role":"admin","kind":"setup"}' WHERE EXISTS (SELECT 1 FROM invites WHERE id = 'inv-1')`,
        `SELECT (SELECT COUNT(*) FROM invites WHERE id = 'inv-1') AS created`,
      ],
    );
  });

  it('invites a new person, their name quoted', () => {
    const sql = personInviteSql({
      now: 5,
      existing: null,
      newId: 'p-1',
      email: 'ann@example.com',
      name: "Ann O'Brien",
      nameGiven: true,
      role: 'manager',
      inviteId: 'i-1',
      tokenHash: 'ff',
    });
    expect(sql.split(';\n')).toEqual([
      `INSERT INTO people (id, email, name, role, status, created_at) VALUES ('p-1', 'ann@example.com', 'Ann O''Brien', 'manager', 'invited', 5)`,
      `UPDATE invites SET revoked_at = 5 WHERE person_id = 'p-1' AND used_at IS NULL AND revoked_at IS NULL`,
      `INSERT INTO invites (id, token_hash, kind, person_id, role, created_by, created_at, expires_at) SELECT 'i-1', 'ff', 'person', 'p-1', 'manager', 'console', 5, 604800005 WHERE EXISTS (SELECT 1 FROM people WHERE id = 'p-1' AND status = 'invited')`,
      `INSERT INTO audit_log (at, action, actor_kind, subject, outcome, detail) SELECT 5, 'invite.created', 'console', 'ann@example.com', 'success', '{"role":"manager"}' WHERE EXISTS (SELECT 1 FROM invites WHERE id = 'i-1')`,
      `SELECT (SELECT COUNT(*) FROM invites WHERE id = 'i-1') AS created`,
    ]);
  });

  it('re-invites an invited person: the asked role, the name only when one was given', () => {
    const base = {
      now: 5,
      existing: 'p-0',
      newId: 'unused',
      email: 'ann@example.com',
      name: 'ann',
      role: 'rep',
      inviteId: 'i-2',
      tokenHash: 'ff',
    };
    const [person, revoke] = personInviteSql({ ...base, nameGiven: false }).split(';\n');
    expect(person).toBe("UPDATE people SET role = 'rep' WHERE id = 'p-0' AND status = 'invited'");
    expect(revoke).toBe(
      "UPDATE invites SET revoked_at = 5 WHERE person_id = 'p-0' AND used_at IS NULL AND revoked_at IS NULL",
    );
    expect(personInviteSql({ ...base, name: 'Ann', nameGiven: true }).split(';\n')[0]).toBe(
      "UPDATE people SET role = 'rep', name = 'Ann' WHERE id = 'p-0' AND status = 'invited'",
    );
    expect(personInviteSql({ ...base, nameGiven: false })).not.toContain('unused');
  });
});

describe('people CLI: arguments', () => {
  it('reads setup-link, local by default with the local origin', () => {
    expect(parseCommand(['setup-link'])).toEqual({
      command: 'setup-link',
      remote: false,
      origin: 'http://localhost:8787',
    });
    expect(
      parseCommand(['setup-link', '--persist-to', '/tmp/p', '--origin', 'http://localhost:9000/']),
    ).toEqual({
      command: 'setup-link',
      remote: false,
      persistTo: '/tmp/p',
      origin: 'http://localhost:9000',
    });
  });

  it('takes the remote origin from --origin, else SITE_ORIGIN, else says it is missing', () => {
    expect(
      parseCommand(['setup-link', '--remote'], { SITE_ORIGIN: 'https://msd.example/' }),
    ).toEqual({
      command: 'setup-link',
      remote: true,
      origin: 'https://msd.example',
    });
    expect(
      parseCommand(['setup-link', '--remote', '--origin', 'https://a.example'], {
        SITE_ORIGIN: 'https://b.example',
      }).origin,
    ).toBe('https://a.example');
    expect(parseCommand(['setup-link', '--remote'], { SITE_ORIGIN: '' })).toEqual({
      command: 'setup-link',
      remote: true,
      originMissing: true,
    });
    // SITE_ORIGIN is for the production link only: a local link stays on localhost.
    expect(parseCommand(['setup-link'], { SITE_ORIGIN: 'https://msd.example' }).origin).toBe(
      'http://localhost:8787',
    );
    expect(parseCommand(['setup-link', '--remote', '--origin', 'http://msd.example'])).toEqual({
      error: 'The production origin must be https (got "http://msd.example").',
    });
  });

  it('reads an invitation: email trimmed and lower case, name defaulted from it', () => {
    expect(parseCommand(['invite', ' Ann.Lee@Example.COM ', '--role', 'admin'])).toEqual({
      command: 'invite',
      remote: false,
      email: 'ann.lee@example.com',
      name: 'ann.lee',
      nameGiven: false,
      role: 'admin',
      origin: 'http://localhost:8787',
    });
    expect(
      parseCommand(['invite', 'a@b.com', '--role', 'rep', '--name', "  Ann O'Brien "]),
    ).toMatchObject({
      name: "Ann O'Brien",
      nameGiven: true,
    });
    expect(defaultName('a@b.com')).toBe('a@b.com');
  });

  it('refuses what it cannot use, with a message', () => {
    const error = (argv: string[]) => parseCommand(argv).error;
    expect(parseCommand([])).toEqual({
      error: 'Name a command: setup-link, invite or list.',
      usage: true,
    });
    expect(parseCommand(['frob'])).toEqual({
      error: 'Unknown command "frob"; use setup-link, invite or list.',
      usage: true,
    });
    expect(parseCommand(['list', '--bogus']).usage).toBe(true);
    expect(error(['invite', 'a@b.com'])).toBe('invite needs --role rep, manager or admin.');
    expect(error(['invite', 'a@b.com', '--role', 'owner'])).toBe(
      'Role must be rep, manager or admin.',
    );
    expect(error(['invite', '--role', 'rep'])).toBe(
      'invite takes one email address: invite EMAIL --role ROLE.',
    );
    expect(error(['invite', 'a@b', '--role', 'rep'])).toBe(
      '"a@b" is not an email address like name@firm.com.',
    );
    expect(error(['invite', 'a@b.com', '--role', 'rep', '--name', 'x'])).toBe(
      'Name must be at least 2 characters.',
    );
    expect(error(['invite', 'a@b.com', '--role', 'rep', '--name', 'a\u0007b'])).toBe(
      'Name must not contain control characters.',
    );
    expect(error(['setup-link', '--role', 'admin'])).toBe('setup-link does not take --role.');
    expect(error(['list', '--origin', 'https://x.example'])).toBe('list does not take --origin.');
    expect(error(['list', 'extra'])).toBe('list takes no arguments (got "extra").');
    expect(error(['list', '--remote', '--persist-to', '/tmp/x'])).toBe(
      '--persist-to is for the local database; leave it out with --remote.',
    );
    expect(parseCommand(['--help'])).toEqual({ help: true });
  });

  it('accepts only a bare http(s) origin', () => {
    expect(parseOrigin('https://msd.example:8443/', { remote: true })).toBe(
      'https://msd.example:8443',
    );
    for (const bad of [
      'msd.example',
      'ftp://msd.example',
      'https://msd.example/app',
      'https://u:p@msd.example',
      'https://msd.example/?a=1',
    ])
      expect(() => parseOrigin(bad, { remote: true }), bad).toThrow();
  });
});

describe('people CLI: output', () => {
  it('prints the setup link with the welcome path and the token in the fragment', () => {
    const token = makeToken(bytes0to31);
    expect(setupLinkMessage('http://localhost:8787', token)).toContain(
      'First admin: open this link once to set up your account (valid 7 days):\n  http://localhost:8787/admin/welcome#invite=AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8\n',
    );
  });

  it('lists people in aligned columns', () => {
    expect(formatPeopleTable([])).toBe('No people in the directory yet.');
    expect(
      formatPeopleTable([
        {
          email: 'ann@example.com',
          name: 'Ann',
          role: 'admin',
          status: 'active',
          last_seen_at: Date.UTC(2026, 6, 1, 9, 30),
        },
        { email: 'bo@x.io', name: "Bo O'Neil", role: 'rep', status: 'invited', last_seen_at: null },
      ]),
    ).toBe(
      [
        'email            name       role   status   last seen',
        '---------------  ---------  -----  -------  --------------------',
        'ann@example.com  Ann        admin  active   2026-07-01 09:30 UTC',
        "bo@x.io          Bo O'Neil  rep    invited  never",
      ].join('\n'),
    );
  });
});

describe('key-changed (portal key rotation in the audit log)', () => {
  const verifier = 'a'.repeat(64);
  it('takes exactly one verifier of 64 lower-case hex characters', () => {
    expect(parseCommand(['key-changed', verifier])).toEqual({
      command: 'key-changed',
      remote: false,
      verifier,
    });
    for (const bad of [[], ['A'.repeat(64)], ['a'.repeat(63)], [verifier, verifier]])
      expect(parseCommand(['key-changed', ...bad]).error).toBe(
        'key-changed takes the key fingerprint: 64 lower-case hex characters.',
      );
    expect(parseCommand(['key-changed', verifier, '--origin', 'https://x.example']).error).toBe(
      'key-changed does not take --origin.',
    );
  });

  it('writes one row per new key, naming it by a digest of the verifier, never the verifier', () => {
    const sql = keyChangedSql({ now: 5, verifier });
    const key = createHash('sha256').update(verifier).digest('hex').slice(0, 12);
    expect(sql).toBe(
      `INSERT INTO audit_log (at, action, actor_kind, subject, outcome, detail) SELECT 5, 'portal.key_rotated', 'console', 'portal password', 'success', '{"key":"${key}"}' WHERE coalesce((SELECT detail FROM audit_log WHERE action = 'portal.key_rotated' ORDER BY seq DESC LIMIT 1), '') <> '{"key":"${key}"}';\nSELECT changes() AS recorded`,
    );
    expect(sql).not.toContain(verifier);
  });
});

describe('revocations (since the last key rotation)', () => {
  it('takes no arguments and no origin', () => {
    expect(parseCommand(['revocations']).error).toBeUndefined();
    expect(parseCommand(['revocations']).command).toBe('revocations');
    expect(parseCommand(['revocations', 'x']).error).toBe(
      'revocations takes no arguments (got "x").',
    );
    expect(parseCommand(['revocations', '--origin', 'https://x.example']).error).toBe(
      'revocations does not take --origin.',
    );
  });

  it('counts revoked people and removed devices after the latest rotation row', () => {
    expect(revocationsSinceRotationSql()).toBe(
      `SELECT COUNT(*) AS revocations FROM audit_log WHERE action IN ('person.revoked', 'device.removed') AND seq > coalesce((SELECT max(seq) FROM audit_log WHERE action = 'portal.key_rotated'), 0)`,
    );
  });
});
