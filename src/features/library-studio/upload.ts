/**
 * Encrypts a chosen file in the manager's browser and uploads its ciphertext in parts (issue 26).
 *
 * Each file gets its own random AES-256-GCM key and 12-byte IV (base64url key, base64 IV: the
 * catalogue's encodings, so reps open it with the existing decryptCollateralFile); the whole file
 * is one GCM message with no additional data. The key, IV and plaintext digest travel to the
 * server only sealed under the portal content key K (the upload's "secret"), so an upload left
 * half done resumes after a reload: the same plaintext under the same key and IV encrypts to the
 * same bytes, and only the parts the server does not have are sent again.
 */
import { checked } from '@/shared/checked';
import {
  openJson,
  partCount,
  sealJson,
  uploadAad,
  uploadSecretSchema,
  UPLOAD_PART_BYTES,
  type CipherFile,
  type UploadSecret,
} from '@/shared/library-publish';
import { fromBase64, fromBase64Url, sha256Hex, toBase64, toBase64Url } from '@/shared/vault-crypto';
import { MESSAGES, StudioError, type OpenUpload, type StudioApi } from './studio-api';

export interface ContentKey {
  key: CryptoKey;
  epoch: number;
}

/** A failed part is tried this many times in all, waiting RETRY_DELAYS_MS between tries. */
export const PART_TRIES = 3;
export const RETRY_DELAYS_MS = [1000, 3000] as const;

export interface UploadProgress {
  sent: number;
  total: number;
}

/** One file, encrypted and matched to a server upload: `run` sends what is missing. */
export interface PreparedUpload {
  uploadId: string;
  secret: UploadSecret;
  ciphertext: Uint8Array<ArrayBuffer>;
  cipherSha256: string;
  partSize: number;
  parts: number;
  /** Parts the server has (1-based); grows as parts are stored. */
  done: Set<number>;
  /** True when an unfinished upload of the same file was found and is being continued. */
  resumed: boolean;
}

/** A key that was stored decrypt-only (an older session) cannot seal: say how to fix it. */
function keyProblem(error: unknown): never {
  if (error instanceof DOMException && error.name === 'InvalidAccessError')
    throw new StudioError('key', MESSAGES.key);
  throw error;
}

export async function sealUploadSecret(
  contentKey: ContentKey,
  cipherSha256: string,
  secret: UploadSecret,
) {
  try {
    return await sealJson(contentKey.key, contentKey.epoch, uploadAad(cipherSha256), secret);
  } catch (error) {
    return keyProblem(error);
  }
}

/** Encrypts `plain` under a fresh key and IV, or the given ones (a resumed upload). */
export async function encryptFile(
  plain: Uint8Array<ArrayBuffer>,
  reuse?: { key: string; iv: string },
): Promise<{ key: string; iv: string; ciphertext: Uint8Array<ArrayBuffer> }> {
  let rawKey: Uint8Array<ArrayBuffer>;
  let iv: Uint8Array<ArrayBuffer>;
  if (reuse) {
    rawKey = fromBase64Url(reuse.key);
    iv = fromBase64(reuse.iv);
  } else {
    const generated = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
      'encrypt',
    ]);
    rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', generated));
    iv = crypto.getRandomValues(new Uint8Array(12));
  }
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain),
  );
  return { key: toBase64Url(rawKey), iv: toBase64(iv), ciphertext };
}

/** The caller's unfinished upload of the same plaintext (its secret opened with K), if any. */
export async function findResumable(
  uploads: readonly OpenUpload[],
  contentKey: ContentKey,
  sha256: string,
): Promise<{ upload: OpenUpload; secret: UploadSecret } | null> {
  for (const upload of uploads) {
    if (upload.secret.epoch !== contentKey.epoch) continue;
    try {
      const opened = checked(
        uploadSecretSchema,
        await openJson(contentKey.key, upload.secret, uploadAad(upload.cipherSha256)),
      );
      if (opened.ok && opened.value.sha256 === sha256) return { upload, secret: opened.value };
    } catch {
      // Sealed under another key, or changed: not one to resume.
    }
  }
  return null;
}

/**
 * Encrypts the file and finds or starts its upload: an open upload of the same plaintext is
 * continued with its key and IV (only the parts not in `done` are sent); else a new one starts.
 */
export async function prepareUpload(
  api: StudioApi,
  contentKey: ContentKey,
  file: { name: string; bytes: Uint8Array<ArrayBuffer>; sha256?: string },
): Promise<PreparedUpload> {
  const sha256 = file.sha256 ?? (await sha256Hex(file.bytes));
  const open = await findResumable(await api.listUploads(), contentKey, sha256);
  if (open) {
    const { ciphertext } = await encryptFile(file.bytes, open.secret);
    const cipherSha256 = await sha256Hex(ciphertext);
    if (
      cipherSha256 === open.upload.cipherSha256 &&
      ciphertext.byteLength === open.upload.cipherSize
    )
      return {
        uploadId: open.upload.uploadId,
        secret: open.secret,
        ciphertext,
        cipherSha256,
        partSize: UPLOAD_PART_BYTES,
        parts: partCount(ciphertext.byteLength),
        done: new Set(open.upload.done),
        resumed: true,
      };
  }
  const { key, iv, ciphertext } = await encryptFile(file.bytes);
  const cipherSha256 = await sha256Hex(ciphertext);
  const secret: UploadSecret = {
    key,
    iv,
    sha256,
    fileName: file.name,
    size: file.bytes.byteLength,
  };
  const sealed = await sealUploadSecret(contentKey, cipherSha256, secret);
  const answer = await api.startUpload({
    cipherSize: ciphertext.byteLength,
    cipherSha256,
    secret: sealed,
  });
  return {
    uploadId: answer.uploadId,
    secret,
    ciphertext,
    cipherSha256,
    partSize: answer.partSize,
    parts: answer.parts,
    done: new Set(answer.done),
    resumed: false,
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends every part the server does not have, in order, reporting bytes sent of the whole
 * ciphertext; a part is tried PART_TRIES times with a growing wait, then the upload pauses
 * (StudioError 'paused': call again to resume where it stopped). Then completes the upload.
 */
export async function sendUpload(
  api: StudioApi,
  upload: PreparedUpload,
  onProgress: (progress: UploadProgress) => void,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<CipherFile> {
  const total = upload.ciphertext.byteLength;
  const bounds = (part: number) => {
    const start = (part - 1) * upload.partSize;
    return [start, Math.min(total, start + upload.partSize)] as const;
  };
  const stored = () =>
    [...upload.done].reduce((sum, part) => {
      const [start, end] = bounds(part);
      return sum + Math.max(0, end - start);
    }, 0);
  onProgress({ sent: stored(), total });
  for (let part = 1; part <= upload.parts; part++) {
    if (upload.done.has(part)) continue;
    const [start, end] = bounds(part);
    const body = upload.ciphertext.slice(start, end);
    const before = stored();
    for (let attempt = 1; ; attempt++) {
      try {
        await api.putPart(upload.uploadId, part, body, (sent) =>
          onProgress({ sent: before + Math.min(sent, body.byteLength), total }),
        );
        break;
      } catch (error) {
        if (error instanceof StudioError && error.kind === 'signed_out') throw error;
        onProgress({ sent: before, total });
        if (attempt >= PART_TRIES)
          throw new StudioError(
            'paused',
            `Upload paused — part ${part} of ${upload.parts} could not be sent after ${PART_TRIES} tries. Check the connection, then resume.`,
          );
        await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 4000);
      }
    }
    upload.done.add(part);
    onProgress({ sent: stored(), total });
  }
  return api.completeUpload(upload.uploadId);
}
