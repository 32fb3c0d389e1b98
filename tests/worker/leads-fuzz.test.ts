/**
 * Property-style check of POST /api/leads: hundreds of generated malformed bodies (wrong types,
 * missing and extra fields, huge and unicode strings, nested junk, SQL-looking text) must each get
 * a 4xx JSON error, and none may store a row.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countLeads, postLead, startTestWorker, validLead, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker();
}, 60_000);
afterAll(async () => worker?.dispose());

const FIELDS = ['id', 'name', 'company', 'email', 'source', 'userAgent', 'createdAt'] as const;
/** id and createdAt may be left out (the spec's minimal body), so only these are dropped. */
const REQUIRED = ['name', 'company', 'email', 'source', 'userAgent'] as const;
const sqlish = fc.constantFrom(
  "'; DROP TABLE leads; --",
  '" OR "1"="1',
  '1; DELETE FROM leads WHERE 1=1',
  "' UNION SELECT * FROM sqlite_master --",
);
const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
);
const hugeString = fc.integer({ min: 600, max: 4000 }).map((n) => '𝔘'.repeat(n));

type Mutation = (lead: Record<string, unknown>) => unknown;

/** Each mutation breaks at least one rule, so no generated body can be a valid lead. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...REQUIRED).map((field): Mutation => (lead) => {
    const copy = { ...lead };
    delete copy[field];
    return copy;
  }),
  fc
    .tuple(fc.constantFrom(...FIELDS), junk)
    .map(([field, value]): Mutation => (lead) => ({ ...lead, [field]: value })),
  fc
    .tuple(fc.constantFrom('name', 'company', 'email', 'userAgent'), hugeString)
    .map(([field, value]): Mutation => (lead) => ({ ...lead, [field]: value })),
  fc
    .tuple(fc.constantFrom('id', 'source', 'createdAt'), sqlish)
    .map(([field, value]): Mutation => (lead) => ({ ...lead, [field]: value })),
  fc
    .tuple(
      fc
        .string({ minLength: 1, maxLength: 12 })
        .filter(
          (k) =>
            !(FIELDS as readonly string[]).includes(k) &&
            k !== 'website' &&
            k !== 'attribution' &&
            k !== '__proto__',
        ),
      fc.jsonValue(),
    )
    .map(([key, value]): Mutation => (lead) => ({ ...lead, [key]: value })),
  fc
    .string({ maxLength: 40 })
    .filter((s) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim()))
    .map((email): Mutation => (lead) => ({ ...lead, email })),
  fc
    .constantFrom(' ', 'x', '\u200b', '\t\n')
    .map((short): Mutation => (lead) => ({ ...lead, name: short })),
  fc.constant<Mutation>((lead) => [lead]),
  fc.constant<Mutation>((lead) => ({ lead })),
  fc.jsonValue().map(
    (value): Mutation =>
      () =>
        value,
  ),
);

it('answers 250 malformed bodies with 4xx JSON errors and stores nothing', async () => {
  const before = await countLeads(worker);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
      const body = mutations.reduce<unknown>(
        (acc, mutate) =>
          acc && typeof acc === 'object' && !Array.isArray(acc)
            ? mutate(acc as Record<string, unknown>)
            : acc,
        validLead(),
      );
      const response = await postLead(worker, JSON.stringify(body));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const json = (await response.json()) as { ok: boolean; error: { code: string } };
      expect(json.ok).toBe(false);
    }),
    { numRuns: 250, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
  );
  expect(await countLeads(worker)).toBe(before);
  console.log('status counts for malformed bodies:', Object.fromEntries(statuses));
}, 120_000);
