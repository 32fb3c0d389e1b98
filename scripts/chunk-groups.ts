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
  importers: readonly string[];
  dynamicImporters: readonly string[];
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
 *   pack leave assets/admin-* out).
 * - admin-lazy: what the standalone pages import lazily and nothing else loads.
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
  const node = (id: string) => {
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`chunk groups: ${id} is not in the module graph`);
    return info;
  };
  const resolve = (base: string) => {
    const id = [base, `${base}.tsx`, `${base}.ts`].find((candidate) =>
      graph.getModuleInfo(candidate),
    );
    if (!id) throw new Error(`chunk groups: no module for the entry point ${base}`);
    return id;
  };
  /** What `from` loads with it (static imports, recursively), not entering `stop`. */
  const loadedWith = (from: string, stop: ReadonlySet<string> = new Set()) => {
    const found = new Set<string>();
    const stack = [from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (found.has(id) || stop.has(id)) continue;
      found.add(id);
      stack.push(...node(id).importedIds);
    }
    return found;
  };
  // A package only the standalone pages load (the passkey ceremonies) is theirs: left to the
  // default split it became a file of its own that the portal pack downloads for offline use.
  const vendorJoins = (name: string) => name === 'admin' || name === 'admin-lazy';
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids)
      if (!plan.has(id) && (!VENDOR.test(id) || vendorJoins(name))) plan.set(id, name);
  };

  const first = loadedWith(entries.main);
  const frame = loadedWith(resolve(entries.boot), first);
  const outside = new Set([...first, ...frame]);
  const pages = entries.publicPages.map(resolve);
  const home = resolve(entries.home);

  // admin: grown from the standalone pages, a module joins once all its importers have.
  const admin = new Set(entries.adminPages.map(resolve));
  for (let grew = true; grew;) {
    grew = false;
    for (const id of [...admin].flatMap((page) => [...loadedWith(page, outside)])) {
      const info = node(id);
      if (
        admin.has(id) ||
        ![...info.importers, ...info.dynamicImporters].every((i) => admin.has(i))
      )
        continue;
      admin.add(id);
      grew = true;
    }
  }
  assign(admin, 'admin');
  // What the standalone pages import lazily and nothing else loads (the library studio's Markdown
  // parser): an admin-* file of its own, so the precache and the portal pack leave it out too.
  const adminLazy = new Set(
    [...admin].flatMap((id) => node(id).dynamicallyImportedIds).filter((id) => !admin.has(id)),
  );
  for (const id of [...adminLazy])
    if (![...node(id).importers, ...node(id).dynamicImporters].every((i) => admin.has(i)))
      adminLazy.delete(id);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of [...adminLazy].flatMap((lazy) => [...loadedWith(lazy, outside)])) {
      const info = node(id);
      if (
        adminLazy.has(id) ||
        admin.has(id) ||
        ![...info.importers, ...info.dynamicImporters].every(
          (i) => admin.has(i) || adminLazy.has(i),
        )
      )
        continue;
      adminLazy.add(id);
      grew = true;
    }
  }
  assign(adminLazy, 'admin-lazy');

  const pageUses = new Map<string, number>();
  for (const page of pages)
    for (const id of loadedWith(page, outside)) pageUses.set(id, (pageUses.get(id) ?? 0) + 1);
  const uses = (id: string) => pageUses.get(id) ?? 0;
  assign(frame, 'app');
  assign(
    [...pageUses.keys()].filter((id) => uses(id) * 2 >= pages.length),
    'app',
  );

  const fromHome = loadedWith(home, outside);
  assign(
    [...pageUses.keys()].filter((id) => uses(id) >= 2 && fromHome.has(id)),
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
