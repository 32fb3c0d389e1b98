import { afterEach, describe, expect, it } from 'vitest';
import worker from './index';
import type { Env } from './env';
import { errorFields, logRequest, requestIdFor, setLogSink, type LogLevel } from './logger';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let restore: (() => void) | undefined;
function capture(): Array<{ level: LogLevel; line: Record<string, unknown> }> {
  const lines: Array<{ level: LogLevel; line: Record<string, unknown> }> = [];
  restore = setLogSink((level, text) =>
    lines.push({ level, line: JSON.parse(text) as Record<string, unknown> }),
  );
  return lines;
}
afterEach(() => restore?.());

const call = (request: Request, env: Partial<Env> = {}) => worker.fetch(request, env as Env);

describe('requestIdFor', () => {
  it("is cf-ray's value when Cloudflare sent one", () => {
    const request = new Request('https://msd.test/', {
      headers: { 'cf-ray': '8f1c2a3b4d5e6f70-LHR' },
    });
    expect(requestIdFor(request)).toBe('8f1c2a3b4d5e6f70-LHR');
  });

  it('is a new UUID without cf-ray, or when cf-ray is not a ray id', () => {
    const plain = requestIdFor(new Request('https://msd.test/'));
    expect(plain).toMatch(UUID);
    expect(requestIdFor(new Request('https://msd.test/'))).not.toBe(plain);
    const forged = new Request('https://msd.test/', { headers: { 'cf-ray': 'a b"c' } });
    expect(requestIdFor(forged)).toMatch(UUID);
    const long = new Request('https://msd.test/', { headers: { 'cf-ray': 'a'.repeat(65) } });
    expect(requestIdFor(long)).toMatch(UUID);
  });
});

describe('log lines', () => {
  it('a request line has exactly method, route, status, duration and request id', () => {
    const lines = capture();
    logRequest({
      requestId: 'r1',
      method: 'GET',
      route: '/api/health',
      status: 200,
      durationMs: 3,
    });
    logRequest({
      requestId: 'r2',
      method: 'POST',
      route: '/api/leads',
      status: 503,
      durationMs: 12,
      error: 'TypeError',
    });
    logRequest({ requestId: 'r3', method: 'GET', route: '(asset)', status: 500, durationMs: 0 });
    expect(lines).toEqual([
      {
        level: 'info',
        line: {
          level: 'info',
          msg: 'request',
          requestId: 'r1',
          method: 'GET',
          route: '/api/health',
          status: 200,
          durationMs: 3,
        },
      },
      {
        level: 'error',
        line: {
          level: 'error',
          msg: 'request',
          requestId: 'r2',
          method: 'POST',
          route: '/api/leads',
          status: 503,
          durationMs: 12,
          error: 'TypeError',
        },
      },
      {
        level: 'error',
        line: {
          level: 'error',
          msg: 'request',
          requestId: 'r3',
          method: 'GET',
          route: '(asset)',
          status: 500,
          durationMs: 0,
        },
      },
    ]);
  });

  it("an error's message loses emails, long tokens and query strings", () => {
    const error = new TypeError(
      'no person ada@analytical.example for token 3q2-7wEjRt5uYpLm9ZxCvBnQ at https://msd.test/admin/welcome?invite=abc#x',
    );
    expect(errorFields(error)).toEqual({
      error: 'TypeError',
      errorMessage: 'no person [email] for token [token] at https://msd.test/admin/welcome',
    });
    expect(errorFields('plain')).toEqual({ error: 'string', errorMessage: 'plain' });
  });
});

describe('the fetch handler', () => {
  it('answers every request with X-Request-Id and logs one line with the route pattern', async () => {
    const lines = capture();
    const response = await call(
      new Request('https://msd.test/api/health', { headers: { 'cf-ray': '8f1c2a3b4d5e6f70-LHR' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')).toBe('8f1c2a3b4d5e6f70-LHR');
    expect(lines).toHaveLength(1);
    const line = lines[0]!.line;
    expect(typeof line.durationMs).toBe('number');
    expect({ ...line, durationMs: 0 }).toEqual({
      level: 'info',
      msg: 'request',
      requestId: '8f1c2a3b4d5e6f70-LHR',
      method: 'GET',
      route: '/api/health',
      status: 200,
      durationMs: 0,
    });
  });

  it('logs the pattern, not the path, and the error name when a handler throws (no email, no body)', async () => {
    const lines = capture();
    // D1 unreachable: the handler throws when it checks the token.
    const db = {
      prepare: () => {
        throw new TypeError('D1 is unreachable');
      },
    } as unknown as D1Database;
    const response = await call(
      new Request('https://msd.test/api/leads/ada%40analytical.example', {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'secret-agent/1.0',
          Authorization: 'Bearer service-token-value',
          'CF-Connecting-IP': '203.0.113.9',
        },
        body: JSON.stringify({ note: 'call ada@analytical.example' }),
      }),
      { DB: db },
    );
    expect(response.status).toBe(503);
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(UUID);
    const request = lines.find((entry) => entry.line.msg === 'request')!.line;
    expect({ ...request, durationMs: 0 }).toEqual({
      level: 'error',
      msg: 'request',
      requestId: id,
      method: 'PATCH',
      route: '/api/leads/:id',
      status: 503,
      durationMs: 0,
      error: 'TypeError',
    });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('analytical');
    expect(everything).not.toContain('secret-agent');
    expect(everything).not.toContain('call ');
    expect(everything).not.toContain('service-token-value');
    expect(everything).not.toContain('203.0.113.9');
  });

  it('gives 404s and 405s a request id too', async () => {
    const lines = capture();
    const missing = await call(new Request('https://msd.test/api/nothing/here'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Request-Id')).toMatch(UUID);
    const wrongMethod = await call(new Request('https://msd.test/api/health', { method: 'PUT' }));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('X-Request-Id')).toMatch(UUID);
    expect(lines.map((entry) => [entry.line.route, entry.line.status])).toEqual([
      ['/api/*', 404],
      ['/api/health', 405],
    ]);
  });

  it('answers pages and assets with a request id, and a failing assets binding with a 503', async () => {
    const lines = capture();
    const assets = {
      fetch: async () => new Response('body', { status: 200 }),
    } as unknown as Fetcher;
    const page = await call(new Request('https://msd.test/about/'), { ASSETS: assets });
    expect(page.headers.get('X-Request-Id')).toMatch(UUID);
    const asset = await call(new Request('https://msd.test/assets/app-1a2b.js'), {
      ASSETS: assets,
    });
    expect(asset.headers.get('X-Request-Id')).toMatch(UUID);
    const broken = { fetch: () => Promise.reject(new RangeError('gone')) } as unknown as Fetcher;
    const failed = await call(new Request('https://msd.test/about'), { ASSETS: broken });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('X-Request-Id')).toMatch(UUID);
    expect(failed.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(
      lines
        .filter((e) => e.line.msg === 'request')
        .map((e) => [e.line.route, e.line.status, e.line.error]),
    ).toEqual([
      ['/about', 200, undefined],
      ['(asset)', 200, undefined],
      ['/about', 503, 'RangeError'],
    ]);
  });
});
