/**
 * The lead notification: what is posted to LEAD_WEBHOOK_URL, how a response is judged, and how
 * long to wait before the next attempt. Pure, so it is unit- and mutation-tested in Node.
 */
import type { AdminLead } from '../src/shared/lead-admin';

export interface WebhookPayload {
  /** One line a Slack incoming webhook (or anything Slack-compatible) shows as the message. */
  text: string;
  lead: AdminLead;
}

/** Slack reads &, < and > as markup; everything else in a name is shown as typed. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function webhookPayload(lead: AdminLead): WebhookPayload {
  const { utmSource, utmMedium, utmCampaign, referrerHost } = lead.attribution;
  const origin =
    [utmSource, utmMedium, utmCampaign].filter(Boolean).join(' / ') || referrerHost || null;
  const text =
    `New lead: ${slackEscape(lead.name)}, ${slackEscape(lead.company)} (${slackEscape(lead.email)})` +
    ` from ${slackEscape(lead.source)}` +
    (origin ? `, via ${slackEscape(origin)}` : '');
  return { text, lead };
}

export type WebhookVerdict = 'delivered' | 'retry' | 'reject';

/** 2xx delivered; 408, 429 and 5xx are worth another try; any other answer will not change. */
export function judgeResponse(status: number): WebhookVerdict {
  if (status >= 200 && status <= 299) return 'delivered';
  if (status === 408 || status === 429 || (status >= 500 && status <= 599)) return 'retry';
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

/** What is kept of a failure on the lead row: short, one line. */
export function describeFailure(failure: { status: number } | { error: string }): string {
  const text =
    'status' in failure ? `HTTP ${failure.status}` : failure.error.replace(/\s+/g, ' ').trim();
  return text.slice(0, 200) || 'network error';
}
