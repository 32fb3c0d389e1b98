/** Display formatting for the collateral library: file sizes, relative ages, result counts. */
import { formatDateTime } from '@/lib/date-time';

const KB = 1024;
const MB = KB * 1024;
const DAY_MS = 86_400_000;

/** Bytes as 'B', 'KB' or 'MB'; kilobytes and megabytes with one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 'YYYY-MM-DD' as a UTC day number. */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** A catalogue date ('YYYY-MM-DD') as shown when it is too old (or too new) for a relative age. */
export function formatDate(isoDate: string): string {
  return formatDateTime(`${isoDate}T00:00:00Z`, 'dayUtc');
}

/**
 * How long ago a file was updated, counted in calendar days of the reader's own clock:
 * today, yesterday, N days (< 7), N weeks (< 30), N months (< 365), else the date.
 * A date in the future (a clock behind the build) shows as the date rather than a false 'today'.
 */
export function relativeAge(isoDate: string, now: Date): string {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS;
  const days = Math.round(today - dayNumber(isoDate));
  if (days < 0) return formatDate(isoDate);
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return `${plural(Math.floor(days / 7), 'week')} ago`;
  if (days < 365) return `${plural(Math.floor(days / 30), 'month')} ago`;
  return formatDate(isoDate);
}

/** 'Found 1 result', 'Found 12 results' (the library search box). */
export function foundResults(count: number): string {
  return `Found ${plural(count, 'result')}`;
}

/** '1 result found', '8 results found' (the header search dropdown). */
export function resultsFound(count: number): string {
  return `${plural(count, 'result')} found`;
}
