/**
 * The pack planner (decision 0015): given the build's portal manifest, what this device already
 * stores, what the rep keeps and which downloads failed lately, decides what to fetch (in the
 * manifest's order: code, frames, vault, collateral), what to keep and what to evict. Pure: the
 * clock comes in as `now`, so retries after a failure are planned, never slept on.
 */
import type { PortalPackEntry, PortalPackManifest } from '@/shared/portal-pack';
import type { CollateralFile } from '@/shared/vault-schema';

export interface StoredPackFile {
  path: string;
  sha256: string;
  size: number;
}

export interface PackFailure {
  attempts: number;
  /** Epoch ms before which the file is not tried again. */
  retryAt: number;
}

export interface PackPlanInput {
  manifest: PortalPackManifest;
  stored: readonly StoredPackFile[];
  /** Collateral paths the rep keeps (only read when the library is above the full-pack limit). */
  kept: ReadonlySet<string>;
  failures?: ReadonlyMap<string, PackFailure>;
  now: number;
}

export interface PackPlan {
  /** Missing or changed files, in download order. */
  fetch: PortalPackEntry[];
  /** Files that failed lately, with when they may be tried again. */
  waiting: { entry: PortalPackEntry; retryAt: number }[];
  /** Stored files whose sha-256 matches this build: nothing to do. */
  keep: string[];
  /** Stored files this build or the rep no longer wants. */
  evict: string[];
  /** Everything the device should hold for this build, and how much of it it already holds. */
  total: { files: number; bytes: number };
  done: { files: number; bytes: number };
}

/** The blobs a kept file needs on the device: the file, and a Markdown file's parsed view. */
export function blobPathsOf(file: Pick<CollateralFile, 'blob' | 'view'>): string[] {
  return file.view ? [file.blob.path, file.view.path] : [file.blob.path];
}

/** Whether the device holds this entry at all: everything but collateral the rep did not keep. */
export function isWanted(
  entry: PortalPackEntry,
  manifest: PortalPackManifest,
  kept: ReadonlySet<string>,
): boolean {
  return entry.kind !== 'file' || manifest.keepAll || kept.has(entry.path);
}

export function planPack({
  manifest,
  stored,
  kept,
  failures = new Map(),
  now,
}: PackPlanInput): PackPlan {
  const storedByPath = new Map(stored.map((file) => [file.path, file]));
  const plan: PackPlan = {
    fetch: [],
    waiting: [],
    keep: [],
    evict: [],
    total: { files: 0, bytes: 0 },
    done: { files: 0, bytes: 0 },
  };
  const wanted = new Set<string>();
  for (const entry of manifest.entries) {
    if (!isWanted(entry, manifest, kept)) continue;
    wanted.add(entry.path);
    plan.total.files += 1;
    plan.total.bytes += entry.size;
    if (storedByPath.get(entry.path)?.sha256 === entry.sha256) {
      plan.keep.push(entry.path);
      plan.done.files += 1;
      plan.done.bytes += entry.size;
      continue;
    }
    const failure = failures.get(entry.path);
    if (failure && failure.retryAt > now) plan.waiting.push({ entry, retryAt: failure.retryAt });
    else plan.fetch.push(entry);
  }
  plan.evict = stored.filter((file) => !wanted.has(file.path)).map((file) => file.path);
  return plan;
}

/** 2 s, 4 s, 8 s ... at most a minute: a dropped network is retried soon, a broken file rarely. */
export function afterFailure(previous: PackFailure | undefined, now: number): PackFailure {
  const attempts = (previous?.attempts ?? 0) + 1;
  return { attempts, retryAt: now + Math.min(60_000, 1000 * 2 ** attempts) };
}
