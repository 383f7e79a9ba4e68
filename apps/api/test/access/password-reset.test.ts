import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema/access.ts';
import { sha256 } from '../../src/platform/tokens.ts';
import { createMember, createTestApp, login, mailTo, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, lang: 'en' | 'es' = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/users/passwords', payload: { email }, lang });
const reset = (token: string, code: string, password = 'NewSunset#2027') =>
  t.request({
    method: 'PUT',
    url: `/api/v1/users/passwords/${token}`,
    payload: { verification_code: code, password, password_confirmation: password },
  });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('forgot and reset password', () => {
  it('answers 201 with a token whether or not the e-mail exists, and mails only real accounts', async () => {
    const member = await createMember(t);
    const known = await forgot(member.email);
    const unknown = await forgot('ghost@example.com');
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    expect(known.json().data.data.token).toMatch(/^[\w-]{43}$/);
    expect(unknown.json().data.data.token).toMatch(/^[\w-]{43}$/);
    expect(await mailTo(t, 'ghost@example.com')).toHaveLength(0);
    const [mail] = await mailTo(t, member.email);
    expect(mail?.subject).toBe('Your password reset code');
    expect(codeIn(mail?.text ?? '')).toMatch(/^\d{6}$/);
    // A wrong code for an unknown e-mail looks exactly like one for a real account.
    const fakeReset = await reset(unknown.json().data.data.token, '123456');
    const realReset = await reset(
      known.json().data.data.token,
      codeIn(mail?.text ?? '') === '123456' ? '654321' : '123456',
    );
    expect(fakeReset.statusCode).toBe(400);
    expect(fakeReset.json()).toEqual(realReset.json());
  });

  it('resets with the e-mailed code (204), ends every session, and the code works once', async () => {
    const member = await createMember(t);
    const session = await tokenFor(t, member.email);
    const token = (await forgot(member.email, 'es')).json().data.data.token;
    const [mail] = await mailTo(t, member.email);
    expect(mail?.subject).toBe('Tu código para restablecer la contraseña');
    const code = codeIn(mail?.text ?? '');

    expect((await reset(token, code)).statusCode).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/profile', token: session.access_token }))
        .statusCode,
    ).toBe(401);
    expect((await login(t, member.email)).statusCode).toBe(400);
    expect((await login(t, member.email, 'NewSunset#2027')).statusCode).toBe(201);
    const again = await reset(token, code, 'Another#Pass3');
    expect(again.statusCode).toBe(400);
    expect(again.json().key).toBe('token_invalid');
  });

  it('kills the token after 5 wrong codes, even for the right code afterwards', async () => {
    const member = await createMember(t);
    const token = (await forgot(member.email)).json().data.data.token;
    const code = codeIn((await mailTo(t, member.email))[0]?.text ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const response = await reset(token, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().key).toBe('verification_code_invalid');
    }
    expect((await reset(token, wrong)).json().key).toBe('token_invalid');
    const late = await reset(token, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().key).toBe('token_invalid');
    expect((await login(t, member.email)).statusCode).toBe(201);
  });

  it('rejects an expired code', async () => {
    const member = await createMember(t);
    const token = (await forgot(member.email)).json().data.data.token;
    const code = codeIn((await mailTo(t, member.email))[0]?.text ?? '');
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect((await reset(token, code)).json().key).toBe('token_invalid');
  });

  it('answers 404 for a token that was never issued, and 400 for a malformed one', async () => {
    expect((await reset('A'.repeat(43), '123456')).statusCode).toBe(404);
    expect((await reset('short', '123456')).statusCode).toBe(400);
  });

  it('validates the reset payload with per-field messages', async () => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/users/passwords/${'B'.repeat(43)}`,
      payload: { verification_code: '12ab', password: 'weakpass', password_confirmation: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'password',
      'password_confirmation',
      'verification_code',
    ]);
  });
});
