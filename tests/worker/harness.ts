/**
 * Starts the real Worker in workerd (wrangler's unstable_startWorker: same bundling, bindings
 * and local D1 as `wrangler dev`) against a fresh database with the migrations applied.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unstable_startWorker } from 'wrangler';

export const ADMIN_TOKEN = 'test-admin-token-with-enough-entropy';
const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, 'worker/wrangler.jsonc');

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

export interface TestWorker {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  dispose: () => Promise<void>;
  /** Runs one SQL query on the Worker's local D1 (a separate wrangler process; slow, use sparingly). */
  query: <Row = Record<string, unknown>>(sql: string) => Row[];
}

/** Extra plain-text bindings (vars and secrets) for one test file's Worker. */
export async function startTestWorker(vars: Record<string, string> = {}): Promise<TestWorker> {
  const persist = mkdtempSync(path.join(tmpdir(), 'msd-worker-'));
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', config, '--persist-to', persist], {
    cwd: root,
    stdio: 'ignore',
    env: process.env,
  });
  const worker = await unstable_startWorker({
    config,
    // No file watching: an edit elsewhere in the tree must not restart the Worker mid-test.
    dev: { persist, server: { hostname: '127.0.0.1', port: 0 }, inspector: false, logLevel: 'none', watch: false },
    bindings: {
      ADMIN_TOKEN: { type: 'plain_text', value: ADMIN_TOKEN },
      ...Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text' as const, value }])),
    },
  });
  await worker.ready;
  return {
    fetch: async (p, init) => (await worker.fetch(`http://127.0.0.1${p}`, init as never)) as unknown as Response,
    dispose: async () => {
      await worker.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
    query: <Row,>(sql: string) => {
      const out = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '-c', config, '--persist-to', persist, '--json', '--command', sql], {
        cwd: root,
        env: process.env,
        encoding: 'utf8',
      });
      return (JSON.parse(out) as Array<{ results: Row[] }>)[0]!.results;
    },
  };
}

let ipCounter = 0;
/** A distinct client address per caller, so the per-client rate limit of one test leaves others alone. */
export function freshClientIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

export function validLead(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    email: 'ada@analytical.example',
    source: 'data-in-action',
    userAgent: 'vitest',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function postLead(worker: TestWorker, body: unknown, headers: Record<string, string> = {}, ip = freshClientIp()) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const id = typeof body === 'object' && body && 'id' in body ? String((body as { id: unknown }).id) : undefined;
  return worker.fetch('/api/leads', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': ip,
      ...(id ? { 'Idempotency-Key': id } : {}),
      ...headers,
    },
    body: payload,
  });
}

export async function countLeads(worker: TestWorker): Promise<number> {
  const response = await worker.fetch('/api/leads?limit=10000', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  const body = (await response.json()) as { count: number };
  return body.count;
}
