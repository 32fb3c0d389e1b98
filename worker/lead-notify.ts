/**
 * The queue consumers. LEAD_QUEUE carries { id } for each newly stored lead: the lead is posted to
 * LEAD_WEBHOOK_URL with its id as Idempotency-Key, retried with backoff on network errors, 408,
 * 429 and 5xx; after the last retry the queue moves the message to the dead-letter queue, whose
 * consumer marks the lead failed. The lead row always says where its notification stands.
 */
import type { Env, InviteMessage, LeadMessage, NotificationMessage } from './env';
import { toAdminLead } from './lead-row';
import { recordDelivery } from './leads-queries';
import { findLead } from './leads-list-queries';
import {
  describeFailure,
  judgeResponse,
  retryAfterSeconds,
  retryBaseSeconds,
  retryDelaySeconds,
  webhookPayload,
} from './webhook';

/** Queue names as in wrangler.jsonc. */
export const LEAD_QUEUE_NAME = 'msd-lead-notifications';
export const LEAD_DEAD_LETTER_QUEUE_NAME = 'msd-lead-notifications-dlq';

const WEBHOOK_TIMEOUT_MS = 10_000;

type Attempt = { ok: true } | { ok: false; retry: boolean; error: string; retryAfter?: number };

async function post(url: string, id: string, body: string): Promise<Attempt> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
      body,
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
    return {
      ok: false,
      retry: true,
      error: describeFailure({ error: error instanceof Error ? error.message : String(error) }),
    };
  }
}

async function deliver(message: Message<LeadMessage>, env: Env): Promise<void> {
  const row = await findLead(env.DB, message.body.id);
  // Erased meanwhile, or already delivered by an earlier copy of this message: nothing to send.
  if (!row || row.delivery_state === 'delivered') return message.ack();
  if (!env.LEAD_WEBHOOK_URL) {
    await recordDelivery(env.DB, row.id, { state: 'not_configured', attempts: 0, error: null });
    return message.ack();
  }
  const attempt = await post(
    env.LEAD_WEBHOOK_URL,
    row.id,
    JSON.stringify(webhookPayload(toAdminLead(row))),
  );
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
  if (!env.LEAD_WEBHOOK_URL) return message.ack();
  const invite = message.body;
  const attempt = await post(
    env.LEAD_WEBHOOK_URL,
    `invite-${message.id}`,
    JSON.stringify({
      text: `Invitation for ${invite.name} (${invite.email}) as ${invite.role}: ${invite.url} (valid until ${invite.expiresAt}, once)`,
      invite,
    }),
  );
  if (attempt.ok || !attempt.retry) {
    if (!attempt.ok)
      console.error(`invitation for ${invite.email} not delivered: ${attempt.error}`);
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
  const deadLetters = batch.queue === LEAD_DEAD_LETTER_QUEUE_NAME;
  for (const message of batch.messages) {
    try {
      if (isInvite(message)) {
        if (deadLetters) {
          console.error(`invitation for ${message.body.email} not delivered after the last retry`);
          message.ack();
        } else await deliverInvite(message, env);
      } else if (deadLetters) await markDeadLettered(message as Message<LeadMessage>, env);
      else await deliver(message as Message<LeadMessage>, env);
    } catch (error) {
      // D1 unavailable: let the queue try this message again later.
      console.error(`lead notification (${batch.queue}) failed`, error);
      message.retry({
        delaySeconds: retryDelaySeconds(
          message.attempts,
          retryBaseSeconds(env.LEAD_WEBHOOK_RETRY_BASE_SECONDS),
        ),
      });
    }
  }
}
