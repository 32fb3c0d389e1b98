/**
 * Sessions survive deploys (issue 17, item 7): three real builds served one after another under
 * the same origin. N+1 keeps the password, so an unlocked device takes the update and stays
 * unlocked; N+2 rotates it, so the device asks once for the new one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  ONE_SIZE,
  test,
  unlockPortal,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';
import { serveDirectory } from './static-server';

const root = path.resolve(import.meta.dirname, '../..');
const FIRST_PASSWORD = 'copper lantern orbit meadow falcon';
const SECOND_PASSWORD = 'quiet harbour signal maple ember';

test.use({ serviceWorkers: 'allow' });

/** A production build into `outDir` with `password`, remembering its vault state in `stateFile`. */
function build(
  outDir: string,
  password: string,
  stateFile: string,
): { epoch: number; salt: string; builtAt: string } {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'pipe',
      env: {
        ...process.env,
        PORTAL_PASSWORD: password,
        PORTAL_VAULT_STATE: stateFile,
        PORTAL_VAULT_PREVIOUS: '',
      },
    },
  );
  const header = JSON.parse(readFileSync(path.join(outDir, 'vault/header.json'), 'utf8')) as {
    epoch: number;
    kdf: { salt: string };
    builtAt: string;
  };
  return { epoch: header.epoch, salt: header.kdf.salt, builtAt: header.builtAt };
}

async function takeUpdate(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('A new version is available.')).toBeVisible({ timeout: 20_000 });
  // Accepting activates the new version, which reloads the page onto it.
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await waitForHydration(page);
}

/** The vault header the page's service worker now answers with. */
const servedBuild = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/vault/header.json')).json()) as { builtAt: string }).builtAt,
  );

test(
  'a deploy with the same password keeps every device unlocked; a new password asks once',
  ONE_SIZE,
  async ({ browser }) => {
    test.setTimeout(240_000);
    const work = mkdtempSync(path.join(tmpdir(), 'msd-deploys-'));
    const state = path.join(work, 'vault-state.json');
    const [n, n1, n2] = ['n', 'n1', 'n2'].map((name) => path.join(work, name)) as [
      string,
      string,
      string,
    ];
    const buildN = build(n, FIRST_PASSWORD, state);
    const buildN1 = build(n1, FIRST_PASSWORD, state);
    const buildN2 = build(n2, SECOND_PASSWORD, state);
    expect(buildN1.salt).toBe(buildN.salt);
    expect(buildN1.epoch).toBe(buildN.epoch);
    // A new owner passphrase cannot open the old owner blob: new salt and content key, next epoch.
    expect(buildN2.salt).not.toBe(buildN.salt);
    expect(buildN2.epoch).toBe(buildN.epoch + 1);

    let current = n;
    const { server, url } = await serveDirectory(() => current);
    const context = await browser.newContext({ baseURL: url, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/internal/portal');
      await waitForServiceWorker(page);
      await unlockPortal(page, FIRST_PASSWORD);
      await expect(page.getByText('Available Now')).toBeVisible();

      // Build N+1, same password: take the update, still unlocked, now on N+1's vault.
      current = n1;
      await takeUpdate(page);
      await expect.poll(() => servedBuild(page), { timeout: 15_000 }).toBe(buildN1.builtAt);
      await expect(page.getByText('Available Now')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

      // Build N+2, new password: asked once, with the reason.
      current = n2;
      await takeUpdate(page);
      await expect.poll(() => servedBuild(page), { timeout: 15_000 }).toBe(buildN2.builtAt);
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(
        page.getByText(
          'The portal key changed. Enter the organisation passphrase again, or unlock with your own key.',
        ),
      ).toBeVisible();
      await unlockPortal(page, SECOND_PASSWORD);
      await expect(page.getByText('Available Now')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Available Now')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    } finally {
      await context.close();
      server.close();
      rmSync(work, { recursive: true, force: true });
    }
  },
);
