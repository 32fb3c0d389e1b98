import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  emailProblem,
  mailtoHref,
  MIXED_SCRIPT_REASON,
  mixesScripts,
  normaliseText,
  safeEmail,
  safeText,
  textProblem,
  unsafeTextReason,
} from './text';

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

describe('control characters, at the ends of each range', () => {
  // U+0009 (tab) and U+000A (newline) are the only ones a multiline field takes.
  it.each(['\u0000', '\u0008', '\u000B', '\u001F', '\u007F', '\u009F'])(
    'refuses %j in one line and in many',
    (c) => {
      expect(unsafeTextReason(`a${c}b`)).toBe('has a control character');
      expect(unsafeTextReason(`a${c}b`, true)).toBe('has a control character');
    },
  );

  it('refuses a tab or a newline in one line only', () => {
    for (const c of ['\t', '\n']) {
      expect(unsafeTextReason(`a${c}b`)).toBe('has a control character');
      expect(unsafeTextReason(`a${c}b`, false)).toBe('has a control character');
      expect(unsafeTextReason(`a${c}b`, true)).toBeNull();
    }
  });

  it('takes the characters just outside the ranges', () => {
    for (const c of [' ', '~', '\u00A0', '\u00A1'])
      expect([unsafeTextReason(`a${c}b`), unsafeTextReason(`a${c}b`, true)]).toEqual([null, null]);
  });

  it('names a control character before a format or a broken one', () => {
    expect(unsafeTextReason('\u0007\u200B\uD800')).toBe('has a control character');
    expect(unsafeTextReason('\u200B\uD800')).toBe(
      'has an invisible or direction-changing character',
    );
  });
});

describe('mixed scripts', () => {
  it('keeps a combining mark inside its word', () => {
    // Unnormalised: a Latin a, a combining acute, then a Cyrillic т, all one word.
    expect(mixesScripts('Ka\u0301\u0442')).toBe(true);
  });

  it('splits words at anything that is not a letter or a mark', () => {
    for (const value of ['Alice-Анна', 'Alice1Анна', 'Alice_Анна', 'Alice Анна', 'Alice.Νίκη'])
      expect(mixesScripts(value)).toBe(false);
    expect(mixesScripts('')).toBe(false);
    expect(mixesScripts('Bob')).toBe(false);
  });
});

describe('textProblem and safeText', () => {
  const MIXED = `mixes Latin with Cyrillic or Greek letters in one word, as look-alike text does: type it in one alphabet`;

  it('names the first problem after the label, or none', () => {
    expect(textProblem('Full name', 'Alice Real')).toBeNull();
    expect(textProblem('Full name', 'Alice\u200BReal')).toBe(
      'Full name has an invisible or direction-changing character.',
    );
    expect(textProblem('Full name', '\u0410lice Real')).toBe(`Full name ${MIXED}.`);
    expect(textProblem('Full name', '\u0410lice Real', true)).toBe(`Full name ${MIXED}.`);
    expect(MIXED_SCRIPT_REASON).toBe(MIXED);
  });

  it('leaves the script check out where words is false, but not the character check', () => {
    expect(textProblem('Note', '\u0410lice Real', false)).toBeNull();
    expect(textProblem('Note', 'a\u0000b', false)).toBe('Note has a control character.');
  });

  it('refuses with textProblem’s message in a zod schema', () => {
    const schema = z.string().check(safeText('Company'));
    const message = (value: string) => {
      const result = z.safeParse(schema, value);
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(message('Acme Ltd')).toBeNull();
    expect(message('Acme\uD800')).toEqual(['Company has a broken character.']);
    expect(message('\u0410cme')).toEqual([`Company ${MIXED}.`]);
    const loose = z.string().check(safeText('Company', false));
    expect(z.safeParse(loose, '\u0410cme').success).toBe(true);
    expect(z.safeParse(loose, 'A\u00ADcme').error?.issues.map((issue) => issue.message)).toEqual([
      'Company has an invisible or direction-changing character.',
    ]);
  });
});

describe('emailProblem at each rule', () => {
  const shape = 'Enter an email address like name@firm.com.';
  const LOCAL = "Email may use only letters a-z, digits and . _ + - ' before the @.";
  const DOMAIN =
    'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).';

  it('takes every character the local part and the domain allow', () => {
    for (const email of [
      "AZaz09_+'-.AZaz09_+'-@firm.example",
      'a@AZaz09-AZaz09.example',
      'a@b.c.de',
      'a@0.xn--p1ai',
      'a@firm.AZ',
      'a@firm.az',
      'a@z-9.example',
    ])
      expect(emailProblem(email, shape)).toBeNull();
  });

  it('gives the shape message for what is no address at all, whatever else is wrong with it', () => {
    for (const email of [
      'nope',
      'a b@firm.example',
      'a@firm.example x',
      'a@b@firm.example',
      'a@firm.ex@mple',
      '@firm.example',
      'a@.example',
      'a@firm.',
      'a@firm',
      '',
    ])
      expect(emailProblem(email, shape)).toBe(shape);
  });

  it('refuses a local part outside the rule', () => {
    for (const email of [
      '#a@firm.example',
      'a#@firm.example',
      '.a@firm.example',
      'a.@firm.example',
      'a..b@firm.example',
      'a"b@firm.example',
      'é@firm.example',
    ])
      expect(emailProblem(email, shape)).toBe(LOCAL);
  });

  it('refuses a domain outside the rule', () => {
    for (const email of [
      'a@-firm.example',
      'a@firm-.example',
      'a@fi_rm.example',
      'a@firm.e',
      'a@firm.c0m',
      'a@firm.xn--',
      'a@firm.example-',
      'a@firm..example',
      'a@firm.example%00',
      'a@firm.example&x',
      'a@аcme.example',
    ])
      expect(emailProblem(email, shape)).toBe(DOMAIN);
  });

  it('names unsafe characters and look-alike local parts first', () => {
    expect(emailProblem('a\u0000b@firm.example', shape)).toBe('Email has a control character.');
    expect(emailProblem('\u0430lice@firm.example', shape)).toBe(`Email ${MIXED_SCRIPT_REASON}.`);
  });

  it('refuses with emailProblem’s message in a zod schema', () => {
    const schema = z.string().check(safeEmail(shape));
    const messages = (value: string) =>
      z.safeParse(schema, value).error?.issues.map((issue) => issue.message);
    expect(messages('ada@firm.example')).toBeUndefined();
    expect(messages('nope')).toEqual([shape]);
    expect(messages('a#@firm.example')).toEqual([LOCAL]);
    expect(messages('a@firm.example&x')).toEqual([DOMAIN]);
  });
});
