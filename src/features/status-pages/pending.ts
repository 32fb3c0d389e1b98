import type { PendingPages } from '@/shared/vault-schema';

export type PendingEntry = PendingPages[string];

/** The vault's honest description of a not-yet-written destination, if it has one. */
export function pendingPageFor(pending: PendingPages, pathname: string): PendingEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(pending, path) ? pending[path] : undefined;
}
