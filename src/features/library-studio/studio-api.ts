/**
 * The library studio's only way to the server (issue 26): staffFetch for JSON calls (the session
 * cookie, the CSRF token on every change), XMLHttpRequest for upload parts (fetch cannot report
 * upload progress), answers checked with the shared contract, failures as one error type the
 * screens word honestly. `fetchImpl` and `xhr` are injectable so tests use fakes.
 */
import type * as z from 'zod/mini';
import {
  currentSession,
  staffAnswer,
  staffCall,
  staffFetch,
  STAFF_WORDS,
  type AnswerSchema,
  type StaffFailure,
} from '@/lib/staff-session';
import {
  completeUploadAnswerSchema,
  LIBRARY_API,
  openUploadsAnswerSchema,
  type openUploadSchema,
  studioAnswerSchema,
  uploadAnswerSchema,
  type CipherFile,
  type SealedJson,
  type UpdateDocumentRequest,
} from '@/shared/library-publish';
import { CSRF_HEADER } from '@/shared/people';

export type StudioErrorKind =
  | 'offline'
  | 'signed_out'
  | 'role'
  | 'invalid'
  | 'not_found'
  | 'version_conflict'
  | 'epoch_changed'
  | 'duplicate'
  | 'key'
  | 'paused'
  | 'refused'
  | 'server';

export class StudioError extends Error {
  constructor(
    readonly kind: StudioErrorKind,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

export const MESSAGES = {
  versionConflict:
    'Someone else changed this document while you were editing it. It has been reloaded: check their change, then save yours again.',
  epochChanged:
    'The portal key changed since this page unlocked it. Reload the page (your typing is not kept) and publish again.',
  key: 'Lock the portal and unlock it again to publish: this session’s key can read the library but not seal for it.',
} as const;

export type OpenUpload = z.output<typeof openUploadSchema>;
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;
export type StudioAnswer = z.output<typeof studioAnswerSchema>;

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

function studioError(failure: StaffFailure): StudioError {
  if (failure.kind === 'offline') return new StudioError('offline', STAFF_WORDS.offline);
  const { status, code, message, fields } = failure;
  if (status === 401) return new StudioError('signed_out', STAFF_WORDS.signedOut);
  if (status === 403) return new StudioError('role', message);
  if (status === 404) return new StudioError('not_found', message);
  if (status === 409 && code === 'version_conflict')
    return new StudioError('version_conflict', MESSAGES.versionConflict);
  if (status === 409 && code === 'epoch_changed')
    return new StudioError('epoch_changed', MESSAGES.epochChanged);
  if (status === 422 || status === 400)
    return new StudioError(
      'invalid',
      message,
      Object.fromEntries(fields.map(({ field, message: text }) => [field, text])),
    );
  if (status < 500) return new StudioError('refused', message);
  return new StudioError('server', STAFF_WORDS.serverFailed(status));
}

/** A part's PUT: resolves when stored, reports bytes sent; rejects with the HTTP status (0: network). */
export type PutPart = (
  url: string,
  body: Uint8Array<ArrayBuffer>,
  onProgress: (sent: number) => void,
) => Promise<void>;

export class PartFailed extends Error {
  constructor(readonly status: number) {
    super(status ? `The server refused the part (${status}).` : 'The part could not be sent.');
    this.name = 'PartFailed';
  }
}

/** XMLHttpRequest PUT with upload progress, the CSRF header and application/octet-stream. */
export const xhrPutPart: PutPart = (url, body, onProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    const session = currentSession();
    if (session) request.setRequestHeader(CSRF_HEADER, session.csrfToken);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(body.byteLength);
        resolve();
      } else reject(new PartFailed(request.status));
    };
    request.onerror = () => reject(new PartFailed(0));
    request.ontimeout = () => reject(new PartFailed(0));
    request.send(body);
  });

export interface StudioApi {
  loadStudio: (signal?: AbortSignal) => Promise<StudioAnswer>;
  listUploads: () => Promise<OpenUpload[]>;
  startUpload: (body: {
    cipherSize: number;
    cipherSha256: string;
    secret: SealedJson;
  }) => Promise<UploadAnswer>;
  putPart: (
    uploadId: string,
    part: number,
    body: Uint8Array<ArrayBuffer>,
    onProgress: (sent: number) => void,
  ) => Promise<void>;
  completeUpload: (uploadId: string) => Promise<CipherFile>;
  abandonUpload: (uploadId: string) => Promise<void>;
  createDocument: (body: {
    docId: string;
    version: number;
    entry: SealedJson;
    uploadId?: string;
    viewUploadId?: string;
    publish: boolean;
    expiresAt?: string | null;
  }) => Promise<void>;
  createVersion: (
    docId: string,
    body: {
      version: number;
      entry: SealedJson;
      uploadId?: string;
      viewUploadId?: string;
      publish: boolean;
    },
  ) => Promise<void>;
  updateDocument: (docId: string, body: UpdateDocumentRequest) => Promise<void>;
}

/** The studio API over `fetchImpl` (staffFetch by default) and `put` (XMLHttpRequest). */
export function studioApi(fetchImpl: Fetch = staffFetch, put: PutPart = xhrPutPart): StudioApi {
  const call = (url: string, init: RequestInit = {}) =>
    staffCall(url, init, studioError, fetchImpl);
  const parsed = <T>(response: Response, schema: AnswerSchema<T>) =>
    staffAnswer(response, schema, (message) => new StudioError('server', message));
  const send = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    async loadStudio(signal) {
      return parsed(await call(LIBRARY_API.studio, { signal }), studioAnswerSchema);
    },
    async listUploads() {
      return (await parsed(await call(LIBRARY_API.uploads), openUploadsAnswerSchema)).uploads;
    },
    async startUpload(body) {
      return parsed(await call(LIBRARY_API.uploads, send('POST', body)), uploadAnswerSchema);
    },
    async putPart(uploadId, part, body, onProgress) {
      try {
        await put(LIBRARY_API.uploadPart(uploadId, part), body, onProgress);
      } catch (error) {
        if (error instanceof PartFailed && error.status === 401)
          throw new StudioError('signed_out', STAFF_WORDS.signedOut);
        throw error;
      }
    },
    async completeUpload(uploadId) {
      const complete = await call(LIBRARY_API.uploadComplete(uploadId), { method: 'POST' });
      return (await parsed(complete, completeUploadAnswerSchema)).file;
    },
    async abandonUpload(uploadId) {
      await call(LIBRARY_API.upload(uploadId), { method: 'DELETE' });
    },
    async createDocument(body) {
      await call(LIBRARY_API.documents, send('POST', body));
    },
    async createVersion(docId, body) {
      await call(LIBRARY_API.versions(docId), send('POST', body));
    },
    async updateDocument(docId, body) {
      await call(LIBRARY_API.document(docId), send('PATCH', body));
    },
  };
}
