/**
 * Who may use /api/portal/* (decision 0012): a device that unlocked the vault (the sync credential,
 * checked against the stored verifier in constant time) and, when Cloudflare Access is configured,
 * a verified Access token whose email replaces the rep's self-declared one.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { SYNC_CREDENTIAL_PATTERN, SYNC_VERIFIER_PATTERN } from '../src/shared/sync-credential';
import { normaliseRepEmail } from '../src/shared/portal-events';
import { errorResponse } from './http';
import type { Env } from './env';
import { logError } from './logger';

export type PortalAuth =
  { ok: true; accessEmail: string | null } | { ok: false; response: Response };

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="portal-sync"' };

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  );
}

async function credentialMatches(credential: string, verifierHex: string): Promise<boolean> {
  const given = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credential));
  // Both sides are 32-byte digests, as timingSafeEqual requires.
  return crypto.subtle.timingSafeEqual(given, hexToBytes(verifierHex));
}

function bearer(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  return match?.[1];
}

export function accessConfigured(env: Env): boolean {
  return Boolean(env.ACCESS_TEAM_DOMAIN?.trim() && env.ACCESS_AUD?.trim());
}

function teamOrigin(domain: string): string {
  return `https://${domain
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')}`;
}

/** The certs override exists for tests and is honoured only on the loopback interface. */
function certsUrl(env: Env): URL {
  if (env.ACCESS_CERTS_URL) {
    const url = new URL(env.ACCESS_CERTS_URL);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return url;
  }
  return new URL('/cdn-cgi/access/certs', teamOrigin(env.ACCESS_TEAM_DOMAIN!));
}

// One key set per certs URL per isolate: jose caches the keys and refetches on an unknown key id.
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: URL): JWTVerifyGetKey {
  let keys = keySets.get(url.href);
  if (!keys) {
    keys = createRemoteJWKSet(url, { timeoutDuration: 5_000 });
    keySets.set(url.href, keys);
  }
  return keys;
}

/** jose errors that mean the token itself is bad; anything else (timeout, 5xx, bad key set) means the key server is. */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

export type AccessResult =
  { ok: true; email: string } | { ok: false; reason: 'refused' | 'unavailable' };

/** Verifies Cf-Access-Jwt-Assertion: signature against the team's keys, issuer, audience, expiry, an email. */
export async function verifyAccess(request: Request, env: Env): Promise<AccessResult> {
  const token = request.headers.get('Cf-Access-Jwt-Assertion');
  if (!token) return { ok: false, reason: 'refused' };
  try {
    const { payload } = await jwtVerify(token, keySet(certsUrl(env)), {
      issuer: teamOrigin(env.ACCESS_TEAM_DOMAIN!),
      audience: env.ACCESS_AUD!.trim(),
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'email'],
    });
    return typeof payload.email === 'string' && payload.email.includes('@')
      ? { ok: true, email: normaliseRepEmail(payload.email) }
      : { ok: false, reason: 'refused' };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOKEN_FAULTS.has(code)) return { ok: false, reason: 'refused' };
    logError('Cloudflare Access keys could not be read', error);
    return { ok: false, reason: 'unavailable' };
  }
}

export async function authorisePortal(request: Request, env: Env): Promise<PortalAuth> {
  const verifier = env.PORTAL_SYNC_VERIFIER?.trim().toLowerCase();
  if (!verifier || !SYNC_VERIFIER_PATTERN.test(verifier)) {
    return {
      ok: false,
      response: errorResponse(
        503,
        'sync_not_configured',
        'Portal sync is off: set the PORTAL_SYNC_VERIFIER secret (npm run deploy does).',
      ),
    };
  }
  const credential = bearer(request);
  if (!credential) {
    return {
      ok: false,
      response: errorResponse(
        401,
        'credential_required',
        'Unlock the portal to sync: the request has no sync credential.',
        CHALLENGE,
      ),
    };
  }
  if (
    !SYNC_CREDENTIAL_PATTERN.test(credential) ||
    !(await credentialMatches(credential, verifier))
  ) {
    return {
      ok: false,
      response: errorResponse(
        401,
        'credential_refused',
        'The sync credential is not valid for this portal: unlock again with the current password.',
        CHALLENGE,
      ),
    };
  }
  if (!accessConfigured(env)) return { ok: true, accessEmail: null };
  const access = await verifyAccess(request, env);
  if (access.ok) return { ok: true, accessEmail: access.email };
  return access.reason === 'unavailable'
    ? {
        ok: false,
        response: errorResponse(
          503,
          'access_unavailable',
          'Cloudflare Access keys could not be read; retry shortly.',
          { 'Retry-After': '30' },
        ),
      }
    : {
        ok: false,
        response: errorResponse(
          401,
          'access_refused',
          'A valid Cloudflare Access token is required for portal sync.',
        ),
      };
}
