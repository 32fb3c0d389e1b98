/**
 * How the build splits the app into files (vite.config.ts), decided by entry modules rather than
 * by file paths: a chunk holds what an entry loads with it, so moving or adding a file never moves
 * it between chunks silently (docs/decisions/0023).
 */

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** React, React DOM and the router, by package: they change with the lockfile, never with a move in src/. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)\//;

export function chunkGroups(src: string) {
  const main = `${src}/main.tsx`;
  const boot = `${src}/boot.tsx`;
  const router = `${src}/app/router.tsx`;
  const leadInbox = `${src}/pages/admin/lead-inbox.tsx`;
  // One answer per chunking pass (the graph object is that pass's).
  const passes = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
  function memo(graph: ModuleGraph, key: string, compute: () => Set<string>): Set<string> {
    let answers = passes.get(graph);
    if (!answers) passes.set(graph, (answers = new Map()));
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = compute()));
    return answer;
  }

  /** What `entry` loads with it: its static imports, recursively (a dynamic import starts its own chunk). */
  function loadedWith(entry: string, graph: ModuleGraph): Set<string> {
    return memo(graph, entry, () => {
      const closure = new Set<string>();
      const stack = [entry];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      return closure;
    });
  }

  /**
   * What only `entry` loads: the entry, and each module all of whose importers are in the set (a
   * module another page also imports, and what it imports, stays out).
   */
  function onlyLoadedWith(entry: string, graph: ModuleGraph): Set<string> {
    return memo(graph, `only:${entry}`, () => {
      const own = new Set([entry]);
      const candidates = [...loadedWith(entry, graph)];
      for (let grew = true; grew;) {
        grew = false;
        for (const id of candidates) {
          const info = graph.getModuleInfo(id);
          if (own.has(id) || !info) continue;
          if (
            [...info.importers, ...info.dynamicImporters].every((importer) => own.has(importer))
          ) {
            own.add(id);
            grew = true;
          }
        }
      }
      return own;
    });
  }

  /**
   * The app's frame: what boot loads with it (routes, layouts, header, footer), and the small blocks
   * at least half of the public pages load (sections, heroes, link buttons): one file rather than
   * one per block. Not what the entry itself holds (the preload helper): the entry loads the frame
   * only after the first paint (decision 0006).
   */
  function frame(graph: ModuleGraph): Set<string> {
    return memo(graph, 'frame', () => {
      const pages = (graph.getModuleInfo(router)?.dynamicallyImportedIds ?? []).filter((id) =>
        id.startsWith(`${src}/pages/public/`),
      );
      const uses = new Map<string, number>();
      for (const page of pages)
        for (const id of loadedWith(page, graph)) uses.set(id, (uses.get(id) ?? 0) + 1);
      const shared = [...uses].filter(([, count]) => count * 2 >= pages.length).map(([id]) => id);
      const entry = loadedWith(main, graph);
      return new Set([...loadedWith(boot, graph), ...shared].filter((id) => !entry.has(id)));
    });
  }

  return [
    // In one file, as a single-bundle app would ship them: split by who imports them, they travel
    // as several files that compress worse apart.
    { name: 'framework', test: FRAMEWORK, priority: 20 },
    // The lead inbox (/admin/leads) and what only it loads, in one file the precache leaves out
    // (see globIgnores): public visitors never download it.
    {
      name: (id: string, graph: ModuleGraph) =>
        onlyLoadedWith(leadInbox, graph).has(id) ? 'admin' : null,
      priority: 30,
    },
    // The app's frame (see frame()), loaded after the first paint.
    {
      name: (id: string, graph: ModuleGraph) => (frame(graph).has(id) ? 'app' : null),
      priority: 15,
    },
    // Still by path (not yet by entry): blocks several lazy pages share, each in one file rather
    // than one per combination of pages (minShareCount: only what two or more chunks import).
    {
      name: 'market-state-ui',
      test: /\/src\/(features\/market-states|content\/public\/(market-state-summaries|claims|msd-highlights))[./]/,
      minShareCount: 2,
      priority: 10,
    },
    {
      name: 'page-ui',
      test: /\/src\/(features\/industries\/|components\/ui\/(status-badge|external-link))/,
      minShareCount: 2,
      priority: 5,
    },
    // The data layer (Dexie, zod, the lead schema, the outbox): one file for the gate, the portal
    // session and the inbox, one name in the app's route table.
    {
      name: 'data',
      test: /\/(node_modules\/(dexie|zod)\/|src\/(lib\/(db|outbox\/(store|flush|policy|send|sync-credential-store|scheduler|background-sync))|shared\/(lead|checked|storage-keys|portal-sync-api|sync-credential|vault-crypto)|features\/leads\/(first-touch|campaign-signal))\.ts)/,
      priority: 8,
    },
  ];
}
