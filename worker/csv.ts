/**
 * The lead export's CSV: its header and one line per lead, streamed page by page. Cells are written
 * by the shared csvCell (formula-neutralising, RFC 4180).
 */
import type { LeadRow } from './lead-row';
import { csvLine } from '../src/shared/csv';
import { LEAD_CSV_COLUMNS } from '../src/shared/lead-fields';

export { csvCell, csvLine, UTF8_BOM } from '../src/shared/csv';

/**
 * The export's columns, in order, from the lead field table; the owner's name (joined from the
 * people directory, so not a lead field) follows the owner's id, for a reader who knows no ids.
 */
export const LEAD_CSV_HEADER = [...LEAD_CSV_COLUMNS, 'owner_name'] as const;

export function leadCsvLine(row: Omit<LeadRow, 'submissions'>): string {
  return csvLine(LEAD_CSV_HEADER.map((column) => row[column]));
}
