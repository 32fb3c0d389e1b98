/**
 * How the app words a stored ISO time: one definition for every page. Each style is one
 * Intl.DateTimeFormat, made on first use (most pages need one or two). A text that is not a time
 * shows as it is rather than throwing.
 */
const STYLES = {
  /** "25 Nov 2026" in the reader's time zone. */
  date: ['en-GB', { dateStyle: 'medium' }],
  /** "25 Nov 2026, 14:05" in the reader's time zone. */
  dateTime: ['en-GB', { dateStyle: 'medium', timeStyle: 'short' }],
  /** "25 Nov 2026" as a UTC day: a catalogue date ('YYYY-MM-DD'). */
  dayUtc: ['en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }],
  /** "25 November 2026" as a UTC day: the certificate's date. */
  longDayUtc: ['en-GB', { dateStyle: 'long', timeZone: 'UTC' }],
  /** The reader's own locale and time zone ("Nov 25, 2026, 2:05 PM" in en-US): the account pages. */
  localDateTime: [undefined, { dateStyle: 'medium', timeStyle: 'short' }],
  /** The reader's own locale ("November 25, 2026" in en-US): an invite's expiry. */
  localLongDate: [undefined, { day: 'numeric', month: 'long', year: 'numeric' }],
} as const satisfies Record<string, readonly [string | undefined, Intl.DateTimeFormatOptions]>;

export type DateTimeStyle = keyof typeof STYLES;

const formats = new Map<DateTimeStyle, Intl.DateTimeFormat>();

function formatOf(style: DateTimeStyle): Intl.DateTimeFormat {
  let format = formats.get(style);
  if (!format) {
    const [locale, options] = STYLES[style];
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(style, format);
  }
  return format;
}

/** A stored ISO time in the given style ("25 Nov 2026, 14:05" by default); the raw text if unparsable. */
export function formatDateTime(iso: string, style: DateTimeStyle = 'dateTime'): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatOf(style).format(ms);
}

/** "25 Nov 2026"; the raw text if it is not a time. */
export function formatDate(iso: string): string {
  return formatDateTime(iso, 'date');
}
