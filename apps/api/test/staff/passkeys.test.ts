import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/access.ts';
import { staffPasskeys, staffSessions } from '../../src/db/schema/staff.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';
import { otherKey, softAuthenticator } from './soft-authenticator.ts';
import {
  auditEvents,
  credentialsOf,
  enrolStaff,
  pendingSession,
  sessionCookie,
  signIn,
} from './staff-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '10' });
});
afterAll(() => t.close());

function registrationOptions(app: TestApp, staff: StaffCredentials) {
  return app.request({ method: 'POST', url: '/api/staff/passkeys/options', staff });
}

function addPasskey(app: TestApp, staff: StaffCredentials, payload: object) {
  return app.request({ method: 'POST', url: '/api/staff/passkeys', staff, payload });
}

function signInOptions(app: TestApp, staff: StaffCredentials) {
  return app.request({ method: 'POST', url: '/api/staff/session/passkey/options', staff });
}

function signInWith(app: TestApp, staff: StaffCredentials, response: object) {
  return app.request({
    method: 'POST',
    url: '/api/staff/session/passkey',
    staff,
    payload: { response },
  });
}

/** An enrolled staff member, signed in, with one passkey added through the API. */
async function staffWithPasskey(app: TestApp = t, name = 'Desk key') {
  const enrolled = await enrolStaff(app);
  const authenticator = softAuthenticator();
  const options = await registrationOptions(app, enrolled.staff);
  expect(options.statusCode, options.body).toBe(200);
  const added = await addPasskey(app, enrolled.staff, {
    name,
    response: authenticator.register(options.json().data.challenge),
  });
  expect(added.statusCode, added.body).toBe(201);
  return { ...enrolled, authenticator, passkeyId: added.json().data.id as number };
}

/** Password, then the passkey's challenge: the pending session and the challenge to sign. */
async function passkeyStep(
  app: TestApp,
  account: { id: number; email: string },
): Promise<{ pending: StaffCredentials; challenge: string }> {
  const pending = await pendingSession(app, account);
  const options = await signInOptions(app, pending);
  expect(options.statusCode, options.body).toBe(200);
  return { pending, challenge: options.json().data.challenge };
}

async function storedPasskey(id: number) {
  const [row] = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, id));
  return row;
}

async function lastFailure(staffId: number) {
  const rows = await t.database.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId), eq(auditLog.event, 'staff_second_factor_failed')))
    .orderBy(auditLog.id);
  return rows.at(-1)?.detail;
}

describe('adding a passkey (signed in)', () => {
  it('registers a software authenticator, lists it by name and never shows its key', async () => {
    const { account, staff } = await enrolStaff(t);
    const options = await registrationOptions(t, staff);
    expect(options.statusCode).toBe(200);
    const data = options.json().data;
    expect(data.rp).toEqual({ name: 'Member Passport', id: 'portal.test' });
    expect(data.user.name).toBe(account.email);
    expect(data.user.id).not.toContain(String(account.id));
    expect(data.attestation).toBe('none');
    expect(data.excludeCredentials).toEqual([]);
    expect(data.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toContain(-7);

    const authenticator = softAuthenticator();
    const added = await addPasskey(t, staff, {
      name: '  Office YubiKey ',
      response: authenticator.register(data.challenge),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Office YubiKey', last_used_at: null });

    const list = await t.request({ method: 'GET', url: '/api/staff/passkeys', staff });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([added.json().data]);
    expect(list.body).not.toContain(authenticator.credentialId);

    const row = await storedPasskey(added.json().data.id);
    expect(row).toMatchObject({
      staffId: account.id,
      credentialId: authenticator.credentialId,
      counter: 0,
      transports: ['usb'],
    });
    expect(await auditEvents(t, account.id)).toContain('staff_passkey_added');

    // The next registration excludes the passkeys already there.
    const next = await registrationOptions(t, staff);
    expect(next.json().data.excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['usb'] },
    ]);
  });

  it('uses a registration challenge once, and refuses an attestation without one', async () => {
    const { staff } = await enrolStaff(t);
    const authenticator = softAuthenticator();
    const none = await addPasskey(t, staff, {
      name: 'Key',
      response: authenticator.register('bm8tY2hhbGxlbmdl'),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().key).toBe('staff_passkey_challenge_invalid');

    const { challenge } = (await registrationOptions(t, staff)).json().data;
    const response = authenticator.register(challenge);
    expect((await addPasskey(t, staff, { name: 'Key', response })).statusCode).toBe(201);
    const again = await addPasskey(t, staff, { name: 'Key again', response });
    expect(again.statusCode).toBe(400);
    expect(again.json().key).toBe('staff_passkey_challenge_invalid');
  });

  it('refuses an attestation for another challenge, origin or site, and a garbled one', async () => {
    const { staff } = await enrolStaff(t);
    const cases = [
      (challenge: string) => softAuthenticator().register(`${challenge}AA`),
      (challenge: string) => softAuthenticator({ origin: 'https://evil.test' }).register(challenge),
      (challenge: string) => softAuthenticator({ rpId: 'evil.test' }).register(challenge),
      (challenge: string) => {
        const response = softAuthenticator().register(challenge);
        return { ...response, response: { ...response.response, attestationObject: 'oWFhAQ' } };
      },
    ];
    for (const make of cases) {
      const { challenge } = (await registrationOptions(t, staff)).json().data;
      const refused = await addPasskey(t, staff, { name: 'Key', response: make(challenge) });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().key).toBe('staff_passkey_invalid');
    }
    const list = await t.request({ method: 'GET', url: '/api/staff/passkeys', staff });
    expect(list.json().data).toEqual([]);
  });

  it('refuses one authenticator key on two accounts (409)', async () => {
    const first = await staffWithPasskey();
    const other = await enrolStaff(t);
    const { challenge } = (await registrationOptions(t, other.staff)).json().data;
    const taken = await addPasskey(t, other.staff, {
      name: 'Borrowed',
      response: first.authenticator.register(challenge),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().key).toBe('staff_passkey_taken');
  });

  it('checks the name and the shape of the attestation (400)', async () => {
    const { staff } = await enrolStaff(t);
    const { challenge } = (await registrationOptions(t, staff)).json().data;
    const response = softAuthenticator().register(challenge);
    for (const payload of [
      {},
      { name: 'Key' },
      { name: '   ', response },
      { name: 'k'.repeat(65), response },
      { name: 'Key', response: { ...response, id: 'not base64url!' } },
      { name: 'Key', response: { ...response, type: 'password' } },
      { name: 'Key', response: { ...response, response: { clientDataJSON: 'eyJ9' } } },
    ]) {
      const refused = await addPasskey(t, staff, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.json().key).toBe('validation_failed');
    }
  });

  it('renames and removes only one’s own passkeys (another’s is 404), audited', async () => {
    const owner = await staffWithPasskey();
    const other = await enrolStaff(t);
    const url = `/api/staff/passkeys/${owner.passkeyId}`;
    const foreignRename = await t.request({
      method: 'PATCH',
      url,
      staff: other.staff,
      payload: { name: 'Mine now' },
    });
    expect(foreignRename.statusCode).toBe(404);
    const foreignRemove = await t.request({ method: 'DELETE', url, staff: other.staff });
    expect(foreignRemove.statusCode).toBe(404);
    expect((await storedPasskey(owner.passkeyId))?.name).toBe('Desk key');

    const renamed = await t.request({
      method: 'PATCH',
      url,
      staff: owner.staff,
      payload: { name: 'Laptop' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Laptop');
    const removed = await t.request({ method: 'DELETE', url, staff: owner.staff });
    expect(removed.statusCode).toBe(204);
    const gone = await t.request({ method: 'DELETE', url, staff: owner.staff });
    expect(gone.statusCode).toBe(404);
    const events = await auditEvents(t, owner.account.id);
    expect(events).toEqual(
      expect.arrayContaining(['staff_passkey_renamed', 'staff_passkey_removed']),
    );
    // Without a passkey the sign-in offers none.
    expect((await signIn(t, owner.account.email)).json().data.passkey).toBe(false);
  });

  it('refuses the passkey calls before the second factor, without a CSRF token, and to a member', async () => {
    const { account, staff } = await staffWithPasskey();
    const pending = await pendingSession(t, account);
    for (const request of [
      { method: 'GET' as const, url: '/api/staff/passkeys' },
      { method: 'POST' as const, url: '/api/staff/passkeys/options' },
      { method: 'POST' as const, url: '/api/staff/passkeys', payload: {} },
      { method: 'DELETE' as const, url: '/api/staff/passkeys/1' },
    ]) {
      expect((await t.request({ ...request, staff: pending })).statusCode).toBe(401);
      expect((await t.request(request)).statusCode).toBe(401);
    }
    const noCsrf = await t.request({
      method: 'POST',
      url: '/api/staff/passkeys/options',
      staff: { ...staff, csrf: '' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().key).toBe('csrf_token_invalid');
    const member = await createMember(t);
    const memberToken = (await tokenFor(t, member.email)).access_token;
    const asMember = await t.request({
      method: 'GET',
      url: '/api/staff/passkeys',
      token: memberToken,
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('signing in with a passkey instead of a code', () => {
  it('signs the session in exactly as a code does: rotated cookie, new CSRF token, audited', async () => {
    const { account, authenticator, passkeyId } = await staffWithPasskey();
    const first = await signIn(t, account.email);
    expect(first.json().data).toMatchObject({ next: 'verify', passkey: true });
    const pending = credentialsOf(first, first.json().data.csrf_token, account);

    const options = await signInOptions(t, pending);
    expect(options.statusCode, options.body).toBe(200);
    const data = options.json().data;
    expect(data.rpId).toBe('portal.test');
    expect(data.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['usb'] },
    ]);

    const done = await signInWith(t, pending, authenticator.assert(data.challenge));
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json().data;
    expect(session.stage).toBe('full');
    expect(session.staff.email).toBe(account.email);
    expect(session.csrf_token).not.toBe(pending.csrf);
    const cookie = sessionCookie(done);
    expect(cookie.value).not.toBe(pending.cookie);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });

    const signedIn = credentialsOf(done, session.csrf_token, account);
    const now = await t.request({ method: 'GET', url: '/api/staff/session', staff: signedIn });
    expect(now.statusCode).toBe(200);
    // The pending token ended with the rotation.
    const old = await t.request({ method: 'GET', url: '/api/staff/session', staff: pending });
    expect(old.statusCode).toBe(401);

    const row = await storedPasskey(passkeyId);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const signedInRows = await t.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, account.id), eq(auditLog.event, 'staff_signed_in')))
      .orderBy(auditLog.id);
    expect(signedInRows.at(-1)?.detail).toEqual({ method: 'passkey', passkey_id: passkeyId });
    const events = await auditEvents(t, account.id);
    expect(events.at(-1)).toBe('staff_signed_in');
    const list = await t.request({ method: 'GET', url: '/api/staff/passkeys', staff: signedIn });
    expect(list.json().data[0].last_used_at).not.toBeNull();
  });

  it('refuses a wrong signature, and the challenge is gone after it', async () => {
    const { account, authenticator } = await staffWithPasskey();
    const { pending, challenge } = await passkeyStep(t, account);
    const wrong = await signInWith(
      t,
      pending,
      authenticator.assert(challenge, { counter: 1, signWith: otherKey() }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe('staff_passkey_invalid');
    expect(await lastFailure(account.id)).toMatchObject({ method: 'passkey', why: 'signature' });
    // The right signature of the same challenge: the challenge was used by the failed attempt.
    const late = await signInWith(t, pending, authenticator.assert(challenge, { counter: 1 }));
    expect(late.statusCode).toBe(400);
    expect(late.json().key).toBe('staff_passkey_challenge_invalid');
    // Still at the password step.
    const session = await t.request({ method: 'GET', url: '/api/staff/session', staff: pending });
    expect(session.statusCode).toBe(401);
  });

  it('refuses a replayed assertion, an assertion of another origin, and an expired challenge', async () => {
    const { account, authenticator } = await staffWithPasskey();
    const first = await passkeyStep(t, account);
    const assertion = authenticator.assert(first.challenge);
    expect((await signInWith(t, first.pending, assertion)).statusCode).toBe(200);

    // The captured assertion, sent again from a new sign-in: no challenge asked for yet ...
    const second = await pendingSession(t, account);
    const noChallenge = await signInWith(t, second, assertion);
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json().key).toBe('staff_passkey_challenge_invalid');
    // ... and with a challenge of its own, the old signature does not answer it.
    expect((await signInOptions(t, second)).statusCode).toBe(200);
    const replayed = await signInWith(t, second, assertion);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().key).toBe('staff_passkey_invalid');

    const third = await passkeyStep(t, account);
    const elsewhere = await signInWith(
      t,
      third.pending,
      authenticator.assert(third.challenge, { origin: 'https://evil.test' }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().key).toBe('staff_passkey_invalid');

    const fourth = await passkeyStep(t, account);
    await t.database.db
      .update(staffSessions)
      .set({ passkeyChallengeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, account.id));
    const expired = await signInWith(t, fourth.pending, authenticator.assert(fourth.challenge));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().key).toBe('staff_passkey_challenge_invalid');
  });

  it('refuses a signature counter that does not rise (a cloned authenticator)', async () => {
    const { account, authenticator, passkeyId } = await staffWithPasskey();
    const up = await passkeyStep(t, account);
    const ok = await signInWith(t, up.pending, authenticator.assert(up.challenge, { counter: 5 }));
    expect(ok.statusCode).toBe(200);
    for (const counter of [3, 5]) {
      const step = await passkeyStep(t, account);
      const clone = await signInWith(
        t,
        step.pending,
        authenticator.assert(step.challenge, { counter }),
      );
      expect(clone.statusCode).toBe(400);
      expect(clone.json().key).toBe('staff_passkey_invalid');
      expect(await lastFailure(account.id)).toMatchObject({ method: 'passkey', why: 'counter' });
    }
    expect((await storedPasskey(passkeyId))?.counter).toBe(5);
    const next = await passkeyStep(t, account);
    const fine = await signInWith(
      t,
      next.pending,
      authenticator.assert(next.challenge, { counter: 6 }),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('accepts an authenticator that keeps no counter (always zero)', async () => {
    const { account, authenticator } = await staffWithPasskey();
    for (let i = 0; i < 2; i += 1) {
      const step = await passkeyStep(t, account);
      const done = await signInWith(
        t,
        step.pending,
        authenticator.assert(step.challenge, { counter: 0 }),
      );
      expect(done.statusCode, done.body).toBe(200);
    }
  });

  it('refuses another staff member’s passkey', async () => {
    const owner = await staffWithPasskey();
    const other = await staffWithPasskey();
    const { pending, challenge } = await passkeyStep(t, other.account);
    // The owner's authenticator signs the other account's challenge: not one of its passkeys.
    const refused = await signInWith(t, pending, owner.authenticator.assert(challenge));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().key).toBe('staff_passkey_invalid');
    expect(await lastFailure(other.account.id)).toMatchObject({
      method: 'passkey',
      why: 'unknown_credential',
    });
  });

  it('offers no passkey step to an account without one, nor to a signed-in session (409)', async () => {
    const { account, staff } = await enrolStaff(t);
    const first = await signIn(t, account.email);
    expect(first.json().data).toMatchObject({ next: 'verify', passkey: false });
    const pending = credentialsOf(first, first.json().data.csrf_token, account);
    const none = await signInOptions(t, pending);
    expect(none.statusCode).toBe(409);
    expect(none.json().key).toBe('staff_passkey_none');
    const full = await signInOptions(t, staff);
    expect(full.statusCode).toBe(409);
    expect(full.json().key).toBe('staff_already_signed_in');
    // An admin made by the harness (no authenticator app): nothing to add a passkey beside.
    const bare = await createStaffSession(t, 'admin');
    expect((await signInOptions(t, bare)).statusCode).toBe(409);
    const body = await signInWith(t, pending, { id: 'x' });
    expect(body.statusCode).toBe(400);
    expect(body.json().key).toBe('validation_failed');
  });
});

describe('passkey limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict.close());

  it('counts a refused passkey as a wrong code: 429 after five for one account', async () => {
    const { account, authenticator } = await staffWithPasskey(strict);
    for (let i = 0; i < 5; i += 1) {
      const { pending, challenge } = await passkeyStep(strict, account);
      const wrong = await signInWith(
        strict,
        pending,
        authenticator.assert(challenge, { signWith: otherKey() }),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const pending = await pendingSession(strict, account);
    const blocked = await signInOptions(strict, pending);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
  });
});
