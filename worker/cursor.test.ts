import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const position = {
  receivedAt: '2026-11-22T10:00:00.123Z',
  id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
};
/** A hand-made cursor: any text as unpadded base64url (expected strings below come from Node's Buffer). */
const cursorOf = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('encodeCursor', () => {
  it('is the (receivedAt, id) pair as JSON in unpadded base64url', () => {
    expect(encodeCursor(position)).toBe(
      'WyIyMDI2LTExLTIyVDEwOjAwOjAwLjEyM1oiLCIwYjdmNmMxZS04ZjBhLTRjNDMtOWQ3ZS0yZjFiNWE5YzNlMTEiXQ',
    );
  });

  it('uses the URL-safe alphabet and no padding for any text', () => {
    // "~" and "?" give the sextets 62 and 63 ("+" and "/" in standard base64); é is two bytes.
    const odd = { receivedAt: '~~~??>', id: 'é' };
    expect(encodeCursor(odd)).toBe('WyJ-fn4_Pz4iLCLDqSJd');
  });

  it.each([1, 2, 3])(
    'round-trips an id of %i character(s) (each base64 padding case)',
    (length) => {
      const pos = { receivedAt: position.receivedAt, id: 'a'.repeat(length) };
      expect(decodeCursor(encodeCursor(pos))).toEqual(pos);
    },
  );
});

describe('decodeCursor', () => {
  it('gives back the position a cursor was made from', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('accepts an id of 64 letters, digits and hyphens, in either case', () => {
    const id = 'A-z0'.repeat(16);
    expect(decodeCursor(encodeCursor({ receivedAt: position.receivedAt, id }))).toEqual({
      receivedAt: position.receivedAt,
      id,
    });
  });

  it.each([
    ['an empty cursor', ''],
    ['standard base64 characters', 'abc+/='],
    ['1001 base64url characters', 'A'.repeat(1001)],
    ['standard base64 padding', `${encodeCursor(position)}=`],
    ['a space before it', ` ${encodeCursor(position)}`],
    ['a space after it', `${encodeCursor(position)} `],
    ['an impossible base64 length', 'A'],
    ['text that is not JSON', cursorOf('not json')],
    ['invalid UTF-8', 'WyL_Il0' /* [0x5b, 0x22, 0xff, 0x22, 0x5d] */],
    ['an object', cursorOf(JSON.stringify({ receivedAt: position.receivedAt, id: position.id }))],
    ['one element', cursorOf(JSON.stringify([position.receivedAt]))],
    ['four elements', cursorOf(JSON.stringify([position.receivedAt, position.id, 'x', 'y']))],
    [
      'a key of 201 characters',
      cursorOf(JSON.stringify([position.receivedAt, position.id, 'k'.repeat(201)])),
    ],
    ['a fractional key', cursorOf(JSON.stringify([position.receivedAt, position.id, 1.5]))],
    ['a null key', cursorOf(JSON.stringify([position.receivedAt, position.id, null]))],
    ['a key inside an array', cursorOf(JSON.stringify([position.receivedAt, position.id, ['x']]))],
    [
      'a hyphen slipped in',
      `${encodeCursor(position).slice(0, 10)}-${encodeCursor(position).slice(10)}`,
    ],
    [
      'an underscore slipped in',
      `${encodeCursor(position).slice(0, 10)}_${encodeCursor(position).slice(10)}`,
    ],
    ['a time inside an array', cursorOf(JSON.stringify([[position.receivedAt], position.id]))],
    ['an id inside an array', cursorOf(JSON.stringify([position.receivedAt, [position.id]]))],
    ['a numeric time', cursorOf(JSON.stringify([Date.parse(position.receivedAt), position.id]))],
    [
      'a time without milliseconds',
      cursorOf(JSON.stringify(['2026-11-22T10:00:00Z', position.id])),
    ],
    [
      'a time with an offset',
      cursorOf(JSON.stringify(['2026-11-22T10:00:00.123+02:00', position.id])),
    ],
    ['text before the time', cursorOf(JSON.stringify([`x${position.receivedAt}`, position.id]))],
    ['text after the time', cursorOf(JSON.stringify([`${position.receivedAt}x`, position.id]))],
    [
      'letters for digits in the time',
      cursorOf(JSON.stringify(['abcd-ef-ghTij:kl:mn.opqZ', position.id])),
    ],
    ['a numeric id', cursorOf(JSON.stringify([position.receivedAt, 42]))],
    ['an empty id', cursorOf(JSON.stringify([position.receivedAt, '']))],
    ['an id of 65 characters', cursorOf(JSON.stringify([position.receivedAt, 'a'.repeat(65)]))],
    ['an id with an underscore', cursorOf(JSON.stringify([position.receivedAt, 'a_b']))],
    ['an id with a quote', cursorOf(JSON.stringify([position.receivedAt, "a'b"]))],
    ['an id with SQL', cursorOf(JSON.stringify([position.receivedAt, "x' OR 1=1 --"]))],
  ])('refuses %s', (_what, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it('refuses anything longer than 1000 characters, even if it decodes', () => {
    // JSON allows spaces between tokens: pad a real position out to 750 and 751 bytes, which
    // base64url writes in 1000 and 1002 characters.
    const padded = (bytes: number) => {
      const json = JSON.stringify([position.receivedAt, position.id]);
      return cursorOf(`[${' '.repeat(bytes - json.length)}${json.slice(1)}`);
    };
    expect([padded(750).length, padded(751).length]).toEqual([1000, 1002]);
    expect(decodeCursor(padded(750))).toEqual(position);
    expect(decodeCursor(padded(751))).toBeNull();
  });

  it('round-trips a sort key: text of up to 200 characters, or a whole number', () => {
    for (const key of ['Ada', '', 'é'.repeat(200), 0, 4, -3]) {
      const withKey = { ...position, key };
      expect(decodeCursor(encodeCursor(withKey))).toEqual(withKey);
    }
    expect(encodeCursor({ ...position, key: 2 })).toBe(
      cursorOf(JSON.stringify([position.receivedAt, position.id, 2])),
    );
  });

  it('reads a cursor whose text starts with a byte order mark, as TextDecoder does', () => {
    expect(
      decodeCursor(cursorOf(`\uFEFF${JSON.stringify([position.receivedAt, position.id])}`)),
    ).toEqual(position);
  });
});
