/**
 * What the build wrote agrees with the route table (src/shared/route-table.ts): one document per
 * prerendered URL and no other, sitemap.xml, robots.txt, and each document's title and description.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  aliasPaths,
  routeTable as declaredTable,
  type RouteEntry,
} from '../../src/shared/route-table';
import { prerenderFileFor, SHELL_FILE } from '../../src/shared/routes';

const routeTable: readonly RouteEntry[] = declaredTable;
const dist = path.resolve(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const SITE = 'https://marketstatedetector.com';
const urlsOf = (route: RouteEntry) => [route.path, ...aliasPaths(route)];

function htmlFiles(dir = ''): string[] {
  return readdirSync(path.join(dist, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(path.join(dist, file)).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const headOf = (file: string) => {
  const html = read(file);
  return html.slice(0, html.indexOf('</head>'));
};
const titleOf = (file: string) =>
  decode(headOf(file).match(/<title(?: data-static-head)?>([^<]*)<\/title>/)?.[1] ?? '');
const descriptionOf = (file: string) =>
  decode(headOf(file).match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');

describe('the build agrees with the route table', () => {
  it('writes one document for each prerendered URL and alias, the shell, and nothing else', () => {
    const expected = routeTable
      .filter((route) => route.prerender)
      .flatMap(urlsOf)
      .map(prerenderFileFor);
    expect(htmlFiles().sort()).toEqual([...expected, SHELL_FILE].sort());
    // 21 public documents, 25 portal frames, 9 standalone staff pages (inbox, sign-in, welcome,
    // account, people, audit, client errors, library studio, funnel insight).
    expect(expected).toHaveLength(21 + 25 + 9);
  });

  it('lists exactly the sitemap routes, in table order', () => {
    const listed = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(listed).toEqual(
      routeTable.filter((route) => route.sitemap).map((route) => `${SITE}${route.path}`),
    );
    expect(listed).toHaveLength(16);
  });

  it('robots.txt keeps crawlers out of every staff URL and the API, and off no public one', () => {
    const robots = read('robots.txt');
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
    expect(disallowed).toEqual(['/internal/', '/admin/', '/employee-onboarding', '/apis', '/api/']);
    for (const route of routeTable.filter((entry) => entry.path !== '*')) {
      for (const url of urlsOf(route))
        expect(
          disallowed.some((prefix) => url.startsWith(prefix)),
          url,
        ).toBe(route.robots === 'disallow');
    }
    expect(robots).toBe(
      [
        'User-agent: *',
        'Allow: /',
        ...disallowed.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('titles and describes each public document (aliases too) as the table says', () => {
    for (const route of routeTable.filter(
      (entry) => entry.layout === 'public' && entry.prerender,
    )) {
      const title =
        route.path === '/'
          ? 'Market State Detector | Meridian Field Research'
          : `${route.title} | Market State Detector`;
      for (const url of urlsOf(route)) {
        expect(titleOf(prerenderFileFor(url)), url).toBe(title);
        expect(descriptionOf(prerenderFileFor(url)), url).toBe(route.description);
      }
    }
  });

  it('titles the 404 shell and the standalone staff pages from the table', () => {
    const notFound = routeTable.find((route) => route.path === '*')!;
    expect(titleOf(SHELL_FILE)).toBe(`${notFound.title} | Market State Detector`);
    expect(descriptionOf(SHELL_FILE)).toBe(notFound.description);
    expect(titleOf(prerenderFileFor('/admin/leads'))).toBe('Lead inbox | Market State Detector');
    expect(titleOf(prerenderFileFor('/admin/sign-in'))).toBe('Sign in | Market State Detector');
    expect(titleOf(prerenderFileFor('/admin/welcome'))).toBe('Welcome | Market State Detector');
    expect(titleOf(prerenderFileFor('/admin/account'))).toBe(
      'Your account | Market State Detector',
    );
  });
});
