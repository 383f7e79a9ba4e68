import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, PASSWORD, type TestApp, tokenFor } from '../harness.ts';
import { openSharedDatabase } from './instances-database.ts';

/**
 * Two server instances behind one database (each with a pool of its own on PostgreSQL; the one
 * PGlite handle otherwise) and, with TEST_REDIS_URL, one Redis for the rate limits: a session is
 * the database's, never an instance's. A token from one works on the other; a refresh on one
 * rotates it for both; a logout or a password change on one is refused on the other at once.
 */
const MEMBERS = 3;
type Pair = { access_token: string; refresh_token: string };

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  shared = await openSharedDatabase();
  const limitPrefix = `instances-${randomBytes(4).toString('hex')}`;
  a = await createTestApp({}, { database: shared.open(), limitPrefix });
  b = await createTestApp({}, { database: shared.open(), limitPrefix });
});
afterAll(async () => {
  await b?.app.close();
  await a?.app.close();
  await shared?.close();
});

let requests = 0;
const profile = (app: TestApp, access: string) => {
  requests += 1;
  return app.request({ method: 'GET', url: '/api/v1/profile', token: access });
};
const refresh = (app: TestApp, refreshToken: string) => {
  requests += 1;
  return app.request({
    method: 'POST',
    url: '/api/v1/token/refresh',
    payload: { refresh_token: refreshToken },
  });
};
const logout = (app: TestApp, access: string) =>
  app.request({ method: 'POST', url: '/api/v1/logout', token: access });

describe('one session across two instances', () => {
  it(`signs in on one and works on the other; a refresh on one rotates it for both (${MEMBERS} members)`, async () => {
    requests = 0;
    for (let i = 0; i < MEMBERS; i++) {
      // The instances swap roles from one member to the next.
      const [one, other] = i % 2 === 0 ? [a, b] : [b, a];
      const member = await createMember(one);
      const first = await tokenFor(one, member.email);
      const onOther = await profile(other, first.access_token);
      expect(onOther.statusCode).toBe(200);
      expect(onOther.json().data.email).toBe(member.email);

      const rotated = await refresh(one, first.refresh_token);
      expect(rotated.statusCode).toBe(201);
      const second = rotated.json().data as Pair;
      expect((await profile(other, second.access_token)).statusCode).toBe(200);
      // The old access token is gone on both, at once.
      expect((await profile(other, first.access_token)).statusCode).toBe(401);
      expect((await profile(one, first.access_token)).statusCode).toBe(401);
      // A second tab on the other instance, within the grace: the same new pair.
      const late = await refresh(other, first.refresh_token);
      expect(late.statusCode).toBe(201);
      expect(late.json().data).toMatchObject({
        access_token: second.access_token,
        refresh_token: second.refresh_token,
      });

      // Both instances refreshing the same token at the same moment: one rotation, one pair.
      const [fromOne, fromOther] = await Promise.all([
        refresh(one, second.refresh_token),
        refresh(other, second.refresh_token),
      ]);
      expect([fromOne.statusCode, fromOther.statusCode]).toEqual([201, 201]);
      const third = fromOne.json().data as Pair;
      expect(fromOther.json().data).toMatchObject({
        access_token: third.access_token,
        refresh_token: third.refresh_token,
      });
      expect((await profile(one, third.access_token)).statusCode).toBe(200);
      expect((await profile(other, third.access_token)).statusCode).toBe(200);
    }
    console.log(
      `shared sessions (${shared.kind}${process.env.TEST_REDIS_URL ? ' + Redis' : ''}): ${MEMBERS} members, ${requests} profile and refresh calls across the two instances`,
    );
  });

  it(`a logout on one is refused on the other at once (${MEMBERS} members)`, async () => {
    for (let i = 0; i < MEMBERS; i++) {
      const [one, other] = i % 2 === 0 ? [a, b] : [b, a];
      const member = await createMember(one);
      const pair = await tokenFor(other, member.email);
      const laptop = await tokenFor(one, member.email);
      expect((await profile(other, pair.access_token)).statusCode).toBe(200);

      expect((await logout(one, pair.access_token)).statusCode).toBe(204);
      // The very next request on the other instance: no cache of sessions anywhere.
      const after = await profile(other, pair.access_token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        message: 'Your session has ended. Please follow the login steps again.',
        key: 'unauthenticated',
      });
      expect((await refresh(other, pair.refresh_token)).statusCode).toBe(401);
      expect((await logout(other, pair.access_token)).statusCode).toBe(401);
      // The member's other session is untouched, on either instance.
      expect((await profile(other, laptop.access_token)).statusCode).toBe(200);
      expect((await profile(one, laptop.access_token)).statusCode).toBe(200);
    }
  });

  it('a password change on one ends the member’s other sessions on the other at once', async () => {
    const member = await createMember(a);
    const phone = await tokenFor(b, member.email);
    const laptop = await tokenFor(a, member.email);
    expect((await profile(b, phone.access_token)).statusCode).toBe(200);
    const changed = await a.request({
      method: 'PUT',
      url: '/api/v1/profile/password',
      token: laptop.access_token,
      payload: {
        current_password: PASSWORD,
        new_password: 'Harbour#2027',
        new_password_confirmation: 'Harbour#2027',
      },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await profile(b, phone.access_token)).statusCode).toBe(401);
    expect((await refresh(b, phone.refresh_token)).statusCode).toBe(401);
    // The new password signs in on either instance.
    expect((await tokenFor(b, member.email, 'Harbour#2027')).access_token).toBeTruthy();
  });
});
