/**
 * Builds mailto: URLs. Subject and body are percent-encoded with encodeURIComponent so that
 * '&', '?', '#', '+' and line breaks survive every mail client (RFC 6068 wants CRLF breaks).
 */
export interface MailDraft {
  to: string;
  subject: string;
  body?: string;
}

export function buildMailto({ to, subject, body }: MailDraft): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${encodeURI(to)}?${params.join('&')}`;
}
