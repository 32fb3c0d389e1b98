/**
 * The portal's team-sync events (issue 15, architecture Flow 4): one schema used by `record()` in
 * the browser, the outbox, the service worker and the Worker's POST /api/portal/events. Events are
 * facts: never updated, idempotent by their client-made UUID. zod/mini keeps the bundle small.
 */
import * as z from 'zod/mini';
import { LOOSE_EMAIL, normaliseText, safeEmail, safeText } from './text';
import { MODULE_IDS } from './training-modules';
import type { FieldProblem, ParseResult } from './lead';

export { PORTAL_API, PORTAL_EVENTS_MAX_BATCH, refusedEventIndexes } from './portal-sync-api';
import { PORTAL_EVENTS_MAX_BATCH } from './portal-sync-api';

export const PORTAL_EVENTS_MAX_BODY_BYTES = 128 * 1024;
/** A device clock may run ahead a little; further ahead is a broken clock, refused (see acceptOccurredAt). */
export const PORTAL_EVENT_MAX_FUTURE_MS = 24 * 60 * 60 * 1000;
export const PORTAL_EVENT_EARLIEST = Date.UTC(2024, 0, 1);

export const PORTAL_EVENT_LIMITS = {
  name: 120,
  email: 254,
  slug: 80,
  documentId: 200,
  query: 200,
} as const;

export const PORTAL_EVENT_KINDS = [
  'lesson_completed',
  'quiz_passed',
  'training_reset',
  'doc_viewed',
  'doc_downloaded',
  'search_no_results',
  'certificate_issued',
] as const;
export type PortalEventKind = (typeof PORTAL_EVENT_KINDS)[number];

/** Where a document was opened from. */
export const DOCUMENT_ORIGINS = ['library', 'header_search', 'guided_flow', 'playbook'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

/** C0/C1 controls and bidirectional overrides: never part of a name, an address or a query. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const noUnsafe = (label: string) =>
  z.refine<string>(
    (value) => !UNSAFE_CHARACTERS.test(value),
    `${label} must not contain control characters.`,
  );

const uuid = (label: string) =>
  z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(z.regexes.uuid(), `${label} must be a UUID.`));
const slug = (label: string) =>
  z
    .string()
    .check(
      z.maxLength(PORTAL_EVENT_LIMITS.slug, `${label} is too long.`),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} must be lower-case words joined by hyphens.`),
    );

/**
 * Rep emails are compared as a whole, NFKC and lower case: one rep, whatever the capitals or
 * full-width letters typed. The shared text rule (./text.ts) then checks what is left, so a
 * look-alike rep cannot make a second dashboard row.
 */
export function normaliseRepEmail(value: string): string {
  return normaliseText(value).toLowerCase();
}

const REP_EMAIL_SHAPE = 'Enter a work email like name@firm.com.';

export const repSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.overwrite(normaliseText),
      z.minLength(2, 'Name must be at least 2 characters.'),
      z.maxLength(
        PORTAL_EVENT_LIMITS.name,
        `Name must be at most ${PORTAL_EVENT_LIMITS.name} characters.`,
      ),
      safeText('Name'),
    ),
  email: z.string().check(
    z.overwrite(normaliseRepEmail),
    z.maxLength(PORTAL_EVENT_LIMITS.email, {
      error: `Email must be at most ${PORTAL_EVENT_LIMITS.email} characters.`,
      abort: true,
    }),
    safeEmail(REP_EMAIL_SHAPE),
  ),
});

/**
 * A rep's address to look stored events up by (erasure): normalised like a new event's, but only
 * the shape is checked, so events stored before the text rule can still be found and erased.
 */
export const repEmailLookupSchema = z
  .string()
  .check(
    z.overwrite(normaliseRepEmail),
    z.maxLength(
      PORTAL_EVENT_LIMITS.email,
      `Email must be at most ${PORTAL_EVENT_LIMITS.email} characters.`,
    ),
    z.regex(LOOSE_EMAIL, REP_EMAIL_SHAPE),
    noUnsafe('Email'),
  );
export type Rep = z.output<typeof repSchema>;

const base = {
  id: uuid('id'),
  rep: repSchema,
  deviceId: uuid('deviceId'),
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAt must be an ISO 8601 date-time.' }),
};

const moduleId = z.enum(MODULE_IDS, `moduleId must be one of ${MODULE_IDS.join(', ')}.`);
const documentId = z
  .string()
  .check(
    z.maxLength(PORTAL_EVENT_LIMITS.documentId, 'documentId is too long.'),
    z.regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/,
      'documentId must be a catalogue id such as sales/pilot-plan.',
    ),
  );

export const portalEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...base,
    kind: z.literal('lesson_completed'),
    moduleId,
    lessonId: slug('lessonId'),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('quiz_passed'),
    moduleId,
    /** Percent of questions right, as the rep's attempts went (the client decides which attempt it reports). */
    score: z
      .int()
      .check(
        z.gte(0, 'score is a percent from 0 to 100.'),
        z.lte(100, 'score is a percent from 0 to 100.'),
      ),
    attempts: z
      .int()
      .check(z.gte(1, 'attempts is at least 1.'), z.lte(10_000, 'attempts is at most 10000.')),
  }),
  z.strictObject({ ...base, kind: z.literal('training_reset') }),
  z.strictObject({
    ...base,
    kind: z.literal('doc_viewed'),
    documentId,
    from: z.enum(DOCUMENT_ORIGINS),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('doc_downloaded'),
    documentId,
    from: z.enum(DOCUMENT_ORIGINS),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('search_no_results'),
    /** Stored trimmed, with runs of spaces as one, in lower case: the dashboard groups by it. */
    query: z.string().check(
      z.overwrite((value) => value.trim().replace(/\s+/g, ' ').toLowerCase()),
      z.minLength(1, 'query must not be empty.'),
      z.maxLength(
        PORTAL_EVENT_LIMITS.query,
        `query must be at most ${PORTAL_EVENT_LIMITS.query} characters.`,
      ),
      noUnsafe('query'),
    ),
  }),
  z.strictObject({ ...base, kind: z.literal('certificate_issued') }),
]);
export type PortalEvent = z.output<typeof portalEventSchema>;
export type PortalEventInput = z.input<typeof portalEventSchema>;

export const portalEventBatchSchema = z.strictObject({
  events: z
    .array(portalEventSchema)
    .check(
      z.minLength(1, 'Send at least one event.'),
      z.maxLength(
        PORTAL_EVENTS_MAX_BATCH,
        `Send at most ${PORTAL_EVENTS_MAX_BATCH} events per request.`,
      ),
    ),
});
export type PortalEventBatch = z.output<typeof portalEventBatchSchema>;

function toProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.slice(0, 20).map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field(s): ${issue.keys.join(', ')}.`
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'This field is required.'
          : issue.message,
  }));
}

/** Validates a rep as typed on the identity form or stored on the device (the events' own rule). */
export function parseRep(input: unknown): ParseResult<Rep> {
  const result = z.safeParse(repSchema, input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: toProblems(result.error.issues) };
}

/** The time check the schema cannot make (it needs the receiver's clock). */
export function occurredAtProblem(occurredAt: string, now: number): string | undefined {
  const time = Date.parse(occurredAt);
  if (time < PORTAL_EVENT_EARLIEST) return 'occurredAt is before 2024: check the device clock.';
  if (time > now + PORTAL_EVENT_MAX_FUTURE_MS)
    return 'occurredAt is more than a day ahead: check the device clock.';
  return undefined;
}

export function parsePortalEvent(input: unknown, now: number): ParseResult<PortalEvent> {
  const result = z.safeParse(portalEventSchema, input);
  if (!result.success) return { ok: false, problems: toProblems(result.error.issues) };
  const problem = occurredAtProblem(result.data.occurredAt, now);
  return problem
    ? { ok: false, problems: [{ field: 'occurredAt', message: problem }] }
    : { ok: true, value: result.data };
}

/** Validates a whole batch; one bad event refuses the batch (the client validated it with this schema first). */
export function parsePortalEventBatch(input: unknown, now: number): ParseResult<PortalEventBatch> {
  const result = z.safeParse(portalEventBatchSchema, input);
  if (!result.success) return { ok: false, problems: toProblems(result.error.issues) };
  const problems = result.data.events.flatMap((event, index) => {
    const message = occurredAtProblem(event.occurredAt, now);
    return message ? [{ field: `events.${index}.occurredAt`, message }] : [];
  });
  return problems.length
    ? { ok: false, problems: problems.slice(0, 20) }
    : { ok: true, value: result.data };
}

/** POST /api/portal/events answers this (200). `accepted` are new rows; `duplicates` were stored before (or twice in the batch). */
export interface PortalEventsAccepted {
  ok: true;
  accepted: number;
  duplicates: number;
}

/** What a portal action records; the outbox adds the id, the rep, the device and the time. */
export type PortalEventBody = PortalEventInput extends infer E
  ? E extends unknown
    ? Omit<E, 'id' | 'rep' | 'deviceId' | 'occurredAt'>
    : never
  : never;

/** A complete event for the outbox, stamped with a fresh UUID and the device's clock. */
export function newPortalEvent(
  body: PortalEventBody,
  rep: Rep,
  deviceId: string,
  now: number = Date.now(),
): PortalEventInput {
  return {
    ...body,
    id: crypto.randomUUID(),
    rep,
    deviceId,
    occurredAt: new Date(now).toISOString(),
  };
}
