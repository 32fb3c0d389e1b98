/**
 * The one lead schema, used by the Data In Action form, the outbox, the service worker and the
 * Worker's POST /api/leads. zod/mini keeps it small in the browser bundle.
 */
import * as z from 'zod/mini';

export const LEAD_SOURCE = 'data-in-action';
export const LEAD_MAX_BODY_BYTES = 16 * 1024;

export const LEAD_LIMITS = {
  name: 120,
  company: 160,
  email: 254,
  userAgent: 512,
  honeypot: 200,
} as const;

/** "something @ something . something", as the spec's access form has it. */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims, and lower-cases the domain (the local part can be case-sensitive, so it is kept). */
export function normaliseEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return trimmed.slice(0, at + 1) + trimmed.slice(at + 1).toLowerCase();
}

const personText = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(2, `${label} must be at least 2 characters.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/** What the visitor types; the form validates with this as they go. */
export const leadFormSchema = z.object({
  name: personText('Full name', LEAD_LIMITS.name),
  company: personText('Company', LEAD_LIMITS.company),
  email: z.string().check(
    z.overwrite(normaliseEmail),
    z.maxLength(LEAD_LIMITS.email, `Email must be at most ${LEAD_LIMITS.email} characters.`),
    z.regex(LOOSE_EMAIL, 'Enter an email address like name@firm.com.'),
  ),
  acknowledged: z.literal(true, 'Please confirm the acknowledgement.'),
});
export type LeadFormInput = z.input<typeof leadFormSchema>;

/** What is queued and sent: the form fields plus the client-made id (the idempotency key). */
export const leadSchema = z.strictObject({
  id: z.uuid('id must be a UUID.'),
  name: leadFormSchema.shape.name,
  company: leadFormSchema.shape.company,
  email: leadFormSchema.shape.email,
  source: z.literal(LEAD_SOURCE, `source must be "${LEAD_SOURCE}".`),
  userAgent: z.string().check(z.maxLength(LEAD_LIMITS.userAgent, `userAgent must be at most ${LEAD_LIMITS.userAgent} characters.`)),
  createdAt: z.iso.datetime({ offset: true, error: 'createdAt must be an ISO 8601 date-time.' }),
  /** Honeypot: people never see this field; a filled one marks a bot. */
  website: z.optional(z.string().check(z.maxLength(LEAD_LIMITS.honeypot))),
});
export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;

export interface FieldProblem {
  field: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

function toProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field(s): ${issue.keys.join(', ')}.`
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'This field is required.'
          : issue.message,
  }));
}

export function parseLead(input: unknown): ParseResult<Lead> {
  const result = z.safeParse(leadSchema, input);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: toProblems(result.error.issues) };
}

export function parseLeadForm(input: unknown): ParseResult<z.output<typeof leadFormSchema>> {
  const result = z.safeParse(leadFormSchema, input);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: toProblems(result.error.issues) };
}

/** Canonical bytes of a lead, so a replay with the same key can be told from a different body. */
export function canonicalLead(lead: Lead): string {
  return JSON.stringify([lead.id, lead.name, lead.company, lead.email, lead.source, lead.userAgent, lead.createdAt]);
}
