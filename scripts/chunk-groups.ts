/**
 * How the build splits the app into files (vite.config.ts), decided by entry points and the module
 * graph rather than by file paths: a module's chunk follows from who loads it, so moving or adding
 * a file never moves code between chunks silently (docs/decisions/0023, "Chunks").
 *
 * Entry points: the document's entry (main.tsx), the app frame it loads after the first paint
 * (boot.tsx) and the route table's pages. Vendor code is grouped by package name (the framework);
 * a package only the standalone pages load joins their group.
 */
import { pageModule } from './route-modules.ts';
import type { RouteEntry } from '../src/shared/route-table.ts';

export interface ModuleNode {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleNode | null;
}

export interface ChunkEntries {
  /** The document's entry (main.tsx): what it holds is the first paint's own file. */
  main: string;
  /** The app frame (boot.tsx): router, layouts, header, footer. */
  boot: string;
  /** The public pages' modules (ids without extension are looked up as .tsx, then .ts). */
  publicPages: readonly string[];
  home: string;
  /** The standalone pages (the lead inbox): online only, never precached. */
  adminPages: readonly string[];
}

/** React, React DOM and the router: one file, as a single-bundle app would ship them. */
export const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/**
 * The data layer's libraries (Dexie, zod), whoever loads them: a file named for them, so a test can
 * see that a page loads no storage code (left to the default split, the file took the name of
 * whichever app module Rolldown put beside them).
 */
export const DATA_PACKAGES = /\/node_modules\/(dexie|zod)\//;
const VENDOR = /\/node_modules\//;

/** The route table's page modules as extensionless ids (planChunks finds their extension in the graph). */
export function routeEntries(
  table: readonly RouteEntry[],
  src: string,
): Pick<ChunkEntries, 'publicPages' | 'home' | 'adminPages'> {
  const file = (route: RouteEntry) => pageModule(route.page).specifier.replace(/^@\//, `${src}/`);
  const home = table.find((route) => route.path === '/');
  if (!home) throw new Error('chunk groups: the route table has no home page (/)');
  return {
    publicPages: table.filter((route) => route.layout === 'public').map(file),
    home: file(home),
    adminPages: table.filter((route) => route.layout === 'standalone').map(file),
  };
}

/**
 * Each module's chunk name, for the modules a group holds (the others are left to Rolldown's
 * default split: one file per lazy import with what only it loads, plus common chunks). In order
 * of precedence:
 * - admin: what only the standalone pages load, packages included (the precache and the portal
 *   pack leave assets/admin-* out; a package such as the passkey ceremonies, left to the default
 *   split, became a file of its own that the portal pack downloads).
 * - admin-lazy: what only the standalone pages load lazily (the library studio's Markdown parser).
 * - app: what boot loads with it, and what at least half of the public pages load (sections,
 *   heroes, link buttons): every page needs them, in one file rather than several.
 * - market-state-ui: what the home page shares with other public pages: / loads one file beyond
 *   its page.
 * The document's entry keeps what main.tsx loads; vendor code outside the admin groups is left to
 * the framework group and the default split.
 */
export function planChunks(graph: ModuleGraph, entries: ChunkEntries): Map<string, string> {
  const plan = new Map<string, string>();
  if (!graph.getModuleInfo(entries.main)) return plan; // a build without the app (the service worker)
  const resolve = (base: string) => {
    const id = [base, `${base}.tsx`, `${base}.ts`].find((candidate) =>
      graph.getModuleInfo(candidate),
    );
    if (!id) throw new Error(`chunk groups: no module for the entry point ${base}`);
    return id;
  };
  /** What `roots` load with them (static imports; lazy ones too if `lazy`), not entering `stop`. */
  const reach = (roots: Iterable<string>, stop: ReadonlySet<string> = new Set(), lazy = false) => {
    const found = new Set<string>();
    const stack = [...roots];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (found.has(id) || stop.has(id)) continue;
      const info = graph.getModuleInfo(id);
      if (!info) throw new Error(`chunk groups: ${id} is not in the module graph`);
      found.add(id);
      stack.push(...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : []));
    }
    return found;
  };
  const assign = (ids: Iterable<string>, name: string, withVendor = false) => {
    for (const id of ids) if (!plan.has(id) && (withVendor || !VENDOR.test(id))) plan.set(id, name);
  };

  const adminPages = new Set(entries.adminPages.map(resolve));
  const elsewhere = reach([entries.main], adminPages, true);
  assign(reach(adminPages, elsewhere), 'admin', true);
  assign(reach(adminPages, elsewhere, true), 'admin-lazy', true);

  const first = reach([entries.main]);
  const frame = reach([resolve(entries.boot)], first);
  const outside = new Set([...first, ...frame]);
  const pages = entries.publicPages.map(resolve);
  const pageUses = new Map<string, number>();
  for (const page of pages)
    for (const id of reach([page], outside)) pageUses.set(id, (pageUses.get(id) ?? 0) + 1);
  const loadedByPages = (least: number) =>
    [...pageUses].filter(([, uses]) => uses >= least).map(([id]) => id);
  assign(frame, 'app');
  assign(loadedByPages(pages.length / 2), 'app');
  const fromHome = reach([resolve(entries.home)], outside);
  assign(
    loadedByPages(2).filter((id) => fromHome.has(id)),
    'market-state-ui',
  );
  return plan;
}

/** The `codeSplitting.groups` of vite.config.ts. */
export function chunkGroups(entries: ChunkEntries) {
  // One plan per chunking pass: Rolldown reuses the module info objects within a pass.
  const plans = new WeakMap<object, Map<string, string>>();
  const planFor = (graph: ModuleGraph) => {
    const key = graph.getModuleInfo(entries.main) ?? graph;
    let plan = plans.get(key);
    if (!plan) plans.set(key, (plan = planChunks(graph, entries)));
    return plan;
  };
  return [
    { name: 'framework', test: FRAMEWORK, priority: 20 },
    { name: 'data', test: DATA_PACKAGES, priority: 15 },
    {
      name: (id: string, graph: ModuleGraph) => planFor(graph).get(id) ?? null,
      priority: 10,
    },
  ];
}
