/**
 * The one Worker: `/api/*` is answered here; everything else is a static asset from dist/,
 * and paths with no asset get the client-rendered app shell (200 for app routes, 404 otherwise).
 */
import { isKnownPath, SHELL_FILE } from '../src/shared/routes';
import { errorResponse, json } from './http';

export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  APP_VERSION: string;
}

async function handleApi(request: Request, env: Env, url: URL): Promise<Response> {
  if (url.pathname === '/api/health') {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorResponse(405, 'method_not_allowed', 'Use GET for /api/health.', { Allow: 'GET, HEAD' });
    }
    return json({ ok: true, version: env.APP_VERSION });
  }
  return errorResponse(404, 'not_found', `No API endpoint at ${url.pathname}.`);
}

async function serveShell(request: Request, env: Env, url: URL): Promise<Response> {
  const shellUrl = new URL(`/${SHELL_FILE.replace(/\.html$/, '')}`, url);
  const shell = await env.ASSETS.fetch(new Request(shellUrl, { headers: request.headers }));
  const status = isKnownPath(url.pathname) ? 200 : 404;
  return new Response(shell.body, { status, headers: shell.headers });
}

export default {
  async fetch(request, env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(request, env, url);

    const asset = await env.ASSETS.fetch(request);
    if (asset.status !== 404) return asset;
    const acceptsHtml = (request.headers.get('Accept') ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml) {
      return serveShell(request, env, url);
    }
    return asset;
  },
} satisfies ExportedHandler<Env>;
