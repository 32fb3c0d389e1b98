/**
 * RFC 4180 CSV cells and lines, shared by the Worker's lead export and the team dashboard's
 * downloads. Cells a spreadsheet would run as a formula are defused with a leading quote, including
 * after leading whitespace and in full-width form (＝＋－＠), which spreadsheet apps also evaluate.
 */

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
