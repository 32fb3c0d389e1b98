import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  apiError,
  STAFF_WORDS,
  staffAnswer,
  staffCall,
  staffGet,
  type StaffFailure,
} from './staff-session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

class Failed extends Error {
  constructor(readonly failure: StaffFailure) {
    super('failed');
  }
}

const countSchema = z.object({ count: z.number() });

afterEach(() => vi.unstubAllGlobals());

describe('apiError', () => {
  it('reads the API error shape', async () => {
    const body = {
      ok: false,
      error: {
        code: 'validation_failed',
        message: 'Check the form.',
        fields: [{ field: 'email', message: 'Email is required.' }],
      },
    };
    expect(await apiError(json(422, body))).toEqual({
      code: 'validation_failed',
      message: 'Check the form.',
      fields: [{ field: 'email', message: 'Email is required.' }],
    });
  });

  it('words what the body lacks, and a body that is not JSON', async () => {
    expect(await apiError(json(403, { ok: false }))).toEqual({
      code: 'unknown',
      message: 'The server refused the request (403).',
      fields: [],
    });
    expect(await apiError(new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({
      code: 'unknown',
      message: 'The server could not answer (502). Try again in a moment.',
      fields: [],
    });
  });
});

describe('staffCall', () => {
  it('returns a success as it came', async () => {
    const answer = json(200, { count: 1 });
    expect(
      await staffCall(
        '/api/x',
        {},
        (failure) => new Failed(failure),
        async () => answer,
      ),
    ).toBe(answer);
  });

  it('hands an error answer to the feature, with its status, code, message and fields', async () => {
    const call = staffCall(
      '/api/x',
      { method: 'POST' },
      (failure) => new Failed(failure),
      async () => json(409, { ok: false, error: { code: 'last_admin', message: 'No.' } }),
    );
    await expect(call).rejects.toMatchObject({
      failure: { kind: 'answered', status: 409, code: 'last_admin', message: 'No.', fields: [] },
    });
  });

  it('hands no answer to the feature as offline, and rethrows an abort as it is', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      staffCall('/api/x', {}, (failure) => new Failed(failure), unreachable),
    ).rejects.toMatchObject({
      failure: { kind: 'offline' },
    });
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(
      staffCall(
        '/api/x',
        { signal: controller.signal },
        (failure) => new Failed(failure),
        async () => {
          throw aborted;
        },
      ),
    ).rejects.toBe(aborted);
  });
});

describe('staffAnswer', () => {
  it('returns the checked body, or the feature’s error with the unreadable-answer words', async () => {
    const fail = (message: string) => new Error(message);
    expect(await staffAnswer(json(200, { count: 3 }), countSchema, fail)).toEqual({ count: 3 });
    await expect(staffAnswer(json(200, { count: '3' }), countSchema, fail)).rejects.toThrow(
      STAFF_WORDS.unreadable,
    );
    await expect(staffAnswer(new Response('not json'), countSchema, fail)).rejects.toThrow(
      STAFF_WORDS.unreadable,
    );
  });
});

describe('staffGet', () => {
  const answering = (response: Response | Error) => {
    const fetch = vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('GETs with the session cookie and no cache, and returns the checked body', async () => {
    const fetch = answering(json(200, { count: 2 }));
    expect(await staffGet('/api/count', countSchema)).toEqual({ count: 2 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/count',
      expect.objectContaining({ method: 'GET', cache: 'no-store', credentials: 'same-origin' }),
    );
  });

  it('shows the server’s words for a refusal and its own for a failure or no answer', async () => {
    answering(
      json(403, { ok: false, error: { code: 'role_required', message: 'Managers only.' } }),
    );
    await expect(staffGet('/api/count', countSchema)).rejects.toThrow(/^Managers only\.$/);
    answering(json(500, { ok: false, error: { code: 'internal', message: 'D1 exploded' } }));
    await expect(staffGet('/api/count', countSchema)).rejects.toThrow(
      /^The server could not answer \(500\)\. Try again in a moment\.$/,
    );
    answering(new TypeError('Failed to fetch'));
    await expect(staffGet('/api/count', countSchema)).rejects.toThrow(STAFF_WORDS.offline);
    answering(json(200, { count: null }));
    await expect(staffGet('/api/count', countSchema)).rejects.toThrow(STAFF_WORDS.unreadable);
  });

  it('a 499 is still a refusal with the server’s words; 500 is the first failure', async () => {
    answering(json(499, { ok: false, error: { code: 'x', message: 'Client went away.' } }));
    await expect(staffGet('/api/count', countSchema)).rejects.toThrow(/^Client went away\.$/);
  });
});
