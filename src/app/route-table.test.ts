/**
 * The route table is the one declaration of the URL space: every list derived from it (the
 * router, the portal's page map, both navigations, the typed paths and the path lists the build,
 * the Worker and the service worker use) must agree with it. tests/build/route-table.test.ts checks
 * what the build wrote (documents, sitemap.xml, robots.txt, titles); scripts/route-modules.test.ts
 * the modules the build generates from the table.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/shared/paths';
import { loadPortalPage } from '@/app/layouts/portal-layout';
import { headerLinks } from '@/features/site-chrome/nav-links';
import { portalNav } from '@/features/portal-chrome/portal-nav';
import { aliasPaths, routeTable as declaredTable, type RouteEntry } from '@/shared/route-table';
import * as routeLists from '@/shared/routes';

const routeTable: readonly RouteEntry[] = declaredTable;

const urlsOf = (route: RouteEntry) => [route.path, ...aliasPaths(route)];
const routed = routeTable.filter((route) => route.path !== '*');
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
]);

/** The component the table names for a route, imported directly. */
async function tableComponent(route: RouteEntry): Promise<unknown> {
  const [file, exportName] = route.page.split('#') as [string, string];
  const load = pageModules[`../pages/${file}.tsx`];
  expect(load, `${route.path}: ${route.page} names no file under src/pages`).toBeDefined();
  return (await load!())[exportName];
}

/** The component the router renders for a URL (its leaf route's lazy module). */
async function routerComponent(url: string): Promise<unknown> {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches.at(-1)?.route;
  expect(leaf?.lazy, `${url}: no lazy page route matches`).toBeTypeOf('function');
  const lazy = leaf!.lazy as () => Promise<{ Component: ComponentType }>;
  return (await lazy()).Component;
}

describe('the route table', () => {
  it('declares each URL once, and the 404 route once', () => {
    const urls = routeTable.flatMap(urlsOf);
    expect(new Set(urls).size).toBe(urls.length);
    expect(routeTable.filter((route) => route.path === '*')).toHaveLength(1);
    for (const url of urls)
      if (url !== '*') expect(url).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  // Imports every page module: slow on a busy machine, hence the long timeouts.
  it('names a page module and export that exist for every route', { timeout: 60_000 }, async () => {
    for (const route of routeTable) {
      const component = await tableComponent(route);
      expect(component, `${route.page} exports no component`).toBeTypeOf('function');
    }
  });

  it('gives every public page a title and a description within what search results show', () => {
    // Written before the limit: the Data In Action description is its spec's sentence.
    const longDescriptionAllowed = new Set(['/data-in-action']);
    for (const route of routeTable.filter((entry) => entry.layout === 'public')) {
      expect(route.title?.length, `${route.path} title`).toBeGreaterThan(0);
      expect(route.title!.length, `${route.path} title`).toBeLessThanOrEqual(70);
      const description = route.description ?? '';
      if (route.sitemap)
        expect(description.length, `${route.path} description`).toBeGreaterThanOrEqual(50);
      else expect(description.length, `${route.path} description`).toBeGreaterThan(0);
      if (!longDescriptionAllowed.has(route.path))
        expect(description.length, `${route.path} description`).toBeLessThanOrEqual(170);
    }
    const titleOf = (path: string) => routeTable.find((route) => route.path === path)?.title;
    expect(titleOf('/admin/leads')).toBe('Lead inbox');
    expect(titleOf('/admin/sign-in')).toBe('Sign in');
    expect(titleOf('/admin/welcome')).toBe('Welcome');
    expect(titleOf('/admin/account')).toBe('Your account');
  });

  it('gives staff and admin pages a document, and keeps them out of the sitemap and away from crawlers', () => {
    for (const route of routeTable.filter((entry) => entry.layout !== 'public')) {
      expect(route.sitemap, route.path).toBe(false);
      expect(route.robots, route.path).toBe('disallow');
      expect(route.prerender, route.path).toBe(true);
    }
    for (const route of routeTable.filter((entry) => entry.layout === 'public'))
      expect(route.robots, route.path).toBe('allow');
  });
});

describe('the router agrees with the table', () => {
  it('renders the table’s page at every URL and alias', { timeout: 60_000 }, async () => {
    for (const route of routed) {
      const expected =
        route.layout === 'public' ? await tableComponent(route) : await loadPortalPage(route.path);
      if (route.layout !== 'public') expect(expected).toBe(await tableComponent(route));
      for (const url of urlsOf(route)) expect(await routerComponent(url), url).toBe(expected);
    }
  });

  it('sends unknown paths to the 404 page', async () => {
    const notFound = routeTable.find((route) => route.path === '*')!;
    expect(await routerComponent('/no-such-page')).toBe(await tableComponent(notFound));
    expect(await routerComponent('/internal/no-such-page')).toBe(await tableComponent(notFound));
  });

  it('has no route the table does not declare', () => {
    const declared = new Set(routeTable.flatMap(urlsOf));
    const collect = (list: RouteObject[], base: string): string[] =>
      list.flatMap((route) => {
        const here = route.index
          ? base || '/'
          : route.path === undefined
            ? undefined
            : route.path === '*'
              ? '*'
              : `${base}/${route.path.replace(/^\//, '')}`
                  .replace(/\/+/g, '/')
                  .replace(/(.)\/$/, '$1');
        return [
          ...(here !== undefined && !route.children ? [here] : []),
          ...collect(route.children ?? [], here === '/' ? '' : (here ?? base)),
        ];
      });
    const leaves = collect(routes, '');
    expect(leaves.length).toBe(declared.size);
    for (const leaf of leaves) expect(declared.has(leaf), leaf).toBe(true);
  });
});

describe('the derived lists agree with the table', () => {
  it('paths: every named path is a route or alias of the table', () => {
    const declared = new Set(routed.flatMap(urlsOf));
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((value) =>
        typeof value === 'string'
          ? [value]
          : typeof value === 'object'
            ? leaves(value as object)
            : [],
      );
    const named = leaves(paths);
    expect(named.length).toBeGreaterThan(20);
    for (const path of named) expect(declared.has(path), path).toBe(true);
    // Every public page (not its aliases) has a name.
    for (const route of routed.filter((entry) => entry.layout === 'public'))
      expect(named, route.path).toContain(route.path);
  });

  it('the public header: the table’s links in table order (Home, Products, Pricing, Methodology, Signal History, About, Contact)', () => {
    expect(headerLinks).toEqual(
      routeTable.flatMap((route) =>
        (route.nav?.header ?? []).map((link) => ({
          label: link.label,
          to: link.hash ? `${route.path}#${link.hash}` : route.path,
        })),
      ),
    );
    expect(headerLinks.map((link) => `${link.label} ${link.to}`)).toEqual([
      'Home /',
      'Products /market-state-detector',
      'Pricing /market-state-detector#pricing',
      'Methodology /market-state-detector#methodology',
      'Signal History /market-state-detector#advance-alerts',
      'About /about',
      'Contact /contact',
    ]);
  });

  it('the portal header: its top links and the Market State Detector dropdown in table order (spec 2.2)', () => {
    const menu = routeTable.flatMap((route) =>
      route.nav?.portalMenu ? [{ label: route.nav.portalMenu, to: route.path }] : [],
    );
    expect(portalNav).toEqual(
      routeTable.flatMap((route) =>
        route.nav?.portal
          ? [
              {
                label: route.nav.portal.label,
                to: route.path,
                ...(route.nav.portal.menu ? { children: menu } : {}),
              },
            ]
          : [],
      ),
    );
    expect(
      portalNav.map((item) => [
        item.label,
        item.to,
        item.children?.map((child) => `${child.label} ${child.to}`),
      ]),
    ).toEqual([
      ['Portal Home', '/internal/portal', undefined],
      [
        'Market State Detector',
        '/internal/msd/suite',
        [
          'Guided Flow Map /internal/msd/flow',
          'Sales Playbook /internal/msd/playbook',
          'Collateral Library /internal/msd/docs',
          'Training Modules /internal/msd/training',
          'ROI Calculator /internal/msd/roi',
          'Product Overview /internal/msd/suite',
          'Team Dashboard /internal/team',
        ],
      ],
      ['MSP Raw Data', '/internal/msp/data', undefined],
    ]);
  });

  it('the path lists of the build, the Worker and the service worker', () => {
    const byLayout = (layout: RouteEntry['layout']) =>
      routed.filter((route) => route.layout === layout);
    expect(routeLists.publicPaths).toEqual(
      byLayout('public')
        .filter((route) => route.prerender)
        .map((route) => route.path),
    );
    expect(routeLists.prerenderPaths).toEqual([
      ...routeLists.publicPaths,
      ...byLayout('public').flatMap(aliasPaths),
    ]);
    expect(routeLists.publicAliases).toEqual({
      '/prelumina': '/solutions',
      '/pdi': '/solutions',
      '/future-innovation': '/future-products',
      '/science-validation': '/scientific-foundation',
    });
    expect(new Set(routeLists.internalPaths)).toEqual(new Set(byLayout('portal').flatMap(urlsOf)));
    expect(routeLists.internalPaths).toHaveLength(25);
    expect(routeLists.adminPaths).toEqual([
      '/admin/leads',
      '/admin/sign-in',
      '/admin/welcome',
      '/admin/account',
      '/admin/people',
      '/admin/audit',
      '/admin/errors',
      '/admin/library',
      '/admin/insights',
    ]);
    expect(routeLists.sitemapPaths).toEqual(
      routed.filter((route) => route.sitemap).map((route) => route.path),
    );
    expect(routeLists.unlistedPublicPaths).toEqual(['/image-test']);
    expect(routeLists.crawlerExcludedPrefixes).toEqual([
      '/internal/',
      '/admin/',
      '/employee-onboarding',
      '/apis',
      '/api/',
    ]);
    expect(routeLists.adminPathPrefixes).toEqual(['/admin/']);
    for (const route of routed) {
      for (const url of urlsOf(route)) {
        expect(routeLists.isKnownPath(url), url).toBe(true);
        expect(routeLists.isKnownPath(`${url}/`), `${url}/`).toBe(true);
        expect(routeLists.isStaffPath(url), url).toBe(route.robots === 'disallow');
      }
    }
    expect(routeLists.isKnownPath('/no-such-page')).toBe(false);
    expect(routeLists.isKnownPath('/internal/no-such-page')).toBe(false);
    expect(routeLists.isStaffPath('/internal/no-such-page')).toBe(true);
    expect(routeLists.isStaffPath('/apis-and-more')).toBe(false);
  });
});
