/**
 * The scrubbing every client error report and every Worker log line goes through (issue 28 item
 * 5): exact outputs, so a looser pattern (an email that swallows its neighbours, a token rule that
 * misses one character, a frame pattern without its anchors) shows up as a changed string.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_API,
  ROUTE_PATTERN,
  STACK_FRAME,
  scrubMessage,
} from './client-errors';

/** Every character that ends an email-like run (the three parts share one set). */
const EMAIL_DELIMITERS = [
  ' ',
  '\t',
  '@',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  '"',
  "'",
  '`',
  ',',
  ';',
  ':',
];

describe('scrubMessage: emails', () => {
  it('replaces an address and keeps the words around it', () => {
    expect(scrubMessage('Failed for ada@firm.example today')).toBe('Failed for [email] today');
    expect(scrubMessage('a@b.c and d@e.f')).toBe('[email] and [email]');
  });

  // A character that is part of none of the three runs must stay outside the replacement.
  it.each(EMAIL_DELIMITERS)('ends the local part, domain and top-level part at %j', (c) => {
    const shown = c === '\t' ? ' ' : c; // whitespace is then collapsed to one space
    expect(scrubMessage(`pre${c}ada@firm.example`)).toBe(`pre${shown}[email]`);
    expect(scrubMessage(`ada@firm.example${c}post`)).toBe(`[email]${shown}post`);
    // Nothing between the @ and the dot may hold it either: no address is found here, or (for an
    // @) only the one that starts after it.
    expect(scrubMessage(`ada@firm${c}x.example`)).toBe(
      c === '@' ? 'ada@[email]' : `ada@firm${shown}x.example`,
    );
  });

  it('needs a dot after the @', () => {
    expect(scrubMessage('user@localhost')).toBe('user@localhost');
  });
});

describe('scrubMessage: URLs', () => {
  it('cuts a URL at its query string or fragment, up to the next space or closing quote', () => {
    expect(scrubMessage('GET https://msd.example/a/b?invite=abc&x=1 failed')).toBe(
      'GET https://msd.example/a/b failed',
    );
    expect(scrubMessage('at (https://msd.example/c.js#frag) in')).toBe(
      'at (https://msd.example/c.js) in',
    );
    expect(scrubMessage(`"https://x.test/?q=1" 'http://y.test/#top' \`ws://z.test?k=v\``)).toBe(
      `"https://x.test/" 'http://y.test/' \`ws://z.test\``,
    );
  });

  it('takes any scheme of letters, digits, + . and - (upper or lower case)', () => {
    expect(scrubMessage('a://h/p?q=1 z://h/p#f')).toBe('a://h/p z://h/p');
    expect(scrubMessage('xaz09+.-y://h/p?q=1 APP://h?q')).toBe('xaz09+.-y://h/p APP://h');
    expect(scrubMessage('chrome-extension://abc/p?secret=1')).toBe('chrome-extension://abc/p');
  });

  it('keeps a ? or # that is not in a URL', () => {
    expect(scrubMessage('Why? Issue #12 at /a?b')).toBe('Why? Issue #12 at /a?b');
    expect(scrubMessage('9://h?q=1')).toBe('9://h?q=1');
  });
});

describe('scrubMessage: long tokens', () => {
  it('replaces a run of 20 or more id characters, and keeps 19', () => {
    expect(scrubMessage('abcdefghijklmnopqrs')).toBe('abcdefghijklmnopqrs');
    expect(scrubMessage('abcdefghijklmnopqrst')).toBe('[token]');
    expect(scrubMessage(`key ${'a'.repeat(45)} end`)).toBe('key [token] end');
  });

  // Each character of the set joins two runs of 10 and 9 into one token of 20.
  it.each(['A', 'Z', 'a', 'z', '0', '9', '_', '+', '=', '-'])(
    'counts %j as a token character',
    (c) => {
      expect(scrubMessage(`${'x'.repeat(10)}${c}${'x'.repeat(9)}`)).toBe('[token]');
    },
  );

  it('ends a token at a slash or a dot, so paths and file names stay', () => {
    expect(scrubMessage(`${'x'.repeat(10)}/${'x'.repeat(10)}.${'x'.repeat(10)}`)).toBe(
      `${'x'.repeat(10)}/${'x'.repeat(10)}.${'x'.repeat(10)}`,
    );
  });
});

describe('scrubMessage: spacing and length', () => {
  it('collapses each run of whitespace to one space and trims the ends', () => {
    expect(scrubMessage('  a   b\n\n\tc  ')).toBe('a b c');
    expect(scrubMessage(' \n ')).toBe('');
  });

  it(`keeps a message of exactly ${CLIENT_ERROR_LIMITS.message} characters and cuts one more to ${CLIENT_ERROR_LIMITS.message} with an ellipsis`, () => {
    const exact = 'ab '.repeat(100);
    expect(scrubMessage(exact)).toBe(exact.trim()); // 299 after the trim
    const limit = `${'ab '.repeat(99)}abc`;
    expect(limit).toHaveLength(300);
    expect(scrubMessage(limit)).toBe(limit);
    const over = `${limit}d`;
    expect(scrubMessage(over)).toBe(`${limit.slice(0, 299)}…`);
    expect(scrubMessage(over)).toHaveLength(300);
  });

  it('measures the limit after scrubbing', () => {
    const message = `${'word '.repeat(58)}${'t'.repeat(40)}`; // 330 characters, 297 once scrubbed
    expect(scrubMessage(message)).toBe(`${'word '.repeat(58)}[token]`);
  });
});

describe('stack frames and route patterns', () => {
  it('takes a frame as /path:line:column of up to 7 digits each', () => {
    for (const frame of [
      '/assets/index-1a2b.js:1:2345',
      '/AZaz09_.~/-:1234567:7654321',
      '/:0:0',
      `/${'a'.repeat(200)}:1:1`,
    ])
      expect(STACK_FRAME.test(frame)).toBe(true);
  });

  it('refuses a frame with an origin, a query, a missing or long number, or a long path', () => {
    for (const frame of [
      'https://msd.example/assets/a.js:1:2',
      'assets/a.js:1:2',
      '/assets/a.js?v=3:1:2',
      '/assets/a.js:1:2?v=3',
      '/assets/a.js:1:2 ',
      '/assets/a.js:1',
      '/assets/a.js::2',
      '/assets/a.js:1:',
      '/assets/a.js:12345678:2',
      '/assets/a.js:1:12345678',
      '/assets/a b.js:1:2',
      `/${'a'.repeat(201)}:1:1`,
    ])
      expect(STACK_FRAME.test(frame)).toBe(false);
  });

  it('takes * or a route-table path, nothing else', () => {
    for (const route of ['*', '/', '/industries/:slug', '/AZaz09_/:.-', `/${'a'.repeat(200)}`])
      expect(ROUTE_PATTERN.test(route)).toBe(true);
    for (const route of [
      '',
      '**',
      '*x',
      'x*',
      '/*',
      'about',
      'x/about',
      '/about?x=1',
      '/about ',
      '/a b',
      `/${'a'.repeat(201)}`,
    ])
      expect(ROUTE_PATTERN.test(route)).toBe(false);
  });

  it('posts to the route the Worker serves', () => {
    expect(CLIENT_ERRORS_API).toBe('/api/client-errors');
  });
});
