import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/shared/vault-crypto';
import type { PortalPackManifest } from '@/shared/portal-pack';
import {
  indexLoader,
  indexResponse,
  loadIndex,
  manifestOf,
  type IndexCache,
  type IndexResult,
} from './verified-index';

const index = (deckSha: string): PortalPackManifest => ({
  version: 1,
  fullPackLimitBytes: 200 * 1024 * 1024,
  libraryBytes: 7,
  keepAll: true,
  entries: [{ path: '/vault/files/deck.bin', size: 7, sha256: deckSha, kind: 'file' }],
});
const thisBuild = JSON.stringify(index('a'.repeat(64))) + '\n';
const nextBuild = JSON.stringify(index('b'.repeat(64))) + '\n';
const digest = await sha256Hex(new TextEncoder().encode(thisBuild));

function fakeCache(initial?: string): IndexCache & { stored: Map<string, string> } {
  const stored = new Map<string, string>(initial ? [['/portal-pack.json', initial]] : []);
  return {
    stored,
    match: async (path) => {
      const text = stored.get(path);
      return text === undefined ? undefined : new Response(text);
    },
    put: async (path, response) => void stored.set(path, await response.text()),
  };
}

type Answer = { body: string } | { status: number } | 'offline';
const pathOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;

/** The server's current index (or a status, or no network at all); counts requests. */
function fakeServer(answer: Answer) {
  const server = {
    answer,
    requests: [] as { path: string; cache: RequestCache | undefined }[],
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      server.requests.push({ path: pathOf(input), cache: init?.cache });
      if (server.answer === 'offline') throw new TypeError('Failed to fetch');
      if ('status' in server.answer) return new Response('', { status: server.answer.status });
      return new Response(server.answer.body);
    }) as typeof fetch,
  };
  return server;
}

const text = (result: IndexResult) =>
  result.state === 'ok' ? new TextDecoder().decode(result.bytes) : result.state;

describe('the portal index the service worker hands out', () => {
  it('fetches it once (no-store), checks it against the digest and keeps it in the pack cache', async () => {
    const cache = fakeCache();
    const server = fakeServer({ body: thisBuild });
    expect(text(await loadIndex({ digest, cache, fetch: server.fetch }))).toBe(thisBuild);
    expect(cache.stored.get('/portal-pack.json')).toBe(thisBuild);
    expect(text(await loadIndex({ digest, cache, fetch: server.fetch }))).toBe(thisBuild);
    expect(server.requests).toEqual([{ path: '/portal-pack.json', cache: 'no-store' }]);
  });

  it('answers offline from the kept copy', async () => {
    const server = fakeServer('offline');
    const result = await loadIndex({ digest, cache: fakeCache(thisBuild), fetch: server.fetch });
    expect(text(result)).toBe(thisBuild);
    expect(server.requests).toEqual([]);
  });

  it('refuses a newer build’s index and keeps none of it', async () => {
    const cache = fakeCache();
    const result = await loadIndex({ digest, cache, fetch: fakeServer({ body: nextBuild }).fetch });
    expect(result).toEqual({ state: 'other-build' });
    expect(cache.stored.size).toBe(0);
    expect(indexResponse(result).status).toBe(409);
  });

  it('replaces an earlier build’s copy with this build’s', async () => {
    const cache = fakeCache(nextBuild);
    const server = fakeServer({ body: thisBuild });
    expect(text(await loadIndex({ digest, cache, fetch: server.fetch }))).toBe(thisBuild);
    expect(cache.stored.get('/portal-pack.json')).toBe(thisBuild);
    expect(server.requests).toHaveLength(1);
  });

  it('is unavailable offline without this build’s copy, and on a server error', async () => {
    for (const answer of ['offline', { status: 503 }, { status: 404 }] as const) {
      const cache = fakeCache(nextBuild);
      const result = await loadIndex({ digest, cache, fetch: fakeServer(answer).fetch });
      expect(result, JSON.stringify(answer)).toEqual({ state: 'unavailable' });
      expect(cache.stored.get('/portal-pack.json')).toBe(nextBuild);
      expect(indexResponse(result).type, JSON.stringify(answer)).toBe('error');
    }
  });

  it('answers the page with the exact bytes, never cached by HTTP', async () => {
    const response = indexResponse({
      state: 'ok',
      bytes: new TextEncoder().encode(thisBuild).buffer,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.text()).toBe(thisBuild);
  });
});

describe('one worker’s index loads', () => {
  it('share one request while it runs, and keep a success', async () => {
    const cache = fakeCache();
    const server = fakeServer({ body: thisBuild });
    const load = indexLoader(async () => ({ digest, cache, fetch: server.fetch }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(text(await load())).toBe(thisBuild);
    expect(server.requests).toHaveLength(1);
  });

  it('try again after a failed load', async () => {
    const server = fakeServer('offline');
    const load = indexLoader(async () => ({ digest, cache: fakeCache(), fetch: server.fetch }));
    expect(await load()).toEqual({ state: 'unavailable' });
    server.answer = { body: thisBuild };
    expect(text(await load())).toBe(thisBuild);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/portal-pack.json',
      '/portal-pack.json',
    ]);
  });
});

describe('the index the vault check reads', () => {
  it('is this build’s index parsed, or null when none was found', () => {
    const bytes = new TextEncoder().encode(thisBuild).buffer;
    expect(manifestOf({ state: 'ok', bytes })).toEqual(index('a'.repeat(64)));
    expect(manifestOf({ state: 'other-build' })).toBeNull();
    expect(manifestOf({ state: 'unavailable' })).toBeNull();
  });
});
