/**
 * Team sync (issue 15, decision 0012): POST /api/portal/events stores a batch of event facts once
 * each; GET /api/portal/progress, /dashboard and /whoami read them. Every route needs the sync
 * credential (portal-auth.ts). Refusals are JSON 4xx; only storage failures are 5xx.
 */
import {
  parsePortalEventBatch,
  PORTAL_EVENTS_MAX_BODY_BYTES,
  repSchema,
  type PortalEventsAccepted,
} from '../src/shared/portal-events';
import { progressFromEvents, type PortalProgressResponse } from '../src/shared/portal-progress';
import {
  DASHBOARD_TOP_SEARCHES,
  dashboardRep,
  rankDocuments,
  type PortalDashboardResponse,
} from '../src/shared/portal-dashboard';
import type { PortalRepErased, PortalWhoami } from '../src/shared/api';
import * as z from 'zod/mini';
import { accessConfigured, authorisePortal } from './portal-auth';
import { clientKey } from './client-key';
import { errorResponse, json } from './http';
import { readJsonBody } from './request-body';
import {
  dashboardFacts,
  eraseRep,
  insertEvents,
  knownPeople,
  repFacts,
} from './portal-sync-queries';
import { requireStaffOrService } from './access-control';
import { audit } from './audit';
import { readSession, type ActiveSession } from './sessions';
import type { Env } from './env';

const RETRY_AFTER_RATE_LIMIT_S = 60;
const RETRY_AFTER_STORAGE_S = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the client is over its budget; a failing limiter lets the request through (logged). */
async function overLimit(request: Request, env: Env): Promise<boolean> {
  try {
    return !(await env.PORTAL_RATE_LIMITER.limit({ key: clientKey(request) })).success;
  } catch (error) {
    console.error('portal rate limiter failed; letting the request through', error);
    return false;
  }
}

const rateLimited = () =>
  errorResponse(429, 'rate_limited', 'Too many sync requests from this network; retry shortly.', {
    'Retry-After': String(RETRY_AFTER_RATE_LIMIT_S),
  });
const storageUnavailable = () =>
  errorResponse(
    503,
    'storage_unavailable',
    'Portal data could not be reached right now; retry shortly.',
    { 'Retry-After': String(RETRY_AFTER_STORAGE_S) },
  );

/**
 * Who is syncing: a signed-in person (their session names them: verified), or else a device that
 * holds the shared sync credential (the identity it declares: unverified).
 */
type SyncIdentity =
  | { ok: true; session: ActiveSession; accessEmail: null }
  | { ok: true; session: null; accessEmail: string | null }
  | { ok: false; response: Response };

async function syncIdentity(request: Request, env: Env): Promise<SyncIdentity> {
  const found = await readSession(request, env.DB, Date.now());
  if (found.ok) return { ok: true, session: found.session, accessEmail: null };
  const auth = await authorisePortal(request, env);
  return auth.ok ? { ok: true, session: null, accessEmail: auth.accessEmail } : auth;
}

export async function postEvents(request: Request, env: Env): Promise<Response> {
  const auth = await syncIdentity(request, env);
  if (!auth.ok) return auth.response;

  const body = await readJsonBody(request, PORTAL_EVENTS_MAX_BODY_BYTES, 'the events');
  if (!body.ok) return body.response;
  const data = body.data;
  const receivedAt = Date.now();
  const parsed = parsePortalEventBatch(data, receivedAt);
  if (!parsed.ok)
    return errorResponse(
      422,
      'validation_failed',
      'The batch has invalid events; none was stored.',
      {},
      parsed.problems,
    );

  // A session's person, or under Cloudflare Access the verified email, is the rep: what the body
  // claims is ignored.
  const person = auth.session?.person ?? null;
  const events = person
    ? parsed.value.events.map((event) => ({
        ...event,
        rep: { name: person.name, email: person.email },
      }))
    : auth.accessEmail === null
      ? parsed.value.events
      : parsed.value.events.map((event) => ({
          ...event,
          rep: { ...event.rep, email: auth.accessEmail! },
        }));
  if (await overLimit(request, env)) return rateLimited();
  try {
    if (!person && auth.accessEmail === null) {
      // Someone in the directory signs in as themselves: the shared credential cannot speak for them.
      const known = await knownPeople(
        env.DB,
        events.map((event) => event.rep.email),
      );
      if (known.length > 0)
        return errorResponse(
          403,
          'identity_known',
          `Sign in to sync as ${known.join(', ')}: the shared portal password cannot record events for people in the directory.`,
        );
    }
    const stored = await insertEvents(env.DB, events, receivedAt, person?.id ?? null);
    const answer: PortalEventsAccepted = {
      ok: true,
      accepted: stored,
      duplicates: events.length - stored,
    };
    return json(answer);
  } catch (error) {
    console.error('portal event storage failed', error);
    return storageUnavailable();
  }
}

const emailQuery = repSchema.shape.email;

export async function getProgress(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await syncIdentity(request, env);
  if (!auth.ok) return auth.response;
  let email = auth.session?.person.email ?? auth.accessEmail;
  if (email === null) {
    const parsed = z.safeParse(emailQuery, url.searchParams.get('email') ?? '');
    if (!parsed.success)
      return errorResponse(
        400,
        'invalid_email',
        "email must be the rep's work email, like name@firm.com.",
      );
    email = parsed.data;
  }
  if (await overLimit(request, env)) return rateLimited();
  try {
    const facts = await repFacts(env.DB, email);
    const answer: PortalProgressResponse = {
      ok: true,
      rep: { email, name: facts.activity?.rep_name ?? null },
      lastActiveAt: facts.activity ? new Date(facts.activity.last_active_at).toISOString() : null,
      progress: progressFromEvents(facts.training),
      contentUse: facts.contentUse,
    };
    return json(answer);
  } catch (error) {
    console.error('portal progress failed', error);
    return storageUnavailable();
  }
}

/** The team dashboard is a manager's (issue 24 item 4): the shared credential no longer opens it. */
export async function getDashboard(request: Request, env: Env): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'manager');
  if (!auth.ok) return auth.response;
  if (await overLimit(request, env)) return rateLimited();
  const now = Date.now();
  try {
    const { training, activity, documents, searches } = await dashboardFacts(env.DB, {
      since7: now - 7 * DAY_MS,
      since30: now - 30 * DAY_MS,
      searchLimit: DASHBOARD_TOP_SEARCHES,
    });
    const answer: PortalDashboardResponse = {
      ok: true,
      generatedAt: new Date(now).toISOString(),
      reps: activity.map((row) =>
        dashboardRep(
          {
            email: row.rep_email,
            name: row.rep_name,
            lastActiveAt: new Date(row.last_active_at).toISOString(),
          },
          progressFromEvents(training.get(row.rep_email) ?? []),
        ),
      ),
      documents: {
        last7Days: rankDocuments(
          documents.map((d) => ({
            documentId: d.documentId,
            views: d.views[0],
            downloads: d.downloads[0],
          })),
        ),
        last30Days: rankDocuments(
          documents.map((d) => ({
            documentId: d.documentId,
            views: d.views[1],
            downloads: d.downloads[1],
          })),
        ),
        allTime: rankDocuments(
          documents.map((d) => ({
            documentId: d.documentId,
            views: d.views[2],
            downloads: d.downloads[2],
          })),
        ),
        openedIds: documents.map((d) => d.documentId).sort(),
      },
      searchesWithoutResults: searches.map((s) => ({
        query: s.query,
        searches: s.searches,
        reps: s.reps,
        lastSearchedAt: new Date(s.last_searched_at).toISOString(),
      })),
    };
    return json(answer);
  } catch (error) {
    console.error('portal dashboard failed', error);
    return storageUnavailable();
  }
}

export async function getWhoami(request: Request, env: Env): Promise<Response> {
  const auth = await syncIdentity(request, env);
  if (!auth.ok) return auth.response;
  const answer: PortalWhoami = {
    ok: true,
    access: accessConfigured(env),
    email: auth.session?.person.email ?? auth.accessEmail,
  };
  return json(answer);
}

/** DELETE /api/portal/reps?email=: erases one rep's events (admin token, like the lead export). */
export async function eraseRepEvents(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const parsed = z.safeParse(emailQuery, url.searchParams.get('email') ?? '');
  if (!parsed.success)
    return errorResponse(
      400,
      'invalid_email',
      "email must be the rep's work email, like name@firm.com.",
    );
  try {
    const answer: PortalRepErased = {
      ok: true,
      email: parsed.data,
      erased: await eraseRep(env.DB, parsed.data),
    };
    await audit(env.DB, request, {
      action: 'events.erased',
      actor: auth.actor,
      subject: parsed.data,
      detail: { erased: answer.erased },
    });
    return json(answer);
  } catch (error) {
    console.error('portal erasure failed', error);
    return storageUnavailable();
  }
}
