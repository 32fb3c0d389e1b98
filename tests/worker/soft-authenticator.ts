/**
 * A software WebAuthn authenticator for tests (issue 24 acceptance 3): an ES256 (P-256) key made
 * with WebCrypto, registration responses with a 'none' attestation and authentication responses
 * signed as a platform authenticator would, in the RegistrationResponseJSON /
 * AuthenticationResponseJSON shapes @simplewebauthn/browser hands the page. Every part a real
 * authenticator could get wrong can be overridden, so tests can forge each refusal on purpose.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

// ---- A tiny CBOR encoder: unsigned and negative integers, byte and text strings, maps ----------

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, value: number): number[] {
  const type = major << 5;
  if (value < 24) return [type | value];
  if (value < 0x100) return [type | 24, value];
  if (value < 0x10000) return [type | 25, value >> 8, value & 0xff];
  return [
    type | 26,
    (value >>> 24) & 0xff,
    (value >> 16) & 0xff,
    (value >> 8) & 0xff,
    value & 0xff,
  ];
}

export function encodeCbor(value: Cbor): Uint8Array {
  const out: number[] = [];
  const write = (item: Cbor): void => {
    if (typeof item === 'number') {
      if (!Number.isInteger(item)) throw new Error('only integers');
      out.push(...(item >= 0 ? head(0, item) : head(1, -1 - item)));
    } else if (typeof item === 'string') {
      const bytes = new TextEncoder().encode(item);
      out.push(...head(3, bytes.length), ...bytes);
    } else if (item instanceof Uint8Array) {
      out.push(...head(2, item.length), ...item);
    } else {
      out.push(...head(5, item.size));
      for (const [key, entry] of item) {
        write(key);
        write(entry);
      }
    }
  };
  write(value);
  return Uint8Array.from(out);
}

// ---- Helpers ------------------------------------------------------------------------------------

export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function uint32(value: number): Uint8Array {
  return Uint8Array.of(
    (value >>> 24) & 0xff,
    (value >> 16) & 0xff,
    (value >> 8) & 0xff,
    value & 0xff,
  );
}

/** One DER INTEGER of an unsigned big-endian number: no leading zeros, one 0x00 if the top bit is set. */
function derInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.slice(start);
  const body = trimmed[0]! & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
  return concat(Uint8Array.of(0x02, body.length), body);
}

/** WebCrypto signs ECDSA as raw r||s; WebAuthn carries it as a DER SEQUENCE of two INTEGERs. */
export function rawToDer(raw: Uint8Array): Uint8Array {
  const half = raw.length / 2;
  const body = concat(derInteger(raw.slice(0, half)), derInteger(raw.slice(half)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

/** Authenticator data flags (WebAuthn §6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

export interface CeremonyOverrides {
  /** The origin written into clientDataJSON (default: the authenticator's origin). */
  origin?: string;
  /** The RP id whose SHA-256 starts authenticatorData (default: the options' RP id). */
  rpId?: string;
  /** clientDataJSON's type (default: 'webauthn.create' / 'webauthn.get'). */
  type?: string;
  /** The challenge written into clientDataJSON (default: the options' challenge). */
  challenge?: string;
  /** Sign with this key instead of the credential's own (a forgery). */
  signWith?: CryptoKey;
  /** The flags byte (default UP|UV|BE|BS, plus AT when registering). */
  flags?: number;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
}

interface RegistrationOptionsLike {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface AuthenticationOptionsLike {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId: Uint8Array;
  readonly id: string;
  /** The counter of the last signature (0 after registration). */
  counter = 0;
  /** The user handle registered with the credential (base64url), returned with every assertion. */
  userHandle: string | null = null;

  private constructor(
    private readonly keys: CryptoKeyPair,
    readonly origin: string,
    readonly rpId: string,
  ) {
    this.credentialId = crypto.getRandomValues(new Uint8Array(32));
    this.id = toBase64Url(this.credentialId);
  }

  static async create(origin: string, rpId: string): Promise<SoftAuthenticator> {
    return new SoftAuthenticator(await newKeyPair(), origin, rpId);
  }

  /** The COSE EC2 public key (kty 2, alg -7 ES256, crv 1 P-256, x, y). */
  async cosePublicKey(): Promise<Uint8Array> {
    const jwk = await crypto.subtle.exportKey('jwk', this.keys.publicKey);
    const b64 = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return encodeCbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, b64(jwk.x!)],
        [-3, b64(jwk.y!)],
      ]),
    );
  }

  private clientData(
    kind: string,
    challenge: string,
    o: CeremonyOverrides,
  ): Uint8Array<ArrayBuffer> {
    return utf8(
      JSON.stringify({
        type: o.type ?? kind,
        challenge: o.challenge ?? challenge,
        origin: o.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create() answering `options` (as the Worker's passkey-options sent them). */
  async register(
    options: RegistrationOptionsLike,
    overrides: CeremonyOverrides = {},
  ): Promise<RegistrationResponseJSON> {
    const rpId = overrides.rpId ?? options.rp.id ?? this.rpId;
    const flags = overrides.flags ?? FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS | FLAGS.AT;
    const authData = concat(
      await sha256(utf8(rpId)),
      Uint8Array.of(flags),
      uint32(overrides.counter ?? 0),
      new Uint8Array(16),
      Uint8Array.of(this.credentialId.length >> 8, this.credentialId.length & 0xff),
      this.credentialId,
      await this.cosePublicKey(),
    );
    const attestationObject = encodeCbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.userHandle = options.user.id;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(
          this.clientData('webauthn.create', options.challenge, overrides),
        ),
        attestationObject: toBase64Url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() answering `options`; the counter moves by one each time. */
  async authenticate(
    options: AuthenticationOptionsLike,
    overrides: CeremonyOverrides = {},
  ): Promise<AuthenticationResponseJSON> {
    const rpId = overrides.rpId ?? options.rpId ?? this.rpId;
    const counter = overrides.counter ?? this.counter + 1;
    this.counter = counter;
    const authenticatorData = concat(
      await sha256(utf8(rpId)),
      Uint8Array.of(overrides.flags ?? FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS),
      uint32(counter),
    );
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const signed = concat(authenticatorData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        overrides.signWith ?? this.keys.privateKey,
        signed,
      ),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(clientDataJSON),
        authenticatorData: toBase64Url(authenticatorData),
        signature: toBase64Url(rawToDer(raw)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** A fresh P-256 key pair (also what a forger signs with). */
export async function newKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
}
