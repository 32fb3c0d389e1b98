/**
 * The portal index's digest (decision 0015): the service worker carries only the sha-256 of
 * dist/portal-pack.json, so it must change with any portal file and with nothing public.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writePortalPack } from './portal-pack.ts';
import { portalPackDigestPlugin, portalPackPlugin, portalTier } from './vite-plugins.ts';

let dist: string;
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'msd-pack-digest-'));
  put('index.html', '<script src="/assets/index-a1.js"></script>');
  put('assets/index-a1.js', 'import("./portal-layout-b2.js")');
  put('assets/portal-layout-b2.js', 'import("./library-c3.js")');
  put('assets/library-c3.js', 'export const library = 1;');
  put('internal/portal.html', '<h1>Portal</h1>');
  put('vault/header.json', '{"builtAt":"2026-11-25"}');
  put('vault/vault.bin', 'sealed');
  put('vault/files/deck.bin', 'deck v1');
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dist, { recursive: true, force: true });
});

describe('the portal index digest', () => {
  it('is the sha-256 of portal-pack.json as written, which lists the portal tier only', async () => {
    const { manifest, digest } = await writePortalPack(dist, {});
    expect(digest).toBe(sha256(readFileSync(path.join(dist, 'portal-pack.json'))));
    expect(manifest.entries.map((entry) => entry.path)).toEqual([
      '/assets/library-c3.js',
      '/assets/portal-layout-b2.js',
      '/internal/portal.html',
      '/vault/header.json',
      '/vault/vault.bin',
      '/vault/files/deck.bin',
    ]);
  });

  it('changes when one portal file changes, in the entry of that file only', async () => {
    const before = await writePortalPack(dist, {});
    put('vault/files/deck.bin', 'deck v2');
    const after = await writePortalPack(dist, {});
    expect(after.digest).not.toBe(before.digest);
    const changed = after.manifest.entries.filter(
      (entry, index) => entry.sha256 !== before.manifest.entries[index]!.sha256,
    );
    expect(changed).toEqual([
      { path: '/vault/files/deck.bin', size: 7, sha256: sha256('deck v2'), kind: 'file' },
    ]);
  });

  it('stays the same when only a public file changes', async () => {
    const before = await writePortalPack(dist, {});
    put('index.html', '<script src="/assets/index-a1.js"></script><p>new copy</p>');
    expect((await writePortalPack(dist, {})).digest).toBe(before.digest);
  });
});

/** Runs a plugin hook the way Vite would (the hooks here are plain functions). */
const hook = <T>(plugin: Plugin, name: keyof Plugin, ...args: unknown[]) =>
  (plugin[name] as (...hookArgs: unknown[]) => T)(...args);

describe('the service worker build', () => {
  it('defines __PORTAL_PACK_SHA256__ as the digest of the index the client build wrote', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const pack = portalPackPlugin();
    hook(pack, 'configResolved', { root: dist, build: { outDir: dist, ssr: false } });
    await hook<Promise<void>>(pack, 'writeBundle');
    const digest = sha256(readFileSync(path.join(dist, 'portal-pack.json')));
    expect(hook(portalPackDigestPlugin(), 'config')).toEqual({
      define: { __PORTAL_PACK_SHA256__: JSON.stringify(digest) },
    });
    expect(portalTier.paths.has('vault/files/deck.bin')).toBe(true);

    put('vault/files/deck.bin', 'deck v2');
    await hook<Promise<void>>(pack, 'writeBundle');
    const next = sha256(readFileSync(path.join(dist, 'portal-pack.json')));
    expect(next).not.toBe(digest);
    expect(hook(portalPackDigestPlugin(), 'config')).toEqual({
      define: { __PORTAL_PACK_SHA256__: JSON.stringify(next) },
    });
  });

  it('refuses to build the worker before the index exists', () => {
    portalTier.digest = '';
    expect(() => hook(portalPackDigestPlugin(), 'config')).toThrow(
      'The service worker is built before portal-pack.json was written',
    );
  });
});
