/**
 * The lead notification: what is posted to LEAD_WEBHOOK_URL, how a response is judged, and how
 * long to wait before the next attempt. Pure, so it is unit- and mutation-tested in Node.
 */
import type { AdminLead } from '../src/shared/lead-admin';

/**
 * The lead as the inbox shows it, without its delivery: the notification is that delivery, so a
 * state read before the attempt ("pending", "retrying") would be stale the moment it arrives.
 */
export type NotifiedLead = Omit<AdminLead, 'delivery'>;

export interface WebhookPayload {
  /** One line a Slack incoming webhook (or anything Slack-compatible) shows as the message. */
  text: string;
  lead: NotifiedLead;
  /** The lead in the inbox (also at the end of `text`); absent when the Worker knows no origin. */
  link?: string;
}

/** LEAD_WEBHOOK_PAYLOAD=minimal: no personal data, only where to read the lead (signed in). */
export interface MinimalWebhookPayload {
  id: string;
  createdAt: string;
  /** The lead in the inbox; absent when the Worker knows no origin for it. */
  link?: string;
}

/** Slack reads &, < and > as markup; everything else in a name is shown as typed. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function webhookPayload(lead: AdminLead, siteOrigin?: string): WebhookPayload {
  const { utmSource, utmMedium, utmCampaign, referrerHost } = lead.attribution;
  const origin =
    [utmSource, utmMedium, utmCampaign].filter(Boolean).join(' / ') || referrerHost || null;
  const text =
    `New lead: ${slackEscape(lead.name)}, ${slackEscape(lead.company)} (${slackEscape(lead.email)})` +
    ` from ${slackEscape(lead.source)}` +
    (origin ? `, via ${slackEscape(origin)}` : '');
  const { delivery: _delivery, ...notified } = lead;
  if (!siteOrigin?.trim()) return { text, lead: notified };
  const link = leadLink(siteOrigin, lead.id);
  // Slack's link markup; the URL holds only the origin and a UUID, nothing to escape.
  return { text: `${text} <${link}|Open in the lead inbox>`, lead: notified, link };
}

/** The inbox page that shows this lead, on the site's origin (AUTH_ORIGIN or the request's). */
export function leadLink(origin: string, id: string): string {
  return `${origin.trim().replace(/\/+$/, '')}/admin/leads?lead=${encodeURIComponent(id)}`;
}

export function minimalWebhookPayload(
  lead: Pick<AdminLead, 'id' | 'createdAt'>,
  origin: string | undefined,
): MinimalWebhookPayload {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    ...(origin?.trim() ? { link: leadLink(origin, lead.id) } : {}),
  };
}

export type PayloadMode = 'full' | 'minimal';

/**
 * LEAD_WEBHOOK_PAYLOAD: unset, empty or "full" sends the whole lead, "minimal" only its id, time
 * and link; any other value is a typo of someone who wanted less than the default, so it is minimal
 * too (`recognised` false, for one warning in the log).
 */
export function payloadMode(setting: string | undefined): {
  mode: PayloadMode;
  recognised: boolean;
} {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === '' || value === 'full') return { mode: 'full', recognised: true };
  return { mode: 'minimal', recognised: value === 'minimal' };
}

/** Hosts a plain http:// LEAD_WEBHOOK_URL may name (a local receiver for tests and `npm start`). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const WEBHOOK_URL_PROBLEMS = {
  malformed: 'LEAD_WEBHOOK_URL is not a valid URL; nothing was sent.',
  insecure: 'LEAD_WEBHOOK_URL is not https:// (http:// only for localhost); nothing was sent.',
} as const;

export type WebhookUrlCheck =
  { kind: 'unset' } | { kind: 'ok'; url: string } | { kind: 'refused'; problem: string };

/**
 * Whether LEAD_WEBHOOK_URL may be posted to: https://, or http:// to this machine. The problem
 * never quotes the URL, whose path is often the receiver's secret (a Slack webhook's is).
 */
export function checkWebhookUrl(setting: string | undefined): WebhookUrlCheck {
  const value = setting?.trim();
  if (!value) return { kind: 'unset' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'refused', problem: WEBHOOK_URL_PROBLEMS.malformed };
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
    return { kind: 'ok', url: url.href };
  return { kind: 'refused', problem: WEBHOOK_URL_PROBLEMS.insecure };
}

export type WebhookVerdict = 'delivered' | 'retry' | 'reject';

/**
 * 2xx delivered; 3xx (never followed: the lead is not re-posted to wherever it points), 408, 429
 * and 5xx are worth another try; any other answer will not change.
 */
export function judgeResponse(status: number): WebhookVerdict {
  if (status >= 200 && status <= 299) return 'delivered';
  if (isRedirect(status) || status === 408 || status === 429 || (status >= 500 && status <= 599))
    return 'retry';
  return 'reject';
}

export const RETRY = {
  /** Default first delay; doubled per attempt (LEAD_WEBHOOK_RETRY_BASE_SECONDS overrides). */
  baseSeconds: 30,
  /** No single wait is longer than this, Retry-After included. */
  maxSeconds: 60 * 60,
} as const;

/** Retry-After as whole seconds (delta-seconds or an HTTP date), or undefined when absent or bad. */
export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (!/[a-z]/i.test(trimmed) || Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Seconds before attempt `attempts + 1`: base x 2^(attempts - 1), at least what the receiver's
 * Retry-After asked for, at most RETRY.maxSeconds. `attempts` counts the attempt that just failed.
 */
export function retryDelaySeconds(
  attempts: number,
  baseSeconds: number,
  retryAfter?: number,
): number {
  const exponential = baseSeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(RETRY.maxSeconds, Math.max(exponential, retryAfter ?? 0));
}

/** LEAD_WEBHOOK_RETRY_BASE_SECONDS as a whole number of seconds (0 allowed, for tests). */
export function retryBaseSeconds(setting: string | undefined): number {
  return setting !== undefined && /^\s*\d+\s*$/.test(setting) ? Number(setting) : RETRY.baseSeconds;
}

function isRedirect(status: number): boolean {
  return status >= 300 && status <= 399;
}

/**
 * What is kept of a failure on the lead row (and shown in the inbox): the status, or the class of
 * error, never the runtime's message, which can quote the URL and so the receiver's secret path.
 */
export function describeFailure(failure: { status: number } | { error: unknown }): string {
  if ('status' in failure)
    return isRedirect(failure.status)
      ? `the receiver answered ${failure.status} (redirects are not followed)`
      : `HTTP ${failure.status}`;
  const { error } = failure;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out (no answer within 10 s)';
  return 'network error (the receiver could not be reached)';
}
