import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import type { PortalPackEntry, PortalPackManifest } from '@/shared/portal-pack';
import { runPack, type PackCache, type PackProgress } from './runner';

const bodies: Record<string, string> = {
  '/assets/portal-layout-1.js': 'export const portal = 1;',
  '/internal/portal.html': '<!doctype html><title>Portal</title>',
  '/vault/vault.bin': 'vault-ciphertext',
  '/vault/files/deck.bin': 'deck-ciphertext',
};
const kinds: Record<string, PortalPackEntry['kind']> = {
  '/assets/portal-layout-1.js': 'code',
  '/internal/portal.html': 'frame',
  '/vault/vault.bin': 'vault',
  '/vault/files/deck.bin': 'file',
};
async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
const hashes = new Map<string, string>();
for (const text of [...Object.values(bodies), 'deck-ciphertext-v2'])
  hashes.set(text, await sha256(text));
const entryFor = (path: string, body = bodies[path] ?? ''): PortalPackEntry => ({
  path,
  kind: kinds[path] ?? 'code',
  size: body.length,
  sha256: hashes.get(body) ?? '',
});
const manifest = (
  entries = Object.keys(bodies).map((path) => entryFor(path)),
): PortalPackManifest => ({
  version: 1,
  fullPackLimitBytes: 1000,
  libraryBytes: 15,
  keepAll: true,
  entries,
});

function fakeCache(): PackCache & { paths: Map<string, string> } {
  const paths = new Map<string, string>();
  return {
    paths,
    put: async (path, response) => void paths.set(path, await response.text()),
    delete: async (path) => paths.delete(path),
  };
}

/** Serves `bodies`; `offlineAfter` requests later it throws as fetch does without a network. */
function fakeNetwork(served = bodies, offlineAfter = Infinity) {
  const requested: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = input instanceof Request ? input.url : String(input);
    if (requested.length >= offlineAfter) throw new TypeError('Failed to fetch');
    requested.push(path);
    return new Response(served[path], { headers: { 'Content-Type': 'application/octet-stream' } });
  }) as typeof fetch;
  return { requested, fetchFn };
}

let db: MsdDatabase;
let clock = 1_000;
afterEach(async () => {
  await db?.delete();
});

describe('runPack', () => {
  it('downloads every file one at a time in order, reporting files and bytes done', async () => {
    db = openDatabase('pack-1');
    const cache = fakeCache();
    const net = fakeNetwork();
    const seen: PackProgress[] = [];
    const result = await runPack(manifest(), {
      db,
      cache,
      fetch: net.fetchFn,
      now: () => clock,
      concurrency: 1,
      onProgress: (p) => seen.push(p),
    });
    expect(result.state).toBe('complete');
    expect(net.requested).toEqual(Object.keys(bodies));
    expect(seen.map((p) => p.doneFiles)).toEqual([0, 1, 2, 3, 4]);
    expect(seen.at(-1)).toEqual({ doneFiles: 4, totalFiles: 4, doneBytes: 91, totalBytes: 91 });
    expect([...cache.paths.keys()].sort()).toEqual(Object.keys(bodies).sort());
    expect(await db.packFiles.count()).toBe(4);
  });

  it('stops when the network drops and resumes without fetching stored files again', async () => {
    db = openDatabase('pack-2');
    const cache = fakeCache();
    const first = fakeNetwork(bodies, 2);
    const cut = await runPack(manifest(), {
      db,
      cache,
      fetch: first.fetchFn,
      now: () => clock,
      concurrency: 1,
    });
    expect(cut).toMatchObject({
      state: 'interrupted',
      offline: true,
      doneFiles: 2,
      totalFiles: 4,
      fetched: ['/assets/portal-layout-1.js', '/internal/portal.html'],
    });
    // The third request failed offline; the fourth was never tried.
    expect(cut.failed).toEqual(['/vault/vault.bin']);
    const second = fakeNetwork();
    clock += 60_000;
    const resumed = await runPack(manifest(), {
      db,
      cache,
      fetch: second.fetchFn,
      now: () => clock,
      concurrency: 1,
    });
    expect(resumed).toMatchObject({ state: 'complete', offline: false });
    expect(second.requested).toEqual(['/vault/vault.bin', '/vault/files/deck.bin']);
  });

  it('refuses a file whose bytes do not match its sha-256 and stores nothing for it', async () => {
    db = openDatabase('pack-3');
    const cache = fakeCache();
    const net = fakeNetwork({ ...bodies, '/vault/files/deck.bin': 'tampered' });
    const result = await runPack(manifest(), {
      db,
      cache,
      fetch: net.fetchFn,
      now: () => clock,
      concurrency: 2,
    });
    // Online all along: the run is not stopped for the network.
    expect(result).toMatchObject({
      state: 'interrupted',
      offline: false,
      doneFiles: 3,
      failed: ['/vault/files/deck.bin'],
    });
    expect(cache.paths.has('/vault/files/deck.bin')).toBe(false);
    expect(await db.packFiles.get('/vault/files/deck.bin')).toBeUndefined();
  });

  it('an update fetches only the changed file and evicts what the build dropped', async () => {
    db = openDatabase('pack-4');
    const cache = fakeCache();
    await runPack(manifest(), { db, cache, fetch: fakeNetwork().fetchFn, now: () => clock });
    const changed = { ...bodies, '/vault/files/deck.bin': 'deck-ciphertext-v2' };
    const next = manifest([
      entryFor('/internal/portal.html'),
      entryFor('/vault/vault.bin'),
      entryFor('/vault/files/deck.bin', changed['/vault/files/deck.bin']),
    ]);
    const net = fakeNetwork(changed);
    const result = await runPack(next, { db, cache, fetch: net.fetchFn, now: () => clock });
    expect(net.requested).toEqual(['/vault/files/deck.bin']);
    expect(result.evicted).toEqual(['/assets/portal-layout-1.js']);
    expect(cache.paths.get('/vault/files/deck.bin')).toBe('deck-ciphertext-v2');
    expect(cache.paths.has('/assets/portal-layout-1.js')).toBe(false);
  });
});
