/**
 * The URL space, shared by the app router, the prerender step, the sitemap and the Worker
 * (which answers 404 for paths outside it). No DOM or Worker APIs here.
 */

/** Public pages: each is prerendered to its own HTML document and listed in the sitemap. */
export const publicPaths = [
  '/',
  '/market-state-detector',
  '/data-in-action',
  '/about',
  '/contact',
  '/licensing',
  '/resources',
  '/solutions',
  '/future-products',
  '/scientific-foundation',
  '/research',
  '/industries/finance',
  '/industries/agriculture',
  '/industries/logistics',
  '/industries/healthcare',
  '/industries/more',
  '/image-test',
] as const;

/** Second names for a public page; each alias is prerendered too but canonicalises to its page. */
export const publicAliases: Record<string, PublicPath> = {
  '/prelumina': '/solutions',
  '/pdi': '/solutions',
  '/future-innovation': '/future-products',
  '/science-validation': '/scientific-foundation',
};

/**
 * Staff pages: rendered in the browser from the encrypted vault and never listed. Each has a
 * prerendered document holding only the portal's locked frame (no vault content).
 */
export const internalPaths = [
  '/employee-onboarding',
  '/internal/portal',
  '/internal/msd/suite',
  '/internal/msd/roi',
  '/internal/msd/docs',
  '/internal/msd/playbook',
  '/internal/msd/training',
  '/internal/msd/flow',
  '/internal/team',
  '/internal/msp/data',
  '/internal/grid/overview',
  '/internal/aerospace/overview',
  '/internal/geo-social/status',
  '/internal/civil-unrest-suite',
  '/internal/financial-suite',
  '/internal/financial-roi',
  '/internal/finance/suite',
  '/internal/finance/roi',
  // Destinations the portal links to whose content the spec does not describe.
  '/internal/financial-pilot',
  '/internal/civil-unrest-calculator',
  '/internal/civil-unrest-pilot',
  '/internal/civil-unrest-api',
  '/internal/grid/use-cases',
  '/internal/aerospace/radiation',
  '/apis',
] as const;

/**
 * Admin pages (the lead inbox): client-rendered from the shell, signed in with the admin token,
 * never prerendered, listed, indexed or precached (docs/decisions/0009).
 */
export const adminPaths = ['/admin/leads'] as const;

export type PublicPath = (typeof publicPaths)[number];

/** Staff URL space as path prefixes (one per top-level staff route, and the admin pages); also the staff lines of robots.txt. */
export const staffPathPrefixes: readonly string[] = [
  '/internal/',
  '/admin/',
  ...internalPaths.filter((p) => !p.startsWith('/internal/')),
];

/** Everything robots.txt keeps crawlers out of: the staff pages and the API. */
export const crawlerExcludedPrefixes: readonly string[] = [...staffPathPrefixes, '/api/'];

/** A staff document (or anything under /internal/): never to be indexed. */
export function isStaffPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return staffPathPrefixes.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) || path === prefix.slice(0, -1) : path === prefix));
}

/** Pages excluded from the sitemap: diagnostics are not for search engines. */
export const unlistedPublicPaths: readonly string[] = ['/image-test'];

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
