/**
 * Optional Cloudflare Access: the Worker verifies Cf-Access-Jwt-Assertion against the team's key
 * set. Here the keys are generated locally and served by a local HTTP server, so jose's real
 * remote-JWKS verification path runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { adminAuth, startTestWorker, type TestWorker } from './harness';
import {
  credentials,
  eventsReceivedSince,
  expectJsonError,
  getJson,
  portalEvent,
  postEvents,
} from './portal-helpers';
import type { PortalProgressResponse } from '../../src/shared/portal-progress';

// Checking that nothing was stored runs wrangler once more (seconds on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

const TEAM = 'msd-test.cloudflareaccess.com';
const AUD = 'a1b2c3d4e5f6-access-aud';
const KID = 'test-key-1';

let worker: TestWorker;
let server: Server;
let credential: string;
let signingKey: JoseKey;
let strangerKey: JoseKey;
/** While true the key server answers 500, as a Cloudflare outage would. */
let certsDown = true;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    if (request.url !== '/cdn-cgi/access/certs') return void response.writeHead(404).end();
    if (certsDown) return void response.writeHead(500).end('down');
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const creds = await credentials();
  credential = creds.current;
  worker = await startTestWorker({
    vars: {
      PORTAL_SYNC_VERIFIER: creds.verifier,
      ACCESS_TEAM_DOMAIN: TEAM,
      ACCESS_AUD: AUD,
      ACCESS_CERTS_URL: `http://127.0.0.1:${port}/cdn-cgi/access/certs`,
    },
  });
}, 90_000);
afterAll(async () => {
  await worker?.dispose();
  await new Promise((resolve) => server?.close(resolve));
});

interface TokenOptions {
  key?: JoseKey;
  audience?: string;
  issuer?: string;
  expiresIn?: number;
  email?: string;
}

async function token({
  key = signingKey,
  audience = AUD,
  issuer = `https://${TEAM}`,
  expiresIn = 3600,
  email = 'ada.verified@firm.example',
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('user-1')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

const withToken = (jwt: string) => ({ 'Cf-Access-Jwt-Assertion': jwt });

describe('Cloudflare Access', () => {
  // First, before any key is cached: an outage of the key server is "retry later", not "sign in again".
  it('answers 503 with Retry-After while the team keys cannot be read, and stores nothing', async () => {
    const since = Date.now();
    const batch = {
      events: [
        portalEvent(
          { name: 'Ada', email: 'ada@firm.example' },
          'training_reset',
          new Date().toISOString(),
        ),
      ],
    };
    const response = await postEvents(worker, batch, credential, withToken(await token()));
    await expectJsonError(response, 503, 'access_unavailable');
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(eventsReceivedSince(worker, since)).toBe(0);
    certsDown = false;
  });

  it('accepts a correctly signed token and exposes its email', async () => {
    const response = await getJson(
      worker,
      '/api/portal/whoami',
      credential,
      withToken(await token()),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      access: true,
      email: 'ada.verified@firm.example',
    });
  });

  it('attributes events to the verified email, ignoring the self-declared one', async () => {
    const self = { name: 'Ada Lovelace', email: 'someone.else@firm.example' };
    const batch = {
      events: [
        portalEvent(self, 'lesson_completed', new Date(Date.now() - 60_000).toISOString(), {
          moduleId: 'roi',
          lessonId: 'roi-1-calculator-mechanics',
        }),
      ],
    };
    const jwt = await token({ email: 'Grace.Verified@Firm.example' });
    expect(await (await postEvents(worker, batch, credential, withToken(jwt))).json()).toEqual({
      ok: true,
      accepted: 1,
      duplicates: 0,
    });
    const progress = (await (
      await getJson(
        worker,
        '/api/portal/progress?email=someone.else@firm.example',
        credential,
        withToken(jwt),
      )
    ).json()) as PortalProgressResponse;
    expect(progress.rep).toEqual({ email: 'grace.verified@firm.example', name: 'Ada Lovelace' });
    expect(progress.progress.lessons.map((l) => l.lessonId)).toEqual([
      'roi-1-calculator-mechanics',
    ]);
    expect(
      worker.query(
        `SELECT COUNT(*) AS n FROM portal_events WHERE rep_email = 'someone.else@firm.example'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('refuses a bad signature, a wrong audience, a wrong issuer, an expired or missing token, and stores nothing', async () => {
    const batch = {
      events: [
        portalEvent(
          { name: 'Mallory', email: 'mallory@firm.example' },
          'training_reset',
          new Date().toISOString(),
        ),
      ],
    };
    const since = Date.now();
    const cases: Array<[string, Record<string, string>]> = [
      ['bad signature', withToken(await token({ key: strangerKey }))],
      ['wrong audience', withToken(await token({ audience: 'another-app' }))],
      ['wrong issuer', withToken(await token({ issuer: 'https://evil.cloudflareaccess.com' }))],
      ['expired', withToken(await token({ expiresIn: -120 }))],
      ['not a token', withToken('not.a.jwt')],
      ['missing', {}],
    ];
    for (const [label, headers] of cases) {
      const response = await postEvents(worker, batch, credential, headers);
      expect(response.status, label).toBe(401);
      await expectJsonError(response, 401, 'access_refused');
      await expectJsonError(
        await getJson(worker, '/api/portal/whoami', credential, headers),
        401,
        'access_refused',
      );
    }
    // An unsigned token (alg "none") is refused too.
    const [, payload] = (await token()).split('.');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', kid: KID })).replace(/=+$/, '')}.${payload}.`;
    await expectJsonError(
      await postEvents(worker, batch, credential, withToken(unsigned)),
      401,
      'access_refused',
    );
    expect(eventsReceivedSince(worker, since)).toBe(0);
  });

  it('still needs the sync credential beside a valid token', async () => {
    await expectJsonError(
      await getJson(worker, '/api/portal/whoami', undefined, withToken(await token())),
      401,
      'credential_required',
    );
  });
});

describe('Cloudflare Access as the identity of people (issue 24 item 7)', () => {
  it('signs a directory person in from their verified Access email, and refuses one it does not know', async () => {
    const email = `access.${crypto.randomUUID().slice(0, 8)}@firm.example`;
    const invited = await worker.fetch('/api/people', {
      method: 'POST',
      headers: { ...adminAuth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, name: 'Ada Access', role: 'manager' }),
    });
    expect(invited.status).toBe(201);

    const response = await worker.fetch('/api/auth/session', {
      headers: withToken(await token({ email: email.toUpperCase() })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      method: 'access',
      access: true,
      person: { email, name: 'Ada Access', role: 'manager' },
    });
    const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^msd_session=[\w-]{43}$/);
    // The session then carries the person's role like any other.
    expect((await worker.fetch('/api/leads', { headers: { Cookie: cookie } })).status).toBe(200);

    const stranger = await worker.fetch('/api/auth/session', {
      headers: withToken(await token({ email: 'nobody@elsewhere.example' })),
    });
    await expectJsonError(stranger, 403, 'not_in_directory');
    const forged = await worker.fetch('/api/auth/session', {
      headers: withToken(await token({ email, key: strangerKey })),
    });
    expect(await forged.json()).toEqual({ ok: true, person: null });
  });
});
