import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { PublishedLibrary, VISIT_GAP_MS } from './published-library';

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
