import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/**
 * Issue 19 #7: production started with the sandbox provider and no SANDBOX_SECRET_KEY, and applied
 * a result signed with the secret printed in the source. Production now refuses the sandbox
 * unless explicitly allowed, and refuses its public default secret in any case, at start-up.
 */
const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://members.example.com',
};
const OWN_SECRET = 'a-staging-sandbox-secret-nobody-knows';

function startupMessage(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the sandbox provider in production (issue 19 #7)', () => {
  it('is refused unless SANDBOX_IN_PRODUCTION=true, with a message that says why', () => {
    const message = startupMessage({
      ...production,
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_SECRET_KEY: OWN_SECRET,
    });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(
      'PAYMENT_PROVIDER: the sandbox approves test cards without charging anyone: refused in production',
    );
    expect(message).toContain('SANDBOX_IN_PRODUCTION=true');
  });

  it('never runs on the public default secret: left out, or typed in', () => {
    const secrets: Record<string, string>[] = [
      {},
      { SANDBOX_SECRET_KEY: 'sandbox-secret-key-for-development-only' },
    ];
    for (const secret of secrets) {
      const message = startupMessage({
        ...production,
        PAYMENT_PROVIDER: 'sandbox',
        SANDBOX_IN_PRODUCTION: 'true',
        ...secret,
      });
      expect(message).toContain(
        'SANDBOX_SECRET_KEY: the development default is public (anyone can sign a result with it)',
      );
      expect(message).not.toContain('PAYMENT_PROVIDER');
    }
    // Neither allowed nor secret: both reasons at once.
    const both = startupMessage({ ...production, PAYMENT_PROVIDER: 'sandbox' });
    expect(both).toContain('PAYMENT_PROVIDER:');
    expect(both).toContain('SANDBOX_SECRET_KEY:');
  });

  it('starts when explicitly allowed with a secret of its own', () => {
    const config = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_IN_PRODUCTION: 'true',
      SANDBOX_SECRET_KEY: OWN_SECRET,
      PAYMENTS_ENABLED: 'true',
    });
    expect(config.payments).toMatchObject({ enabled: true, provider: 'sandbox' });
    expect(config.payments.sandbox.account.secretKey).toBe(OWN_SECRET);
  });

  it('is not in the way of production without the sandbox, nor of development', () => {
    expect(loadConfig(production).payments.provider).toBe('none');
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toMatchObject({
      provider: 'sandbox',
      sandbox: { account: { secretKey: 'sandbox-secret-key-for-development-only' } },
    });
  });
});

describe('the sandbox’s faults are for test runs only', () => {
  it('makes the token charge or the look-up silent under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments.sandbox.faults).toEqual({
      charge: 'none',
      lookup: 'none',
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        SANDBOX_CHARGE_FAULT: 'not_charged_no_answer',
        SANDBOX_LOOKUP_FAULT: 'no_answer',
      }).payments.sandbox.faults,
    ).toEqual({ charge: 'not_charged_no_answer', lookup: 'no_answer' });
  });

  it('refuses them elsewhere', () => {
    expect(
      startupMessage({ NODE_ENV: 'development', SANDBOX_CHARGE_FAULT: 'charged_no_answer' }),
    ).toContain('SANDBOX_CHARGE_FAULT: allowed only with NODE_ENV=test');
    expect(
      startupMessage({ NODE_ENV: 'development', SANDBOX_LOOKUP_FAULT: 'no_answer' }),
    ).toContain('SANDBOX_LOOKUP_FAULT: allowed only with NODE_ENV=test');
    expect(startupMessage({ NODE_ENV: 'test', SANDBOX_CHARGE_FAULT: 'sometimes' })).toContain(
      'SANDBOX_CHARGE_FAULT',
    );
  });
});
