import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createCyberSourceProvider,
  tokenPaymentBody,
} from '../../src/platform/payments/cybersource.ts';
import { readJwtPrivateKey } from '../../src/platform/payments/cybersource-jwt.ts';
import type { ChargeRequest } from '../../src/platform/payments/provider.ts';
import { fakeFetch } from './fake-fetch.ts';

// A key made for this run only: the token is checked by verifying it with the public half, and by
// reading back every header field and claim the vendor's JWT (scheme version 2) asks for.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const at = new Date('2026-11-23T15:04:05.678Z');
const charge: ChargeRequest = {
  token: 'E6A1C2B3D4F5061728394A5B6C7D8E9F',
  amount: '500.00',
  currency: 'USD',
  reference: 'MP-1A2B3C4D5E6F',
};

function decodePart(part: string | undefined): unknown {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
}

describe('CyberSource JWT authentication', () => {
  it('signs each REST call with an RS256 token bound to its host, path, method and body', async () => {
    const api = fakeFetch([{ status: 201, json: { id: 'P1', status: 'AUTHORIZED' } }]);
    const provider = createCyberSourceProvider(
      {
        environment: 'test',
        merchantId: 'vida_test',
        account: { accessKey: 'AK', profileId: 'PROFILE', secretKey: 'SECRET' },
        byAffiliation: {},
        rest: {
          kind: 'jwt',
          keyId: '4654139977230172554798',
          privateKey: readJwtPrivateKey(privatePem) ?? privateKey,
        },
      },
      api.impl,
      () => at,
      () => '6643fb9a-8093-47c6-95d3-8d69785b5e62',
    );
    expect(await provider.chargeToken(charge)).toMatchObject({ outcome: 'approved' });
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent?.body).toBe(JSON.stringify(tokenPaymentBody(charge)));
    // The bearer token replaces the HTTP Signature headers.
    expect(sent?.headers.get('signature')).toBeNull();
    expect(sent?.headers.get('digest')).toBeNull();
    expect(sent?.headers.get('content-type')).toBe('application/json;charset=utf-8');

    const authorization = sent?.headers.get('authorization') ?? '';
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const token = authorization.slice('Bearer '.length);
    const [header, claims, signature] = token.split('.');
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        publicKey,
        Buffer.from(signature ?? '', 'base64url'),
      ),
    ).toBe(true);
    expect(decodePart(header)).toEqual({
      typ: 'JWT',
      alg: 'RS256',
      kid: '4654139977230172554798',
    });
    const digest = createHash('sha256')
      .update(sent?.body ?? '', 'utf8')
      .digest('base64');
    expect(decodePart(claims)).toEqual({
      digest,
      digestAlgorithm: 'SHA-256',
      iat: 1795446245,
      exp: 1795446245 + 120,
      'request-host': 'apitest.cybersource.com',
      'request-resource-path': '/pts/v2/payments',
      'request-method': 'post',
      iss: 'vida_test',
      jti: '6643fb9a-8093-47c6-95d3-8d69785b5e62',
      'v-c-jwt-version': '2',
      'v-c-merchant-id': 'vida_test',
    });
    expect(at.getTime()).toBe(1795446245678);
    // Another key does not verify it.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        other,
        Buffer.from(signature ?? '', 'base64url'),
      ),
    ).toBe(false);
  });

  it('answers error, sending nothing, when the key cannot sign', async () => {
    const api = fakeFetch([]);
    const provider = createCyberSourceProvider(
      {
        environment: 'live',
        merchantId: 'vida',
        account: { accessKey: 'AK', profileId: 'PROFILE', secretKey: 'SECRET' },
        byAffiliation: {},
        // A public key where the private one belongs: signing throws before any request.
        rest: { kind: 'jwt', keyId: '1', privateKey: publicKey },
      },
      api.impl,
      () => at,
    );
    expect(await provider.chargeToken(charge)).toEqual({
      outcome: 'error',
      transactionId: null,
      reasonCode: 150,
      message: 'Request not signed.',
    });
    expect(await provider.findCharge(charge.reference)).toEqual({ outcome: 'unknown' });
    expect(api.requests).toHaveLength(0);
  });

  it('reads the key as PEM, as PEM with escaped line breaks, or as base64 of the PEM', () => {
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    for (const text of [
      privatePem,
      pkcs1,
      privatePem.replace(/\n/g, '\\n'),
      Buffer.from(privatePem).toString('base64'),
      `  ${privatePem}  `,
    ]) {
      expect(readJwtPrivateKey(text)?.asymmetricKeyType).toBe('rsa');
    }
    const encrypted = privateKey
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pass' })
      .toString();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    for (const text of ['', 'not a key', encrypted, ec, publicPem, privatePem.slice(0, 200)]) {
      expect(readJwtPrivateKey(text)).toBeNull();
    }
  });
});
