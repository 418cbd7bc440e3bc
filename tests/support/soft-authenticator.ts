/**
 * A software passkey authenticator for API tests: an ES256 key pair made with node:crypto,
 * answering registration with attestation "none" and sign-in with a real signature the server
 * verifies. It keeps its credentials like a phone would (discoverable, user verified).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

/** The little CBOR WebAuthn needs: small maps, byte and text strings, integers. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = [...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  publicCose: Buffer;
  rpId: string;
  userHandle: string;
  counter: number;
}

function counterBytes(counter: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter);
  return b;
}

function coseKeyOf(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

/** What the browser hashes into every answer: the ceremony, its challenge and the page's origin. */
const clientDataOf = (
  type: 'webauthn.create' | 'webauthn.get',
  options: { challenge: string },
  origin: string,
) => JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false });

/** The PublicKeyCredential a platform authenticator hands the page, as JSON. */
const platformCredential = <Response>(id: string, response: Response) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: {},
  response,
});

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** Whether the signature counter moves on each use (phones' synced passkeys keep it at 0). */
  constructor(private readonly countsSignatures = true) {}

  /** `navigator.credentials.create()`: the registration response for these options. */
  register(options: CreationOptions, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(16);
    const credential: SoftCredential = {
      id: b64url(credentialId),
      privateKey,
      publicCose: coseKeyOf(publicKey),
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credentialId,
      credential.publicCose,
    ]);
    const clientData = clientDataOf('webauthn.create', options, origin);
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return platformCredential(credential.id, {
      clientDataJSON: b64url(clientData),
      attestationObject: b64url(attestation),
      transports: ['internal'],
    });
  }

  /** `navigator.credentials.get()` with the given (or only) credential: a signed assertion. */
  signIn(options: RequestOptions, origin: string, credential = this.credentials[0]) {
    if (!credential) throw new Error('no credential to sign in with');
    if (this.countsSignatures) credential.counter++;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([FLAG_UP | FLAG_UV]),
      counterBytes(credential.counter),
    ]);
    const clientData = clientDataOf('webauthn.get', options, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      credential.privateKey,
    );
    return platformCredential(credential.id, {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    });
  }
}
