/**
 * The queue consumers. LEAD_QUEUE carries { id } for each newly stored lead: the lead is posted to
 * LEAD_WEBHOOK_URL with its id as Idempotency-Key, signed with LEAD_WEBHOOK_SECRET when that is set
 * (src/shared/webhook-signature.ts), never following a redirect, retried with backoff on network
 * errors, 3xx, 408, 429 and 5xx; after the last retry the queue moves the message to the
 * dead-letter queue, whose consumer marks the lead failed. The lead row always says where its
 * notification stands, and never quotes the URL.
 */
import type { Env, InviteMessage, LeadMessage, NotificationMessage } from './env';
import { toAdminLead } from './lead-row';
import { recordDelivery } from './leads-queries';
import { findLead } from './leads-list-queries';
import {
  checkWebhookUrl,
  describeFailure,
  judgeResponse,
  minimalWebhookPayload,
  payloadMode,
  retryAfterSeconds,
  retryBaseSeconds,
  retryDelaySeconds,
  webhookPayload,
  type PayloadMode,
  type WebhookUrlCheck,
} from './webhook';
import { webhookSignatureHeaders } from '../src/shared/webhook-signature';
import { logError, logInfo, logWarn } from './logger';

/** Queue names as in wrangler.jsonc. */
export const LEAD_QUEUE_NAME = 'msd-lead-notifications';
export const LEAD_DEAD_LETTER_QUEUE_NAME = 'msd-lead-notifications-dlq';
/** The dead-letter queues of every environment (production's, then env.staging's). */
export const LEAD_DEAD_LETTER_QUEUE_NAMES: readonly string[] = [
  LEAD_DEAD_LETTER_QUEUE_NAME,
  'msd-lead-notifications-staging-dlq',
];

const WEBHOOK_TIMEOUT_MS = 10_000;

interface NotificationSettings {
  url: WebhookUrlCheck;
  /** LEAD_WEBHOOK_SECRET, or undefined: notifications go unsigned. */
  secret: string | undefined;
  mode: PayloadMode;
}

/** The settings last checked in this isolate, and what they were read from. */
let checked: { from: string; settings: NotificationSettings } | undefined;

/**
 * The notification settings, checked once per isolate (and again only if they change): there is
 * no start hook in a Worker, so the first queue batch or lead does it, and the log gets one line
 * for a refused URL, a missing secret or an unknown payload setting (never the URL itself).
 */
export function notificationSettings(env: Env): NotificationSettings {
  const from = JSON.stringify([
    env.LEAD_WEBHOOK_URL,
    env.LEAD_WEBHOOK_SECRET,
    env.LEAD_WEBHOOK_PAYLOAD,
  ]);
  if (checked?.from === from) return checked.settings;
  const url = checkWebhookUrl(env.LEAD_WEBHOOK_URL);
  const secret = env.LEAD_WEBHOOK_SECRET || undefined;
  const payload = payloadMode(env.LEAD_WEBHOOK_PAYLOAD);
  if (url.kind === 'refused')
    logError(`lead notifications: ${url.problem} Leads are marked failed until it is fixed.`);
  else if (url.kind === 'unset')
    logInfo('lead notifications: LEAD_WEBHOOK_URL is not set; leads are not sent anywhere.');
  else if (!secret)
    logWarn('lead notifications: LEAD_WEBHOOK_SECRET is not set; notifications are sent unsigned.');
  if (!payload.recognised)
    logWarn(
      'lead notifications: LEAD_WEBHOOK_PAYLOAD is neither "full" nor "minimal"; sending the minimal payload.',
    );
  checked = { from, settings: { url, secret, mode: payload.mode } };
  return checked.settings;
}

type Attempt = { ok: true } | { ok: false; retry: boolean; error: string; retryAfter?: number };

async function post(
  url: string,
  id: string,
  body: string,
  secret: string | undefined,
): Promise<Attempt> {
  try {
    const signature = secret ? await webhookSignatureHeaders(secret, Date.now() / 1000, body) : {};
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id, ...signature },
      body,
      // A 3xx is a failed attempt: the lead is never re-posted to wherever it points.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const verdict = judgeResponse(response.status);
    if (verdict === 'delivered') return { ok: true };
    return {
      ok: false,
      retry: verdict === 'retry',
      error: describeFailure({ status: response.status }),
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After'), Date.now()),
    };
  } catch (error) {
    return { ok: false, retry: true, error: describeFailure({ error }) };
  }
}

async function deliver(message: Message<LeadMessage>, env: Env): Promise<void> {
  const row = await findLead(env.DB, message.body.id);
  // Erased meanwhile, or already delivered by an earlier copy of this message: nothing to send.
  if (!row || row.delivery_state === 'delivered') return message.ack();
  const settings = notificationSettings(env);
  if (settings.url.kind === 'unset') {
    await recordDelivery(env.DB, row.id, { state: 'not_configured', attempts: 0, error: null });
    return message.ack();
  }
  if (settings.url.kind === 'refused') {
    await recordDelivery(env.DB, row.id, {
      state: 'failed',
      attempts: 0,
      error: settings.url.problem,
    });
    return message.ack();
  }
  const lead = toAdminLead(row);
  const origin = env.AUTH_ORIGIN?.trim() || message.body.origin;
  const payload =
    settings.mode === 'minimal'
      ? minimalWebhookPayload(lead, origin)
      : webhookPayload(lead, origin);
  const attempt = await post(settings.url.url, row.id, JSON.stringify(payload), settings.secret);
  if (attempt.ok) {
    await recordDelivery(env.DB, row.id, {
      state: 'delivered',
      attempts: message.attempts,
      error: null,
    });
    return message.ack();
  }
  if (!attempt.retry) {
    await recordDelivery(env.DB, row.id, {
      state: 'failed',
      attempts: message.attempts,
      error: attempt.error,
    });
    return message.ack();
  }
  await recordDelivery(env.DB, row.id, {
    state: 'retrying',
    attempts: message.attempts,
    error: attempt.error,
  });
  const delaySeconds = retryDelaySeconds(
    message.attempts,
    retryBaseSeconds(env.LEAD_WEBHOOK_RETRY_BASE_SECONDS),
    attempt.retryAfter,
  );
  message.retry({ delaySeconds });
}

/**
 * An invitation link (issue 24 item 2) goes to the same endpoint as leads, with the same retries;
 * nothing is stored about its delivery (the people page showed the link already).
 */
async function deliverInvite(message: Message<InviteMessage>, env: Env): Promise<void> {
  const { url, secret } = notificationSettings(env);
  if (url.kind !== 'ok') return message.ack();
  const invite = message.body;
  const attempt = await post(
    url.url,
    `invite-${message.id}`,
    JSON.stringify({
      text: `Invitation for ${invite.name} (${invite.email}) as ${invite.role}: ${invite.url} (valid until ${invite.expiresAt}, once)`,
      invite,
    }),
    secret,
  );
  if (attempt.ok || !attempt.retry) {
    if (!attempt.ok) logError('invitation not delivered', undefined, { reason: attempt.error });
    return message.ack();
  }
  message.retry({
    delaySeconds: retryDelaySeconds(
      message.attempts,
      retryBaseSeconds(env.LEAD_WEBHOOK_RETRY_BASE_SECONDS),
      attempt.retryAfter,
    ),
  });
}

/** Messages the main queue gave up on: the lead's notification has failed for good. */
async function markDeadLettered(message: Message<LeadMessage>, env: Env): Promise<void> {
  const row = await findLead(env.DB, message.body.id);
  if (row && row.delivery_state !== 'delivered') {
    await recordDelivery(env.DB, row.id, {
      state: 'failed',
      attempts: row.delivery_attempts,
      error: `${row.delivery_error ?? 'Not delivered'} (gave up after the last retry)`,
    });
  }
  message.ack();
}

function isInvite(message: Message<NotificationMessage>): message is Message<InviteMessage> {
  return message.body.kind === 'invite';
}

export async function consumeLeadQueue(
  batch: MessageBatch<NotificationMessage>,
  env: Env,
): Promise<void> {
  // No start hook in a Worker: the first batch (or lead, in createLead) checks the settings.
  notificationSettings(env);
  const deadLetters = LEAD_DEAD_LETTER_QUEUE_NAMES.includes(batch.queue);
  for (const message of batch.messages) {
    try {
      if (isInvite(message)) {
        if (deadLetters) {
          logError('invitation not delivered after the last retry');
          message.ack();
        } else await deliverInvite(message, env);
      } else if (deadLetters) await markDeadLettered(message as Message<LeadMessage>, env);
      else await deliver(message as Message<LeadMessage>, env);
    } catch (error) {
      // D1 unavailable: let the queue try this message again later.
      logError('lead notification failed', error, { queue: batch.queue });
      message.retry({
        delaySeconds: retryDelaySeconds(
          message.attempts,
          retryBaseSeconds(env.LEAD_WEBHOOK_RETRY_BASE_SECONDS),
        ),
      });
    }
  }
}
