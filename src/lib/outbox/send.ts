/** One POST of the outbox, reduced to what the policy needs. No DOM APIs (the service worker runs it). */
import type { ApiError } from '@/shared/api';
import type { MsdDatabase } from '@/lib/db';
import type { SendOutcome } from './policy';

const SEND_TIMEOUT_MS = 15_000;

export interface SyncDeps {
  db: MsdDatabase;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  /** Origin to post to; relative in the page, the worker's own origin in the service worker. */
  baseUrl?: string;
}

export interface SendResult {
  outcome: SendOutcome;
  error?: ApiError['error'];
}

export async function post(
  deps: SyncDeps,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<SendResult> {
  try {
    const response = await deps.fetch(
      new URL(path, deps.baseUrl ?? globalThis.location?.origin).toString(),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
    );
    let error: SendResult['error'];
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as Partial<ApiError> | null;
      error = answer?.error ?? {
        code: `http_${response.status}`,
        message: response.statusText || `HTTP ${response.status}`,
      };
    } else {
      await response.body?.cancel().catch(() => undefined);
    }
    return {
      outcome: {
        kind: 'response',
        status: response.status,
        retryAfter: response.headers.get('Retry-After'),
      },
      error,
    };
  } catch (thrown) {
    return {
      outcome: {
        kind: 'network-error',
        message: thrown instanceof Error ? thrown.message : String(thrown),
      },
    };
  }
}
