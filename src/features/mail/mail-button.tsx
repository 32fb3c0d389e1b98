import type { ReactNode } from 'react';
import { mailboxes } from '@/config';
import type { MailTemplate } from '@/content/schema';
import { buildMailto } from './mailto';

export function mailtoFor(template: MailTemplate): string {
  return buildMailto({
    to: mailboxes[template.to],
    subject: template.subject,
    body: template.body,
  });
}

interface MailButtonProps {
  template: MailTemplate;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Every mail action on the site: a real mailto: link (works before hydration and without
 * JavaScript) styled as a button, with subject and body from content.
 */
export function MailButton({
  template,
  children,
  variant = 'secondary',
  size = 'md',
  className,
}: MailButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <a href={mailtoFor(template)} className={classes} data-mail-subject={template.subject}>
      {children}
    </a>
  );
}
