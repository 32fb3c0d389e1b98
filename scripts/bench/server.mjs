/**
 * Builds the app for the benchmark (with static baseline pages) into a temporary folder and serves
 * it through the real Worker in local workerd, like `npm start` does. Also the suites' one way to
 * run a Worker locally: D1 migrations, then workerd (the API suites' servers).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { unstable_startWorker } from 'wrangler';
import { migrateLocalD1 } from '../local-d1.mjs';

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

/** Routes whose offline navigation and LCP the benchmark compares with a static page. */
export const BENCH_ROUTES = ['/', '/market-state-detector', '/about'];
/** Routes whose mobile LCP alone the benchmark compares with a static copy (decision 0028). */
const LCP_BENCH_ROUTES = ['/data-in-action'];

/**
 * For each bench route, a static copy of its prerendered document with every script removed and
 * padded back to the same byte size, so the service worker precaches and serves a like-for-like
 * baseline (bench-static/<name>.html).
 */
async function writeBenchBaselines(outDir) {
  await mkdir(path.join(outDir, 'bench-static'), { recursive: true });
  for (const route of [...BENCH_ROUTES, ...LCP_BENCH_ROUTES]) {
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
    // The prerendered document, named as prerenderFileFor (src/shared/routes.ts) names it.
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    const html = await readFile(path.join(outDir, file), 'utf8');
    let stripped = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    const padding = Buffer.byteLength(html) - Buffer.byteLength(stripped);
    if (padding > 9)
      stripped = stripped.replace('</body>', `<!--${'x'.repeat(padding - 7)}--></body>`);
    await writeFile(path.join(outDir, 'bench-static', `${name}.html`), stripped);
  }
}

export async function buildForBench(root) {
  const work = mkdtempSync(path.join(tmpdir(), 'msd-bench-site-'));
  const outDir = path.join(work, 'dist');
  await build({
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    // After the config file's plugins (the prerendered pages exist) and before vite-plugin-pwa's
    // closeBundle builds the service worker, whose precache then holds the copies.
    plugins: [
      {
        name: 'msd:bench-baselines',
        apply: 'build',
        writeBundle: { order: 'post', handler: () => writeBenchBaselines(outDir) },
      },
    ],
  });
  return { work, outDir };
}

/**
 * Serves the build in `outDir` with the Worker secrets that belong to its vault (as `npm start`
 * and the browser tests do), so team sync and device enrolment work against it. `vars`: extra
 * Worker variables (an admin token), which win over those.
 */
export async function serveBuild(root, work, outDir, vars = {}) {
  const configPath = workerConfig(root, work, outDir);
  const persist = path.join(work, 'd1');
  migrateLocalD1(root, configPath, persist);
  return startLocalWorker(configPath, persist, {
    vars: { ...vaultSecrets(root, outDir), ...vars },
    port: Number(process.env.BENCH_PORT) || 0,
  });
}

/**
 * PORTAL_SYNC_VERIFIER and PORTAL_CONTENT_KEY for the build in `outDir` (scripts/sync-verifier.mjs
 * and scripts/content-key.mjs, with the same PORTAL_PASSWORD as the build). A random key would
 * not open this build's vault. One that cannot be computed is left out with a warning: the Worker
 * then answers those calls 503, and the rest of the site still runs.
 */
export function vaultSecrets(root, outDir) {
  const secrets = {};
  for (const [name, script, pattern] of [
    ['PORTAL_SYNC_VERIFIER', 'scripts/sync-verifier.mjs', /^[0-9a-f]{64}$/],
    // src/shared/device-keys.ts CONTENT_KEY_SECRET_PATTERN's shape.
    [
      'PORTAL_CONTENT_KEY',
      'scripts/content-key.mjs',
      /^v1\.[1-9]\d{0,8}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/,
    ],
  ]) {
    try {
      const value = execFileSync(process.execPath, [path.join(root, script), outDir], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
      if (pattern.test(value)) secrets[name] = value;
      else console.warn(`bench: ${script} printed no ${name}; the Worker runs without it`);
    } catch (error) {
      const reason = String(error.stderr ?? error)
        .split('\n')
        .find((line) => /^\w*Error: /.test(line));
      console.warn(`bench: no ${name} for this build (${reason ?? 'unknown'})`);
    }
  }
  return secrets;
}

/**
 * A copy of worker/wrangler.jsonc in `dir` serving the static assets of `outDir` (the bench's
 * build, not the checkout's dist/, which may not exist); returns its path.
 */
export function workerConfig(root, dir, outDir) {
  const configPath = path.join(dir, 'wrangler.jsonc');
  const config = readFileSync(path.join(root, 'worker/wrangler.jsonc'), 'utf8')
    .replace('"main": "index.ts"', `"main": ${JSON.stringify(path.join(root, 'worker/index.ts'))}`)
    .replace('"directory": "../dist"', `"directory": ${JSON.stringify(outDir)}`)
    .replace(
      '"migrations_dir": "migrations"',
      `"migrations_dir": ${JSON.stringify(path.join(root, 'worker/migrations'))}`,
    );
  writeFileSync(configPath, config);
  return configPath;
}

/**
 * Starts the Worker of `config` in local workerd on 127.0.0.1 (`port` 0: any free one) with the
 * local D1 in `persist`; `vars` are plain-text Worker variables. No file watching: an edit
 * elsewhere would restart the Worker mid-run. Resolves to its origin (no trailing slash).
 */
export async function startLocalWorker(config, persist, { vars = {}, port = 0 } = {}) {
  const worker = await unstable_startWorker({
    config,
    bindings: Object.fromEntries(
      Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }]),
    ),
    dev: {
      persist,
      server: { hostname: '127.0.0.1', port },
      inspector: false,
      logLevel: 'none',
      watch: false,
    },
  });
  await worker.ready;
  const url = (await worker.url).toString().replace(/\/$/, '');
  return { url, dispose: async () => worker.dispose() };
}

/**
 * The Worker of `config` on a fresh local D1 (migrated) in a temporary folder named `prefix`…,
 * which `dispose` removes with the Worker: the API suites' servers.
 */
export async function startWithFreshD1(root, config, { prefix = 'msd-bench-', vars = {} } = {}) {
  const persist = mkdtempSync(path.join(tmpdir(), prefix));
  migrateLocalD1(root, config, persist);
  const worker = await startLocalWorker(config, persist, { vars });
  return {
    url: worker.url,
    dispose: async () => {
      await worker.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

export function cleanup(work) {
  rmSync(work, { recursive: true, force: true });
}
