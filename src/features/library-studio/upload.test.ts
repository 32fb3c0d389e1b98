/** upload.ts against a fake studio API: parts, progress, retry then pause, resume, the session key. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GCM_TAG_BYTES,
  openJson,
  partSize,
  sealJson,
  uploadAad,
  UPLOAD_PART_BYTES,
  type SealedJson,
} from '@/shared/library-publish';
import { fromBase64, fromBase64Url, sha256Hex } from '@/shared/vault-crypto';
import { StudioError, studioApi, type OpenUpload, type StudioApi } from './studio-api';
import {
  encryptFile,
  prepareUpload,
  sealUploadSecret,
  sendUpload,
  type ContentKey,
  type UploadProgress,
} from './upload';

const MB = 1024 * 1024;
const UPLOAD_ID = 'a'.repeat(32);

async function contentKey(usages: KeyUsage[] = ['encrypt', 'decrypt']): Promise<ContentKey> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, usages);
  return { key, epoch: 3 };
}

function plaintext(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
  return bytes;
}

/** A server that keeps what it is sent; `failures` parts refuse that many tries first. */
function fakeServer(options: { open?: OpenUpload[]; failures?: Record<number, number> } = {}) {
  const stored = new Map<number, Uint8Array>();
  const started: { cipherSize: number; cipherSha256: string; secret: SealedJson }[] = [];
  const tries = new Map<number, number>();
  const api: StudioApi = {
    loadStudio: vi.fn(),
    listUploads: vi.fn(() => Promise.resolve(options.open ?? [])),
    startUpload: vi.fn((body: (typeof started)[number]) => {
      started.push(body);
      const parts = Math.max(1, Math.ceil(body.cipherSize / UPLOAD_PART_BYTES));
      return Promise.resolve({
        ok: true as const,
        uploadId: UPLOAD_ID,
        partSize: UPLOAD_PART_BYTES,
        parts,
        done: [],
      });
    }),
    putPart: vi.fn(
      (_id: string, part: number, body: Uint8Array, onProgress: (sent: number) => void) => {
        tries.set(part, (tries.get(part) ?? 0) + 1);
        if ((options.failures?.[part] ?? 0) >= tries.get(part)!)
          return Promise.reject(new Error('network'));
        onProgress(Math.floor(body.byteLength / 2));
        onProgress(body.byteLength);
        stored.set(part, body.slice());
        return Promise.resolve();
      },
    ),
    completeUpload: vi.fn(() =>
      Promise.resolve({
        path: `/api/library/files/${'b'.repeat(32)}`,
        size: 1,
        sha256: 'c'.repeat(64),
      }),
    ),
    abandonUpload: vi.fn(),
    createDocument: vi.fn(),
    createVersion: vi.fn(),
    updateDocument: vi.fn(),
  };
  const assembled = () => {
    const parts = [...stored.keys()].sort((a, b) => a - b).map((part) => stored.get(part)!);
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };
  return { api, stored, started, tries, assembled };
}

const noSleep = () => Promise.resolve();

describe('prepareUpload and sendUpload', () => {
  it('encrypts with a random key and IV that decryptCollateralFile can use, sealing the secret under K', async () => {
    const k = await contentKey();
    const server = fakeServer();
    const bytes = plaintext(1000);
    const upload = await prepareUpload(server.api, k, { name: 'deck.pdf', bytes });
    expect(upload.ciphertext.byteLength).toBe(1000 + GCM_TAG_BYTES);
    expect(upload.secret.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64(upload.secret.iv)).toHaveLength(12);
    const [start] = server.started;
    expect(start).toMatchObject({ cipherSize: 1016, cipherSha256: upload.cipherSha256 });
    expect(start!.secret.epoch).toBe(3);
    expect(await openJson(k.key, start!.secret, uploadAad(upload.cipherSha256))).toEqual({
      key: upload.secret.key,
      iv: upload.secret.iv,
      sha256: await sha256Hex(bytes),
      fileName: 'deck.pdf',
      size: 1000,
    });

    await sendUpload(server.api, upload, () => {}, noSleep);
    // What the rep side does: import the base64url key, the base64 IV, no additional data.
    const key = await crypto.subtle.importKey(
      'raw',
      fromBase64Url(upload.secret.key),
      'AES-GCM',
      false,
      ['decrypt'],
    );
    const plain = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(upload.secret.iv) },
        key,
        server.assembled(),
      ),
    );
    expect(await sha256Hex(plain)).toBe(upload.secret.sha256);
  });

  it('sends 8 MiB parts and a shorter last one, reporting progress over the whole ciphertext', async () => {
    const server = fakeServer();
    const bytes = plaintext(20 * MB);
    const upload = await prepareUpload(server.api, await contentKey(), { name: 'big.pdf', bytes });
    const total = 20 * MB + GCM_TAG_BYTES;
    const progress: UploadProgress[] = [];
    await sendUpload(server.api, upload, (p) => progress.push(p), noSleep);
    expect([...server.stored].map(([part, body]) => [part, body.length])).toEqual([
      [1, partSize(total, 1)],
      [2, partSize(total, 2)],
      [3, partSize(total, 3)],
    ]);
    expect(partSize(total, 3)).toBe(4 * MB + GCM_TAG_BYTES);
    expect(progress.every((p) => p.total === total)).toBe(true);
    expect(progress.map((p) => p.sent)).toEqual([
      0,
      4 * MB,
      8 * MB,
      8 * MB,
      12 * MB,
      16 * MB,
      16 * MB,
      18 * MB + GCM_TAG_BYTES / 2,
      total,
      total,
    ]);
    expect(server.api.completeUpload).toHaveBeenCalledWith(UPLOAD_ID);
  });

  it('retries a failed part with growing waits, then pauses; resuming sends only what is missing', async () => {
    const server = fakeServer({ failures: { 2: 3 } });
    const upload = await prepareUpload(server.api, await contentKey(), {
      name: 'big.pdf',
      bytes: plaintext(10 * MB),
    });
    const sleep = vi.fn(noSleep);
    const paused = sendUpload(server.api, upload, () => {}, sleep);
    await expect(paused).rejects.toThrow(StudioError);
    await expect(paused).rejects.toMatchObject({ kind: 'paused' });
    expect(server.tries.get(2)).toBe(3);
    expect(sleep.mock.calls).toEqual([[1000], [3000]]);
    expect([...upload.done]).toEqual([1]);
    expect(server.api.completeUpload).not.toHaveBeenCalled();

    // Resume: part 2 now goes through; part 1 is not sent again.
    await sendUpload(server.api, upload, () => {}, sleep);
    expect(server.tries.get(1)).toBe(1);
    expect(server.tries.get(2)).toBe(4);
    expect(server.api.completeUpload).toHaveBeenCalledTimes(1);
  });

  it('after a reload, continues the open upload of the same file with its key and IV, sending only missing parts', async () => {
    const k = await contentKey();
    const bytes = plaintext(17 * MB);
    const first = fakeServer({ failures: { 2: 3, 3: 3 } });
    const upload = await prepareUpload(first.api, k, { name: 'big.pdf', bytes });
    await expect(sendUpload(first.api, upload, () => {}, noSleep)).rejects.toMatchObject({
      kind: 'paused',
    });
    expect([...upload.done]).toEqual([1]);

    // A new page: the server lists the upload with part 1 done; another person's/file's upload is skipped.
    const other = await sealJson(k.key, 3, uploadAad('d'.repeat(64)), { sha256: 'e'.repeat(64) });
    const open: OpenUpload[] = [
      {
        uploadId: 'f'.repeat(32),
        cipherSize: 99,
        cipherSha256: 'd'.repeat(64),
        secret: other,
        done: [],
        startedAt: '',
      },
      {
        uploadId: UPLOAD_ID,
        cipherSize: upload.ciphertext.byteLength,
        cipherSha256: upload.cipherSha256,
        secret: first.started[0]!.secret,
        done: [1],
        startedAt: '2026-11-01T10:00:00Z',
      },
    ];
    const second = fakeServer({ open });
    const resumed = await prepareUpload(second.api, k, { name: 'big.pdf', bytes });
    expect(resumed.resumed).toBe(true);
    expect(resumed.uploadId).toBe(UPLOAD_ID);
    expect(resumed.cipherSha256).toBe(upload.cipherSha256);
    expect(second.api.startUpload).not.toHaveBeenCalled();
    const progress: UploadProgress[] = [];
    await sendUpload(second.api, resumed, (p) => progress.push(p), noSleep);
    expect([...second.stored.keys()]).toEqual([2, 3]);
    expect(progress[0]).toEqual({ sent: UPLOAD_PART_BYTES, total: resumed.ciphertext.byteLength });
    expect(second.api.completeUpload).toHaveBeenCalledWith(UPLOAD_ID);
  });

  it('says to lock and unlock again when the session key cannot encrypt', async () => {
    const server = fakeServer();
    const prepared = prepareUpload(server.api, await contentKey(['decrypt']), {
      name: 'deck.pdf',
      bytes: plaintext(10),
    });
    await expect(prepared).rejects.toMatchObject({
      kind: 'key',
      message: expect.stringContaining('Lock the portal and unlock it again to publish') as string,
    });
    expect(server.api.startUpload).not.toHaveBeenCalled();
  });
});

describe('studioApi', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('words 409 version_conflict and epoch_changed, and being offline', async () => {
    const conflict = studioApi(() =>
      Promise.resolve(json(409, { ok: false, error: { code: 'version_conflict', message: 'x' } })),
    );
    await expect(
      conflict.createVersion('s-0123456789abcdef', {
        version: 2,
        entry: { epoch: 1, iv: 'A'.repeat(16), data: 'A' },
        publish: false,
      }),
    ).rejects.toMatchObject({
      kind: 'version_conflict',
      message: expect.stringContaining('Someone else changed') as string,
    });
    const epoch = studioApi(() =>
      Promise.resolve(json(409, { ok: false, error: { code: 'epoch_changed', message: 'x' } })),
    );
    await expect(epoch.updateDocument('a', { action: 'retire' })).rejects.toMatchObject({
      kind: 'epoch_changed',
      message: expect.stringContaining('portal key changed') as string,
    });
    const offline = studioApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.listUploads()).rejects.toMatchObject({ kind: 'offline' });
  });

  it('sends JSON to the contract paths and checks the answers', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const api = studioApi((url, init) => {
      calls.push([url, init]);
      return Promise.resolve(json(200, { ok: true, uploads: [] }));
    });
    expect(await api.listUploads()).toEqual([]);
    await api.updateDocument('sales/battlecards', { action: 'expiry', expiresAt: '2026-12-31' });
    expect(calls[1]).toEqual([
      '/api/library/documents/sales%2Fbattlecards',
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: '{"action":"expiry","expiresAt":"2026-12-31"}',
      },
    ]);
    const bad = studioApi(() => Promise.resolve(json(200, { ok: true })));
    await expect(bad.loadStudio()).rejects.toMatchObject({ kind: 'server' });
  });
});

describe('resuming only the same upload', () => {
  /** An open upload of `bytes` under a known key and IV, with what the server lists changed by `over`. */
  async function openUploadOf(
    k: ContentKey,
    bytes: Uint8Array<ArrayBuffer>,
    over: { sha256?: string; cipherSha256?: string; cipherSize?: number; epoch?: number } = {},
  ): Promise<OpenUpload> {
    const { key, iv, ciphertext } = await encryptFile(bytes);
    const cipherSha256 = over.cipherSha256 ?? (await sha256Hex(ciphertext));
    const secret = {
      key,
      iv,
      sha256: over.sha256 ?? (await sha256Hex(bytes)),
      fileName: 'big.pdf',
      size: bytes.byteLength,
    };
    return {
      uploadId: 'e'.repeat(32),
      cipherSize: over.cipherSize ?? ciphertext.byteLength,
      cipherSha256,
      secret: await sealJson(k.key, over.epoch ?? k.epoch, uploadAad(cipherSha256), secret),
      done: [1],
      startedAt: '2026-11-01T10:00:00Z',
    };
  }

  it('continues an open upload whose secret, ciphertext digest and size all match', async () => {
    const k = await contentKey();
    const bytes = plaintext(100);
    const server = fakeServer({ open: [await openUploadOf(k, bytes)] });
    const upload = await prepareUpload(server.api, k, { name: 'big.pdf', bytes });
    expect([upload.resumed, upload.uploadId, [...upload.done]]).toEqual([
      true,
      'e'.repeat(32),
      [1],
    ]);
    expect(server.api.startUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['sealed under another epoch of the same key', { epoch: 2 }],
    ['of another file (its digest differs)', { sha256: 'e'.repeat(64) }],
    ['whose ciphertext digest differs', { cipherSha256: 'd'.repeat(64) }],
    ['whose ciphertext size differs', { cipherSize: 117 }],
  ])('starts a new upload instead of one %s', async (_, over) => {
    const k = await contentKey();
    const bytes = plaintext(100);
    const server = fakeServer({ open: [await openUploadOf(k, bytes, over)] });
    const upload = await prepareUpload(server.api, k, { name: 'big.pdf', bytes });
    expect([upload.resumed, upload.uploadId, [...upload.done]]).toEqual([false, UPLOAD_ID, []]);
    expect(server.api.startUpload).toHaveBeenCalledTimes(1);
  });
});

describe('sendUpload failures', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports the bytes already stored after each failed try, and says which part paused', async () => {
    const server = fakeServer({ failures: { 2: 3 } });
    const upload = await prepareUpload(server.api, await contentKey(), {
      name: 'big.pdf',
      bytes: plaintext(10 * MB),
    });
    const progress: UploadProgress[] = [];
    await expect(
      sendUpload(server.api, upload, (p) => progress.push(p), noSleep),
    ).rejects.toMatchObject({
      kind: 'paused',
      message:
        'Upload paused — part 2 of 2 could not be sent after 3 tries. Check the connection, then resume.',
    });
    const total = 10 * MB + GCM_TAG_BYTES;
    expect(progress).toEqual(
      [0, 4 * MB, 8 * MB, 8 * MB, 8 * MB, 8 * MB, 8 * MB].map((sent) => ({ sent, total })),
    );
  });

  it('stops at once when the person is signed out; other studio errors are tried again', async () => {
    const server = fakeServer();
    const upload = await prepareUpload(server.api, await contentKey(), {
      name: 'deck.pdf',
      bytes: plaintext(10),
    });
    const signedOut = new StudioError('signed_out', 'Sign in again.');
    vi.mocked(server.api.putPart).mockRejectedValueOnce(signedOut);
    const sleep = vi.fn(noSleep);
    await expect(sendUpload(server.api, upload, () => {}, sleep)).rejects.toBe(signedOut);
    expect(server.api.putPart).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();

    vi.mocked(server.api.putPart).mockRejectedValueOnce(new StudioError('server', 'Try later.'));
    await sendUpload(server.api, upload, () => {}, sleep);
    expect(server.api.putPart).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000]]);
  });

  it('waits a real second before the second try when no sleep is given', async () => {
    const server = fakeServer({ failures: { 1: 1 } });
    const upload = await prepareUpload(server.api, await contentKey(), {
      name: 'deck.pdf',
      bytes: plaintext(10),
    });
    vi.useFakeTimers();
    const sent = sendUpload(server.api, upload, () => {});
    await vi.advanceTimersByTimeAsync(999);
    expect(server.tries.get(1)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.tries.get(1)).toBe(2);
    await sent;
    expect(server.api.completeUpload).toHaveBeenCalledTimes(1);
  });
});

describe('sealUploadSecret', () => {
  afterEach(() => vi.restoreAllMocks());
  const secret = {
    key: 'k'.repeat(43),
    iv: 'aXZpdml2aXZpdml2',
    sha256: 'a'.repeat(64),
    fileName: 'a.pdf',
    size: 1,
  };

  it('passes on a failure other than a decrypt-only key as it is', async () => {
    const k = await contentKey();
    const other = new DOMException('The operation failed', 'OperationError');
    vi.spyOn(crypto.subtle, 'encrypt').mockRejectedValueOnce(other);
    await expect(sealUploadSecret(k, 'b'.repeat(64), secret)).rejects.toBe(other);
    const named = Object.assign(new Error('not a DOMException'), { name: 'InvalidAccessError' });
    vi.spyOn(crypto.subtle, 'encrypt').mockRejectedValueOnce(named);
    await expect(sealUploadSecret(k, 'b'.repeat(64), secret)).rejects.toBe(named);
  });

  it('words a decrypt-only key', async () => {
    await expect(
      sealUploadSecret(await contentKey(['decrypt']), 'b'.repeat(64), secret),
    ).rejects.toMatchObject({
      name: 'StudioError',
      kind: 'key',
      message:
        'Lock the portal and unlock it again to publish: this session’s key can read the library but not seal for it.',
    });
  });
});
