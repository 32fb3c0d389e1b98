/**
 * Starts the real Worker in workerd (wrangler's unstable_startWorker: same bundling, bindings
 * and local D1 as `wrangler dev`) against a fresh database with the migrations applied (a copy of
 * the worker project's migrated template).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { inject } from 'vitest';
import { unstable_startWorker } from 'wrangler';
import type { AdminLead, AdminLeadPage } from '@/shared/lead-admin';
import { formatContentKeySecret, newOwnerSecrets } from '@/shared/device-keys';

export const ADMIN_TOKEN = 'test-admin-token-with-enough-entropy';
/**
 * The owner secrets of the "build" every test Worker serves (epoch 1), as a real build seals them in
 * its header: each Worker gets their PORTAL_CONTENT_KEY unless a test sets its own.
 */
export const TEST_OWNER_SECRETS = newOwnerSecrets();
export const TEST_EPOCH = 1;
export const TEST_CONTENT_KEY = formatContentKeySecret(TEST_EPOCH, TEST_OWNER_SECRETS);
const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, 'worker/wrangler.jsonc');

process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

export interface TestWorker {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Runs SQL (one statement or several) on the Worker's local D1 from outside, e.g. to age rows. */
  sql: (command: string) => void;
  /** Runs one SQL query on the Worker's local D1 from outside and returns its rows. */
  query: <Row = Record<string, unknown>>(sql: string) => Row[];
  dispose: () => Promise<void>;
  /** The local D1 directory (for scripts that take --persist-to, e.g. scripts/people.mjs). */
  persist: string;
  /**
   * Restarts the Worker on the same D1 with these plain-text bindings in place of the ones it was
   * started with (a changed secret, as after a deploy); ADMIN_TOKEN and the defaults stay.
   */
  restart: (vars: Record<string, string>) => Promise<void>;
}

export interface TestWorkerOptions {
  /** Extra plain-text bindings (LEAD_WEBHOOK_URL, PORTAL_SYNC_VERIFIER, ...). */
  vars?: Record<string, string>;
}

export async function startTestWorker(options: TestWorkerOptions = {}): Promise<TestWorker> {
  const persist = mkdtempSync(path.join(tmpdir(), 'msd-worker-'));
  // A copy of the migrated template (tests/worker/d1-template.ts): the same fresh database as
  // applying the migrations here, without starting wrangler once more per file.
  cpSync(inject('d1Template'), persist, { recursive: true });
  const start = async (vars: Record<string, string> = {}) => {
    const started = await unstable_startWorker({
      config,
      dev: {
        persist,
        server: { hostname: '127.0.0.1', port: 0 },
        inspector: false,
        logLevel: (process.env.WORKER_LOG as 'none' | undefined) ?? 'none',
        // No file watching: an edit elsewhere in the tree must not restart the Worker mid-test.
        watch: false,
        // GET /__scheduled runs the Cron Trigger's handler (wrangler 4.86's /cdn-cgi/handler/scheduled
        // answers "exception" when the Worker has static assets).
        testScheduled: true,
      },
      bindings: Object.fromEntries(
        Object.entries({ ADMIN_TOKEN, PORTAL_CONTENT_KEY: TEST_CONTENT_KEY, ...vars }).map(
          ([name, value]) => [name, { type: 'plain_text', value }],
        ),
      ),
    });
    await started.ready;
    return started;
  };
  let worker = await start(options.vars);
  const query = <Row>(command: string): Row[] =>
    onD1(persist, (db) =>
      db
        .prepare(command)
        .all()
        .map((row) => ({ ...row }) as Row),
    );
  return {
    fetch: async (p, init) => {
      // Miniflare keeps the connections of worker.fetch alive (undici closes one idle for 1 s;
      // workerd closes one idle for 10-15 s). A test that blocks the event loop (a CLI run through
      // execFileSync, seconds under load) keeps undici's timer from running, and the next request
      // went out on a connection workerd had closed: "SocketError: other side closed". One timer
      // turn first lets the overdue idle timers close such connections, so the request opens a new one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return (await worker.fetch(`http://127.0.0.1${p}`, init as never)) as unknown as Response;
    },
    sql: (command) => onD1(persist, (db) => db.exec(command)),
    query,
    persist,
    restart: async (vars) => {
      await worker.dispose();
      worker = await start(vars);
    },
    dispose: async () => {
      await worker.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` on the local D1's SQLite file itself, beside the running Worker, as `wrangler d1
 * execute --local` does, without starting wrangler and a second workerd per call (about 1.5 s of
 * CPU each). The file is in WAL mode, so SQLite's own locking keeps the two processes consistent;
 * a write the Worker holds is waited for, not failed. Opened per call, so nothing is held between.
 */
function onD1<T>(persist: string, use: (db: DatabaseSync) => T): T {
  const dir = path.join(persist, 'v3/d1/miniflare-D1DatabaseObject');
  const [file, ...others] = readdirSync(dir).filter(
    (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
  );
  if (!file || others.length > 0) throw new Error(`expected one D1 database in ${dir}`);
  const db = new DatabaseSync(path.join(dir, file), { timeout: 10_000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
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

export function postLead(
  worker: TestWorker,
  body: unknown,
  headers: Record<string, string> = {},
  ip = freshClientIp(),
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const id = typeof body === 'object' && body && 'id' in body ? String(body.id) : undefined;
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

export const adminAuth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** Every lead matching `query`, walking the cursor pages (200 a page). */
export async function allLeads(worker: TestWorker, query = ''): Promise<AdminLead[]> {
  const leads: AdminLead[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', '200');
    if (cursor) params.set('cursor', cursor);
    const response = await worker.fetch(`/api/leads?${params}`, { headers: adminAuth });
    if (response.status !== 200)
      throw new Error(`GET /api/leads answered ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as AdminLeadPage;
    leads.push(...page.leads);
    cursor = page.nextCursor;
  } while (cursor);
  return leads;
}

export async function countLeads(worker: TestWorker): Promise<number> {
  return (await allLeads(worker)).length;
}

/**
 * Waits, when needed, until the current rate-limit window has `seconds` left. The Workers rate
 * limiting binding counts in windows aligned to the wall clock (miniflare's, like Cloudflare's:
 * `floor(now / period)`), so a test that counts a client up to its limit and expects 429 fails
 * whenever a window ends mid-count, which under load (35 requests took 8.5 s) was about one run in
 * seven. Starting early in a window makes the count one window's.
 */
export async function startEarlyInRateWindow(seconds = 25, periodSeconds = 60): Promise<void> {
  const period = periodSeconds * 1000;
  const left = period - (Date.now() % period);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Runs a count up to a rate limit inside one window of the limiter's clock (above): for a count too
 * long to start early enough for (120 requests under load take longer than a window's tail), it
 * runs again once if a window ended meanwhile. `attempt` (0, then 1) is for the client address:
 * the second run must come from a client the first did not count.
 */
export async function inOneRateWindow<T>(
  run: (attempt: number) => Promise<T>,
  periodSeconds = 60,
): Promise<T> {
  const window = () => Math.floor(Date.now() / (periodSeconds * 1000));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const started = window();
    const result = await run(attempt);
    if (window() === started) return result;
  }
  throw new Error('two rate-limit windows in a row ended during the count');
}
