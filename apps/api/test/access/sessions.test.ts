import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.request({ method: 'GET', url: '/api/v1/profile', token });
const refresh = (refresh_token: string) =>
  t.request({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh_token } });

describe('sessions', () => {
  it('logout revokes the session at once', async () => {
    const member = await createMember(t);
    const token = await tokenFor(t, member.email);
    expect((await profile(token.access_token)).statusCode).toBe(200);
    const logout = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      token: token.access_token,
    });
    expect(logout.statusCode).toBe(204);
    const after = await profile(token.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: 'Your session has ended. Please follow the login steps again.',
      key: 'unauthenticated',
    });
    expect((await refresh(token.refresh_token)).statusCode).toBe(401);
  });

  it('logout needs a token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(401);
  });

  it('refresh rotates both tokens; the old access token stops working', async () => {
    const member = await createMember(t);
    const first = await tokenFor(t, member.email);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(201);
    const second = rotated.json().data;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(first.access_token)).statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole session', async () => {
    const member = await createMember(t);
    const first = await tokenFor(t, member.email);
    const second = (await refresh(first.refresh_token)).json().data;
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('other sessions of the member are untouched by one logout', async () => {
    const member = await createMember(t);
    const phone = await tokenFor(t, member.email);
    const laptop = await tokenFor(t, member.email);
    await t.request({ method: 'POST', url: '/api/v1/logout', token: phone.access_token });
    expect((await profile(laptop.access_token)).statusCode).toBe(200);
  });

  it('rejects garbage and unknown bearer tokens with 401', async () => {
    for (const token of ['x', 'A'.repeat(43), 'B'.repeat(500)]) {
      expect((await profile(token)).statusCode).toBe(401);
    }
  });
});

describe('members only', () => {
  it('a live session stops working when the member is disabled or loses the confirmed member id', async () => {
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../src/db/schema/access.ts');
    for (const change of [
      { disabledAt: new Date() },
      { memberConfirmedAt: null },
      { emailVerifiedAt: null },
    ]) {
      const member = await createMember(t);
      const token = await tokenFor(t, member.email);
      expect((await profile(token.access_token)).statusCode).toBe(200);
      await t.database.db.update(users).set(change).where(eq(users.id, member.id));
      expect((await profile(token.access_token)).statusCode).toBe(401);
    }
  });
});
