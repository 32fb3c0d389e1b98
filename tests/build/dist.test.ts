import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminPaths,
  internalPaths,
  prerenderFileFor,
  prerenderPaths,
  publicAliases,
  publicPaths,
  SHELL_FILE,
  unlistedPublicPaths,
} from '../../src/shared/routes';
import { routeTable } from '../../src/shared/route-table';

const dist = path.resolve(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

function textOf(html: string, pattern: RegExp): string | undefined {
  const match = html.match(pattern);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim();
}

describe('prerendered public pages', () => {
  it('the build exists', () => {
    expect(existsSync(path.join(dist, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  for (const route of prerenderPaths) {
    it(`${route} has its own document with heading, title and metadata`, () => {
      const html = read(prerenderFileFor(route));
      const h1 = textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(h1, 'main heading').toBeTruthy();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(textOf(head, /<title>([^<]*)<\/title>/)).toMatch(/Market State Detector/);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const canonicalPath = publicAliases[route] ?? route;
      expect(head).toContain(
        `<link rel="canonical" href="https://marketstatedetector.com${canonicalPath === '/' ? '/' : canonicalPath}"`,
      );
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head).toMatch(/<meta property="og:description" content="[^"]+"/);
      expect(head).toMatch(/<meta property="og:url" content="https:\/\/[^"]+"/);
      expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/);
    });
  }

  it('no two pages share a title, except aliases with their page', () => {
    const titles = new Map<string, string>();
    for (const route of publicPaths) {
      const title = textOf(read(prerenderFileFor(route)), /<title>([^<]*)<\/title>/)!;
      expect(
        titles.get(title),
        `${route} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined();
      titles.set(title, route);
    }
  });

  it('the shell is the 404 page, prerendered with its content and one title and description', () => {
    const shell = read(SHELL_FILE);
    expect(textOf(shell, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe('404: Oops! Page not found');
    expect(shell).toContain('There is nothing at this address.');
    expect(shell.match(/<title>/g)).toHaveLength(1);
    expect(shell.match(/<meta name="description"/g)).toHaveLength(1);
    expect(shell).toContain('<meta name="robots" content="noindex"/>');
    // No URL of its own: no canonical, no og:url.
    expect(shell).not.toMatch(/rel="canonical"|og:url/);
    expect(shell).not.toContain('<!--app-');
  });
});

describe('prerendered portal frames', () => {
  for (const route of internalPaths) {
    it(`${route} paints the locked portal frame, styled, with nothing from the vault`, () => {
      const html = read(prerenderFileFor(route));
      const heading = route === '/employee-onboarding' ? 'Employee Access' : 'Sales Portal';
      expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(heading);
      expect(html).toContain('Opening the portal…');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(textOf(head, /<title>([^<]*)<\/title>/)).toBe(`${heading} | Market State Detector`);
      // The portal's styles come after the public ones, the order the client's loader adds them in.
      const publicCss = head.search(/href="\/assets\/index-[\w-]+\.css"/);
      const portalCss = head.search(/href="\/assets\/portal-layout-[\w-]+\.css"/);
      expect(publicCss).toBeGreaterThan(-1);
      expect(portalCss).toBeGreaterThan(publicCss);
      // Only the frame: no navigation, no page content (that is decrypted in the browser).
      expect(html).not.toMatch(/class="[^"]*portal-main/);
      expect(html).not.toMatch(/<form/);
      // Never indexed, with one title and one description.
      expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    });
  }
});

describe('admin documents', () => {
  for (const route of adminPaths) {
    it(`${route} carries its title and noindex over an empty root, marked for the client render to replace`, () => {
      const html = read(prerenderFileFor(route));
      const head = html.slice(0, html.indexOf('</head>'));
      const { title } = routeTable.find((entry) => entry.path === route) as { title?: string };
      expect(head).toContain(`<title data-static-head>${title} | Market State Detector</title>`);
      expect(head).toContain('<meta data-static-head name="robots" content="noindex, nofollow"/>');
      expect(head.match(/<title/g)).toHaveLength(1);
      expect(html).toContain('<div id="root"></div>');
    });
  }

  it('no hydrated document marks its head tags (hydration adopts them)', () => {
    for (const route of [...prerenderPaths, ...internalPaths])
      expect(read(prerenderFileFor(route)), route).not.toContain('data-static-head');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('the sitemap lists every listed public page and nothing else', () => {
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const expected = publicPaths.filter((p) => !unlistedPublicPaths.includes(p));
    expect(locs.sort()).toEqual([...expected].sort());
    expect(locs.some((p) => p.startsWith('/internal') || p.startsWith('/admin'))).toBe(false);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of every staff route and the API', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
    expect(disallowed).toEqual(['/internal/', '/admin/', '/employee-onboarding', '/apis', '/api/']);
    for (const route of internalPaths)
      expect(
        disallowed.some((prefix) => route.startsWith(prefix)),
        route,
      ).toBe(true);
    // ...and no public page.
    for (const route of prerenderPaths)
      expect(
        disallowed.some((prefix) => route.startsWith(prefix)),
        route,
      ).toBe(false);
  });

  it('_headers sends X-Robots-Tag: noindex on every staff document, and CORP everywhere', () => {
    const headers = read('_headers');
    expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Cross-Origin-Resource-Policy: same-origin$/m);
    for (const pattern of [
      '/internal/*',
      '/admin/*',
      '/employee-onboarding',
      '/employee-onboarding.html',
      '/apis',
      '/apis.html',
    ]) {
      expect(headers, pattern).toContain(`${pattern}\n  X-Robots-Tag: noindex, nofollow\n`);
    }
  });

  it('robots.txt keeps crawlers out of the lead inbox', () => {
    const rules = read('robots.txt')
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '));
    expect(rules).toEqual([
      'Disallow: /internal/',
      'Disallow: /admin/',
      'Disallow: /employee-onboarding',
      'Disallow: /apis',
      'Disallow: /api/',
    ]);
    for (const route of adminPaths)
      expect(
        rules.some((rule) => route.startsWith(rule.slice('Disallow: '.length))),
        route,
      ).toBe(true);
  });
});

describe('site navigation', () => {
  it('reaches every listed public page from the header or footer of /', () => {
    const html = read('index.html');
    const chrome = [...html.matchAll(/<(header|footer)[\s\S]*?<\/\1>/g)]
      .map((match) => match[0])
      .join('');
    const linked = new Set([...chrome.matchAll(/href="([^"#?]*)/g)].map((match) => match[1]));
    const unreachable = publicPaths.filter(
      (route) => !unlistedPublicPaths.includes(route) && !linked.has(route),
    );
    expect(unreachable).toEqual([]);
  });
});
