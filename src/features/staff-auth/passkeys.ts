/**
 * The browser's half of a passkey ceremony (@simplewebauthn/browser), and what to tell the person
 * when it does not happen: cancelled, timed out, no passkey for this site on this device, or a
 * browser without WebAuthn. The server's half is in worker/ (decision 0024).
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { WebauthnOptionsAnswer } from '@/shared/people';
import { failure, type Result } from './auth-api';

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function problem(error: unknown, ceremony: 'sign-in' | 'create'): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'AbortError':
      return ceremony === 'sign-in'
        ? 'No passkey was used. The request was cancelled or timed out, or this device has no passkey for this site. Try again, or use your passphrase instead.'
        : 'No passkey was created. The request was cancelled or timed out. Try again, or set a passphrase instead.';
    case 'InvalidStateError':
      return 'This device already holds a passkey for your account. Use it to sign in, or choose another device.';
    case 'NotSupportedError':
      return 'This device cannot make a passkey the site accepts. Use a passphrase instead.';
    case 'SecurityError':
      return 'Passkeys do not work on this address. Open the site at its usual address and try again.';
    default:
      return ceremony === 'sign-in'
        ? 'The passkey could not be used. Try again, or use your passphrase instead.'
        : 'The passkey could not be created. Try again, or set a passphrase instead.';
  }
}

/** Asks the device for a passkey assertion; a failure carries a message (code `passkey`). */
export async function askForPasskey(
  options: WebauthnOptionsAnswer,
): Promise<Result<AuthenticationResponseJSON>> {
  try {
    const optionsJSON = options.options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return { ok: true, value: await startAuthentication({ optionsJSON }) };
  } catch (error) {
    return { ok: false, failure: failure('passkey', problem(error, 'sign-in')) };
  }
}

/** Asks the device to create a passkey; a failure carries a message (code `passkey`). */
export async function createPasskey(
  options: WebauthnOptionsAnswer,
): Promise<Result<RegistrationResponseJSON>> {
  try {
    const optionsJSON = options.options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return { ok: true, value: await startRegistration({ optionsJSON }) };
  } catch (error) {
    return { ok: false, failure: failure('passkey', problem(error, 'create')) };
  }
}
