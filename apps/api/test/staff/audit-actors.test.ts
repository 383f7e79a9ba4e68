import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffSetupLink } from '../../src/db/factories/staff.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { createStaffService } from '../../src/modules/staff/staff-service.ts';
import { randomToken, sha256 } from '../../src/platform/tokens.ts';
import { createStaffSession, createTestApp, type TestApp } from '../harness.ts';
import { signIn, staffWithPassword } from './staff-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '10' });
});
afterAll(() => t.close());

/** The newest audit row of an event, as stored. */
async function newest(event: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.event, event))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('who the audit log records when no one is signed in', () => {
  it('records npm run staff:create as the system, and the log shows it so', async () => {
    // staff-create.ts calls the service as here: no request, no caller.
    const service = createStaffService({
      db: t.database.db,
      config: t.config,
      limits: t.limits,
      kickMail: () => {},
    });
    const input = {
      email: `command-${Date.now().toString(36)}@club.test`,
      role: 'admin' as const,
      name: 'First Admin',
      language: 'en' as const,
    };
    const created = await service.createOrRelink(input);
    expect(created.isNew).toBe(true);
    expect(await newest('staff_invited')).toMatchObject({
      actor: 'system',
      staffId: null,
      userId: null,
      detail: { target_staff_id: created.account.id, role: 'admin', by: 'command' },
    });
    const again = await service.createOrRelink(input);
    expect(again.isNew).toBe(false);
    expect(await newest('staff_setup_link_created')).toMatchObject({
      actor: 'system',
      staffId: null,
      detail: { target_staff_id: created.account.id },
    });

    const supervisor = await createStaffSession(t, 'supervisor');
    const log = await t.request({ method: 'GET', url: '/api/staff/audit', staff: supervisor });
    expect(log.statusCode).toBe(200);
    const entry = log
      .json()
      .data.entries.find((e: { event: string }) => e.event === 'staff_setup_link_created');
    expect(entry).toMatchObject({ actor: 'system', staff: null, member: null });
  });

  it("records a staff account's own steps before a session as that account's", async () => {
    const account = await staffWithPassword(t, 'agent', { name: 'Before Session' });
    expect((await signIn(t, account.email, 'Wrong#Pass1')).statusCode).toBe(400);
    expect(await newest('staff_sign_in_failed')).toMatchObject({
      actor: 'staff',
      staffId: account.id,
      detail: { reason: 'credentials' },
    });
    // An address no account has: nobody to name.
    expect((await signIn(t, `nobody-${Date.now()}@club.test`)).statusCode).toBe(400);
    expect(await newest('staff_sign_in_failed')).toMatchObject({
      actor: 'anonymous',
      staffId: null,
    });

    expect((await signIn(t, account.email)).statusCode).toBe(200);
    expect(await newest('staff_password_accepted')).toMatchObject({
      actor: 'staff',
      staffId: account.id,
    });

    const token = randomToken();
    await insertStaffSetupLink(t.database.db, { staffId: account.id, tokenHash: sha256(token) });
    const set = await t.request({
      method: 'POST',
      url: `/api/staff/setup/${token}`,
      payload: { password: 'Harbour#2027', password_confirmation: 'Harbour#2027' },
    });
    expect(set.statusCode).toBe(204);
    expect(await newest('staff_password_set')).toMatchObject({
      actor: 'staff',
      staffId: account.id,
    });
  });
});
