/**
 * The URL space as lists, derived from the route table (src/shared/route-table.ts) and shared by
 * the prerender step, the sitemap, robots.txt, the service worker and the Worker (which answers
 * 404 for paths outside it). No DOM or Worker APIs here.
 */
import { aliasPaths, routeTable, type RouteEntry } from './route-table.ts';

const withAliases = (route: RouteEntry): string[] => [route.path, ...aliasPaths(route)];
/** Real URLs only: the not-found route ('*') has none. */
const routed = routeTable.filter((route) => route.path !== '*');
const publicRoutes = routed.filter((route) => route.layout === 'public');

/** Public pages: each is prerendered to its own HTML document. */
export const publicPaths: readonly string[] = publicRoutes
  .filter((route) => route.prerender)
  .map((route) => route.path);

/** Second names for a public page; each alias is prerendered too but canonicalises to its page. */
export const publicAliases: Readonly<Record<string, string>> = Object.fromEntries(
  publicRoutes.flatMap((route) => aliasPaths(route).map((alias) => [alias, route.path])),
);

/**
 * Staff pages: rendered in the browser from the encrypted vault and never listed. Each has a
 * prerendered document holding only the portal's locked frame (no vault content).
 */
export const internalPaths: readonly string[] = routed
  .filter((route) => route.layout === 'portal')
  .flatMap(withAliases);

/**
 * Staff pages (sign-in, the lead inbox, people, the audit log, the account): client-rendered from the shell, each person signed in as themselves,
 * never listed, indexed or precached (docs/decisions/0009); their document carries only the head.
 */
export const adminPaths: readonly string[] = routed
  .filter((route) => route.layout === 'standalone')
  .flatMap(withAliases);

/** Pages listed in sitemap.xml, in table order. */
export const sitemapPaths: readonly string[] = routed
  .filter((route) => route.sitemap)
  .map((route) => route.path);

/** A nested path's first folder ('/internal/msd/docs' -> '/internal/'), a top-level path itself; once each, in order. */
function prefixesOf(routes: readonly RouteEntry[]): string[] {
  const prefixes = routes
    .flatMap(withAliases)
    .map((path) => (path.indexOf('/', 1) > 0 ? path.slice(0, path.indexOf('/', 1) + 1) : path));
  return [...new Set(prefixes)];
}

/** The staff URL space as path prefixes, also the staff lines of robots.txt. */
export const staffPathPrefixes: readonly string[] = prefixesOf(
  routed.filter((route) => route.robots === 'disallow'),
);

/** The standalone (admin) pages' URL space: online only, never precached ('/admin/'). */
export const adminPathPrefixes: readonly string[] = prefixesOf(
  routed.filter((route) => route.layout === 'standalone'),
);

/** Everything robots.txt keeps crawlers out of: the staff pages and the API. */
export const crawlerExcludedPrefixes: readonly string[] = [...staffPathPrefixes, '/api/'];

/** A staff document (or anything under /internal/): never to be indexed. */
export function isStaffPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return staffPathPrefixes.some((prefix) =>
    prefix.endsWith('/')
      ? path.startsWith(prefix) || path === prefix.slice(0, -1)
      : path === prefix,
  );
}

/** Prerendered public pages left out of the sitemap (diagnostics are not for search engines). */
export const unlistedPublicPaths: readonly string[] = publicPaths.filter(
  (path) => !sitemapPaths.includes(path),
);

export const prerenderPaths: readonly string[] = [...publicPaths, ...Object.keys(publicAliases)];

export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

const known = new Set<string>([...prerenderPaths, ...internalPaths, ...adminPaths]);

export function isKnownPath(pathname: string): boolean {
  return known.has(normalisePath(pathname));
}

/** The file the build writes a prerendered path to, relative to dist/ ('/about' -> 'about.html'). */
export function prerenderFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The client-rendered shell served for unknown paths (and, offline, any navigation without a document). */
export const SHELL_FILE = 'app-shell.html';
