import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const position = {
  receivedAt: '2026-11-24T10:00:00.123Z',
  id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
};

describe('page cursor', () => {
  it('round-trips a position through an opaque URL-safe string', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).toBe(
      'WyIyMDI2LTExLTI0VDEwOjAwOjAwLjEyM1oiLCIwYjdmNmMxZS04ZjBhLTRjNDMtOWQ3ZS0yZjFiNWE5YzNlMTEiXQ',
    );
    expect(decodeCursor(cursor)).toEqual(position);
  });

  const bytesToBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const encode = (value: unknown) =>
    bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['too long', 'A'.repeat(201)],
    ['not JSON', bytesToBase64Url(new TextEncoder().encode('[oops'))],
    ['not an array', encode({ receivedAt: position.receivedAt, id: position.id })],
    ['three items', encode([position.receivedAt, position.id, 1])],
    ['a date without milliseconds', encode(['2026-11-24T10:00:00Z', position.id])],
    ['a date with an offset', encode(['2026-11-24T10:00:00.000+02:00', position.id])],
    ['trailing text after the date', encode([`${position.receivedAt}x`, position.id])],
    ['an id with a quote', encode([position.receivedAt, "a' OR 1=1"])],
    ['an empty id', encode([position.receivedAt, ''])],
    ['an id over 64 characters', encode([position.receivedAt, 'a'.repeat(65)])],
    ['a numeric id', encode([position.receivedAt, 7])],
    ['invalid UTF-8', bytesToBase64Url(new Uint8Array([0x5b, 0xff, 0x5d]))],
  ])('refuses %s', (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it('accepts the longest id and cursor it allows', () => {
    const id = 'a'.repeat(64);
    expect(decodeCursor(encode([position.receivedAt, id]))).toEqual({
      receivedAt: position.receivedAt,
      id,
    });
  });
});
