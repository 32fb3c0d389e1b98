/**
 * Random tokens and their digests. Invitation and session tokens are 32 random bytes in unpadded
 * base64url; the database keeps only their SHA-256 (hex), so a copy of it opens nothing. Pure
 * WebCrypto: runs in workerd and in Node (scripts/people.mjs makes the same shapes).
 */
import { toBase64Url } from '../src/shared/vault-crypto';

export { fromBase64Url, toBase64Url } from '../src/shared/vault-crypto';

export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings, compared in constant time (both hashed first: timingSafeEqual needs equal lengths). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(a, b);
}
