/**
 * Personal passphrases (issue 24 item 3): PBKDF2-SHA256 with a per-person random salt, stored as
 * 'pbkdf2-sha256$<iterations>$<salt>$<hash>' (base64url). workerd's PBKDF2 refuses more than
 * 100,000 iterations, so that is the count; the format carries it, so a later count can coexist.
 * Common passwords are refused: zxcvbn-ts's list of the ~49,000 most used ones.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { fromBase64Url, toBase64Url } from './tokens';

export const PASSPHRASE_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = 'pbkdf2-sha256';

async function derive(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassphrase(
  passphrase: string,
  iterations: number = PASSPHRASE_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(passphrase, salt, iterations);
  return [PREFIX, iterations, toBase64Url(salt), toBase64Url(hash)].join('$');
}

/** A stored hash to compare against when the email is unknown, so both answers take as long. */
export const DUMMY_HASH = `${PREFIX}$${PASSPHRASE_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

export async function verifyPassphrase(passphrase: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== PREFIX) return false;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PASSPHRASE_ITERATIONS)
    return false;
  const expected = fromBase64Url(parts[3]!);
  const actual = await derive(passphrase, fromBase64Url(parts[2]!), iterations);
  return (
    expected.byteLength === actual.byteLength && crypto.subtle.timingSafeEqual(actual, expected)
  );
}

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/**
 * True for a common password, or one padded out to length: the same common word repeated, or
 * followed or preceded only by digits and symbols ('password1234!', 'qwertyqwerty').
 */
export function isCommonPassphrase(passphrase: string): boolean {
  const lower = passphrase.normalize('NFKC').toLowerCase().trim();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  if (/^(.)\1*$/u.test(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  if (core.length >= 4 && list.has(core)) return true;
  for (let size = 3; size <= lower.length / 2; size++) {
    if (lower.length % size !== 0) continue;
    const unit = lower.slice(0, size);
    if (unit.repeat(lower.length / size) === lower) return true;
  }
  return /^\d+$/.test(lower);
}
