/**
 * The lead export's CSV: its header and one line per lead, streamed page by page. Cells are written
 * by the shared csvCell (formula-neutralising, RFC 4180).
 */
import type { LeadRow } from './lead-row';
import { csvLine } from '../src/shared/csv';

export { csvCell, csvLine, UTF8_BOM } from '../src/shared/csv';

export const LEAD_CSV_HEADER = [
  'id',
  'received_at',
  'created_at',
  'name',
  'company',
  'email',
  'source',
  'country',
  'user_agent',
  'status',
  'status_note',
  'status_changed_at',
  'delivery_state',
  'delivery_attempts',
  'delivered_at',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'landing_path',
  'first_seen_at',
] as const;

export function leadCsvLine(row: Omit<LeadRow, 'submissions'>): string {
  return csvLine(LEAD_CSV_HEADER.map((column) => row[column]));
}
