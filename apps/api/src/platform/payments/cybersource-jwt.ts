import { createHash, createPrivateKey, type KeyObject, randomUUID, sign } from 'node:crypto';

/**
 * CyberSource REST authentication by JSON Web Token (PAYMENTS.md "CyberSource REST
 * authentication"): the vendor replaces HTTP Signature by JWT for REST, so the adapter speaks both,
 * chosen by CYBERSOURCE_AUTH. Built from the vendor's "Construct Messages Using JSON Web Tokens"
 * (the JWT scheme version 2 required from September 2026) and its REST client SDKs: RS256 over a
 * header carrying the key id, and claims binding the token to one request (host, path, method,
 * body digest) for two minutes, with a fresh `jti` against replay.
 */

/** SHA-256 of the exact body bytes, base64: the digest both REST authentications carry. */
export function bodyDigest(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('base64');
}

/**
 * The merchant's signing key as a setting holds it: PEM text (real line breaks or `\n` escapes, as
 * env files often carry them) or the PEM base64-encoded on one line. Null when it is neither, or not
 * an unencrypted RSA private key (the P12's key, exported with `openssl pkcs12 -nocerts -nodes`).
 */
export function readJwtPrivateKey(text: string): KeyObject | null {
  const trimmed = text.trim();
  const pem = trimmed.includes('-----BEGIN')
    ? trimmed.replace(/\\n/g, '\n')
    : Buffer.from(trimmed, 'base64').toString('utf8');
  if (!pem.includes('-----BEGIN') || !pem.includes('PRIVATE KEY-----')) return null;
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'rsa' ? key : null;
  } catch {
    // An encrypted key (no passphrase given) or a damaged one.
    return null;
  }
}

/** Seconds a token is good for: the vendor refuses an `exp` more than two minutes after `iat`. */
const JWT_LIFETIME_SECONDS = 120;

export interface JwtRequest {
  method: 'post' | 'get';
  /** The REST host, without scheme (`apitest.cybersource.com`). */
  host: string;
  /** The resource path without a query (`/pts/v2/payments`). */
  path: string;
  /** The exact body sent; null for a request without one (no digest claims then). */
  body: string | null;
  merchantId: string;
  /** The P12 certificate's key id: the serialNumber attribute of its subject, not its X.509 serial. */
  keyId: string;
  privateKey: KeyObject;
  now: Date;
  /** The token's unique id (a UUID v4); fixed only by tests. */
  jwtId?: string;
}

function base64Url(json: unknown): string {
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
}

/** The compact JWS for one REST request, sent as `Authorization: Bearer <token>`. */
export function cyberSourceJwt(request: JwtRequest): string {
  const issuedAt = Math.floor(request.now.getTime() / 1000);
  const header = { typ: 'JWT', alg: 'RS256', kid: request.keyId };
  const claims = {
    // The vendor's claims table names it digestAlgorithm (one of its SDKs writes digest-algorithm).
    ...(request.body !== null && {
      digest: bodyDigest(request.body),
      digestAlgorithm: 'SHA-256',
    }),
    iat: issuedAt,
    exp: issuedAt + JWT_LIFETIME_SECONDS,
    'request-host': request.host,
    'request-resource-path': request.path,
    'request-method': request.method,
    iss: request.merchantId,
    jti: request.jwtId ?? randomUUID(),
    'v-c-jwt-version': '2',
    'v-c-merchant-id': request.merchantId,
  };
  const signingInput = `${base64Url(header)}.${base64Url(claims)}`;
  // RS256 is RSASSA-PKCS1-v1_5 with SHA-256: node's default padding for an RSA key.
  const signature = sign('sha256', Buffer.from(signingInput, 'utf8'), request.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}
