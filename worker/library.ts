/**
 * Publishing without a deploy (issue 26, decision 0026): the library studio's endpoints (managers
 * and admins, signed in; CSRF on every change), the rep feed (anyone who may sync) and the public
 * ciphertext of published files. Shapes are src/shared/library-publish.ts; nothing a browser sends
 * reaches D1 or R2 before it is validated, and a version with its document, its uploads' state
 * and its audit rows is one D1 batch (a transaction): nothing is ever half-published.
 *
 * The Worker holds the current content key K (PORTAL_CONTENT_KEY), so it opens each new entry to
 * check it is a real one for this document and version and that it names the file it comes with.
 */
import * as z from 'zod/mini';
import {
  createDocumentRequest,
  createVersionRequest,
  entryAad,
  GCM_TAG_BYTES,
  libraryFilePath,
  MAX_LIBRARY_FILE_BYTES,
  OBJECT_KEY_PATTERN,
  partCount,
  partSize,
  startUploadRequest,
  docIdSchema,
  updateDocumentRequest,
  uploadAad,
  UPLOAD_PART_BYTES,
  type CipherFile,
  type DocumentAnswer,
  type FeedAnswer,
  type FeedDocument,
  type SealedJson,
  type StudioDocument,
} from '../src/shared/library-publish';
import type { AuditAction } from '../src/shared/people';
import { requirePerson } from './access-control';
import { auditStatement, type Actor } from './audit';
import { isCatalogueDocument } from './catalogue';
import { errorResponse, json } from './http';
import {
  currentSeal,
  libraryKeys,
  openEntry,
  openUploadSecret,
  type LibraryKeys,
} from './library-keys';
import * as q from './library-queries';
import { parseJson, validationFailed } from './parse-json';
import { contentKeys } from './portal-devices';
import { syncCaller } from './portal-sync';
import { readBytesCapped, readJsonBody } from './request-body';
import { sha256Hex } from './tokens';
import type { Env } from './env';
import { errorFields, logWarn } from './logger';

/** A studio request's JSON: a sealed entry is at most 400,000 characters. */
export const LIBRARY_BODY_MAX_BYTES = 512 * 1024;
/** Unfinished uploads one person may have at once. */
export const MAX_OPEN_UPLOADS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();
/** Today as a UTC calendar day, the unit expiry is counted in. */
export const utcDay = (now: number) => iso(now).slice(0, 10);

// ---- Who may call ------------------------------------------------------------------------------

interface Studio {
  actor: Actor;
  personId: string;
  keys: LibraryKeys;
}

/** A signed-in manager or admin (CSRF on changes) while the content key is configured. */
async function studio(
  request: Request,
  env: Env,
): Promise<{ ok: true; studio: Studio } | { ok: false; response: Response }> {
  const auth = await requirePerson(request, env, 'manager');
  if (!auth.ok) return auth;
  const keys = contentKeys(env);
  if (!keys.ok) return keys;
  return {
    ok: true,
    studio: {
      actor: auth.actor,
      personId: auth.session.person.id,
      keys: await libraryKeys(env.DB, keys.keys),
    },
  };
}

/** Reads away a body the Worker will not use, so the connection stays usable (request-body.ts). */
async function drain(request: Request): Promise<void> {
  try {
    await request.body?.pipeTo(new WritableStream());
  } catch {
    // The client went away.
  }
}

async function refuse(request: Request, response: Response): Promise<Response> {
  await drain(request);
  return response;
}

const notFound = (what: string) => errorResponse(404, 'not_found', what);
const epochChanged = () =>
  errorResponse(
    409,
    'epoch_changed',
    'The portal key changed since this page loaded: reload the studio and save again.',
  );

function docIdParam(params: Record<string, string>): string | null {
  try {
    const parsed = z.safeParse(docIdSchema, decodeURIComponent(params.id ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const uploadIdParam = (params: Record<string, string>) =>
  OBJECT_KEY_PATTERN.test(params.id ?? '') ? params.id! : null;

// ---- Studio answers ----------------------------------------------------------------------------

function cipherFile(
  key: string | null,
  size: number | null,
  sha256: string | null,
): CipherFile | null {
  return key === null || size === null || sha256 === null
    ? null
    : { path: libraryFilePath(key), size, sha256 };
}

/**
 * Versions sealed under an older epoch, re-sealed under the current K where the ring allows (the
 * rows are updated), each with its entry as it now is; `unreadable` where no key opens it.
 */
async function currentVersions(
  env: Env,
  keys: LibraryKeys,
  rows: q.VersionRow[],
): Promise<Array<{ row: q.VersionRow; entry: SealedJson; unreadable: boolean }>> {
  const updates: D1PreparedStatement[] = [];
  const out = await Promise.all(
    rows.map(async (row) => {
      const sealed = await currentSeal(keys, q.entryOf(row), entryAad(row.doc_id, row.version));
      if (!sealed) return { row, entry: q.entryOf(row), unreadable: true };
      if (sealed.changed) updates.push(q.resealVersion(env.DB, row, sealed.sealed));
      return { row, entry: sealed.sealed, unreadable: false };
    }),
  );
  if (updates.length) await env.DB.batch(updates);
  return out;
}

function studioDocument(
  doc: q.DocumentRow,
  versions: Array<{ row: q.VersionRow; entry: SealedJson; unreadable: boolean }>,
): StudioDocument {
  return {
    docId: doc.doc_id,
    origin: doc.origin,
    state: doc.state,
    publishedVersion: doc.published_version,
    latestVersion: doc.latest_version,
    expiresAt: doc.expires_at,
    createdAt: iso(doc.created_at),
    changedAt: iso(doc.changed_at),
    versions: versions.map(({ row, entry, unreadable }) => ({
      version: row.version,
      entry,
      file: cipherFile(row.object_key, row.cipher_size, row.cipher_sha256),
      view: cipherFile(row.view_object_key, row.view_size, row.view_sha256),
      createdAt: iso(row.created_at),
      createdBy: row.created_by_email,
      ...(unreadable ? { unreadable: true } : {}),
    })),
  };
}

async function documentAnswer(
  env: Env,
  keys: LibraryKeys,
  docId: string,
  status = 200,
): Promise<Response> {
  const doc = await q.findDocument(env.DB, docId);
  if (!doc) return notFound('There is no library document with this id.');
  const versions = await currentVersions(env, keys, await q.versionsOf(env.DB, docId));
  const answer: DocumentAnswer = { ok: true, document: studioDocument(doc, versions) };
  return json(answer, { status });
}

/** GET: every document the studio manages, with all its versions (drafts included). */
export async function getStudio(request: Request, env: Env): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return auth.response;
  const { keys } = auth.studio;
  const [docs, rows] = await Promise.all([q.allDocuments(env.DB), q.versionsOf(env.DB, null)]);
  const versions = await currentVersions(env, keys, rows);
  const byDoc = new Map<string, typeof versions>();
  for (const version of versions) {
    const list = byDoc.get(version.row.doc_id) ?? [];
    list.push(version);
    byDoc.set(version.row.doc_id, list);
  }
  return json({
    ok: true,
    epoch: keys.epoch,
    documents: docs.map((doc) => studioDocument(doc, byDoc.get(doc.doc_id) ?? [])),
  });
}

// ---- Documents and versions --------------------------------------------------------------------

type VersionBody = z.output<typeof createVersionRequest>;

interface FileRef {
  key: string;
  size: number;
  sha256: string;
}

/** One of this person's uploads, ready to be published; or the 4xx that says why not. */
async function readyUpload(
  env: Env,
  personId: string,
  uploadId: string,
  field: string,
): Promise<{ ok: true; file: FileRef } | { ok: false; response: Response }> {
  const upload = await q.findUpload(env.DB, uploadId);
  if (!upload || upload.person_id !== personId)
    return {
      ok: false,
      response: errorResponse(
        400,
        'upload_unknown',
        `${field} is not an upload of yours: upload the file again.`,
      ),
    };
  if (upload.state === 'open')
    return {
      ok: false,
      response: errorResponse(
        409,
        'upload_incomplete',
        `${field} has not finished uploading: send its remaining parts and complete it first.`,
      ),
    };
  if (upload.state === 'consumed')
    return {
      ok: false,
      response: errorResponse(
        409,
        'upload_used',
        `${field} is already published in a version: upload the file again for a new one.`,
      ),
    };
  return {
    ok: true,
    file: { key: upload.upload_id, size: upload.cipher_size, sha256: upload.cipher_sha256 },
  };
}

const entryMismatch = (message: string) =>
  errorResponse(422, 'entry_mismatch', message, {}, [{ field: 'entry', message }]);

/**
 * Adds `body.version` to `doc` (null: a new document, `newDoc` its row) in one batch: the
 * document, the version, its uploads marked used, the audit rows.
 */
async function addVersion(
  request: Request,
  env: Env,
  s: Studio,
  docId: string,
  origin: 'studio' | 'built-in',
  doc: q.DocumentRow | null,
  body: VersionBody,
  expiresAt: string | null,
): Promise<Response> {
  const latest = doc?.latest_version ?? 0;
  if (body.version !== latest + 1)
    return errorResponse(
      409,
      'version_conflict',
      `This document is at version ${latest}: reload it and save again as version ${latest + 1}.`,
    );
  if (body.entry.epoch !== s.keys.epoch) return epochChanged();
  if (body.uploadId && body.uploadId === body.viewUploadId)
    return entryMismatch('The file and its view cannot be the same upload.');

  const opened = await openEntry(s.keys, docId, body.version, body.entry);
  if (!opened.ok)
    return opened.issues
      ? validationFailed(opened.issues, 'The sealed entry is not a valid library entry.')
      : errorResponse(
          422,
          'entry_invalid',
          'The sealed entry does not open with the current portal key for this document and version: reload the studio and save again.',
        );
  const { entry } = opened;

  const previous = latest > 0 ? await q.findVersion(env.DB, docId, latest) : null;
  /**
   * This version's file or view: a new upload of this person's, else the previous version's when
   * the entry still names it; the entry must describe exactly that object.
   */
  const attach = async (
    which: 'file' | 'view',
    uploadId: string | undefined,
    named: { path: string } | undefined,
  ): Promise<{ ok: true; ref: FileRef | null } | { ok: false; response: Response }> => {
    let ref: FileRef | null = null;
    if (uploadId) {
      const ready = await readyUpload(
        env,
        s.personId,
        uploadId,
        which === 'file' ? 'uploadId' : 'viewUploadId',
      );
      if (!ready.ok) return ready;
      ref = ready.file;
    } else if (named && previous) {
      const [key, size, sha256] =
        which === 'file'
          ? [previous.object_key, previous.cipher_size, previous.cipher_sha256]
          : [previous.view_object_key, previous.view_size, previous.view_sha256];
      if (key !== null && size !== null && sha256 !== null) ref = { key, size, sha256 };
    }
    if (!named && ref)
      return {
        ok: false,
        response: entryMismatch(`The entry must describe the uploaded ${which}.`),
      };
    if (named && (!ref || named.path !== libraryFilePath(ref.key)))
      return {
        ok: false,
        response: entryMismatch(
          `The entry's ${which} is not this version's: name the new upload's path, or the previous version's to keep it.`,
        ),
      };
    return { ok: true, ref };
  };

  const attachedFile = await attach('file', body.uploadId, entry.file);
  if (!attachedFile.ok) return attachedFile.response;
  const file = attachedFile.ref;
  if (entry.file && file && entry.file.size + GCM_TAG_BYTES !== file.size)
    return entryMismatch("The entry's file size does not match the uploaded ciphertext.");
  if (origin === 'studio' && !file)
    return errorResponse(
      422,
      'file_required',
      'A studio document needs a file: upload it and name the upload in uploadId.',
    );
  const attachedView = await attach('view', body.viewUploadId, entry.view);
  if (!attachedView.ok) return attachedView.response;
  const view = attachedView.ref;

  const now = Date.now();
  const detail = { version: body.version };
  const statements: D1PreparedStatement[] = [];
  if (!doc)
    statements.push(
      q.insertDocument(
        env.DB,
        { docId, origin, state: 'draft', expiresAt, createdBy: s.personId },
        now,
      ),
    );
  statements.push(
    q.insertVersion(
      env.DB,
      {
        docId,
        version: body.version,
        entry: body.entry,
        uploadId: body.uploadId ?? null,
        viewUploadId: body.viewUploadId ?? null,
        file,
        view,
        createdBy: s.personId,
      },
      now,
    ),
    q.advanceDocument(env.DB, docId, body.version, body.publish, now),
  );
  if (body.uploadId) statements.push(q.markConsumed(env.DB, body.uploadId));
  if (body.viewUploadId) statements.push(q.markConsumed(env.DB, body.viewUploadId));
  const action: AuditAction = latest === 0 ? 'library.create' : 'library.version';
  statements.push(
    auditStatement(env.DB, request, { action, actor: s.actor, subject: docId, detail }, now),
  );
  if (body.publish)
    statements.push(
      auditStatement(
        env.DB,
        request,
        { action: 'library.publish', actor: s.actor, subject: docId, detail },
        now,
      ),
    );
  try {
    await env.DB.batch(statements);
  } catch (error) {
    // The triggers and keys re-check inside the transaction what was checked above: someone
    // else got there first (the same version, the same upload, the same new id).
    const message = String(error);
    if (/library_|UNIQUE|PRIMARY KEY|constraint/i.test(message))
      return errorResponse(
        409,
        'version_conflict',
        'Someone changed this document or used this upload just now: reload and try again.',
      );
    throw error;
  }
  return documentAnswer(env, s.keys, docId, 201);
}

/** POST: a new document (version 1), optionally published at once. */
export async function createDocument(request: Request, env: Env): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return refuse(request, auth.response);
  const body = await parseJson(
    request,
    createDocumentRequest,
    LIBRARY_BODY_MAX_BYTES,
    'the document',
  );
  if (!body.ok) return body.response;
  const { docId, expiresAt, ...version } = body.data;
  const origin = docId.startsWith('s-') ? 'studio' : 'built-in';
  if (origin === 'built-in' && !(await isCatalogueDocument(docId)))
    return errorResponse(
      404,
      'unknown_document',
      `${docId} is not a document of the built-in library; new documents get an s- id.`,
    );
  const existing = await q.findDocument(env.DB, docId);
  // A built-in document retired before it had a version of its own has a row but no version.
  if (existing && existing.latest_version > 0)
    return errorResponse(409, 'exists', `${docId} already exists: add a version to it instead.`);
  return addVersion(request, env, auth.studio, docId, origin, existing, version, expiresAt ?? null);
}

/** POST: a new version of an existing document. */
export async function createVersion(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return refuse(request, auth.response);
  const docId = docIdParam(params);
  const doc = docId ? await q.findDocument(env.DB, docId) : null;
  if (!docId || !doc)
    return refuse(request, notFound('There is no library document with this id.'));
  const body = await parseJson(
    request,
    createVersionRequest,
    LIBRARY_BODY_MAX_BYTES,
    'the version',
  );
  if (!body.ok) return body.response;
  return addVersion(request, env, auth.studio, docId, doc.origin, doc, body.data, doc.expires_at);
}

/** PATCH: publish a version (also "restore" an older one), retire, reinstate, set the expiry. */
export async function updateDocument(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return refuse(request, auth.response);
  const s = auth.studio;
  const docId = docIdParam(params);
  if (!docId) return refuse(request, notFound('There is no library document with this id.'));
  const body = await parseJson(
    request,
    updateDocumentRequest,
    LIBRARY_BODY_MAX_BYTES,
    'the change',
  );
  if (!body.ok) return body.response;
  const change = body.data;
  const now = Date.now();
  const statements: D1PreparedStatement[] = [];

  let doc = await q.findDocument(env.DB, docId);
  if (!doc) {
    // A built-in document can be retired or given an expiry before it has a version of its own.
    const builtIn = !docId.startsWith('s-') && (await isCatalogueDocument(docId));
    if (!builtIn || (change.action !== 'retire' && change.action !== 'expiry'))
      return notFound('There is no library document with this id.');
    doc = {
      doc_id: docId,
      origin: 'built-in',
      state: 'draft',
      published_version: null,
      latest_version: 0,
      expires_at: null,
      expired_logged: 0,
      created_at: now,
      created_by: s.personId,
      first_published_at: null,
      feed_changed_at: null,
      changed_at: now,
    };
    statements.push(
      q.insertDocument(
        env.DB,
        { docId, origin: 'built-in', state: 'draft', expiresAt: null, createdBy: s.personId },
        now,
      ),
    );
  }

  let action: AuditAction;
  let detail: Record<string, unknown>;
  switch (change.action) {
    case 'publish': {
      // Version 0 of a built-in document is the build's own: reps see it without an override.
      if (change.version === 0 && doc.origin === 'built-in') {
        if (doc.state === 'published' && doc.published_version === 0)
          return documentAnswer(env, s.keys, docId);
        action = 'library.restore';
        detail = { version: 0, previous: doc.published_version };
        statements.push(q.publishVersion(env.DB, docId, 0, now));
        break;
      }
      const version = await q.findVersion(env.DB, docId, change.version);
      if (!version)
        return errorResponse(
          404,
          'version_not_found',
          `This document has versions 1 to ${doc.latest_version}.`,
        );
      const [current] = await currentVersions(env, s.keys, [version]);
      if (current!.unreadable)
        return errorResponse(
          409,
          'version_unreadable',
          'This version was sealed under a portal key this server no longer holds: no one can open it.',
        );
      if (doc.state === 'published' && doc.published_version === change.version)
        return documentAnswer(env, s.keys, docId);
      action =
        doc.published_version !== null && change.version < doc.published_version
          ? 'library.restore'
          : 'library.publish';
      detail = { version: change.version, previous: doc.published_version };
      statements.push(q.publishVersion(env.DB, docId, change.version, now));
      break;
    }
    case 'retire':
      if (doc.state === 'retired' && statements.length === 0)
        return documentAnswer(env, s.keys, docId);
      action = 'library.retire';
      detail = { version: doc.published_version };
      statements.push(q.setState(env.DB, docId, 'retired', now));
      break;
    case 'reinstate':
      if (doc.state !== 'retired') return documentAnswer(env, s.keys, docId);
      action = 'library.reinstate';
      detail = { version: doc.published_version };
      statements.push(
        q.setState(env.DB, docId, doc.published_version === null ? 'draft' : 'published', now),
      );
      break;
    case 'expiry':
      if (doc.expires_at === change.expiresAt && statements.length === 0)
        return documentAnswer(env, s.keys, docId);
      action = 'library.expiry';
      detail = { expiresAt: change.expiresAt, previous: doc.expires_at };
      statements.push(q.setExpiry(env.DB, docId, change.expiresAt, now));
      break;
  }
  statements.push(
    auditStatement(env.DB, request, { action, actor: s.actor, subject: docId, detail }, now),
  );
  await env.DB.batch(statements);
  return documentAnswer(env, s.keys, docId);
}

// ---- Uploads -----------------------------------------------------------------------------------

function uploadAnswer(upload: q.UploadRow, parts: q.PartRow[]) {
  return {
    ok: true as const,
    uploadId: upload.upload_id,
    partSize: UPLOAD_PART_BYTES,
    parts: partCount(upload.cipher_size),
    done: parts.map((part) => part.part),
  };
}

/** POST: starts an upload of a file's ciphertext (an R2 multipart upload). */
export async function startUpload(request: Request, env: Env): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return refuse(request, auth.response);
  const s = auth.studio;
  const raw = await readJsonBody(request, LIBRARY_BODY_MAX_BYTES, 'the upload');
  if (!raw.ok) return raw.response;
  const declared = (raw.data as { cipherSize?: unknown } | null)?.cipherSize;
  if (typeof declared === 'number' && declared > MAX_LIBRARY_FILE_BYTES + GCM_TAG_BYTES)
    return errorResponse(
      413,
      'too_large',
      'Library files are at most 100 MB: make this one smaller or link to it instead.',
    );
  const parsed = z.safeParse(startUploadRequest, raw.data);
  if (!parsed.success)
    return validationFailed(parsed.error.issues, 'Check the upload: some fields are not valid.');
  const body = parsed.data;
  if (body.secret.epoch !== s.keys.epoch) return epochChanged();
  const secret = await openUploadSecret(s.keys, body.secret, uploadAad(body.cipherSha256));
  if (!secret)
    return errorResponse(
      422,
      'secret_invalid',
      "The upload's sealed secret does not open with the current portal key for this file.",
    );
  if (secret.size + GCM_TAG_BYTES !== body.cipherSize)
    return errorResponse(
      422,
      'secret_invalid',
      "The upload's secret names a file size that does not match the ciphertext.",
    );
  if (((await q.countOpenUploads(env.DB, s.personId)) ?? 0) >= MAX_OPEN_UPLOADS)
    return errorResponse(
      409,
      'too_many_uploads',
      `You have ${MAX_OPEN_UPLOADS} unfinished uploads: finish or abandon one first.`,
    );

  const uploadId = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const multipart = await env.LIBRARY.createMultipartUpload(q.objectName(uploadId), {
    httpMetadata: { contentType: 'application/octet-stream' },
  });
  const row = {
    upload_id: uploadId,
    r2_upload_id: multipart.uploadId,
    person_id: s.personId,
    cipher_size: body.cipherSize,
    cipher_sha256: body.cipherSha256,
    secret_epoch: body.secret.epoch,
    secret_iv: body.secret.iv,
    secret_data: body.secret.data,
    started_at: Date.now(),
  };
  try {
    await q.insertUpload(env.DB, row).run();
  } catch (error) {
    await multipart.abort().catch(() => undefined);
    throw error;
  }
  return json(uploadAnswer({ ...row, state: 'open', completed_at: null }, []), { status: 201 });
}

/** This person's upload named by the path, or a 404 (someone else's is not theirs to see). */
async function ownUpload(
  env: Env,
  s: Studio,
  params: Record<string, string>,
): Promise<{ ok: true; upload: q.UploadRow } | { ok: false; response: Response }> {
  const id = uploadIdParam(params);
  const upload = id ? await q.findUpload(env.DB, id) : null;
  if (!upload || upload.person_id !== s.personId)
    return { ok: false, response: notFound('There is no upload of yours with this id.') };
  return { ok: true, upload };
}

/** PUT application/octet-stream: part n, exactly partSize(cipherSize, n) bytes. */
export async function putUploadPart(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return refuse(request, auth.response);
  const contentType = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  if (contentType.toLowerCase() !== 'application/octet-stream')
    return refuse(
      request,
      errorResponse(415, 'unsupported_media_type', 'Send a part as application/octet-stream.'),
    );
  const found = await ownUpload(env, auth.studio, params);
  if (!found.ok) return refuse(request, found.response);
  const { upload } = found;
  if (upload.state !== 'open')
    return refuse(request, errorResponse(409, 'upload_closed', 'This upload is already complete.'));
  const parts = partCount(upload.cipher_size);
  const part = /^\d{1,5}$/.test(params.part ?? '') ? Number(params.part) : 0;
  if (part < 1 || part > parts)
    return refuse(
      request,
      errorResponse(400, 'part_out_of_range', `This upload has parts 1 to ${parts}.`),
    );
  const expected = partSize(upload.cipher_size, part);
  const sizeWrong = () =>
    errorResponse(400, 'part_size', `Part ${part} must be exactly ${expected} bytes.`);
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) !== expected) return refuse(request, sizeWrong());
  const body = await readBytesCapped(request, expected);
  if (!body.ok || body.bytes.byteLength !== expected) return sizeWrong();

  const multipart = env.LIBRARY.resumeMultipartUpload(
    q.objectName(upload.upload_id),
    upload.r2_upload_id,
  );
  const stored = await multipart.uploadPart(part, body.bytes);
  await q
    .putPart(env.DB, { upload_id: upload.upload_id, part, etag: stored.etag, size: expected })
    .run();
  return json(uploadAnswer(upload, await q.partsOf(env.DB, upload.upload_id)));
}

/** POST: every part is there: R2 assembles the object, whose size is checked. */
export async function completeUpload(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return refuse(request, auth.response);
  const found = await ownUpload(env, auth.studio, params);
  if (!found.ok) return refuse(request, found.response);
  const { upload } = found;
  await drain(request);
  const file: CipherFile = {
    path: libraryFilePath(upload.upload_id),
    size: upload.cipher_size,
    sha256: upload.cipher_sha256,
  };
  if (upload.state === 'complete') return json({ ok: true, file });
  if (upload.state === 'consumed')
    return errorResponse(409, 'upload_used', 'This upload is already published in a version.');

  const parts = await q.partsOf(env.DB, upload.upload_id);
  const have = new Set(parts.map((part) => part.part));
  const missing = Array.from({ length: partCount(upload.cipher_size) }, (_, i) => i + 1).filter(
    (n) => !have.has(n),
  );
  if (missing.length)
    return errorResponse(
      409,
      'parts_missing',
      `Parts ${missing.join(', ')} have not arrived yet: send them, then complete.`,
      {},
      [{ field: 'parts', message: missing.join(',') }],
    );
  const name = q.objectName(upload.upload_id);
  await env.LIBRARY.resumeMultipartUpload(name, upload.r2_upload_id).complete(
    parts.map((part) => ({ partNumber: part.part, etag: part.etag })),
  );
  const head = await env.LIBRARY.head(name);
  if (!head || head.size !== upload.cipher_size) {
    await env.LIBRARY.delete(name);
    await env.DB.batch(q.deleteUploadRows(env.DB, upload.upload_id));
    return errorResponse(
      400,
      'size_mismatch',
      `The assembled file is ${head?.size ?? 0} bytes, not the ${upload.cipher_size} declared: upload it again.`,
    );
  }
  await q.markComplete(env.DB, upload.upload_id, Date.now()).run();
  return json({ ok: true, file });
}

/** GET: this person's unfinished uploads with the parts stored so far (to resume). */
export async function listUploads(request: Request, env: Env): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return auth.response;
  const s = auth.studio;
  const rows = await q.openUploadsOf(env.DB, s.personId);
  const updates: D1PreparedStatement[] = [];
  const uploads = await Promise.all(
    rows.map(async (row) => {
      const sealed = await currentSeal(s.keys, q.secretOf(row), uploadAad(row.cipher_sha256));
      if (sealed?.changed) updates.push(q.resealUpload(env.DB, row, sealed.sealed));
      return {
        uploadId: row.upload_id,
        cipherSize: row.cipher_size,
        cipherSha256: row.cipher_sha256,
        secret: sealed?.sealed ?? q.secretOf(row),
        done: (await q.partsOf(env.DB, row.upload_id)).map((part) => part.part),
        startedAt: iso(row.started_at),
      };
    }),
  );
  if (updates.length) await env.DB.batch(updates);
  return json({ ok: true, uploads });
}

/** DELETE: abandons an upload (R2's multipart upload aborted, or an unused object deleted). */
export async function abandonUpload(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await studio(request, env);
  if (!auth.ok) return auth.response;
  const found = await ownUpload(env, auth.studio, params);
  if (!found.ok) return found.response;
  const { upload } = found;
  if (upload.state === 'consumed')
    return errorResponse(
      409,
      'upload_used',
      'This upload is published in a version: retire the document instead.',
    );
  await discardUpload(env, upload);
  return json({ ok: true });
}

/** Removes an unused upload from R2 and D1 (the studio's abandon and the daily Cron). */
export async function discardUpload(env: Env, upload: q.UploadRow): Promise<void> {
  const name = q.objectName(upload.upload_id);
  if (upload.state === 'open')
    await env.LIBRARY.resumeMultipartUpload(name, upload.r2_upload_id)
      .abort()
      .catch((error: unknown) =>
        logWarn('library upload abort failed', { upload: upload.upload_id, ...errorFields(error) }),
      );
  else await env.LIBRARY.delete(name);
  await env.DB.batch(q.deleteUploadRows(env.DB, upload.upload_id));
}

// ---- The rep feed ------------------------------------------------------------------------------

/** The If-None-Match header names this entity tag (or is *). */
function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET: what reps see. A document is in the feed while it is published and not past its expiry:
 * `expires_at` is the last UTC day it is shown (expires_at < today means expired), so a document
 * expiring today is still there today. `hidden` lists built-in documents that are retired or
 * expired. The revision is a digest of everything in the answer (so it also changes when a
 * document passes its expiry day or the epoch changes) and is the ETag.
 */
export async function getFeed(request: Request, env: Env): Promise<Response> {
  const auth = await syncCaller(request, env);
  if (!auth.ok) return auth.response;
  const configured = contentKeys(env);
  if (!configured.ok) return configured.response;
  const keys = await libraryKeys(env.DB, configured.keys);
  const today = utcDay(Date.now());
  const rows = (await q.publishedRows(env.DB)).filter(
    (row) => row.expires_at === null || row.expires_at >= today,
  );
  const versions = await currentVersions(env, keys, rows);
  const documents: FeedDocument[] = [];
  for (const [i, { entry, unreadable }] of versions.entries()) {
    const row = rows[i]!;
    if (unreadable) {
      logWarn(
        'library feed: a version is sealed under an epoch this server cannot open; left out',
        {
          document: row.doc_id,
          version: row.version,
          epoch: row.epoch,
        },
      );
      continue;
    }
    documents.push({
      docId: row.doc_id,
      origin: row.origin,
      version: row.version,
      entry,
      file: cipherFile(row.object_key, row.cipher_size, row.cipher_sha256),
      view: cipherFile(row.view_object_key, row.view_size, row.view_sha256),
      publishedAt: iso(row.first_published_at ?? row.changed_at),
      changedAt: iso(row.feed_changed_at ?? row.changed_at),
      expiresAt: row.expires_at,
    });
  }
  const hidden = await q.hiddenBuiltIns(env.DB, today);
  const content = { epoch: keys.epoch, documents, hidden };
  const revision = (await sha256Hex(JSON.stringify(content))).slice(0, 32);
  const etag = `"${revision}"`;
  if (matches(request, etag))
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, 'Cache-Control': 'no-store' },
    });
  const answer: FeedAnswer = { ok: true, epoch: keys.epoch, revision, documents, hidden };
  return json(answer, { headers: { ETag: etag } });
}

// ---- Published files ---------------------------------------------------------------------------

/**
 * GET/HEAD /api/library/files/<key>: a completed upload's ciphertext, public like the build's
 * /vault/files blobs (useless without its key, which only a sealed entry holds; the name is 128
 * random bits). Anything else is a 404, never an error.
 */
export async function getFile(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const key = params.key ?? '';
  const missing = () => notFound('There is no library file at this path.');
  if (!OBJECT_KEY_PATTERN.test(key) || !(await q.isPublicFile(env.DB, key))) return missing();
  const name = q.objectName(key);
  const object = await env.LIBRARY.head(name);
  if (!object) return missing();
  const headers = new Headers({
    'Content-Type': 'application/octet-stream',
    'Content-Length': String(object.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
  });
  if (matches(request, object.httpEtag)) return new Response(null, { status: 304, headers });
  if (request.method === 'HEAD') return new Response(null, { headers });
  const body = await env.LIBRARY.get(name);
  if (!body) return missing();
  return new Response(body.body, { headers });
}

/** For the daily Cron: how long an unused upload may wait. */
export const UPLOAD_MAX_AGE_MS = DAY_MS;
