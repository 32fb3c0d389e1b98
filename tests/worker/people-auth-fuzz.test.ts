/**
 * Property-style check of the sign-in and people endpoints (issue 24 acceptance 3): hundreds of
 * generated malformed bodies (wrong types, missing and extra fields, huge strings, unicode controls,
 * non-JSON, the wrong content type, arrays, nulls) must each get a 4xx JSON error, and none may
 * add, use or change a person, an invitation, a passkey or a session.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionAnswer } from '@/shared/people';
import { startTestWorker, type TestWorker } from './harness';
import { as, invite, PASSPHRASE, signedIn, type Signed } from './people-helpers';

let worker: TestWorker;
let admin: Signed;
let rep: Signed;
let token: string;
let targetId: string;
beforeAll(async () => {
  worker = await startTestWorker();
  admin = await signedIn(worker, 'admin');
  rep = await signedIn(worker, 'rep');
  const open = await invite(worker, 'rep');
  token = open.token;
  targetId = open.answer.person.id;
}, 90_000);
afterAll(async () => worker?.dispose());

const UUID = '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11';
const WEBAUTHN = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};

interface Endpoint {
  method: string;
  path: () => string;
  who: () => Signed | null;
  /** A well-formed body; every mutation below makes it invalid. */
  base: () => Record<string, unknown>;
  required: string[];
  /** Fields a control character or a huge string makes invalid (not passphrases: any text is one). */
  strict: string[];
}

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: () => '/api/auth/invite',
    who: () => null,
    base: () => ({ token }),
    required: ['token'],
    strict: ['token'],
  },
  {
    method: 'POST',
    path: () => '/api/auth/invite/passkey-options',
    who: () => null,
    base: () => ({ token }),
    required: ['token'],
    strict: ['token'],
  },
  {
    method: 'POST',
    path: () => '/api/auth/invite/passkey',
    who: () => null,
    base: () => ({ token, challengeId: UUID, response: WEBAUTHN }),
    required: ['token', 'challengeId', 'response'],
    strict: ['token', 'challengeId'],
  },
  {
    method: 'POST',
    path: () => '/api/auth/invite/passphrase',
    who: () => null,
    base: () => ({ token, passphrase: PASSPHRASE }),
    required: ['token', 'passphrase'],
    strict: ['token'],
  },
  {
    method: 'POST',
    path: () => '/api/auth/passkey-options',
    who: () => null,
    base: () => ({}),
    required: [],
    strict: [],
  },
  {
    method: 'POST',
    path: () => '/api/auth/passkey',
    who: () => null,
    base: () => ({ challengeId: UUID, response: WEBAUTHN }),
    required: ['challengeId', 'response'],
    strict: ['challengeId'],
  },
  {
    method: 'POST',
    path: () => '/api/auth/passphrase',
    who: () => null,
    base: () => ({ email: rep.email, passphrase: PASSPHRASE }),
    required: ['email', 'passphrase'],
    strict: ['email'],
  },
  {
    method: 'PUT',
    path: () => '/api/auth/my-passphrase',
    who: () => rep,
    base: () => ({ passphrase: 'a different long passphrase' }),
    required: ['passphrase'],
    strict: [],
  },
  {
    method: 'POST',
    path: () => '/api/auth/passkeys',
    who: () => rep,
    base: () => ({ challengeId: UUID, response: WEBAUTHN }),
    required: ['challengeId', 'response'],
    strict: ['challengeId'],
  },
  {
    method: 'POST',
    path: () => '/api/people',
    who: () => admin,
    base: () => ({ email: 'fuzzed@firm.example', name: 'Fuzzed Person', role: 'rep' }),
    required: ['email', 'name', 'role'],
    strict: ['email', 'name', 'role'],
  },
  {
    method: 'PATCH',
    path: () => `/api/people/${targetId}`,
    who: () => admin,
    base: () => ({ role: 'manager' }),
    required: ['role'],
    strict: ['role'],
  },
];

type Body = { text: string; contentType: string | null };
type Mutation = (endpoint: Endpoint) => Body;
const asJson = (value: unknown): Body => ({
  text: JSON.stringify(value),
  contentType: 'application/json',
});

/** Values of the wrong type for every field (each field is a string or an object of a set shape). */
const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(
    fc.string({ maxLength: 6 }).map((k) => `k${k}`),
    fc.jsonValue(),
    { maxKeys: 3 },
  ),
);
const control = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u2066',
);
const nonObject = fc
  .jsonValue()
  .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v));
const notJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"token":',
    "{'token': 1}",
    'token=abc&passphrase=x',
    '[1,2',
    'undefined',
    '\u0000',
  ),
  fc.string({ maxLength: 30 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // A required field left out.
  fc.nat().map((n): Mutation => (e) => {
    if (e.required.length === 0) return asJson([]);
    const body = e.base();
    delete body[e.required[n % e.required.length]!];
    return asJson(body);
  }),
  // A field of the wrong type (on an endpoint without fields: an unknown one).
  fc.tuple(fc.nat(), junk).map(([n, value]): Mutation => (e) => {
    const fields = Object.keys(e.base());
    const field = fields.length ? fields[n % fields.length]! : 'challengeId';
    return asJson({ ...e.base(), [field]: value });
  }),
  // An extra field (every body is a strict object).
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue())
    .map(([key, value]): Mutation => (e) => ({ ...asJson({ ...e.base(), [`x_${key}`]: value }) })),
  // A huge string.
  fc.tuple(fc.nat(), fc.integer({ min: 300, max: 40_000 })).map(([n, size]): Mutation => (e) => {
    const fields = [
      ...e.strict,
      ...(e.required.includes('passphrase') || e.path().endsWith('my-passphrase')
        ? ['passphrase']
        : []),
    ];
    if (!fields.length) return asJson({ ...e.base(), huge: 'x'.repeat(size) });
    return asJson({ ...e.base(), [fields[n % fields.length]!]: '𝔘'.repeat(size) });
  }),
  // A unicode control inside a field that refuses them.
  fc.tuple(fc.nat(), control).map(([n, c]): Mutation => (e) => {
    if (!e.strict.length) return asJson({ ...e.base(), [`x${c}`]: c });
    const field = e.strict[n % e.strict.length]!;
    const value = String(e.base()[field]);
    return asJson({ ...e.base(), [field]: `${value.slice(0, 3)}${c}${value.slice(3)}` });
  }),
  // The body as an array, null, a number or a string; wrapped in another object.
  nonObject.map(
    (value): Mutation =>
      () =>
        asJson(value),
  ),
  fc.constant<Mutation>((e) => asJson([e.base()])),
  fc.constant<Mutation>((e) => asJson({ body: e.base() })),
  // Not JSON at all.
  notJson.map((text): Mutation => () => ({ text, contentType: 'application/json' })),
  // The right body with the wrong content type, or none.
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      null,
      'application/jsonx',
    )
    .map((contentType): Mutation => (e) => ({ text: JSON.stringify(e.base()), contentType })),
);

interface Counts {
  people: number;
  active: number;
  invites: number;
  open: number;
  passkeys: number;
  sessions: number;
  hashes: string;
  roles: string;
}
function counts(): Counts {
  return worker.query<Counts>(
    `SELECT (SELECT count(*) FROM people) AS people,
       (SELECT count(*) FROM people WHERE status = 'active') AS active,
       (SELECT count(*) FROM invites) AS invites,
       (SELECT count(*) FROM invites WHERE used_at IS NULL AND revoked_at IS NULL) AS open,
       (SELECT count(*) FROM passkeys) AS passkeys,
       (SELECT count(*) FROM sessions) AS sessions,
       (SELECT coalesce(group_concat(h, ','), '') FROM (SELECT coalesce(passphrase_hash, '-') AS h FROM people ORDER BY id)) AS hashes,
       (SELECT coalesce(group_concat(r, ','), '') FROM (SELECT role || status AS r FROM people ORDER BY id)) AS roles`,
  )[0]!;
}

let sent = 0;
it('answers 240 malformed bodies across the sign-in and people endpoints with 4xx JSON errors and changes nothing', async () => {
  const before = counts();
  const statuses = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(fc.nat({ max: endpoints.length - 1 }), mutation, async (index, mutate) => {
      const endpoint = endpoints[index]!;
      const body = mutate(endpoint);
      const who = endpoint.who();
      sent += 1;
      const headers: Record<string, string> = {
        // A distinct client each time: the auth rate limit (60 a minute per client) stays out of it.
        'CF-Connecting-IP': `10.${(sent >> 8) & 255}.${sent & 255}.9`,
        ...(who ? { Cookie: who.cookie, 'X-CSRF-Token': who.csrf } : {}),
        ...(body.contentType ? { 'Content-Type': body.contentType } : {}),
      };
      const response = await worker.fetch(endpoint.path(), {
        method: endpoint.method,
        headers,
        body: body.text,
      });
      const key = `${endpoint.method} ${endpoint.path().replace(targetId, ':id')} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (response.status < 400 || response.status >= 500)
        throw new Error(
          `${key} for ${body.contentType} ${body.text.slice(0, 200)}: ${await response.text()}`,
        );
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const json = (await response.json()) as {
        ok: boolean;
        error: { code: string; message: string };
      };
      expect(json.ok).toBe(false);
      expect(json.error.code).toMatch(/^[a-z_]+$/);
      expect(typeof json.error.message).toBe('string');
    }),
    { numRuns: 240, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
  );
  expect(sent).toBe(240);
  expect(counts()).toEqual(before);
  // Both signed-in people still have their sessions.
  expect(
    (
      (await (
        await worker.fetch('/api/auth/session', { headers: as(rep) })
      ).json()) as SessionAnswer
    ).person.email,
  ).toBe(rep.email);
  expect(
    (
      (await (
        await worker.fetch('/api/auth/session', { headers: as(admin) })
      ).json()) as SessionAnswer
    ).person.email,
  ).toBe(admin.email);
  console.log('statuses for malformed bodies:', Object.fromEntries([...statuses].sort()));
}, 240_000);
