/**
 * Reads the precache manifest injected into dist/sw.js and fails the build when a file that must
 * work offline is in neither tier (the precache or dist/portal-pack.json), when a portal file or
 * the portal index slipped into the precache, when sw.js does not carry the index's sha-256, or
 * when the precache outgrows its budget (decision 0015).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The public tier: every public page, chunk, style, image and icon (about 1.5 MB today). */
export const PRECACHE_BUDGET_KB = 3 * 1024;
/** The staff pages' chunks and styles: staff-only, online-only, never downloaded by public visitors. */
const ADMIN_CHUNKS = /^assets\/admin-[\w-]+\.(js|css)$/;
/** The lead inbox's documents, chunk and styles: staff-only, online-only, never downloaded by public visitors. */
export const ADMIN_ASSETS = /^(assets\/admin-[\w-]+\.(js|css)|admin\/[\w-]+\.html)$/;
/**
 * Files in neither offline tier (the one list; scripts/portal-pack.ts splits the rest): crawler
 * files, headers, the service worker itself, source maps, Vite's own files, the staff pages'
 * chunks, and the portal's index (fetched after unlock: sw.js carries only its sha-256).
 */
export const OUTSIDE_TIERS = [
  /^sw\.js$/,
  /^portal-pack\.json$/,
  /^robots\.txt$/,
  /^sitemap\.xml$/,
  /^_headers$/,
  /^_redirects$/,
  /\.map$/,
  /^\.vite\//,
  ADMIN_CHUNKS,
];
/** Files that are deliberately not precached: those outside both tiers and the staff documents. */
export const NOT_PRECACHED = [...OUTSIDE_TIERS, ADMIN_ASSETS];

async function walk(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(full, base)));
    else files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files;
}

export async function readPrecacheManifest(dist) {
  const sw = await readFile(path.join(dist, 'sw.js'), 'utf8');
  // Entries look like {"revision":"<hash>"|null,"url":"about.html"} (key order as workbox writes it).
  const urls = [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(
    (m) => m[1],
  );
  if (urls.length === 0) throw new Error('dist/sw.js holds no precache manifest');
  return urls;
}

export async function readPortalPack(dist) {
  return JSON.parse(await readFile(path.join(dist, 'portal-pack.json'), 'utf8'));
}

/** The sha-256 (hex) of dist/portal-pack.json as built. */
export async function portalPackDigestOf(dist) {
  return createHash('sha256')
    .update(await readFile(path.join(dist, 'portal-pack.json')))
    .digest('hex');
}

/** Every 64-hex-digit string literal in dist/sw.js (the portal index's digest is the only one). */
export async function sha256LiteralsInWorker(dist) {
  const sw = await readFile(path.join(dist, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/["'`]([0-9a-f]{64})["'`]/g)].map((m) => m[1]))];
}

export async function checkPrecache(dist) {
  const urls = new Set(await readPrecacheManifest(dist));
  const portal = new Set((await readPortalPack(dist)).entries.map((entry) => entry.path.slice(1)));
  const both = [...urls].filter((url) => portal.has(url) || url === 'portal-pack.json');
  if (both.length > 0) throw new Error(`Portal files in the public precache: ${both.join(', ')}`);
  const digest = await portalPackDigestOf(dist);
  const baked = await sha256LiteralsInWorker(dist);
  if (baked.length !== 1 || baked[0] !== digest)
    throw new Error(
      `dist/sw.js must carry the sha-256 of dist/portal-pack.json (${digest}), found: ${baked.join(', ') || 'none'}`,
    );
  const files = await walk(dist);
  const missing = files.filter(
    (file) =>
      !urls.has(file) && !portal.has(file) && !NOT_PRECACHED.some((pattern) => pattern.test(file)),
  );
  if (missing.length > 0) {
    throw new Error(
      `These files would not work offline (not in the precache): ${missing.join(', ')}`,
    );
  }
  let bytes = 0;
  for (const url of urls) bytes += (await stat(path.join(dist, url))).size;
  if (bytes > PRECACHE_BUDGET_KB * 1024) {
    throw new Error(
      `The precache is ${(bytes / 1024).toFixed(0)} KB, over its ${PRECACHE_BUDGET_KB} KB budget`,
    );
  }
  return { entries: urls.size, bytes, budgetKb: PRECACHE_BUDGET_KB, portalEntries: portal.size };
}
