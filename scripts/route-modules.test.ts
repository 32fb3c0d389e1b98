/** The browser modules the build generates from the route table (src/app/route-table.test.ts checks them in use). */
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/shared/route-table.ts';
import {
  pageModule,
  pathsModuleSource,
  portalRoutesModuleSource,
  routesModuleSource,
  seoModuleSource,
} from './route-modules.ts';

const table: RouteEntry[] = [
  {
    path: '/',
    page: 'public/home#HomePage',
    layout: 'public',
    prerender: true,
    sitemap: true,
    robots: 'allow',
    title: 'Home',
    description: 'The home page.',
    nav: { header: [{ label: 'Home' }] },
  },
  {
    path: '/about',
    aliases: ['/about-us'],
    page: 'public/about#AboutPage',
    layout: 'public',
    prerender: true,
    sitemap: true,
    robots: 'allow',
    title: 'About',
    description: 'About us.',
    nav: { header: [{ label: 'About' }, { label: 'Team', hash: 'team' }] },
  },
  {
    path: '/lab',
    page: 'public/lab#LabPage',
    layout: 'public',
    prerender: true,
    sitemap: false,
    robots: 'allow',
    title: 'Lab',
    description: 'Diagnostics.',
  },
  {
    path: '*',
    page: 'public/not-found#NotFoundPage',
    layout: 'public',
    prerender: false,
    sitemap: false,
    robots: 'allow',
    title: 'Not found',
    description: 'Nothing here.',
  },
  {
    path: '/internal/home',
    page: 'portal/hub#HubPage',
    layout: 'portal',
    prerender: true,
    sitemap: false,
    robots: 'disallow',
    nav: { portal: { label: 'Hub' } },
  },
  {
    path: '/internal/a',
    aliases: ['/internal/a2'],
    page: 'portal/a#APage',
    layout: 'portal',
    prerender: true,
    sitemap: false,
    robots: 'disallow',
    nav: { portal: { label: 'Menu', menu: true }, portalMenu: 'A' },
  },
  {
    path: '/internal/b',
    page: 'portal/b#BPage',
    layout: 'portal',
    prerender: true,
    sitemap: false,
    robots: 'disallow',
    nav: { portalMenu: 'B' },
  },
  {
    path: '/admin/x',
    page: 'admin/x#XPage',
    layout: 'standalone',
    prerender: true,
    sitemap: false,
    robots: 'disallow',
    title: 'X',
  },
];

describe('pageModule', () => {
  it('splits a page reference into the module under src/pages and its export', () => {
    expect(pageModule('portal/msd-suite#MsdSuitePage')).toEqual({
      specifier: '@/pages/portal/msd-suite',
      exportName: 'MsdSuitePage',
    });
  });
});

describe('virtual:msd/routes (the router, on every first view)', () => {
  const source = routesModuleSource(table);

  it('imports only public page modules, one loader per page, shared by its aliases', () => {
    expect(source.match(/import\([^)]*\)/g)).toEqual([
      'import("@/pages/public/home")',
      'import("@/pages/public/about")',
      'import("@/pages/public/lab")',
      'import("@/pages/public/not-found")',
    ]);
    expect(source).toContain(
      'export const publicRoutes = [["/", load0, "HomePage"], ["/about", load1, "AboutPage"], ["/about-us", load1, "AboutPage"], ["/lab", load2, "LabPage"], ["*", load3, "NotFoundPage"]];',
    );
  });

  it('lists staff and admin URLs by their page key and layout, with no file names or labels', () => {
    expect(source).toContain(
      'export const staffRoutes = [["/internal/home","portal"],["/internal/a","portal"],["/internal/a2","portal","/internal/a"],["/internal/b","portal"],["/admin/x","standalone"]];',
    );
    expect(source).not.toMatch(/pages\/(portal|admin)|"Hub"|"Menu"/);
  });

  it('builds the public header in table order, section links included', () => {
    expect(source).toContain(
      'export const headerLinks = [{"label":"Home","to":"/"},{"label":"About","to":"/about"},{"label":"Team","to":"/about#team"}];',
    );
  });
});

describe('virtual:msd/portal-routes (the portal layout chunk)', () => {
  const source = portalRoutesModuleSource(table);

  it('loads each staff and admin page by its route path', () => {
    expect(source).toContain(
      '  "/internal/a": async () => (await import("@/pages/portal/a")).APage,',
    );
    expect(source).toContain('  "/admin/x": async () => (await import("@/pages/admin/x")).XPage,');
    expect(source).not.toContain('pages/public');
  });

  it('nests the dropdown links under the one top link that is a menu', () => {
    expect(source).toContain(
      'export const portalNav = [{"label":"Hub","to":"/internal/home"},{"label":"Menu","to":"/internal/a","children":[{"label":"A","to":"/internal/a"},{"label":"B","to":"/internal/b"}]}];',
    );
  });
});

describe('virtual:msd/paths (wherever a link is)', () => {
  const named: RouteEntry[] = table.map((route) =>
    route.path === '/'
      ? { ...route, name: 'home' }
      : route.path === '/about'
        ? { ...route, name: 'about', aliases: [{ path: '/about-us', name: 'aboutUs' }] }
        : route,
  );

  it('maps each name a route or alias carries to its URL, and holds nothing else', () => {
    expect(pathsModuleSource(named)).toBe(
      'export default {"home":"/","about":"/about","aboutUs":"/about-us"};\n',
    );
    expect(pathsModuleSource(table)).toBe('export default {};\n');
  });

  it('a named alias routes as its URL, as a plain one does', () => {
    expect(routesModuleSource(named)).toBe(routesModuleSource(table));
  });
});

describe('virtual:msd/seo:<path> (one page chunk)', () => {
  it('gives a listed page its title, description and canonical path', () => {
    expect(seoModuleSource('/about', table)).toBe(
      'export default {"title":"About","description":"About us.","path":"/about"};\n',
    );
  });

  it('marks a public page the sitemap leaves out noindex; the 404 page has no path', () => {
    expect(seoModuleSource('/lab', table)).toBe(
      'export default {"title":"Lab","description":"Diagnostics.","path":"/lab","noindex":true};\n',
    );
    expect(seoModuleSource('*', table)).toBe(
      'export default {"title":"Not found","description":"Nothing here.","noindex":true};\n',
    );
  });

  it('gives the admin page its title and an empty description, and refuses a path with no title', () => {
    expect(seoModuleSource('/admin/x', table)).toBe(
      'export default {"title":"X","description":"","path":"/admin/x"};\n',
    );
    expect(() => seoModuleSource('/internal/a', table)).toThrow(
      'virtual:msd/seo:/internal/a: no route with a title has this path in src/shared/route-table.ts',
    );
    expect(() => seoModuleSource('/nowhere', table)).toThrow(
      'virtual:msd/seo:/nowhere: no route with a title',
    );
  });
});
