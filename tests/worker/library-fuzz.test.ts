/**
 * Hundreds of generated malformed catalogue edits (seeded): malformed JSON, wrong types, missing
 * and unknown fields, huge strings, hostile document ids, broken sealed entries and bad actions,
 * across POST documents, POST versions, PATCH document and POST uploads. Each must get a 4xx JSON
 * error, never a 5xx, and afterwards no document, version or upload was added and the feed's
 * revision is what it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { feedAnswerSchema, LIBRARY_API, newStudioDocId } from '@/shared/library-publish';
import { startTestWorker, TEST_EPOCH, type TestWorker } from './harness';
import { signedIn, type Signed } from './people-helpers';
import {
  count,
  entryFor,
  fields,
  parseDocument,
  sealFile,
  startUploadBody,
  studioFetch,
  upload,
} from './library-helpers';

vi.setConfig({ testTimeout: 300_000 });

let worker: TestWorker;
let manager: Signed;
let docId: string;
let uploadBody: Record<string, unknown>;
let validEntry: Record<string, unknown>;
beforeAll(async () => {
  worker = await startTestWorker();
  manager = await signedIn(worker, 'manager');
  const file = await sealFile(new TextEncoder().encode('The fuzzed document.'));
  const uploadId = await upload(worker, manager, file);
  docId = newStudioDocId();
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
  uploadBody = await startUploadBody(file);
  validEntry = await entryFor(docId, 2, fields());
}, 120_000);
afterAll(async () => worker?.dispose());

const HUGE = 'x'.repeat(600 * 1024);
const BAD_IDS = [
  '../etc/passwd',
  'sales/../../secret',
  '/absolute',
  'Sales/Upper',
  's-123',
  's-' + 'g'.repeat(16),
  'sales/\u0000null',
  'sales/\u202Eevil',
  'sales/line\nbreak',
  'a'.repeat(300),
  '',
  ' ',
  'sales//double',
  'sales/x/y/z/w/v/u',
];
const BAD_ENTRIES: unknown[] = [
  null,
  'sealed',
  42,
  [],
  {},
  { epoch: TEST_EPOCH, iv: 'short', data: 'AAAA' },
  { epoch: TEST_EPOCH, iv: 'A'.repeat(16), data: '***not base64***' },
  { epoch: TEST_EPOCH, iv: 'A'.repeat(16), data: 'A' },
  { epoch: TEST_EPOCH, iv: 'A'.repeat(16), data: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  { epoch: 0, iv: 'A'.repeat(16), data: 'AAAA' },
  { epoch: 1.5, iv: 'A'.repeat(16), data: 'AAAA' },
  { epoch: TEST_EPOCH, iv: 'A'.repeat(16), data: 'AAAA', extra: true },
  { epoch: TEST_EPOCH, iv: 'A'.repeat(16), data: HUGE },
];
const JUNK: unknown[] = [
  null,
  true,
  -1,
  Number.POSITIVE_INFINITY,
  'text',
  '\u202E',
  [],
  {},
  { $gt: '' },
  HUGE,
  1.5,
  -0,
];

interface Target {
  name: string;
  method: string;
  path: () => string;
  base: () => Record<string, unknown>;
  keys: string[];
}

const targets: Target[] = [
  {
    name: 'POST documents',
    method: 'POST',
    path: () => LIBRARY_API.documents,
    base: () => ({ docId: newStudioDocId(), version: 1, entry: validEntry, publish: true }),
    keys: ['docId', 'version', 'entry', 'uploadId', 'viewUploadId', 'publish', 'expiresAt'],
  },
  {
    name: 'POST versions',
    method: 'POST',
    path: () => LIBRARY_API.versions(docId),
    base: () => ({ version: 2, entry: validEntry, publish: true }),
    keys: ['version', 'entry', 'uploadId', 'viewUploadId', 'publish'],
  },
  {
    name: 'PATCH document',
    method: 'PATCH',
    path: () => LIBRARY_API.document(docId),
    base: () => ({ action: 'publish', version: 1 }),
    keys: ['action', 'version', 'expiresAt'],
  },
  {
    name: 'POST uploads',
    method: 'POST',
    path: () => LIBRARY_API.uploads,
    base: () => ({ ...uploadBody }),
    keys: ['cipherSize', 'cipherSha256', 'secret'],
  },
];

type Case = { target: Target; path?: string; body: unknown; raw?: string; contentType?: string };

/** One malformed request: every arbitrary below breaks the body or the path somehow. */
const malformed: fc.Arbitrary<Case> = fc
  .tuple(fc.constantFrom(...targets), fc.nat({ max: 9 }), fc.nat({ max: 1000 }))
  .map(([target, kind, n]): Case => {
    const base = target.base();
    const key = target.keys[n % target.keys.length]!;
    const junk = JUNK[n % JUNK.length];
    switch (kind) {
      case 0:
        return { target, body: null, raw: ['{', '{"a":', 'nul', '[1,', '\u0000', ''][n % 6] };
      case 1:
        return { target, body: { ...base, [key]: junk } };
      case 2: {
        const copy: Record<string, unknown> = { ...base };
        delete copy[Object.keys(base)[n % Object.keys(base).length]!];
        return { target, body: copy };
      }
      case 3:
        return { target, body: { ...base, [`unexpected${n}`]: 1 } };
      case 4:
        if (target.name === 'POST uploads')
          return { target, body: { ...base, cipherSha256: BAD_IDS[n % BAD_IDS.length] } };
        return target.name === 'POST documents'
          ? { target, body: { ...base, docId: BAD_IDS[n % BAD_IDS.length] } }
          : {
              target,
              path: `${target.path().replace(docId, encodeURIComponent(BAD_IDS[n % BAD_IDS.length]!))}`,
              body: base,
            };
      case 5:
        return target.name === 'PATCH document' || target.name === 'POST uploads'
          ? { target, body: { ...base, [key]: HUGE } }
          : { target, body: { ...base, entry: BAD_ENTRIES[n % BAD_ENTRIES.length] } };
      case 6:
        return {
          target,
          body: {
            action: ['delete', 'PUBLISH', '', 'publish ', 'retire;drop', null][n % 6],
            version: n,
          },
        };
      case 7:
        return { target, body: base, contentType: ['text/plain', '', 'application/xml'][n % 3] };
      case 8:
        return { target, body: [base, base][n % 2] === base ? [base] : 'string' };
      default:
        return { target, body: { ...base, version: [0, -1, 1.5, 201, '2', 1e9][n % 6] } };
    }
  });

it('answers every malformed edit with a 4xx JSON error and stores nothing', async () => {
  const feed = async () =>
    z.parse(feedAnswerSchema, await (await studioFetch(worker, manager, LIBRARY_API.feed)).json())
      .revision;
  const before = {
    revision: await feed(),
    documents: count(worker, 'library_documents'),
    versions: count(worker, 'library_versions'),
    uploads: count(worker, 'library_uploads'),
  };
  const cases = fc.sample(malformed, { numRuns: 240, seed: 26 });
  const statuses = new Map<number, number>();
  for (const c of cases) {
    const response = await worker.fetch(c.path ?? c.target.path(), {
      method: c.target.method,
      headers: {
        Cookie: manager.cookie,
        'X-CSRF-Token': manager.csrf,
        'Content-Type': c.contentType ?? 'application/json',
      },
      body: c.raw ?? JSON.stringify(c.body),
    });
    const text = await response.text();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    // A PATCH that publishes the version already published is a well-formed no-op (200).
    if (response.status === 200 && c.target.name === 'PATCH document') continue;
    if (response.status < 400 || response.status >= 500)
      throw new Error(
        `${c.target.name} ${JSON.stringify(c.body).slice(0, 300)} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const answer = JSON.parse(text) as { ok: boolean; error?: { code?: unknown } };
    expect(answer.ok).toBe(false);
    expect(typeof answer.error?.code).toBe('string');
  }
  expect(cases.length).toBeGreaterThanOrEqual(200);
  expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  expect(await feed()).toBe(before.revision);
  expect(count(worker, 'library_documents')).toBe(before.documents);
  expect(count(worker, 'library_versions')).toBe(before.versions);
  expect(count(worker, 'library_uploads')).toBe(before.uploads);
});
