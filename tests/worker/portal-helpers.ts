/** Shared fixtures for the portal sync tests: a credential pair, event factories and requests. */
import { deriveSyncCredential, syncVerifier } from '../../src/shared/sync-credential';
import { freshClientIp, type TestWorker } from './harness';

const SALT = Uint8Array.from({ length: 16 }, (_, i) => 100 + i);
const ITERATIONS = 1_000;

/** The credential a device of this build derives, the one from before a password rotation, and the verifier. */
export async function credentials() {
  const current = await deriveSyncCredential('current-portal-password', SALT, ITERATIONS);
  const preRotation = await deriveSyncCredential('previous-portal-password', SALT, ITERATIONS);
  return { current, preRotation, verifier: await syncVerifier(current) };
}

export const DEVICE_A = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const DEVICE_B = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';

export function portalEvent(
  rep: { name: string; email: string },
  kind: string,
  occurredAt: string,
  extra: Record<string, unknown> = {},
  deviceId = DEVICE_A,
) {
  return { id: crypto.randomUUID(), kind, rep, deviceId, occurredAt, ...extra };
}

export function postEvents(
  worker: TestWorker,
  body: unknown,
  credential: string | undefined,
  headers: Record<string, string> = {},
) {
  return worker.fetch('/api/portal/events', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': freshClientIp(),
      ...(credential ? { Authorization: `Bearer ${credential}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function getJson(
  worker: TestWorker,
  path: string,
  credential: string | undefined,
  headers: Record<string, string> = {},
) {
  return worker.fetch(path, {
    headers: {
      'CF-Connecting-IP': freshClientIp(),
      ...(credential ? { Authorization: `Bearer ${credential}` } : {}),
      ...headers,
    },
  });
}

/** Rows the Worker stored at or after `since` (epoch ms): one wrangler call proves "stored nothing" for a test. */
export function eventsReceivedSince(worker: TestWorker, since: number): number {
  return worker.query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM portal_events WHERE received_at >= ${Math.floor(since)}`,
  )[0]!.n;
}

export async function expectJsonError(response: Response, status: number, code: string) {
  if (response.status !== status)
    throw new Error(`expected ${status} ${code}, got ${response.status}: ${await response.text()}`);
  if (!/application\/json/.test(response.headers.get('Content-Type') ?? ''))
    throw new Error('error is not JSON');
  const body = (await response.json()) as {
    ok: boolean;
    error: { code: string; message: string; fields?: Array<{ field: string }> };
  };
  if (body.ok !== false || body.error.code !== code)
    throw new Error(`expected code ${code}, got ${JSON.stringify(body)}`);
  return body;
}
