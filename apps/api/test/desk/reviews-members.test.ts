import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, profileReviews } from '../../src/db/schema/access.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { signedInMember } from './support.ts';

let t: TestApp;
let agent: StaffCredentials;
let supervisor: StaffCredentials;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  agent = await createStaffSession(t, 'agent');
  supervisor = await createStaffSession(t, 'supervisor');
});
afterAll(() => t.close());

async function editProfile(token: string, payload: Record<string, unknown>) {
  const response = await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload });
  if (response.statusCode >= 300) throw new Error(response.body);
}

async function pendingReviewOf(userId: number) {
  const rows = await t.database.db
    .select()
    .from(profileReviews)
    .where(and(eq(profileReviews.userId, userId), eq(profileReviews.status, 'pending')));
  return rows;
}

describe('profile reviews', () => {
  it('keeps one pending review per member whose "before" is the original values', async () => {
    const m = await signedInMember(t, {
      mobilePhone: '+1 312 555 0101',
      city: 'Chicago',
      addressLine1: '1 Main St',
    });
    await editProfile(m.token, { mobile_phone: '+1 312 555 0102' });
    await editProfile(m.token, { mobile_phone: '+1 312 555 0103', city: 'Evanston' });
    const rows = await pendingReviewOf(m.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.previousValues).toEqual({ mobile_phone: '+1 312 555 0101', city: 'Chicago' });
    expect(rows[0]?.newValues).toEqual({ mobile_phone: '+1 312 555 0103', city: 'Evanston' });

    const list = await t.request({
      method: 'GET',
      url: '/api/staff/profile-reviews',
      staff: agent,
    });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().data.items.find((r: { id: number }) => r.id === rows[0]?.id);
    expect(item).toMatchObject({
      status: 'pending',
      member: { id: m.user.id },
      fields: expect.arrayContaining(['mobile_phone', 'city']),
      previous_values: { mobile_phone: '+1 312 555 0101', city: 'Chicago' },
      new_values: { mobile_phone: '+1 312 555 0103', city: 'Evanston' },
    });
  });

  it('rejects: the old values come back in the member profile and an e-mail says why, in their language', async () => {
    const m = await signedInMember(t, {
      mobilePhone: '+52 55 1234 5678',
      languageId: 'es',
      addressLine1: 'Av. Reforma 222',
    });
    await editProfile(m.token, { mobile_phone: '+52 55 8765 4321' });
    const [review] = await pendingReviewOf(m.user.id);
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/profile-reviews/${review?.id}/reject`,
      staff: agent,
      payload: { reason: 'El número no responde' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'El número no responde',
      reviewed_by: { id: agent.staffId },
    });
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token });
    expect(profile.json().data).toMatchObject({ mobile_phone: '+52 55 1234 5678' });
    expect(profile.json().data.profile_review).toBeNull();
    await t.background.idle();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, m.user.email));
    const mail = mails.find(
      (x) => x.subject === 'No pudimos aceptar el cambio de tus datos de contacto',
    );
    expect(mail?.text).toContain('El número no responde.');
    expect(mail?.text).toContain('teléfono celular');

    const again = await t.request({
      method: 'POST',
      url: `/api/staff/profile-reviews/${review?.id}/verify`,
      staff: agent,
    });
    expect(again.statusCode).toBe(409);
  });

  it('verifies; refuses a missing reason (400) and unknown ids (404)', async () => {
    const m = await signedInMember(t, { addressLine1: '1 Main St' });
    await editProfile(m.token, { city: 'Austin' });
    const [review] = await pendingReviewOf(m.user.id);
    const noReason = await t.request({
      method: 'POST',
      url: `/api/staff/profile-reviews/${review?.id}/reject`,
      staff: agent,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const verified = await t.request({
      method: 'POST',
      url: `/api/staff/profile-reviews/${review?.id}/verify`,
      staff: agent,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.status).toBe('verified');
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token });
    expect(profile.json().data.profile_review.status).toBe('verified');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/staff/profile-reviews/99999999/verify',
      staff: agent,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('member lookup and the member page', () => {
  it('finds by member id, e-mail prefix and accent-insensitive name', async () => {
    const m = await signedInMember(t, {
      firstName: 'Lucía',
      lastName: 'García Núñez',
      email: `lucia.garcia.${Date.now()}@example.com`,
    });
    const find = (q: string) =>
      t.request({
        method: 'GET',
        url: `/api/staff/members?q=${encodeURIComponent(q)}`,
        staff: agent,
      });
    const ids = async (q: string) => {
      const response = await find(q);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      return response.json().data.map((r: { id: number }) => r.id);
    };
    expect(await ids(String(m.user.vidaMemberId))).toContain(m.user.id);
    expect(await ids(String(m.user.id))).toContain(m.user.id);
    expect(await ids(m.user.email.slice(0, 14).toUpperCase())).toContain(m.user.id);
    expect(await ids('garcia')).toContain(m.user.id);
    expect(await ids('GARCÍA nú')).toContain(m.user.id);
    expect(await ids('lucia garc')).toContain(m.user.id);
    expect(await ids('garcia_%')).not.toContain(m.user.id);
    expect((await find('a')).statusCode).toBe(400);
  });

  it('needs a reason to open a member page, and audits the view with it', async () => {
    const m = await signedInMember(t);
    const without = await t.request({
      method: 'GET',
      url: `/api/staff/members/${m.user.id}`,
      staff: agent,
    });
    expect(without.statusCode).toBe(400);
    const page = await t.request({
      method: 'GET',
      url: `/api/staff/members/${m.user.id}?reason=${encodeURIComponent('Member called about a stay')}`,
      staff: agent,
    });
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data.member).toMatchObject({ id: m.user.id, email: m.user.email });
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0])).toEqual(['created_at', 'expires_at']);
    expect(page.body).not.toContain(m.token);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'member_viewed'), eq(auditLog.userId, m.user.id)));
    expect(row).toMatchObject({
      actor: 'staff',
      staffId: agent.staffId,
      reason: 'Member called about a stay',
    });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/staff/members/99999999?reason=checking',
      staff: agent,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('disable signs the member out at once; an agent may not disable (403); enable lets them back', async () => {
    const m = await signedInMember(t);
    const byAgent = await t.request({
      method: 'POST',
      url: `/api/staff/members/${m.user.id}/disable`,
      staff: agent,
    });
    expect(byAgent.statusCode).toBe(403);
    const disabled = await t.request({
      method: 'POST',
      url: `/api/staff/members/${m.user.id}/disable`,
      staff: supervisor,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ disabled: true, live_sessions: 0 });
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token });
    expect(profile.statusCode).toBe(401);
    const enabled = await t.request({
      method: 'POST',
      url: `/api/staff/members/${m.user.id}/enable`,
      staff: supervisor,
    });
    expect(enabled.json().data.disabled).toBe(false);
    const events = await t.database.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.userId, m.user.id), eq(auditLog.actor, 'staff')));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['member_disabled', 'member_enabled']),
    );
  });

  it('ends sessions; resends the verification only to an unverified member', async () => {
    const m = await signedInMember(t);
    const ended = await t.request({
      method: 'POST',
      url: `/api/staff/members/${m.user.id}/end-sessions`,
      staff: agent,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.live_sessions).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token })).statusCode,
    ).toBe(401);
    const verified = await t.request({
      method: 'POST',
      url: `/api/staff/members/${m.user.id}/resend-verification`,
      staff: agent,
    });
    expect(verified.statusCode).toBe(409);
    const fresh = await signedInMember(t);
    await t.database.db.execute(
      // An account whose e-mail is not verified yet.
      `update users set email_verified_at = null where id = ${fresh.user.id}`,
    );
    const resent = await t.request({
      method: 'POST',
      url: `/api/staff/members/${fresh.user.id}/resend-verification`,
      staff: agent,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await t.background.idle();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, fresh.user.email), eq(emailOutbox.template, 'verify_resend')),
      );
    expect(mails).toHaveLength(1);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/staff/members/99999999/end-sessions',
      staff: agent,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
