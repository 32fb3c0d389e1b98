/**
 * A stored lead's fields, defined once. From this table come the D1 row type and the columns read
 * (worker/lead-row.ts), the row → AdminLead mapping and its zod schema (./lead-admin.ts), the
 * INSERT columns (worker/leads-queries.ts), the CSV export's columns (worker/csv.ts) and the
 * inbox's column headings and attribution labels (src/features/lead-inbox). The migrations stay as
 * written (history); tests/worker/lead-fields.test.ts checks this table against the migrated D1
 * schema, the one place the two are compared rather than derived.
 * Plain data with type-only imports: the inbox chunk reads it, and the lead form does not.
 */
import type { Attribution, Lead } from './lead';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'disqualified'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DELIVERY_STATES = [
  'pending',
  'delivered',
  'retrying',
  'failed',
  'not_configured',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What a column holds; its D1 type, nullability and JSON type follow from it. */
export type LeadFieldKind = 'text' | 'nullableText' | 'count' | 'status' | 'delivery' | 'owner';

interface LeadFieldSpec {
  /** The D1 column. */
  column: string;
  /** Its key in AdminLead (inside `group` when there is one); null for a column never read back. */
  key: string | null;
  group?: 'delivery' | 'attribution';
  kind: LeadFieldKind;
  /**
   * Where INSERT takes it from: the submitted lead (at the same key and group as AdminLead's), the
   * server (bound by column name), or D1's clock; left out, the column's default applies.
   */
  insert?: 'lead' | 'server' | 'now';
  /** Position in the CSV export; left out, the export does not carry it. */
  csv?: number;
  /** The inbox table's column for it: position and heading. */
  inboxColumn?: { at: number; heading: string };
  /** How the inbox labels it among a lead's attribution (in this table's order). */
  inboxLabel?: string;
}

export const LEAD_FIELDS = [
  { column: 'id', key: 'id', kind: 'text', insert: 'lead', csv: 0 },
  {
    column: 'name',
    key: 'name',
    kind: 'text',
    insert: 'lead',
    csv: 3,
    inboxColumn: { at: 1, heading: 'Name' },
  },
  {
    column: 'company',
    key: 'company',
    kind: 'text',
    insert: 'lead',
    csv: 4,
    inboxColumn: { at: 2, heading: 'Company' },
  },
  {
    column: 'email',
    key: 'email',
    kind: 'text',
    insert: 'lead',
    csv: 5,
    inboxColumn: { at: 3, heading: 'Email' },
  },
  {
    column: 'source',
    key: 'source',
    kind: 'text',
    insert: 'lead',
    csv: 6,
    inboxColumn: { at: 5, heading: 'Source and attribution' },
  },
  { column: 'user_agent', key: 'userAgent', kind: 'text', insert: 'lead', csv: 8 },
  { column: 'created_at', key: 'createdAt', kind: 'text', insert: 'lead', csv: 2 },
  {
    column: 'received_at',
    key: 'receivedAt',
    kind: 'text',
    insert: 'now',
    csv: 1,
    inboxColumn: { at: 0, heading: 'Received' },
  },
  {
    column: 'country',
    key: 'country',
    kind: 'nullableText',
    insert: 'server',
    csv: 7,
    inboxColumn: { at: 4, heading: 'Country' },
  },
  {
    column: 'status',
    key: 'status',
    kind: 'status',
    csv: 9,
    inboxColumn: { at: 6, heading: 'Status' },
  },
  { column: 'status_note', key: 'statusNote', kind: 'nullableText', csv: 10 },
  { column: 'status_changed_at', key: 'statusChangedAt', kind: 'nullableText', csv: 11 },
  {
    column: 'delivery_state',
    key: 'state',
    group: 'delivery',
    kind: 'delivery',
    insert: 'server',
    csv: 12,
    inboxColumn: { at: 8, heading: 'Delivery' },
  },
  { column: 'delivery_attempts', key: 'attempts', group: 'delivery', kind: 'count', csv: 13 },
  { column: 'delivery_error', key: 'error', group: 'delivery', kind: 'nullableText' },
  { column: 'delivered_at', key: 'deliveredAt', group: 'delivery', kind: 'nullableText', csv: 14 },
  ...(
    [
      ['utm_source', 'utmSource', 'utm_source'],
      ['utm_medium', 'utmMedium', 'utm_medium'],
      ['utm_campaign', 'utmCampaign', 'utm_campaign'],
      ['utm_term', 'utmTerm', 'utm_term'],
      ['utm_content', 'utmContent', 'utm_content'],
      ['referrer_host', 'referrerHost', 'Referrer'],
      ['landing_path', 'landingPath', 'Landing page'],
    ] as const
  ).map(
    ([column, key, inboxLabel], index) =>
      ({
        column,
        key,
        group: 'attribution',
        kind: 'nullableText',
        insert: 'lead',
        csv: 15 + index,
        inboxLabel,
      }) as const,
  ),
  // Shown apart from the other attribution (not among the labelled entries).
  {
    column: 'first_seen_at',
    key: 'firstSeenAt',
    group: 'attribution',
    kind: 'nullableText',
    insert: 'lead',
    csv: 22,
  },
  /** The person working this lead (from the people directory), or null when nobody is. */
  {
    column: 'owner_id',
    key: 'owner',
    kind: 'owner',
    csv: 23,
    inboxColumn: { at: 7, heading: 'Owner' },
  },
  /** The submitted body's hash, for telling an idempotent replay from a different lead. */
  { column: 'body_hash', key: null, kind: 'text', insert: 'server' },
] as const satisfies readonly LeadFieldSpec[];

export type LeadField = (typeof LEAD_FIELDS)[number];
/** The fields read back into a lead (all but write-only ones like body_hash). */
export type ReadLeadField = Extract<LeadField, { key: string }>;
export type LeadColumn = ReadLeadField['column'];
export type LeadFieldGroup = NonNullable<LeadFieldSpec['group']>;

interface RowValues {
  text: string;
  nullableText: string | null;
  count: number;
  status: LeadStatus;
  delivery: DeliveryState;
  /** owner_id: the AdminLead's owner is built from it and the joined owner_name. */
  owner: string | null;
}

/** A lead's stored columns as D1 returns them. */
export type StoredLeadRow = { [F in ReadLeadField as F['column']]: RowValues[F['kind']] };

export const READ_LEAD_FIELDS: readonly ReadLeadField[] = LEAD_FIELDS.filter(
  (field): field is ReadLeadField => field.key !== null,
);

/** The columns selected for a lead, in this table's order. */
export const LEAD_ROW_COLUMNS: readonly LeadColumn[] = READ_LEAD_FIELDS.map(
  (field) => field.column,
);

type CsvField = Extract<LeadField, { csv: number }>;
/** The CSV export's columns, in their export order. */
export const LEAD_CSV_COLUMNS: readonly CsvField['column'][] = LEAD_FIELDS.filter(
  (field): field is CsvField => 'csv' in field,
)
  .sort((a, b) => a.csv - b.csv)
  .map((field) => field.column);

type InboxField = Extract<LeadField, { inboxColumn: object }>;
/** The inbox table's column headings, in order. */
export const LEAD_INBOX_COLUMNS: readonly string[] = LEAD_FIELDS.filter(
  (field): field is InboxField => 'inboxColumn' in field,
)
  .map((field) => field.inboxColumn)
  .sort((a, b) => a.at - b.at)
  .map((column) => column.heading);

/** Each shown column's heading, by the column it shows (for the cells' data-label). */
export const LEAD_INBOX_HEADINGS = Object.fromEntries(
  LEAD_FIELDS.filter((field): field is InboxField => 'inboxColumn' in field).map((field) => [
    field.column,
    field.inboxColumn.heading,
  ]),
) as { [F in InboxField as F['column']]: F['inboxColumn']['heading'] };

type LabelledField = Extract<LeadField, { inboxLabel: string }>;
/** The attribution the inbox lists, labelled, in a fixed order (first seen is shown apart). */
export const LEAD_ATTRIBUTION_LABELS: ReadonlyArray<readonly [LabelledField['key'], string]> =
  LEAD_FIELDS.filter((field): field is LabelledField => 'inboxLabel' in field).map(
    (field) => [field.key, field.inboxLabel] as const,
  );

type InsertField = Extract<LeadField, { insert: string }>;
export type ServerLeadColumn = Extract<InsertField, { insert: 'server' }>['column'];
/** The columns INSERT writes, in this table's order. */
export const LEAD_INSERT_FIELDS: readonly InsertField[] = LEAD_FIELDS.filter(
  (field): field is InsertField => 'insert' in field,
);

/** A submitted lead's value for a field INSERT takes from it (null for absent attribution). */
export function submittedValue(
  lead: Lead,
  field: Extract<InsertField, { insert: 'lead' }>,
): string | null {
  if ('group' in field) return lead.attribution?.[field.key] ?? null;
  return lead[field.key];
}

/**
 * Builds a lead's nested form in this table's order (groups where their first field stands), so
 * the JSON's key order is the table's: `leaf` gives each field's value, `wrap` each group's.
 */
export function nestLeadFields<V, G>(
  leaf: (field: ReadLeadField) => V,
  wrap: (group: Record<string, V>) => G,
): Record<string, V | G> {
  const nested: Record<string, V | G> = {};
  const groups = new Map<LeadFieldGroup, Record<string, V>>();
  for (const field of READ_LEAD_FIELDS) {
    if (!('group' in field)) {
      nested[field.key] = leaf(field);
      continue;
    }
    let group = groups.get(field.group);
    if (!group) {
      groups.set(field.group, (group = {}));
      // Holds the group's place in the key order; wrapped once, below, when it is complete.
      nested[field.group] = undefined as G;
    }
    group[field.key] = leaf(field);
  }
  for (const [name, group] of groups) nested[name] = wrap(group);
  return nested;
}

type Assert<T extends true> = T;
/** The submitted lead and the stored one name their fields alike: a rename on one side fails here. */
export type SubmittedKeysMatch = Assert<
  [
    Extract<InsertField, { insert: 'lead'; group: 'attribution' }>['key'],
    Exclude<Extract<InsertField, { insert: 'lead' }>, { group: string }>['key'],
  ] extends [keyof Attribution, keyof Lead]
    ? true
    : false
>;
