/**
 * The admin side of /api/leads (bearer token): keyset pages and the email grouping as JSON with
 * their totals, the streamed CSV export, one lead, the status workflow (PATCH /api/leads/:id),
 * owners, resending a failed notification, and erasure by email or from one lead.
 */
import { leadEmailLookupSchema } from '../src/shared/lead';
import {
  leadOwnerUpdateSchema,
  leadStatusUpdateSchema,
  type AdminLeadPage,
  type LeadSort,
  type LeadGroupPage,
  type LeadsErased,
  type LeadUpdated,
} from '../src/shared/lead-admin';
import * as z from 'zod/mini';
import { requireStaffOrService } from './access-control';
import { audit, type Actor } from './audit';
import { encodeCursor, type CursorPosition } from './cursor';
import { LEAD_CSV_HEADER, UTF8_BOM, csvLine, leadCsvLine } from './csv';
import { errorResponse, json } from './http';
import { parseJson } from './parse-json';
import { toAdminLead } from './lead-row';
import { parseListQuery } from './lead-list-query';
import { eraseLeadsByEmail } from './leads-queries';
import {
  assignablePeople,
  claimResend,
  countLeads,
  findLead,
  leadGroupPage,
  leadPage,
  setLeadOwner,
  sortPosition,
  updateLeadStatus,
  type LeadFilter,
} from './leads-list-queries';
import { recordDelivery } from './leads-queries';
import type { Env } from './env';
import { logError, logInfo } from './logger';

const RETRY_AFTER_STORAGE_S = 5;
/** Rows per D1 read while streaming the CSV: memory stays at one page whatever the total. */
export const CSV_PAGE_ROWS = 1000;
const PATCH_MAX_BYTES = 4 * 1024;

function storageUnavailable(error: unknown, what: string): Response {
  logError('lead storage failed', error, { operation: what });
  return errorResponse(
    503,
    'storage_unavailable',
    'Leads could not be read or changed right now; retry shortly.',
    {
      'Retry-After': String(RETRY_AFTER_STORAGE_S),
    },
  );
}

/** Fetches one row more than asked, so a next cursor is given only when there is a next page. */
function pageCursor<T>(
  rows: T[],
  limit: number,
  position: (row: T) => CursorPosition,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: encodeCursor(position(shown[shown.length - 1]!)) };
}

export async function listLeads(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'manager');
  if (!auth.ok) return auth.response;
  const query = parseListQuery(url.searchParams);
  if (!query.ok) return errorResponse(400, query.code, query.message);
  const { filter, limit, after, group, format, sort, mine } = query.value;
  if (mine) {
    if (!auth.session)
      return errorResponse(
        400,
        'invalid_owner',
        "owner=me needs a signed-in person; a script gives the person's id.",
      );
    filter.owner = auth.session.person.id;
  }
  if (format === 'csv') {
    await audit(env.DB, request, {
      action: 'lead.exported',
      actor: auth.actor,
      detail: Object.fromEntries(url.searchParams),
    });
    return csvExport(env.DB, filter, sort);
  }

  try {
    if (group) {
      const page = pageCursor(
        await leadGroupPage(env.DB, filter, { after, limit: limit + 1 }),
        limit,
        (row) => ({
          receivedAt: row.received_at,
          id: row.id,
        }),
      );
      const body: LeadGroupPage = {
        ok: true,
        groups: page.rows.map((row) => ({
          email: row.email,
          name: row.name,
          company: row.company,
          submissions: row.submissions,
          latestReceivedAt: row.received_at,
          latestLeadId: row.id,
          status: row.status,
        })),
        nextCursor: page.nextCursor,
        total: after ? null : await countLeads(env.DB, filter, true),
      };
      return json(body);
    }
    const rows = await leadPage(env.DB, filter, {
      after,
      limit: limit + 1,
      withSubmissions: true,
      sort,
    });
    const page = pageCursor(rows, limit, (row) => sortPosition(sort, row));
    const body: AdminLeadPage = {
      ok: true,
      leads: page.rows.map(toAdminLead),
      nextCursor: page.nextCursor,
      total: after ? null : await countLeads(env.DB, filter),
    };
    return json(body);
  } catch (error) {
    return storageUnavailable(error, 'lead list');
  }
}

/**
 * Every matching row as CSV, pulled a page at a time as the client reads: the Worker holds one
 * page, never the whole table. A failure after the first byte can only end the stream early.
 */
function csvExport(db: D1Database, filter: LeadFilter, sort: LeadSort): Response {
  const encoder = new TextEncoder();
  let after: CursorPosition | undefined;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine(LEAD_CSV_HEADER)));
        return;
      }
      try {
        const rows = await leadPage(db, filter, {
          after,
          limit: CSV_PAGE_ROWS,
          withSubmissions: false,
          sort,
        });
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map(leadCsvLine).join('')));
          after = sortPosition(sort, rows[rows.length - 1]!);
        }
        if (rows.length < CSV_PAGE_ROWS) controller.close();
      } catch (error) {
        logError('lead CSV export failed mid-stream', error);
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

const idSchema = z.string().check(z.toLowerCase(), z.regex(/^[0-9a-f-]{1,64}$/));

const noLead = () => errorResponse(404, 'not_found', 'No lead with this id.');

/** The lead id of the path: hex and hyphens, so the raw segment is compared as it is. */
function leadId(params: Record<string, string>): string | null {
  const id = z.safeParse(idSchema, params.id ?? '');
  return id.success ? id.data : null;
}

/** Someone with `role` (or the service token) acting on the lead the path names, or the 4xx that says why not. */
async function staffOnLead(
  request: Request,
  env: Env,
  params: Record<string, string>,
  role: 'manager' | 'admin',
): Promise<{ ok: true; actor: Actor; id: string } | { ok: false; response: Response }> {
  const auth = await requireStaffOrService(request, env, role);
  if (!auth.ok) return auth;
  const id = leadId(params);
  if (!id) return { ok: false, response: noLead() };
  return { ok: true, actor: auth.actor, id };
}

/** The lead as the inbox shows it now (after a change), or 404 when it is gone. */
async function leadAnswer(db: D1Database, id: string, status = 200): Promise<Response> {
  const row = await findLead(db, id);
  if (!row) return noLead();
  const answer: LeadUpdated = { ok: true, lead: toAdminLead(row) };
  return json(answer, { status });
}

/** GET /api/leads/:id: one lead, whatever the inbox's filters (the link in a notification). */
export async function getLead(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await staffOnLead(request, env, params, 'manager');
  if (!target.ok) return target.response;
  try {
    return await leadAnswer(env.DB, target.id);
  } catch (error) {
    return storageUnavailable(error, 'lead read');
  }
}

/** GET /api/leads/owners: who a lead can be given to (active people of the directory). */
export async function listLeadOwners(request: Request, env: Env): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'manager');
  if (!auth.ok) return auth.response;
  try {
    return json({ ok: true, people: await assignablePeople(env.DB) });
  } catch (error) {
    return storageUnavailable(error, 'lead owners');
  }
}

/** PUT /api/leads/:id/owner { ownerId }: an active person of the directory, or null for nobody. */
export async function assignLeadOwner(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await staffOnLead(request, env, params, 'manager');
  if (!target.ok) return target.response;
  const { actor, id } = target;
  const update = await parseJson(request, leadOwnerUpdateSchema, PATCH_MAX_BYTES, 'the owner');
  if (!update.ok) return update.response;
  const ownerId = update.data.ownerId?.toLowerCase() ?? null;
  try {
    const outcome = await setLeadOwner(env.DB, id, ownerId);
    if (outcome === 'no_lead') return noLead();
    if (outcome === 'not_assignable')
      return errorResponse(
        422,
        'owner_not_assignable',
        'That person is not active in the people directory, so no lead can be given to them.',
        {},
        [{ field: 'ownerId', message: 'Choose an active person from the directory.' }],
      );
    await audit(env.DB, request, {
      action: 'lead.owner_changed',
      actor,
      subject: id,
      detail: { ownerId },
    });
    return await leadAnswer(env.DB, id);
  } catch (error) {
    return storageUnavailable(error, 'lead owner change');
  }
}

/**
 * POST /api/leads/:id/resend: a lead whose notification failed goes back to the queue once. The
 * claim (failed to pending) is one conditional UPDATE, so a double click or two managers send it
 * once; the second is told it is no longer failed (409).
 */
export async function resendNotification(
  request: Request,
  env: Env,
  url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await staffOnLead(request, env, params, 'manager');
  if (!target.ok) return target.response;
  const { actor, id } = target;
  try {
    if (!(await claimResend(env.DB, id))) {
      const row = await findLead(env.DB, id);
      if (!row) return noLead();
      return errorResponse(
        409,
        'not_failed',
        `Only a lead whose notification failed can be resent; this one is ${row.delivery_state.replace('_', ' ')}.`,
      );
    }
    try {
      await env.LEAD_QUEUE.send({ id, origin: url.origin });
    } catch (error) {
      logError('lead notification could not be queued again', error);
      await recordDelivery(env.DB, id, {
        state: 'failed',
        attempts: 0,
        error: 'Could not be queued for notification.',
      });
      return errorResponse(
        503,
        'queue_unavailable',
        'The notification could not be queued just now; the lead is still marked failed. Retry shortly.',
        { 'Retry-After': String(RETRY_AFTER_STORAGE_S) },
      );
    }
    await audit(env.DB, request, {
      action: 'lead.notification_resent',
      actor,
      subject: id,
    });
    return await leadAnswer(env.DB, id, 202);
  } catch (error) {
    return storageUnavailable(error, 'lead notification resend');
  }
}

/**
 * DELETE /api/leads/:id (admins): the erasure of the person behind this lead, as by email: every
 * lead from its address (any letter case). The audit row names the lead id, never the address.
 */
export async function eraseLead(
  request: Request,
  env: Env,
  _url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await staffOnLead(request, env, params, 'admin');
  if (!target.ok) return target.response;
  const { actor, id } = target;
  try {
    const row = await findLead(env.DB, id);
    if (!row) return noLead();
    const erased = await eraseLeadsByEmail(env.DB, row.email);
    logInfo('leads erased from the inbox', { erased });
    await audit(env.DB, request, {
      action: 'lead.erased',
      actor,
      subject: id,
      detail: { erased, from: 'lead' },
    });
    const body: LeadsErased = { ok: true, erased };
    return json(body);
  } catch (error) {
    return storageUnavailable(error, 'lead erasure');
  }
}

export async function updateLead(
  request: Request,
  env: Env,
  url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const target = await staffOnLead(request, env, params, 'manager');
  if (!target.ok) return target.response;
  const { actor, id } = target;

  const update = await parseJson(request, leadStatusUpdateSchema, PATCH_MAX_BYTES, 'the update');
  if (!update.ok) return update.response;
  try {
    const note = update.data.note ? update.data.note : null;
    if (!(await updateLeadStatus(env.DB, id, update.data.status, note))) return noLead();
    await audit(env.DB, request, {
      action: 'lead.status_changed',
      actor,
      subject: id,
      detail: { status: update.data.status, note: note !== null },
    });
    return await leadAnswer(env.DB, id);
  } catch (error) {
    return storageUnavailable(error, 'lead status update');
  }
}

export async function eraseLeads(request: Request, env: Env, url: URL): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'admin');
  if (!auth.ok) return auth.response;
  const email = z.safeParse(leadEmailLookupSchema, url.searchParams.get('email') ?? '');
  if (!email.success) {
    return errorResponse(
      400,
      'invalid_email',
      'Give the address to erase as ?email=name@firm.com.',
    );
  }
  try {
    const erased = await eraseLeadsByEmail(env.DB, email.data);
    logInfo('leads erased by email on request', { erased });
    await audit(env.DB, request, {
      action: 'lead.erased',
      actor: auth.actor,
      subject: email.data,
      detail: { erased },
    });
    const body: LeadsErased = { ok: true, erased };
    return json(body);
  } catch (error) {
    return storageUnavailable(error, 'lead erasure');
  }
}
