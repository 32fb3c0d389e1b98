/**
 * WebAuthn ceremonies through @simplewebauthn/server (a maintained library; nothing hand-rolled):
 * the relying party is this Worker's own host and origin unless AUTH_RP_ID / AUTH_ORIGIN say
 * otherwise (a deploy behind a proxy). Challenges live in D1 and are used once.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { insertChallenge, type ChallengeRow, type PasskeyRow } from './people-queries';
import { fromBase64Url, toBase64Url } from './tokens';
import type { Env } from './env';
import { errorFields, logWarn } from './logger';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** What the passkey prompt names (the product, as the site's header does). */
const RP_NAME = 'Market State Detector';

export function relyingParty(request: Request, env: Env): { rpID: string; origin: string } {
  const url = new URL(request.url);
  return {
    rpID: env.AUTH_RP_ID?.trim() || url.hostname,
    origin: env.AUTH_ORIGIN?.trim().replace(/\/+$/, '') || url.origin,
  };
}

export async function registrationOptions(
  request: Request,
  env: Env,
  who: { personId: string; email: string; name: string },
  existing: PasskeyRow[],
  challenge: Omit<ChallengeRow, 'challenge' | 'purpose' | 'expires_at'>,
  now: number,
): Promise<Record<string, unknown>> {
  const { rpID } = relyingParty(request, env);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: who.email,
    userDisplayName: who.name,
    userID: new Uint8Array(new TextEncoder().encode(who.personId)),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    // The PRF extension (CTAP2 hmac-secret) must be asked for when a security key makes the
    // credential; the device's offline key is later derived from it (decision 0025).
    extensions: { prf: {} },
  });
  await insertChallenge(
    env.DB,
    {
      ...challenge,
      challenge: options.challenge,
      purpose: 'register',
      expires_at: now + CHALLENGE_TTL_MS,
    },
    now,
  );
  return options as unknown as Record<string, unknown>;
}

export interface VerifiedPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[] | undefined;
  backedUp: boolean;
}

/** The new credential, or null when the response does not answer this challenge for this site. */
export async function verifyRegistration(
  request: Request,
  env: Env,
  response: unknown,
  expectedChallenge: string,
): Promise<VerifiedPasskey | null> {
  const { rpID, origin } = relyingParty(request, env);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: toBase64Url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
      backedUp: credentialBackedUp,
    };
  } catch (error) {
    logWarn('passkey registration refused', errorFields(error));
    return null;
  }
}

export async function authenticationOptions(
  request: Request,
  env: Env,
  challengeId: string,
  now: number,
): Promise<Record<string, unknown>> {
  const { rpID } = relyingParty(request, env);
  // No allowCredentials: discoverable passkeys, so the person picks theirs without typing an email.
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await insertChallenge(
    env.DB,
    {
      id: challengeId,
      challenge: options.challenge,
      purpose: 'authenticate',
      person_id: null,
      invite_id: null,
      pending: null,
      expires_at: now + CHALLENGE_TTL_MS,
    },
    now,
  );
  return options as unknown as Record<string, unknown>;
}

export async function verifyAuthentication(
  request: Request,
  env: Env,
  response: unknown,
  expectedChallenge: string,
  key: PasskeyRow,
): Promise<{ counter: number; backedUp: boolean } | null> {
  const { rpID, origin } = relyingParty(request, env);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: key.id,
        publicKey: fromBase64Url(key.public_key),
        counter: key.counter,
        transports: key.transports ? (JSON.parse(key.transports) as string[]) : undefined,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    return {
      counter: result.authenticationInfo.newCounter,
      backedUp: result.authenticationInfo.credentialBackedUp,
    };
  } catch (error) {
    logWarn('passkey assertion refused', errorFields(error));
    return null;
  }
}
