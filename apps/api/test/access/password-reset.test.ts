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
const check = (token: string) =>
  t.request({ method: 'GET', url: `/api/v1/users/passwords/${token}` });
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

  it('allows at most 5 wrong codes per account, however many codes were asked for', async () => {
    const member = await createMember(t);
    const wrongAnswers: number[] = [];
    for (let round = 0; round < 3; round++) {
      const token = (await forgot(member.email)).json().data.data.token;
      const code = codeIn((await mailTo(t, member.email)).at(-1)?.text ?? '');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++) wrongAnswers.push((await reset(token, wrong)).statusCode);
    }
    expect(wrongAnswers.filter((s) => s === 400)).toHaveLength(5);
    expect(wrongAnswers.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('keeps one live reset token per account: a new code retires the old link', async () => {
    const member = await createMember(t);
    const older = (await forgot(member.email)).json().data.data.token;
    const olderCode = codeIn((await mailTo(t, member.email))[0]?.text ?? '');
    const newer = (await forgot(member.email)).json().data.data.token;
    await mailTo(t, member.email);
    expect((await check(older)).statusCode).toBe(400);
    expect((await check(newer)).statusCode).toBe(204);
    const stale = await reset(older, olderCode);
    expect(stale.json().key).toBe('token_invalid');
  });

  it('says whether a reset link is usable before the form is filled', async () => {
    const member = await createMember(t);
    const live = (await forgot(member.email)).json().data.data.token;
    const ghost = (await forgot('nobody-here@example.com')).json().data.data.token;
    expect((await check(live)).statusCode).toBe(204);
    // A link for an unknown e-mail looks live too: the check reveals no account.
    expect((await check(ghost)).statusCode).toBe(204);
    const unknown = await check('C'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().key).toBe('token_invalid');
    expect((await check('garbled!')).statusCode).toBe(400);
  });

  it('does the same work before answering for known and unknown addresses', async () => {
    const held = await createTestApp({}, { holdBackground: true });
    const member = await createMember(held);
    const statementsFor = async (email: string, url: string) => {
      const before = held.database.statementCount();
      const response = await held.request({ method: 'POST', url, payload: { email } });
      return { status: response.statusCode, statements: held.database.statementCount() - before };
    };
    for (const url of ['/api/v1/users/passwords', '/api/v1/account/verify/resend-validation']) {
      const known = await statementsFor(member.email, url);
      const unknown = await statementsFor('no-account@example.com', url);
      expect(known).toEqual(unknown);
    }
    // What only the real account needs happens after the answer.
    expect(await mailTo(held, member.email)).toHaveLength(0);
    await held.background.release();
    expect(await mailTo(held, member.email)).toHaveLength(2);
    expect(await mailTo(held, 'no-account@example.com')).toHaveLength(0);
    await held.close();
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
