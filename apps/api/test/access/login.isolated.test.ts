import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberRecords, users } from '../../src/db/schema/access.ts';
import { createMember, createTestApp, login, mailTo, PASSWORD, type TestApp } from '../harness.ts';

/** argon2's verify, watched: the timing promise is about the work done, counted exactly. */
const { argon2Verify } = vi.hoisted(() => ({ argon2Verify: vi.fn() }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  argon2Verify.mockImplementation(argon2.verify);
  return { ...argon2, verify: argon2Verify };
});

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

  it('runs one argon2 check for an unknown e-mail as for a wrong password (same work, same time)', async () => {
    const member = await createMember(t);
    await login(t, 'warm-up@example.com', 'x'); // The dummy hash is made once, on first use.
    const checks = async (email: string) => {
      argon2Verify.mockClear();
      expect((await login(t, email, 'Wrong#Pass1')).statusCode).toBe(400);
      return argon2Verify.mock.calls.length;
    };
    expect(await checks(member.email)).toBe(1);
    // Without the dummy check an unknown e-mail would answer at once, telling it has no account.
    expect(await checks(`nobody-${Date.now()}@example.com`)).toBe(1);
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
