/**
 * Splits the build into its two offline tiers (docs/decisions/0015) and writes the portal tier's
 * content-addressed manifest, dist/portal-pack.json (path, size, sha-256 of every file):
 *   public tier  every public page, the chunks and styles they reach, images, manifest, icons:
 *                precached by the service worker for every visitor
 *   portal tier  the staff frames, the chunks only the portal layout reaches, the vault and the
 *                collateral blobs: downloaded after the first unlock by the pack manager
 * A chunk is public when a public file names it, following names from file to file, but never
 * through the portal layout's own chunk (the public route table names it to load staff pages).
 * The manifest itself belongs to the portal tier too: the service worker carries only its sha-256
 * (portalPackDigest), so a portal-only change still makes a new worker.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { internalPaths, prerenderFileFor } from '../src/shared/routes.ts';
import {
  PORTAL_PACK_FILE,
  type PortalPackEntry,
  type PortalPackManifest,
} from '../src/shared/portal-pack.ts';
import { OUTSIDE_TIERS } from './precache-check.mjs';

/** Above this much collateral the rep chooses which files to keep (build-time: PORTAL_FULL_PACK_LIMIT_MB). */
export const DEFAULT_FULL_PACK_LIMIT_MB = 200;

const PORTAL_ROOT_CHUNK = /^assets\/portal-layout-[\w-]+\.(js|css)$/;
const TEXT_FILE = /\.(html|js|css|webmanifest|json)$/;

async function walk(dir: string, base = dir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(full, base)));
    else files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files;
}

export function kindOf(file: string): PortalPackEntry['kind'] {
  if (file.startsWith('vault/files/')) return 'file';
  if (file.startsWith('vault/')) return 'vault';
  if (file.endsWith('.html')) return 'frame';
  return 'code';
}

/** The files of dist/ in each tier: assets reached from public files are public, the rest portal. */
export async function splitTiers(
  dist: string,
): Promise<{ publicFiles: string[]; portalFiles: string[] }> {
  const files = (await walk(dist))
    .filter((file) => !OUTSIDE_TIERS.some((pattern) => pattern.test(file)))
    .sort();
  const frames = new Set(internalPaths.map(prerenderFileFor));
  const isPortalRoot = (file: string) =>
    frames.has(file) || file.startsWith('vault/') || PORTAL_ROOT_CHUNK.test(file);
  const assets = new Set(files.filter((file) => file.startsWith('assets/')));
  const reached = new Set(
    files.filter((file) => !file.startsWith('assets/') && !isPortalRoot(file)),
  );
  const queue = [...reached];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!TEXT_FILE.test(file)) continue;
    const text = await readFile(path.join(dist, file), 'utf8');
    // Chunks name each other relative to assets/ ("./x.js"), documents as "/assets/x.js".
    for (const [, name] of text.matchAll(
      /(?:assets\/|\.\/)([\w.-]+\.(?:js|css|svg|png|jpg|woff2?))/g,
    )) {
      const asset = `assets/${name}`;
      if (assets.has(asset) && !reached.has(asset) && !PORTAL_ROOT_CHUNK.test(asset)) {
        reached.add(asset);
        queue.push(asset);
      }
    }
  }
  return {
    publicFiles: files.filter((file) => reached.has(file)),
    portalFiles: files.filter((file) => !reached.has(file)),
  };
}

/** Portal files in the order a rep needs them: code and frames, then the vault, then collateral. */
const KIND_ORDER: Record<PortalPackEntry['kind'], number> = {
  code: 0,
  frame: 1,
  vault: 2,
  file: 3,
};

/** The sha-256 (hex) of the manifest's bytes as written: what the service worker checks it against. */
export function portalPackDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** One portal file's manifest entry: its path under `root`, size, sha-256 and kind. */
export async function packEntry(root: string, file: string): Promise<PortalPackEntry> {
  const bytes = await readFile(path.join(root, file));
  return {
    path: `/${file}`,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    kind: kindOf(file),
  };
}

/**
 * The manifest of these entries, in download order: above `limitBytes` of collateral the rep
 * chooses which files to keep.
 */
export function packManifest(entries: PortalPackEntry[], limitBytes: number): PortalPackManifest {
  const sorted = [...entries].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.path.localeCompare(b.path),
  );
  const libraryBytes = sorted
    .filter((entry) => entry.kind === 'file')
    .reduce((sum, entry) => sum + entry.size, 0);
  return {
    version: 1,
    fullPackLimitBytes: Math.round(limitBytes),
    libraryBytes,
    keepAll: libraryBytes <= limitBytes,
    entries: sorted,
  };
}

export async function writePortalPack(
  dist: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ manifest: PortalPackManifest; digest: string }> {
  const { portalFiles } = await splitTiers(dist);
  const limitMb = Number(env.PORTAL_FULL_PACK_LIMIT_MB ?? DEFAULT_FULL_PACK_LIMIT_MB);
  if (!Number.isFinite(limitMb) || limitMb < 0)
    throw new Error(
      `PORTAL_FULL_PACK_LIMIT_MB must be a number of megabytes, got "${env.PORTAL_FULL_PACK_LIMIT_MB}"`,
    );
  const entries = await Promise.all(portalFiles.map((file) => packEntry(dist, file)));
  const manifest = packManifest(entries, limitMb * 1024 * 1024);
  const text = JSON.stringify(manifest) + '\n';
  await writeFile(path.join(dist, PORTAL_PACK_FILE), text);
  return { manifest, digest: portalPackDigest(text) };
}
