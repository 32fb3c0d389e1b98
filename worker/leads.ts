/**
 * POST /api/leads stores a Data In Action lead exactly once; GET /api/leads exports them for the
 * business (bearer token). Every refusal is JSON with a 4xx status; only storage failures are 5xx.
 */
import { canonicalLead, LEAD_MAX_BODY_BYTES, parseLead, type Lead } from '../src/shared/lead';
import type { LeadAccepted } from '../src/shared/api';
import { hasAdminToken } from './auth';
import { toCsv } from './csv';
import { errorResponse, json } from './http';
import { findLeadHash, insertLead, listLeads } from './leads-queries';
import { readBodyCapped } from './request-body';
import type { Env } from './env';

const RETRY_AFTER_RATE_LIMIT_S = 60;
const RETRY_AFTER_STORAGE_S = 5;
const EXPORT_DEFAULT_LIMIT = 1000;
const EXPORT_MAX_LIMIT = 10_000;

async function sha256Hex(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function accepted(id: string, replayed: boolean): Response {
  const body: LeadAccepted = { ok: true, id };
  return json(body, { status: 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
}

function conflict(): Response {
  return errorResponse(422, 'idempotency_conflict', 'This Idempotency-Key was already used for a different lead.');
}

function clientKey(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown';
}

/** Parses and validates the request into a lead, or answers why not. */
async function readLead(request: Request): Promise<{ lead: Lead } | { response: Response }> {
  const contentType = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/json') {
    return { response: errorResponse(415, 'unsupported_media_type', 'Send the lead as application/json.') };
  }
  const body = await readBodyCapped(request, LEAD_MAX_BODY_BYTES);
  if (!body.ok) {
    return body.reason === 'too_large'
      ? { response: errorResponse(413, 'payload_too_large', `The body must be at most ${LEAD_MAX_BODY_BYTES} bytes.`) }
      : { response: errorResponse(400, 'invalid_body', 'The body could not be read as UTF-8 text.') };
  }
  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return { response: errorResponse(400, 'invalid_json', 'The body is not valid JSON.') };
  }
  const parsed = parseLead(data);
  if (!parsed.ok) {
    return { response: errorResponse(422, 'validation_failed', 'The lead has invalid fields.', {}, parsed.problems) };
  }
  const key = request.headers.get('Idempotency-Key');
  if (key !== null && key.trim() !== parsed.value.id) {
    return {
      response: errorResponse(422, 'idempotency_key_mismatch', 'The Idempotency-Key header must equal the lead id.', {}, [
        { field: 'id', message: 'Does not match the Idempotency-Key header.' },
      ]),
    };
  }
  return { lead: parsed.value };
}

export async function createLead(request: Request, env: Env): Promise<Response> {
  const read = await readLead(request);
  if ('response' in read) return read.response;
  const { lead } = read;

  // A filled honeypot is a bot: answer as if stored so it learns nothing, and store nothing.
  if (lead.website) return accepted(lead.id, false);

  const bodyHash = await sha256Hex(canonicalLead(lead));
  try {
    const limit = await env.LEAD_RATE_LIMITER.limit({ key: clientKey(request) });
    if (!limit.success) {
      // A retry of a lead we already have is not new load: confirm it rather than refuse.
      const existing = await findLeadHash(env.DB, lead.id);
      if (existing === bodyHash) return accepted(lead.id, true);
      if (existing) return conflict();
      return errorResponse(429, 'rate_limited', 'Too many submissions from this network; retry shortly.', {
        'Retry-After': String(RETRY_AFTER_RATE_LIMIT_S),
      });
    }

    const country = (request as Request & { cf?: { country?: string } }).cf?.country ?? null;
    const inserted = await insertLead(env.DB, { lead, receivedAt: new Date().toISOString(), country, bodyHash });
    if (inserted) return accepted(lead.id, false);
    const existing = await findLeadHash(env.DB, lead.id);
    return existing === bodyHash ? accepted(lead.id, true) : conflict();
  } catch (error) {
    console.error('lead storage failed', error);
    return errorResponse(503, 'storage_unavailable', 'The lead could not be stored right now; retry shortly.', {
      'Retry-After': String(RETRY_AFTER_STORAGE_S),
    });
  }
}

const CSV_HEADER = ['id', 'received_at', 'created_at', 'name', 'company', 'email', 'source', 'country', 'user_agent'] as const;

export async function exportLeads(request: Request, env: Env, url: URL): Promise<Response> {
  if (!env.ADMIN_TOKEN) {
    return errorResponse(503, 'export_not_configured', 'The lead export is off: set the ADMIN_TOKEN secret.');
  }
  if (!(await hasAdminToken(request, env.ADMIN_TOKEN))) {
    return errorResponse(401, 'unauthorized', 'A valid bearer token is required.', { 'WWW-Authenticate': 'Bearer' });
  }

  const since = url.searchParams.get('since') ?? undefined;
  if (since !== undefined && Number.isNaN(Date.parse(since))) {
    return errorResponse(400, 'invalid_since', 'since must be an ISO 8601 date or date-time.');
  }
  const limitParam = url.searchParams.get('limit');
  const limit = limitParam === null ? EXPORT_DEFAULT_LIMIT : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > EXPORT_MAX_LIMIT) {
    return errorResponse(400, 'invalid_limit', `limit must be a whole number from 1 to ${EXPORT_MAX_LIMIT}.`);
  }
  const format = url.searchParams.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') {
    return errorResponse(400, 'invalid_format', 'format must be json or csv.');
  }

  let rows;
  try {
    rows = await listLeads(env.DB, { since: since ? new Date(since).toISOString() : undefined, limit });
  } catch (error) {
    console.error('lead export failed', error);
    return errorResponse(503, 'storage_unavailable', 'Leads could not be read right now; retry shortly.', {
      'Retry-After': String(RETRY_AFTER_STORAGE_S),
    });
  }
  if (format === 'json') return json({ ok: true, count: rows.length, leads: rows });

  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [r.id, r.received_at, r.created_at, r.name, r.company, r.email, r.source, r.country, r.user_agent]),
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
