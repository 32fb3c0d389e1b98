import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { mailboxes } from '@/config';
import { contactPage } from '@/content/public/contact';
import { defaultInquiryType, inquiryTypes } from '@/content/public/inquiry-types';
import type { InquiryTypeValue } from '@/content/public/inquiry-types.schema';
import {
  buildContactMailto,
  missingContactFields,
  parseInquiryType,
  type ContactFormValues,
  type RequiredTextField,
} from './contact-mail';
import { ContactField } from './contact-field';
import { ContactThankYou } from './contact-thank-you';
import { useEarlyInput } from '@/hooks/use-early-input';
import { useHydrated } from '@/hooks/use-hydrated';

type TextValues = Pick<ContactFormValues, RequiredTextField>;
const emptyText: TextValues = { name: '', email: '', message: '' };

/**
 * The contact form: submitting opens a pre-filled draft to the contact mailbox, then thanks the
 * visitor. Without JavaScript (before hydration) the browser's own mailto: form post still works.
 */
export function ContactForm() {
  const copy = contactPage.form;
  const id = useId();
  const [searchParams] = useSearchParams();
  // The prerendered HTML cannot know the query, so `?type=` applies only once hydrated.
  const preset = useHydrated() ? parseInquiryType(searchParams.get('type')) : undefined;
  const [text, setText] = useState<TextValues>(emptyText);
  const [chosenType, setChosenType] = useState<InquiryTypeValue>();
  const [missing, setMissing] = useState<RequiredTextField[]>([]);
  const [sentMailto, setSentMailto] = useState<string>();
  const focusNameOnReset = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (typed) => {
    const textOf = (field: RequiredTextField) => {
      const value = typed.get(field);
      return typeof value === 'string' ? value : '';
    };
    setText({ name: textOf('name'), email: textOf('email'), message: textOf('message') });
    const type = typed.get('inquiryType');
    if (typeof type === 'string') setChosenType(parseInquiryType(type));
  });
  const fieldId = (field: RequiredTextField | 'type') => `${id}-${field}`;

  const values: ContactFormValues = {
    ...text,
    inquiryType: chosenType ?? preset ?? defaultInquiryType,
  };

  useEffect(() => {
    if (sentMailto === undefined && focusNameOnReset.current) {
      focusNameOnReset.current = false;
      document.getElementById(`${id}-name`)?.focus();
    }
  }, [sentMailto, id]);

  function update(field: RequiredTextField, value: string) {
    setText((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((name) => name !== field));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = missingContactFields(values);
    setMissing(empty);
    const [firstEmpty] = empty;
    if (firstEmpty) {
      document.getElementById(fieldId(firstEmpty))?.focus();
      return;
    }
    const mailto = buildContactMailto(values);
    window.location.href = mailto;
    setSentMailto(mailto);
  }

  function reset() {
    focusNameOnReset.current = true;
    setText(emptyText);
    setChosenType(undefined);
    setSentMailto(undefined);
  }

  if (sentMailto !== undefined) return <ContactThankYou mailto={sentMailto} onReset={reset} />;

  const errorFor = (field: RequiredTextField) =>
    missing.includes(field) ? copy[field].error : undefined;

  return (
    <form
      ref={formRef}
      className="form contact-form"
      action={`mailto:${mailboxes.contact}`}
      method="post"
      encType="text/plain"
      onSubmit={handleSubmit}
    >
      <p className="small muted">{copy.requiredNote}</p>
      <div className="contact-form-row">
        <ContactField
          id={fieldId('name')}
          label={copy.name.label}
          hint={copy.name.hint}
          error={errorFor('name')}
        >
          {(describedBy) => (
            <input
              id={fieldId('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={text.name}
              onChange={(event) => update('name', event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={missing.includes('name') || undefined}
            />
          )}
        </ContactField>
        <ContactField
          id={fieldId('email')}
          label={copy.email.label}
          hint={copy.email.hint}
          error={errorFor('email')}
        >
          {(describedBy) => (
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={text.email}
              onChange={(event) => update('email', event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={missing.includes('email') || undefined}
            />
          )}
        </ContactField>
      </div>
      <ContactField
        id={fieldId('type')}
        label={copy.inquiryType.label}
        hint={copy.inquiryType.hint}
      >
        {(describedBy) => (
          // No `required`: the select always holds one of the five types (the spec's default
          // first), and HTML allows `required` only on a select whose first option is a blank one.
          <select
            id={fieldId('type')}
            name="inquiryType"
            value={values.inquiryType}
            onChange={(event) => setChosenType(parseInquiryType(event.target.value))}
            aria-describedby={describedBy}
          >
            {inquiryTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      <ContactField
        id={fieldId('message')}
        label={copy.message.label}
        hint={copy.message.hint}
        error={errorFor('message')}
      >
        {(describedBy) => (
          <textarea
            id={fieldId('message')}
            name="message"
            rows={5}
            required
            value={text.message}
            onChange={(event) => update('message', event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={missing.includes('message') || undefined}
          />
        )}
      </ContactField>
      <div className="contact-form-actions">
        <button type="submit" className="btn btn-primary">
          {copy.submitLabel}
        </button>
        <p className="small muted">{copy.privacyNote}</p>
      </div>
    </form>
  );
}
