/**
 * A content key rotation (issue 26 with decision 0025): entries sealed under epoch 1 reach reps
 * re-sealed under epoch 2's key (the Worker's key ring, wrapped under the sync secret, holds K(1));
 * after a new owner passphrase (a new sync secret) the old entries are unreadable: the studio says
 * so and the feed leaves them out.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { formatContentKeySecret, newOwnerSecrets } from '@/shared/device-keys';
import {
  entryAad,
  feedAnswerSchema,
  LIBRARY_API,
  newStudioDocId,
  openJson,
  openUploadsAnswerSchema,
  studioAnswerSchema,
  uploadAad,
} from '@/shared/library-publish';
import { startTestWorker, TEST_OWNER_SECRETS, type TestWorker } from './harness';
import { signedIn, type Signed } from './people-helpers';
import {
  contentKey,
  entryFor,
  fields,
  parseDocument,
  sealFile,
  studioFetch,
  upload,
} from './library-helpers';

vi.setConfig({ testTimeout: 180_000 });

let worker: TestWorker;
let manager: Signed;
beforeAll(async () => {
  worker = await startTestWorker();
  manager = await signedIn(worker, 'manager');
}, 120_000);
afterAll(async () => worker?.dispose());

it('re-seals entries and upload secrets under the new epoch, and reports lost ones', async () => {
  const file = await sealFile(new TextEncoder().encode('Sealed before the rotation.'));
  const uploadId = await upload(worker, manager, file);
  const pending = await sealFile(new TextEncoder().encode('An upload left open across it.'));
  const openId = await upload(worker, manager, pending, { parts: [], complete: false });
  const docId = newStudioDocId();
  await parseDocument(
    await studioFetch(worker, manager, LIBRARY_API.documents, {
      method: 'POST',
      body: {
        docId,
        version: 1,
        entry: await entryFor(docId, 1, fields(), { uploadId, sealed: file }),
        uploadId,
        publish: true,
      },
    }),
  );
  // The feed records K(1) in the ring (so does any studio call).
  expect((await studioFetch(worker, manager, LIBRARY_API.feed)).status).toBe(200);

  const rotated = newOwnerSecrets(TEST_OWNER_SECRETS);
  await worker.restart({ PORTAL_CONTENT_KEY: formatContentKeySecret(2, rotated) });
  const feed = z.parse(
    feedAnswerSchema,
    await (await studioFetch(worker, manager, LIBRARY_API.feed)).json(),
  );
  expect(feed.epoch).toBe(2);
  const shown = feed.documents.find((d) => d.docId === docId)!;
  expect(shown.entry.epoch).toBe(2);
  const k2 = await contentKey(rotated.contentKey);
  const entry = (await openJson(k2, shown.entry, entryAad(docId, 1))) as {
    fields: { title: string };
  };
  expect(entry.fields.title).toBe(fields().title);
  await expect(openJson(await contentKey(), shown.entry, entryAad(docId, 1))).rejects.toThrow();
  const uploads = z.parse(
    openUploadsAnswerSchema,
    await (await studioFetch(worker, manager, LIBRARY_API.uploads)).json(),
  );
  const open = uploads.uploads.find((u) => u.uploadId === openId)!;
  expect(open.secret.epoch).toBe(2);
  expect(await openJson(k2, open.secret, uploadAad(pending.cipherSha256))).toMatchObject({
    key: pending.secret.key,
  });
  // A new version sealed under the old epoch is refused.
  const stale = await studioFetch(worker, manager, LIBRARY_API.versions(docId), {
    method: 'POST',
    body: { version: 2, entry: await entryFor(docId, 2, fields()), publish: false },
  });
  expect(stale.status).toBe(409);

  // A new owner: a new sync secret, so the ring no longer opens and K(1), K(2) are gone.
  await worker.restart({ PORTAL_CONTENT_KEY: formatContentKeySecret(3, newOwnerSecrets()) });
  // Version 1 was re-sealed under epoch 2 above; a version still at epoch 1 would be just as lost.
  const studio = z.parse(
    studioAnswerSchema,
    await (await studioFetch(worker, manager, LIBRARY_API.studio)).json(),
  );
  expect(studio.epoch).toBe(3);
  expect(studio.documents.find((d) => d.docId === docId)!.versions[0]!.unreadable).toBe(true);
  const lost = z.parse(
    feedAnswerSchema,
    await (await studioFetch(worker, manager, LIBRARY_API.feed)).json(),
  );
  expect(lost.documents.some((d) => d.docId === docId)).toBe(false);
  const publish = await studioFetch(worker, manager, LIBRARY_API.document(docId), {
    method: 'PATCH',
    body: { action: 'publish', version: 1 },
  });
  // Already the published version: a no-op; the lost entry is reported, never served.
  expect([200, 409]).toContain(publish.status);
});
