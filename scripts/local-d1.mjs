/**
 * A Worker config's local D1 (the binding DB), kept in a folder of its own: the one way the
 * worker tests' template, the end-to-end specs, the oversized-body test, the test harness and the
 * bench apply the migrations and run `wrangler d1` commands on it.
 */
import { execFileSync } from 'node:child_process';

/** Wrangler asks the network for nothing and reports no metrics from a local run. */
const QUIET = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

/**
 * `wrangler d1 <command> DB --local <args>` on the local database in `persist`, from `root` (the
 * repository), e.g. (['execute'], { args: ['--file', sql, '--yes'] }). Returns what it printed
 * (empty unless `stdio` is 'pipe', the default, which also puts wrangler's errors in the thrown
 * error's message).
 */
export function localD1(root, config, persist, command, { args = [], stdio = 'pipe' } = {}) {
  return (
    execFileSync(
      'npx',
      [
        'wrangler',
        'd1',
        ...command,
        'DB',
        '--local',
        '-c',
        config,
        '--persist-to',
        persist,
        ...args,
      ],
      { cwd: root, env: { ...process.env, ...QUIET }, stdio, encoding: 'utf8' },
    ) ?? ''
  );
}

/** Applies the D1 migrations of `config` (every one not yet applied) to the database in `persist`. */
export function migrateLocalD1(root, config, persist) {
  localD1(root, config, persist, ['migrations', 'apply']);
}
