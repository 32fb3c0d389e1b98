/**
 * The library studio's list (issue 26): the build's documents (the vault's catalogue) merged with
 * the studio's own (GET studio, each version's entry opened with the content key), each with the
 * state a manager needs to see, plus the duplicate check and the form's validation. Pure apart
 * from openStudio's decryption.
 */
import { checked, checkedMessages } from '@/shared/checked';
import {
  entryAad,
  isoDateSchema,
  libraryEntrySchema,
  libraryFieldsSchema,
  openJson,
  type CipherFile,
  type LibraryEntry,
  type LibraryFields,
  type StudioDocument,
} from '@/shared/library-publish';
import type { CollateralFile, PersonaId } from '@/shared/vault-schema';

export interface OpenedVersion {
  version: number;
  createdAt: string;
  createdBy: string | null;
  /** null: sealed under another portal key, or not readable. */
  entry: LibraryEntry | null;
  file: CipherFile | null;
}

export type StateKind = 'draft' | 'published' | 'retired' | 'expires' | 'expired';

export interface StudioRow {
  docId: string;
  origin: 'built-in' | 'studio';
  builtIn: CollateralFile | null;
  doc: StudioDocument | null;
  versions: OpenedVersion[];
  /** What the form starts from: the newest readable version's fields, else the build's. */
  fields: LibraryFields | null;
  title: string;
  category: string;
  state: { kind: StateKind; label: string };
  /** The version reps see (0: the build's file, untouched); null: never published. */
  currentVersion: number | null;
  latestVersion: number;
  /** Versions above the published one (or every version of a never-published document). */
  hasDraft: boolean;
  changedAt: string;
  changedBy: string | null;
  /** The file name reps get (the newest version with a file, else the build's). */
  fileName: string | null;
}

/** Opens every version's sealed entry; a version that does not open is kept with `entry: null`. */
export async function openStudio(
  documents: readonly StudioDocument[],
  key: CryptoKey,
): Promise<Map<string, OpenedVersion[]>> {
  const opened = new Map<string, OpenedVersion[]>();
  await Promise.all(
    documents.map(async (doc) => {
      const versions = await Promise.all(
        doc.versions.map(async (version): Promise<OpenedVersion> => {
          let entry: LibraryEntry | null = null;
          try {
            const value = checked(
              libraryEntrySchema,
              await openJson(key, version.entry, entryAad(doc.docId, version.version)),
            );
            entry = value.ok ? value.value : null;
          } catch {
            entry = null;
          }
          return {
            version: version.version,
            createdAt: version.createdAt,
            createdBy: version.createdBy,
            entry,
            file: version.file,
          };
        }),
      );
      opened.set(
        doc.docId,
        versions.sort((a, b) => b.version - a.version),
      );
    }),
  );
  return opened;
}

export function builtInFields(file: CollateralFile): LibraryFields {
  return {
    title: file.title,
    description: file.description,
    category: file.category,
    tags: file.tags,
    updatedAt: file.updatedAt,
    complianceFlag: file.complianceFlag,
    ...(file.featured ? { featured: true } : {}),
    ...(file.version ? { version: file.version } : {}),
    ...(file.audience ? { audience: file.audience } : {}),
    ...(file.persona ? { persona: file.persona } : {}),
    ...(file.stage ? { stage: file.stage } : {}),
  };
}

export function documentState(
  doc: Pick<StudioDocument, 'state' | 'publishedVersion' | 'expiresAt'> | null,
  today: string,
): { kind: StateKind; label: string } {
  if (!doc) return { kind: 'published', label: 'Published' };
  if (doc.state === 'retired') return { kind: 'retired', label: 'Retired' };
  if (doc.publishedVersion === null) return { kind: 'draft', label: 'Draft' };
  if (doc.expiresAt && doc.expiresAt < today) return { kind: 'expired', label: 'Expired' };
  if (doc.expiresAt) return { kind: 'expires', label: `Expires ${doc.expiresAt}` };
  return { kind: 'published', label: 'Published' };
}

/** Every document: the build's first (in catalogue order), then the studio's newest first. */
export function studioRows(
  builtIns: readonly CollateralFile[],
  documents: readonly StudioDocument[],
  opened: ReadonlyMap<string, OpenedVersion[]>,
  today: string,
): StudioRow[] {
  const byId = new Map(documents.map((doc) => [doc.docId, doc]));
  const row = (builtIn: CollateralFile | null, doc: StudioDocument | null): StudioRow => {
    const versions = doc ? (opened.get(doc.docId) ?? []) : [];
    const newest = versions.find((version) => version.entry)?.entry ?? null;
    const fields = newest?.fields ?? (builtIn ? builtInFields(builtIn) : null);
    const latest = doc?.versions.reduce((max, v) => Math.max(max, v.version), 0) ?? 0;
    const last = versions[0];
    return {
      docId: doc?.docId ?? builtIn!.id,
      origin: builtIn ? 'built-in' : 'studio',
      builtIn,
      doc,
      versions,
      fields,
      title: fields?.title ?? 'Sealed under another portal key',
      category: fields?.category ?? '—',
      state: documentState(doc, today),
      currentVersion: doc ? (doc.publishedVersion ?? (builtIn ? 0 : null)) : 0,
      latestVersion: doc ? Math.max(latest, doc.latestVersion) : 0,
      hasDraft: doc ? (doc.publishedVersion ?? 0) < Math.max(latest, doc.latestVersion) : false,
      changedAt: doc?.changedAt.slice(0, 10) ?? builtIn?.updatedAt ?? '',
      changedBy: doc ? (last?.createdBy ?? null) : null,
      fileName:
        versions.find((version) => version.entry?.file)?.entry?.file?.fileName ??
        builtIn?.fileName ??
        null,
    };
  };
  const builtInIds = new Set(builtIns.map((file) => file.id));
  return [
    ...builtIns.map((file) => row(file, byId.get(file.id) ?? null)),
    ...documents
      .filter((doc) => !builtInIds.has(doc.docId))
      .sort((a, b) => b.changedAt.localeCompare(a.changedAt))
      .map((doc) => row(null, doc)),
  ];
}

export function filterRows(
  rows: readonly StudioRow[],
  query: string,
  state: StateKind | '',
): StudioRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (state && row.state.kind !== state && !(state === 'draft' && row.hasDraft)) return false;
    const haystack = [row.title, row.category, row.fileName ?? '', row.docId, row.changedBy ?? '']
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export interface Duplicate {
  docId: string;
  title: string;
  /** The studio version that holds the file; null: the build's own file. */
  version: number | null;
}

/** The document (and version) that already holds a file with this plaintext sha-256. */
export function findDuplicate(rows: readonly StudioRow[], sha256: string): Duplicate | null {
  for (const row of rows) {
    for (const version of row.versions)
      if (version.entry?.file?.sha256 === sha256)
        return { docId: row.docId, title: row.title, version: version.version };
    if (row.builtIn?.sha256 === sha256)
      return { docId: row.docId, title: row.title, version: null };
  }
  return null;
}

export function duplicateMessage(duplicate: Duplicate): string {
  return `This file is already in the library as “${duplicate.title}” (${
    duplicate.version === null ? 'the built-in file' : `version ${duplicate.version}`
  }).`;
}

// ---- The form ----

export interface FormValues {
  title: string;
  description: string;
  category: string;
  tags: string[];
  persona: string;
  stage: string;
  audience: string;
  version: string;
  complianceFlag: boolean;
  featured: boolean;
  updatedAt: string;
  note: string;
  expiresAt: string;
}

export type FormField = keyof FormValues | 'file';

export function formValues(
  fields: LibraryFields | null,
  today: string,
  expiresAt: string | null,
): FormValues {
  return {
    title: fields?.title ?? '',
    description: fields?.description ?? '',
    category: fields?.category ?? '',
    tags: [...(fields?.tags ?? [])],
    persona: fields?.persona ?? '',
    stage: fields?.stage ?? '',
    audience: fields?.audience ?? '',
    version: fields?.version ?? '',
    complianceFlag: fields?.complianceFlag ?? false,
    featured: fields?.featured ?? false,
    updatedAt: today,
    note: '',
    expiresAt: expiresAt ?? '',
  };
}

export type Validated =
  | { ok: true; fields: LibraryFields; note: string | undefined; expiresAt: string | null }
  | { ok: false; messages: Partial<Record<FormField, string>> };

/** The form checked with the shared schemas: each field's first message, or the values to seal. */
export function validateForm(values: FormValues, needsFile: boolean, hasFile: boolean): Validated {
  const optional = (text: string) => (text.trim() ? text : undefined);
  const messages: Partial<Record<FormField, string>> = {};
  const fields = checkedMessages(libraryFieldsSchema, {
    title: values.title,
    description: values.description,
    category: values.category || undefined,
    tags: values.tags,
    updatedAt: values.updatedAt,
    complianceFlag: values.complianceFlag,
    ...(values.featured ? { featured: true } : {}),
    version: optional(values.version),
    audience: optional(values.audience),
    persona: (values.persona || undefined) as PersonaId | undefined,
    stage: values.stage || undefined,
  });
  if (!fields.ok) Object.assign(messages, fields.messages);
  if (values.category === '') messages.category = 'Choose one of the library categories.';
  const note = optional(values.note);
  if (note !== undefined) {
    const checkedNote = checkedMessages(libraryEntrySchema.shape.note, note);
    if (!checkedNote.ok) messages.note = Object.values(checkedNote.messages)[0];
  }
  if (values.expiresAt && !checkedMessages(isoDateSchema, values.expiresAt).ok)
    messages.expiresAt = 'Dates are YYYY-MM-DD.';
  if (needsFile && !hasFile) messages.file = 'Choose the file to publish.';
  if (!fields.ok || Object.keys(messages).length) return { ok: false, messages };
  return {
    ok: true,
    fields: fields.value,
    note: note?.trim(),
    expiresAt: values.expiresAt || null,
  };
}

/** The form's fields in the order they are drawn (the first with a message takes the focus). */
export const FIELD_ORDER: readonly FormField[] = [
  'file',
  'title',
  'description',
  'category',
  'tags',
  'persona',
  'stage',
  'audience',
  'version',
  'updatedAt',
  'complianceFlag',
  'featured',
  'expiresAt',
  'note',
];
