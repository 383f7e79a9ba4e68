import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { createRateLimits } from '../../src/platform/rate-limit.ts';
import { createMember, createTestApp, login, PASSWORD, type TestApp } from '../harness.ts';

const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    WEB_DIST: '/nonexistent',
    APP_SECRET: 'x'.repeat(32),
    ...env,
  });

describe('database down', () => {
  it('answers 503 fast in the error shape, and /readyz says unavailable', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      limits: createRateLimits({ secret: 'x'.repeat(32) }),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a@example.com', password: 'x', 'g-recaptcha-response': 'none' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The service is unavailable right now. Please try again in a moment.',
      key: 'service_unavailable',
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});

describe('logs and audit', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: stream });
  });
  afterAll(() => t.close());

  it('never writes a password, token, e-mail address or reset token to the log', async () => {
    const member = await createMember(t);
    const response = await login(t, member.email);
    const { access_token, refresh_token } = response.json().data;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${access_token}` },
    });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords',
      payload: { email: member.email },
    });
    const resetToken = forgot.json().data.data.token;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/passwords/${resetToken}`,
      payload: { verification_code: '000000', password: PASSWORD, password_confirmation: PASSWORD },
    });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    for (const secret of [PASSWORD, access_token, refresh_token, resetToken, member.email])
      expect(log).not.toContain(secret);
    expect(log).toContain('/api/v1/users/passwords/:token');
  });

  it('records security events per member', async () => {
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.map((r) => r.event)).toEqual(
      expect.arrayContaining(['login', 'password_reset_requested', 'password_reset_code_failed']),
    );
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
