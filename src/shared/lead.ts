/**
 * The one lead schema, used by the Data In Action form, the outbox, the service worker and the
 * Worker's POST /api/leads. zod/mini keeps it small in the browser bundle.
 */
import * as z from 'zod/mini';
import { LOOSE_EMAIL, normaliseText, safeEmail, safeText } from './text';

export { LOOSE_EMAIL } from './text';

export const LEAD_SOURCE = 'data-in-action';
export const LEAD_MAX_BODY_BYTES = 16 * 1024;

export const LEAD_LIMITS = {
  name: 120,
  company: 160,
  email: 254,
  userAgent: 512,
  honeypot: 200,
} as const;

/**
 * C0 controls, DEL, and the bidirectional embeddings, overrides and isolates (U+202A-E,
 * U+2066-9): a name like "Ada\u202Eevil" would display reversed in the inbox. The plain
 * direction marks (U+200E/F) cannot reorder text and appear in pasted right-to-left names, so
 * they pass.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const noControls = (label: string) =>
  z.refine<string>(
    (value) => !FORBIDDEN_CONTROL.test(value),
    `${label} must not contain control or text-direction characters.`,
  );

/**
 * NFKC, trimmed, and the domain lower-cased (the local part can be case-sensitive, so it is
 * kept). The shared text rule (./text.ts) then checks what is left.
 */
export function normaliseEmail(value: string): string {
  const trimmed = normaliseText(value);
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return trimmed.slice(0, at + 1) + trimmed.slice(at + 1).toLowerCase();
}

/** NFKC and trimmed; no control, format or surrogate characters; look-alike words only in names. */
const personText = (label: string, max: number, words: boolean) =>
  z
    .string()
    .check(
      z.overwrite(normaliseText),
      z.minLength(2, `${label} must be at least 2 characters.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
      safeText(label, words),
    );

const EMAIL_SHAPE = 'Enter an email address like name@firm.com.';

/** What the visitor types; the form validates with this as they go. */
export const leadFormSchema = z.object({
  name: personText('Full name', LEAD_LIMITS.name, true),
  company: personText('Company', LEAD_LIMITS.company, false),
  email: z.string().check(
    z.overwrite(normaliseEmail),
    z.maxLength(LEAD_LIMITS.email, {
      error: `Email must be at most ${LEAD_LIMITS.email} characters.`,
      abort: true,
    }),
    safeEmail(EMAIL_SHAPE),
  ),
  acknowledged: z.literal(true, 'Please confirm the acknowledgement.'),
});
export type LeadFormInput = z.input<typeof leadFormSchema>;

/**
 * An address to look stored leads up by (erasure): normalised like a new lead's, but only the
 * shape is checked, so a lead stored before the text rule can still be found and erased.
 */
export const leadEmailLookupSchema = z
  .string()
  .check(
    z.overwrite(normaliseEmail),
    z.maxLength(LEAD_LIMITS.email, `Email must be at most ${LEAD_LIMITS.email} characters.`),
    z.regex(LOOSE_EMAIL, EMAIL_SHAPE),
    noControls('Email'),
  );

export const ATTRIBUTION_LIMITS = { utm: 200, referrerHost: 253, landingPath: 512 } as const;

const utmValue = (key: string) =>
  z.optional(
    z
      .string()
      .check(
        z.maxLength(
          ATTRIBUTION_LIMITS.utm,
          `${key} must be at most ${ATTRIBUTION_LIMITS.utm} characters.`,
        ),
        noControls(key),
      ),
  );

/** Letters, digits and hyphens in dot-separated labels (an IDN arrives in its xn-- form). */
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** First-touch attribution the site records on a visitor's first page view and sends with the lead. */
export const attributionSchema = z.strictObject({
  utmSource: utmValue('utmSource'),
  utmMedium: utmValue('utmMedium'),
  utmCampaign: utmValue('utmCampaign'),
  utmTerm: utmValue('utmTerm'),
  utmContent: utmValue('utmContent'),
  referrerHost: z.optional(
    z.string().check(z.regex(HOSTNAME, 'referrerHost must be a host name like www.example.com.')),
  ),
  landingPath: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          ATTRIBUTION_LIMITS.landingPath,
          `landingPath must be at most ${ATTRIBUTION_LIMITS.landingPath} characters.`,
        ),
        z.regex(/^\//, 'landingPath must start with "/".'),
        noControls('landingPath'),
      ),
  ),
  firstSeenAt: z.optional(
    z.iso.datetime({ offset: true, error: 'firstSeenAt must be an ISO 8601 date-time.' }),
  ),
});
export type Attribution = z.output<typeof attributionSchema>;

export const ATTRIBUTION_KEYS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'referrerHost',
  'landingPath',
  'firstSeenAt',
] as const satisfies readonly (keyof Attribution)[];

/** Lower-cased before the format check, so "ABC..." and "abc..." are one idempotency key. */
const leadId = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(z.regexes.uuid(), 'id must be a UUID.'));

/** What is queued and sent: the form fields plus the client-made id (the idempotency key). */
export const leadSchema = z.strictObject({
  id: leadId,
  name: leadFormSchema.shape.name,
  company: leadFormSchema.shape.company,
  email: leadFormSchema.shape.email,
  source: z.literal(LEAD_SOURCE, `source must be "${LEAD_SOURCE}".`),
  userAgent: z
    .string()
    .check(
      z.maxLength(
        LEAD_LIMITS.userAgent,
        `userAgent must be at most ${LEAD_LIMITS.userAgent} characters.`,
      ),
    ),
  createdAt: z.iso.datetime({ offset: true, error: 'createdAt must be an ISO 8601 date-time.' }),
  /** Honeypot: people never see this field; a filled one marks a bot. */
  website: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          LEAD_LIMITS.honeypot,
          `website must be at most ${LEAD_LIMITS.honeypot} characters.`,
        ),
      ),
  ),
  attribution: z.optional(attributionSchema),
});
export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;

/**
 * What POST /api/leads accepts: a full lead, or the public-site spec's minimal body without id and
 * createdAt (the server assigns both, so such a request has no idempotency).
 */
export const leadRequestSchema = z.strictObject({
  ...leadSchema.shape,
  id: z.optional(leadId),
  createdAt: z.optional(leadSchema.shape.createdAt),
});
export type LeadRequest = z.output<typeof leadRequestSchema>;

export interface FieldProblem {
  field: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** zod leaves `input` out of its issues unless asked, and a missing field is told apart by it. */
const PARSE_PARAMS = { reportInput: true } as const;

function toProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field(s): ${issue.keys.join(', ')}.`
        : issue.code === 'invalid_type'
          ? issue.input === undefined
            ? 'This field is required.'
            : `Expected ${issue.expected}.`
          : issue.message,
  }));
}

export function parseLead(input: unknown): ParseResult<Lead> {
  const result = z.safeParse(leadSchema, input, PARSE_PARAMS);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: toProblems(result.error.issues) };
}

export function parseLeadRequest(input: unknown): ParseResult<LeadRequest> {
  const result = z.safeParse(leadRequestSchema, input, PARSE_PARAMS);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: toProblems(result.error.issues) };
}

export function parseLeadForm(input: unknown): ParseResult<z.output<typeof leadFormSchema>> {
  const result = z.safeParse(leadFormSchema, input, PARSE_PARAMS);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: toProblems(result.error.issues) };
}

/** Canonical bytes of a lead, so a replay with the same key can be told from a different body. */
export function canonicalLead(lead: Lead): string {
  const fields: unknown[] = [
    lead.id,
    lead.name,
    lead.company,
    lead.email,
    lead.source,
    lead.userAgent,
    lead.createdAt,
  ];
  // Appended only when sent, so the hashes of leads stored before attribution existed still match.
  if (lead.attribution) fields.push(ATTRIBUTION_KEYS.map((key) => lead.attribution?.[key] ?? null));
  return JSON.stringify(fields);
}
