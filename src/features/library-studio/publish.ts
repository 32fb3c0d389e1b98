/**
 * Saving a document from the studio's form (issue 26): the file (if one was chosen) encrypted and
 * uploaded, a Markdown file's parsed view beside it, the entry sealed under K for this document
 * and version, then POST documents (a new document) or versions (the next version).
 */
import {
  entryAad,
  newStudioDocId,
  sealJson,
  type LibraryEntry,
  type LibraryFields,
} from '@/shared/library-publish';
import { MESSAGES, StudioError, type StudioApi } from './studio-api';
import type { SniffedType } from './sniff';
import type { StudioRow } from './studio-model';
import { prepareUpload, sendUpload, type ContentKey, type UploadProgress } from './upload';

export interface ChosenFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
  type: SniffedType;
}

export interface SaveRequest {
  row: StudioRow | null;
  fields: LibraryFields;
  note: string | undefined;
  expiresAt: string | null;
  file: ChosenFile | null;
  publish: boolean;
}

export type SaveStage = 'encrypting' | 'uploading' | 'view' | 'saving';

/** The Markdown tree as the build stores it (JSON bytes); mdast loads only here. */
async function markdownView(file: ChosenFile): Promise<Uint8Array<ArrayBuffer>> {
  const { parseMarkdown, MarkdownError } = await import('@/shared/markdown-parse');
  try {
    const tree = parseMarkdown(new TextDecoder().decode(file.bytes), file.name);
    return new TextEncoder().encode(JSON.stringify(tree));
  } catch (error) {
    if (error instanceof MarkdownError)
      throw new StudioError('invalid', `This Markdown cannot be published: ${error.message}`, {
        file: error.message,
      });
    throw error;
  }
}

export async function saveDocument(
  api: StudioApi,
  contentKey: ContentKey,
  request: SaveRequest,
  onStage: (stage: SaveStage) => void,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ docId: string; version: number }> {
  const { row, file } = request;
  const entry: LibraryEntry = { fields: request.fields };
  if (request.note) entry.note = request.note;
  let uploadId: string | undefined;
  let viewUploadId: string | undefined;
  if (file) {
    // A Markdown file that does not parse is refused before anything is uploaded.
    const view = file.type.fileType === 'Markdown' ? await markdownView(file) : null;
    onStage('encrypting');
    const upload = await prepareUpload(api, contentKey, file);
    onStage('uploading');
    const stored = await sendUpload(api, upload, onProgress);
    uploadId = upload.uploadId;
    entry.file = {
      path: stored.path,
      key: upload.secret.key,
      iv: upload.secret.iv,
      sha256: file.sha256,
      fileName: file.name,
      mimeType: file.type.mimeType,
      fileType: file.type.fileType,
      size: file.bytes.byteLength,
    };
    if (view) {
      onStage('view');
      const viewUpload = await prepareUpload(api, contentKey, {
        name: `${file.name}.view.json`,
        bytes: view,
      });
      const viewStored = await sendUpload(api, viewUpload, () => {});
      viewUploadId = viewUpload.uploadId;
      entry.view = {
        path: viewStored.path,
        key: viewUpload.secret.key,
        iv: viewUpload.secret.iv,
        sha256: viewUpload.secret.sha256,
      };
    }
  }
  onStage('saving');
  const docId = row?.docId ?? newStudioDocId();
  const version = (row?.latestVersion ?? 0) + 1;
  let sealed;
  try {
    sealed = await sealJson(contentKey.key, contentKey.epoch, entryAad(docId, version), entry);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'InvalidAccessError')
      throw new StudioError('key', MESSAGES.key);
    throw error;
  }
  const body = {
    version,
    entry: sealed,
    publish: request.publish,
    ...(uploadId ? { uploadId } : {}),
    ...(viewUploadId ? { viewUploadId } : {}),
  };
  if (row?.doc) await api.createVersion(docId, body);
  else await api.createDocument({ docId, ...body, expiresAt: request.expiresAt });
  if (row?.doc && (row.doc.expiresAt ?? null) !== request.expiresAt)
    await api.updateDocument(docId, { action: 'expiry', expiresAt: request.expiresAt });
  return { docId, version };
}
