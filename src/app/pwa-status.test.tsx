// @vitest-environment happy-dom
/**
 * "Ready to work offline." is the public tier's notice (issue 28, item 7): not on the portal's
 * pages, where the pack's own status line says when they work offline, and not on the signed-in
 * staff pages, which need the network.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// RouterProvider from 'react-router', not 'react-router/dom' (the app's, which adds flushSync): under
// vitest the two entry points load separate copies of the router's context, and useMatches would
// not see this router.
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './router';
import { offlineTierOf, type OfflineHandle } from '@/features/pwa/offline-tier';
import { PwaStatus } from '@/features/pwa/pwa-status';
import { setPwaState } from '@/features/pwa/service-worker';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  setPwaState({ offlineReady: false, updateReady: false });
});

/** PwaStatus beside an outlet, as the root layout draws it, at `path`. */
async function statusAt(path: string): Promise<string> {
  const portal: OfflineHandle = { offline: 'portal-pack' };
  const onlineOnly: OfflineHandle = { offline: 'online-only' };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PwaStatus />
          </>
        ),
        children: [
          { element: <Outlet />, handle: portal, children: [{ path: '/internal/portal' }] },
          { path: '/admin/leads', handle: onlineOnly },
          { path: '/' },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<RouterProvider router={router} />));
  act(() => setPwaState({ offlineReady: true }));
  // The notice's markup is a lazy chunk: let it arrive.
  for (let attempt = 0; attempt < 20; attempt++)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  return container.querySelector('[role="status"]')?.textContent ?? '';
}

describe('the "Ready to work offline" notice', () => {
  it('shows on a public page once the service worker is installed', async () => {
    expect(await statusAt('/')).toContain('Ready to work offline.');
  });

  it('does not show on a portal page (the pack line speaks there) nor on an online-only page', async () => {
    expect(await statusAt('/internal/portal')).toBe('');
    act(() => root?.unmount());
    expect(await statusAt('/admin/leads')).toBe('');
  });

  it('the app declares the staff pages online only and the portal pack for the portal', () => {
    const tier = (path: string) =>
      offlineTierOf((matchRoutes(routes, path) ?? []).map(({ route }) => route));
    for (const path of [
      '/admin/leads',
      '/admin/people',
      '/admin/audit',
      '/admin/errors',
      '/admin/library',
      '/admin/account',
    ])
      expect(tier(path), path).toBe('online-only');
    expect(tier('/internal/portal')).toBe('portal-pack');
    expect(tier('/')).toBe('public');
  });
});
