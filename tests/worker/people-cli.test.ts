/**
 * `npm run people` (scripts/people.mjs) against a running Worker's local D1: the links it prints
 * open what the Worker's invitation endpoints expect, a second setup link spends the first, and
 * once there is an admin setup-link makes none.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteInfo, SessionAnswer } from '@/shared/people';
import { startTestWorker, type TestWorker } from './harness';
import { acceptWithPassphrase } from './people-helpers';

const root = path.resolve(import.meta.dirname, '../..');
let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker();
}, 60_000);
afterAll(async () => worker?.dispose());

function people(...args: string[]): string {
  return execFileSync(
    'node',
    ['scripts/people.mjs', ...args, '--persist-to', worker.persist, '--origin', 'https://msd.test'],
    // stderr is captured: a refusal's message is part of the thrown error.
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

function tokenOf(output: string): string {
  const match = /https:\/\/msd\.test\/admin\/welcome#invite=([A-Za-z0-9_-]{43})\n/.exec(output);
  if (!match) throw new Error(`no link in: ${output}`);
  return match[1]!;
}

async function inspect(token: string): Promise<[number, unknown]> {
  const response = await worker.fetch('/api/auth/invite', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return [response.status, await response.json()];
}

describe('npm run people', () => {
  it('setup-link: the newest link opens the setup invitation, the earlier one is revoked', async () => {
    const first = tokenOf(people('setup-link'));
    const second = tokenOf(people('setup-link'));
    const [spent, refused] = await inspect(first);
    expect(spent).toBe(410);
    expect(refused).toMatchObject({ ok: false, error: { code: 'invite_invalid' } });
    const [status, info] = await inspect(second);
    expect(status).toBe(200);
    expect(info).toMatchObject({
      ok: true,
      kind: 'setup',
      email: null,
      name: null,
      role: 'admin',
    } satisfies Partial<InviteInfo>);

    const accepted = await acceptWithPassphrase(worker, second, undefined, {
      email: 'Owner@Firm.example',
      name: 'The Owner',
    });
    expect(accepted.status).toBe(200);
    const session = (await accepted.json()) as SessionAnswer;
    expect(session.person).toMatchObject({ email: 'owner@firm.example', role: 'admin' });

    expect(people('setup-link')).toBe(
      'The directory already has an admin; invite people from /admin/people.\n',
    );
  }, 120_000);

  it('invite: the link opens that person, with a name that has a quote in it', async () => {
    const output = people(
      'invite',
      ' Ann@Firm.example ',
      '--role',
      'manager',
      '--name',
      "Ann O'Brien",
    );
    const token = tokenOf(output);
    expect(await inspect(token)).toEqual([
      200,
      expect.objectContaining({
        kind: 'person',
        email: 'ann@firm.example',
        name: "Ann O'Brien",
        role: 'manager',
      }),
    ]);
    const accepted = await acceptWithPassphrase(worker, token);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as SessionAnswer).person).toMatchObject({
      email: 'ann@firm.example',
      name: "Ann O'Brien",
      role: 'manager',
    });
    // Active now: the console refuses a second invitation.
    expect(() => people('invite', 'ann@firm.example', '--role', 'rep')).toThrow(/already active/);
  }, 120_000);
});
