/**
 * A stored lead row as D1 returns it, and its admin JSON form (AdminLead), both from the one field
 * table (src/shared/lead-fields.ts). Pure.
 */
import type { AdminLead } from '../src/shared/lead-admin';
import { nestLeadFields, type StoredLeadRow } from '../src/shared/lead-fields';

export { LEAD_ROW_COLUMNS } from '../src/shared/lead-fields';

export interface LeadRow extends StoredLeadRow {
  /** The owner's name from the people directory (joined by the query). */
  owner_name: string | null;
  /** Stored leads sharing this email, case-insensitively (computed by the query). */
  submissions: number;
}

export function toAdminLead(row: LeadRow): AdminLead {
  const lead = nestLeadFields(
    (field) =>
      field.kind === 'owner'
        ? row.owner_id
          ? { id: row.owner_id, name: row.owner_name ?? '' }
          : null
        : row[field.column],
    (group) => group,
  );
  // The table types every field; the assembled object is AdminLead by construction (lead-row.test).
  return { ...lead, submissions: row.submissions } as AdminLead;
}
