/** How the team pages word people (pure); times are @/lib/date-time's. */
/** "GH" for Grace Hopper, "A" for Ada; "?" when there is no name to take letters from. */
export function initials(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : '';
  return (first + last).toLocaleUpperCase('en');
}
