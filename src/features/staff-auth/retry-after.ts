/** How long a locked sign-in must wait (429 `locked` with `Retry-After`), read and said in words. */

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Thu, 01 Jan 2026 12:00:00 GMT"); Date.parse alone would
  // read "-3" as a year.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "Try again in 15 minutes." and, in the last minute, the seconds: "Try again in 42 seconds." */
export function waitInWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole <= 0) return 'You can try again now.';
  if (whole < 60) return `Try again in ${whole} ${whole === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(whole / 60);
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
