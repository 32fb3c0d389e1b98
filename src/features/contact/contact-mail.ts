/**
 * Pure logic of the contact form: which `?type=` values preselect an inquiry type, and the mail
 * draft (subject, body, mailto: URL) a submission opens.
 */
import { mailboxes } from '@/config';
import { contactPage } from '@/content/public/contact';
import { defaultInquiryType, inquiryTypes } from '@/content/public/inquiry-types';
import type { InquiryTypeValue } from '@/content/public/inquiry-types.schema';
import { buildMailto } from '@/features/mail';

export interface ContactFormValues {
  name: string;
  email: string;
  inquiryType: InquiryTypeValue;
  message: string;
}

export type RequiredTextField = 'name' | 'email' | 'message';

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  inquiryType: defaultInquiryType,
  message: '',
};

/** The inquiry type named by a `?type=` value; anything but an exact known value is ignored. */
export function parseInquiryType(value: string | null): InquiryTypeValue | undefined {
  return inquiryTypes.find((type) => type.value === value)?.value;
}

export function inquiryTypeLabel(value: InquiryTypeValue): string {
  return inquiryTypes.find((type) => type.value === value)?.label ?? value;
}

/** Text fields that are empty once trimmed; the browser's `required` lets whitespace through. */
export function missingContactFields(form: ContactFormValues): RequiredTextField[] {
  return (['name', 'email', 'message'] as const).filter((field) => form[field].trim() === '');
}

export function buildContactSubject(form: ContactFormValues): string {
  return `${inquiryTypeLabel(form.inquiryType)} - ${form.name.trim()}`;
}

export function buildContactBody(form: ContactFormValues): string {
  const labels = contactPage.mailLabels;
  return [
    `${labels.name}: ${form.name.trim()}`,
    `${labels.email}: ${form.email.trim()}`,
    `${labels.inquiryType}: ${inquiryTypeLabel(form.inquiryType)}`,
    '',
    `${labels.message}:`,
    form.message.trim(),
  ].join('\n');
}

export function buildContactMailto(form: ContactFormValues): string {
  return buildMailto({
    to: mailboxes.contact,
    subject: buildContactSubject(form),
    body: buildContactBody(form),
  });
}
