/** Random tokens, base64url and digests (issue 24): exact encodings, in Node's WebCrypto. */
import { describe, expect, it } from 'vitest';
import { installTimingSafeEqual } from './workerd-crypto.test-helper';
import { fromBase64Url, randomToken, sameSecret, sha256Hex, toBase64Url } from './tokens';

installTimingSafeEqual();

describe('base64url', () => {
  it('encodes without padding, with - and _ for + and /', () => {
    expect(toBase64Url(Uint8Array.of())).toBe('');
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
    expect(toBase64Url(Uint8Array.of(0xfb, 0xef, 0xbe))).toBe('----');
    expect(toBase64Url(Uint8Array.of(0xff, 0xff, 0xff))).toBe('____');
    expect(toBase64Url(new TextEncoder().encode('f'))).toBe('Zg');
    expect(toBase64Url(new TextEncoder().encode('fo'))).toBe('Zm8');
    expect(toBase64Url(new TextEncoder().encode('foo'))).toBe('Zm9v');
  });

  it('decodes with or without padding', () => {
    expect([...fromBase64Url('-_8')]).toEqual([0xfb, 0xff]);
    expect([...fromBase64Url('____')]).toEqual([0xff, 0xff, 0xff]);
    expect([...fromBase64Url('Zg')]).toEqual([0x66]);
    expect([...fromBase64Url('Zg==')]).toEqual([0x66]);
    expect([...fromBase64Url('Zm8')]).toEqual([0x66, 0x6f]);
    expect([...fromBase64Url('')]).toEqual([]);
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...fromBase64Url(toBase64Url(bytes))]).toEqual([...bytes]);
  });
});

describe('tokens and digests', () => {
  it('makes 32 random bytes as 43 base64url characters by default, or as many bytes as asked', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(fromBase64Url(randomToken(16)).length).toBe(16);
    expect(randomToken(3)).toMatch(/^[A-Za-z0-9_-]{4}$/);
  });

  it('hashes to lower-case hex SHA-256', async () => {
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('compares secrets: equal only when equal, whatever the lengths', async () => {
    expect(await sameSecret('s3cret', 's3cret')).toBe(true);
    expect(await sameSecret('s3cret', 's3creT')).toBe(false);
    expect(await sameSecret('s3cret', 's3cret ')).toBe(false);
    expect(await sameSecret('', '')).toBe(true);
    expect(await sameSecret('', 'x')).toBe(false);
  });
});

describe('containsPattern', () => {
  it('lower-cases and escapes the LIKE wildcards and the escape character itself', async () => {
    const { containsPattern } = await import('./sql-like');
    expect(containsPattern('Ada_50%\\x')).toBe('%ada\\_50\\%\\\\x%');
    expect(containsPattern('')).toBe('%%');
  });
});
