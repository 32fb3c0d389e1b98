/**
 * How the build splits the app into files (vite.config.ts), decided by entry points and the module
 * graph rather than by file paths: a module's chunk follows from who loads it, so moving or adding
 * a file never moves code between chunks silently (docs/decisions/0023, "Chunks").
 *
 * Entry points: the document's entry (main.tsx), the app frame it loads after the first paint
 * (boot.tsx), the route table's pages, and the frame's lazy imports (each public page, the portal
 * layout, the header menu's behaviour, the toasts, the install help, the service worker's
 * registration, first-touch attribution). Vendor code is grouped by package name.
 */
import { pageModule } from './route-modules.ts';
import type { RouteEntry } from '../src/shared/route-table.ts';

export interface ModuleNode {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
  /** The module's code after transforms; its length decides whether a shared block travels with others. */
  code: string | null;
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleNode | null;
}

export interface ChunkEntries {
  /** The document's entry (main.tsx): what it holds is the first paint's own file. */
  main: string;
  /** The app frame (boot.tsx): router, layouts, header, footer. */
  boot: string;
  /** The header menu's lazy import: what an open menu, dropdown or dialog does. */
  popup: string;
  /** The public pages' modules (ids without extension are looked up as .tsx, then .ts). */
  publicPages: readonly string[];
  home: string;
  /** The standalone pages (the lead inbox): online only, never precached. */
  adminPages: readonly string[];
}

/** React, React DOM and the router: one file, as a single-bundle app would ship them. */
export const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/** The data layer's libraries; the data chunk adds the app's modules that need them (see planChunks). */
const DATA_PACKAGES = /\/node_modules\/(dexie|zod)\//;
const VENDOR = /\/node_modules\//;
/**
 * A block several pages share (but not the home page) joins the shared page-ui file when its code
 * is under this size: a file of its own would cost its users more (a request, its own gzip frame,
 * import lines) than the few hundred bytes the other users of page-ui download for nothing. Larger
 * shared modules (the industries' and the market states' content, 10-20 KB) keep their own file.
 */
export const SMALL_SHARED_BLOCK = 4096;

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
 * - popup: what the header menu's lazy import loads beyond the frame, shared or not: the portal's
 *   dropdowns and the screenshot overlay load the same file.
 * - app: what boot loads with it, and what at least half of the public pages load (sections,
 *   heroes, link buttons): every page needs them, in one file rather than several.
 * - data: Dexie and zod, and what the modules that need them and are shared by two or more of the
 *   frame's lazy imports (the lead gate, the portal, attribution, the inbox) load with them.
 * - market-state-ui: what the home page shares with other public pages: / loads one file beyond
 *   its page.
 * - page-ui: the small blocks two or more other public pages share (SMALL_SHARED_BLOCK).
 * The document's entry keeps what main.tsx loads; vendor code outside the data layer and the
 * admin group is left to the package groups.
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
  const loadedWith = (from: string, stop: ReadonlySet<string> = new Set(), lazy = false) => {
    const found = new Set<string>();
    const stack = [from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (found.has(id) || stop.has(id)) continue;
      found.add(id);
      const info = node(id);
      stack.push(...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : []));
    }
    return found;
  };
  // A package only the standalone pages load (the passkey ceremonies) is theirs: left to the
  // default split it became a file of its own that the portal pack downloads for offline use.
  // Dexie and zod stay the data layer's whoever loads them.
  const vendorJoins = (id: string, name: string) =>
    DATA_PACKAGES.test(id) ? name === 'data' : name === 'admin' || name === 'admin-lazy';
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids)
      if (!plan.has(id) && (!VENDOR.test(id) || vendorJoins(id, name))) plan.set(id, name);
  };

  const first = loadedWith(entries.main);
  const frame = loadedWith(resolve(entries.boot), first);
  const outside = new Set([...first, ...frame]);
  const pages = entries.publicPages.map(resolve);
  const home = resolve(entries.home);
  const popup = resolve(entries.popup);
  const lazyImports = new Set([...frame].flatMap((id) => node(id).dynamicallyImportedIds));
  if (!lazyImports.has(popup))
    throw new Error(`chunk groups: ${entries.popup} is not a lazy import of the app frame`);

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
  assign(loadedWith(popup, outside), 'popup');

  const pageUses = new Map<string, number>();
  for (const page of pages)
    for (const id of loadedWith(page, outside)) pageUses.set(id, (pageUses.get(id) ?? 0) + 1);
  const uses = (id: string) => pageUses.get(id) ?? 0;
  assign(frame, 'app');
  assign(
    [...pageUses.keys()].filter((id) => uses(id) * 2 >= pages.length),
    'app',
  );

  // data: which of the frame's lazy imports load each module (through their lazy imports too).
  const loaders = new Map<string, number>();
  for (const lazy of lazyImports)
    for (const id of loadedWith(lazy, outside, true)) loaders.set(id, (loaders.get(id) ?? 0) + 1);
  const needsData = (id: string) => [...loadedWith(id, outside)].some((d) => DATA_PACKAGES.test(d));
  for (const [id, count] of loaders)
    if (count >= 2 && !VENDOR.test(id) && needsData(id)) assign(loadedWith(id, outside), 'data');
  for (const id of loaders.keys()) if (DATA_PACKAGES.test(id)) assign([id], 'data');

  const fromHome = loadedWith(home, outside);
  const shared = [...pageUses.keys()].filter((id) => uses(id) >= 2);
  assign(
    shared.filter((id) => fromHome.has(id)),
    'market-state-ui',
  );
  assign(
    shared.filter((id) => (node(id).code?.length ?? Infinity) < SMALL_SHARED_BLOCK),
    'page-ui',
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
    {
      name: (id: string, graph: ModuleGraph) => planFor(graph).get(id) ?? null,
      priority: 10,
    },
  ];
}

/**
 * The preload list of each lazy import (Vite's `__vite__mapDeps`) without the chunks its importer
 * has already loaded: every chunk the importing chunk imports statically (directly or not) ran
 * before the import can start, so listing it again only adds its file name (hashes do not
 * compress) to the importer. The app frame's lists name the framework, the runtime and the entry
 * for every page; without them the frame is smaller and the browser fetches the same files.
 * A list left with only the imported file becomes empty, as Vite's own lists do. The document's
 * entry keeps its full list: there the list is what makes the frame's files load in parallel.
 */
export function preloadWithoutLoaded() {
  let chunks: Record<string, { imports: readonly string[] }> = {};
  const loadedBy = (host: string) => {
    const loaded = new Set<string>();
    const stack = [host];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (loaded.has(file)) continue;
      loaded.add(file);
      stack.push(...(chunks[file]?.imports ?? []));
    }
    return loaded;
  };
  return {
    plugin: {
      name: 'msd:preload-without-loaded',
      apply: 'build' as const,
      // Before Vite's import analysis writes the lists (it runs in this hook too, after this).
      generateBundle: {
        order: 'pre' as const,
        handler(_options: unknown, bundle: Record<string, { type: string; imports?: string[] }>) {
          chunks = {};
          for (const [file, output] of Object.entries(bundle))
            if (output.type === 'chunk') chunks[file] = { imports: output.imports ?? [] };
        },
      },
    },
    resolveDependencies: (
      file: string,
      deps: string[],
      { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
    ): string[] => {
      if (hostType === 'html' || !chunks[hostId]) return deps;
      const loaded = loadedBy(hostId);
      const rest = deps.filter((dep) => !loaded.has(dep));
      // Only the imported file itself: import() fetches it at once anyway (Vite lists none then too).
      return rest.length === 1 && rest[0] === file ? [] : rest;
    },
  };
}
