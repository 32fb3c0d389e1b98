/**
 * Publishing without a deploy (issue 26) in workerd with local D1 and R2: a manager uploads a
 * sealed file in parts, publishes it, replaces it, restores and retires it; built-in documents are
 * overridden and hidden; the feed is ETag'd and honours expiry; every refusal stores nothing; R2
 * never holds the plaintext; an interrupted upload leaves nothing readable and the Cron removes it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  entryAad,
  feedAnswerSchema,
  LIBRARY_API,
  libraryEntrySchema,
  libraryFilePath,
  MAX_LIBRARY_FILE_BYTES,
  newStudioDocId,
  openJson,
  openUploadsAnswerSchema,
  studioAnswerSchema,
  UPLOAD_PART_BYTES,
  uploadAnswerSchema,
} from '@/shared/library-publish';
import type { AuditPage } from '@/shared/people';
import { toBase64 } from '@/shared/vault-crypto';
import { startTestWorker, TEST_EPOCH, type TestWorker } from './harness';
import { signedIn, type Signed } from './people-helpers';
import { expectJsonError, portalEvent } from './portal-helpers';
import { PORTAL_API } from '@/shared/portal-sync-api';
import {
  BUILT_IN_ID,
  contentKey,
  count,
  entryFor,
  fields,
  parseDocument,
  partBytes,
  putPart,
  randomBytesOf,
  sealFile,
  startUploadBody,
  studioFetch,
  upload,
  type SealedFile,
} from './library-helpers';

vi.setConfig({ testTimeout: 120_000 });

let worker: TestWorker;
let admin: Signed;
let manager: Signed;
let other: Signed;
let rep: Signed;
beforeAll(async () => {
  worker = await startTestWorker();
  [admin, manager, other, rep] = [
    await signedIn(worker, 'admin'),
    await signedIn(worker, 'manager'),
    await signedIn(worker, 'manager'),
    await signedIn(worker, 'rep'),
  ];
}, 120_000);
afterAll(async () => worker?.dispose());

async function feed(headers: Record<string, string> = {}) {
  const response = await studioFetch(worker, rep, LIBRARY_API.feed, { headers });
  if (response.status !== 200) throw new Error(`feed: ${response.status} ${await response.text()}`);
  return { answer: z.parse(feedAnswerSchema, await response.json()), response };
}

async function openEntry(docId: string, version: number, sealed: Parameters<typeof openJson>[1]) {
  return z.parse(
    libraryEntrySchema,
    await openJson(await contentKey(), sealed, entryAad(docId, version)),
  );
}

function create(who: Signed, body: Record<string, unknown>) {
  return studioFetch(worker, who, LIBRARY_API.documents, { method: 'POST', body });
}
function addVersion(who: Signed, docId: string, body: Record<string, unknown>) {
  return studioFetch(worker, who, LIBRARY_API.versions(docId), { method: 'POST', body });
}
function patch(who: Signed, docId: string, body: Record<string, unknown>) {
  return studioFetch(worker, who, LIBRARY_API.document(docId), { method: 'PATCH', body });
}

async function auditRows(subject: string) {
  const response = await studioFetch(
    worker,
    admin,
    `/api/audit?q=${encodeURIComponent(subject)}&limit=200`,
  );
  const page = (await response.json()) as AuditPage;
  return page.entries.filter((entry) => entry.subject === subject).reverse();
}

let small: SealedFile;
beforeAll(async () => {
  small = await sealFile(new TextEncoder().encode('A small file for the refusals.'));
});

describe('the whole path', () => {
  const docId = newStudioDocId();
  let first: SealedFile;
  let firstUpload: string;

  it('uploads a two-part file, publishes it and reps see it', async () => {
    first = await sealFile(randomBytesOf(UPLOAD_PART_BYTES + 1024 - 16));
    expect(first.cipher.byteLength).toBe(UPLOAD_PART_BYTES + 1024);
    firstUpload = await upload(worker, manager, first);

    const before = await feed();
    const entry = await entryFor(docId, 1, fields(), { uploadId: firstUpload, sealed: first });
    const doc = await parseDocument(
      await create(manager, { docId, version: 1, entry, uploadId: firstUpload, publish: true }),
    );
    expect(doc).toMatchObject({
      docId,
      origin: 'studio',
      state: 'published',
      publishedVersion: 1,
      latestVersion: 1,
    });
    expect(doc.versions[0]!.createdBy).toBe(manager.email);
    expect(doc.versions[0]!.file).toEqual({
      path: libraryFilePath(firstUpload),
      size: first.cipher.byteLength,
      sha256: first.cipherSha256,
    });

    const { answer, response } = await feed();
    expect(response.headers.get('ETag')).toBe(`"${answer.revision}"`);
    expect(answer.revision).not.toBe(before.answer.revision);
    expect(answer.epoch).toBe(TEST_EPOCH);
    const shown = answer.documents.find((d) => d.docId === docId)!;
    expect(shown.version).toBe(1);
    const opened = await openEntry(docId, 1, shown.entry);
    expect(opened.fields.title).toBe(fields().title);
    expect(opened.file?.key).toBe(first.secret.key);

    const file = await worker.fetch(libraryFilePath(firstUpload));
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(file.headers.get('Cache-Control')).toContain('immutable');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(first.cipher);
    const head = await worker.fetch(libraryFilePath(firstUpload), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(first.cipher.byteLength));
  });

  it('lets a rep record opening a published document; an unknown studio id is refused', async () => {
    const viewed = (documentId: string) => ({
      events: [
        portalEvent(
          { name: 'Library Rep', email: rep.email },
          'doc_viewed',
          new Date().toISOString(),
          {
            documentId,
            from: 'library',
          },
        ),
      ],
    });
    const recorded = await studioFetch(worker, rep, PORTAL_API.events, {
      method: 'POST',
      body: viewed(docId),
      csrf: false,
    });
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    expect(await recorded.json()).toEqual({ ok: true, accepted: 1, duplicates: 0 });
    const unknown = await studioFetch(worker, rep, PORTAL_API.events, {
      method: 'POST',
      body: viewed(newStudioDocId()),
      csrf: false,
    });
    await expectJsonError(unknown, 422, 'validation_failed');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { answer } = await feed();
    const again = await studioFetch(worker, rep, LIBRARY_API.feed, {
      headers: { 'If-None-Match': `"${answer.revision}"` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(`"${answer.revision}"`);
  });

  it('replaces the file in version 2, restores version 1, retires and reinstates', async () => {
    const second = await sealFile(
      new TextEncoder().encode('The second edition of the pilot plan.'),
    );
    const secondUpload = await upload(worker, manager, second);
    const entry = await entryFor(docId, 2, fields({ title: 'Pilot plan, second edition' }), {
      uploadId: secondUpload,
      sealed: second,
    });
    const doc = await parseDocument(
      await addVersion(manager, docId, {
        version: 2,
        entry,
        uploadId: secondUpload,
        publish: true,
      }),
    );
    expect(doc.publishedVersion).toBe(2);
    let shown = (await feed()).answer.documents.find((d) => d.docId === docId)!;
    expect(shown.version).toBe(2);
    expect(shown.file?.path).toBe(libraryFilePath(secondUpload));

    // A draft version 3 that keeps version 2's file: reps still see version 2.
    const draft = await entryFor(docId, 3, fields({ title: 'Pilot plan, draft' }), {
      uploadId: secondUpload,
      sealed: second,
    });
    await parseDocument(
      await addVersion(manager, docId, { version: 3, entry: draft, publish: false }),
    );
    expect((await feed()).answer.documents.find((d) => d.docId === docId)!.version).toBe(2);

    const restored = await parseDocument(
      await patch(manager, docId, { action: 'publish', version: 1 }),
      200,
    );
    expect(restored.publishedVersion).toBe(1);
    shown = (await feed()).answer.documents.find((d) => d.docId === docId)!;
    expect(shown.version).toBe(1);
    expect((await openEntry(docId, 1, shown.entry)).fields.title).toBe(fields().title);

    await parseDocument(await patch(manager, docId, { action: 'retire' }), 200);
    expect((await feed()).answer.documents.some((d) => d.docId === docId)).toBe(false);
    // A retired studio document is simply gone; only built-in ones are listed as hidden.
    expect((await feed()).answer.hidden).not.toContain(docId);
    await parseDocument(await patch(manager, docId, { action: 'reinstate' }), 200);
    expect((await feed()).answer.documents.find((d) => d.docId === docId)!.version).toBe(1);

    const actions = (await auditRows(docId)).map((row) => [row.action, row.actorEmail]);
    expect(actions).toEqual([
      ['library.create', manager.email],
      ['library.publish', manager.email],
      ['library.version', manager.email],
      ['library.publish', manager.email],
      ['library.version', manager.email],
      ['library.restore', manager.email],
      ['library.retire', manager.email],
      ['library.reinstate', manager.email],
    ]);
  });

  it('honours the expiry day: today still shows, yesterday does not', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await parseDocument(await patch(manager, docId, { action: 'expiry', expiresAt: today }), 200);
    expect((await feed()).answer.documents.some((d) => d.docId === docId)).toBe(true);
    const before = (await feed()).answer.revision;
    await parseDocument(
      await patch(manager, docId, { action: 'expiry', expiresAt: yesterday }),
      200,
    );
    const after = (await feed()).answer;
    expect(after.documents.some((d) => d.docId === docId)).toBe(false);
    expect(after.revision).not.toBe(before);
    expect((await auditRows(docId)).filter((r) => r.action === 'library.expiry')).toHaveLength(2);

    // The Cron records the expiry once.
    expect((await worker.fetch('/__scheduled')).status).toBe(200);
    expect((await worker.fetch('/__scheduled')).status).toBe(200);
    const expired = (await auditRows(docId)).filter((r) => r.action === 'library.expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.actorKind).toBe('service');
    await parseDocument(await patch(manager, docId, { action: 'expiry', expiresAt: null }), 200);
    expect((await feed()).answer.documents.some((d) => d.docId === docId)).toBe(true);
  });

  it('lists everything in the studio, for managers and admins only', async () => {
    const response = await studioFetch(worker, admin, LIBRARY_API.studio);
    const studio = z.parse(studioAnswerSchema, await response.json());
    const doc = studio.documents.find((d) => d.docId === docId)!;
    expect(doc.versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(doc.versions.some((v) => v.unreadable)).toBe(false);
    await expectJsonError(await studioFetch(worker, rep, LIBRARY_API.studio), 403, 'role_required');
    await expectJsonError(await studioFetch(worker, null, LIBRARY_API.studio), 401, 'signed_out');
  });
});

describe('built-in documents', () => {
  it('overrides the fields of one and hides another', async () => {
    const entry = await entryFor(BUILT_IN_ID, 1, fields({ title: 'SE hand-off checklist (new)' }));
    const doc = await parseDocument(
      await create(manager, { docId: BUILT_IN_ID, version: 1, entry, publish: true }),
    );
    expect(doc.origin).toBe('built-in');
    let answer = (await feed()).answer;
    const shown = answer.documents.find((d) => d.docId === BUILT_IN_ID)!;
    expect(shown.origin).toBe('built-in');
    expect(shown.file).toBeNull();
    expect((await openEntry(BUILT_IN_ID, 1, shown.entry)).fields.title).toBe(
      'SE hand-off checklist (new)',
    );

    await parseDocument(await patch(manager, BUILT_IN_ID, { action: 'retire' }), 200);
    // Another built-in document, retired without a version of its own.
    const plain = 'sales/conversation-flow-scripts';
    const retired = await parseDocument(await patch(manager, plain, { action: 'retire' }), 200);
    expect(retired).toMatchObject({ state: 'retired', latestVersion: 0, versions: [] });
    answer = (await feed()).answer;
    expect(answer.documents.some((d) => d.docId === BUILT_IN_ID)).toBe(false);
    expect(answer.hidden).toEqual(expect.arrayContaining([BUILT_IN_ID, plain]));

    await parseDocument(await patch(manager, plain, { action: 'reinstate' }), 200);
    expect((await feed()).answer.hidden).not.toContain(plain);
  });

  it("restores the build's own file and fields with version 0, for built-in documents only", async () => {
    const docId = 'sales/pilot-plan';
    const entry = await entryFor(docId, 1, fields({ title: 'Pilot plan (override)' }));
    await parseDocument(await create(manager, { docId, version: 1, entry, publish: true }));
    expect((await feed()).answer.documents.some((d) => d.docId === docId)).toBe(true);

    const restored = await parseDocument(
      await patch(manager, docId, { action: 'publish', version: 0 }),
      200,
    );
    expect(restored).toMatchObject({ state: 'published', publishedVersion: 0, latestVersion: 1 });
    const { answer } = await feed();
    expect(answer.documents.some((d) => d.docId === docId)).toBe(false);
    expect(answer.hidden).not.toContain(docId);

    const studioId = newStudioDocId();
    const sealed = await sealFile(new TextEncoder().encode('A studio file, no build version.'));
    const uploadId = await upload(worker, manager, sealed);
    const studioEntry = await entryFor(studioId, 1, fields(), { uploadId, sealed });
    await parseDocument(
      await create(manager, {
        docId: studioId,
        version: 1,
        entry: studioEntry,
        uploadId,
        publish: true,
      }),
    );
    await expectJsonError(
      await patch(manager, studioId, { action: 'publish', version: 0 }),
      404,
      'version_not_found',
    );
  });

  it('refuses an id that is neither a studio id nor a catalogue document', async () => {
    const docId = 'sales/no-such-document';
    const entry = await entryFor(docId, 1, fields());
    await expectJsonError(
      await create(manager, { docId, version: 1, entry, publish: true }),
      404,
      'unknown_document',
    );
    await expectJsonError(await patch(manager, docId, { action: 'retire' }), 404, 'not_found');
  });
});

describe('refusals store nothing', () => {
  let counts: Record<string, number>;
  const tables = [
    'library_documents',
    'library_versions',
    'library_uploads',
    'library_upload_parts',
  ];
  const snapshot = () => Object.fromEntries(tables.map((t) => [t, count(worker, t)]));
  beforeAll(() => {
    counts = snapshot();
  });

  it('refuses uploads by a rep, without a session, without CSRF, and over 100 MB', async () => {
    const body = await startUploadBody(small);
    const post = (who: Signed | null, init: { csrf?: boolean; body?: unknown } = {}) =>
      studioFetch(worker, who, LIBRARY_API.uploads, { method: 'POST', body, ...init });
    await expectJsonError(await post(rep), 403, 'role_required');
    await expectJsonError(await post(null), 401, 'signed_out');
    await expectJsonError(await post(manager, { csrf: false }), 403, 'csrf_required');
    const huge = await post(manager, {
      body: { ...body, cipherSize: MAX_LIBRARY_FILE_BYTES + 17 },
    });
    const refused = await expectJsonError(huge, 413, 'too_large');
    expect(refused.error.message).toContain('100 MB');
  });

  let openUpload: string;
  it('refuses bad parts: content type, length, number, someone else', async () => {
    const two = await sealFile(randomBytesOf(UPLOAD_PART_BYTES + 100));
    openUpload = await upload(worker, manager, two, { parts: [], complete: false });
    await expectJsonError(
      await putPart(worker, manager, openUpload, 1, partBytes(two, 1), {
        'Content-Type': 'text/plain',
      }),
      415,
      'unsupported_media_type',
    );
    await expectJsonError(
      await putPart(worker, manager, openUpload, 2, partBytes(two, 2).subarray(1)),
      400,
      'part_size',
    );
    await expectJsonError(
      await putPart(worker, manager, openUpload, 3, partBytes(two, 2)),
      400,
      'part_out_of_range',
    );
    await expectJsonError(
      await putPart(worker, manager, openUpload, 0, partBytes(two, 2)),
      400,
      'part_out_of_range',
    );
    await expectJsonError(
      await putPart(worker, other, openUpload, 2, partBytes(two, 2)),
      404,
      'not_found',
    );
    // Part 2 only: complete names part 1 as missing, and no document can use the upload.
    expect((await putPart(worker, manager, openUpload, 2, partBytes(two, 2))).status).toBe(200);
    const missing = await expectJsonError(
      await studioFetch(worker, manager, LIBRARY_API.uploadComplete(openUpload), {
        method: 'POST',
      }),
      409,
      'parts_missing',
    );
    expect(missing.error.message).toContain('1');
    const docId = newStudioDocId();
    await expectJsonError(
      await create(manager, {
        docId,
        version: 1,
        entry: await entryFor(docId, 1, fields(), { uploadId: openUpload, sealed: two }),
        uploadId: openUpload,
        publish: true,
      }),
      409,
      'upload_incomplete',
    );
    expect((await worker.fetch(libraryFilePath(openUpload))).status).toBe(404);
    const open = z.parse(
      openUploadsAnswerSchema,
      await (await studioFetch(worker, manager, LIBRARY_API.uploads)).json(),
    );
    expect(open.uploads.find((u) => u.uploadId === openUpload)?.done).toEqual([2]);
    const resumed = z.parse(
      uploadAnswerSchema,
      await (await putPart(worker, manager, openUpload, 2, partBytes(two, 2))).json(),
    );
    expect(resumed.done).toEqual([2]);
  });

  it('refuses forged, used and foreign uploads, stale versions and a changed epoch', async () => {
    const docId = newStudioDocId();
    const forged = 'ab'.repeat(16);
    const entry = async (uploadId: string, version = 1, epoch = TEST_EPOCH) =>
      entryFor(docId, version, fields(), { uploadId, sealed: small }, { epoch });
    await expectJsonError(
      await create(manager, {
        docId,
        version: 1,
        entry: await entry(forged),
        uploadId: forged,
        publish: true,
      }),
      400,
      'upload_unknown',
    );
    const foreign = await upload(worker, other, small);
    await expectJsonError(
      await create(manager, {
        docId,
        version: 1,
        entry: await entry(foreign),
        uploadId: foreign,
        publish: true,
      }),
      400,
      'upload_unknown',
    );
    await expectJsonError(
      await create(manager, {
        docId,
        version: 2,
        entry: await entry(foreign, 2),
        uploadId: foreign,
        publish: true,
      }),
      409,
      'version_conflict',
    );
    await expectJsonError(
      await create(manager, {
        docId,
        version: 1,
        entry: await entry(foreign, 1, TEST_EPOCH + 1),
        uploadId: foreign,
        publish: true,
      }),
      409,
      'epoch_changed',
    );
    // An entry sealed for another document (wrong additional data) does not open.
    await expectJsonError(
      await create(manager, {
        docId,
        version: 1,
        entry: await entryFor(newStudioDocId(), 1, fields(), { uploadId: foreign, sealed: small }),
        uploadId: foreign,
        publish: true,
      }),
      422,
      'entry_invalid',
    );
    expect(snapshot().library_documents).toBe(counts.library_documents);
    expect(snapshot().library_versions).toBe(counts.library_versions);

    // Published once, the upload cannot be used again.
    const mine = await upload(worker, manager, small);
    await parseDocument(
      await create(manager, {
        docId,
        version: 1,
        entry: await entry(mine),
        uploadId: mine,
        publish: false,
      }),
    );
    const again = newStudioDocId();
    await expectJsonError(
      await create(manager, {
        docId: again,
        version: 1,
        entry: await entryFor(again, 1, fields(), { uploadId: mine, sealed: small }),
        uploadId: mine,
        publish: true,
      }),
      409,
      'upload_used',
    );
    await expectJsonError(
      await addVersion(manager, docId, {
        version: 1,
        entry: await entry(mine, 1),
        publish: true,
      }),
      409,
      'version_conflict',
    );
    await expectJsonError(
      await create(manager, {
        docId,
        version: 1,
        entry: await entry(mine),
        uploadId: mine,
        publish: true,
      }),
      409,
      'exists',
    );
  });
});

describe('an interrupted upload', () => {
  it('is never readable, and the daily Cron removes it', async () => {
    const two = await sealFile(randomBytesOf(UPLOAD_PART_BYTES + 10));
    const id = await upload(worker, manager, two, { parts: [1], complete: false });
    expect((await worker.fetch(libraryFilePath(id))).status).toBe(404);
    const unused = await upload(worker, manager, small);
    expect((await worker.fetch(libraryFilePath(unused))).status).toBe(200);
    const old = Date.now() - 2 * 86_400_000;
    worker.sql(
      `UPDATE library_uploads SET started_at = ${old}, completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE ${old} END WHERE upload_id IN ('${id}', '${unused}')`,
    );
    expect((await worker.fetch('/__scheduled')).status).toBe(200);
    const left = worker.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM library_uploads WHERE upload_id IN ('${id}', '${unused}')`,
    )[0]!.n;
    expect(left).toBe(0);
    expect(
      worker.query<{ n: number }>(
        `SELECT COUNT(*) AS n FROM library_upload_parts WHERE upload_id = '${id}'`,
      )[0]!.n,
    ).toBe(0);
    expect((await worker.fetch(libraryFilePath(unused))).status).toBe(404);
    expect((await worker.fetch(libraryFilePath('not-a-key'))).status).toBe(404);
    expect((await worker.fetch(libraryFilePath('0'.repeat(32)))).status).toBe(404);
  });
});

/** Every file under `dir`, recursively. */
/** The files under `dir`; one workerd removes while this walks (a SQLite -shm or -journal) is left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) return [];
    return stats.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A file's bytes, or none when it went between the listing and the read. */
function bytesOf(file: string): Buffer[] {
  try {
    return [readFileSync(file)];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

describe('R2 holds no plaintext', () => {
  const PHRASE = 'CONFIDENTIAL-PILOT-PRICING-7F3A9';
  function stored(): Buffer[] {
    return filesUnder(worker.persist).flatMap(bytesOf);
  }
  const forms = [
    Buffer.from(PHRASE, 'utf8'),
    Buffer.from(PHRASE, 'utf16le'),
    Buffer.from(toBase64(new TextEncoder().encode(PHRASE)).slice(0, 24), 'utf8'),
  ];
  const found = () => stored().some((bytes) => forms.some((form) => bytes.includes(form)));

  it('finds no trace of an uploaded file, and finds it when it was not encrypted', async () => {
    const plain = new TextEncoder().encode(`${PHRASE} `.repeat(2000));
    const sealed = await sealFile(plain);
    const id = await upload(worker, manager, sealed);
    const docId = newStudioDocId();
    await parseDocument(
      await create(manager, {
        docId,
        version: 1,
        entry: await entryFor(docId, 1, fields(), { uploadId: id, sealed }),
        uploadId: id,
        publish: true,
      }),
    );
    expect(
      filesUnder(worker.persist).some((file) => file.includes(`${path.sep}r2${path.sep}`)),
    ).toBe(true);
    expect(found()).toBe(false);

    // The control: the same bytes uploaded as they are (a "cipher" that is the plaintext).
    const control: SealedFile = {
      ...sealed,
      cipher: new Uint8Array([...plain, ...new Uint8Array(16)]),
    };
    control.cipherSha256 = sealed.cipherSha256;
    await upload(worker, manager, control);
    expect(found()).toBe(true);
  });
});
