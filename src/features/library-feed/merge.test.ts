import { describe, expect, it } from 'vitest';
import type { FeedDocument, LibraryEntry } from '@/shared/library-publish';
import type { PortalPackManifest } from '@/shared/portal-pack';
import type { Catalogue, CollateralFile } from '@/shared/vault-schema';
import { badgesSince, isExpired, latestChange, mergeLibrary, withPublished } from './merge';

const SHA = (c: string) => c.repeat(64);
const KEY = 'k'.repeat(43);

function builtInFile(id: string, over: Partial<CollateralFile> = {}): CollateralFile {
  return {
    id,
    title: `Built-in ${id}`,
    description: 'A document the build made.',
    fileName: `${id}.pdf`,
    sourceRelativePath: `sales/${id}.pdf`,
    mimeType: 'application/pdf',
    fileType: 'PDF',
    category: 'Sales',
    tags: ['Sales'],
    size: 100,
    updatedAt: '2026-10-01',
    complianceFlag: false,
    sha256: SHA('a'),
    blob: { path: `/vault/files/${id}.bin`, iv: 'aXZpdml2aXZpdml2', key: KEY },
    ...over,
  };
}

const BUILT_IN: Catalogue = {
  totalFiles: 2,
  categories: ['Marketing', 'Sales'],
  tags: ['Marketing', 'Sales'],
  files: [
    builtInFile('battlecards'),
    builtInFile('one-pager', {
      category: 'Marketing',
      tags: ['Marketing'],
      fileType: 'Markdown',
      view: {
        path: '/vault/files/one-pager-view.bin',
        iv: 'aXZpdml2aXZpdml2',
        key: KEY,
        sha256: SHA('b'),
      },
    }),
  ],
};

const fields = (title: string): LibraryEntry['fields'] => ({
  title,
  description: 'Published from the studio.',
  category: 'Technical Specs',
  tags: ['API', 'Technical'],
  updatedAt: '2026-11-20',
  complianceFlag: true,
  persona: 'risk-officer',
  stage: 'Evaluation',
});

const filePath = (c: string) => `/api/library/files/${c.repeat(32)}`;

function studioDoc(id: string, over: Partial<FeedDocument> = {}): FeedDocument {
  return {
    docId: id,
    origin: 'studio',
    version: 1,
    entry: { epoch: 1, iv: 'AAAAAAAAAAAAAAAA', data: 'AA' },
    file: { path: filePath('c'), size: 2016, sha256: SHA('c') },
    view: null,
    publishedAt: '2026-11-26T10:00:00.000Z',
    changedAt: '2026-11-26T10:00:00.000Z',
    expiresAt: null,
    ...over,
  };
}

const studioEntry = (title: string, note?: string): LibraryEntry => ({
  fields: fields(title),
  file: {
    path: filePath('c'),
    key: KEY,
    iv: 'aXZpdml2aXZpdml2',
    sha256: SHA('d'),
    fileName: 'spec sheet.pdf',
    mimeType: 'application/pdf',
    fileType: 'PDF',
    size: 2000,
  },
  ...(note ? { note } : {}),
});

describe('mergeLibrary', () => {
  it('with an empty feed is the build catalogue, and the pack is unchanged', () => {
    const merged = mergeLibrary(BUILT_IN, [], [], '2026-11-27');
    expect(merged.catalogue).toEqual(BUILT_IN);
    expect(merged.changes).toEqual([]);
    expect(merged.pack).toEqual({ add: [], drop: new Set() });
  });

  it('adds a published document with its fields and its file, as new', () => {
    const doc = studioDoc('s-0123456789abcdef');
    const merged = mergeLibrary(
      BUILT_IN,
      [{ doc, entry: studioEntry('Spec sheet', 'First issue') }],
      [],
      '2026-11-27',
    );
    expect(merged.catalogue.totalFiles).toBe(3);
    expect(merged.catalogue.categories).toEqual(['Marketing', 'Sales', 'Technical Specs']);
    expect(merged.catalogue.tags).toEqual(['API', 'Marketing', 'Sales', 'Technical']);
    expect(merged.catalogue.files[2]).toEqual({
      id: 's-0123456789abcdef',
      sourceRelativePath: 'published/spec sheet.pdf',
      title: 'Spec sheet',
      description: 'Published from the studio.',
      category: 'Technical Specs',
      tags: ['API', 'Technical'],
      updatedAt: '2026-11-20',
      complianceFlag: true,
      persona: 'risk-officer',
      stage: 'Evaluation',
      fileName: 'spec sheet.pdf',
      mimeType: 'application/pdf',
      fileType: 'PDF',
      size: 2000,
      sha256: SHA('d'),
      blob: { path: filePath('c'), iv: 'aXZpdml2aXZpdml2', key: KEY },
    });
    expect(merged.changes).toEqual([
      {
        docId: 's-0123456789abcdef',
        title: 'Spec sheet',
        kind: 'new',
        at: '2026-11-26T10:00:00.000Z',
        note: 'First issue',
      },
    ]);
    expect(merged.pack.add).toEqual([
      { path: filePath('c'), size: 2016, sha256: SHA('c'), kind: 'file' },
    ]);
    expect([...merged.pack.drop]).toEqual([]);
  });

  it('a studio document changed after its first publish is updated', () => {
    const doc = studioDoc('s-0123456789abcdef', {
      version: 2,
      changedAt: '2026-11-27T09:00:00.000Z',
    });
    const [change] = mergeLibrary(
      BUILT_IN,
      [{ doc, entry: studioEntry('Spec sheet') }],
      [],
      '2026-11-27',
    ).changes;
    expect(change).toMatchObject({ kind: 'updated', at: '2026-11-27T09:00:00.000Z' });
  });

  it('a new file for a built-in document replaces its blobs in place and drops the old ones from the pack', () => {
    const doc = studioDoc('one-pager', {
      origin: 'built-in',
      version: 3,
      view: { path: filePath('e'), size: 40, sha256: SHA('e') },
    });
    const entry: LibraryEntry = {
      ...studioEntry('One-pager v2'),
      view: { path: filePath('e'), key: KEY, iv: 'aXZpdml2aXZpdml2', sha256: SHA('f') },
    };
    const merged = mergeLibrary(BUILT_IN, [{ doc, entry }], [], '2026-11-27');
    expect(merged.catalogue.files.map((file) => file.id)).toEqual(['battlecards', 'one-pager']);
    const replaced = merged.catalogue.files[1]!;
    expect(replaced.title).toBe('One-pager v2');
    expect(replaced.sourceRelativePath).toBe('sales/one-pager.pdf');
    expect(replaced.blob.path).toBe(filePath('c'));
    expect(replaced.view).toEqual({
      path: filePath('e'),
      iv: 'aXZpdml2aXZpdml2',
      key: KEY,
      sha256: SHA('f'),
    });
    expect([...merged.pack.drop].sort()).toEqual([
      '/vault/files/one-pager-view.bin',
      '/vault/files/one-pager.bin',
    ]);
    expect(merged.pack.add.map((entry) => entry.path)).toEqual([filePath('c'), filePath('e')]);
    expect(merged.changes[0]).toMatchObject({ docId: 'one-pager', kind: 'updated' });
  });

  it('fields alone for a built-in document keep its file and blobs', () => {
    const doc = studioDoc('battlecards', { origin: 'built-in', file: null });
    const entry: LibraryEntry = { fields: fields('Battlecards (2026)') };
    const merged = mergeLibrary(BUILT_IN, [{ doc, entry }], [], '2026-11-27');
    const file = merged.catalogue.files[0]!;
    expect(file.title).toBe('Battlecards (2026)');
    expect(file.blob).toEqual(BUILT_IN.files[0]!.blob);
    expect(file.featured).toBeUndefined();
    expect('featured' in file).toBe(false);
    expect(merged.pack).toEqual({ add: [], drop: new Set() });
  });

  it('hidden built-in documents leave the catalogue and the pack', () => {
    const merged = mergeLibrary(BUILT_IN, [], ['battlecards', 'no-such-doc'], '2026-11-27');
    expect(merged.catalogue.files.map((file) => file.id)).toEqual(['one-pager']);
    expect(merged.catalogue.categories).toEqual(['Marketing']);
    expect([...merged.pack.drop]).toEqual(['/vault/files/battlecards.bin']);
  });

  it('expiry follows this device calendar: shown on its last day, gone the day after', () => {
    const doc = studioDoc('s-0123456789abcdef', { expiresAt: '2026-11-27' });
    const opened = [{ doc, entry: studioEntry('Spec sheet') }];
    expect(mergeLibrary(BUILT_IN, opened, [], '2026-11-27').catalogue.totalFiles).toBe(3);
    const after = mergeLibrary(BUILT_IN, opened, [], '2026-11-28');
    expect(after.catalogue.totalFiles).toBe(2);
    expect(after.pack.add).toEqual([]);
    expect(after.changes).toEqual([]);
    // An expired override of a built-in document hides the built-in one too.
    const builtIn = studioDoc('battlecards', {
      origin: 'built-in',
      file: null,
      expiresAt: '2026-11-01',
    });
    const hidden = mergeLibrary(
      BUILT_IN,
      [{ doc: builtIn, entry: { fields: fields('Old') } }],
      [],
      '2026-11-27',
    );
    expect(hidden.catalogue.files.map((file) => file.id)).toEqual(['one-pager']);
  });

  it('orders changes newest first and skips a built-in override whose document the build dropped', () => {
    const older = studioDoc('s-aaaaaaaaaaaaaaaa', {
      changedAt: '2026-11-25T08:00:00.000Z',
      publishedAt: '2026-11-25T08:00:00.000Z',
    });
    const newer = studioDoc('s-bbbbbbbbbbbbbbbb', {
      changedAt: '2026-11-26T08:00:00.000Z',
      publishedAt: '2026-11-26T08:00:00.000Z',
    });
    const gone = studioDoc('sales/gone', { origin: 'built-in' });
    const merged = mergeLibrary(
      BUILT_IN,
      [
        { doc: older, entry: studioEntry('Older') },
        { doc: gone, entry: studioEntry('Gone') },
        { doc: newer, entry: studioEntry('Newer') },
      ],
      [],
      '2026-11-27',
    );
    expect(merged.changes.map((change) => change.title)).toEqual(['Newer', 'Older']);
    expect(merged.catalogue.totalFiles).toBe(4);
  });
});

describe('isExpired', () => {
  it('is false without a date and on the day itself', () => {
    expect(isExpired(null, '2026-11-27')).toBe(false);
    expect(isExpired('2026-11-27', '2026-11-27')).toBe(false);
    expect(isExpired('2026-11-26', '2026-11-27')).toBe(true);
  });
});

describe('withPublished', () => {
  const manifest: PortalPackManifest = {
    version: 1,
    fullPackLimitBytes: 1000,
    libraryBytes: 200,
    keepAll: true,
    entries: [
      { path: '/assets/portal.js', size: 10, sha256: SHA('1'), kind: 'code' },
      { path: '/vault/files/battlecards.bin', size: 100, sha256: SHA('2'), kind: 'file' },
    ],
  };

  it('appends published files once and leaves dropped ones out', () => {
    const add = [
      { path: filePath('c'), size: 5, sha256: SHA('c'), kind: 'file' as const },
      { path: filePath('c'), size: 5, sha256: SHA('c'), kind: 'file' as const },
    ];
    const result = withPublished(manifest, {
      add,
      drop: new Set(['/vault/files/battlecards.bin']),
    });
    expect(result.entries.map((entry) => entry.path)).toEqual(['/assets/portal.js', filePath('c')]);
    expect(result.keepAll).toBe(true);
    expect(manifest.entries).toHaveLength(2);
  });
});

describe('badges', () => {
  const changes = [
    { docId: 'a', title: 'A', kind: 'new' as const, at: '2026-11-27T10:00:00.000Z' },
    { docId: 'b', title: 'B', kind: 'updated' as const, at: '2026-11-26T10:00:00.000Z' },
  ];
  it('marks only what changed after the baseline; none before the device has one', () => {
    expect([...badgesSince(changes, '2026-11-26T10:00:00.000Z')]).toEqual([['a', 'new']]);
    expect([...badgesSince(changes, '')]).toEqual([
      ['a', 'new'],
      ['b', 'updated'],
    ]);
    expect(badgesSince(changes, null).size).toBe(0);
  });
  it('latestChange is the newest time, null for none', () => {
    expect(latestChange(changes)).toBe('2026-11-27T10:00:00.000Z');
    expect(latestChange([])).toBeNull();
  });
});

describe('mergeLibrary, more edges', () => {
  it('keeps featured when set, leaves it out when false', () => {
    const featured = mergeLibrary(
      BUILT_IN,
      [
        {
          doc: studioDoc('s-0123456789abcdef'),
          entry: { ...studioEntry('Spec'), fields: { ...fields('Spec'), featured: true } },
        },
        {
          doc: studioDoc('s-1123456789abcdef'),
          entry: { ...studioEntry('Plain'), fields: { ...fields('Plain'), featured: false } },
        },
      ],
      [],
      '2026-11-27',
    ).catalogue.files;
    expect(featured[2]!.featured).toBe(true);
    expect('featured' in featured[3]!).toBe(false);
  });

  it('adds a studio document’s view to the pack, and skips a studio entry without a file', () => {
    const doc = studioDoc('s-0123456789abcdef', {
      view: { path: filePath('e'), size: 40, sha256: SHA('e') },
    });
    const bare = studioDoc('s-1123456789abcdef', { file: null });
    const merged = mergeLibrary(
      BUILT_IN,
      [
        { doc, entry: studioEntry('Spec') },
        { doc: bare, entry: { fields: fields('No file') } },
      ],
      [],
      '2026-11-27',
    );
    expect(merged.pack.add).toEqual([
      { path: filePath('c'), size: 2016, sha256: SHA('c'), kind: 'file' },
      { path: filePath('e'), size: 40, sha256: SHA('e'), kind: 'file' },
    ]);
    expect(merged.catalogue.files.map((file) => file.id)).toEqual([
      'battlecards',
      'one-pager',
      's-0123456789abcdef',
    ]);
    expect(merged.changes.map((change) => change.docId)).toEqual(['s-0123456789abcdef']);
  });

  it('orders changes newest first whatever the feed order, keeping feed order for equal times', () => {
    const at = (day: number) => `2026-11-${day}T08:00:00.000Z`;
    const doc = (n: number, day: number) =>
      studioDoc(`s-${String(n).repeat(16)}`, { changedAt: at(day), publishedAt: at(day) });
    const merged = mergeLibrary(
      BUILT_IN,
      [
        { doc: doc(1, 24), entry: studioEntry('24') },
        { doc: doc(2, 26), entry: studioEntry('26 first') },
        { doc: doc(3, 22), entry: studioEntry('22') },
        { doc: doc(4, 26), entry: studioEntry('26 second') },
        { doc: doc(5, 25), entry: studioEntry('25') },
        { doc: doc(6, 26), entry: studioEntry('26 third') },
      ],
      [],
      '2026-11-27',
    );
    expect(merged.changes.map((change) => change.title)).toEqual([
      '26 first',
      '26 second',
      '26 third',
      '25',
      '24',
      '22',
    ]);
  });

  it('latestChange finds the newest time wherever it is', () => {
    const change = (at: string) => ({ docId: at, title: at, kind: 'new' as const, at });
    expect(latestChange([change('2026-11-25'), change('2026-11-27'), change('2026-11-26')])).toBe(
      '2026-11-27',
    );
  });
});
