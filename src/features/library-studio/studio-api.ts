/**
 * The library studio's only way to the server (issue 26): staffFetch for JSON calls (the session
 * cookie, the CSRF token on every change), XMLHttpRequest for upload parts (fetch cannot report
 * upload progress), answers checked with the shared contract, failures as one error type the
 * screens word honestly. `fetchImpl` and `xhr` are injectable so tests use fakes.
 */
import type * as z from 'zod/mini';
import { apiError, currentSession, staffFetch } from '@/lib/staff-session';
import { checked } from '@/shared/checked';
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
  offline:
    'The server could not be reached. The library studio needs the network; check the connection and try again.',
  signedOut: 'Your session has ended. Sign in again.',
  versionConflict:
    'Someone else changed this document while you were editing it. It has been reloaded: check their change, then save yours again.',
  epochChanged:
    'The portal key changed since this page unlocked it. Reload the page (your typing is not kept) and publish again.',
  key: 'Lock the portal and unlock it again to publish: this session’s key can read the library but not seal for it.',
  shape:
    'The server answered in a shape this page does not understand. Reload the page to get the latest version.',
} as const;

export type OpenUpload = z.output<typeof openUploadSchema>;
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;
export type StudioAnswer = z.output<typeof studioAnswerSchema>;

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function errorOf(response: Response): Promise<StudioError> {
  const { code, message, fields } = await apiError(response);
  if (response.status === 401) return new StudioError('signed_out', MESSAGES.signedOut);
  if (response.status === 403) return new StudioError('role', message);
  if (response.status === 404) return new StudioError('not_found', message);
  if (response.status === 409 && code === 'version_conflict')
    return new StudioError('version_conflict', MESSAGES.versionConflict);
  if (response.status === 409 && code === 'epoch_changed')
    return new StudioError('epoch_changed', MESSAGES.epochChanged);
  if (response.status === 422 || response.status === 400)
    return new StudioError(
      'invalid',
      message,
      Object.fromEntries(fields.map(({ field, message: text }) => [field, text])),
    );
  if (response.status < 500) return new StudioError('refused', message);
  return new StudioError(
    'server',
    `The server could not answer (${response.status}). Try again in a moment.`,
  );
}

function parsed<T>(schema: Parameters<typeof checked<T>>[0], body: unknown): T {
  const result = checked(schema, body);
  if (!result.ok) throw new StudioError('server', MESSAGES.shape);
  return result.value;
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
  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new StudioError('offline', MESSAGES.offline);
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  }
  const json = (response: Response): Promise<unknown> => response.json().catch(() => undefined);
  const send = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    async loadStudio(signal) {
      return parsed(studioAnswerSchema, await json(await call(LIBRARY_API.studio, { signal })));
    },
    async listUploads() {
      return parsed(openUploadsAnswerSchema, await json(await call(LIBRARY_API.uploads))).uploads;
    },
    async startUpload(body) {
      return parsed(
        uploadAnswerSchema,
        await json(await call(LIBRARY_API.uploads, send('POST', body))),
      );
    },
    async putPart(uploadId, part, body, onProgress) {
      try {
        await put(LIBRARY_API.uploadPart(uploadId, part), body, onProgress);
      } catch (error) {
        if (error instanceof PartFailed && error.status === 401)
          throw new StudioError('signed_out', MESSAGES.signedOut);
        throw error;
      }
    },
    async completeUpload(uploadId) {
      const answer = parsed(
        completeUploadAnswerSchema,
        await json(await call(LIBRARY_API.uploadComplete(uploadId), { method: 'POST' })),
      );
      return answer.file;
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
