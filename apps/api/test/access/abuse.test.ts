import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, login, type TestApp } from '../harness.ts';

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
