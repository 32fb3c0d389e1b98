/**
 * The harness's own promise: a request after the test process was blocked (the people CLI and
 * the operations tests run scripts through execFileSync) is answered, however long the block.
 * Miniflare keeps worker.fetch's connections alive and workerd closes one idle for 15 s; without
 * the timer turn in harness.ts's fetch, the request after a longer block went out on the closed
 * connection and failed with "SocketError: other side closed".
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestWorker, type TestWorker } from './harness';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startTestWorker();
});
afterAll(async () => worker?.dispose());

it('answers a request after the test process blocked past workerd idle timeout', async () => {
  const before = await worker.fetch('/api/health');
  expect(before.status).toBe(200);
  expect(await before.json()).toMatchObject({ ok: true });
  // A blocking child process, as a CLI run is: no timer or socket event runs meanwhile.
  execFileSync('sleep', ['17']);
  const after = await worker.fetch('/api/health');
  expect(after.status).toBe(200);
  expect(await after.json()).toMatchObject({ ok: true });
}, 60_000);
