import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRecords, users } from '../../src/db/schema/access.ts';
import { createMember, createTestApp, login, mailTo, PASSWORD, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/login', () => {
  it('answers 201 with a token whose expires_at is honest', async () => {
    const member = await createMember(t);
    const response = await login(t, member.email);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.access_token).toMatch(/^[\w-]{43}$/);
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    const expiresIn = Date.parse(data.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('accepts the e-mail in any case', async () => {
    const member = await createMember(t);
    expect((await login(t, member.email.toUpperCase())).statusCode).toBe(201);
  });

  it('answers the same 400 for an unknown e-mail and a wrong password', async () => {
    const member = await createMember(t);
    const wrong = await login(t, member.email, 'Wrong#Pass1');
    const unknown = await login(t, 'nobody-here@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'The email address or password you entered is invalid. Please try again.',
      key: 'wrong_login_credentials',
    });
  });

  it('spends about as long on an unknown e-mail as on a wrong password (one argon2 check each)', async () => {
    const member = await createMember(t);
    await login(t, 'warm-up@example.com', 'x');
    // Median of three: one slow sample under load must not decide.
    const time = async (email: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await login(t, email, 'Wrong#Pass1');
        samples.push(performance.now() - started);
      }
      return samples.sort((a, b) => a - b)[1] ?? 0;
    };
    const wrong = await time(member.email);
    const unknown = await time(`nobody-${Date.now()}@example.com`);
    // Without the dummy argon2 check an unknown e-mail answers in about a tenth of the time.
    expect(unknown).toBeGreaterThan(wrong * 0.5);
  });

  it('translates the message into the request language', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      lang: 'es',
      payload: { email: 'nadie@example.com', password: 'x', 'g-recaptcha-response': 'none' },
    });
    expect(response.json().message).toMatch(/^El correo electrónico o la contraseña/);
  });

  it('gives 403 and re-sends the activation link to an unverified account, only after the right password', async () => {
    const member = await createMember(t, { emailVerifiedAt: null });
    const wrong = await login(t, member.email, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(await mailTo(t, member.email)).toHaveLength(0);

    const right = await login(t, member.email);
    expect(right.statusCode).toBe(403);
    expect(right.json().key).toBe('account_not_verified');
    const mail = await mailTo(t, member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.links.some((l) => l.startsWith('http://portal.test/account/verify/'))).toBe(
      true,
    );
  });

  it('gives 403 account_disabled to a disabled account, only after the right password', async () => {
    const member = await createMember(t, { disabledAt: new Date() });
    expect((await login(t, member.email, 'Wrong#Pass1')).json().key).toBe(
      'wrong_login_credentials',
    );
    const right = await login(t, member.email);
    expect(right.statusCode).toBe(403);
    expect(right.json().key).toBe('account_disabled');
  });

  it('asks for the member id with 409 and links at once when the e-mail is the one on file', async () => {
    const member = await createMember(t, {
      memberConfirmedAt: null,
      lastName: 'Quintero',
      vidaMemberId: 4_400_001,
    });
    await t.database.db
      .update(memberRecords)
      .set({ email: member.email })
      .where(eq(memberRecords.vidaMemberId, 4_400_001));
    expect((await login(t, member.email, 'Wrong#Pass1')).statusCode).toBe(400);

    const first = await login(t, member.email);
    expect(first.statusCode).toBe(409);
    expect(first.json().key).toBe('account_not_member_id');

    const mismatch = await login(t, member.email, PASSWORD, { vida_member_id: '4400002' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().key).toBe('member_id_code_sent');

    const confirmed = await login(t, member.email, PASSWORD, { vida_member_id: '4400001' });
    expect(confirmed.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.memberConfirmedAt).not.toBeNull();
    expect((await login(t, member.email)).statusCode).toBe(201);
  });

  it('rejects a body without captcha or with a bad e-mail with per-field errors', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.key).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'g-recaptcha-response', 'password']);
  });
});
