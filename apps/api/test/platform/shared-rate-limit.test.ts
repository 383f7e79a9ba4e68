import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, login, type TestApp } from '../harness.ts';

// Needs a Redis server: CI runs it with TEST_REDIS_URL (see .ci/run); a plain `npm test` has
// no Redis by design (the product must not need it), so there it does not run.
describe.runIf(Boolean(process.env.TEST_REDIS_URL))('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const limitPrefix = `shared-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    first = await createTestApp({}, { limitPrefix });
    second = await createTestApp({}, { limitPrefix, database: first.database });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('counts failed logins on one instance against the other', async () => {
    const member = await createMember(first);
    for (let i = 0; i < 3; i++)
      expect((await login(first, member.email, 'Wrong#Pass1')).statusCode).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await login(second, member.email, 'Wrong#Pass1')).statusCode).toBe(400);
    expect((await login(first, member.email)).statusCode).toBe(429);
    expect((await login(second, member.email)).statusCode).toBe(429);
  });

  it('stores no e-mail address or IP in clear in Redis', async () => {
    const member = await createMember(first);
    await login(first, member.email, 'Wrong#Pass1');
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    const keys = await redis.keys(`${limitPrefix}:*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('127.0.0.1');
    }
  });
});
