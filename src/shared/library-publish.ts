/**
 * Publishing without a deploy (issue 26, docs/decisions/0026): the library studio's and the rep
 * feed's request and answer shapes, the document fields (the same schema the build validates
 * collateral/library/ metadata with), and the sealing of catalogue entries with the portal content
 * key. Shared by the Worker (which validates every body with them), the studio and the rep device.
 *
 * What the server sees in clear: document ids, versions, states, dates, who did what, and the
 * ciphertext's size and sha-256. Titles, fields, file names, file keys and the files themselves
 * are sealed in the manager's browser (the entry under the content key K of the current epoch; the
 * file under its own random key, which only the sealed entry carries).
 */
import * as z from 'zod/mini';
import { unsafeTextReason } from './text.ts';
import { LIBRARY_FILE_PREFIX } from './portal-pack.ts';
import { fromBase64Url, randomBytes, toBase64Url } from './vault-crypto.ts';
import { CATEGORIES, FILE_TYPES, PERSONA_IDS, SALES_STAGES, TAGS } from './vault-schema.ts';

export { SALES_STAGES };

export const LIBRARY_STUDIO_PATH = '/admin/library';

export const LIBRARY_API = {
  /** GET (manager+): every studio-managed document with all its versions, drafts included. */
  studio: '/api/library/studio',
  /** POST (manager+): a new document (its first version). */
  documents: '/api/library/documents',
  /** PATCH (manager+): publish a version, retire, reinstate, set or clear the expiry. */
  document: (docId: string) => `/api/library/documents/${encodeURIComponent(docId)}`,
  /** POST (manager+): a new version (changed fields and/or a replaced file). */
  versions: (docId: string) => `/api/library/documents/${encodeURIComponent(docId)}/versions`,
  /** GET (manager+): this person's unfinished uploads (to resume). POST: start one. */
  uploads: '/api/library/uploads',
  /** DELETE: abandon an upload (the R2 multipart upload is aborted). */
  upload: (uploadId: string) => `/api/library/uploads/${encodeURIComponent(uploadId)}`,
  /** PUT application/octet-stream: one part (1-based). */
  uploadPart: (uploadId: string, part: number) =>
    `/api/library/uploads/${encodeURIComponent(uploadId)}/parts/${part}`,
  /** POST: all parts are there; the object is assembled and checked. */
  uploadComplete: (uploadId: string) =>
    `/api/library/uploads/${encodeURIComponent(uploadId)}/complete`,
  /** GET (any signed-in person, enrolled device or sync credential): what reps see. ETag'd. */
  feed: '/api/library/feed',
} as const;

/** Ciphertext of a published file: public like the build's vault blobs, useless without K. */
export { LIBRARY_FILE_PREFIX };
export function libraryFilePath(objectKey: string): string {
  return `${LIBRARY_FILE_PREFIX}${objectKey}`;
}
/** Object keys are 32 lowercase hex characters (random); nothing about the file is in the name. */
export const OBJECT_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** The largest file the studio publishes (plaintext bytes): 100 MiB. */
export const MAX_LIBRARY_FILE_BYTES = 100 * 1024 * 1024;
/** AES-GCM adds its 16-byte tag. */
export const GCM_TAG_BYTES = 16;
/** R2 multipart parts must be at least 5 MiB except the last. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
export function partCount(cipherSize: number): number {
  return Math.max(1, Math.ceil(cipherSize / UPLOAD_PART_BYTES));
}
export function partSize(cipherSize: number, part: number): number {
  const parts = partCount(cipherSize);
  if (part < 1 || part > parts) return 0;
  return part < parts ? UPLOAD_PART_BYTES : cipherSize - UPLOAD_PART_BYTES * (parts - 1);
}

export const LIBRARY_LIMITS = {
  title: { min: 3, max: 160 },
  description: { min: 10, max: 1200 },
  tags: 8,
  audience: 120,
  versionLabel: 24,
  fileName: 180,
  note: 500,
  /** Versions kept per document (older ones stay listed; a new one past this is refused). */
  versions: 200,
} as const;

export type SalesStage = (typeof SALES_STAGES)[number];

/**
 * Text a person typed: no control characters (tab and newline only where `multiline`), no bidi
 * overrides or isolates, no zero-width or other format characters, no lone surrogates. One rule
 * for the whole app, in ./text.ts.
 */
export { unsafeTextReason } from './text.ts';

function safeText(label: string, min: number, max: number, multiline = false) {
  return z.string().check(
    z.trim(),
    z.minLength(min, `${label} needs at least ${min} characters.`),
    z.maxLength(max, `${label} is at most ${max} characters.`),
    z.refine((value) => unsafeTextReason(value, multiline) === null, {
      error: (issue) => `${label} ${unsafeTextReason(String(issue.input), multiline)}.`,
    }),
  );
}

export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.'));

/**
 * A document's catalogue fields: what the build reads from front matter or a `.meta.yaml`
 * sidecar (scripts/vault/catalogue.ts) and what the studio's form edits.
 */
export const libraryFieldsSchema = z.object({
  title: safeText('The title', LIBRARY_LIMITS.title.min, LIBRARY_LIMITS.title.max),
  description: safeText(
    'The description',
    LIBRARY_LIMITS.description.min,
    LIBRARY_LIMITS.description.max,
    true,
  ),
  category: z.enum(CATEGORIES, 'Choose one of the library categories.'),
  tags: z
    .array(z.enum(TAGS, 'Choose tags from the library list.'))
    .check(
      z.minLength(1, 'Choose at least one tag.'),
      z.maxLength(LIBRARY_LIMITS.tags, `At most ${LIBRARY_LIMITS.tags} tags.`),
    ),
  updatedAt: isoDateSchema,
  complianceFlag: z.boolean(),
  featured: z.optional(z.boolean()),
  version: z.optional(safeText('The version label', 1, LIBRARY_LIMITS.versionLabel)),
  audience: z.optional(safeText('The audience', 1, LIBRARY_LIMITS.audience)),
  persona: z.optional(z.enum(PERSONA_IDS, 'Choose one of the four personas.')),
  stage: z.optional(z.enum(SALES_STAGES, 'Choose one of the sales stages.')),
});
export type LibraryFields = z.output<typeof libraryFieldsSchema>;

export const fileNameSchema = safeText('The file name', 1, LIBRARY_LIMITS.fileName).check(
  z.refine((name) => !/[\\/]/.test(name) && name !== '.' && name !== '..', {
    error: 'The file name cannot hold a slash.',
  }),
);

const b64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(400_000));
const b64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const objectKey = z.string().check(z.regex(OBJECT_KEY_PATTERN));
const filePath = z
  .string()
  .check(z.regex(new RegExp(`^${LIBRARY_FILE_PREFIX.replace(/\//g, '\\/')}[0-9a-f]{32}$`)));

/** The library studio's document ids ("s-" + 16 hex, as newStudioDocId makes them). */
export const STUDIO_DOC_ID = /^s-[0-9a-f]{16}$/;

/**
 * A document id: built-in ids are library paths ("sales/battlecards"); studio ids are "s-" + 16 hex.
 * A path may not start with "s-" (the Worker takes any such id for a studio one).
 */
export const docIdSchema = z
  .string()
  .check(
    z.regex(/^(s-[0-9a-f]{16}|(?!s-)[a-z0-9][a-z0-9_.-]*(\/[a-z0-9_.][a-z0-9_.-]*){0,4})$/),
    z.maxLength(200),
  );
export function newStudioDocId(): string {
  return `s-${[...randomBytes(8)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Ciphertext of one sealed JSON value: AES-256-GCM under K(epoch), with additional data. */
export const sealedJsonSchema = z.strictObject({
  epoch: z.number().check(z.int(), z.gte(1)),
  iv: z.string().check(z.regex(/^[A-Za-z0-9_-]{16}$/)),
  data: b64url,
});
export type SealedJson = z.output<typeof sealedJsonSchema>;

/** A published file's ciphertext, in clear: where it is, its size and sha-256 (what the pack checks). */
export const cipherFileSchema = z.strictObject({
  path: filePath,
  size: z.number().check(z.int(), z.gte(GCM_TAG_BYTES)),
  sha256,
});
export type CipherFile = z.output<typeof cipherFileSchema>;

/** The key to one sealed file (or a Markdown file's parsed view), inside a sealed entry. */
export const fileSecretSchema = z.strictObject({
  path: filePath,
  /** base64url raw AES-256 key; base64 12-byte IV (the catalogue's encodings). */
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  iv: b64,
  /** sha-256 of the plaintext. */
  sha256,
});

/** What a version's sealed entry holds. */
export const libraryEntrySchema = z.strictObject({
  fields: libraryFieldsSchema,
  /** Absent: a built-in document whose file is the build's (only its fields changed). */
  file: z.optional(
    z.strictObject({
      ...fileSecretSchema.shape,
      fileName: fileNameSchema,
      mimeType: z.string().check(z.minLength(3), z.maxLength(120)),
      fileType: z.enum(FILE_TYPES),
      size: z.number().check(z.int(), z.gte(0), z.lte(MAX_LIBRARY_FILE_BYTES)),
    }),
  ),
  /** Markdown files: the parsed tree the viewer draws, sealed as its own object. */
  view: z.optional(fileSecretSchema),
  /** What changed, for "What's new". */
  note: z.optional(safeText('The note', 1, LIBRARY_LIMITS.note, true)),
});
export type LibraryEntry = z.output<typeof libraryEntrySchema>;

/** An unfinished upload's own secret (file key, IV, plaintext digest), sealed so it can resume. */
export const uploadSecretSchema = z.strictObject({
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  iv: b64,
  sha256,
  fileName: fileNameSchema,
  size: z.number().check(z.int(), z.gte(0), z.lte(MAX_LIBRARY_FILE_BYTES)),
});
export type UploadSecret = z.output<typeof uploadSecretSchema>;

// ---- Requests ----

export const startUploadRequest = z.strictObject({
  cipherSize: z
    .number()
    .check(z.int(), z.gte(GCM_TAG_BYTES), z.lte(MAX_LIBRARY_FILE_BYTES + GCM_TAG_BYTES)),
  cipherSha256: sha256,
  secret: sealedJsonSchema,
});
export const uploadAnswerSchema = z.object({
  ok: z.literal(true),
  uploadId: objectKey,
  partSize: z.number(),
  parts: z.number(),
  /** Parts already stored (1-based), for a resumed upload. */
  done: z.array(z.number()),
});
export const openUploadSchema = z.object({
  uploadId: objectKey,
  cipherSize: z.number(),
  cipherSha256: sha256,
  secret: sealedJsonSchema,
  done: z.array(z.number()),
  startedAt: z.string(),
});
export const openUploadsAnswerSchema = z.object({
  ok: z.literal(true),
  uploads: z.array(openUploadSchema),
});
export const completeUploadAnswerSchema = z.object({ ok: z.literal(true), file: cipherFileSchema });

const versionBody = {
  /** The version this creates: the latest + 1 (a stale editor gets 409 version_conflict). */
  version: z.number().check(z.int(), z.gte(1), z.lte(LIBRARY_LIMITS.versions)),
  entry: sealedJsonSchema,
  /** A completed upload of this person's: the new file (and, for Markdown, its view). */
  uploadId: z.optional(objectKey),
  viewUploadId: z.optional(objectKey),
  /** Publish now (else a draft, seen by managers only). */
  publish: z.boolean(),
};
export const createDocumentRequest = z.strictObject({
  docId: docIdSchema,
  expiresAt: z.optional(z.nullable(isoDateSchema)),
  ...versionBody,
});
export const createVersionRequest = z.strictObject(versionBody);
export const updateDocumentRequest = z.union([
  /** Version 0 of a built-in document: the build's own file and fields again. */
  z.strictObject({ action: z.literal('publish'), version: z.number().check(z.int(), z.gte(0)) }),
  z.strictObject({ action: z.literal('retire') }),
  z.strictObject({ action: z.literal('reinstate') }),
  z.strictObject({ action: z.literal('expiry'), expiresAt: z.nullable(isoDateSchema) }),
]);
export type UpdateDocumentRequest = z.output<typeof updateDocumentRequest>;

// ---- Answers ----

export const DOCUMENT_STATES = ['draft', 'published', 'retired'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const studioVersionSchema = z.object({
  version: z.number(),
  entry: sealedJsonSchema,
  file: z.nullable(cipherFileSchema),
  view: z.nullable(cipherFileSchema),
  createdAt: z.string(),
  /** The email of the person who made it (null: no longer in the directory). */
  createdBy: z.nullable(z.string()),
  /**
   * Sealed under a content key the Worker no longer holds (the owner passphrase changed, and with
   * it the sync secret its key ring is wrapped under): no one can open it; reps never get it.
   */
  unreadable: z.optional(z.boolean()),
});
export const studioDocumentSchema = z.object({
  docId: docIdSchema,
  /** 'built-in': the build's document, whose fields or file the studio overrides. */
  origin: z.enum(['studio', 'built-in']),
  state: z.enum(DOCUMENT_STATES),
  /** The version reps see (null: never published). */
  publishedVersion: z.nullable(z.number()),
  latestVersion: z.number(),
  expiresAt: z.nullable(isoDateSchema),
  createdAt: z.string(),
  changedAt: z.string(),
  versions: z.array(studioVersionSchema),
});
export type StudioDocument = z.output<typeof studioDocumentSchema>;
/** POST documents (201), POST versions (201) and PATCH document (200): the document as it is now. */
export const documentAnswerSchema = z.object({
  ok: z.literal(true),
  document: studioDocumentSchema,
});
export type DocumentAnswer = z.output<typeof documentAnswerSchema>;
export const studioAnswerSchema = z.object({
  ok: z.literal(true),
  epoch: z.number(),
  documents: z.array(studioDocumentSchema),
});

export const feedDocumentSchema = z.object({
  docId: docIdSchema,
  origin: z.enum(['studio', 'built-in']),
  version: z.number(),
  entry: sealedJsonSchema,
  file: z.nullable(cipherFileSchema),
  view: z.nullable(cipherFileSchema),
  /** When reps first saw it (its first publish). */
  publishedAt: z.string(),
  /** The last change reps can see (publish, restore, reinstate). */
  changedAt: z.string(),
  expiresAt: z.nullable(isoDateSchema),
});
export type FeedDocument = z.output<typeof feedDocumentSchema>;
export const feedAnswerSchema = z.object({
  ok: z.literal(true),
  epoch: z.number(),
  /** Also the ETag: unchanged while nothing reps see changed. */
  revision: z.string(),
  documents: z.array(feedDocumentSchema),
  /** Built-in documents reps must not see (retired, or past their expiry). */
  hidden: z.array(docIdSchema),
});
export type FeedAnswer = z.output<typeof feedAnswerSchema>;

// ---- Sealing ----

/** The additional data that binds a sealed entry to its document and version. */
export function entryAad(docId: string, version: number): string {
  return `msd-library-entry|${docId}|${version}`;
}
/** ... and an upload's secret to its upload. */
export function uploadAad(cipherSha256: string): string {
  return `msd-library-upload|${cipherSha256}`;
}

export async function sealJson(
  key: CryptoKey,
  epoch: number,
  aad: string,
  value: unknown,
): Promise<SealedJson> {
  const iv = randomBytes(12);
  const data = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(aad) },
      key,
      new TextEncoder().encode(JSON.stringify(value)),
    ),
  );
  return { epoch, iv: toBase64Url(iv), data: toBase64Url(data) };
}

/** Throws when the key or the additional data is wrong or a byte changed. */
export async function openJson(key: CryptoKey, sealed: SealedJson, aad: string): Promise<unknown> {
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64Url(sealed.iv),
      additionalData: new TextEncoder().encode(aad),
    },
    key,
    fromBase64Url(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
