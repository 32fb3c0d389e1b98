import { describe, expect, it } from 'vitest';
import type { PortalPackEntry, PortalPackManifest } from '@/shared/portal-pack';
import { afterFailure, planPack, type PackFailure } from './plan';

const sha = (c: string) => c.repeat(64);
const entry = (
  path: string,
  kind: PortalPackEntry['kind'],
  size: number,
  hash = 'a',
): PortalPackEntry => ({ path, kind, size, sha256: sha(hash) });

const code = entry('/assets/portal-layout-1.js', 'code', 100);
const frame = entry('/internal/portal.html', 'frame', 10);
const vault = entry('/vault/vault.bin', 'vault', 1000);
const deck = entry('/vault/files/deck.bin', 'file', 5000);
const brief = entry('/vault/files/brief.bin', 'file', 3000);

function manifest(
  keepAll: boolean,
  entries = [code, frame, vault, deck, brief],
): PortalPackManifest {
  return { version: 1, fullPackLimitBytes: 6000, libraryBytes: 8000, keepAll, entries };
}
const stored = (...entries: PortalPackEntry[]) =>
  entries.map(({ path, sha256, size }) => ({ path, sha256, size }));
const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

describe('planPack', () => {
  it('fetches every file of a small library in manifest order on a fresh device', () => {
    const plan = planPack({ manifest: manifest(true), stored: [], kept: new Set(), now: NOW });
    expect(plan.fetch.map((e) => e.path)).toEqual([
      code.path,
      frame.path,
      vault.path,
      deck.path,
      brief.path,
    ]);
    expect(plan.total).toEqual({ files: 5, bytes: 9110 });
    expect(plan.done).toEqual({ files: 0, bytes: 0 });
    expect(plan.evict).toEqual([]);
  });

  it('resumes: files already stored with the same sha-256 are kept and counted as done', () => {
    const plan = planPack({
      manifest: manifest(true),
      stored: stored(code, frame, vault),
      kept: new Set(),
      now: NOW,
    });
    expect(plan.fetch.map((e) => e.path)).toEqual([deck.path, brief.path]);
    expect(plan.keep).toEqual([code.path, frame.path, vault.path]);
    expect(plan.done).toEqual({ files: 3, bytes: 1110 });
  });

  it('an update fetches only the file whose content changed and evicts renamed chunks', () => {
    const newCode = entry('/assets/portal-layout-2.js', 'code', 120);
    const changedDeck = { ...deck, sha256: sha('b') };
    const plan = planPack({
      manifest: manifest(true, [newCode, frame, vault, changedDeck, brief]),
      stored: stored(code, frame, vault, deck, brief),
      kept: new Set(),
      now: NOW,
    });
    expect(plan.fetch.map((e) => e.path)).toEqual([newCode.path, deck.path]);
    expect(plan.evict).toEqual([code.path]);
    expect(plan.total).toEqual({ files: 5, bytes: 9130 });
    expect(plan.done).toEqual({ files: 3, bytes: 4010 });
  });

  it('a large library holds the catalogue, the vault and only the kept files', () => {
    const plan = planPack({
      manifest: manifest(false),
      stored: [],
      kept: new Set([brief.path]),
      now: NOW,
    });
    expect(plan.fetch.map((e) => e.path)).toEqual([code.path, frame.path, vault.path, brief.path]);
    expect(plan.total).toEqual({ files: 4, bytes: 4110 });
  });

  it('a large library evicts a file the rep removed, and never fetches a file nobody kept', () => {
    const plan = planPack({
      manifest: manifest(false),
      stored: stored(code, frame, vault, deck, brief),
      kept: new Set([brief.path]),
      now: NOW,
    });
    expect(plan.fetch).toEqual([]);
    expect(plan.evict).toEqual([deck.path]);
    expect(plan.keep).toEqual([code.path, frame.path, vault.path, brief.path]);
  });

  it('holds a failed file back until its retry time on the clock, then fetches it again', () => {
    const failures = new Map<string, PackFailure>([
      [deck.path, { attempts: 1, retryAt: NOW + 2000 }],
    ]);
    const early = planPack({
      manifest: manifest(true),
      stored: stored(code, frame, vault, brief),
      kept: new Set(),
      failures,
      now: NOW + 1999,
    });
    expect(early.fetch).toEqual([]);
    expect(early.waiting).toEqual([{ entry: deck, retryAt: NOW + 2000 }]);
    const due = planPack({
      manifest: manifest(true),
      stored: stored(code, frame, vault, brief),
      kept: new Set(),
      failures,
      now: NOW + 2000,
    });
    expect(due.fetch).toEqual([deck]);
    expect(due.waiting).toEqual([]);
  });
});

describe('afterFailure', () => {
  it('doubles the wait from 2 s and caps it at a minute', () => {
    let failure = afterFailure(undefined, NOW);
    expect(failure).toEqual({ attempts: 1, retryAt: NOW + 2000 });
    failure = afterFailure(failure, NOW);
    expect(failure.retryAt - NOW).toBe(4000);
    for (let i = 0; i < 10; i++) failure = afterFailure(failure, NOW);
    expect(failure).toEqual({ attempts: 12, retryAt: NOW + 60_000 });
  });
});
