/**
 * `npm run deploy` (scripts/deploy.sh) with wrangler, npm and the key scripts replaced by recorders
 * on PATH: which remote calls it makes, for production and for `--env staging`, and that the
 * secrets go up in the same call as the code (wrangler deploy --secrets-file).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'copper lantern orbit meadow falcon';
const KEY = `v1.1.${'A'.repeat(43)}.${'B'.repeat(43)}`;
const VERIFIER = 'c'.repeat(64);

let dir: string;
let config: string;
let log: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'msd-deploy-'));
  log = path.join(dir, 'calls.log');
  const bin = path.join(dir, 'bin');
  execFileSync('mkdir', [bin]);
  const tool = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  // Each call is one JSON line: the argv, CLOUDFLARE_ENV, and a --secrets-file's content.
  const record = (who: string) =>
    `"$REAL_NODE" -e 'const a = process.argv.slice(1); const i = a.indexOf("--secrets-file");
      const secrets = i >= 0 ? JSON.parse(require("fs").readFileSync(a[i + 1], "utf8")) : undefined;
      require("fs").appendFileSync(process.env.CALLS, JSON.stringify({ who: "${who}", args: a, env: process.env.CLOUDFLARE_ENV ?? null, secrets, file: i >= 0 ? a[i + 1] : undefined }) + "\\n")' -- "$@"`;
  tool('npx', `${record('npx')}`);
  tool('npm', `${record('npm')}`);
  tool(
    'node',
    `case "$1" in
  scripts/content-key.mjs) printf '%s' '${KEY}' ;;
  scripts/sync-verifier.mjs) printf '%s' '${VERIFIER}' ;;
  scripts/people.mjs) ${record('people')} ;;
  *) exec "$REAL_NODE" "$@" ;;
esac`,
  );
  // The real configuration with database ids filled in, as an operator's would be.
  config = path.join(root, 'worker', `.deploy-test-${process.pid}.jsonc`);
  let ids = 0;
  writeFileSync(
    config,
    readFileSync(path.join(root, 'worker/wrangler.jsonc'), 'utf8').replace(
      /00000000-0000-0000-0000-000000000000/g,
      () => `1111111${(ids += 1)}-2222-3333-4444-555555555555`,
    ),
  );
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(config, { force: true });
});

interface Call {
  who: string;
  args: string[];
  env: string | null;
  secrets?: Record<string, string>;
  file?: string;
}

function deploy(
  args: string[],
  configPath = config,
): { status: number; stderr: string; calls: Call[] } {
  rmSync(log, { force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
    REAL_NODE: process.execPath,
    CALLS: log,
    PORTAL_PASSWORD: PASSWORD,
    DEPLOY_WRANGLER_CONFIG: configPath,
  };
  delete env.CLOUDFLARE_ENV;
  delete env.VITE_SITE_URL;
  let status = 0;
  let stderr = '';
  try {
    execFileSync('bash', ['scripts/deploy.sh', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    status = failed.status;
    stderr = failed.stderr.toString();
  }
  const calls = existsSync(log)
    ? readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Call)
    : [];
  return { status, stderr, calls };
}

const wrangler = (calls: Call[]) =>
  calls
    .filter((call) => call.who === 'npx')
    .map((call) => call.args.map((a) => (a === call.file ? '<file>' : a)));

// Each run loads wrangler's configuration reader: a few seconds.
describe('npm run deploy', { timeout: 60_000 }, () => {
  it('deploys production: migrations, then the code with both secrets in one call', () => {
    const { status, calls } = deploy([]);
    expect(status).toBe(0);
    expect(calls[0]).toMatchObject({ who: 'npm', args: ['run', 'build'], env: null });
    expect(wrangler(calls)).toEqual([
      ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '-c', config],
      ['wrangler', 'deploy', '-c', config, '--secrets-file', '<file>'],
    ]);
    const upload = calls.find((call) => call.args[1] === 'deploy')!;
    expect(upload.secrets).toEqual({ PORTAL_SYNC_VERIFIER: VERIFIER, PORTAL_CONTENT_KEY: KEY });
    // The file of secrets is gone once the deploy has finished.
    expect(existsSync(upload.file!)).toBe(false);
    expect(
      calls.filter((call) => call.who === 'people').map((call) => [call.args[1], call.env]),
    ).toEqual([
      ['key-changed', null],
      ['setup-link', null],
    ]);
  });

  it('passes --env staging to every wrangler call, and to scripts/people.mjs through CLOUDFLARE_ENV', () => {
    for (const args of [['--env', 'staging'], ['--env=staging']]) {
      const { status, calls } = deploy(args);
      expect(status).toBe(0);
      expect(wrangler(calls)).toEqual([
        [
          'wrangler',
          'd1',
          'migrations',
          'apply',
          'DB',
          '--remote',
          '-c',
          config,
          '--env',
          'staging',
        ],
        ['wrangler', 'deploy', '-c', config, '--env', 'staging', '--secrets-file', '<file>'],
      ]);
      expect(
        calls.filter((call) => call.who !== 'npm').every((call) => call.env === 'staging'),
      ).toBe(true);
      expect(calls.find((call) => call.args[1] === 'deploy')!.secrets).toEqual({
        PORTAL_SYNC_VERIFIER: VERIFIER,
        PORTAL_CONTENT_KEY: KEY,
      });
    }
  });

  it('stops before anything remote for an unknown environment, an unset database id or an unknown option', () => {
    const unknown = deploy(['--env', 'qa']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No environment found in configuration with name "qa"');
    expect(unknown.calls).toEqual([]);
    const unset = deploy(['--env', 'staging'], path.join(root, 'worker/wrangler.jsonc'));
    expect(unset).toEqual({
      status: 1,
      stderr:
        'deploy: set database_id of env.staging in ' +
        `${path.join(root, 'worker/wrangler.jsonc')} (wrangler d1 create prints it).\n`,
      calls: [],
    });
    expect(deploy(['--env'])).toMatchObject({
      status: 2,
      stderr: 'deploy: --env needs a name (staging)\n',
    });
    expect(deploy(['--stage'])).toMatchObject({
      status: 2,
      stderr: 'deploy: unknown option --stage (the options are --env NAME and --rotate-key)\n',
    });
  });
});
