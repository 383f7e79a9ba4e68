import { TOTP_PERIOD_SECONDS } from '@mp/contract/staff/constants';
import type { StaffRole } from '@mp/contract/staff/permissions';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { insertStaff } from '../../src/db/factories/staff.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { PASSWORD, type StaffCredentials, type TestApp } from '../harness.ts';

let counter = 0;

/** A staff account with its password set (as after its setup link), not yet enrolled. */
export async function staffWithPassword(
  t: TestApp,
  role: StaffRole = 'agent',
  values: { languageId?: string; name?: string } = {},
) {
  counter += 1;
  return insertStaff(t.database.db, {
    email: `staff-${Date.now().toString(36)}-${counter}@club.test`,
    name: values.name ?? `Signing ${role}`,
    role,
    languageId: values.languageId ?? 'en',
    passwordHash: await hashPassword(PASSWORD),
  });
}

/** The staff session cookie a response set (its value and its attributes). */
export function sessionCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'mp_staff');
  if (!cookie) throw new Error(`no staff cookie in ${response.statusCode} ${response.body}`);
  return cookie;
}

/** Credentials for t.request({ staff }) from a response that set the cookie and its CSRF token. */
export function credentialsOf(
  response: LightMyRequestResponse,
  csrf: string,
  account: { id: number; email: string },
): StaffCredentials {
  return { cookie: sessionCookie(response).value, csrf, staffId: account.id, email: account.email };
}

export function signIn(t: TestApp, email: string, password = PASSWORD) {
  return t.request({ method: 'POST', url: '/api/staff/session', payload: { email, password } });
}

/** The authenticator's code for a moment (`steps` time steps from now). */
export function codeAt(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * TOTP_PERIOD_SECONDS * 1000,
  });
}

/** Password, enrolment and first code: a signed-in session, the secret and the recovery codes. */
export async function enrolStaff(t: TestApp, role: StaffRole = 'agent') {
  const account = await staffWithPassword(t, role);
  const first = await signIn(t, account.email);
  const pending = credentialsOf(first, first.json().data.csrf_token, account);
  const enrolment = await t.request({
    method: 'GET',
    url: '/api/staff/session/enrolment',
    staff: pending,
  });
  const secret: string = enrolment.json().data.secret;
  const done = await t.request({
    method: 'POST',
    url: '/api/staff/session/enrolment',
    staff: pending,
    payload: { code: codeAt(secret) },
  });
  if (done.statusCode !== 200) throw new Error(`enrolment failed: ${done.body}`);
  const data = done.json().data as { recovery_codes: string[]; session: { csrf_token: string } };
  return {
    account,
    secret,
    recoveryCodes: data.recovery_codes,
    staff: credentialsOf(done, data.session.csrf_token, account),
  };
}

/** Signs in with the password and returns the pending session's credentials. */
export async function pendingSession(t: TestApp, account: { id: number; email: string }) {
  const response = await signIn(t, account.email);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return credentialsOf(response, response.json().data.csrf_token, account);
}

export async function auditEvents(t: TestApp, staffId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ event: auditLog.event })
    .from(auditLog)
    .where(and(eq(auditLog.staffId, staffId)))
    .orderBy(auditLog.id);
  return rows.map((r) => r.event);
}
