/** How the team pages word times and counts (pure; the reader's time zone). */
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "25 Nov 2026"; the raw text if it is not a time. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : date.format(ms);
}

/** "25 Nov 2026, 14:05"; the raw text if it is not a time. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime.format(ms);
}

/** "GH" for Grace Hopper, "A" for Ada; "?" when there is no name to take letters from. */
export function initials(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : '';
  return (first + last).toLocaleUpperCase('en');
}
