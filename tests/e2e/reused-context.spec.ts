/**
 * Each worker reuses one browser context between tests (playwright.config.ts `reuseContext`): the
 * second test must find nothing the first one left, or the suite's tests would depend on their order.
 */
import { expect, ONE_SIZE, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test.describe('a reused browser context', ONE_SIZE, () => {
  test('a test leaves storage, caches, a permission and the network cut behind', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await (await caches.open('left-behind')).put('/left-behind', new Response('x'));
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
      await new Promise((resolve) => (indexedDB.open('left-behind').onsuccess = resolve));
    });
    await context.grantPermissions(['clipboard-read'], { origin: baseURL });
    await context.setOffline(true);
  });

  test('the next test in that worker finds none of it', async ({ page }) => {
    await page.goto('/');
    const state = await page.evaluate(async () => ({
      online: navigator.onLine,
      caches: await caches.keys(),
      local: localStorage.getItem('left-behind'),
      session: sessionStorage.getItem('left-behind'),
      databases: (await indexedDB.databases()).map((database) => database.name),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
        .state,
    }));
    expect(state).toEqual({
      online: true,
      caches: [],
      local: null,
      session: null,
      databases: [],
      clipboard: 'prompt',
    });
  });
});
