import { and, eq } from 'drizzle-orm';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/access.ts';
import { createRateLimits } from '../../src/platform/rate-limit.ts';
import { createMember, createTestApp, login, PASSWORD, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After after 5 failed logins a minute for one e-mail and IP', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i++)
      expect((await login(t, member.email, 'Wrong#Pass1')).statusCode).toBe(400);
    const blocked = await login(t, member.email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().key).toBe('too_many_attempts');
    expect(blocked.json().message).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
  });

  it('checks at most 5 passwords of 20 wrong ones sent at once for one e-mail and IP', async () => {
    const member = await createMember(t);
    const before = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member.id), eq(auditLog.event, 'login_failed')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress: '198.51.100.20',
          payload: { email: member.email, password: 'Wrong#Pass1', 'g-recaptcha-response': 'none' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member.id), eq(auditLog.event, 'login_failed')));
    expect(failures.length - before.length).toBe(5);
  });

  it('a right password gives back its point: members who sign in often are never locked out', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 8; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: '198.51.100.23',
        payload: { email: member.email, password: PASSWORD, 'g-recaptcha-response': 'none' },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('keeps no e-mail address or IP in clear in a rate-limit key', async () => {
    const limits = createRateLimits({ secret: 's'.repeat(32), prefix: 'keys' });
    const consumed: string[] = [];
    const spy = vi
      .spyOn(RateLimiterMemory.prototype, 'consume')
      .mockImplementation(async (key: string | number) => {
        consumed.push(String(key));
        return new RateLimiterRes();
      });
    await limits.hit('loginFailures', 'member@example.com|203.0.113.9');
    spy.mockRestore();
    expect(consumed).toHaveLength(1);
    expect(consumed[0]).not.toContain('example.com');
    expect(consumed[0]).not.toContain('203.0.113');
    expect(consumed[0]).toMatch(/^[\w-]{43}$/);
    await limits.close();
  });

  it('a forged X-Forwarded-For does not reset the limit (no trusted proxy configured)', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i++) {
      await t.request({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: member.email, password: 'Wrong#Pass1', 'g-recaptcha-response': 'none' },
      });
    }
    const forged = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'x-forwarded-for': '198.51.100.77' },
      payload: { email: member.email, password: 'Wrong#Pass1', 'g-recaptcha-response': 'none' },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('limits password-reset requests per e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.request({
            method: 'POST',
            url: '/api/v1/users/passwords',
            payload: { email: 'target@example.com' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits verification re-sends per e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.request({
            method: 'POST',
            url: '/api/v1/account/verify/resend-validation',
            payload: { email: 'resend-target@example.com' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});
