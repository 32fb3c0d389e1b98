import { useEffect, useRef } from 'react';
import { mailboxes } from '@/config';
import { contactPage } from '@/content/public/contact';
import { MailAddress } from './mail-address';

interface ContactThankYouProps {
  /** The draft that was opened; the fallback link opens it again. */
  mailto: string;
  onReset: () => void;
}

/** Shown once the mail draft has been opened; takes focus so screen readers announce it. */
export function ContactThankYou({ mailto, onReset }: ContactThankYouProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const copy = contactPage.thankYou;

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      className="notice notice-success contact-thank-you"
      role="status"
      tabIndex={-1}
    >
      <h3>{copy.title}</h3>
      <p>{copy.text}</p>
      <p className="small">
        {copy.fallback}{' '}
        <a href={mailto}>
          <MailAddress address={mailboxes.contact} />
        </a>
        .
      </p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onReset}>
        {copy.sendAnotherLabel}
      </button>
    </div>
  );
}
