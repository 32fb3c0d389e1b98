/**
 * The route table (src/shared/route-table.ts) as the two small modules the browser imports, so
 * each part of the app gets only its own columns and the first view carries no portal file names
 * or labels (docs/decisions/0020):
 * - `virtual:msd/routes` (the router, on every first view): each route's path, its page loader
 *   (public pages) or page key (staff pages, resolved through the portal layout's chunk), and the
 *   public header's links.
 * - `virtual:msd/portal-routes` (the portal layout's chunk): the staff pages' loaders and the
 *   portal header's navigation.
 * - `virtual:msd/paths` (wherever a link is): every named URL by its name, for src/shared/paths.ts.
 * - `virtual:msd/seo:<path>` (that page's chunk): the route's title and description as the props
 *   of <Seo>: its canonical path, and noindex for a public page the sitemap leaves out.
 * Types: src/app/route-modules.d.ts.
 */
import type { Plugin } from 'vite';
import {
  aliasPaths,
  namedPaths,
  routeTable,
  type PageRef,
  type RouteEntry,
} from '../src/shared/route-table.ts';

export const ROUTES_MODULE = 'virtual:msd/routes';
export const PORTAL_ROUTES_MODULE = 'virtual:msd/portal-routes';
export const PATHS_MODULE = 'virtual:msd/paths';
/** `virtual:msd/seo:/about`: one page's <Seo> props, imported by that page (so only its chunk carries them). */
export const SEO_MODULE_PREFIX = 'virtual:msd/seo:';

const json = (value: unknown) => JSON.stringify(value);

/** 'public/about#AboutPage' -> the module specifier and the export. */
export function pageModule(page: PageRef): { specifier: string; exportName: string } {
  const [file, exportName] = page.split('#') as [string, string];
  return { specifier: `@/pages/${file}`, exportName };
}

const urls = (route: RouteEntry) => [route.path, ...aliasPaths(route)];

export function routesModuleSource(table: readonly RouteEntry[] = routeTable): string {
  const lines: string[] = [];
  const publicRows: string[] = [];
  table
    .filter((route) => route.layout === 'public')
    .forEach((route, index) => {
      const { specifier, exportName } = pageModule(route.page);
      lines.push(`const load${index} = () => import(${json(specifier)});`);
      for (const url of urls(route))
        publicRows.push(`[${json(url)}, load${index}, ${json(exportName)}]`);
    });
  // Staff pages: [url, layout], and an alias's page key (its route's own path) third. The key is
  // the url on every other row; leaving it out keeps the app chunk every first view loads smaller.
  const staffRows = table
    .filter((route) => route.layout !== 'public')
    .flatMap((route) =>
      urls(route).map((url) =>
        url === route.path ? [url, route.layout] : [url, route.layout, route.path],
      ),
    );
  const headerLinks = table.flatMap((route) =>
    (route.nav?.header ?? []).map((link) => ({
      label: link.label,
      to: link.hash ? `${route.path}#${link.hash}` : route.path,
    })),
  );
  return [
    ...lines,
    `export const publicRoutes = [${publicRows.join(', ')}];`,
    `export const staffRoutes = ${json(staffRows)};`,
    `export const headerLinks = ${json(headerLinks)};`,
    '',
  ].join('\n');
}

export function portalRoutesModuleSource(table: readonly RouteEntry[] = routeTable): string {
  const loaders = table
    .filter((route) => route.layout !== 'public')
    .map((route) => {
      const { specifier, exportName } = pageModule(route.page);
      return `  ${json(route.path)}: async () => (await import(${json(specifier)})).${exportName},`;
    });
  const menu = table.flatMap((route) =>
    route.nav?.portalMenu ? [{ label: route.nav.portalMenu, to: route.path }] : [],
  );
  const nav = table.flatMap((route) => {
    const item = route.nav?.portal;
    if (!item) return [];
    return [
      item.menu
        ? { label: item.label, to: route.path, children: menu }
        : { label: item.label, to: route.path },
    ];
  });
  return [
    `export const portalPages = {`,
    ...loaders,
    `};`,
    `export const portalNav = ${json(nav)};`,
    '',
  ].join('\n');
}

/** `export default {"home":"/",...}`: the named URLs only, no other column of the table. */
export function pathsModuleSource(table: readonly RouteEntry[] = routeTable): string {
  return `export default ${json(namedPaths(table))};\n`;
}

export function seoModuleSource(path: string, table: readonly RouteEntry[] = routeTable): string {
  const route = table.find((entry) => entry.path === path);
  if (!route?.title)
    throw new Error(
      `${SEO_MODULE_PREFIX}${path}: no route with a title has this path in src/shared/route-table.ts`,
    );
  const props = {
    title: route.title,
    // Every public page has one (the table's types require it); the lead inbox has none.
    description: route.description ?? '',
    path: path === '*' ? undefined : path,
    noindex: route.layout === 'public' && !route.sitemap ? true : undefined,
  };
  return `export default ${json(props)};\n`;
}

/** Serves the modules. The table is imported with the Vite config, so editing it reloads the config. */
export function routeModulesPlugin(): Plugin {
  const sources: Record<string, () => string> = {
    [`\0${ROUTES_MODULE}`]: () => routesModuleSource(),
    [`\0${PORTAL_ROUTES_MODULE}`]: () => portalRoutesModuleSource(),
    [`\0${PATHS_MODULE}`]: () => pathsModuleSource(),
  };
  return {
    name: 'msd:route-modules',
    resolveId(id) {
      return id === ROUTES_MODULE ||
        id === PORTAL_ROUTES_MODULE ||
        id === PATHS_MODULE ||
        id.startsWith(SEO_MODULE_PREFIX)
        ? `\0${id}`
        : undefined;
    },
    load(id) {
      if (id.startsWith(`\0${SEO_MODULE_PREFIX}`))
        return seoModuleSource(id.slice(SEO_MODULE_PREFIX.length + 1));
      return sources[id]?.();
    },
  };
}
