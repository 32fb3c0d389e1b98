/**
 * A refused (oversized) upload must leave the connection it came on serving. Runs against
 * `wrangler dev` exactly as `npm start` starts it (real HTTP, keep-alive, local workerd), because
 * the in-process harness never shares a socket between requests, which is where this broke:
 * the request after a 413 on the same connection hung until the client gave up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEAD_MAX_BODY_BYTES } from '../../src/shared/lead';
import { validLead } from './harness';
import { migrateLocalD1 } from '../../scripts/local-d1.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, 'worker/wrangler.jsonc');
const PORT = Number(process.env.WORKER_DEV_PORT ?? 8789);
const ROUNDS = 50;
/** Each request gets this long; the failure being guarded against was a hang, not an error. */
const REQUEST_TIMEOUT_MS = 5_000;
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

let persist: string;
let server: ChildProcess | undefined;
// One socket for everything, so every follow-up request rides the connection that carried the 413.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

function send(headers: Record<string, string>, chunks: string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/leads',
        method: 'POST',
        agent,
        headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, reusedSocket: request.reusedSocket }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

let clientCounter = 0;
/** A distinct client address per lead keeps the per-client rate limit (30 a minute) out of the way. */
function client(): string {
  clientCounter += 1;
  return `192.0.2.${clientCounter % 250}`;
}

const oversized = JSON.stringify({ ...validLead(), name: 'x'.repeat(100 * 1024) });

function postOversized(chunked: boolean): Promise<Answer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'CF-Connecting-IP': client(),
  };
  if (!chunked)
    return send({ ...headers, 'Content-Length': String(Buffer.byteLength(oversized)) }, [
      oversized,
    ]);
  // No Content-Length: Node sends Transfer-Encoding: chunked, in 8 KB pieces.
  return send(headers, oversized.match(/[\s\S]{1,8192}/g)!);
}

function postValid(): Promise<Answer> {
  const lead = JSON.stringify(validLead());
  return send(
    {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': client(),
      'Content-Length': String(Buffer.byteLength(lead)),
    },
    [lead],
  );
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`wrangler dev exited with ${server?.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer on port ${PORT}`);
}

beforeAll(async () => {
  persist = mkdtempSync(path.join(tmpdir(), 'msd-wrangler-dev-'));
  migrateLocalD1(root, config, persist);
  server = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      config,
      '--port',
      String(PORT),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persist,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    { cwd: root, env, stdio: 'ignore', detached: true },
  );
  await waitForHealth(Date.now() + 60_000);
}, 90_000);

afterAll(() => {
  agent.destroy();
  // wrangler dev runs workerd as a child: end the whole process group this test started.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (persist) rmSync(persist, { recursive: true, force: true });
});

it(`answers 413 to an oversized lead and 201 to the next one on the same connection, ${ROUNDS} times, with and without Content-Length`, async () => {
  expect(Buffer.byteLength(oversized)).toBeGreaterThan(6 * LEAD_MAX_BODY_BYTES);
  const seen: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const chunked of [false, true]) {
      const refused = await postOversized(chunked);
      expect(refused.status, `round ${round}, chunked ${chunked}`).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({
        ok: false,
        error: { code: 'payload_too_large' },
      });
      const next = await postValid();
      expect(next.status, `round ${round}, after chunked ${chunked}: ${next.body}`).toBe(201);
      expect(next.reusedSocket).toBe(true);
      seen.push(`${refused.status}/${next.status}`);
    }
  }
  expect(seen).toEqual(Array.from({ length: ROUNDS * 2 }, () => '413/201'));
}, 60_000);
