import { describe, expect, it } from 'vitest';
import {
  decryptBytes,
  deriveVaultKey,
  encryptBytes,
  fromBase64,
  randomBytes,
  toBase64,
  VaultDecryptError,
} from './vault-crypto';

// Fewer iterations keep the unit test fast; the algorithm is the same.
const ITERATIONS = 1_000;
const encoder = new TextEncoder();

async function seal(password: string, text: string) {
  const salt = randomBytes(16);
  const key = await deriveVaultKey(password, salt, ITERATIONS, ['encrypt', 'decrypt']);
  const { iv, ciphertext } = await encryptBytes(key, encoder.encode(text));
  return { salt, iv, ciphertext };
}

describe('vault crypto', () => {
  it('round-trips with the right password', async () => {
    const { salt, iv, ciphertext } = await seal(
      'correct horse battery staple',
      'Pricing: Founder-Partner 0.16bp',
    );
    const key = await deriveVaultKey('correct horse battery staple', salt, ITERATIONS);
    expect(new TextDecoder().decode(await decryptBytes(key, iv, ciphertext))).toBe(
      'Pricing: Founder-Partner 0.16bp',
    );
  });

  it('fails the GCM check with a wrong password', async () => {
    const { salt, iv, ciphertext } = await seal('right', 'secret');
    const key = await deriveVaultKey('wrong', salt, ITERATIONS);
    await expect(decryptBytes(key, iv, ciphertext)).rejects.toBeInstanceOf(VaultDecryptError);
  });

  it('fails when one byte of the ciphertext is changed', async () => {
    const { salt, iv, ciphertext } = await seal('pw', 'secret material');
    const key = await deriveVaultKey('pw', salt, ITERATIONS);
    const tampered = ciphertext.slice();
    tampered[3] = tampered[3]! ^ 0x01;
    await expect(decryptBytes(key, iv, tampered)).rejects.toBeInstanceOf(VaultDecryptError);
  });

  it('fails with a changed IV', async () => {
    const { salt, iv, ciphertext } = await seal('pw', 'secret material');
    const key = await deriveVaultKey('pw', salt, ITERATIONS);
    const otherIv = iv.slice();
    otherIv[0] = otherIv[0]! ^ 0xff;
    await expect(decryptBytes(key, otherIv, ciphertext)).rejects.toBeInstanceOf(VaultDecryptError);
  });

  it('derives keys that cannot be exported', async () => {
    const key = await deriveVaultKey('pw', randomBytes(16), ITERATIONS);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('encodes base64 both ways, including large buffers', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7919) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
