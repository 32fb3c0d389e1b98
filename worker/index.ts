/**
 * The one Worker: `/api/*` is answered here; everything else is a static asset from dist/, and
 * paths with no asset get the prerendered 404 page (the shell) with status 404. The shell's own
 * URL is a 404 too: it is the not-found page, never a page of its own.
 */
import {
  isKnownPath,
  isStaffPath,
  normalisePath,
  prerenderFileFor,
  SHELL_FILE,
} from '../src/shared/routes';
import { errorResponse, json } from './http';
import { logError, logInfo, logRequest, requestIdFor } from './logger';
import { version } from '../package.json';
import type { Env, NotificationMessage } from './env';
import { NOINDEX, securityHeaders } from '../src/shared/security-headers';
import { createLead } from './leads';
import {
  assignLeadOwner,
  eraseLead,
  eraseLeads,
  getLead,
  listLeadOwners,
  listLeads,
  resendNotification,
  updateLead,
} from './leads-admin';
import { consumeLeadQueue } from './lead-notify';
import { consumeInsightQueue, getInsights, INSIGHT_QUEUE_NAMES, postHit } from './insights';
import { INSIGHTS_API } from '../src/shared/insights';
import type { InsightMessage } from './insights';
import { runRetention } from './lead-retention-job';
import { AUDIT_RETENTION_DAYS, deleteExpiredAudit } from './audit';
import { eraseRepEvents, getDashboard, getProgress, getWhoami, postEvents } from './portal-sync';
import { getInsight, getRepActivity } from './portal-insight';
import { PORTAL_API } from '../src/shared/portal-events';
import { PEOPLE_API } from '../src/shared/people';
import { PORTAL_DEVICES_API } from '../src/shared/portal-devices';
import { checkIn, enrolDevice, listDevices, removeDevice } from './portal-devices';
import * as auth from './auth-routes';
import { LIBRARY_API } from '../src/shared/library-publish';
import * as library from './library';
import { runLibraryCleanup } from './library-cleanup';
import { CLIENT_ERRORS_API } from '../src/shared/client-errors';
import { listClientErrors, reportClientError, runClientErrorRetention } from './client-errors';
import { runPortalEventRetention } from './portal-event-retention';
import {
  invitePerson,
  listAudit,
  listPeople,
  newInviteLink,
  updatePerson,
  withdrawInvite,
} from './people';

type Handler = (
  request: Request,
  env: Env,
  url: URL,
  params: Record<string, string>,
) => Promise<Response> | Response;

/** Method handlers per path pattern; `:name` matches one path segment. */
const api: Array<[pattern: string, methods: Partial<Record<string, Handler>>]> = [
  ['/api/health', { GET: () => json({ ok: true, version }) }],
  ['/api/leads', { POST: createLead, GET: listLeads, DELETE: eraseLeads }],
  // Before the :id pattern, which would otherwise take "owners" for an id.
  ['/api/leads/owners', { GET: listLeadOwners }],
  ['/api/leads/:id', { GET: getLead, PATCH: updateLead, DELETE: eraseLead }],
  ['/api/leads/:id/owner', { PUT: assignLeadOwner }],
  ['/api/leads/:id/resend', { POST: resendNotification }],
  [INSIGHTS_API.hit, { POST: postHit }],
  [INSIGHTS_API.report, { GET: getInsights }],
  [PORTAL_API.events, { POST: postEvents }],
  [PORTAL_API.progress, { GET: getProgress }],
  [PORTAL_API.dashboard, { GET: getDashboard }],
  [PORTAL_API.whoami, { GET: getWhoami }],
  [PORTAL_API.reps, { DELETE: eraseRepEvents }],
  [PORTAL_API.insight, { GET: getInsight }],
  [PORTAL_API.repActivity, { GET: getRepActivity }],
  [PORTAL_DEVICES_API.devices, { GET: listDevices, POST: enrolDevice }],
  // Before the :id pattern, which would otherwise take "check-in" for an id.
  [PORTAL_DEVICES_API.checkIn, { POST: checkIn }],
  ['/api/portal/devices/:id', { DELETE: removeDevice }],
  [PEOPLE_API.session, { GET: auth.getSession }],
  [PEOPLE_API.inviteInspect, { POST: auth.inspectInvite }],
  [PEOPLE_API.invitePasskeyOptions, { POST: auth.invitePasskeyOptions }],
  [PEOPLE_API.invitePasskey, { POST: auth.invitePasskey }],
  [PEOPLE_API.invitePassphrase, { POST: auth.invitePassphrase }],
  [PEOPLE_API.passkeySignInOptions, { POST: auth.passkeySignInOptions }],
  [PEOPLE_API.passkeySignIn, { POST: auth.passkeySignIn }],
  [PEOPLE_API.passphraseSignIn, { POST: auth.passphraseSignIn }],
  [PEOPLE_API.signOut, { POST: auth.signOut }],
  [PEOPLE_API.signOutEverywhere, { POST: auth.signOutEverywhere }],
  [PEOPLE_API.myPasskeys, { GET: auth.listMyPasskeys, POST: auth.addMyPasskey }],
  [PEOPLE_API.myPasskeyOptions, { POST: auth.myPasskeyOptions }],
  ['/api/auth/passkeys/:id', { DELETE: auth.removeMyPasskey }],
  [PEOPLE_API.myPassphrase, { PUT: auth.setMyPassphrase }],
  [PEOPLE_API.people, { GET: listPeople, POST: invitePerson }],
  ['/api/people/:id', { PATCH: updatePerson }],
  ['/api/people/:id/invites', { POST: newInviteLink }],
  ['/api/invites/:id', { DELETE: withdrawInvite }],
  [PEOPLE_API.audit, { GET: listAudit }],
  // The library studio and feed (issue 26); a document id is one segment (its slashes encoded).
  [LIBRARY_API.studio, { GET: library.getStudio }],
  [LIBRARY_API.feed, { GET: library.getFeed }],
  [LIBRARY_API.documents, { POST: library.createDocument }],
  ['/api/library/documents/:id', { PATCH: library.updateDocument }],
  ['/api/library/documents/:id/versions', { POST: library.createVersion }],
  [LIBRARY_API.uploads, { GET: library.listUploads, POST: library.startUpload }],
  ['/api/library/uploads/:id', { DELETE: library.abandonUpload }],
  ['/api/library/uploads/:id/parts/:part', { PUT: library.putUploadPart }],
  ['/api/library/uploads/:id/complete', { POST: library.completeUpload }],
  ['/api/library/files/:key', { GET: library.getFile }],
  // Browsers report uncaught errors here; admins list them (issue 28 item 5).
  [CLIENT_ERRORS_API, { POST: reportClientError, GET: listClientErrors }],
];

/** What the request log line says about a request besides its status: filled in while routing. */
interface RouteNote {
  /** The matched route pattern, never the raw path (ids and tokens stay out of the logs). */
  route: string;
  /** The name of what a handler threw, when it did. */
  error?: string;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) {
      if (!have[i]) return null;
      params[part.slice(1)] = have[i]!;
    } else if (part !== have[i]) return null;
  }
  return params;
}

async function handleApi(request: Request, env: Env, url: URL, note: RouteNote): Promise<Response> {
  const path = url.pathname.replace(/\/$/, '');
  for (const [pattern, methods] of api) {
    const params = matchPath(pattern, path);
    if (!params) continue;
    note.route = pattern;
    const handler =
      methods[request.method] ?? (request.method === 'HEAD' ? methods.GET : undefined);
    if (!handler) {
      const allow = Object.keys(methods).join(', ');
      return errorResponse(405, 'method_not_allowed', `Use ${allow} for ${url.pathname}.`, {
        Allow: allow,
      });
    }
    try {
      return await handler(request, env, url, params);
    } catch (error) {
      // A handler that did not expect a failure (D1 unreachable mid-call, say): one JSON answer
      // that says to retry, never the runtime's bare 500 page.
      note.error = error instanceof Error ? error.name : typeof error;
      logError('handler failed', error, { method: request.method, route: pattern });
      return errorResponse(
        503,
        'unavailable',
        'The server could not answer just now; retry shortly.',
        {
          'Retry-After': '5',
        },
      );
    }
  }
  return errorResponse(404, 'not_found', `No API endpoint at ${url.pathname}.`);
}

const SHELL_PATHS = new Set([`/${SHELL_FILE}`, `/${SHELL_FILE.replace(/\.html$/, '')}`]);

/** A prerendered document from dist/ under another URL, answered with `status`. */
async function serveDocument(
  request: Request,
  env: Env,
  url: URL,
  file: string,
  status: number,
): Promise<Response> {
  const documentUrl = new URL(`/${file.replace(/\.html$/, '')}`, url);
  // Conditional headers belong to the page the browser asked for, not to this document: a 304
  // for it re-labelled as this page's answer would be an empty document.
  const headers = new Headers(request.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  const document = await env.ASSETS.fetch(new Request(documentUrl, { headers }));
  return new Response(document.body, { status, headers: document.headers });
}

/** No asset at this path: a known page (reached another way) gets its own document, anything else the 404 page. */
function serveFallback(request: Request, env: Env, url: URL): Promise<Response> {
  const path = normalisePath(url.pathname);
  if (isKnownPath(path) && !SHELL_PATHS.has(path))
    return serveDocument(request, env, url, prerenderFileFor(path), 200);
  return serveDocument(request, env, url, SHELL_FILE, 404);
}

const SECURITY_HEADERS = securityHeaders();

/**
 * The Worker's own responses get the same headers as static assets (dist/_headers): the security
 * headers everywhere, and noindex on staff paths and on every 404.
 */
function withSecurityHeaders(response: Response, url: URL): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (isStaffPath(url.pathname) || response.status === 404)
    secured.headers.set('X-Robots-Tag', NOINDEX);
  return secured;
}

async function route(request: Request, env: Env, note: RouteNote): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    note.route = '/api/*';
    return handleApi(request, env, url, note);
  }
  // A page of the route table is named by its path (none holds an id); anything else is an asset.
  const page = normalisePath(url.pathname);
  note.route = isKnownPath(page) ? page : '(asset)';

  const readsPage = request.method === 'GET' || request.method === 'HEAD';
  // wrangler.jsonc sends the shell's own URLs here first (run_worker_first).
  if (readsPage && SHELL_PATHS.has(normalisePath(url.pathname)))
    return serveDocument(request, env, url, SHELL_FILE, 404);

  const asset = await env.ASSETS.fetch(request);
  if (asset.status !== 404) return asset;
  const acceptsHtml = (request.headers.get('Accept') ?? '').includes('text/html');
  if (readsPage && acceptsHtml) return serveFallback(request, env, url);
  return asset;
}

/** Every answer: security headers, X-Request-Id, and one log line (worker/logger.ts). */
async function answer(request: Request, env: Env): Promise<Response> {
  const started = Date.now();
  const requestId = requestIdFor(request);
  const note: RouteNote = { route: '(unknown)' };
  let response: Response;
  try {
    response = await route(request, env, note);
  } catch (error) {
    // Outside the API too (the assets binding failing, say): a JSON answer that says to retry.
    note.error = error instanceof Error ? error.name : typeof error;
    logError('request failed', error, { requestId, method: request.method, route: note.route });
    response = errorResponse(
      503,
      'unavailable',
      'The server could not answer just now; retry shortly.',
      {
        'Retry-After': '5',
      },
    );
  }
  const secured = withSecurityHeaders(response, new URL(request.url));
  secured.headers.set('X-Request-Id', requestId);
  logRequest({
    requestId,
    method: request.method,
    route: note.route,
    status: secured.status,
    durationMs: Date.now() - started,
    ...(note.error ? { error: note.error } : {}),
  });
  return secured;
}

export default {
  fetch: answer,
  async queue(batch, env): Promise<void> {
    if (INSIGHT_QUEUE_NAMES.includes(batch.queue))
      await consumeInsightQueue(batch as MessageBatch<InsightMessage>, env);
    else await consumeLeadQueue(batch as MessageBatch<NotificationMessage>, env);
  },
  async scheduled(controller, env): Promise<void> {
    await runRetention(env, controller.scheduledTime);
    const expired = await deleteExpiredAudit(env.DB, controller.scheduledTime);
    logInfo('audit retention', { deleted: expired, olderThanDays: AUDIT_RETENTION_DAYS });
    await runLibraryCleanup(env, controller.scheduledTime);
    await runPortalEventRetention(env, controller.scheduledTime);
    await runClientErrorRetention(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, NotificationMessage | InsightMessage>;
