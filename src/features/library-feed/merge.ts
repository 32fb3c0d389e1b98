/**
 * What a rep's device shows of the library (issue 26, decision 0026): the build's catalogue with
 * what managers published since laid over it. Pure: the opened feed, the built-in catalogue and
 * today's date in; the catalogue every page reads, what changed (for "New", "Updated" and "What's
 * new"), and how the portal pack changes (published files to fetch, built-in files no longer shown)
 * out.
 */
import type { PortalPackEntry, PortalPackManifest } from '@/shared/portal-pack';
import type { FeedDocument, LibraryEntry } from '@/shared/library-publish';
import { CATEGORIES, type Catalogue, type CollateralFile } from '@/shared/vault-schema';

export interface OpenedDocument {
  doc: FeedDocument;
  entry: LibraryEntry;
}

export type ChangeKind = 'new' | 'updated';

export interface LibraryChange {
  docId: string;
  title: string;
  kind: ChangeKind;
  /** Server time (ISO) of the change reps can see. */
  at: string;
  note?: string;
}

export interface PublishedPack {
  /** Published files (and Markdown views) the device should hold. */
  add: PortalPackEntry[];
  /** Built-in blobs no longer shown (retired, expired or replaced by a published file). */
  drop: ReadonlySet<string>;
}

export interface MergedLibrary {
  catalogue: Catalogue;
  /** Newest first. */
  changes: LibraryChange[];
  pack: PublishedPack;
}

/** Past its expiry date on this device's calendar (a document expiring today is still shown today). */
export function isExpired(expiresAt: string | null, today: string): boolean {
  return expiresAt !== null && expiresAt < today;
}

function fieldsOf(entry: LibraryEntry): Partial<CollateralFile> {
  const { fields } = entry;
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    tags: [...new Set(fields.tags)],
    updatedAt: fields.updatedAt,
    complianceFlag: fields.complianceFlag,
    featured: fields.featured || undefined,
    version: fields.version,
    audience: fields.audience,
    persona: fields.persona,
    stage: fields.stage,
  };
}

function fileOf(entry: LibraryEntry): Partial<CollateralFile> {
  const { file, view } = entry;
  if (!file) return {};
  return {
    fileName: file.fileName,
    mimeType: file.mimeType,
    fileType: file.fileType,
    size: file.size,
    sha256: file.sha256,
    blob: { path: file.path, iv: file.iv, key: file.key },
    view: view ? { path: view.path, iv: view.iv, key: view.key, sha256: view.sha256 } : undefined,
  };
}

/** Drops keys whose value is undefined (the catalogue's optional fields are absent, not undefined). */
function compact(file: CollateralFile): CollateralFile {
  return Object.fromEntries(
    Object.entries(file).filter(([, value]) => value !== undefined),
  ) as CollateralFile;
}

function blobPaths(file: Pick<CollateralFile, 'blob' | 'view'>): string[] {
  return file.view ? [file.blob.path, file.view.path] : [file.blob.path];
}

export function mergeLibrary(
  builtIn: Catalogue,
  opened: readonly OpenedDocument[],
  hidden: readonly string[],
  today: string,
): MergedLibrary {
  const byId = new Map(builtIn.files.map((file) => [file.id, file]));
  const drop = new Set<string>();
  const add: PortalPackEntry[] = [];
  const changes: LibraryChange[] = [];
  const replaced = new Map<string, CollateralFile>();
  const published: CollateralFile[] = [];

  const hide = (id: string) => {
    const file = byId.get(id);
    if (file) for (const path of blobPaths(file)) drop.add(path);
    byId.delete(id);
  };
  for (const id of hidden) hide(id);

  for (const { doc, entry } of opened) {
    if (isExpired(doc.expiresAt, today)) {
      if (doc.origin === 'built-in') hide(doc.docId);
      continue;
    }
    if (doc.file)
      add.push({ path: doc.file.path, size: doc.file.size, sha256: doc.file.sha256, kind: 'file' });
    if (doc.view)
      add.push({ path: doc.view.path, size: doc.view.size, sha256: doc.view.sha256, kind: 'file' });
    const base = byId.get(doc.docId);
    if (doc.origin === 'built-in') {
      // A built-in document the build no longer has: nothing to lay the fields over.
      if (!base) continue;
      if (entry.file) for (const path of blobPaths(base)) drop.add(path);
      replaced.set(doc.docId, compact({ ...base, ...fieldsOf(entry), ...fileOf(entry) }));
      changes.push({
        docId: doc.docId,
        title: entry.fields.title,
        kind: 'updated',
        at: doc.changedAt,
        note: entry.note,
      });
      continue;
    }
    if (!entry.file) continue;
    published.push(
      compact({
        id: doc.docId,
        sourceRelativePath: `published/${entry.file.fileName}`,
        ...fieldsOf(entry),
        ...fileOf(entry),
      } as CollateralFile),
    );
    changes.push({
      docId: doc.docId,
      title: entry.fields.title,
      kind: doc.changedAt === doc.publishedAt ? 'new' : 'updated',
      at: doc.changedAt,
      note: entry.note,
    });
  }

  const files = [
    ...builtIn.files
      .filter((file) => byId.has(file.id))
      .map((file) => replaced.get(file.id) ?? file),
    ...published,
  ];
  const categories = CATEGORIES.filter((category) =>
    files.some((file) => file.category === category),
  );
  const tags = [...new Set(files.flatMap((file) => file.tags))].sort((a, b) => a.localeCompare(b));
  changes.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return {
    catalogue: { totalFiles: files.length, categories, tags, files },
    changes,
    pack: { add, drop },
  };
}

/** The build's manifest with the published files added and the files no longer shown left out. */
export function withPublished(
  manifest: PortalPackManifest,
  pack: PublishedPack,
): PortalPackManifest {
  const seen = new Set<string>();
  const entries: PortalPackEntry[] = [];
  for (const entry of [...manifest.entries, ...pack.add]) {
    if (pack.drop.has(entry.path) || seen.has(entry.path)) continue;
    seen.add(entry.path);
    entries.push(entry);
  }
  return { ...manifest, entries };
}

/** Which documents carry a badge: changed after the rep last looked (`baseline`, server time). */
export function badgesSince(
  changes: readonly LibraryChange[],
  baseline: string | null,
): Map<string, ChangeKind> {
  const badges = new Map<string, ChangeKind>();
  if (baseline === null) return badges;
  for (const change of changes) if (change.at > baseline) badges.set(change.docId, change.kind);
  return badges;
}

/** The newest change time the rep has now seen (what the next visit compares with). */
export function latestChange(changes: readonly LibraryChange[]): string | null {
  return changes.reduce<string | null>(
    (latest, change) => (latest === null || change.at > latest ? change.at : latest),
    null,
  );
}
