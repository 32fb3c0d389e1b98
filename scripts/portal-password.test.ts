import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deployPasswordProblem,
  DEMO_PORTAL_PASSWORD,
  MIN_DEPLOY_PASSWORD_LENGTH,
} from './portal-password.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `command` (the deploy script, or its password check alone) with PORTAL_PASSWORD set to `password`. */
function run(command: string[], password: string | undefined): { status: number; stderr: string } {
  const env = { ...process.env };
  delete env.PORTAL_PASSWORD;
  if (password !== undefined) env.PORTAL_PASSWORD = password;
  try {
    execFileSync(command[0]!, command.slice(1), { cwd: root, env, stdio: 'pipe' });
    return { status: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { status: failed.status, stderr: failed.stderr.toString() };
  }
}

describe('deploy password rule', () => {
  it('refuses no password, the demo password (any case) and a short one', () => {
    expect(deployPasswordProblem(undefined)).toMatch(/not set/);
    expect(deployPasswordProblem('   ')).toMatch(/not set/);
    expect(deployPasswordProblem(DEMO_PORTAL_PASSWORD)).toMatch(/demo password/);
    expect(deployPasswordProblem(` ${DEMO_PORTAL_PASSWORD.toUpperCase()} `)).toMatch(
      /demo password/,
    );
    expect(deployPasswordProblem('x'.repeat(MIN_DEPLOY_PASSWORD_LENGTH - 1))).toBe(
      `PORTAL_PASSWORD has 19 characters; use at least 20 (a passphrase of five or more random words).`,
    );
  });

  it('accepts a passphrase of twenty characters or more', () => {
    expect(MIN_DEPLOY_PASSWORD_LENGTH).toBe(20);
    expect(deployPasswordProblem('x'.repeat(20))).toBeNull();
    expect(deployPasswordProblem('copper lantern orbit meadow falcon')).toBeNull();
  });

  it('stops `npm run deploy` (scripts/deploy.sh) first thing, before any build or upload', () => {
    const deploy = (password: string | undefined) => run(['bash', 'scripts/deploy.sh'], password);
    expect(deploy(undefined)).toEqual({
      status: 1,
      stderr:
        'deploy: PORTAL_PASSWORD is not set; refusing to publish a portal locked with the demo password.\n',
    });
    expect(deploy(DEMO_PORTAL_PASSWORD)).toEqual({
      status: 1,
      stderr: 'deploy: PORTAL_PASSWORD is the public demo password; choose a private one.\n',
    });
    expect(deploy('short-one')).toEqual({
      status: 1,
      stderr:
        'deploy: PORTAL_PASSWORD has 9 characters; use at least 20 (a passphrase of five or more random words).\n',
    });
    // A good password passes the check (run alone: the real script would go on to deploy).
    expect(
      run(['node', 'scripts/portal-password.mjs'], 'copper lantern orbit meadow falcon'),
    ).toEqual({ status: 0, stderr: '' });
  });
});
