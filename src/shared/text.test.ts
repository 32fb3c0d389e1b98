import { describe, expect, it } from 'vitest';
import { emailProblem, mailtoHref, mixesScripts, normaliseText, unsafeTextReason } from './text';

describe('the shared text rule', () => {
  it('NFKC-normalises and trims', () => {
    expect(normaliseText('  Ａｌｉｃｅ\u3000')).toBe('Alice');
    expect(normaliseText('Jose\u0301')).toBe('José');
  });

  it('names control, format and surrogate characters', () => {
    expect(unsafeTextReason('a\u0007b')).toBe('has a control character');
    expect(unsafeTextReason('a\nb')).toBe('has a control character');
    expect(unsafeTextReason('a\nb', true)).toBeNull();
    for (const c of ['\u200B', '\u00AD', '\u202E', '\u2066', '\uFEFF', '\u200D', '\u{E0041}'])
      expect(unsafeTextReason(`a${c}b`)).toBe('has an invisible or direction-changing character');
    expect(unsafeTextReason('a\uD800b')).toBe('has a broken character');
    expect(unsafeTextReason('a\uDC00')).toBe('has a broken character');
    expect(unsafeTextReason('emoji \u{1F600} pair')).toBeNull();
  });

  it('finds Latin mixed with Cyrillic or Greek in one word only', () => {
    expect(mixesScripts('\u0410lice Real')).toBe(true);
    expect(mixesScripts('Alic\u03B5')).toBe(true);
    expect(mixesScripts('Анна Smith')).toBe(false);
    expect(mixesScripts('Νικόλαος')).toBe(false);
    expect(mixesScripts('José Müller')).toBe(false);
    expect(mixesScripts('Zoë Ōkubo-سارة')).toBe(false);
  });

  it('refuses an email a mailto: URL would interpret', () => {
    const shape = 'Enter an email address like name@firm.com.';
    expect(emailProblem('victim@acme.example?bcc=attacker%40evil.example', shape)).toBe(
      'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).',
    );
    expect(emailProblem('a&b@firm.example', shape)).toBe(
      "Email may use only letters a-z, digits and . _ + - ' before the @.",
    );
    expect(emailProblem('a..b@firm.example', shape)).toBe(
      "Email may use only letters a-z, digits and . _ + - ' before the @.",
    );
    expect(emailProblem('ada@münchen.de', shape)).toBe(
      'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).',
    );
    expect(emailProblem('ada@xn--mnchen-3ya.de', shape)).toBeNull();
    expect(emailProblem('nope', shape)).toBe(shape);
  });
});

describe('mailtoHref', () => {
  it('encodes each part of a valid address', () => {
    expect(mailtoHref('ada@firm.example')).toBe('mailto:ada@firm.example');
    expect(mailtoHref("o'brien+x@firm.example")).toBe("mailto:o'brien%2Bx@firm.example");
  });

  it('builds no link for an address that fails the rule', () => {
    expect(mailtoHref('victim@acme.example?bcc=attacker%40evil.example')).toBeNull();
    expect(mailtoHref('a@b.example,c@d.example')).toBeNull();
    expect(mailtoHref('\u0430lice@firm.example')).toBeNull();
  });
});
