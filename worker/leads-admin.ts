/**
 * The admin side of /api/leads (bearer token): keyset pages and the email grouping as JSON, the
 * streamed CSV export, the status workflow (PATCH /api/leads/:id) and erasure by email.
 */
import { leadEmailLookupSchema } from '../src/shared/lead';
import {
  leadStatusUpdateSchema,
  type AdminLeadPage,
  type LeadGroupPage,
  type LeadsErased,
  type LeadUpdated,
} from '../src/shared/lead-admin';
import * as z from 'zod/mini';
import { requireStaffOrService } from './access-control';
import { audit } from './audit';
import { encodeCursor, type CursorPosition } from './cursor';
import { LEAD_CSV_HEADER, UTF8_BOM, csvLine, leadCsvLine } from './csv';
import { errorResponse, json } from './http';
import { toAdminLead } from './lead-row';
import { parseListQuery } from './lead-list-query';
import { eraseLeadsByEmail } from './leads-queries';
import {
  findLead,
  leadGroupPage,
  leadPage,
  updateLeadStatus,
  type LeadFilter,
} from './leads-list-queries';
import { readJsonBody } from './request-body';
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
  const { filter, limit, after, group, format } = query.value;
  if (format === 'csv') {
    await audit(env.DB, request, {
      action: 'lead.exported',
      actor: auth.actor,
      detail: Object.fromEntries(url.searchParams),
    });
    return csvExport(env.DB, filter);
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
      };
      return json(body);
    }
    const rows = await leadPage(env.DB, filter, { after, limit: limit + 1, withSubmissions: true });
    const page = pageCursor(rows, limit, (row) => ({ receivedAt: row.received_at, id: row.id }));
    const body: AdminLeadPage = {
      ok: true,
      leads: page.rows.map(toAdminLead),
      nextCursor: page.nextCursor,
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
function csvExport(db: D1Database, filter: LeadFilter): Response {
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
        });
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map(leadCsvLine).join('')));
          const last = rows[rows.length - 1]!;
          after = { receivedAt: last.received_at, id: last.id };
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

export async function updateLead(
  request: Request,
  env: Env,
  url: URL,
  params: Record<string, string>,
): Promise<Response> {
  const auth = await requireStaffOrService(request, env, 'manager');
  if (!auth.ok) return auth.response;
  // Ids are hex and hyphens, so the raw path segment is compared as it is (no %-decoding to fail).
  const id = z.safeParse(idSchema, params.id ?? '');
  if (!id.success) return errorResponse(404, 'not_found', 'No lead with this id.');

  const body = await readJsonBody(request, PATCH_MAX_BYTES, 'the update');
  if (!body.ok) return body.response;
  const data = body.data;
  const update = z.safeParse(leadStatusUpdateSchema, data);
  if (!update.success) {
    const fields = update.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : '(body)',
      message:
        issue.code === 'unrecognized_keys'
          ? `Unknown field(s): ${issue.keys.join(', ')}.`
          : issue.message,
    }));
    return errorResponse(422, 'validation_failed', 'The update has invalid fields.', {}, fields);
  }
  try {
    const note = update.data.note ? update.data.note : null;
    if (!(await updateLeadStatus(env.DB, id.data, update.data.status, note))) {
      return errorResponse(404, 'not_found', 'No lead with this id.');
    }
    await audit(env.DB, request, {
      action: 'lead.status_changed',
      actor: auth.actor,
      subject: id.data,
      detail: { status: update.data.status, note: note !== null },
    });
    const row = await findLead(env.DB, id.data);
    if (!row) return errorResponse(404, 'not_found', 'No lead with this id.');
    const answer: LeadUpdated = { ok: true, lead: toAdminLead(row) };
    return json(answer);
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
