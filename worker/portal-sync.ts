/**
 * Team sync (issue 15, decision 0012): POST /api/portal/events stores a batch of event facts once
 * each; GET /api/portal/progress, /dashboard and /whoami read them. Every route needs a session,
 * an enrolled device's sync token (portal-devices.ts) or the shared sync credential (portal-auth.ts). Refusals are JSON 4xx; only storage failures are 5xx.
 */
import {
  parsePortalEventBatch,
  PORTAL_EVENTS_MAX_BODY_BYTES,
  repEmailLookupSchema,
  repSchema,
  type PortalEvent,
  type PortalEventsAccepted,
} from '../src/shared/portal-events';
import {
  progressFromEvents,
  type PortalProgressResponse,
  type RepProgress,
} from '../src/shared/portal-progress';
import {
  DASHBOARD_MAX_OPENED_IDS,
  DASHBOARD_MAX_REPS,
  DASHBOARD_TOP_SEARCHES,
  dashboardRep,
  rankDocuments,
  type PortalDashboardResponse,
} from '../src/shared/portal-dashboard';
import type { PortalRepErased, PortalWhoami } from '../src/shared/api';
import { quizScores } from '../src/shared/portal-insight';
import * as z from 'zod/mini';
import { accessConfigured } from './portal-auth';
import { clientKey } from './client-key';
import { errorResponse, json } from './http';
import { readJsonBody } from './request-body';
import {
  dashboardFacts,
  eraseEvents,
  insertEvents,
  knownPeople,
  repFacts,
} from './portal-sync-queries';
import { requireStaffOrService } from './access-control';
import { audit } from './audit';
import { syncIdentity } from './sync-identity';
import { unknownReferences } from './catalogue';
import { findDocument } from './library-queries';
import { STUDIO_DOC_ID } from '../src/shared/library-publish';
import { certificationTimes } from './certification';
import type { Env } from './env';
import { logError } from './logger';

const RETRY_AFTER_RATE_LIMIT_S = 60;
const RETRY_AFTER_STORAGE_S = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the client is over its budget; a failing limiter lets the request through (logged). */
export async function overLimit(request: Request, env: Env): Promise<boolean> {
  try {
    return !(await env.PORTAL_RATE_LIMITER.limit({ key: clientKey(request) })).success;
  } catch (error) {
    logError('portal rate limiter failed; letting the request through', error);
    return false;
  }
}

export const rateLimited = () =>
  errorResponse(429, 'rate_limited', 'Too many sync requests from this network; retry shortly.', {
    'Retry-After': String(RETRY_AFTER_RATE_LIMIT_S),
  });
export const storageUnavailable = () =>
  errorResponse(
    503,
    'storage_unavailable',
    'Portal data could not be reached right now; retry shortly.',
    { 'Retry-After': String(RETRY_AFTER_STORAGE_S) },
  );

type Refused = { ok: false; response: Response };

/** Rate limiting follows authentication: a caller refused spends no budget (and hears why). */
async function withinBudget<T extends { ok: boolean }>(
  request: Request,
  env: Env,
  auth: T,
): Promise<T | Refused> {
  if (auth.ok && (await overLimit(request, env))) return { ok: false, response: rateLimited() };
  return auth;
}

/**
 * The opening of a rep's portal data handler: who is syncing (sync-identity.ts: a device, a session
 * with this site's Origin, or the shared credential), then the sync budget. Refusals are the answer.
 */
export async function syncCaller(request: Request, env: Env) {
  return withinBudget(request, env, await syncIdentity(request, env));
}

/** The opening of a manager's portal data handler (the dashboard, the insight): a manager or the service token, then the sync budget. */
export async function managerCaller(request: Request, env: Env) {
  return withinBudget(request, env, await requireStaffOrService(request, env, 'manager'));
}

/**
 * A reset voids every fact at or before it, so one dated ahead (the schema allows a day of clock
 * skew) would void completions made after it arrived: it is stored at min(occurredAt, receivedAt).
 * Other kinds keep the device's time: a future completion, view or search blocks nothing.
 */
function clampReset(event: PortalEvent, receivedAt: number): PortalEvent {
  return event.kind === 'training_reset' && Date.parse(event.occurredAt) > receivedAt
    ? { ...event, occurredAt: new Date(receivedAt).toISOString() }
    : event;
}

/** The Worker's certification (derived from completions) in place of any certificate_issued event. */
function withCertification(progress: RepProgress, certifiedAt: number | undefined): RepProgress {
  return {
    ...progress,
    certifiedAt: certifiedAt === undefined ? null : new Date(certifiedAt).toISOString(),
  };
}

export async function postEvents(request: Request, env: Env): Promise<Response> {
  // Before validation: a client sending junk spends its budget like any other (review item 5).
  const auth = await syncCaller(request, env);
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
  // The record names only documents and lessons that exist (the browser sends catalogue ids).
  const unknown = await unknownReferences(parsed.value.events, async (documentId) =>
    STUDIO_DOC_ID.test(documentId) ? (await findDocument(env.DB, documentId)) !== null : false,
  );
  if (unknown.length)
    return errorResponse(
      422,
      'validation_failed',
      'The batch names documents or lessons that do not exist; none was stored.',
      {},
      unknown,
    );

  // A session's or an enrolled device's person, or under Cloudflare Access the verified email, is
  // the rep: what the body claims is ignored. A reset dated ahead is stored at its arrival.
  const { person } = auth;
  const events = parsed.value.events.map((event) =>
    clampReset(
      person
        ? { ...event, rep: { name: person.name, email: person.email } }
        : auth.accessEmail === null
          ? event
          : { ...event, rep: { ...event.rep, email: auth.accessEmail } },
      receivedAt,
    ),
  );
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
    logError('portal event storage failed', error);
    return storageUnavailable();
  }
}

const emailQuery = repSchema.shape.email;

export async function getProgress(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await syncIdentity(request, env);
  if (!auth.ok) return auth.response;
  let email = auth.person?.email ?? auth.accessEmail;
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
    const certified = (await certificationTimes(facts.certification)).get(email);
    const answer: PortalProgressResponse = {
      ok: true,
      rep: { email, name: facts.activity?.rep_name ?? null },
      lastActiveAt: facts.activity ? new Date(facts.activity.last_active_at).toISOString() : null,
      progress: withCertification(progressFromEvents(facts.training), certified),
      contentUse: facts.contentUse,
    };
    return json(answer);
  } catch (error) {
    logError('portal progress failed', error);
    return storageUnavailable();
  }
}

/** The team dashboard is a manager's (issue 24 item 4): the shared credential no longer opens it. */
export async function getDashboard(request: Request, env: Env): Promise<Response> {
  const auth = await managerCaller(request, env);
  if (!auth.ok) return auth.response;
  const now = Date.now();
  try {
    const { training, activity, documents, searches, certification, quizzes } =
      await dashboardFacts(env.DB, {
        since7: now - 7 * DAY_MS,
        since30: now - 30 * DAY_MS,
        searchLimit: DASHBOARD_TOP_SEARCHES,
        repLimit: DASHBOARD_MAX_REPS + 1,
      });
    // Bounded answer (review item 4): one row past each cap tells that it was cut.
    const recent = activity.slice(0, DASHBOARD_MAX_REPS);
    const openedIds = documents.map((d) => d.documentId).sort();
    const truncated = {
      reps: activity.length > DASHBOARD_MAX_REPS,
      openedIds: openedIds.length > DASHBOARD_MAX_OPENED_IDS,
    };
    const certified = await certificationTimes(certification);
    const scores = quizScores(
      quizzes.map((row) => ({
        rep: row.rep_email,
        moduleId: row.module_id,
        score: row.score,
        at: row.occurred_at,
      })),
    );
    const answer: PortalDashboardResponse = {
      ok: true,
      generatedAt: new Date(now).toISOString(),
      reps: recent
        .sort((a, b) => (a.rep_email < b.rep_email ? -1 : a.rep_email > b.rep_email ? 1 : 0))
        .map((row) =>
          dashboardRep(
            {
              email: row.rep_email,
              name: row.rep_name,
              lastActiveAt: new Date(row.last_active_at).toISOString(),
              verified: row.verified === 1,
            },
            withCertification(
              progressFromEvents(training.get(row.rep_email) ?? []),
              certified.get(row.rep_email),
            ),
            scores.get(row.rep_email) ?? [],
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
        openedIds: openedIds.slice(0, DASHBOARD_MAX_OPENED_IDS),
      },
      searchesWithoutResults: searches.map((s) => ({
        query: s.query,
        searches: s.searches,
        reps: s.reps,
        lastSearchedAt: new Date(s.last_searched_at).toISOString(),
      })),
      ...(truncated.reps || truncated.openedIds ? { truncated } : {}),
    };
    return json(answer);
  } catch (error) {
    logError('portal dashboard failed', error);
    return storageUnavailable();
  }
}

export async function getWhoami(request: Request, env: Env): Promise<Response> {
  const auth = await syncCaller(request, env);
  if (!auth.ok) return auth.response;
  const answer: PortalWhoami = {
    ok: true,
    access: accessConfigured(env),
    email: auth.person?.email ?? auth.accessEmail,
  };
  return json(answer);
}

/** A calendar day, YYYY-MM-DD (UTC). */
const day = (label: string) =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-01-31.`),
    z.refine((value) => {
      // 2026-02-30 parses (as March 2) or not, depending on the engine: it must round-trip.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true; // the format check names it
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    }, `${label} is not a calendar date.`),
  );

/** The erasure's query: a rep, a device or both, and optionally a range of days. */
const erasureQuery = z
  .strictObject({
    email: z.optional(repEmailLookupSchema),
    deviceId: z.optional(
      z
        .string()
        .check(z.trim(), z.toLowerCase(), z.regex(z.regexes.uuid(), 'deviceId must be a UUID.')),
    ),
    since: z.optional(day('since')),
    until: z.optional(day('until')),
  })
  .check(
    z.refine((query) => query.email !== undefined || query.deviceId !== undefined, {
      error: 'Name whose events to erase: email, deviceId or both.',
    }),
    z.refine((query) => !query.since || !query.until || query.since <= query.until, {
      error: 'until must be on or after since.',
      path: ['until'],
    }),
  );

/**
 * DELETE /api/portal/reps?email=&deviceId=&since=&until=: erases a person's events (admin token,
 * like the lead export) by rep, by device or both, optionally only within inclusive UTC days.
 */
export async function eraseRepEvents(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const parsed = z.safeParse(erasureQuery, Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const fields = parsed.error.issues.slice(0, 20).map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : '(query)',
      message:
        issue.code === 'unrecognized_keys'
          ? `Unknown parameter(s): ${issue.keys.join(', ')}. Use email, deviceId, since, until.`
          : issue.message,
    }));
    return fields.some((field) => field.field === 'email')
      ? errorResponse(
          400,
          'invalid_email',
          "email must be the rep's work email, like name@firm.com.",
          {},
          fields,
        )
      : errorResponse(400, 'invalid_erasure', fields[0]!.message, {}, fields);
  }
  const { email, deviceId, since, until } = parsed.data;
  try {
    const erased = await eraseEvents(env.DB, {
      repEmail: email,
      deviceId,
      from: since === undefined ? undefined : Date.parse(`${since}T00:00:00Z`),
      to: until === undefined ? undefined : Date.parse(`${until}T00:00:00Z`) + DAY_MS,
    });
    const answer: PortalRepErased = { ok: true, ...parsed.data, erased };
    await audit(env.DB, request, {
      action: 'events.erased',
      actor: auth.actor,
      subject: email ?? deviceId ?? null,
      detail: { erased, deviceId: deviceId ?? null, since: since ?? null, until: until ?? null },
    });
    return json(answer);
  } catch (error) {
    logError('portal erasure failed', error);
    return storageUnavailable();
  }
}
