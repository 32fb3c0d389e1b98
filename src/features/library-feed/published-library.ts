/**
 * The published library on a rep's device (issue 26, decision 0026). The Worker's feed (entries
 * sealed under the content key) is kept as sent in IndexedDB, so an unlocked portal shows what
 * managers published offline too; each contact with the network asks for it again with its ETag
 * (an unchanged feed costs a 304). Opened entries are merged over the build's catalogue
 * (merge.ts); the merged library is an external store the portal gate, the pack and the pages read.
 */
import type { MsdDatabase } from '@/lib/db';
import { readSyncCredential } from '@/lib/outbox/sync-credential-store';
import { checked } from '@/shared/checked';
import {
  LIBRARY_API,
  entryAad,
  feedAnswerSchema,
  libraryEntrySchema,
  openJson,
  type FeedAnswer,
} from '@/shared/library-publish';
import { LIBRARY_FLAG_KEYS } from '@/shared/storage-keys';
import type { Catalogue } from '@/shared/vault-schema';
import { latestChange, mergeLibrary, type MergedLibrary, type OpenedDocument } from './merge';

export interface PublishedState {
  /** null until the stored feed was read after unlock (the pack waits for it). */
  merged: MergedLibrary | null;
  /** The newest change the rep had seen when this page opened (null: no badges yet). */
  baseline: string | null;
}

export interface PublishedLibraryDeps {
  db: () => MsdDatabase;
  fetch: typeof fetch;
  /** Today on this device's calendar, YYYY-MM-DD (expiry works offline too). */
  today: () => string;
  now: () => number;
}

/**
 * What the rep has seen, kept across page loads: the newest change shown (server time), and the
 * baseline of the visit under way (its badges), which a page load within VISIT_GAP_MS carries on.
 */
interface SeenMark {
  mark: string;
  baseline: string;
  at: number;
}

/** Pages opened within half an hour of the last one belong to the same visit (their badges stay). */
export const VISIT_GAP_MS = 30 * 60 * 1000;

interface StoredFeed {
  etag: string | null;
  answer: FeedAnswer;
}

const EMPTY: PublishedState = { merged: null, baseline: null };
const REQUEST_TIMEOUT_MS = 10_000;

export type RefreshOutcome = 'changed' | 'unchanged' | 'offline' | 'refused';

export class PublishedLibrary {
  private state: PublishedState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private unlocked: { builtIn: Catalogue; key: CryptoKey } | null = null;
  private feed: StoredFeed | null = null;
  private readyWaiters: Array<() => void> = [];
  private refreshing: Promise<RefreshOutcome> | null = null;

  constructor(private readonly deps: PublishedLibraryDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PublishedState => this.state;

  /** Resolves once the unlocked portal's stored feed is merged (at once if it already is). */
  ready(): Promise<MergedLibrary> {
    if (this.state.merged) return Promise.resolve(this.state.merged);
    return new Promise((resolve) => this.readyWaiters.push(() => resolve(this.state.merged!)));
  }

  /** The portal unlocked: show what this device holds, then ask the network. */
  async open(builtIn: Catalogue, key: CryptoKey): Promise<void> {
    if (this.unlocked?.builtIn === builtIn && this.unlocked.key === key) return;
    this.unlocked = { builtIn, key };
    this.feed = await this.readStored();
    await this.remerge();
    void this.refresh();
  }

  /** Locked or wiped: nothing published is shown until the next unlock. */
  close(): void {
    this.unlocked = null;
    this.feed = null;
    this.set(EMPTY);
  }

  /** Asks the Worker for the feed (with its ETag); a changed feed is stored and merged. */
  refresh(): Promise<RefreshOutcome> {
    this.refreshing ??= this.fetchFeed().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** The rep has seen the library as it is now: the next visit's badges start from here. */
  async markSeen(): Promise<void> {
    const latest = this.state.merged ? latestChange(this.state.merged.changes) : null;
    const stored = await this.readSeen();
    const mark =
      latest !== null && (stored === null || latest > stored.mark) ? latest : (stored?.mark ?? '');
    await this.writeSeen({ mark, baseline: this.state.baseline ?? mark, at: this.deps.now() });
  }

  private async fetchFeed(): Promise<RefreshOutcome> {
    if (!this.unlocked) return 'unchanged';
    const db = this.deps.db();
    const authorization = await readSyncCredential(db).catch(() => undefined);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    if (this.feed?.etag) headers['If-None-Match'] = this.feed.etag;
    let response: Response;
    try {
      response = await this.deps.fetch(LIBRARY_API.feed, {
        cache: 'no-store',
        credentials: 'same-origin',
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      return 'offline';
    }
    if (response.status === 304) return 'unchanged';
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return 'refused';
    }
    const result = checked(feedAnswerSchema, await response.json().catch(() => null));
    if (!result.ok) return 'refused';
    const feed: StoredFeed = { etag: response.headers.get('ETag'), answer: result.value };
    if (!this.unlocked) return 'unchanged';
    // Kept for offline starts; storage that refuses the write still shows the feed now.
    await db.flags
      .put({ key: LIBRARY_FLAG_KEYS.feed, value: feed, updatedAt: this.deps.now() })
      .catch(() => undefined);
    this.feed = feed;
    await this.remerge();
    return 'changed';
  }

  private async readStored(): Promise<StoredFeed | null> {
    const value = (
      await this.deps
        .db()
        .flags.get(LIBRARY_FLAG_KEYS.feed)
        .catch(() => undefined)
    )?.value as { etag?: unknown; answer?: unknown } | undefined;
    const answer = checked(feedAnswerSchema, value?.answer);
    if (!answer.ok) return null;
    return { etag: typeof value?.etag === 'string' ? value.etag : null, answer: answer.value };
  }

  private async readSeen(): Promise<SeenMark | null> {
    const value = (
      await this.deps
        .db()
        .flags.get(LIBRARY_FLAG_KEYS.seen)
        .catch(() => undefined)
    )?.value as Partial<SeenMark> | undefined;
    return typeof value?.mark === 'string' &&
      typeof value.baseline === 'string' &&
      typeof value.at === 'number'
      ? { mark: value.mark, baseline: value.baseline, at: value.at }
      : null;
  }

  /** Best effort: storage that refuses a write costs the next visit its badges, never the library. */
  private async writeSeen(seen: SeenMark): Promise<void> {
    await Promise.resolve()
      .then(() =>
        this.deps.db().flags.put({ key: LIBRARY_FLAG_KEYS.seen, value: seen, updatedAt: seen.at }),
      )
      .catch(() => undefined);
  }

  private async remerge(): Promise<void> {
    const unlocked = this.unlocked;
    if (!unlocked) return;
    const opened = this.feed ? await openAll(this.feed.answer, unlocked.key) : [];
    const merged = mergeLibrary(
      unlocked.builtIn,
      opened,
      this.feed?.answer.hidden ?? [],
      this.deps.today(),
    );
    if (this.unlocked !== unlocked) return;
    let baseline = this.state.baseline;
    if (baseline === null) {
      const seen = await this.readSeen();
      const now = this.deps.now();
      if (seen !== null) {
        // The same visit goes on (a reload, another portal page); a new one starts from what the
        // rep had seen by the end of the last.
        baseline = now - seen.at < VISIT_GAP_MS ? seen.baseline : seen.mark;
        await this.writeSeen({ ...seen, baseline, at: now });
      } else if (this.feed) {
        // A device that never looked starts from what it first holds: nothing is "new" to it yet.
        baseline = latestChange(merged.changes) ?? '';
        await this.writeSeen({ mark: baseline, baseline, at: now });
      }
    }
    this.set({ merged, baseline });
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private set(next: PublishedState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** Opens every entry this key can open; one it cannot (another epoch, a damaged row) is left out. */
async function openAll(answer: FeedAnswer, key: CryptoKey): Promise<OpenedDocument[]> {
  const opened = await Promise.all(
    answer.documents.map(async (doc): Promise<OpenedDocument | null> => {
      try {
        const entry = checked(
          libraryEntrySchema,
          await openJson(key, doc.entry, entryAad(doc.docId, doc.version)),
        );
        return entry.ok ? { doc, entry: entry.value } : null;
      } catch {
        return null;
      }
    }),
  );
  return opened.filter((item): item is OpenedDocument => item !== null);
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let pageLibrary: PublishedLibrary | undefined;

/** This page's published library, wired to IndexedDB and the Worker. */
export function publishedLibrary(getDb: () => MsdDatabase): PublishedLibrary {
  pageLibrary ??= new PublishedLibrary({
    db: getDb,
    fetch: (...args) => fetch(...args),
    today: localToday,
    now: () => Date.now(),
  });
  return pageLibrary;
}
