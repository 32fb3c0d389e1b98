import { describe, expect, it } from 'vitest';
import { buildMailto } from './mailto';

function parse(url: string) {
  const [, rest = ''] = url.split('mailto:');
  const [to = '', query = ''] = rest.split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { to, subject: params.get('subject'), body: params.get('body'), query };
}

describe('buildMailto', () => {
  it('addresses the mailbox and encodes the subject', () => {
    const url = buildMailto({
      to: 'contact@example.com',
      subject: 'Request MSD Validation Packet',
    });
    expect(url).toBe('mailto:contact@example.com?subject=Request%20MSD%20Validation%20Packet');
  });

  it('encodes & ? # and + so they cannot split or end the query', () => {
    const url = buildMailto({ to: 'a@b.co', subject: 'Q&A? #1 + more', body: 'x=1&y=2#frag?' });
    expect(url).not.toMatch(/[#]/);
    expect(url.split('&')).toHaveLength(2);
    const { subject, body } = parse(url);
    expect(subject).toBe('Q&A? #1 + more');
    expect(body).toBe('x=1&y=2#frag?');
  });

  it('turns line breaks into encoded CRLF pairs', () => {
    const url = buildMailto({ to: 'a@b.co', subject: 's', body: 'line one\nline two\r\nthree' });
    expect(url).toContain('line%20one%0D%0Aline%20two%0D%0Athree');
    expect(parse(url).body).toBe('line one\r\nline two\r\nthree');
  });

  it('leaves out an empty body', () => {
    expect(buildMailto({ to: 'a@b.co', subject: 's', body: '' })).toBe('mailto:a@b.co?subject=s');
  });

  it('keeps unicode intact through encoding', () => {
    const { subject } = parse(buildMailto({ to: 'a@b.co', subject: 'Zürich — 2–4 days' }));
    expect(subject).toBe('Zürich — 2–4 days');
  });
});
