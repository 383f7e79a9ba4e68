import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../src/platform/tokens.ts';
import { createMember, createTestApp, PASSWORD, type TestApp, tokenFor } from '../harness.ts';

/**
 * The member reads that check the session in their own SQL (registerSessionJoinedRoute, issue
 * 23) must refuse exactly what every other member route refuses, with the same answer: status,
 * body, language and headers. /api/v1/faqs is the yardstick (its session is looked up before
 * the handler).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

const JOINED = [
  '/api/v1/profile',
  '/api/v1/exchanges',
  '/api/v1/user_reservations/all',
  '/api/v1/credit_cards?page=1&per_page=10',
  '/api/v1/user_contracts',
  '/api/v1/messages',
];
/** Reads of one record: a credential is refused before the record is looked for. */
const JOINED_BY_ID = ['/api/v1/user_contracts/1', '/api/v1/messages/1'];
const YARDSTICK = '/api/v1/faqs';

/** What a client can compare of two answers: status, body and the headers that matter. */
function shape(response: LightMyRequestResponse) {
  const { date, 'content-length': _length, 'x-request-id': _id, ...headers } = response.headers;
  void date;
  return { status: response.statusCode, body: response.body, headers };
}

async function call(url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
  return t.request({ method, url, headers });
}

describe('session-joined member reads (issue 23)', () => {
  it('refuse every kind of bad credential exactly as the other member routes do, in either language', async () => {
    const member = await createMember(t);
    const live = (await tokenFor(t, member.email)).access_token;
    const revoked = (await tokenFor(t, member.email)).access_token;
    const logout = await t.request({ method: 'POST', url: '/api/v1/logout', token: revoked });
    expect(logout.statusCode).toBe(204);
    const forms: Record<string, Record<string, string>> = {
      'no header': {},
      empty: { authorization: '' },
      'scheme only': { authorization: 'Bearer' },
      'scheme and spaces': { authorization: 'Bearer    ' },
      'other scheme': { authorization: `Basic ${live}` },
      'lower-case scheme': { authorization: `bearer ${live}` },
      'token without scheme': { authorization: live },
      'logged-out session': { authorization: `Bearer ${revoked}` },
      'integration key': { authorization: `Bearer mpk_${randomToken()}` },
      'unknown token': { authorization: `Bearer ${randomToken()}` },
      'token too long': { authorization: `Bearer ${'a'.repeat(201)}` },
      'token with extra words': { authorization: `Bearer ${live} ${live}` },
      'sql in the token': { authorization: "Bearer ' or 1=1 --" },
      'staff-like cookie': { cookie: `mp_staff=${randomToken()}` },
    };
    for (const [form, headers] of Object.entries(forms)) {
      for (const lang of ['en', 'es'] as const) {
        const withLang = { ...headers, 'x-language': lang };
        const expected = shape(await call(YARDSTICK, withLang));
        expect(expected.status, form).toBe(401);
        expect(expected.headers['cache-control'], form).toBe('no-store');
        for (const url of [...JOINED, ...JOINED_BY_ID]) {
          expect(shape(await call(url, withLang)), `${form} ${lang} ${url}`).toEqual(expected);
        }
      }
    }
    // HEAD answers the same status (Fastify's automatic HEAD route runs the same hooks).
    for (const url of JOINED) {
      const head = await call(url, { authorization: `Bearer ${revoked}` }, 'HEAD');
      expect(head.statusCode, url).toBe(401);
    }
    // The live token still reads, with no-store like every API answer.
    for (const url of [...JOINED, YARDSTICK]) {
      const ok = await call(url, { authorization: `Bearer ${live}` });
      expect(ok.statusCode, url).toBe(200);
      expect(ok.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('check the session before the input: bad params or query answer 401 without a live session, 400 with one', async () => {
    const member = await createMember(t);
    const live = (await tokenFor(t, member.email)).access_token;
    const bad = [
      '/api/v1/user_reservations/bogus',
      '/api/v1/credit_cards?page=abc&per_page=-1',
      '/api/v1/user_contracts/abc',
      '/api/v1/messages/abc',
    ];
    for (const lang of ['en', 'es'] as const) {
      const dead = { authorization: `Bearer ${randomToken()}`, 'x-language': lang };
      const expected = shape(await call(YARDSTICK, dead));
      for (const url of bad) {
        expect(shape(await call(url, dead)), `${lang} ${url}`).toEqual(expected);
        expect((await call(url, {})).statusCode, url).toBe(401);
        const checked = await call(url, { authorization: `Bearer ${live}`, 'x-language': lang });
        expect(checked.statusCode, url).toBe(400);
        expect(checked.json().key, url).toBe('validation_failed');
        expect(Object.keys(checked.json().errors).length, url).toBeGreaterThan(0);
      }
    }
  });

  it('a password change ends the other sessions for the joined reads too', async () => {
    const member = await createMember(t);
    const kept = (await tokenFor(t, member.email)).access_token;
    const other = (await tokenFor(t, member.email)).access_token;
    for (const url of JOINED)
      expect((await t.request({ method: 'GET', url, token: other })).statusCode).toBe(200);
    const change = await t.request({
      method: 'PUT',
      url: '/api/v1/profile/password',
      token: kept,
      payload: {
        current_password: PASSWORD,
        new_password: 'Another#Pass2026',
        new_password_confirmation: 'Another#Pass2026',
      },
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    for (const url of JOINED) {
      expect((await t.request({ method: 'GET', url, token: other })).statusCode, url).toBe(401);
    }
  });
});
