/**
 * The one Worker: `/api/*` is answered here; everything else is a static asset from dist/,
 * and paths with no asset get the client-rendered app shell (200 for app routes, 404 otherwise).
 */
import { isKnownPath, SHELL_FILE } from '../src/shared/routes';
import { errorResponse, json } from './http';
import { version } from '../package.json';
import type { Env } from './env';
import { securityHeaders } from '../src/shared/security-headers';
import { createLead, exportLeads } from './leads';
import { eraseRepEvents, getDashboard, getProgress, getWhoami, postEvents } from './portal-sync';
import { PORTAL_API } from '../src/shared/portal-events';


type Handler = (request: Request, env: Env, url: URL) => Promise<Response> | Response;

const api: Record<string, Partial<Record<string, Handler>>> = {
  '/api/health': { GET: () => json({ ok: true, version }) },
  '/api/leads': { POST: createLead, GET: exportLeads },
  [PORTAL_API.events]: { POST: postEvents },
  [PORTAL_API.progress]: { GET: getProgress },
  [PORTAL_API.dashboard]: { GET: getDashboard },
  [PORTAL_API.whoami]: { GET: getWhoami },
  [PORTAL_API.reps]: { DELETE: eraseRepEvents },
};

async function handleApi(request: Request, env: Env, url: URL): Promise<Response> {
  const methods = api[url.pathname.replace(/\/$/, '')];
  if (!methods) return errorResponse(404, 'not_found', `No API endpoint at ${url.pathname}.`);
  const handler = methods[request.method] ?? (request.method === 'HEAD' ? methods.GET : undefined);
  if (!handler) {
    const allow = Object.keys(methods).join(', ');
    return errorResponse(405, 'method_not_allowed', `Use ${allow} for ${url.pathname}.`, { Allow: allow });
  }
  return handler(request, env, url);
}

async function serveShell(request: Request, env: Env, url: URL): Promise<Response> {
  const shellUrl = new URL(`/${SHELL_FILE.replace(/\.html$/, '')}`, url);
  // Conditional headers belong to the page the browser asked for, not to the shell: a 304 for
  // the shell re-labelled as this page's 200 would be an empty document.
  const headers = new Headers(request.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  const shell = await env.ASSETS.fetch(new Request(shellUrl, { headers }));
  const status = isKnownPath(url.pathname) ? 200 : 404;
  return new Response(shell.body, { status, headers: shell.headers });
}

const SECURITY_HEADERS = securityHeaders();

/** The Worker's own responses get the same security headers as static assets (dist/_headers). */
function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  return secured;
}

async function route(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(request, env, url);

  const asset = await env.ASSETS.fetch(request);
  if (asset.status !== 404) return asset;
  const acceptsHtml = (request.headers.get('Accept') ?? '').includes('text/html');
  if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml) {
    return serveShell(request, env, url);
  }
  return asset;
}

export default {
  async fetch(request, env): Promise<Response> {
    return withSecurityHeaders(await route(request, env));
  },
} satisfies ExportedHandler<Env>;
