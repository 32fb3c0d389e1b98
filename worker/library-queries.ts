/** D1 statements of the library studio, its uploads and the rep feed (migration 0007). */
import type { DocumentState, SealedJson } from '../src/shared/library-publish';

export interface DocumentRow {
  doc_id: string;
  origin: 'studio' | 'built-in';
  state: DocumentState;
  published_version: number | null;
  latest_version: number;
  expires_at: string | null;
  expired_logged: number;
  created_at: number;
  created_by: string | null;
  first_published_at: number | null;
  feed_changed_at: number | null;
  changed_at: number;
}

export interface VersionRow {
  doc_id: string;
  version: number;
  epoch: number;
  entry_iv: string;
  entry_data: string;
  upload_id: string | null;
  view_upload_id: string | null;
  object_key: string | null;
  cipher_size: number | null;
  cipher_sha256: string | null;
  view_object_key: string | null;
  view_size: number | null;
  view_sha256: string | null;
  created_at: number;
  created_by: string | null;
  /** Joined from people. */
  created_by_email: string | null;
}

export interface UploadRow {
  upload_id: string;
  r2_upload_id: string;
  person_id: string;
  cipher_size: number;
  cipher_sha256: string;
  secret_epoch: number;
  secret_iv: string;
  secret_data: string;
  state: 'open' | 'complete' | 'consumed';
  started_at: number;
  completed_at: number | null;
}

export interface PartRow {
  upload_id: string;
  part: number;
  etag: string;
  size: number;
}

/** Where an upload's ciphertext lives in the bucket (its public path is /api/library/files/<id>). */
export const objectName = (uploadId: string) => `files/${uploadId}`;

export const entryOf = (
  row: Pick<VersionRow, 'epoch' | 'entry_iv' | 'entry_data'>,
): SealedJson => ({
  epoch: row.epoch,
  iv: row.entry_iv,
  data: row.entry_data,
});
export const secretOf = (row: UploadRow): SealedJson => ({
  epoch: row.secret_epoch,
  iv: row.secret_iv,
  data: row.secret_data,
});

const VERSION_COLUMNS = `v.doc_id, v.version, v.epoch, v.entry_iv, v.entry_data, v.upload_id,
  v.view_upload_id, v.object_key, v.cipher_size, v.cipher_sha256, v.view_object_key, v.view_size,
  v.view_sha256, v.created_at, v.created_by, p.email AS created_by_email`;

// ---- Documents and versions --------------------------------------------------------------------

export function findDocument(db: D1Database, docId: string): Promise<DocumentRow | null> {
  return db
    .prepare('SELECT * FROM library_documents WHERE doc_id = ?1')
    .bind(docId)
    .first<DocumentRow>();
}

export async function allDocuments(db: D1Database): Promise<DocumentRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM library_documents ORDER BY changed_at DESC, doc_id')
    .all<DocumentRow>();
  return results;
}

export async function versionsOf(db: D1Database, docId: string | null): Promise<VersionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${VERSION_COLUMNS} FROM library_versions v LEFT JOIN people p ON p.id = v.created_by
       WHERE ?1 IS NULL OR v.doc_id = ?1 ORDER BY v.doc_id, v.version`,
    )
    .bind(docId)
    .all<VersionRow>();
  return results;
}

export function findVersion(
  db: D1Database,
  docId: string,
  version: number,
): Promise<VersionRow | null> {
  return db
    .prepare(
      `SELECT ${VERSION_COLUMNS} FROM library_versions v LEFT JOIN people p ON p.id = v.created_by
       WHERE v.doc_id = ?1 AND v.version = ?2`,
    )
    .bind(docId, version)
    .first<VersionRow>();
}

/** Published documents at their published version (expiry is the caller's to judge). */
export async function publishedRows(db: D1Database): Promise<Array<DocumentRow & VersionRow>> {
  const { results } = await db
    .prepare(
      `SELECT d.*, ${VERSION_COLUMNS} FROM library_documents d
       JOIN library_versions v ON v.doc_id = d.doc_id AND v.version = d.published_version
       LEFT JOIN people p ON p.id = v.created_by
       WHERE d.state = 'published' ORDER BY d.doc_id`,
    )
    .all<DocumentRow & VersionRow>();
  return results;
}

/** Built-in documents reps must not see: retired, or past their expiry day (`today`, UTC). */
export async function hiddenBuiltIns(db: D1Database, today: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT doc_id FROM library_documents WHERE origin = 'built-in'
       AND (state = 'retired' OR (expires_at IS NOT NULL AND expires_at < ?1)) ORDER BY doc_id`,
    )
    .bind(today)
    .all<{ doc_id: string }>();
  return results.map((row) => row.doc_id);
}

export interface NewDocument {
  docId: string;
  origin: 'studio' | 'built-in';
  state: DocumentState;
  expiresAt: string | null;
  createdBy: string;
}

/** A document row with no version yet (latest_version 0): the version insert follows in the batch. */
export function insertDocument(db: D1Database, doc: NewDocument, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO library_documents (doc_id, origin, state, latest_version, expires_at,
         created_at, created_by, changed_at)
       VALUES (?1, ?2, ?3, 0, ?4, ?5, ?6, ?5)`,
    )
    .bind(doc.docId, doc.origin, doc.state, doc.expiresAt, now, doc.createdBy);
}

export interface NewVersion {
  docId: string;
  version: number;
  entry: SealedJson;
  uploadId: string | null;
  viewUploadId: string | null;
  file: { key: string; size: number; sha256: string } | null;
  view: { key: string; size: number; sha256: string } | null;
  createdBy: string;
}

/** Refused inside the transaction (triggers) unless it is latest + 1 and its uploads are ready. */
export function insertVersion(db: D1Database, v: NewVersion, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO library_versions (doc_id, version, epoch, entry_iv, entry_data, upload_id,
         view_upload_id, object_key, cipher_size, cipher_sha256, view_object_key, view_size,
         view_sha256, created_at, created_by)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)`,
    )
    .bind(
      v.docId,
      v.version,
      v.entry.epoch,
      v.entry.iv,
      v.entry.data,
      v.uploadId,
      v.viewUploadId,
      v.file?.key ?? null,
      v.file?.size ?? null,
      v.file?.sha256 ?? null,
      v.view?.key ?? null,
      v.view?.size ?? null,
      v.view?.sha256 ?? null,
      now,
      v.createdBy,
    );
}

/** After a version insert: it is the latest, and with `publish` the one reps see. */
export function advanceDocument(
  db: D1Database,
  docId: string,
  version: number,
  publish: boolean,
  now: number,
): D1PreparedStatement {
  return publish
    ? db
        .prepare(
          `UPDATE library_documents SET latest_version = ?2, published_version = ?2,
             state = 'published', first_published_at = COALESCE(first_published_at, ?3),
             feed_changed_at = ?3, changed_at = ?3
           WHERE doc_id = ?1`,
        )
        .bind(docId, version, now)
    : db
        .prepare(
          'UPDATE library_documents SET latest_version = ?2, changed_at = ?3 WHERE doc_id = ?1',
        )
        .bind(docId, version, now);
}

export function publishVersion(
  db: D1Database,
  docId: string,
  version: number,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE library_documents SET published_version = ?2, state = 'published',
         first_published_at = COALESCE(first_published_at, ?3), feed_changed_at = ?3, changed_at = ?3
       WHERE doc_id = ?1`,
    )
    .bind(docId, version, now);
}

export function setState(
  db: D1Database,
  docId: string,
  state: DocumentState,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE library_documents SET state = ?2, changed_at = ?3,
         feed_changed_at = CASE WHEN ?2 = 'published' THEN ?3 ELSE feed_changed_at END
       WHERE doc_id = ?1`,
    )
    .bind(docId, state, now);
}

export function setExpiry(
  db: D1Database,
  docId: string,
  expiresAt: string | null,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE library_documents SET expires_at = ?2, expired_logged = 0, changed_at = ?3
       WHERE doc_id = ?1`,
    )
    .bind(docId, expiresAt, now);
}

/** A version re-sealed under the current K (only if no one re-sealed it first). */
export function resealVersion(
  db: D1Database,
  row: Pick<VersionRow, 'doc_id' | 'version' | 'epoch'>,
  sealed: SealedJson,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE library_versions SET epoch = ?3, entry_iv = ?4, entry_data = ?5
       WHERE doc_id = ?1 AND version = ?2 AND epoch = ?6`,
    )
    .bind(row.doc_id, row.version, sealed.epoch, sealed.iv, sealed.data, row.epoch);
}

// ---- Uploads -----------------------------------------------------------------------------------

export function findUpload(db: D1Database, uploadId: string): Promise<UploadRow | null> {
  return db
    .prepare('SELECT * FROM library_uploads WHERE upload_id = ?1')
    .bind(uploadId)
    .first<UploadRow>();
}

export function countOpenUploads(db: D1Database, personId: string): Promise<number | null> {
  return db
    .prepare("SELECT COUNT(*) AS n FROM library_uploads WHERE person_id = ?1 AND state = 'open'")
    .bind(personId)
    .first<number>('n');
}

export function insertUpload(
  db: D1Database,
  upload: Omit<UploadRow, 'state' | 'completed_at'>,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO library_uploads (upload_id, r2_upload_id, person_id, cipher_size, cipher_sha256,
         secret_epoch, secret_iv, secret_data, state, started_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'open', ?9)`,
    )
    .bind(
      upload.upload_id,
      upload.r2_upload_id,
      upload.person_id,
      upload.cipher_size,
      upload.cipher_sha256,
      upload.secret_epoch,
      upload.secret_iv,
      upload.secret_data,
      upload.started_at,
    );
}

export async function partsOf(db: D1Database, uploadId: string): Promise<PartRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM library_upload_parts WHERE upload_id = ?1 ORDER BY part')
    .bind(uploadId)
    .all<PartRow>();
  return results;
}

/** Re-sending a part replaces it (a resumed upload). */
export function putPart(db: D1Database, part: PartRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO library_upload_parts (upload_id, part, etag, size) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (upload_id, part) DO UPDATE SET etag = excluded.etag, size = excluded.size`,
    )
    .bind(part.upload_id, part.part, part.etag, part.size);
}

export function markComplete(db: D1Database, uploadId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE library_uploads SET state = 'complete', completed_at = ?2 WHERE upload_id = ?1 AND state = 'open'",
    )
    .bind(uploadId, now);
}

export function markConsumed(db: D1Database, uploadId: string): D1PreparedStatement {
  return db
    .prepare("UPDATE library_uploads SET state = 'consumed' WHERE upload_id = ?1")
    .bind(uploadId);
}

export function deleteUploadRows(db: D1Database, uploadId: string): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM library_upload_parts WHERE upload_id = ?1').bind(uploadId),
    db.prepare('DELETE FROM library_uploads WHERE upload_id = ?1').bind(uploadId),
  ];
}

export async function openUploadsOf(db: D1Database, personId: string): Promise<UploadRow[]> {
  const { results } = await db
    .prepare(
      "SELECT * FROM library_uploads WHERE person_id = ?1 AND state = 'open' ORDER BY started_at",
    )
    .bind(personId)
    .all<UploadRow>();
  return results;
}

export function resealUpload(
  db: D1Database,
  row: UploadRow,
  sealed: SealedJson,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE library_uploads SET secret_epoch = ?2, secret_iv = ?3, secret_data = ?4
       WHERE upload_id = ?1 AND secret_epoch = ?5`,
    )
    .bind(row.upload_id, sealed.epoch, sealed.iv, sealed.data, row.secret_epoch);
}

/** True for a file the public may fetch: an upload that was assembled and checked. */
export async function isPublicFile(db: D1Database, uploadId: string): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS ok FROM library_uploads WHERE upload_id = ?1 AND state IN ('complete', 'consumed')",
    )
    .bind(uploadId)
    .first<number>('ok');
  return row === 1;
}

// ---- The daily Cron ----------------------------------------------------------------------------

/** Uploads left open, or completed but never used, since before `before`. */
export async function staleUploads(db: D1Database, before: number): Promise<UploadRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM library_uploads WHERE (state = 'open' AND started_at < ?1)
         OR (state = 'complete' AND COALESCE(completed_at, started_at) < ?1)
       LIMIT 500`,
    )
    .bind(before)
    .all<UploadRow>();
  return results;
}

/** Documents whose expiry day is before `today` and whose expiry is not yet in the audit log. */
export async function newlyExpired(db: D1Database, today: string): Promise<DocumentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM library_documents
       WHERE expired_logged = 0 AND expires_at IS NOT NULL AND expires_at < ?1 LIMIT 500`,
    )
    .bind(today)
    .all<DocumentRow>();
  return results;
}

export function markExpiredLogged(
  db: D1Database,
  docId: string,
  expiresAt: string,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE library_documents SET expired_logged = 1 WHERE doc_id = ?1 AND expires_at = ?2',
    )
    .bind(docId, expiresAt);
}
