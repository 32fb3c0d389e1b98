/** The library studio as a browser drives it, against the test Worker (issue 26). */
import { importContentKey } from '@/shared/device-keys';
import {
  completeUploadAnswerSchema,
  documentAnswerSchema,
  entryAad,
  LIBRARY_API,
  libraryFilePath,
  partCount,
  partSize,
  sealJson,
  uploadAad,
  uploadAnswerSchema,
  type LibraryEntry,
  type LibraryFields,
  type SealedJson,
} from '@/shared/library-publish';
import { sha256Hex, toBase64, toBase64Url } from '@/shared/vault-crypto';
import * as z from 'zod/mini';
import { TEST_EPOCH, TEST_OWNER_SECRETS, type TestWorker } from './harness';
import { as, type Signed } from './people-helpers';

/** A built-in document of the catalogue (collateral/library/sales/se-handoff-checklist.md). */
export const BUILT_IN_ID = 'sales/se-handoff-checklist';

export function contentKey(raw = TEST_OWNER_SECRETS.contentKey) {
  return importContentKey(raw, ['encrypt', 'decrypt']);
}

export function fields(overrides: Partial<LibraryFields> = {}): LibraryFields {
  return {
    title: 'Pilot plan for hedge funds',
    description: 'How a pilot runs, week by week, with the success criteria.',
    category: 'Sales',
    tags: ['AE'],
    updatedAt: '2026-05-01',
    complianceFlag: false,
    ...overrides,
  };
}

/** A file sealed as the browser seals one: AES-256-GCM under its own random key. */
export async function sealFile(plain: Uint8Array<ArrayBuffer>) {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  return {
    cipher,
    cipherSha256: await sha256Hex(cipher),
    secret: {
      key: toBase64Url(raw),
      iv: toBase64(iv),
      sha256: await sha256Hex(plain),
      size: plain.byteLength,
    },
  };
}
export type SealedFile = Awaited<ReturnType<typeof sealFile>>;

export function studioFetch(
  worker: TestWorker,
  who: Signed | null,
  path: string,
  init: { method?: string; body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {},
) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {
    ...(who ? as(who, init.csrf ?? method !== 'GET') : { 'Content-Type': 'application/json' }),
    ...init.headers,
  };
  return worker.fetch(path, {
    method,
    headers,
    ...(init.body === undefined
      ? {}
      : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
}

export async function startUploadBody(
  file: SealedFile,
  fileName = 'pilot.pdf',
  epoch = TEST_EPOCH,
) {
  return {
    cipherSize: file.cipher.byteLength,
    cipherSha256: file.cipherSha256,
    secret: await sealJson(await contentKey(), epoch, uploadAad(file.cipherSha256), {
      ...file.secret,
      fileName,
    }),
  };
}

export function putPart(
  worker: TestWorker,
  who: Signed,
  uploadId: string,
  part: number,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) {
  return worker.fetch(LIBRARY_API.uploadPart(uploadId, part), {
    method: 'PUT',
    headers: {
      Cookie: who.cookie,
      'X-CSRF-Token': who.csrf,
      'Content-Type': 'application/octet-stream',
      ...headers,
    },
    body: bytes,
  });
}

export function partBytes(file: SealedFile, part: number): Uint8Array<ArrayBuffer> {
  const start = (part - 1) * partSize(file.cipher.byteLength, 1);
  return file.cipher.subarray(start, start + partSize(file.cipher.byteLength, part));
}

/** Starts an upload and sends `parts` of it (all by default); completes it unless told not to. */
export async function upload(
  worker: TestWorker,
  who: Signed,
  file: SealedFile,
  options: { parts?: number[]; complete?: boolean } = {},
): Promise<string> {
  const started = await studioFetch(worker, who, LIBRARY_API.uploads, {
    method: 'POST',
    body: await startUploadBody(file),
  });
  if (started.status !== 201)
    throw new Error(`start upload: ${started.status} ${await started.text()}`);
  const { uploadId } = z.parse(uploadAnswerSchema, await started.json());
  const all = Array.from({ length: partCount(file.cipher.byteLength) }, (_, i) => i + 1);
  for (const part of options.parts ?? all) {
    const response = await putPart(worker, who, uploadId, part, partBytes(file, part));
    if (response.status !== 200)
      throw new Error(`part ${part}: ${response.status} ${await response.text()}`);
  }
  if (options.complete ?? true) {
    const done = await studioFetch(worker, who, LIBRARY_API.uploadComplete(uploadId), {
      method: 'POST',
    });
    if (done.status !== 200) throw new Error(`complete: ${done.status} ${await done.text()}`);
    const answer = z.parse(completeUploadAnswerSchema, await done.json());
    if (answer.file.path !== libraryFilePath(uploadId)) throw new Error('unexpected file path');
  }
  return uploadId;
}

/** The sealed entry for a version: fields, and the file (uploaded under `uploadId`) if any. */
export async function entryFor(
  docId: string,
  version: number,
  entryFields: LibraryFields,
  file?: { uploadId: string; sealed: SealedFile; fileName?: string },
  options: { epoch?: number; key?: CryptoKey; note?: string } = {},
): Promise<SealedJson> {
  const entry: LibraryEntry = {
    fields: entryFields,
    ...(file
      ? {
          file: {
            path: libraryFilePath(file.uploadId),
            key: file.sealed.secret.key,
            iv: file.sealed.secret.iv,
            sha256: file.sealed.secret.sha256,
            fileName: file.fileName ?? 'pilot.pdf',
            mimeType: 'application/pdf',
            fileType: 'PDF',
            size: file.sealed.secret.size,
          },
        }
      : {}),
    ...(options.note ? { note: options.note } : {}),
  };
  return sealJson(
    options.key ?? (await contentKey()),
    options.epoch ?? TEST_EPOCH,
    entryAad(docId, version),
    entry,
  );
}

export async function parseDocument(response: Response, status = 201) {
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return z.parse(documentAnswerSchema, await response.json()).document;
}

/** Random bytes of any length (getRandomValues fills at most 64 KiB at a time). */
export function randomBytesOf(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += 65536)
    crypto.getRandomValues(bytes.subarray(offset, Math.min(length, offset + 65536)));
  return bytes;
}

export function count(worker: TestWorker, table: string): number {
  return worker.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]!.n;
}
