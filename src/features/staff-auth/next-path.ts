/**
 * Where sign-in sends a person next. `?next=` comes from the address bar, so anyone can write it:
 * only a path on this site under the staff pages is followed (no other origin, no protocol-relative
 * `//host`, no backslash tricks), anything else falls back to the account page.
 */
import { ACCOUNT_PATH } from '@/shared/people';

const STAFF_PREFIXES = ['/admin/', '/internal/', '/employee-onboarding'] as const;

export function safeNextPath(raw: string | null | undefined, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\'))
    return ACCOUNT_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return ACCOUNT_PATH;
  }
  if (url.origin !== origin) return ACCOUNT_PATH;
  const inside = STAFF_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? url.pathname.startsWith(prefix)
      : url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
  );
  // The sign-in and welcome pages would only send the person round again.
  if (!inside || url.pathname === '/admin/sign-in' || url.pathname === '/admin/welcome')
    return ACCOUNT_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address for a page that needs a session: `/admin/sign-in?next=/admin/leads%3Fstatus%3Dnew`. */
export function signInHref(signInPath: string, here: string): string {
  return `${signInPath}?next=${encodeURIComponent(here)}`;
}
