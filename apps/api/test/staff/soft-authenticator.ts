import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for the tests: an ES256 key pair made with node:crypto, answering WebAuthn's
 * ceremonies as a browser and a security key would (attestation `none`, the authenticator data,
 * the client data JSON and a DER signature), for the relying party of the tests' public URL.
 */
export interface SoftAuthenticator {
  credentialId: string;
  /** The signature counter the next assertion carries unless told otherwise. */
  counter: number;
  register(challenge: string): RegistrationJson;
  assert(challenge: string, options?: AssertOptions): AssertionJson;
}

export interface AssertOptions {
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** Sign with another key (a wrong signature). */
  signWith?: KeyObject;
  origin?: string;
  type?: string;
}

export interface RegistrationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface AssertionJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
  clientExtensionResults: Record<string, never>;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A fresh ES256 key pair, for a wrong signature. */
export function otherKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

export function softAuthenticator(
  options: { rpId?: string; origin?: string; counter?: number } = {},
): SoftAuthenticator {
  const rpId = options.rpId ?? 'portal.test';
  const origin = options.origin ?? 'http://portal.test';
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('no EC point');
  // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x)],
      [-3, isoBase64URL.toBuffer(jwk.y)],
    ]),
  );
  const rawId = randomBytes(32);
  const credentialId = isoBase64URL.fromBuffer(new Uint8Array(rawId));
  const rpIdHash = sha256(rpId);

  const authenticator: SoftAuthenticator = {
    credentialId,
    counter: options.counter ?? 0,

    register(challenge) {
      const credentialIdLength = Buffer.alloc(2);
      credentialIdLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        uint32(authenticator.counter),
        Buffer.alloc(16), // AAGUID: none
        credentialIdLength,
        rawId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            new Uint8Array(clientData('webauthn.create', challenge, origin)),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['usb'],
        },
        clientExtensionResults: {},
      };
    },

    assert(challenge, assertOptions = {}) {
      const counter = assertOptions.counter ?? authenticator.counter + 1;
      if (assertOptions.counter === undefined) authenticator.counter = counter;
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
        uint32(counter),
      ]);
      const json = clientData(
        assertOptions.type ?? 'webauthn.get',
        challenge,
        assertOptions.origin ?? origin,
      );
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(json)]),
        assertOptions.signWith ?? privateKey,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(json)),
          authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        },
        clientExtensionResults: {},
      };
    },
  };
  return authenticator;
}
