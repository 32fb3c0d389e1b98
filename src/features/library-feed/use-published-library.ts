/**
 * The published library in React: the portal gate opens it with the unlocked vault (and asks the
 * network again when the device comes online, the tab shows again, and every few minutes); pages
 * read the merged catalogue, the changes and each document's badge.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getDatabase } from '@/lib/db';
import type { Catalogue } from '@/shared/vault-schema';
import { badgesSince, type ChangeKind, type LibraryChange } from './merge';
import { publishedLibrary, type PublishedState } from './published-library';

const REFRESH_EVERY_MS = 5 * 60 * 1000;
const LOCKED: PublishedState = { merged: null, baseline: null };

function library() {
  return publishedLibrary(getDatabase);
}

/** In the portal gate: the catalogue pages should show (null: the build's, until the feed is read). */
export function usePublishedCatalogue(
  unlocked: { builtIn: Catalogue; key: CryptoKey } | null,
): Catalogue | null {
  const service = library();
  const builtIn = unlocked?.builtIn;
  const key = unlocked?.key;
  useEffect(() => {
    if (!builtIn || !key) {
      service.close();
      return;
    }
    void service.open(builtIn, key);
    const refresh = () => void service.refresh();
    const visible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', visible);
    const timer = window.setInterval(refresh, REFRESH_EVERY_MS);
    return () => {
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }, [service, builtIn, key]);
  const state = useSyncExternalStore(service.subscribe, service.getSnapshot, () => LOCKED);
  return state.merged?.catalogue ?? null;
}

/** Changes since the rep last looked, and each document's badge; marks them seen once shown. */
export function useLibraryChanges(): { changes: LibraryChange[]; badges: Map<string, ChangeKind> } {
  const service = library();
  const state = useSyncExternalStore(service.subscribe, service.getSnapshot, () => LOCKED);
  const { merged, baseline } = state;
  const result = useMemo(() => {
    const badges = badgesSince(merged?.changes ?? [], baseline);
    return {
      changes: (merged?.changes ?? []).filter((change) => badges.has(change.docId)),
      badges,
    };
  }, [merged, baseline]);
  useEffect(() => {
    if (merged) void service.markSeen();
  }, [service, merged]);
  return result;
}

/** One document's badge ("New", "Updated") since the rep last looked; re-renders only when it changes. */
export function useChangeBadge(docId: string): ChangeKind | undefined {
  const service = library();
  return useSyncExternalStore(
    service.subscribe,
    () => badgeOf(service.getSnapshot(), docId),
    () => undefined,
  );
}

function badgeOf({ merged, baseline }: PublishedState, docId: string): ChangeKind | undefined {
  if (!merged || baseline === null) return undefined;
  const change = merged.changes.find((item) => item.docId === docId);
  return change && change.at > baseline ? change.kind : undefined;
}

/** For the pack: the published files once the stored feed is read, and a way to hear of changes. */
export function publishedPackSource() {
  const service = library();
  return {
    ready: () => service.ready().then((merged) => merged.pack),
    subscribe: service.subscribe,
    current: () => service.getSnapshot().merged?.pack ?? null,
  };
}
