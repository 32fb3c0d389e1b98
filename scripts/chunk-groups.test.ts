import { describe, expect, it } from 'vitest';
import { planChunks, routeEntries, type ChunkEntries, type ModuleGraph } from './chunk-groups.ts';
import type { RouteEntry } from '../src/shared/route-table.ts';

/** A module: what it imports and what it imports lazily. */
type Spec = { imports?: string[]; lazy?: string[] };

/** A graph the way Rolldown's chunking context answers. */
function graphOf(specs: Record<string, Spec>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const spec = specs[id];
      return spec
        ? { importedIds: spec.imports ?? [], dynamicallyImportedIds: spec.lazy ?? [] }
        : null;
    },
  };
}

const NM = '/app/node_modules';
/**
 * A small app shaped like the real one: an entry that loads the frame lazily, a frame with a
 * header whose menu behaviour loads lazily, five public pages, a portal layout, an inbox page,
 * a lead gate page sharing the data layer with the portal, and vendor packages.
 */
function appSpecs(dir: (name: string) => string): Record<string, Spec> {
  return {
    '/src/main.tsx': { imports: ['/src/global.css'], lazy: ['/src/boot.tsx'] },
    '/src/global.css': {},
    '/src/boot.tsx': {
      imports: [`${NM}/react/index.js`, dir('router.tsx')],
      lazy: [dir('first-touch.ts')],
    },
    [`${NM}/react/index.js`]: {},
    [dir('router.tsx')]: {
      imports: ['virtual:routes', dir('header.tsx')],
      lazy: [dir('portal-layout.tsx')],
    },
    'virtual:routes': {
      lazy: [
        '/src/pages/home.tsx',
        '/src/pages/about.tsx',
        '/src/pages/gate.tsx',
        '/src/pages/industry.tsx',
        '/src/pages/contact.tsx',
      ],
    },
    [dir('header.tsx')]: { lazy: [dir('open-menu.tsx')] },
    [dir('open-menu.tsx')]: { imports: [dir('use-dismiss.ts')] },
    [dir('use-dismiss.ts')]: {},
    // Every page: the hero. Home and about: the cards and the scroll region (home's shared block).
    // About and industry: a badge and a content module (not the home page).
    '/src/pages/home.tsx': { imports: [dir('hero.tsx'), dir('cards.tsx')] },
    '/src/pages/about.tsx': {
      imports: [dir('hero.tsx'), dir('cards.tsx'), dir('badge.tsx'), dir('industries.ts')],
    },
    '/src/pages/gate.tsx': { imports: [dir('hero.tsx'), dir('outbox.ts'), dir('first-touch.ts')] },
    '/src/pages/contact.tsx': { imports: [dir('hero.tsx')] },
    '/src/pages/industry.tsx': {
      imports: [dir('hero.tsx'), dir('badge.tsx'), dir('industries.ts')],
    },
    [dir('hero.tsx')]: {},
    [dir('cards.tsx')]: { imports: [dir('scroll-region.tsx')] },
    [dir('scroll-region.tsx')]: {},
    [dir('badge.tsx')]: {},
    [dir('industries.ts')]: {},
    // The data layer: the gate and the portal share the outbox; attribution needs the database.
    [dir('outbox.ts')]: { imports: [dir('db.ts'), dir('keys.ts')] },
    [dir('db.ts')]: { imports: [`${NM}/dexie/dist/dexie.mjs`, dir('keys.ts')] },
    [dir('keys.ts')]: {},
    [`${NM}/dexie/dist/dexie.mjs`]: {},
    [dir('first-touch.ts')]: { imports: [dir('db.ts')] },
    [dir('portal-layout.tsx')]: {
      imports: [dir('outbox.ts'), dir('use-dismiss.ts'), dir('portal-only.ts')],
      lazy: ['/src/pages/inbox.tsx'],
    },
    [dir('portal-only.ts')]: { imports: [dir('identity.ts')] },
    [dir('identity.ts')]: { imports: [dir('db.ts')] },
    '/src/pages/inbox.tsx': {
      imports: [dir('inbox-table.tsx'), `${NM}/zod/index.js`, `${NM}/passkeys/webauthn.mjs`],
      lazy: [dir('markdown.ts')],
    },
    // The inbox's lazy parser: its package is the inbox's, the keys it shares with the data layer are not.
    [dir('markdown.ts')]: { imports: [`${NM}/marked/marked.mjs`, dir('keys.ts')] },
    [`${NM}/marked/marked.mjs`]: {},
    [`${NM}/passkeys/webauthn.mjs`]: { imports: [`${NM}/passkeys/webauthn-helpers.mjs`] },
    [`${NM}/passkeys/webauthn-helpers.mjs`]: {},
    [dir('inbox-table.tsx')]: { imports: [dir('lead.ts')] },
    [dir('lead.ts')]: { imports: [`${NM}/zod/index.js`] },
    [`${NM}/zod/index.js`]: {},
  };
}

const entries: ChunkEntries = {
  main: '/src/main.tsx',
  boot: '/src/boot.tsx',
  publicPages: [
    '/src/pages/home',
    '/src/pages/about',
    '/src/pages/gate',
    '/src/pages/industry',
    '/src/pages/contact',
  ],
  home: '/src/pages/home',
  adminPages: ['/src/pages/inbox'],
};

/** The plan with each module's file name only, so two layouts of folders compare. */
function planByName(dir: (name: string) => string) {
  const plan = planChunks(graphOf(appSpecs(dir)), entries);
  return Object.fromEntries(
    [...plan].map(([id, chunk]) => [id.split('/').pop()!, chunk] as const).sort(),
  );
}

const EXPECTED = {
  'boot.tsx': 'app',
  'router.tsx': 'app',
  'header.tsx': 'app',
  'virtual:routes': 'app',
  'hero.tsx': 'app', // every page
  'inbox.tsx': 'admin',
  'inbox-table.tsx': 'admin',
  'lead.ts': 'admin', // only the inbox loads it
  'webauthn.mjs': 'admin', // a package only the standalone pages load
  'webauthn-helpers.mjs': 'admin',
  'index.js': 'admin', // zod, which only the inbox loads here; react is the framework group's
  'markdown.ts': 'admin-lazy',
  'marked.mjs': 'admin-lazy',
  'cards.tsx': 'market-state-ui', // home and about
  'scroll-region.tsx': 'market-state-ui',
  // Not grouped (Rolldown's default split): the menu's lazy import and use-dismiss.ts, the data
  // layer (outbox.ts, db.ts, keys.ts, first-touch.ts, Dexie), badge.tsx and industries.ts (about
  // and industry), portal-only.ts and identity.ts (the portal layout's), the pages, main.tsx and
  // global.css (the entry's).
};

describe('chunk groups by entry points', () => {
  it("groups the app frame, admin and the home page's shared blocks", () => {
    expect(planByName((name) => `/src/lib/${name}`)).toEqual(
      Object.fromEntries(Object.entries(EXPECTED).sort()),
    );
  });

  it('gives the same chunks when the files sit in other folders', () => {
    const folders = (name: string) =>
      `/src/${['components/ui', 'features/x', 'hooks'][name.split('.')[0]!.length % 3]}/${name}`;
    expect(planByName(folders)).toEqual(planByName((name) => `/src/lib/${name}`));
    // A block of the home page moved into the frame's folder stays the home page's shared block.
    const moved = (name: string) =>
      name.startsWith('scroll-region') ? `/src/app/${name}` : `/src/lib/${name}`;
    expect(planByName(moved)['scroll-region.tsx']).toBe('market-state-ui');
  });

  it('puts a block half of the public pages load into the frame', () => {
    const dir = (name: string) => `/src/lib/${name}`;
    const specs = appSpecs(dir);
    // The badge: about and industry, and now the gate too: 3 of 5 pages.
    specs['/src/pages/gate.tsx']!.imports!.push(dir('badge.tsx'));
    expect(planChunks(graphOf(specs), entries).get(dir('badge.tsx'))).toBe('app');
  });

  it('leaves out of admin what another part of the app also loads, lazily or not', () => {
    const dir = (name: string) => `/src/lib/${name}`;
    const specs = appSpecs(dir);
    specs[dir('header.tsx')]!.lazy!.push(dir('markdown.ts'));
    specs[dir('portal-only.ts')]!.imports!.push(dir('lead.ts'));
    const plan = planChunks(graphOf(specs), entries);
    expect(
      [dir('markdown.ts'), `${NM}/marked/marked.mjs`, dir('lead.ts')].map((id) => plan.get(id)),
    ).toEqual([undefined, undefined, undefined]);
    expect(plan.get(dir('inbox-table.tsx'))).toBe('admin');
  });

  it('fails the build when an entry point is missing', () => {
    const dir = (name: string) => `/src/lib/${name}`;
    const graph = graphOf(appSpecs(dir));
    expect(() => planChunks(graph, { ...entries, home: '/src/pages/gone' })).toThrow(
      'no module for the entry point /src/pages/gone',
    );
  });

  it('plans nothing for a build without the app (the service worker)', () => {
    expect(planChunks(graphOf({ '/src/sw.ts': {} }), entries).size).toBe(0);
  });

  it('reads the pages from the route table', () => {
    const table = [
      { path: '/', page: 'public/home#HomePage', layout: 'public' },
      { path: '/about', page: 'public/about#AboutPage', layout: 'public' },
      { path: '/internal/portal', page: 'portal/hub#HubPage', layout: 'portal' },
      { path: '/admin/leads', page: 'admin/lead-inbox#LeadInboxPage', layout: 'standalone' },
    ] as unknown as RouteEntry[];
    expect(routeEntries(table, '/r/src')).toEqual({
      publicPages: ['/r/src/pages/public/home', '/r/src/pages/public/about'],
      home: '/r/src/pages/public/home',
      adminPages: ['/r/src/pages/admin/lead-inbox'],
    });
  });
});
