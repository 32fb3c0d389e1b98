/**
 * RFC 4180 CSV for the lead export. Cells a spreadsheet would run as a formula are defused with a
 * leading quote, including after leading whitespace and in full-width form (＝＋－＠), which
 * spreadsheet apps also evaluate. Pure: the Worker streams these lines page by page.
 */
import type { LeadRow } from './lead-row';

/** Excel reads a CSV without it as the legacy code page and garbles non-ASCII names. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

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
