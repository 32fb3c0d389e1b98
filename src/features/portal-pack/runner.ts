/**
 * The pack runner (decision 0015): downloads what the planner asks for, a few files at a time,
 * checks each file's sha-256 before it goes into the pack cache, and records every stored file in
 * Dexie at once, so a closed tab or a dropped network resumes where it stopped. An update moves
 * only the files whose sha-256 changed; files no longer wanted leave the cache.
 */
import type { MsdDatabase } from '@/lib/db';
import type { PortalPackEntry, PortalPackManifest } from '@/shared/portal-pack';
import { afterFailure, planPack, type PackFailure, type PackPlan } from './plan';

export interface PackProgress {
  doneFiles: number;
  totalFiles: number;
  doneBytes: number;
  totalBytes: number;
}

export interface PackRunResult extends PackProgress {
  /** complete: every wanted file is stored; interrupted: some are missing (offline or failing). */
  state: 'complete' | 'interrupted';
  /** A request failed for want of a network (fetch rejected), so the run stopped early. */
  offline: boolean;
  fetched: string[];
  evicted: string[];
  failed: string[];
}

/** The slice of Cache Storage the runner uses (a fake in unit tests). */
export interface PackCache {
  put(path: string, response: Response): Promise<void>;
  delete(path: string): Promise<boolean>;
}

export interface PackRunDeps {
  db: MsdDatabase;
  cache: PackCache;
  fetch: typeof fetch;
  now: () => number;
  /** Failures carried over from the previous run of this page (retry backoff). */
  failures?: Map<string, PackFailure>;
  onProgress?: (progress: PackProgress) => void;
  concurrency?: number;
  /** True once the device was wiped: nothing more is stored, and a write that raced it is undone. */
  stopped?: () => boolean;
}

export class PackIntegrityError extends Error {}

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function download(entry: PortalPackEntry, deps: PackRunDeps): Promise<void> {
  // no-store: the HTTP cache must not hand back a previous build's bytes under the same name.
  const response = await deps.fetch(entry.path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${entry.path}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  if ((await sha256Hex(bytes)) !== entry.sha256)
    throw new PackIntegrityError(`${entry.path} does not match its sha-256`);
  const headers = new Headers({
    'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
    'Content-Length': String(bytes.byteLength),
  });
  if (deps.stopped?.()) return;
  await deps.cache.put(entry.path, new Response(bytes, { status: 200, headers }));
  await deps.db.packFiles.put({
    path: entry.path,
    sha256: entry.sha256,
    size: entry.size,
    storedAt: deps.now(),
  });
  // The wipe ran while this file was being written: take it back out.
  if (deps.stopped?.()) {
    await deps.cache.delete(entry.path);
    await deps.db.packFiles.delete(entry.path);
  }
}

export async function planFor(
  manifest: PortalPackManifest,
  db: MsdDatabase,
  now: number,
  failures?: ReadonlyMap<string, PackFailure>,
): Promise<PackPlan> {
  const [stored, kept] = await Promise.all([db.packFiles.toArray(), db.keptFiles.toArray()]);
  return planPack({
    manifest,
    stored,
    kept: new Set(kept.map((file) => file.path)),
    failures,
    now,
  });
}

export async function runPack(
  manifest: PortalPackManifest,
  deps: PackRunDeps,
): Promise<PackRunResult> {
  const failures = deps.failures ?? new Map<string, PackFailure>();
  const plan = await planFor(manifest, deps.db, deps.now(), failures);
  for (const path of plan.evict) {
    await deps.cache.delete(path);
    await deps.db.packFiles.delete(path);
  }
  const progress: PackProgress = {
    doneFiles: plan.done.files,
    totalFiles: plan.total.files,
    doneBytes: plan.done.bytes,
    totalBytes: plan.total.bytes,
  };
  deps.onProgress?.({ ...progress });
  const fetched: string[] = [];
  const failed: string[] = [];
  const queue = [...plan.fetch];
  let offline = false;
  const worker = async () => {
    // Once the network is gone, the rest waits for the next run (the page retries on `online`).
    for (let entry = queue.shift(); entry && !offline && !deps.stopped?.(); entry = queue.shift()) {
      try {
        await download(entry, deps);
        failures.delete(entry.path);
        fetched.push(entry.path);
        progress.doneFiles += 1;
        progress.doneBytes += entry.size;
        deps.onProgress?.({ ...progress });
      } catch (error) {
        failures.set(entry.path, afterFailure(failures.get(entry.path), deps.now()));
        failed.push(entry.path);
        if (error instanceof TypeError) offline = true;
      }
    }
  };
  await Promise.all(Array.from({ length: deps.concurrency ?? 3 }, worker));
  const state = progress.doneFiles === progress.totalFiles ? 'complete' : 'interrupted';
  return { ...progress, state, offline, fetched, evicted: plan.evict, failed };
}
