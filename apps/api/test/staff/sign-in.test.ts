import { STAFF_SESSION_IDLE_MINUTES } from '@mp/contract/staff/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffRecoveryCodes, staffSessions } from '../../src/db/schema/staff.ts';
import { sha256 } from '../../src/platform/tokens.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';
import {
  auditEvents,
  codeAt,
  credentialsOf,
  enrolStaff,
  pendingSession,
  sessionCookie,
  signIn,
  staffWithPassword,
} from './staff-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '10' });
});
afterAll(() => t.close());

describe('staff sign-in: password, then a second factor that is never optional', () => {
  it('enrols an authenticator at the first sign-in and rotates the session when it is done', async () => {
    const account = await staffWithPassword(t, 'supervisor');
    const first = await signIn(t, account.email);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.next).toBe('enrol');
    const cookie = sessionCookie(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    // The public URL of the tests is http://portal.test, not localhost: Secure.
    expect(cookie.secure).toBe(true);
    const pending = credentialsOf(first, first.json().data.csrf_token, account);

    // A password alone opens nothing but the second-factor steps.
    const early = await t.request({ method: 'GET', url: '/api/staff/session', staff: pending });
    expect(early.statusCode).toBe(401);

    const enrolment = await t.request({
      method: 'GET',
      url: '/api/staff/session/enrolment',
      staff: pending,
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = enrolment.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toContain('issuer=Member%20Passport');
    expect(qr_svg).toMatch(/^<svg/);
    // Kept across calls, and encrypted at rest.
    const again = await t.request({
      method: 'GET',
      url: '/api/staff/session/enrolment',
      staff: pending,
    });
    expect(again.json().data.secret).toBe(secret);
    const [stored] = await t.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, account.id));
    expect(stored?.totpSecret).toBeTruthy();
    expect(stored?.totpSecret).not.toContain(secret);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/staff/session/enrolment',
      staff: pending,
      payload: { code: codeAt(secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('staff_code_invalid');
    const badShape = await t.request({
      method: 'POST',
      url: '/api/staff/session/enrolment',
      staff: pending,
      payload: { code: '12ab' },
    });
    expect(badShape.statusCode).toBe(400);

    const done = await t.request({
      method: 'POST',
      url: '/api/staff/session/enrolment',
      staff: pending,
      payload: { code: codeAt(secret) },
    });
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data.recovery_codes).toHaveLength(10);
    expect(new Set(data.recovery_codes).size).toBe(10);
    expect(data.session).toMatchObject({
      stage: 'full',
      staff: { id: account.id, email: account.email, role: 'supervisor', language: 'en' },
      idle_minutes: STAFF_SESSION_IDLE_MINUTES,
    });
    expect(data.session.permissions).toContain('audit:read');
    expect(data.session.permissions).not.toContain('staff:manage');
    const hours = (Date.parse(data.session.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    // Stored hashed only.
    const codes = await t.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, account.id));
    expect(codes.map((c) => c.codeHash).sort()).toEqual(
      data.recovery_codes.map((c: string) => sha256(c)).sort(),
    );

    // The cookie of the password step is not the signed-in one.
    const full = credentialsOf(done, data.session.csrf_token, account);
    expect(full.cookie).not.toBe(pending.cookie);
    expect(full.csrf).not.toBe(pending.csrf);
    const before = await t.request({ method: 'GET', url: '/api/staff/session', staff: pending });
    expect(before.statusCode).toBe(401);
    const session = await t.request({ method: 'GET', url: '/api/staff/session', staff: full });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.csrf_token).toBe(full.csrf);

    // Enrolled: no second secret.
    const twice = await t.request({
      method: 'GET',
      url: '/api/staff/session/enrolment',
      staff: full,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().key).toBe('staff_already_enrolled');

    expect(await auditEvents(t, account.id)).toEqual([
      'staff_password_accepted',
      'staff_second_factor_failed',
      'staff_totp_enrolled',
      'staff_signed_in',
    ]);
  });

  it('asks an enrolled account for a code, refuses a wrong one and a replayed one', async () => {
    const { account, secret } = await enrolStaff(t);
    const first = await signIn(t, account.email);
    expect(first.json().data.next).toBe('verify');
    const pending = credentialsOf(first, first.json().data.csrf_token, account);
    const verify = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/staff/session/verify', staff: pending, payload });

    const wrong = await verify({ code: codeAt(secret, 10) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('staff_code_invalid');
    // The enrolment's code: its time step was used.
    const replayed = await verify({ code: codeAt(secret) });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().key).toBe('staff_code_used');
    const empty = await verify({});
    expect(empty.statusCode).toBe(400);

    const next = await verify({ code: codeAt(secret, 1) });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.stage).toBe('full');
    const full = credentialsOf(next, next.json().data.csrf_token, account);
    expect(full.cookie).not.toBe(pending.cookie);
    const session = await t.request({ method: 'GET', url: '/api/staff/session', staff: full });
    expect(session.statusCode).toBe(200);

    // The same code again, from a second sign-in: refused.
    const second = await pendingSession(t, account);
    const again = await t.request({
      method: 'POST',
      url: '/api/staff/session/verify',
      staff: second,
      payload: { code: codeAt(secret, 1) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().key).toBe('staff_code_used');

    const events = await auditEvents(t, account.id);
    expect(events.filter((e) => e === 'staff_second_factor_failed')).toHaveLength(3);
    expect(events.slice(-3)).toEqual([
      'staff_signed_in',
      'staff_password_accepted',
      'staff_second_factor_failed',
    ]);
  });

  it('takes each recovery code once', async () => {
    const { account, recoveryCodes } = await enrolStaff(t);
    const [firstCode = '', secondCode = ''] = recoveryCodes;
    const use = async (recovery_code: string) => {
      const pending = await pendingSession(t, account);
      return t.request({
        method: 'POST',
        url: '/api/staff/session/verify',
        staff: pending,
        payload: { recovery_code },
      });
    };
    const ok = await use(firstCode);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.stage).toBe('full');
    const reused = await use(firstCode);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().key).toBe('staff_recovery_code_invalid');
    // Typed in capitals without the dash: still the code.
    const typed = await use(secondCode.replace('-', '').toUpperCase());
    expect(typed.statusCode).toBe(200);
    const unknown = await use('aaaaa-bbbbb');
    expect(unknown.statusCode).toBe(400);

    const events = await auditEvents(t, account.id);
    expect(events.filter((e) => e === 'staff_recovery_code_used')).toHaveLength(2);
  });

  it('answers an unknown e-mail as a wrong password, and says "disabled" only after the right one', async () => {
    const account = await staffWithPassword(t);
    const unknown = await signIn(t, 'nobody@club.test');
    const wrong = await signIn(t, account.email, 'Wrong#Password1');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json().key).toBe('staff_credentials_invalid');
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.cookies).toHaveLength(0);

    await t.database.db
      .update(staffAccounts)
      .set({ disabledAt: new Date() })
      .where(eq(staffAccounts.id, account.id));
    expect((await signIn(t, account.email, 'Wrong#Password1')).statusCode).toBe(400);
    const disabled = await signIn(t, account.email);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().key).toBe('staff_account_disabled');
    expect(disabled.cookies).toHaveLength(0);
    expect(await auditEvents(t, account.id)).toEqual([
      'staff_sign_in_failed',
      'staff_sign_in_failed',
      'staff_sign_in_failed',
    ]);
  });

  it('an invited account without a password cannot sign in', async () => {
    const { account } = await enrolStaff(t);
    await t.database.db
      .update(staffAccounts)
      .set({ passwordHash: null })
      .where(eq(staffAccounts.id, account.id));
    const response = await signIn(t, account.email);
    expect(response.statusCode).toBe(400);
  });
});

describe('the staff session', () => {
  it('refuses a change without the CSRF header or with a wrong one', async () => {
    const { staff } = await enrolStaff(t);
    const cookie = `mp_staff=${staff.cookie}`;
    const missing = await t.request({
      method: 'POST',
      url: '/api/staff/session/everywhere',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().key).toBe('csrf_token_invalid');
    const wrong = await t.request({
      method: 'POST',
      url: '/api/staff/session/everywhere',
      headers: { cookie, 'x-csrf-token': 'not-the-token' },
    });
    expect(wrong.statusCode).toBe(403);
    const signOut = await t.request({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(403);
    // A GET needs none, and the session is still alive.
    const read = await t.request({ method: 'GET', url: '/api/staff/session', headers: { cookie } });
    expect(read.statusCode).toBe(200);
  });

  it('ends after 30 idle minutes and at its absolute end', async () => {
    const idle = await enrolStaff(t);
    await t.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - (STAFF_SESSION_IDLE_MINUTES + 1) * 60_000) })
      .where(eq(staffSessions.tokenHash, sha256(idle.staff.cookie)));
    const afterIdle = await t.request({
      method: 'GET',
      url: '/api/staff/session',
      staff: idle.staff,
    });
    expect(afterIdle.statusCode).toBe(401);

    const old = await enrolStaff(t);
    // Seen a minute ago, but past its 12 hours.
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.tokenHash, sha256(old.staff.cookie)));
    const afterEnd = await t.request({
      method: 'GET',
      url: '/api/staff/session',
      staff: old.staff,
    });
    expect(afterEnd.statusCode).toBe(401);
  });

  it('signs out this session, clearing the cookie', async () => {
    const { account, staff } = await enrolStaff(t);
    const out = await t.request({ method: 'DELETE', url: '/api/staff/session', staff });
    expect(out.statusCode).toBe(204);
    const cleared = sessionCookie(out);
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/staff');
    const after = await t.request({ method: 'GET', url: '/api/staff/session', staff });
    expect(after.statusCode).toBe(401);
    expect(await auditEvents(t, account.id)).toContain('staff_signed_out');
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const { account, staff, recoveryCodes } = await enrolStaff(t);
    const pending = await pendingSession(t, account);
    const other = await t.request({
      method: 'POST',
      url: '/api/staff/session/verify',
      staff: pending,
      payload: { recovery_code: recoveryCodes[0] },
    });
    const second = credentialsOf(other, other.json().data.csrf_token, account);
    const stranger = await enrolStaff(t);

    const out = await t.request({ method: 'POST', url: '/api/staff/session/everywhere', staff });
    expect(out.statusCode).toBe(204);
    for (const credentials of [staff, second]) {
      const after = await t.request({
        method: 'GET',
        url: '/api/staff/session',
        staff: credentials,
      });
      expect(after.statusCode).toBe(401);
    }
    const untouched = await t.request({
      method: 'GET',
      url: '/api/staff/session',
      staff: stranger.staff,
    });
    expect(untouched.statusCode).toBe(200);
    expect(await auditEvents(t, account.id)).toContain('staff_signed_out_everywhere');
  });

  it('a member bearer token opens no staff route, a staff cookie no member route', async () => {
    const { staff } = await enrolStaff(t);
    const none = await t.request({ method: 'GET', url: '/api/staff/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json().key).toBe('unauthenticated');
    const member = await createMember(t);
    const { access_token } = await tokenFor(t, member.email);
    // The member's token is good on a member route, and opens no staff route.
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/profile', token: access_token })).statusCode,
    ).toBe(200);
    const bearer = await t.request({
      method: 'GET',
      url: '/api/staff/session',
      token: access_token,
    });
    expect(bearer.statusCode).toBe(401);
    const bearerChange = await t.request({
      method: 'POST',
      url: '/api/staff/session/everywhere',
      token: access_token,
    });
    expect(bearerChange.statusCode).toBe(401);
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', staff });
    expect(profile.statusCode).toBe(401);
  });
});

describe('wrong codes are limited per account and per address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict.close());

  it('answers 429 after five wrong codes for one account, whatever the session', async () => {
    const { account, secret } = await enrolStaff(strict);
    for (let i = 0; i < 5; i += 1) {
      const pending = await pendingSession(strict, account);
      const wrong = await strict.request({
        method: 'POST',
        url: '/api/staff/session/verify',
        staff: pending,
        payload: { code: codeAt(secret, 20 + i) },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const pending = await pendingSession(strict, account);
    const blocked = await strict.request({
      method: 'POST',
      url: '/api/staff/session/verify',
      staff: pending,
      payload: { code: codeAt(secret, 1) },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
  });

  it('answers 429 after five wrong passwords for one e-mail from one address', async () => {
    const account = await staffWithPassword(strict);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(strict, account.email, 'Wrong#Password1')).statusCode).toBe(400);
    }
    expect((await signIn(strict, account.email)).statusCode).toBe(429);
  });
});
