/**
 * The app's routes, derived from the route table (src/shared/route-table.ts) through
 * `virtual:msd/routes`. Page modules load lazily; the prerender step resolves them on the server,
 * and main.tsx resolves the current one before hydrating.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { publicRoutes as publicRows, staffRoutes as staffRows } from 'virtual:msd/routes';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { ErrorScreen } from './error-screen';
import type { OfflineHandle } from '@/features/pwa/offline-tier';

/** The table's '/about' as a child route of the layouts ('/' is the index route). */
function childPath(url: string): Pick<RouteObject, 'path' | 'index'> {
  return url === '/' ? { index: true } : { path: url === '*' ? url : url.slice(1) };
}

const publicRoutes: RouteObject[] = publicRows.map(([url, load, exportName]) => ({
  ...childPath(url),
  lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
}));

/**
 * A staff page. Its module is found through the portal layout's own chunk (loaded first for every
 * staff page anyway), so the route table every public visitor downloads names no portal files.
 */
function portalPage(page: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({
      Component: await (await import('./layouts/portal-layout')).loadPortalPage(page),
    }),
  };
}

const staffRoutes = (layout: 'portal' | 'standalone'): RouteObject[] =>
  staffRows
    .filter((row) => row[1] === layout)
    .map(([url, , page = url]) => ({
      ...childPath(url),
      ...portalPage(page),
      // Signed-in staff pages need the network: no "ready to work offline" there.
      ...(layout === 'standalone'
        ? { handle: { offline: 'online-only' } satisfies OfflineHandle }
        : {}),
    }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      // The portal's gate, crypto and storage load only when a staff page is opened.
      {
        lazy: async () => ({ Component: (await import('./layouts/portal-layout')).PortalLayout }),
        // The portal works offline once its pack is complete, and its own status line says so.
        handle: { offline: 'portal-pack' } satisfies OfflineHandle,
        children: staffRoutes('portal'),
      },
      // The staff pages (signed-in people, online only): never prerendered or precached, and found through
      // the portal layout's chunk like the staff pages, outside the portal's gate (decision 0009).
      ...staffRoutes('standalone'),
      { path: '/', element: <PublicLayout />, children: publicRoutes },
    ],
  },
];
