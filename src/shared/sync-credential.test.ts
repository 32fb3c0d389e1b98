import { describe, expect, it } from 'vitest';
import {
  deriveSyncCredential,
  deriveUnlockKeys,
  deriveVaultSecret,
  SYNC_CREDENTIAL_PATTERN,
  SYNC_VERIFIER_PATTERN,
  syncVerifier,
} from './sync-credential';
import { decryptBytes, deriveVaultKey, encryptBytes, randomBytes } from './vault-crypto';

// Fewer iterations keep the unit test fast; the algorithm is the same.
const ITERATIONS = 1_000;
const SALT = Uint8Array.from({ length: 16 }, (_, i) => i);

// Known answer, computed once with Node's own PBKDF2 and HKDF (scripts/vault/sync-verifier.test.ts cross-checks).
const DEMO_CREDENTIAL = '_Xpp-6prY5PiwKFDDQpKbq1wOqge_vQHRsD0fmSNX2k';
const DEMO_VERIFIER = 'e8abaeff3a3474e1310a5cfcb973a5067052b1d110a7fa4334575eade5da6bc6';
const ROTATED_CREDENTIAL = 'FuNOV-y7y9Os0mW-evNxQGT6D5vCG41_JmCHtAAQRzg';

describe('sync credential', () => {
  it('matches the known-answer vector', async () => {
    const credential = await deriveSyncCredential('meridian-demo-portal', SALT, ITERATIONS);
    expect(credential).toBe(DEMO_CREDENTIAL);
    expect(await syncVerifier(credential)).toBe(DEMO_VERIFIER);
    expect(credential).toMatch(SYNC_CREDENTIAL_PATTERN);
    expect(DEMO_VERIFIER).toMatch(SYNC_VERIFIER_PATTERN);
  });

  it('changes when the password rotates, and is never the password or the vault key', async () => {
    const rotated = await deriveSyncCredential('rotated-password', SALT, ITERATIONS);
    expect(rotated).toBe(ROTATED_CREDENTIAL);
    expect(rotated).not.toBe(DEMO_CREDENTIAL);
    const secret = await deriveVaultSecret('meridian-demo-portal', SALT, ITERATIONS);
    expect(secret.length).toBe(32);
    expect(
      btoa(String.fromCharCode(...secret))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    ).not.toBe(DEMO_CREDENTIAL);
    expect(DEMO_CREDENTIAL).not.toContain('meridian');
  });

  it('changes with the salt (a vault built with another salt gives another credential)', async () => {
    const otherSalt = Uint8Array.from({ length: 16 }, (_, i) => 15 - i);
    expect(await deriveSyncCredential('meridian-demo-portal', otherSalt, ITERATIONS)).not.toBe(
      DEMO_CREDENTIAL,
    );
  });

  it('unlocks with one derivation: the vault key decrypts what deriveVaultKey encrypted', async () => {
    const salt = randomBytes(16);
    const buildKey = await deriveVaultKey('pw-123456', salt, ITERATIONS, ['encrypt', 'decrypt']);
    const { iv, ciphertext } = await encryptBytes(buildKey, new TextEncoder().encode('playbook'));
    const { vaultKey, syncCredential } = await deriveUnlockKeys('pw-123456', salt, ITERATIONS);
    expect(new TextDecoder().decode(await decryptBytes(vaultKey, iv, ciphertext))).toBe('playbook');
    expect(vaultKey.extractable).toBe(false);
    expect(vaultKey.usages).toEqual(['decrypt']);
    expect(syncCredential).toBe(await deriveSyncCredential('pw-123456', salt, ITERATIONS));
  });
});
