import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffSetupLink } from '../../src/db/factories/staff.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { staffSessions } from '../../src/db/schema/staff.ts';
import { audit } from '../../src/platform/audit.ts';
import { randomToken, sha256 } from '../../src/platform/tokens.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  mailTo,
  type TestApp,
} from '../harness.ts';
import { auditEvents, enrolStaff, signIn, staffWithPassword } from './staff-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '10' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Console#2027';

describe('staff accounts (staff:manage)', () => {
  it('invites by e-mail in the invitee language; the setup link works once', async () => {
    const admin = await createStaffSession(t, 'admin');
    const email = `Invitee-${Date.now()}@Club.test`;
    const invited = await t.request({
      method: 'POST',
      url: '/api/staff/accounts',
      staff: admin,
      payload: { email, name: 'Lucía Pérez', role: 'agent', language: 'es' },
    });
    expect(invited.statusCode).toBe(201);
    const account = invited.json().data;
    expect(account).toMatchObject({
      email: email.toLowerCase(),
      name: 'Lucía Pérez',
      role: 'agent',
      language: 'es',
      status: 'invited',
      enrolled: false,
    });

    const [mail] = await mailTo(t, email.toLowerCase());
    expect(mail?.subject).toBe('Tu cuenta del personal en Member Passport');
    expect(mail?.text).toContain('agente');
    const link = mail?.links.find((l) => l.startsWith('http://portal.test/staff/setup/')) ?? '';
    const token = link.split('/').at(-1) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const check = await t.request({ method: 'GET', url: `/api/staff/setup/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ email: email.toLowerCase(), name: 'Lucía Pérez' });

    const weak = await t.request({
      method: 'POST',
      url: `/api/staff/setup/${token}`,
      payload: { password: 'short', password_confirmation: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toContain('password');
    const mismatch = await t.request({
      method: 'POST',
      url: `/api/staff/setup/${token}`,
      payload: { password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.statusCode).toBe(400);

    const set = await t.request({
      method: 'POST',
      url: `/api/staff/setup/${token}`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    const reuse = await t.request({
      method: 'POST',
      url: `/api/staff/setup/${token}`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().key).toBe('staff_setup_link_invalid');
    expect((await t.request({ method: 'GET', url: `/api/staff/setup/${token}` })).statusCode).toBe(
      404,
    );

    const first = await signIn(t, email, NEW_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.next).toBe('enrol');

    const list = await t.request({ method: 'GET', url: '/api/staff/accounts', staff: admin });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((a: { id: number }) => a.id === account.id);
    expect(row.status).toBe('active');

    const taken = await t.request({
      method: 'POST',
      url: '/api/staff/accounts',
      staff: admin,
      payload: { email: email.toUpperCase(), name: 'Again', role: 'agent', language: 'en' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().key).toBe('staff_email_taken');
    const bad = await t.request({
      method: 'POST',
      url: '/api/staff/accounts',
      staff: admin,
      payload: { email: 'not-an-email', name: '', role: 'boss', language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'language', 'name', 'role']);

    expect(await auditEvents(t, admin.staffId)).toEqual(['staff_invited']);
    expect(await auditEvents(t, account.id)).toEqual([
      'staff_password_set',
      'staff_password_accepted',
    ]);
  });

  it('refuses an expired or unknown setup link', async () => {
    const account = await staffWithPassword(t);
    const token = randomToken();
    await insertStaffSetupLink(t.database.db, {
      staffId: account.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await t.request({ method: 'GET', url: `/api/staff/setup/${token}` })).statusCode).toBe(
      404,
    );
    const set = await t.request({
      method: 'POST',
      url: `/api/staff/setup/${token}`,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(404);
    const unknown = await t.request({ method: 'GET', url: `/api/staff/setup/${randomToken()}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.request({ method: 'GET', url: '/api/staff/setup/short' });
    expect(malformed.statusCode).toBe(400);
  });

  it('disables an account (its live session dies at once) and enables it again', async () => {
    const admin = await createStaffSession(t, 'admin');
    const agent = await enrolStaff(t, 'agent');
    const disabled = await t.request({
      method: 'POST',
      url: `/api/staff/accounts/${agent.account.id}/disable`,
      staff: admin,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    const live = await t.request({ method: 'GET', url: '/api/staff/session', staff: agent.staff });
    expect(live.statusCode).toBe(401);
    const sessions = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, agent.account.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await signIn(t, agent.account.email);
    expect(refused.statusCode).toBe(403);

    const enabled = await t.request({
      method: 'POST',
      url: `/api/staff/accounts/${agent.account.id}/enable`,
      staff: admin,
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.status).toBe('active');
    expect((await signIn(t, agent.account.email)).statusCode).toBe(200);

    const self = await t.request({
      method: 'POST',
      url: `/api/staff/accounts/${admin.staffId}/disable`,
      staff: admin,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().key).toBe('staff_cannot_disable_self');
    const foreign = await t.request({
      method: 'POST',
      url: '/api/staff/accounts/987654321/disable',
      staff: admin,
    });
    expect(foreign.statusCode).toBe(404);
    const enableForeign = await t.request({
      method: 'POST',
      url: '/api/staff/accounts/987654321/enable',
      staff: admin,
    });
    expect(enableForeign.statusCode).toBe(404);

    expect(await auditEvents(t, admin.staffId)).toEqual(['staff_disabled', 'staff_enabled']);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'staff_disabled'))
      .orderBy(auditLog.id);
    expect(row?.detail).toMatchObject({ target_staff_id: agent.account.id });
  });

  it('keeps agents and supervisors out of staff:manage, agents out of audit:read', async () => {
    const agent = await createStaffSession(t, 'agent');
    const supervisor = await createStaffSession(t, 'supervisor');
    const target = await staffWithPassword(t);
    const calls = [
      { method: 'GET', url: '/api/staff/accounts' },
      {
        method: 'POST',
        url: '/api/staff/accounts',
        payload: { email: 'x@club.test', name: 'X', role: 'admin', language: 'en' },
      },
      { method: 'POST', url: `/api/staff/accounts/${target.id}/disable` },
      { method: 'POST', url: `/api/staff/accounts/${target.id}/enable` },
    ] as const;
    for (const staff of [agent, supervisor]) {
      for (const call of calls) {
        const response = await t.request({ ...call, staff });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json().key).toBe('unauthorized');
      }
    }
    const audit = await t.request({ method: 'GET', url: '/api/staff/audit', staff: agent });
    expect(audit.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/audit', staff: supervisor })).statusCode,
    ).toBe(200);
    for (const call of calls) {
      expect((await t.request({ ...call })).statusCode).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/api/staff/audit' })).statusCode).toBe(401);
  });
});

describe('the audit log (audit:read)', () => {
  it('reads newest first with filters and a cursor, names staff and members', async () => {
    const supervisor = await createStaffSession(t, 'supervisor');
    const member = await createMember(t);
    const actor = await staffWithPassword(t, 'agent', { name: 'Audit Actor' });
    const caller = {
      kind: 'staff' as const,
      staffId: actor.id,
      sessionId: '',
      name: actor.name,
      role: 'agent' as const,
      language: 'en' as const,
      permissions: [],
      stage: 'full' as const,
    };
    for (let i = 0; i < 55; i += 1) {
      await audit(t.database.db, 'staff_signed_in', { caller, detail: { i } });
    }
    await audit(t.database.db, 'login', { userId: member.id });
    const read = (query: string) =>
      t.request({ method: 'GET', url: `/api/staff/audit${query}`, staff: supervisor });

    const first = await read(`?staff_id=${actor.id}`);
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.entries).toHaveLength(50);
    expect(page.entries[0]).toMatchObject({
      event: 'staff_signed_in',
      actor: 'staff',
      staff: { id: actor.id, name: 'Audit Actor' },
      member: null,
      detail: { i: 54 },
    });
    expect(page.next_before).toBe(page.entries[49].id);
    const second = (await read(`?staff_id=${actor.id}&before=${page.next_before}`)).json().data;
    expect(second.entries).toHaveLength(5);
    expect(second.next_before).toBeNull();

    const byMember = (await read(`?member_id=${member.id}`)).json().data;
    expect(byMember.entries).toHaveLength(1);
    expect(byMember.entries[0]).toMatchObject({
      event: 'login',
      actor: 'member',
      member: { id: member.id, name: `${member.firstName} ${member.lastName}` },
    });

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await read(`?staff_id=${actor.id}&from=${today}&to=${today}`)).json().data.entries,
    ).toHaveLength(50);
    expect((await read(`?staff_id=${actor.id}&to=2020-01-01`)).json().data.entries).toHaveLength(0);
    expect((await read('?from=2026-02-30')).statusCode).toBe(400);
    expect((await read('?staff_id=abc')).statusCode).toBe(400);
  });

  it('has no way to change or remove an entry', async () => {
    const admin = await createStaffSession(t, 'admin');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await t.request({ method, url: '/api/staff/audit', staff: admin });
      expect(response.statusCode).toBe(404);
    }
  });
});
