/**
 * The lead inbox's API shapes (admin only): one lead as GET/PATCH /api/leads return it, the list
 * and group pages, the status update body and the list query. Shared by the Worker and the inbox.
 */
import * as z from 'zod/mini';
import { FORBIDDEN_CONTROL } from './lead';
import {
  DELIVERY_STATES,
  LEAD_STATUSES,
  nestLeadFields,
  type DeliveryState,
  type LeadFieldGroup,
  type LeadStatus,
  type ReadLeadField,
} from './lead-fields';

export { DELIVERY_STATES, LEAD_STATUSES } from './lead-fields';
export type { DeliveryState, LeadStatus };

export const LEAD_LIST_LIMITS = { default: 50, max: 200 } as const;

/**
 * The inbox's orders: newest first (the default) or oldest first by receipt, or by name, company
 * or status (workflow order), each of those newest first within a tie.
 */
export const LEAD_SORTS = ['newest', 'oldest', 'name', 'company', 'status'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
/** `owner=` takes a person's id, or one of these. */
export const OWNER_FILTERS = { mine: 'me', none: 'none' } as const;
/** Longest utm_source / utm_campaign a filter takes (what attribution stores, src/shared/lead.ts). */
export const ATTRIBUTION_FILTER_MAX = 200;
export const STATUS_NOTE_MAX = 500;

const nullableText = z.nullable(z.string());

const KIND_SCHEMAS = {
  text: z.string(),
  nullableText,
  count: z.number(),
  status: z.enum(LEAD_STATUSES),
  delivery: z.enum(DELIVERY_STATES),
  /** The person working this lead (from the people directory), or null when nobody is. */
  owner: z.nullable(z.object({ id: z.string(), name: z.string() })),
};
type KindSchemas = typeof KIND_SCHEMAS;
type FieldShape<F extends ReadLeadField> = { [G in F as G['key']]: KindSchemas[G['kind']] };
type AdminLeadShape = FieldShape<Exclude<ReadLeadField, { group: string }>> & {
  [G in LeadFieldGroup]: z.ZodMiniObject<FieldShape<Extract<ReadLeadField, { group: G }>>>;
};

export const adminLeadSchema = z.object({
  ...(nestLeadFields(
    (field) => KIND_SCHEMAS[field.kind],
    (group) => z.object(group),
  ) as AdminLeadShape),
  /** How many stored leads share this email address (case-insensitively), this one included. */
  submissions: z.number(),
});
export type AdminLead = z.output<typeof adminLeadSchema>;

export const adminLeadPageSchema = z.object({
  ok: z.literal(true),
  leads: z.array(adminLeadSchema),
  nextCursor: nullableText,
  /** Every lead matching the filters, counted on the first page (null on later pages). */
  total: z.nullable(z.number()),
});
export type AdminLeadPage = z.output<typeof adminLeadPageSchema>;

export const leadGroupSchema = z.object({
  email: z.string(),
  name: z.string(),
  company: z.string(),
  submissions: z.number(),
  latestReceivedAt: z.string(),
  latestLeadId: z.string(),
  /** The status of the latest lead from this address. */
  status: z.enum(LEAD_STATUSES),
});
export type LeadGroup = z.output<typeof leadGroupSchema>;

export const leadGroupPageSchema = z.object({
  ok: z.literal(true),
  groups: z.array(leadGroupSchema),
  nextCursor: nullableText,
  /** Every address among the matching leads, counted on the first page (null on later pages). */
  total: z.nullable(z.number()),
});
export type LeadGroupPage = z.output<typeof leadGroupPageSchema>;

/** PATCH /api/leads/:id. An empty note (after trimming) clears it. */
export const leadStatusUpdateSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, `status must be one of ${LEAD_STATUSES.join(', ')}.`),
  note: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(STATUS_NOTE_MAX, `note must be at most ${STATUS_NOTE_MAX} characters.`),
        z.refine<string>(
          (value) => !FORBIDDEN_CONTROL.test(value),
          'note must not contain control or text-direction characters.',
        ),
      ),
    ),
  ),
});
export type LeadStatusUpdate = z.input<typeof leadStatusUpdateSchema>;

export const leadUpdatedSchema = z.object({ ok: z.literal(true), lead: adminLeadSchema });
export type LeadUpdated = z.output<typeof leadUpdatedSchema>;

/** PUT /api/leads/:id/owner: a person's id from the directory (active staff), or null for nobody. */
export const leadOwnerUpdateSchema = z.strictObject({
  ownerId: z.nullable(
    z
      .string("ownerId must be a person's id or null.")
      .check(z.regex(/^[0-9a-f-]{1,64}$/, "ownerId must be a person's id or null.")),
  ),
});
export type LeadOwnerUpdate = z.input<typeof leadOwnerUpdateSchema>;

/** Who a lead can be given to: active people of any role (GET /api/leads/owners). */
export const leadOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type LeadOwner = z.output<typeof leadOwnerSchema>;
export const leadOwnersSchema = z.object({ ok: z.literal(true), people: z.array(leadOwnerSchema) });

export const leadsErasedSchema = z.object({ ok: z.literal(true), erased: z.number() });
export type LeadsErased = z.output<typeof leadsErasedSchema>;

/** Years outside this range are typos or probes, not dates anyone means. */
export const DATE_YEAR_RANGE = { min: 2000, max: 2100 } as const;
/** DATE_YEAR_RANGE as a date field's min and max. */
export const DATE_INPUT_BOUNDS = {
  min: `${DATE_YEAR_RANGE.min}-01-01`,
  max: `${DATE_YEAR_RANGE.max}-12-31`,
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A real calendar date or ISO date-time within DATE_YEAR_RANGE, as epoch milliseconds, or null.
 * Rejects what Date.parse would roll over (2026-02-30) or stretch (+010000-01-01).
 */
export function parseFilterDate(text: string): { ms: number; dateOnly: boolean } | null {
  const dateOnly = DATE_ONLY.exec(text);
  const match = dateOnly ?? DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_RANGE.min || year > DATE_YEAR_RANGE.max) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const ms = Date.parse(dateOnly ? `${text}T00:00:00Z` : text);
  return Number.isNaN(ms) ? null : { ms, dateOnly: Boolean(dateOnly) };
}

/** GET /api/leads query parameters the inbox sends (all optional; see README "Leads"). */
export interface LeadListQuery {
  limit?: number;
  cursor?: string;
  status?: LeadStatus;
  q?: string;
  since?: string;
  until?: string;
  group?: 'email';
  format?: 'json' | 'csv';
  delivery?: DeliveryState;
  /** utm_source, matched whole and case-insensitively. */
  source?: string;
  /** utm_campaign, matched whole and case-insensitively. */
  campaign?: string;
  /** A person's id, 'me' or 'none'. */
  owner?: string;
  sort?: LeadSort;
}

/** The query string for a LeadListQuery, leaving out what is unset. */
export function leadListSearch(query: LeadListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
