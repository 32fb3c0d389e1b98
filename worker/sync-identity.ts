/**
 * Who is reading or writing the portal's shared data (team sync, decision 0012; the library feed,
 * issue 26): an enrolled device, a signed-in person of any role, or the shared sync credential.
 */
import { authorisePortal } from './portal-auth';
import { errorResponse } from './http';
import { originAllowed } from './access-control';
import { readSession } from './sessions';
import { deviceSyncIdentity } from './portal-devices';
import type { PersonRow } from './people-queries';
import type { Env } from './env';

/**
 * Who is syncing: an enrolled device (its sync token names its person: verified), a signed-in
 * person (their session names them: verified), or else a device that holds the shared sync
 * credential (the identity it declares: unverified).
 */
export type SyncIdentity =
  | { ok: true; person: Pick<PersonRow, 'id' | 'email' | 'name'>; accessEmail: null }
  | { ok: true; person: null; accessEmail: string | null }
  | { ok: false; response: Response };

export async function syncIdentity(request: Request, env: Env): Promise<SyncIdentity> {
  // A device's own token is judged alone, before any session the browser also sends: a removed
  // device must hear device_revoked even while its person is still signed in.
  const authorization = request.headers.get('Authorization') ?? '';
  if (/^Device\s/.test(authorization.trim())) {
    const device = await deviceSyncIdentity(request, env, authorization);
    return device.ok ? { ok: true, person: device.person, accessEmail: null } : device;
  }
  const found = await readSession(request, env.DB, Date.now());
  if (found.ok) {
    // No CSRF token here: the service worker delivers queued events without the page's token.
    // Events are append-only facts in application/json (a cross-site form cannot send that
    // without a preflight, which this Worker never grants), the cookie is SameSite=Strict, and a
    // browser's Origin must be this site's (decision 0024).
    if (!originAllowed(request))
      return {
        ok: false,
        response: errorResponse(403, 'origin_refused', 'This request came from another site.'),
      };
    return { ok: true, person: found.session.person, accessEmail: null };
  }
  const auth = await authorisePortal(request, env);
  return auth.ok ? { ok: true, person: null, accessEmail: auth.accessEmail } : auth;
}
