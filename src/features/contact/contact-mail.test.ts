import { describe, expect, it } from 'vitest';
import { mailboxes } from '@/config';
import { inquiryTypes } from '@/content/public/inquiry-types';
import {
  buildContactBody,
  buildContactMailto,
  buildContactSubject,
  missingContactFields,
  parseInquiryType,
  type ContactFormValues,
} from './contact-mail';

const form: ContactFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  inquiryType: 'api-access',
  message: 'We would like API access.\nSecond line.',
};

function parseMailto(url: string) {
  const [address = '', query = ''] = url.replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { address, subject: params.get('subject'), body: params.get('body') };
}

describe('parseInquiryType', () => {
  it.each(['general', 'axion-beta', 'api-access', 'research-brief', 'partner-pilot'])(
    'accepts %s',
    (value) => {
      expect(parseInquiryType(value)).toBe(value);
    },
  );

  it('knows exactly the five content types', () => {
    expect(inquiryTypes.map((type) => type.value).every((value) => parseInquiryType(value))).toBe(
      true,
    );
    expect(inquiryTypes).toHaveLength(5);
  });

  it.each([
    null,
    '',
    'bogus',
    'API-ACCESS',
    'General',
    ' general',
    'general ',
    'axion_beta',
    'Axion Beta',
  ])('ignores %j', (value) => {
    expect(parseInquiryType(value)).toBeUndefined();
  });
});

describe('missingContactFields', () => {
  it('is empty for a complete form', () => {
    expect(missingContactFields(form)).toEqual([]);
  });

  it('treats whitespace-only fields as missing', () => {
    expect(missingContactFields({ ...form, name: '  ', message: '\n\t' })).toEqual([
      'name',
      'message',
    ]);
    expect(missingContactFields({ ...form, email: '' })).toEqual(['email']);
  });
});

describe('buildContactSubject', () => {
  it('is the inquiry-type label, a dash and the trimmed name', () => {
    expect(buildContactSubject(form)).toBe('API Access - Ada Lovelace');
    expect(buildContactSubject({ ...form, name: '  Grace  ', inquiryType: 'general' })).toBe(
      'General - Grace',
    );
    expect(buildContactSubject({ ...form, inquiryType: 'axion-beta' })).toBe(
      'Axion Beta - Ada Lovelace',
    );
  });
});

describe('buildContactBody', () => {
  it('lists name, email, inquiry type label and message on separate lines', () => {
    const lines = buildContactBody(form).split('\n');
    expect(lines).toContain('Name: Ada Lovelace');
    expect(lines).toContain('Email: ada@example.com');
    expect(lines).toContain('Inquiry type: API Access');
    expect(lines).toContain('Message:');
    expect(lines.slice(-2)).toEqual(['We would like API access.', 'Second line.']);
  });

  it('never prints undefined or NaN', () => {
    const body = buildContactBody({ ...form, inquiryType: 'partner-pilot' });
    expect(body).not.toMatch(/undefined|NaN/);
    expect(body).toContain('Inquiry type: Partner Pilot');
  });
});

describe('buildContactMailto', () => {
  it('addresses the contact mailbox', () => {
    expect(parseMailto(buildContactMailto(form)).address).toBe(mailboxes.contact);
  });

  it('keeps & ? # intact in subject and body', () => {
    const tricky: ContactFormValues = {
      name: 'R&D Team? #1',
      email: 'r&d@example.com',
      inquiryType: 'research-brief',
      message: 'Q&A: what is 1+1? See #notes & more?',
    };
    const url = buildContactMailto(tricky);
    expect(url).not.toContain('#');
    const { subject, body } = parseMailto(url);
    expect(subject).toBe('Research Brief - R&D Team? #1');
    expect(body).toContain('Name: R&D Team? #1');
    expect(body).toContain('Email: r&d@example.com');
    expect(body).toContain('Q&A: what is 1+1? See #notes & more?');
  });

  it('sends line breaks as CRLF', () => {
    const { body } = parseMailto(buildContactMailto(form));
    expect(body).toContain('Name: Ada Lovelace\r\nEmail: ada@example.com\r\n');
  });
});
