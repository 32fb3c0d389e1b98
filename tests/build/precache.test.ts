import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the build
import { ADMIN_ASSETS, readPrecacheManifest } from '../../scripts/precache-check.mjs';
import { adminPaths, prerenderFileFor, prerenderPaths, SHELL_FILE } from '../../src/shared/routes';

const dist = path.resolve(import.meta.dirname, '../../dist');

describe('service worker precache', async () => {
  const urls = new Set<string>(await readPrecacheManifest(dist));

  it('holds every prerendered page and the shell', () => {
    for (const route of prerenderPaths) expect(urls, route).toContain(prerenderFileFor(route));
    expect(urls).toContain(SHELL_FILE);
  });

  it('holds every JavaScript and CSS chunk of the build except the lead inbox', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((file) => !(ADMIN_ASSETS as RegExp).test(`assets/${file}`));
    expect(assets.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(15);
    for (const file of assets) expect(urls, file).toContain(`assets/${file}`);
  });

  it('never holds the lead inbox: its chunk, styles and prerendered documents exist but stay out', () => {
    const admin = readdirSync(path.join(dist, 'assets')).filter((file) => (ADMIN_ASSETS as RegExp).test(`assets/${file}`));
    expect(admin.map((file) => path.extname(file)).sort()).toEqual(['.css', '.js']);
    expect([...urls].filter((url) => /admin|inbox/i.test(url))).toEqual([]);
    // Each admin page has its own document (head with noindex, empty root), served online only.
    for (const route of adminPaths) {
      const file = prerenderFileFor(route);
      expect(existsSync(path.join(dist, file)), route).toBe(true);
      expect(readFileSync(path.join(dist, file), 'utf8'), route).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it('holds the manifest, icons, logo and replay screenshots', () => {
    for (const file of ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png', 'logo.svg', 'logo.png', 'favicon.ico']) {
      expect(urls, file).toContain(file);
    }
    for (const state of ['systemic-stress', 'volatility-spike', 'stress', 'turning', 'calm']) expect(urls).toContain(`screenshots/${state}.svg`);
  });

  it('never falls back to the shell for /api', () => {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(sw).toContain('^\\/api(\\/|$)');
    expect(sw).toContain(SHELL_FILE);
  });

  it('the manifest is linked from every page', () => {
    for (const route of prerenderPaths) {
      expect(readFileSync(path.join(dist, prerenderFileFor(route)), 'utf8'), route).toContain('rel="manifest" href="/manifest.webmanifest"');
    }
  });
});
