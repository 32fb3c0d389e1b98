/**
 * Client error reports (issue 28 item 5): what a browser sends to the Worker when a page throws,
 * and the scrubbing both sides apply so no personal data is stored. A report carries a message, a
 * stack trimmed to file:line:column frames of our own origin, the route pattern and the build;
 * never a query string, a form value or an address. No zod here: the browser's reporter loads this
 * after the page, and zod would pull the data layer's chunk along (the schemas are in
 * ./client-errors-schema.ts).
 */
export const CLIENT_ERRORS_API = '/api/client-errors';

export const CLIENT_ERROR_LIMITS = {
  message: 300,
  frames: 8,
  /** Reports one page load sends at most (each distinct error once). */
  perPage: 5,
  /** Request body bytes the Worker reads. */
  body: 4096,
} as const;

const EMAIL = /[^\s@<>()[\]"'`,;:]+@[^\s@<>()[\]"'`,;:]+\.[^\s@<>()[\]"'`,;:]+/g;
/** Anything after ? or # in a URL: query strings and fragments carry tokens and search terms. */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#][^\s'"`)]*/gi;
/** Ids, hashes, session and invite tokens: a run of 20 or more base64url/hex characters (not /, so paths stay). */
const LONG_TOKEN = /[A-Za-z0-9_+=-]{20,}/g;

/** A message with URLs cut at ? or #, anything like an email or a long token replaced, and a length cap. */
export function scrubMessage(text: string): string {
  const scrubbed = text
    .replace(URL_TAIL, '$1')
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, '[token]')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > CLIENT_ERROR_LIMITS.message
    ? `${scrubbed.slice(0, CLIENT_ERROR_LIMITS.message - 1)}…`
    : scrubbed;
}

/** A stack frame as stored: a path of our origin (no query), line and column. */
export const STACK_FRAME = /^\/[A-Za-z0-9_.~/-]{0,200}:\d{1,7}:\d{1,7}$/;
/** A route pattern of the route table, or * for a path it does not know. */
export const ROUTE_PATTERN = /^(\*|\/[A-Za-z0-9_/:.-]{0,200})$/;

export type ClientErrorKind = 'error' | 'unhandledrejection';

/** What a browser sends (checked by clientErrorReportSchema). */
export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  /** Frames as /path:line:column, top first. */
  stack: string[];
  route: string;
  build: string;
}

/** One aggregated error as admins see it (GET /api/client-errors). */
export interface ClientErrorEntry extends ClientErrorReport {
  fingerprint: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

export interface ClientErrorList {
  ok: true;
  errors: ClientErrorEntry[];
  /** Days an error is kept after it was last seen. */
  retentionDays: number;
}
