/**
 * The software authenticator checked in Node by the library the Worker uses: its registrations and
 * assertions verify, and each override breaks exactly what it should.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { encodeCbor, newKeyPair, rawToDer, SoftAuthenticator } from './soft-authenticator';

const ORIGIN = 'https://portal.example';
const RP_ID = 'portal.example';

async function registered() {
  const device = await SoftAuthenticator.create(ORIGIN, RP_ID);
  const options = await generateRegistrationOptions({
    rpName: 'Test',
    rpID: RP_ID,
    userName: 'ada@firm.example',
    userID: new TextEncoder().encode('person-1'),
    attestationType: 'none',
  });
  const response = await device.register(options);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: ORIGIN,
    expectedRPID: RP_ID,
  });
  return { device, options, response, result };
}

async function assertion(
  device: SoftAuthenticator,
  credential: WebAuthnCredential,
  overrides = {},
) {
  const options = await generateAuthenticationOptions({ rpID: RP_ID });
  const response = await device.authenticate(options, overrides);
  return verifyAuthenticationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: ORIGIN,
    expectedRPID: RP_ID,
    credential,
  });
}

describe('the CBOR encoder', () => {
  it('encodes the types COSE keys and attestation objects need', () => {
    expect([...encodeCbor(0)]).toEqual([0x00]);
    expect([...encodeCbor(23)]).toEqual([0x17]);
    expect([...encodeCbor(24)]).toEqual([0x18, 24]);
    expect([...encodeCbor(256)]).toEqual([0x19, 1, 0]);
    expect([...encodeCbor(65536)]).toEqual([0x1a, 0, 1, 0, 0]);
    expect([...encodeCbor(-1)]).toEqual([0x20]);
    expect([...encodeCbor(-7)]).toEqual([0x26]);
    expect([...encodeCbor('none')]).toEqual([0x64, 0x6e, 0x6f, 0x6e, 0x65]);
    expect([...encodeCbor(Uint8Array.of(1, 2))]).toEqual([0x42, 1, 2]);
    expect([...encodeCbor(new Map([[1, 2]]))]).toEqual([0xa1, 0x01, 0x02]);
  });
});

describe('DER signatures', () => {
  it('strips leading zeros and pads a set top bit', () => {
    const raw = new Uint8Array(64);
    raw[31] = 5; // r = 5
    raw[32] = 0x80; // s has its top bit set
    raw[63] = 1;
    const der = rawToDer(raw);
    expect([...der.slice(0, 5)]).toEqual([0x30, 3 + 2 + 33, 0x02, 1, 5]);
    expect([...der.slice(5, 8)]).toEqual([0x02, 33, 0x00]);
    expect(der[8]).toBe(0x80);
    expect(der.length).toBe(2 + 3 + 35);
  });
});

describe('the software authenticator', () => {
  it('registers: the library verifies the none attestation and reads back the key and flags', async () => {
    const { device, response, result } = await registered();
    expect(result.verified).toBe(true);
    expect(result.registrationInfo?.credential.id).toBe(device.id);
    expect(result.registrationInfo?.credential.counter).toBe(0);
    expect(result.registrationInfo?.fmt).toBe('none');
    expect(result.registrationInfo?.credentialBackedUp).toBe(true);
    expect(result.registrationInfo?.userVerified).toBe(true);
    expect(response.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs assertions the library verifies, and the counter moves by one each time', async () => {
    const { device, result } = await registered();
    const credential = result.registrationInfo!.credential;
    const first = await assertion(device, credential);
    expect(first.verified).toBe(true);
    expect(first.authenticationInfo.newCounter).toBe(1);
    const second = await assertion(device, { ...credential, counter: 1 });
    expect(second.authenticationInfo.newCounter).toBe(2);
  });

  it('carries the user handle of the registration', async () => {
    const { device, options } = await registered();
    const response = await device.authenticate({ challenge: 'abc', rpId: RP_ID });
    expect(response.response.userHandle).toBe(options.user.id);
  });

  it('forges on request: another key, another origin, another RP id, another type', async () => {
    const { device, result } = await registered();
    const credential = result.registrationInfo!.credential;
    const other = await newKeyPair();
    await expect(
      assertion(device, credential, { signWith: other.privateKey }),
    ).resolves.toMatchObject({ verified: false });
    await expect(assertion(device, credential, { origin: 'https://evil.example' })).rejects.toThrow(
      /origin/i,
    );
    await expect(assertion(device, credential, { rpId: 'evil.example' })).rejects.toThrow(/RP ID/i);
    await expect(assertion(device, credential, { type: 'webauthn.create' })).rejects.toThrow(
      /type/i,
    );
  });
});
