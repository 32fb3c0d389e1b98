import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { importContentKey } from '@/shared/device-keys';
import {
  entryAad,
  sealJson,
  type FeedAnswer,
  type FeedDocument,
  type LibraryEntry,
} from '@/shared/library-publish';
import { LIBRARY_FLAG_KEYS } from '@/shared/storage-keys';
import { randomBytes } from '@/shared/vault-crypto';
import type { Catalogue } from '@/shared/vault-schema';
import { badgesSince } from './merge';
import { PublishedLibrary, publishedLibrary, VISIT_GAP_MS } from './published-library';

const SHA = (c: string) => c.repeat(64);
const BUILT_IN: Catalogue = { totalFiles: 0, categories: [], tags: [], files: [] };

const entry = (title: string): LibraryEntry => ({
  fields: {
    title,
    description: 'Published from the studio.',
    category: 'Sales',
    tags: ['Sales'],
    updatedAt: '2026-11-20',
    complianceFlag: false,
  },
  file: {
    path: `/api/library/files/${'c'.repeat(32)}`,
    key: 'k'.repeat(43),
    iv: 'aXZpdml2aXZpdml2',
    sha256: SHA('d'),
    fileName: 'deck.pdf',
    mimeType: 'application/pdf',
    fileType: 'PDF',
    size: 10,
  },
});

let db: MsdDatabase;
let key: CryptoKey;
let otherKey: CryptoKey;
let requests: { headers: Record<string, string> }[];
let answers: Array<() => Response | Promise<Response>>;
let clock: number;

async function feedDoc(
  docId: string,
  title: string,
  at: string,
  sealWith = key,
): Promise<FeedDocument> {
  return {
    docId,
    origin: 'studio',
    version: 1,
    entry: await sealJson(sealWith, 1, entryAad(docId, 1), entry(title)),
    file: { path: `/api/library/files/${'c'.repeat(32)}`, size: 26, sha256: SHA('c') },
    view: null,
    publishedAt: at,
    changedAt: at,
    expiresAt: null,
  };
}

function feed(revision: string, documents: FeedDocument[]): Response {
  const body: FeedAnswer = { ok: true, epoch: 1, revision, documents, hidden: [] };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: `"${revision}"` },
  });
}

function service() {
  return new PublishedLibrary({
    db: () => db,
    fetch: async (_input, init) => {
      requests.push({ headers: { ...(init?.headers as Record<string, string>) } });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    },
    today: () => '2026-11-27',
    now: () => clock,
  });
}

beforeEach(async () => {
  db = openDatabase(`library-feed-${Math.random()}`);
  key = await importContentKey(randomBytes(32), ['encrypt', 'decrypt']);
  otherKey = await importContentKey(randomBytes(32), ['encrypt', 'decrypt']);
  requests = [];
  answers = [];
  clock = Date.parse('2026-11-27T12:00:00.000Z');
});
afterEach(async () => {
  await db.delete();
});

describe('PublishedLibrary', () => {
  it('offline with nothing stored: the build catalogue, ready, no badges', async () => {
    const library = service();
    await library.open(BUILT_IN, key);
    expect(await library.ready()).toMatchObject({ catalogue: BUILT_IN, changes: [] });
    expect(library.getSnapshot().baseline).toBeNull();
    expect(await library.refresh()).toBe('offline');
  });

  it('a first feed is stored and merged, and starts the baseline at its newest change (nothing is new)', async () => {
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [doc]));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    const { merged, baseline } = library.getSnapshot();
    expect(merged!.catalogue.files.map((file) => file.title)).toEqual(['Deck']);
    expect(baseline).toBe('2026-11-26T10:00:00.000Z');
    expect(badgesSince(merged!.changes, baseline).size).toBe(0);
    const stored = (await db.flags.get(LIBRARY_FLAG_KEYS.feed))?.value as { etag: string };
    expect(stored.etag).toBe('"r1"');
    expect((await db.flags.get(LIBRARY_FLAG_KEYS.seen))?.value).toEqual({
      mark: '2026-11-26T10:00:00.000Z',
      baseline: '2026-11-26T10:00:00.000Z',
      at: clock,
    });
  });

  it('after a reload the stored feed opens offline, the ETag is sent, and a newer document is new', async () => {
    const first = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [first]));
    const before = service();
    await before.open(BUILT_IN, key);
    await before.refresh();

    const second = await feedDoc('s-bbbbbbbbbbbbbbbb', 'Case study', '2026-11-27T09:00:00.000Z');
    answers.push(() => feed('r2', [first, second]));
    const after = service();
    await after.open(BUILT_IN, key);
    expect(after.getSnapshot().merged!.catalogue.totalFiles).toBe(1);
    await after.refresh();
    expect(requests.at(-1)!.headers['If-None-Match']).toBe('"r1"');
    const { merged, baseline } = after.getSnapshot();
    expect(merged!.catalogue.totalFiles).toBe(2);
    expect([...badgesSince(merged!.changes, baseline)]).toEqual([['s-bbbbbbbbbbbbbbbb', 'new']]);
    // Once seen, a page load in the same visit keeps the badges; the next visit starts after it.
    await after.markSeen();
    expect((await db.flags.get(LIBRARY_FLAG_KEYS.seen))?.value).toEqual({
      mark: '2026-11-27T09:00:00.000Z',
      baseline: '2026-11-26T10:00:00.000Z',
      at: clock,
    });
    answers.push(() => new Response(null, { status: 304 }));
    clock += VISIT_GAP_MS - 1;
    const sameVisit = service();
    await sameVisit.open(BUILT_IN, key);
    expect(sameVisit.getSnapshot().baseline).toBe('2026-11-26T10:00:00.000Z');
    answers.push(() => new Response(null, { status: 304 }));
    clock += VISIT_GAP_MS;
    const nextVisit = service();
    await nextVisit.open(BUILT_IN, key);
    const next = nextVisit.getSnapshot();
    expect(next.baseline).toBe('2026-11-27T09:00:00.000Z');
    expect(badgesSince(next.merged!.changes, next.baseline).size).toBe(0);
  });

  it('a 304 or a refusal keeps what the device holds', async () => {
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [doc]));
    answers.push(() => new Response(null, { status: 304 }));
    answers.push(() => new Response('{"ok":false}', { status: 401 }));
    answers.push(() => new Response('{"ok":true,"documents":"no"}', { status: 200 }));
    const library = service();
    await library.open(BUILT_IN, key);
    expect(await library.refresh()).toBe('changed');
    expect(await library.refresh()).toBe('unchanged');
    expect(await library.refresh()).toBe('refused');
    expect(await library.refresh()).toBe('refused');
    expect(library.getSnapshot().merged!.catalogue.totalFiles).toBe(1);
  });

  it('leaves out an entry another key sealed, or one moved to another document', async () => {
    const foreign = await feedDoc(
      's-aaaaaaaaaaaaaaaa',
      'Foreign',
      '2026-11-26T10:00:00.000Z',
      otherKey,
    );
    const moved = {
      ...(await feedDoc('s-bbbbbbbbbbbbbbbb', 'Moved', '2026-11-26T10:00:00.000Z')),
      docId: 's-cccccccccccccccc',
    };
    const good = await feedDoc('s-dddddddddddddddd', 'Good', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [foreign, moved, good]));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    expect(library.getSnapshot().merged!.catalogue.files.map((file) => file.title)).toEqual([
      'Good',
    ]);
  });

  it('sends the session credential and closes on lock', async () => {
    await db.flags.put({
      key: 'mf_internal_auth_v1',
      value: { syncCredential: 'x'.repeat(43) },
      expiresAt: Date.now() + 60_000,
      updatedAt: Date.now(),
    });
    answers.push(() => feed('r1', []));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    expect(requests[0]!.headers.Authorization).toMatch(/\S+ \S+/);
    library.close();
    expect(library.getSnapshot()).toEqual({ merged: null, baseline: null });
  });
});

describe('PublishedLibrary, edges', () => {
  const seenValue = async () => (await db.flags.get(LIBRARY_FLAG_KEYS.seen))?.value;
  const putSeen = (value: unknown) =>
    db.flags.put({ key: LIBRARY_FLAG_KEYS.seen, value, updatedAt: clock });
  const titles = (library: PublishedLibrary) =>
    library.getSnapshot().merged?.catalogue.files.map((file) => file.title);

  it('a visit lasts half an hour', () => {
    expect(VISIT_GAP_MS).toBe(1_800_000);
  });

  it('asks for the feed as JSON, uncached, with same-origin credentials and a timeout', async () => {
    const calls: [unknown, RequestInit | undefined][] = [];
    const library = new PublishedLibrary({
      db: () => db,
      fetch: (input, init) => {
        calls.push([input, init]);
        return Promise.resolve(new Response(null, { status: 304 }));
      },
      today: () => '2026-11-27',
      now: () => clock,
    });
    await library.open(BUILT_IN, key);
    expect(await library.refresh()).toBe('unchanged');
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/library/feed');
    expect(init!.cache).toBe('no-store');
    expect(init!.credentials).toBe('same-origin');
    expect(init!.signal).toBeInstanceOf(AbortSignal);
    expect(init!.headers).toStrictEqual({ Accept: 'application/json' });
  });

  it('sends no If-None-Match for a stored feed without a string ETag', async () => {
    const body: FeedAnswer = { ok: true, epoch: 1, revision: 'r1', documents: [], hidden: [] };
    await db.flags.put({
      key: LIBRARY_FLAG_KEYS.feed,
      value: { etag: 5, answer: body },
      updatedAt: clock,
    });
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    expect(requests[0]!.headers).toStrictEqual({ Accept: 'application/json' });
  });

  it('does not ask the network before the portal is unlocked', async () => {
    expect(await service().refresh()).toBe('unchanged');
    expect(requests).toEqual([]);
  });

  it('refuses an error status even with a feed in its body, and one without a body', async () => {
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => {
      const good = feed('r1', [doc]);
      return new Response(good.body, { status: 500, headers: good.headers });
    });
    answers.push(() => new Response(null, { status: 401 }));
    const library = service();
    await library.open(BUILT_IN, key);
    expect(await library.refresh()).toBe('refused');
    expect(await library.refresh()).toBe('refused');
    expect(titles(library)).toEqual([]);
    expect(await db.flags.get(LIBRARY_FLAG_KEYS.feed)).toBeUndefined();
  });

  it('keeps nothing from a feed that arrives after the portal locked', async () => {
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    let release!: () => void;
    answers.push(
      () => new Promise<Response>((resolve) => (release = () => resolve(feed('r1', [doc])))),
    );
    const library = service();
    await library.open(BUILT_IN, key);
    const refreshed = library.refresh();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    library.close();
    release();
    expect(await refreshed).toBe('unchanged');
    expect(library.getSnapshot()).toEqual({ merged: null, baseline: null });
    expect(await db.flags.get(LIBRARY_FLAG_KEYS.feed)).toBeUndefined();
  });

  it('locked while opening or while merging: nothing is shown', async () => {
    const library = service();
    const opening = library.open(BUILT_IN, key);
    library.close();
    await opening;
    expect(library.getSnapshot()).toEqual({ merged: null, baseline: null });

    let closeOnToday = true;
    const merging: PublishedLibrary = new PublishedLibrary({
      db: () => db,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      today: () => {
        if (closeOnToday) merging.close();
        closeOnToday = false;
        return '2026-11-27';
      },
      now: () => clock,
    });
    await merging.open(BUILT_IN, key);
    expect(merging.getSnapshot()).toEqual({ merged: null, baseline: null });
  });

  it('tells subscribers of each change until they unsubscribe; ready waits for the merge', async () => {
    const library = service();
    let calls = 0;
    const unsubscribe = library.subscribe(() => calls++);
    const ready = library.ready();
    await library.open(BUILT_IN, key);
    expect(await ready).toMatchObject({ catalogue: BUILT_IN, changes: [] });
    expect(calls).toBe(1);
    library.close();
    expect(calls).toBe(2);
    unsubscribe();
    await library.open(BUILT_IN, key);
    expect(calls).toBe(2);
  });

  it('opening again with the same catalogue and key does nothing; another key opens again', async () => {
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [doc]));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    expect(titles(library)).toEqual(['Deck']);
    let calls = 0;
    library.subscribe(() => calls++);
    await library.open(BUILT_IN, key);
    expect(calls).toBe(0);
    await library.open(BUILT_IN, otherKey);
    expect(calls).toBe(1);
    expect(titles(library)).toEqual([]);
  });

  it('an empty first feed starts the baseline at nothing', async () => {
    answers.push(() => feed('r1', []));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    expect(library.getSnapshot().baseline).toBe('');
    expect(await seenValue()).toEqual({ mark: '', baseline: '', at: clock });
  });

  it('markSeen with nothing merged or no changes keeps the stored mark, else writes an empty one', async () => {
    await service().markSeen();
    expect(await seenValue()).toEqual({ mark: '', baseline: '', at: clock });

    await db.flags.delete(LIBRARY_FLAG_KEYS.seen);
    const offline = service();
    await offline.open(BUILT_IN, key);
    await offline.markSeen();
    expect(await seenValue()).toEqual({ mark: '', baseline: '', at: clock });

    await putSeen({
      mark: '2026-11-20T00:00:00.000Z',
      baseline: '2026-11-19T00:00:00.000Z',
      at: clock,
    });
    const again = service();
    await again.open(BUILT_IN, key);
    await again.markSeen();
    expect(await seenValue()).toEqual({
      mark: '2026-11-20T00:00:00.000Z',
      baseline: '2026-11-19T00:00:00.000Z',
      at: clock,
    });
  });

  it('markSeen keeps a later stored mark, and marks the newest change when none is stored', async () => {
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [doc]));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    await putSeen({
      mark: '2026-12-01T00:00:00.000Z',
      baseline: '2026-11-26T10:00:00.000Z',
      at: 1,
    });
    await library.markSeen();
    expect(await seenValue()).toEqual({
      mark: '2026-12-01T00:00:00.000Z',
      baseline: '2026-11-26T10:00:00.000Z',
      at: clock,
    });
    await db.flags.delete(LIBRARY_FLAG_KEYS.seen);
    await library.markSeen();
    expect(await seenValue()).toEqual({
      mark: '2026-11-26T10:00:00.000Z',
      baseline: '2026-11-26T10:00:00.000Z',
      at: clock,
    });
  });

  it('a page load within the visit keeps its baseline and stores when it was seen', async () => {
    await putSeen({ mark: 'M', baseline: 'B', at: clock - 1000 });
    const library = service();
    await library.open(BUILT_IN, key);
    expect(library.getSnapshot().baseline).toBe('B');
    expect(await seenValue()).toEqual({ mark: 'M', baseline: 'B', at: clock });
  });

  it('the baseline is set once per page, even when a later feed arrives after the visit ended', async () => {
    await putSeen({ mark: 'M', baseline: 'B', at: clock });
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    const library = service();
    await library.open(BUILT_IN, key);
    expect(library.getSnapshot().baseline).toBe('B');
    clock += VISIT_GAP_MS + 1;
    answers.push(() => feed('r1', [doc]));
    expect(await library.refresh()).toBe('changed');
    expect(library.getSnapshot().baseline).toBe('B');
  });

  it.each([
    ['a baseline that is not text', { mark: 'M', baseline: 5, at: 0 }],
    ['a time that is not a number', { mark: 'M', baseline: 'B', at: 'now' }],
    ['a mark that is not text', { mark: null, baseline: 'B', at: 0 }],
  ])('a stored seen mark with %s counts as none', async (_, stored) => {
    await putSeen({ ...stored, at: stored.at === 0 ? clock : stored.at });
    const doc = await feedDoc('s-aaaaaaaaaaaaaaaa', 'Deck', '2026-11-26T10:00:00.000Z');
    answers.push(() => feed('r1', [doc]));
    const library = service();
    await library.open(BUILT_IN, key);
    await library.refresh();
    expect(library.getSnapshot().baseline).toBe('2026-11-26T10:00:00.000Z');
  });
});

describe('publishedLibrary (the page’s own)', () => {
  afterEach(() => vi.useRealTimers());

  it('is one per page, uses the local calendar for expiry and the clock for what was seen', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 5, 9, 30) });
    const expiring = async (docId: string, expiresAt: string) => ({
      ...(await feedDoc(docId, `Until ${expiresAt}`, '2026-03-01T10:00:00.000Z')),
      expiresAt,
    });
    const body: FeedAnswer = {
      ok: true,
      epoch: 1,
      revision: 'r1',
      documents: [
        await expiring('s-aaaaaaaaaaaaaaaa', '2026-03-04'),
        await expiring('s-bbbbbbbbbbbbbbbb', '2026-03-05'),
        await expiring('s-cccccccccccccccc', '2026-03-10'),
      ],
      hidden: [],
    };
    await db.flags.put({
      key: LIBRARY_FLAG_KEYS.feed,
      value: { etag: '"r1"', answer: body },
      updatedAt: 1,
    });
    const library = publishedLibrary(() => db);
    expect(library).toBeInstanceOf(PublishedLibrary);
    expect(publishedLibrary(() => db)).toBe(library);
    await library.open(BUILT_IN, key);
    expect(library.getSnapshot().merged!.catalogue.files.map((file) => file.title)).toEqual([
      'Until 2026-03-05',
      'Until 2026-03-10',
    ]);
    expect((await db.flags.get(LIBRARY_FLAG_KEYS.seen))?.value).toEqual({
      mark: '2026-03-01T10:00:00.000Z',
      baseline: '2026-03-01T10:00:00.000Z',
      at: Date.now(),
    });
    // Its fetch is the page's: a relative URL outside a browser fails like being offline.
    expect(await library.refresh()).toBe('offline');
    library.close();
  });
});
