import { useEffect, useId, useRef, useState } from 'react';
import type { InvitationAnswer } from '@/shared/people';
import { formatDateTime } from '@/lib/date-time';

interface InviteLinkProps {
  answer: InvitationAnswer;
  /** Whether this is a new link for someone already invited (the older one stops working). */
  renewed: boolean;
  onDone: () => void;
}

/**
 * The invitation link, shown once: the server keeps only its hash, so this is the one chance to
 * copy it. Takes the focus when it appears, so a screen reader reads it at once.
 */
export function InviteLink({ answer, renewed, onDone }: InviteLinkProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { person, invite } = answer;

  useEffect(() => headingRef.current?.focus(), [invite.id]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invite.url);
      setCopied('yes');
    } catch {
      // No clipboard permission: select the link so Ctrl+C / Cmd+C copies it.
      inputRef.current?.select();
      setCopied('failed');
    }
  }

  return (
    <section className="card people-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {renewed ? `New link for ${person.name}` : `${person.name} is invited`}
      </h2>
      <p>
        Send this link to {person.email}. It works once, until{' '}
        <time dateTime={invite.expiresAt}>{formatDateTime(invite.expiresAt)}</time>
        {renewed ? '; the older link no longer works' : ''}. <strong>It is shown only now:</strong>{' '}
        the server keeps no copy it could show again.
      </p>
      {invite.delivered ? (
        <p className="notice notice-success small">
          The link was also sent to the team's notification channel for delivery.
        </p>
      ) : null}
      <div className="field people-link-field">
        <label htmlFor={`${id}-url`}>Invitation link</label>
        <input
          ref={inputRef}
          id={`${id}-url`}
          type="text"
          readOnly
          value={invite.url}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p className="actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy()}>
          Copy link
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Done
        </button>
      </p>
      <p className="small muted" role="status">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'The link could not be copied here: it is selected, press Ctrl+C or Cmd+C.'
            : ''}
      </p>
    </section>
  );
}
