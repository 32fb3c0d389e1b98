import type { DataInActionContent } from '@/content/public/data-in-action.schema';
import { getDatabase } from '@/lib/db';
import { discardDeadLetter, retryDeadLetter } from '@/lib/outbox/store';
import { requestOutboxFlush } from '@/lib/outbox/scheduler';
import { useOnline } from '@/hooks/use-online';
import { useLeadQueue } from './use-lead-queue';

interface LeadStatusProps {
  copy: DataInActionContent['status'];
  /** The lead this visit submitted, whose fate is reported in words. */
  submittedId: string | null;
}

/** The honest state of the visitor's requests: sent, saved for later, or refused with a retry. */
export function LeadStatus({ copy, submittedId }: LeadStatusProps) {
  const { pending, refused, loaded } = useLeadQueue();
  const online = useOnline();
  if (!loaded) return null;

  const mine = submittedId ? pending.find((entry) => entry.id === submittedId) : undefined;
  const mineRefused = submittedId ? refused.some((letter) => letter.id === submittedId) : false;
  const others = pending.filter((entry) => entry.id !== submittedId);

  let message: { text: string; tone: 'success' | 'warning' | 'info' } | null = null;
  if (submittedId && !mineRefused) {
    if (!mine) message = { text: copy.sent, tone: 'success' };
    else if (!online) message = { text: copy.savedOffline, tone: 'warning' };
    else if (mine.attempts > 0)
      message = {
        text: mine.lastError === 'Failed to fetch' ? copy.savedOffline : copy.retrying,
        tone: 'warning',
      };
    else message = { text: copy.sending, tone: 'info' };
  }

  if (!message && others.length === 0 && refused.length === 0) return null;
  const db = getDatabase();

  return (
    <div className="gate-status stack">
      <div role="status" aria-live="polite">
        {message ? (
          <p className={`notice ${message.tone === 'info' ? '' : `notice-${message.tone}`}`}>
            {message.text}
          </p>
        ) : null}
      </div>
      {others.length > 0 ? (
        <p className="notice notice-warning small">
          {copy.pendingTitle}: {others.length} saved on this device, waiting to be sent.
        </p>
      ) : null}
      {refused.length > 0 ? (
        <div className="notice notice-error" role="alert">
          <strong>{copy.refusedTitle}</strong>
          <ul className="gate-refused">
            {refused.map((letter) => (
              <li key={letter.id}>
                <span>
                  {letter.lead.name} ({letter.lead.email}): {letter.error.message}
                  {letter.error.fields?.length
                    ? ` ${letter.error.fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`
                    : ''}
                </span>
                <span className="actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => {
                      retryDeadLetter(db, letter.id, Date.now())
                        .then(() => requestOutboxFlush())
                        .catch((error: unknown) =>
                          console.warn('The request could not be queued again', error),
                        );
                    }}
                  >
                    {copy.retry}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => void discardDeadLetter(db, letter.id)}
                  >
                    {copy.discard}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
