/**
 * Which offline tier a route belongs to, declared on its route's `handle` (router.tsx): the public
 * pages work offline once the service worker is installed; the portal's pages once the portal pack
 * is complete (its status line says so); the signed-in staff pages (inbox, people, audit, library
 * studio, account) never do, they need the network.
 */
export type OfflineTier = 'public' | 'portal-pack' | 'online-only';

export interface OfflineHandle {
  offline: OfflineTier;
}

/** The innermost declared tier of the matched routes; undeclared routes are public. */
export function offlineTierOf(matches: readonly { handle?: unknown }[]): OfflineTier {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.handle as Partial<OfflineHandle> | undefined;
    if (handle?.offline) return handle.offline;
  }
  return 'public';
}
