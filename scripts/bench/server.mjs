/**
 * Builds the app for the benchmark (MSD_BENCH=1 adds static baseline pages) into a temporary
 * folder and serves it through the real Worker in local workerd, like `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { unstable_startWorker } from 'wrangler';

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

export async function buildForBench(root) {
  const work = mkdtempSync(path.join(tmpdir(), 'msd-bench-site-'));
  const outDir = path.join(work, 'dist');
  process.env.MSD_BENCH = '1';
  try {
    await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.MSD_BENCH;
  }
  return { work, outDir };
}

/** `vars`: extra Worker variables (the cross-engine smoke test's admin token). */
export async function serveBuild(root, work, outDir, vars = {}) {
  const configPath = path.join(work, 'wrangler.jsonc');
  const config = readFileSync(path.join(root, 'worker/wrangler.jsonc'), 'utf8')
    .replace('"main": "index.ts"', `"main": ${JSON.stringify(path.join(root, 'worker/index.ts'))}`)
    .replace('"directory": "../dist"', `"directory": ${JSON.stringify(outDir)}`)
    .replace(
      '"migrations_dir": "migrations"',
      `"migrations_dir": ${JSON.stringify(path.join(root, 'worker/migrations'))}`,
    );
  writeFileSync(configPath, config);
  const persist = path.join(work, 'd1');
  execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      '-c',
      configPath,
      '--persist-to',
      persist,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const bindings = Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }]),
  );
  const worker = await unstable_startWorker({
    config: configPath,
    bindings,
    dev: {
      persist,
      server: { hostname: '127.0.0.1', port: Number(process.env.BENCH_PORT) || 0 },
      inspector: false,
      logLevel: 'none',
    },
  });
  await worker.ready;
  const url = (await worker.url).toString().replace(/\/$/, '');
  return { url, dispose: async () => worker.dispose() };
}

export function cleanup(work) {
  rmSync(work, { recursive: true, force: true });
}
