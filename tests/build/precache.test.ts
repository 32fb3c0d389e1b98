import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ASSETS,
  globToRegExp,
  NOT_PRECACHED,
  NOT_PRECACHED_GLOBS,
  readPortalPack,
  readPrecacheManifest,
  sha256LiteralsInWorker,
} from '../../scripts/precache-check.mjs';
import {
  adminPathPrefixes,
  adminPaths,
  internalPaths,
  prerenderFileFor,
  prerenderPaths,
  SHELL_FILE,
} from '../../src/shared/routes';
import { portalPackManifestSchema } from '../../src/shared/portal-pack';

const dist = path.resolve(import.meta.dirname, '../../dist');

describe('service worker precache (the public tier)', async () => {
  const urls = new Set<string>(await readPrecacheManifest(dist));
  const pack = portalPackManifestSchema.parse(await readPortalPack(dist));
  const portal = new Set(pack.entries.map((entry) => entry.path.slice(1)));

  it('holds every prerendered page and the shell', () => {
    for (const route of prerenderPaths) expect(urls, route).toContain(prerenderFileFor(route));
    expect(urls).toContain(SHELL_FILE);
  });

  it('puts every JavaScript and CSS chunk except the lead inbox in exactly one tier', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter(
      (file) => !ADMIN_ASSETS.test(`assets/${file}`),
    );
    const publicJs = assets.filter((f) => f.endsWith('.js') && urls.has(`assets/${f}`));
    const portalJs = assets.filter((f) => f.endsWith('.js') && portal.has(`assets/${f}`));
    expect(publicJs.length).toBeGreaterThan(15);
    expect(portalJs.length).toBeGreaterThan(10);
    for (const file of assets)
      expect(urls.has(`assets/${file}`) !== portal.has(`assets/${file}`), file).toBe(true);
    // The frame every public page loads is public; the portal layout and the library page are not.
    for (const name of ['framework', 'app', 'index'])
      expect(
        publicJs.some((f) => f.startsWith(`${name}-`)),
        name,
      ).toBe(true);
    for (const name of ['portal-layout', 'library', 'hub', 'viewer-document'])
      expect(
        portalJs.some((f) => f.startsWith(`${name}-`)),
        name,
      ).toBe(true);
  });

  it('holds no portal file: no staff frame, no portal chunk, nothing from the vault', () => {
    expect(
      [...urls].filter(
        (url) =>
          url.startsWith('vault/') ||
          url.startsWith('internal/') ||
          /^assets\/portal-layout-/.test(url),
      ),
    ).toEqual([]);
    for (const route of internalPaths) expect(urls, route).not.toContain(prerenderFileFor(route));
    // Not even the portal's index (its file names): it is fetched after unlock.
    expect(urls).not.toContain('portal-pack.json');
  });

  it('sw.js carries the sha-256 of the built portal index, and no other', async () => {
    const digest = createHash('sha256')
      .update(readFileSync(path.join(dist, 'portal-pack.json')))
      .digest('hex');
    expect(await sha256LiteralsInWorker(dist)).toEqual([digest]);
  });

  it('the portal pack lists every staff frame, the vault and every collateral blob with size and sha-256', () => {
    for (const route of internalPaths) expect(portal, route).toContain(prerenderFileFor(route));
    const blobs = readdirSync(path.join(dist, 'vault/files')).map((file) => `vault/files/${file}`);
    expect(blobs.length).toBeGreaterThan(100);
    for (const file of ['vault/header.json', 'vault/vault.bin', ...blobs])
      expect(portal, file).toContain(file);
    for (const entry of pack.entries) {
      const bytes = readFileSync(path.join(dist, entry.path));
      expect(entry.size, entry.path).toBe(bytes.length);
      expect(entry.sha256, entry.path).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    // In download order: code, then frames, then the vault, then collateral.
    const order = pack.entries.map((entry) =>
      ['code', 'frame', 'vault', 'file'].indexOf(entry.kind),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pack.libraryBytes).toBe(
      pack.entries
        .filter((entry) => entry.kind === 'file')
        .reduce((sum, entry) => sum + entry.size, 0),
    );
    expect(pack.fullPackLimitBytes).toBe(200 * 1024 * 1024);
    expect(pack.keepAll).toBe(true);
  });

  it('never holds the lead inbox: its chunk, styles and prerendered documents exist but stay out', () => {
    const admin = readdirSync(path.join(dist, 'assets')).filter((file) =>
      ADMIN_ASSETS.test(`assets/${file}`),
    );
    // The staff pages' chunk and styles, and what only they load lazily (the studio's Markdown parser).
    expect(admin.map((file) => file.replace(/-[\w-]{8}\./, '.')).sort()).toEqual([
      'admin-lazy.js',
      'admin.css',
      'admin.js',
    ]);
    expect([...urls].filter((url) => /admin|inbox/i.test(url))).toEqual([]);
    // Each admin page has its own document (head with noindex, empty root), served online only.
    for (const route of adminPaths) {
      const file = prerenderFileFor(route);
      expect(existsSync(path.join(dist, file)), route).toBe(true);
      expect(readFileSync(path.join(dist, file), 'utf8'), route).toContain(
        '<meta data-static-head name="robots" content="noindex, nofollow"/>',
      );
    }
  });

  it('leaves out by its one glob list exactly the staff documents the route table puts under the admin prefixes', () => {
    const documents = [...prerenderPaths, ...internalPaths, ...adminPaths].map((route) => ({
      file: prerenderFileFor(route),
      admin: adminPathPrefixes.some((prefix) => route.startsWith(prefix)),
    }));
    expect(documents.filter((doc) => doc.admin)).toHaveLength(adminPaths.length);
    for (const { file, admin } of documents) {
      expect(ADMIN_ASSETS.test(file), file).toBe(admin);
      expect(
        NOT_PRECACHED.some((pattern) => pattern.test(file)),
        file,
      ).toBe(admin);
    }
    expect(NOT_PRECACHED_GLOBS.map((glob) => globToRegExp(glob).source)).toEqual(
      NOT_PRECACHED.map((pattern) => pattern.source),
    );
  });

  it('reads each glob as workbox does: * within a folder, **/ any folders, /** all below', () => {
    expect(globToRegExp('sw.js').test('sw.js')).toBe(true);
    expect(globToRegExp('sw.js').test('swXjs')).toBe(false);
    expect(globToRegExp('sw.js').test('assets/sw.js')).toBe(false);
    expect(globToRegExp('**/*.map').test('a.js.map')).toBe(true);
    expect(globToRegExp('**/*.map').test('assets/deep/a.js.map')).toBe(true);
    expect(globToRegExp('**/*.map').test('a.js.mapx')).toBe(false);
    expect(globToRegExp('assets/admin-*').test('assets/admin-x1.css')).toBe(true);
    expect(globToRegExp('assets/admin-*').test('assets/admin-x/y.js')).toBe(false);
    expect(globToRegExp('assets/admin-*').test('assets/app-x.js')).toBe(false);
    expect(globToRegExp('.vite/**').test('.vite/manifest.json')).toBe(true);
    expect(globToRegExp('.vite/**').test('Xvite/manifest.json')).toBe(false);
    expect(globToRegExp('admin/**').test('admin/leads.html')).toBe(true);
    expect(globToRegExp('admin/**').test('administer.html')).toBe(false);
  });

  it('holds the manifest, icons, logo and replay screenshots', () => {
    for (const file of [
      'manifest.webmanifest',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-512.png',
      'logo.svg',
      'logo.png',
      'favicon.ico',
    ]) {
      expect(urls, file).toContain(file);
    }
    for (const state of ['systemic-stress', 'volatility-spike', 'stress', 'turning', 'calm'])
      expect(urls).toContain(`screenshots/${state}.svg`);
  });

  it('never falls back to the shell for /api', () => {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(sw).toContain('^\\/api(\\/|$)');
    expect(sw).toContain(SHELL_FILE);
  });

  it('the manifest is linked from every page', () => {
    for (const route of prerenderPaths) {
      expect(readFileSync(path.join(dist, prerenderFileFor(route)), 'utf8'), route).toContain(
        'rel="manifest" href="/manifest.webmanifest"',
      );
    }
  });
});
