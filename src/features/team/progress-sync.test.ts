import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import { isCredentialRefused } from '@/lib/outbox/sync-credential-store';
import { EMPTY_PROGRESS, type PortalProgressResponse } from '@/shared/portal-progress';
import { FLAG_KEYS, TEAM_FLAG_KEYS } from '@/shared/storage-keys';
import {
  fetchRepProgress,
  progressCacheKey,
  readCachedProgress,
  type ProgressFetchDeps,
} from './progress-sync';

const CREDENTIAL = 'b'.repeat(43);
const NOW = Date.parse('2026-11-22T09:00:00Z');
let db: MsdDatabase;
let counter = 0;

const answer: PortalProgressResponse = {
  ok: true,
  rep: { email: 'ada@firm.com', name: 'Ada Lovelace' },
  lastActiveAt: '2026-11-22T08:00:00.000Z',
  progress: {
    ...EMPTY_PROGRESS,
    resetAt: '2026-11-21T08:00:00.000Z',
    lessons: [
      {
        moduleId: 'foundations',
        lessonId: 'foundations-1',
        completedAt: '2026-11-22T08:00:00.000Z',
      },
    ],
  },
  contentUse: { views: 2, downloads: 0, searchesWithoutResults: 1 },
};

function server(status: number, body: unknown) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, authorization: new Headers(init.headers).get('Authorization') });
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  const deps: ProgressFetchDeps = { fetch, now: () => NOW, baseUrl: 'http://test.local' };
  return { deps, calls };
}

async function unlockAs(email: string | undefined) {
  await db.flags.put({
    key: FLAG_KEYS.portalSession,
    value: { epoch: 1, syncCredential: CREDENTIAL },
    updatedAt: NOW,
    expiresAt: NOW + 60_000,
  });
  if (email)
    await db.flags.put({
      key: TEAM_FLAG_KEYS.rep,
      value: { name: 'Ada Lovelace', email },
      updatedAt: NOW,
    });
}

beforeEach(async () => {
  counter += 1;
  db = openDatabase(`progress-sync-test-${counter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('fetchRepProgress', () => {
  it('asks for the rep by email with the credential and caches the answer under the rep', async () => {
    await unlockAs('ada@firm.com');
    const { deps, calls } = server(200, answer);
    expect(await fetchRepProgress(db, deps)).toBe('synced');
    expect(calls).toEqual([
      {
        url: 'http://test.local/api/portal/progress?email=ada%40firm.com',
        authorization: `Bearer ${CREDENTIAL}`,
      },
    ]);
    expect(await db.teamCache.get(progressCacheKey('ADA@firm.com'))).toEqual({
      key: 'progress:ada@firm.com',
      value: answer,
      syncedAt: NOW,
    });
    expect(await readCachedProgress(db, 'Ada@Firm.com')).toEqual(answer.progress);
  });

  it('asks nothing without a rep or without a credential', async () => {
    const { deps, calls } = server(200, answer);
    expect(await fetchRepProgress(db, deps)).toBe('no-rep');
    await db.flags.put({
      key: TEAM_FLAG_KEYS.rep,
      value: { name: 'Ada Lovelace', email: 'ada@firm.com' },
      updatedAt: NOW,
    });
    expect(await fetchRepProgress(db, deps)).toBe('no-credential');
    expect(calls).toEqual([]);
  });

  it('offline, a 503 or a malformed answer keeps the last cached answer', async () => {
    await unlockAs('ada@firm.com');
    await fetchRepProgress(db, server(200, answer).deps);
    for (const [status, body] of [
      [0, null],
      [503, { ok: false, error: { code: 'storage_unavailable' } }],
      [200, { ok: true, progress: 'nope' }],
    ] as const) {
      expect(await fetchRepProgress(db, server(status, body).deps)).toBe('unavailable');
      expect(await readCachedProgress(db, 'ada@firm.com')).toEqual(answer.progress);
    }
  });

  it('a refused credential is remembered (the portal asks for the password) and the cache is kept', async () => {
    await unlockAs('ada@firm.com');
    await fetchRepProgress(db, server(200, answer).deps);
    expect(
      await fetchRepProgress(
        db,
        server(401, { ok: false, error: { code: 'credential_refused', message: 'x' } }).deps,
      ),
    ).toBe('refused');
    expect(await isCredentialRefused(db)).toBe(true);
    expect(await readCachedProgress(db, 'ada@firm.com')).toEqual(answer.progress);
    // Not sent again until a new unlock.
    expect(await fetchRepProgress(db, server(200, answer).deps)).toBe('no-credential');
  });

  it('an Access refusal is not a credential refusal', async () => {
    await unlockAs('ada@firm.com');
    expect(
      await fetchRepProgress(
        db,
        server(401, { ok: false, error: { code: 'access_refused', message: 'x' } }).deps,
      ),
    ).toBe('refused');
    expect(await isCredentialRefused(db)).toBe(false);
  });
});
