/**
 * Benchmark only: a software passkey (platform authenticator) for the `people` suite. One ES256
 * key pair from WebCrypto; `register` answers registration options with attestation 'none' (CBOR
 * attestationObject, authData with the attested credential and its COSE EC2 key), `assert` answers
 * authentication options with a DER-encoded ECDSA signature over authData || SHA-256(clientData).
 * The JSON is what a browser's `PublicKeyCredential.toJSON()` gives, so the Worker's
 * @simplewebauthn/server checks it exactly as it checks a real device.
 */
const te = new TextEncoder();

export function b64url(bytes) {
  return Buffer.from(bytes).toString('base64url');
}

const sha256 = async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---- The few CBOR types WebAuthn needs (RFC 8949): integers, byte and text strings, maps -------

function cborHead(major, value) {
  const m = major << 5;
  if (value < 24) return Uint8Array.of(m | value);
  if (value < 0x100) return Uint8Array.of(m | 24, value);
  if (value < 0x10000) return Uint8Array.of(m | 25, value >> 8, value & 255);
  return Uint8Array.of(m | 26, value >>> 24, (value >> 16) & 255, (value >> 8) & 255, value & 255);
}

/** Integers, Uint8Array (byte string), strings, and Map / plain objects (maps). */
export function cbor(value) {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  if (typeof value === 'string') {
    const bytes = te.encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return concat(cborHead(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** WebCrypto's ECDSA signature is r || s (32 bytes each); WebAuthn wants ASN.1 DER. */
export function derSignature(raw) {
  const integer = (bytes) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.subarray(start);
    const body = trimmed[0] & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const sequence = concat(integer(raw.subarray(0, 32)), integer(raw.subarray(32)));
  return concat(Uint8Array.of(0x30, sequence.length), sequence);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  #keys;
  #credentialId = crypto.getRandomValues(new Uint8Array(32));
  #userHandle = null;
  #counter = 0;

  /** `origin`: the page's origin the browser would put in clientDataJSON. */
  constructor(origin) {
    this.origin = origin;
  }

  get credentialId() {
    return b64url(this.#credentialId);
  }

  async #authData(rpId, flags, attested = new Uint8Array(0)) {
    this.#counter += 1;
    const counter = Uint8Array.of(
      this.#counter >>> 24,
      (this.#counter >> 16) & 255,
      (this.#counter >> 8) & 255,
      this.#counter & 255,
    );
    return concat(await sha256(te.encode(rpId)), Uint8Array.of(flags), counter, attested);
  }

  #clientData(type, challenge) {
    return te.encode(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): `options` as the Worker's registration options JSON. */
  async register(options) {
    this.#keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    this.#userHandle = options.user.id;
    const point = new Uint8Array(await crypto.subtle.exportKey('raw', this.#keys.publicKey));
    // COSE_Key EC2: kty 2, alg -7 (ES256), crv 1 (P-256), x, y.
    const cose = cbor(
      new Map([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, point.subarray(1, 33)],
        [-3, point.subarray(33, 65)],
      ]),
    );
    const id = this.#credentialId;
    const attested = concat(
      new Uint8Array(16), // AAGUID: none
      Uint8Array.of(id.length >> 8, id.length & 255),
      id,
      cose,
    );
    const authData = await this.#authData(options.rp.id, FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestationObject = cbor({ fmt: 'none', attStmt: new Map(), authData });
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): `options` as the Worker's authentication options JSON. */
  async assert(options) {
    const authData = await this.#authData(options.rpId, FLAG_UP | FLAG_UV);
    const clientData = this.#clientData('webauthn.get', options.challenge);
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.#keys.privateKey, signed),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        userHandle: this.#userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
