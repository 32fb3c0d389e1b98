/**
 * POST /api/leads stores a Data In Action lead exactly once and queues its notification. Every
 * refusal is JSON with a 4xx status; only storage failures are 5xx.
 */
import {
  canonicalLead,
  LEAD_MAX_BODY_BYTES,
  parseLeadRequest,
  type Lead,
} from '../src/shared/lead';
import type { LeadAccepted } from '../src/shared/api';
import { clientKey } from './client-key';
import { errorResponse, json } from './http';
import { findLeadHash, insertLead, recordDelivery } from './leads-queries';
import { readJsonBody } from './request-body';
import type { Env } from './env';
import { notificationSettings } from './lead-notify';
import { logError } from './logger';

const RETRY_AFTER_RATE_LIMIT_S = 60;
const RETRY_AFTER_STORAGE_S = 5;

async function sha256Hex(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function accepted(id: string, replayed: boolean): Response {
  const body: LeadAccepted = { ok: true, id };
  return json(body, { status: 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
}

function conflict(): Response {
  return errorResponse(
    422,
    'idempotency_conflict',
    'This Idempotency-Key was already used for a different lead.',
  );
}

function keyMismatch(message: string): Response {
  return errorResponse(
    422,
    'idempotency_key_mismatch',
    'The Idempotency-Key header must equal the lead id.',
    {},
    [{ field: 'id', message }],
  );
}

/**
 * A parsed lead; `idempotent` is false for the spec's minimal body, whose id the server made.
 * `sent` is the lead as the client sent it (no time the server filled in): what a retry repeats.
 */
type ReadLead = { lead: Lead; sent: string; idempotent: boolean } | { response: Response };

/** The landing path without its query or fragment: the README promises neither is kept. */
function withoutQuery(lead: Omit<Lead, 'id' | 'createdAt'>): Omit<Lead, 'id' | 'createdAt'> {
  const landingPath = lead.attribution?.landingPath;
  if (!landingPath || !/[?#]/.test(landingPath)) return lead;
  return {
    ...lead,
    attribution: { ...lead.attribution, landingPath: landingPath.replace(/[?#].*$/s, '') || '/' },
  };
}

/** Parses and validates the request into a lead, or answers why not. */
async function readLead(request: Request): Promise<ReadLead> {
  const body = await readJsonBody(request, LEAD_MAX_BODY_BYTES, 'the lead');
  if (!body.ok) return { response: body.response };
  const data = body.data;
  const parsed = parseLeadRequest(data);
  if (!parsed.ok) {
    return {
      response: errorResponse(
        422,
        'validation_failed',
        'The lead has invalid fields.',
        {},
        parsed.problems,
      ),
    };
  }
  const { id, createdAt, ...sentFields } = parsed.value;
  const fields = withoutQuery(sentFields);
  const key = request.headers.get('Idempotency-Key');
  if (id === undefined) {
    if (key !== null)
      return { response: keyMismatch('Send the id in the body to use an Idempotency-Key.') };
    const lead = {
      ...fields,
      id: crypto.randomUUID(),
      createdAt: createdAt ?? new Date().toISOString(),
    };
    return { lead, sent: canonicalLead(lead), idempotent: false };
  }
  if (key !== null && key.trim().toLowerCase() !== id)
    return { response: keyMismatch('Does not match the Idempotency-Key header.') };
  return {
    lead: { ...fields, id, createdAt: createdAt ?? new Date().toISOString() },
    // A client that left createdAt out gets the time of its first request; its retries, sent
    // without it too, must compare equal to that first request, not to the time filled in.
    sent: canonicalLead({ ...fields, id, createdAt: createdAt ?? '' }),
    idempotent: true,
  };
}

/** The limiter guards intake against floods; if it breaks, a real lead still matters more. */
async function withinRateLimit(env: Env, request: Request): Promise<boolean> {
  try {
    const outcome = await env.LEAD_RATE_LIMITER.limit({
      key: clientKey(request),
    });
    return outcome.success;
  } catch (error) {
    logError('lead rate limiter failed; accepting the lead (fail open)', error);
    return true;
  }
}

/**
 * Hands a newly stored lead to the notification queue. The lead is stored either way, so a failure
 * here is recorded and logged, never turned into an error for the visitor.
 */
async function queueNotification(env: Env, id: string, origin: string): Promise<void> {
  try {
    await env.LEAD_QUEUE.send({ id, origin });
  } catch (error) {
    logError('lead notification could not be queued', error);
    try {
      await recordDelivery(env.DB, id, {
        state: 'failed',
        attempts: 0,
        error: 'Could not be queued for notification.',
      });
    } catch (recordError) {
      logError('lead delivery state could not be recorded', recordError);
    }
  }
}

export async function createLead(request: Request, env: Env): Promise<Response> {
  const read = await readLead(request);
  if ('response' in read) return read.response;
  const { lead, sent, idempotent } = read;

  // A filled honeypot is a bot: answer as if stored so it learns nothing, and store nothing.
  if (lead.website) return accepted(lead.id, false);

  const bodyHash = await sha256Hex(sent);
  try {
    if (!(await withinRateLimit(env, request))) {
      // A retry of a lead we already have is not new load: confirm it rather than refuse.
      const existing = idempotent ? await findLeadHash(env.DB, lead.id) : null;
      if (existing === bodyHash) return accepted(lead.id, true);
      if (existing) return conflict();
      return errorResponse(
        429,
        'rate_limited',
        'Too many submissions from this network; retry shortly.',
        {
          'Retry-After': String(RETRY_AFTER_RATE_LIMIT_S),
        },
      );
    }

    const country = (request as Request & { cf?: { country?: string } }).cf?.country ?? null;
    // Without a webhook there is nothing to send: the lead is stored as not configured and no
    // message is queued (the consumer would only write the same state back). The first lead an
    // isolate sees checks the settings and logs what is wrong with them (a Worker has no start hook).
    const notify = notificationSettings(env).url.kind !== 'unset';
    if (
      await insertLead(env.DB, {
        lead,
        country,
        bodyHash,
        deliveryState: notify ? 'pending' : 'not_configured',
      })
    ) {
      if (notify) await queueNotification(env, lead.id, new URL(request.url).origin);
      return accepted(lead.id, false);
    }
    const existing = await findLeadHash(env.DB, lead.id);
    return existing === bodyHash ? accepted(lead.id, true) : conflict();
  } catch (error) {
    logError('lead storage failed', error);
    return errorResponse(
      503,
      'storage_unavailable',
      'The lead could not be stored right now; retry shortly.',
      {
        'Retry-After': String(RETRY_AFTER_STORAGE_S),
      },
    );
  }
}
