import { encodeAltchaPayload } from '@mp/contract/access/captcha';
import { routes } from '@mp/contract/routes';
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMember, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('sends the security headers with a strict CSP on every response', async () => {
    for (const url of ['/healthz', '/api/v1/profile', '/api/nothing-here']) {
      const response = await t.request({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps CORS closed', async () => {
    const response = await t.request({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers /healthz and /readyz', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('gives an unknown API path a JSON 404 in the error shape', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/nothing', lang: 'es' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No encontrada. Por favor, comunícate con nuestro equipo (código 604).',
      key: 'not_found',
    });
  });

  it('answers malformed JSON, a wrong content type and a huge body with 4xx in the error shape', async () => {
    const cases = [
      { payload: '{"email":', headers: { 'content-type': 'application/json' }, status: 400 },
      {
        payload: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
      },
      {
        payload: JSON.stringify({ email: 'x'.repeat(100_000) }),
        headers: { 'content-type': 'application/json' },
        status: 413,
      },
    ];
    for (const c of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: c.payload,
        headers: c.headers,
      });
      expect(response.statusCode).toBe(c.status);
      expect(Object.keys(response.json()).sort()).toEqual(['key', 'message']);
    }
  });

  it('never answers 5xx to fuzzed input on any route, and stays healthy', async () => {
    const member = await createMember(t);
    const token = (
      await t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: member.email, password: member.password, 'g-recaptcha-response': 'none' },
      })
    ).json().data.access_token;
    const nasty: unknown[] = [
      null,
      42,
      'string',
      [],
      { email: ['a@b.co'] },
      { email: "' OR 1=1 --", password: { $gt: '' } },
      { email: '<script>alert(1)</script>@x.com', first_name: '\u0000\uFFFF\uD800' },
      { first_name: 'a'.repeat(10_000), vida_member_id: 1e308, terms_and_conditions: 'true' },
      { verification_code: '١٢٣٤٥٦', password: '🙂'.repeat(200), password_confirmation: null },
      { refresh_token: { toString: 1 }, __proto__: { admin: true } },
    ];
    for (const route of Object.values(routes)) {
      for (const body of nasty) {
        const url = route.path.replace(/:[a-z_]+/gi, (m) =>
          m === ':id' ? "1' OR '1'='1" : '%00..%2F',
        );
        const response = await t.request({
          method: route.method,
          url,
          token,
          ...(route.method !== 'GET' && {
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          }),
        });
        expect(
          response.statusCode,
          `${route.method} ${route.path} ${JSON.stringify(body)}`,
        ).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      }
    }
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses CAPTCHA_PROVIDER=none outside tests unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', CAPTCHA_PROVIDER: 'none' })).toThrow(
      /CAPTCHA_PROVIDER/,
    );
    expect(
      loadConfig({ NODE_ENV: 'development', CAPTCHA_PROVIDER: 'none', ALLOW_INSECURE_CAPTCHA: '1' })
        .captcha.provider,
    ).toBe('none');
  });

  it('says clearly which value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_SECRET: required in production/,
    );
  });

  it('turns payments on only for the exact string true: on with the sandbox in the demo, off in production', () => {
    expect(loadConfig({ PAYMENTS_ENABLED: 'true' }).payments).toMatchObject({
      enabled: true,
      provider: 'sandbox',
    });
    expect(loadConfig({ PAYMENTS_ENABLED: 'TRUE' }).payments.enabled).toBe(false);
    expect(loadConfig({}).payments).toMatchObject({ enabled: true, provider: 'sandbox' });
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://mp.example',
    };
    expect(loadConfig(production).payments).toMatchObject({ enabled: false, provider: 'none' });
    expect(() => loadConfig({ ...production, PAYMENTS_ENABLED: 'true' })).toThrow(
      /PAYMENT_PROVIDER: PAYMENTS_ENABLED=true needs a PAYMENT_PROVIDER/,
    );
    // CyberSource needs every credential, and other affiliations' profiles as JSON.
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cybersource' })).toThrow(
      /CYBERSOURCE_SECRET_KEY: required by cybersource/,
    );
    const cybersource = {
      PAYMENT_PROVIDER: 'cybersource',
      CYBERSOURCE_MERCHANT_ID: 'm',
      CYBERSOURCE_ACCESS_KEY: 'a',
      CYBERSOURCE_PROFILE_ID: 'p',
      CYBERSOURCE_SECRET_KEY: 's',
      CYBERSOURCE_REST_KEY_ID: 'k',
      CYBERSOURCE_REST_SECRET: 'c2VjcmV0',
    };
    expect(() => loadConfig({ ...cybersource, CYBERSOURCE_ACCOUNTS: '{bad' })).toThrow(
      /CYBERSOURCE_ACCOUNTS/,
    );
    const accounts = '{"PALACE":{"access_key":"a2","profile_id":"p2","secret_key":"s2"}}';
    expect(
      loadConfig({ ...cybersource, CYBERSOURCE_ACCOUNTS: accounts }).payments.cybersource
        ?.byAffiliation,
    ).toEqual({ PALACE: { accessKey: 'a2', profileId: 'p2', secretKey: 's2' } });
  });

  it('gives PostgreSQL a 1 s connect and a 15 s statement timeout, both configurable', () => {
    const url = 'postgres://portal@db/portal';
    const timeoutsOf = (env: Record<string, string>) => {
      const { database } = loadConfig({ DATABASE_URL: url, ...env });
      return database.kind === 'postgres' ? database.timeouts : undefined;
    };
    expect(timeoutsOf({})).toEqual({ connectMs: 1_000, queryMs: 15_000 });
    expect(
      timeoutsOf({ DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_QUERY_TIMEOUT_MS: '5000' }),
    ).toEqual({ connectMs: 500, queryMs: 5_000 });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  it('keeps the dev mailbox off in production unless asked for', () => {
    const prod = {
      NODE_ENV: 'production',
      APP_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://portal.example',
    };
    expect(loadConfig(prod).devMailbox).toBe(false);
    expect(loadConfig({}).devMailbox).toBe(true);
  });
});

describe('default captcha (self-hosted proof of work)', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_MAX_NUMBER: '2000' });
  });
  afterAll(() => a.close());

  const solve = async () => {
    const { data } = (await a.request({ method: 'GET', url: '/api/v1/captcha' })).json();
    expect(data.provider).toBe('altcha');
    const challenge = data.challenge as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return encodeAltchaPayload({ challenge, solution });
  };

  it('accepts a solved challenge once and rejects its replay', async () => {
    const member = await createMember(a);
    const answer = await solve();
    const payload = {
      email: member.email,
      password: member.password,
      'g-recaptcha-response': answer,
    };
    expect((await a.request({ method: 'POST', url: '/api/v1/login', payload })).statusCode).toBe(
      201,
    );
    const replay = await a.request({ method: 'POST', url: '/api/v1/login', payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().key).toBe('captcha_invalid');
  });

  it('rejects a forged answer', async () => {
    const member = await createMember(a);
    for (const answer of [
      'none',
      'bm90IGpzb24=',
      encodeAltchaPayload({
        challenge: { parameters: {} },
        solution: { counter: 1, derivedKey: 'ab' },
      }),
    ]) {
      const response = await a.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: member.email, password: member.password, 'g-recaptcha-response': answer },
      });
      expect(response.json().key).toBe('captcha_invalid');
    }
  });
});
