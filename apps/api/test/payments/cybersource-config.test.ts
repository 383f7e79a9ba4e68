import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const hostedCheckout = {
  PAYMENT_PROVIDER: 'cybersource',
  CYBERSOURCE_MERCHANT_ID: 'vida_test',
  CYBERSOURCE_ACCESS_KEY: 'access',
  CYBERSOURCE_PROFILE_ID: 'profile',
  CYBERSOURCE_SECRET_KEY: 'secret',
};
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('CyberSource REST settings', () => {
  it('signs with HTTP Signature by default, and needs its key id and base64 secret', () => {
    expect(() => loadConfig(hostedCheckout)).toThrow(
      /CYBERSOURCE_REST_KEY_ID: required by cybersource with CYBERSOURCE_AUTH=http_signature \(charging saved cards: TMS customer tokens\)/,
    );
    expect(() =>
      loadConfig({
        ...hostedCheckout,
        CYBERSOURCE_REST_KEY_ID: 'key',
        CYBERSOURCE_REST_SECRET: 'not base64!',
      }),
    ).toThrow(/CYBERSOURCE_REST_SECRET: must be the shared secret in base64/);
    const config = loadConfig({
      ...hostedCheckout,
      CYBERSOURCE_REST_KEY_ID: 'key',
      CYBERSOURCE_REST_SECRET: 'c2VjcmV0',
    });
    expect(config.payments.cybersource?.rest).toEqual({
      kind: 'http_signature',
      keyId: 'key',
      secret: 'c2VjcmV0',
    });
  });

  it('signs with JWT when asked, and refuses a missing or unusable key with a clear message', () => {
    const jwt = { ...hostedCheckout, CYBERSOURCE_AUTH: 'jwt' };
    const missing = () => loadConfig(jwt);
    expect(missing).toThrow(
      /CYBERSOURCE_JWT_PRIVATE_KEY: required by cybersource with CYBERSOURCE_AUTH=jwt/,
    );
    expect(missing).toThrow(
      /CYBERSOURCE_JWT_KEY_ID: required by cybersource with CYBERSOURCE_AUTH=jwt/,
    );
    // The shared-secret settings are not asked for in this mode.
    expect(missing).not.toThrow(/CYBERSOURCE_REST_/);
    expect(() =>
      loadConfig({ ...jwt, CYBERSOURCE_JWT_PRIVATE_KEY: 'abc', CYBERSOURCE_JWT_KEY_ID: '1' }),
    ).toThrow(
      /CYBERSOURCE_JWT_PRIVATE_KEY: must be an unencrypted RSA private key in PEM, or that PEM in base64/,
    );
    for (const key of [pem, Buffer.from(pem).toString('base64')]) {
      const rest = loadConfig({
        ...jwt,
        CYBERSOURCE_JWT_PRIVATE_KEY: key,
        CYBERSOURCE_JWT_KEY_ID: '4654139977230172554798',
      }).payments.cybersource?.rest;
      expect(rest).toMatchObject({ kind: 'jwt', keyId: '4654139977230172554798' });
      expect(rest?.kind === 'jwt' && rest.privateKey.asymmetricKeyType).toBe('rsa');
    }
    expect(() => loadConfig({ ...hostedCheckout, CYBERSOURCE_AUTH: 'oauth' })).toThrow(
      /CYBERSOURCE_AUTH/,
    );
  });
});
