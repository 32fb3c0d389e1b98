import { expect, ONE_SIZE, syncApiGet, test, unlockPortal } from './fixtures';
import { outboxCount, storedCredential } from './app-storage';

test(
  'events queued offline survive a reload and are delivered exactly once',
  ONE_SIZE,
  async ({ page, context, request }) => {
    const email = `rep-${Date.now()}-${Math.round(Math.random() * 1e6)}@firm.com`;
    await page.goto('/internal/portal');
    await unlockPortal(page);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Work email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Who is using this device?' })).toHaveCount(0);

    await page.goto('/internal/msd/docs');
    await expect(page.getByRole('heading', { name: 'Collateral Library', level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page
      .getByPlaceholder('Search by title, description, category or tag')
      .fill('zzqx nothing matches this');
    await expect(page.getByText('No documents match your filters')).toBeVisible();
    await expect.poll(() => outboxCount(page, 'event'), { timeout: 10_000 }).toBe(1);

    // Back online, a reload starts the page's flusher: the event goes once and leaves the outbox.
    await context.setOffline(false);
    await page.reload();
    await expect.poll(() => outboxCount(page, 'event'), { timeout: 15_000 }).toBe(0);
    const credential = await storedCredential(page);
    const progress = async () => {
      const response = await syncApiGet(
        request,
        `/api/portal/progress?email=${encodeURIComponent(email)}`,
        { Authorization: `Bearer ${credential}` },
      );
      expect(response.status()).toBe(200);
      return (await response.json()) as {
        contentUse: { searchesWithoutResults: number };
        rep: { name: string };
      };
    };
    expect(await progress()).toMatchObject({
      rep: { name: 'Grace Hopper' },
      contentUse: { searchesWithoutResults: 1 },
    });
    // Another reload and trigger: nothing is sent twice.
    await page.reload();
    await page.waitForTimeout(500);
    expect((await progress()).contentUse.searchesWithoutResults).toBe(1);
  },
);
