import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './scripts/browser.mjs';
import { E2E_ADMIN_TOKEN, E2E_LOCKOUT_SECONDS } from './tests/e2e/constants';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const persist = '.wrangler/e2e-state';

/**
 * The team-sync verifier for the build under test (scripts/sync-verifier.mjs reads dist/vault): the
 * browser tests sync against the real Worker. Without a build there is nothing to verify yet.
 */
function syncVerifierVar(): string {
  if (!existsSync('dist/vault/header.json')) return '';
  const verifier = execFileSync(process.execPath, ['scripts/sync-verifier.mjs'], {
    encoding: 'utf8',
  }).trim();
  return /^[0-9a-f]{64}$/.test(verifier) ? ` --var PORTAL_SYNC_VERIFIER:${verifier}` : '';
}

/**
 * The content key for the build under test (scripts/content-key.mjs opens it from dist/vault's
 * owner keys), so devices enrol and check in against the real Worker. A build whose header has no
 * owner keys gets none: the Worker then answers device calls 503 keys_unavailable, and says so.
 */
function contentKeyVar(): string {
  if (!existsSync('dist/vault/header.json')) return '';
  try {
    const value = execFileSync(process.execPath, ['scripts/content-key.mjs'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    // src/shared/device-keys.ts CONTENT_KEY_SECRET_PATTERN's shape.
    return /^v1\.[1-9]\d{0,8}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/.test(value)
      ? ` --var PORTAL_CONTENT_KEY:${value}`
      : '';
  } catch (error) {
    const reason = String((error as { stderr?: unknown }).stderr ?? error)
      .split('\n')
      .find((line) => /^\w*Error: /.test(line));
    console.warn(`playwright: no PORTAL_CONTENT_KEY for this build (${reason ?? 'unknown'})`);
    return '';
  }
}

// Every test worker loads this file too, but only the runner starts the web server: the workers
// skip the scripts that read the build's vault (about 1.5 CPU-seconds each time).
const isRunner = process.env.TEST_WORKER_INDEX === undefined;

/**
 * Browser tests run against the production build served by the real Worker (wrangler dev with a
 * local D1 of their own, emptied each time it starts: the tests count what they made), at phone and
 * laptop size. `npm test` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two in CI, one per core: the suite is CPU-bound there, and four workers took as long and made
  // timing-sensitive tests flaky. E2E_WORKERS overrides it on a larger machine.
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : process.env.CI
      ? 2
      : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: testLaunchOptions(),
    // Recording a trace for every test cost 30% of the suite's CPU (collateral and training specs:
    // 265 against 205 CPU-seconds); in CI the retry of a failed test records one instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Installing the service worker precaches ~3 MB per fresh context; only the offline and PWA
    // tests need it (they opt in with test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // A new context and page for each test cost about 1 CPU-second of the renderer starting up; a
    // worker keeps one and Playwright resets it between tests (tests/e2e/fixtures.ts puts back what
    // that reset leaves). Measured on routes.spec.ts: 146 → 111 CPU-seconds.
    reuseContext: true,
  },
  projects: [
    {
      name: 'phone',
      // The published library is one for the whole Worker: its test runs alone, after the others.
      testIgnore: /library-publish\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // A phone's width, touch and user agent; drawn at 1x: no test reads pixels (the site has
        // no srcset), and rastering every page at the Pixel's 2.6x cost a seventh of the time.
        deviceScaleFactor: 1,
        browserName: 'chromium',
      },
    },
    {
      name: 'laptop',
      // Size-independent tests (tagged in tests/e2e/fixtures.ts) run once, at phone size.
      grepInvert: /@one-size/,
      testIgnore: /library-publish\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        browserName: 'chromium',
      },
    },
    {
      // Publishing changes what every portal device sees (issue 26): after the other projects.
      name: 'publishing',
      testMatch: /library-publish\.spec\.ts/,
      dependencies: ['phone', 'laptop'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        browserName: 'chromium',
      },
    },
  ],
  webServer: {
    command: `rm -rf ${persist} && npx wrangler d1 migrations apply DB --local -c worker/wrangler.jsonc --persist-to ${persist} && npx wrangler dev -c worker/wrangler.jsonc --port ${PORT} --ip 127.0.0.1 --persist-to ${persist} --var ADMIN_TOKEN:${E2E_ADMIN_TOKEN} --var AUTH_LOCKOUT_SECONDS:${E2E_LOCKOUT_SECONDS}${isRunner ? syncVerifierVar() + contentKeyVar() : ''} --show-interactive-dev-session=false --log-level warn`,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
