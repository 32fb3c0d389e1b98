/** Passphrases (issue 24): PBKDF2 round trips, malformed stored strings, and the common-password rules. */
import { describe, expect, it } from 'vitest';
import { installTimingSafeEqual } from './workerd-crypto.test-helper';
import {
  DUMMY_HASH,
  hashPassphrase,
  isCommonPassphrase,
  PASSPHRASE_ITERATIONS,
  verifyPassphrase,
} from './passphrase';
import { toBase64Url } from './tokens';

installTimingSafeEqual();
const FAST = 1_000;

describe('hash and verify', () => {
  it('stores pbkdf2-sha256$iterations$salt$hash and verifies the same passphrase only', async () => {
    const stored = await hashPassphrase('correct horse battery staple', FAST);
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassphrase('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassphrase('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassphrase('Correct horse battery staple', stored)).toBe(false);
    expect(await hashPassphrase('correct horse battery staple', FAST)).not.toBe(stored);
  });

  it('uses 100,000 iterations by default, the most workerd allows', async () => {
    expect(PASSPHRASE_ITERATIONS).toBe(100_000);
    const stored = await hashPassphrase('a long enough passphrase');
    expect(stored.split('$')[1]).toBe('100000');
    expect(await verifyPassphrase('a long enough passphrase', stored)).toBe(true);
  });

  it('normalises to NFKC, so composed and decomposed accents are one passphrase', async () => {
    const stored = await hashPassphrase('café au lait tous les jours', FAST);
    expect(await verifyPassphrase('cafe\u0301 au lait tous les jours', stored)).toBe(true);
  });

  it('is the known PBKDF2-SHA256 output for a fixed salt (RFC 7914 test vector, 1 iteration)', async () => {
    const salt = toBase64Url(new TextEncoder().encode('salt'));
    // PBKDF2-HMAC-SHA256("passwd", "salt", 1, 32) = 55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc
    const hash = toBase64Url(
      Uint8Array.from(
        '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc'.match(/../g)!,
        (h) => parseInt(h, 16),
      ),
    );
    expect(await verifyPassphrase('passwd', `pbkdf2-sha256$1$${salt}$${hash}`)).toBe(true);
    expect(await verifyPassphrase('passwd', `pbkdf2-sha256$2$${salt}$${hash}`)).toBe(false);
  });

  it('refuses malformed stored strings without throwing', async () => {
    const good = await hashPassphrase('correct horse battery staple', FAST);
    const [prefix, iterations, salt, hash] = good.split('$') as [string, string, string, string];
    const variants = [
      '',
      'plain',
      `${prefix}$${iterations}$${salt}`,
      `${good}$extra`,
      `pbkdf2-sha1$${iterations}$${salt}$${hash}`,
      `${prefix}$0$${salt}$${hash}`,
      `${prefix}$-1000$${salt}$${hash}`,
      `${prefix}$1000.5$${salt}$${hash}`,
      `${prefix}$abc$${salt}$${hash}`,
      `${prefix}$100001$${salt}$${hash}`,
      `${prefix}$${iterations}$${salt}$${hash.slice(0, 40)}`,
      `${prefix}$${iterations}$${salt}$`,
    ];
    for (const stored of variants)
      expect([stored, await verifyPassphrase('correct horse battery staple', stored)]).toEqual([
        stored,
        false,
      ]);
    expect(await verifyPassphrase('correct horse battery staple', good)).toBe(true);
  });

  it('refuses a stored count over 100,000 even when the hash matches it', async () => {
    const over = await hashPassphrase('correct horse battery staple', 100_001);
    expect(await verifyPassphrase('correct horse battery staple', over)).toBe(false);
  });

  it('accepts exactly 1 and exactly 100,000 iterations', async () => {
    const one = await hashPassphrase('correct horse battery staple', 1);
    expect(await verifyPassphrase('correct horse battery staple', one)).toBe(true);
    const max = await hashPassphrase('correct horse battery staple', 100_000);
    expect(await verifyPassphrase('correct horse battery staple', max)).toBe(true);
  });

  it('has a dummy hash that parses, costs the full work and matches nothing typed', async () => {
    expect(DUMMY_HASH).toBe(
      'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(await verifyPassphrase('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassphrase('correct horse battery staple', DUMMY_HASH)).toBe(false);
  });
});

describe('common passphrases', () => {
  it.each([
    ['password', true],
    ['PassWord', true],
    ['  password  ', true],
    ['\uff50\uff41\uff53\uff53\uff57\uff4f\uff52\uff44', true], // full-width, NFKC to password
    ['aaaaaaaaaaaa', true],
    ['password1234!', true],
    ['!!dragon99', true],
    ['2love!!', true],
    ['!!cat!!', false], // a 3-letter core is not enough
    ['_cat_', false],
    ['qwertyqwerty', true],
    ['xqzxqz', true], // a unit of 3, exactly half the length
    ['xqzxqzxqz', true],
    ['xqzxqzxqzx', false],
    ['xqxqxqxqxq', false], // a unit of 2 is not checked
    ['xqxqxqxqxqxq', true], // ... but 'xqxq' three times is
    ['90817263544536', true],
    ['9081726354453a', false],
    ['correct horse battery staple', false],
    ['zq8#mLr2!kW9', false],
    ['love in the time of cholera', false],
    ['1qaz2wsx3edc', true], // on the list itself, caught by no other rule
    ['%%%%%', true], // one character repeated, too short for the unit rule
    [' cat ', true], // trimmed first: 'cat' is on the list
    ['dra!gon', false], // only the ends are stripped, not the middle
    ['dra!gon7', false],
  ])('%j → %s', (passphrase, common) => {
    expect(isCommonPassphrase(passphrase)).toBe(common);
  });
});
