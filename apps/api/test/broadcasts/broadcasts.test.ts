import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertContract,
  insertDueItems,
  installmentRows,
} from '../../src/db/factories/payments.ts';
import { auditLog, emailOutbox, users } from '../../src/db/schema/access.ts';
import { broadcastRecipients, broadcasts } from '../../src/db/schema/broadcasts.ts';
import { hotels, messageThreads } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { runDeliveryBatch } from '../../src/modules/broadcasts/broadcasts-service.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';

/** Two resorts of the catalogue: the one a broadcast is for, and another one. */
const RESORT = 'Mayan Palace Mazatlán';
const OTHER_RESORT = 'Sea Garden Nuevo Vallarta';

let t: TestApp;
let supervisor: StaffCredentials;
let agent: StaffCredentials;
let admin: StaffCredentials;
let resortId: number;
let otherResortId: number;

type Member = Awaited<ReturnType<typeof createMember>>;
/** The resort's members: every preference, both languages; and some who are not members. */
const at = {} as {
  optedIn: Member;
  optedInEs: Member;
  noAll: Member;
  noMonthly: Member;
  other: Member;
  disabled: Member;
  unconfirmed: Member;
};

async function memberAt(resort: string, values: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, values);
  await insertContract(t.database.db, { userId: member.id, resort });
  return member;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  await seedReferenceContent(t.database.db);
  [supervisor, agent, admin] = await Promise.all([
    createStaffSession(t, 'supervisor'),
    createStaffSession(t, 'agent'),
    createStaffSession(t, 'admin'),
  ]);
  const all = await t.database.db.select().from(hotels);
  resortId = all.find((h) => h.name === RESORT)?.id ?? 0;
  otherResortId = all.find((h) => h.name === OTHER_RESORT)?.id ?? 0;
  at.optedIn = await memberAt(RESORT, { firstName: 'Olivia' });
  at.optedInEs = await memberAt(RESORT, { firstName: 'Sofía', languageId: 'es' });
  at.noAll = await memberAt(RESORT, { firstName: 'Nora', allCommunications: false });
  at.noMonthly = await memberAt(RESORT, { firstName: 'Mateo', monthlyCommunications: false });
  at.other = await memberAt(OTHER_RESORT, { firstName: 'Otto' });
  at.disabled = await memberAt(RESORT, { disabledAt: new Date() });
  at.unconfirmed = await memberAt(RESORT, { memberConfirmedAt: null });
  // A cancelled contract at the resort does not make its holder one of its members.
  const cancelled = await createMember(t);
  await insertContract(t.database.db, {
    userId: cancelled.id,
    resort: RESORT,
    contractStatus: 'Cancelled',
  });
});
afterAll(() => t.close());

const alertBody = (extra: Record<string, unknown> = {}) => ({
  message_type: 'alert',
  subject_en: 'Pool closed on Friday',
  subject_es: 'Alberca cerrada el viernes',
  body_en: 'Dear member,\n\nThe main pool closes on Friday for maintenance.',
  body_es: 'Estimado socio:\n\nLa alberca principal cierra el viernes por mantenimiento.',
  segment: { resort_id: resortId },
  ...extra,
});

function create(body: Record<string, unknown>, staff = supervisor) {
  return t.request({ method: 'POST', url: '/api/staff/broadcasts', staff, payload: body });
}

async function threadsOf(member: Member, subject: string) {
  return t.database.db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.userId, member.id), eq(messageThreads.subject, subject)));
}

async function messagesOf(member: Member) {
  const { access_token } = await tokenFor(t, member.email);
  const response = await t.request({ method: 'GET', url: '/api/v1/messages', token: access_token });
  return { token: access_token, list: response.json().data.data as Record<string, unknown>[] };
}

async function mailsTo(member: Member, template: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, member.email), eq(emailOutbox.template, template)));
}

describe('the segment', () => {
  it("offers the catalogue's resorts", async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/staff/broadcasts/segment-options',
      staff: supervisor,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.resorts).toContainEqual({ id: resortId, name: RESORT });
  });

  it('counts the members who can sign in, and those a marketing message reaches', async () => {
    const count = async (query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/staff/broadcasts/segment-count?${query}`,
        staff: supervisor,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await count(`resort_id=${resortId}`)).toEqual({ members: 4, marketing_recipients: 2 });
    expect(await count(`resort_id=${resortId}&language=es`)).toEqual({
      members: 1,
      marketing_recipients: 1,
    });
    expect(await count(`resort_id=${otherResortId}`)).toEqual({
      members: 1,
      marketing_recipients: 1,
    });
    // The filters combine: a status nobody at the resort has.
    expect(await count(`resort_id=${resortId}&contract_status=Blocked`)).toEqual({
      members: 0,
      marketing_recipients: 0,
    });
    // Empty filters are "any" (the form's select sends them so).
    const all = await count('resort_id=&language=&contract_status=&payment_due=');
    expect(all.members).toBeGreaterThanOrEqual(5);

    const owing = await memberAt(OTHER_RESORT);
    const contract = await insertContract(t.database.db, { userId: owing.id, resort: 'Elsewhere' });
    await insertDueItems(t.database.db, installmentRows(contract.id, '500.00', [-3]));
    // Due later, or paid: not due now.
    const later = await memberAt(OTHER_RESORT);
    const laterContract = await insertContract(t.database.db, { userId: later.id });
    await insertDueItems(t.database.db, installmentRows(laterContract.id, '500.00', [20]));
    expect(await count(`resort_id=${otherResortId}&payment_due=true`)).toEqual({
      members: 1,
      marketing_recipients: 1,
    });
    expect((await count(`resort_id=${otherResortId}&payment_due=false`)).members).toBe(3);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(inArray(users.id, [owing.id, later.id]));
  });

  it('refuses filters outside their lists, as the spec writes them', async () => {
    for (const query of [
      'language=fr',
      'contract_status=Closed',
      'contract_status=active',
      'resort_id=abc',
      'payment_due=yes',
    ]) {
      const response = await t.request({
        method: 'GET',
        url: `/api/staff/broadcasts/segment-count?${query}`,
        staff: supervisor,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const unknown = await t.request({
      method: 'GET',
      url: '/api/staff/broadcasts/segment-count?resort_id=999999',
      staff: supervisor,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ resort_id: ['This value is not valid.'] });
  });
});

describe('sending', () => {
  it("an alert reaches every member of the resort in their language, opted out or not, and no one else's", async () => {
    const response = await create(alertBody());
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json().data;
    expect(sent).toMatchObject({
      message_type: 'alert',
      status: 'sending',
      segment: { resort: { id: resortId, name: RESORT }, language: null, payment_due: false },
      created_by: { id: supervisor.staffId },
    });

    const drained = await t.drainJobs();
    expect(drained.failed, drained.errors.join('\n')).toBe(0);
    const detail = await t.request({
      method: 'GET',
      url: `/api/staff/broadcasts/${sent.id}`,
      staff: supervisor,
    });
    expect(detail.json().data).toMatchObject({
      status: 'sent',
      counts: { delivered: 4, emails: 4, opted_out: 0 },
    });
    expect(detail.json().data.finished_at).not.toBeNull();

    for (const member of [at.optedIn, at.noAll, at.noMonthly]) {
      expect(await threadsOf(member, 'Pool closed on Friday')).toHaveLength(1);
    }
    expect(await threadsOf(at.optedInEs, 'Alberca cerrada el viernes')).toHaveLength(1);
    for (const member of [at.other, at.disabled, at.unconfirmed]) {
      expect(await threadsOf(member, 'Pool closed on Friday')).toHaveLength(0);
    }

    // The member's message centre: unread, in Spanish, from Member Care, as paragraphs.
    const { token, list } = await messagesOf(at.optedInEs);
    const message = list.find((m) => m.subject === 'Alberca cerrada el viernes');
    expect(message).toMatchObject({
      message_type: 'alert',
      from_name: 'Atención a Socios',
      author: 'club',
      read_at: null,
      message:
        '<p>Estimado socio:</p><p>La alberca principal cierra el viernes por mantenimiento.</p>',
    });
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token });
    expect(profile.json().data.unread_messages).toBeGreaterThanOrEqual(1);

    // No reply is offered (spec 1 §4), and the API refuses one with its reason.
    const reply = await t.request({
      method: 'POST',
      url: `/api/v1/messages/${message?.id}`,
      token,
      payload: { message: 'Gracias' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().key).toBe('reply_not_offered');

    // The e-mail copy, in the member's language.
    const [mail] = await mailsTo(at.optedInEs, 'broadcast_alert');
    expect(mail?.subject).toBe('Alberca cerrada el viernes');
    // Sent by its mail.send job (the batch wrote the jobs with the outbox rows).
    expect(mail?.status).toBe('sent');
    expect(mail?.text).toContain('La alberca principal cierra el viernes');
    expect(mail?.text).toContain('http://portal.test/messages-center');
    expect(await mailsTo(at.other, 'broadcast_alert')).toHaveLength(0);

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'broadcast_sent'));
    expect(row).toMatchObject({ staffId: supervisor.staffId, actor: 'staff' });
    expect(row?.detail).toMatchObject({ broadcast_id: sent.id, message_type: 'alert' });
  });

  it('marketing skips the members who turned off either communication preference', async () => {
    const response = await create(
      alertBody({
        message_type: 'marketing',
        subject_en: 'Members-only spa week',
        subject_es: 'Semana de spa para socios',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    await t.drainJobs();
    const detail = await t.request({
      method: 'GET',
      url: `/api/staff/broadcasts/${response.json().data.id}`,
      staff: supervisor,
    });
    expect(detail.json().data).toMatchObject({
      status: 'sent',
      counts: { delivered: 2, emails: 2, opted_out: 2 },
    });
    expect(await threadsOf(at.optedIn, 'Members-only spa week')).toHaveLength(1);
    expect(await threadsOf(at.optedInEs, 'Semana de spa para socios')).toHaveLength(1);
    expect(await threadsOf(at.noAll, 'Members-only spa week')).toHaveLength(0);
    expect(await threadsOf(at.noMonthly, 'Members-only spa week')).toHaveLength(0);
    expect(await threadsOf(at.other, 'Members-only spa week')).toHaveLength(0);
    const [mail] = await mailsTo(at.optedIn, 'broadcast_marketing');
    expect(mail?.text).toContain('You can stop them in your profile');
    expect(await mailsTo(at.noAll, 'broadcast_marketing')).toHaveLength(0);
  });

  it('a batch that runs again, or twice at once, sends nothing twice', async () => {
    const response = await create(
      alertBody({
        subject_en: 'Twice?',
        subject_es: '¿Dos veces?',
        segment: { resort_id: resortId },
      }),
    );
    const id = response.json().data.id as number;
    // Two runs of the first batch at once (two instances), before the queue's own run.
    const ctx = { db: t.database.db, config: t.config };
    const outcomes = await Promise.all([
      runDeliveryBatch(ctx, { broadcastId: id, afterUserId: 0 }),
      runDeliveryBatch(ctx, { broadcastId: id, afterUserId: 0 }),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'skipped']);
    await t.drainJobs();
    // And once more after the end, with its cursor put back (as if its record were lost).
    await t.database.db
      .update(broadcasts)
      .set({ status: 'sending', cursorUserId: 0 })
      .where(eq(broadcasts.id, id));
    expect(await runDeliveryBatch(ctx, { broadcastId: id, afterUserId: 0 })).toBe('done');

    for (const member of [at.optedIn, at.noAll, at.noMonthly]) {
      expect(await threadsOf(member, 'Twice?')).toHaveLength(1);
      expect(
        await mailsTo(member, 'broadcast_alert').then((m) =>
          m.filter((x) => x.subject === 'Twice?'),
        ),
      ).toHaveLength(1);
    }
    const [recipients] = await t.database.db
      .select({ value: count() })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastId, id));
    expect(recipients?.value).toBe(4);
    const [row] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, id));
    expect(row?.deliveredCount).toBe(4);
  });

  it('walks the segment in batches, each one the next job', async () => {
    const response = await create(
      alertBody({ subject_en: 'In batches', subject_es: 'Por lotes', segment: {} }),
    );
    const id = response.json().data.id as number;
    const ctx = { db: t.database.db, config: t.config };
    // A first batch of 2 members enqueues the next one (the queue's runs take the rest).
    expect(await runDeliveryBatch(ctx, { broadcastId: id, afterUserId: 0 }, new Date(), 2)).toBe(
      'more',
    );
    const [mid] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, id));
    expect(mid?.deliveredCount).toBe(2);
    expect(mid?.status).toBe('sending');
    await t.drainJobs();
    const [end] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, id));
    const [members] = await t.database.db
      .select({ value: count() })
      .from(messageThreads)
      .where(inArray(messageThreads.subject, ['In batches', 'Por lotes']));
    expect(end?.status).toBe('sent');
    expect(end?.deliveredCount).toBe(members?.value);
    expect(members?.value).toBeGreaterThanOrEqual(6);
  });
});

describe('scheduling', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('a scheduled broadcast waits for its time, then sends', async () => {
    const sendAt = inAnHour();
    const response = await create(
      alertBody({ subject_en: 'Later', subject_es: 'Más tarde', send_at: sendAt }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'scheduled', send_at: sendAt });
    await t.drainJobs();
    expect(await threadsOf(at.optedIn, 'Later')).toHaveLength(0);
    await t.drainJobs({ includeDelayed: true });
    expect(await threadsOf(at.optedIn, 'Later')).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'broadcast_scheduled'));
    expect(row?.detail).toMatchObject({ broadcast_id: response.json().data.id, send_at: sendAt });
  });

  it('a scheduled broadcast cancelled before its time sends nothing', async () => {
    const response = await create(
      alertBody({ subject_en: 'Called off', subject_es: 'Cancelado', send_at: inAnHour() }),
    );
    const id = response.json().data.id as number;
    const cancel = await t.request({
      method: 'POST',
      url: `/api/staff/broadcasts/${id}/cancel`,
      staff: admin,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled' });
    expect(cancel.json().data.cancelled_at).not.toBeNull();
    await t.drainJobs({ includeDelayed: true });
    for (const member of [at.optedIn, at.noAll, at.noMonthly]) {
      expect(await threadsOf(member, 'Called off')).toHaveLength(0);
    }
    const [row] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, id));
    expect(row).toMatchObject({ status: 'cancelled', deliveredCount: 0 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'broadcast_cancelled'));
    expect(audit).toMatchObject({ staffId: admin.staffId, detail: { broadcast_id: id } });

    // Once cancelled, or once sent, it cannot be cancelled; an unknown one is not found.
    const again = await t.request({
      method: 'POST',
      url: `/api/staff/broadcasts/${id}/cancel`,
      staff: supervisor,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('broadcast_not_scheduled');
    const sent = await create(alertBody({ subject_en: 'Now', subject_es: 'Ahora' }));
    await t.drainJobs();
    const late = await t.request({
      method: 'POST',
      url: `/api/staff/broadcasts/${sent.json().data.id}/cancel`,
      staff: supervisor,
    });
    expect(late.statusCode).toBe(409);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/staff/broadcasts/999999/cancel',
      staff: supervisor,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the list and one broadcast', () => {
  it('lists newest first with status and counts, filtered by status', async () => {
    const list = await t.request({
      method: 'GET',
      url: '/api/staff/broadcasts',
      staff: supervisor,
    });
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data;
    expect(data.page).toBe(1);
    expect(data.total).toBeGreaterThanOrEqual(6);
    const ids = data.items.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const cancelled = await t.request({
      method: 'GET',
      url: '/api/staff/broadcasts?status=cancelled',
      staff: supervisor,
    });
    expect(cancelled.json().data.items.map((b: { status: string }) => b.status)).toEqual([
      'cancelled',
    ]);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/staff/broadcasts?status=done',
          staff: supervisor,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/broadcasts/999999', staff: supervisor }))
        .statusCode,
    ).toBe(404);
  });
});

describe('bad input and permissions', () => {
  it('refuses what the member messages refuse, on its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ message_type: 'support' }, 'message_type'],
      [{ subject_en: '' }, 'subject_en'],
      [{ subject_es: '   ' }, 'subject_es'],
      // Spec §9: text at most 128 characters.
      [{ subject_en: 'x'.repeat(129) }, 'subject_en'],
      // The contact message's bound: 2,000 characters.
      [{ body_es: 'x'.repeat(2_001) }, 'body_es'],
      [{ body_en: undefined }, 'body_en'],
      [{ send_at: new Date(Date.now() - 3_600_000).toISOString() }, 'send_at'],
      [{ send_at: new Date(Date.now() + 400 * 86_400_000).toISOString() }, 'send_at'],
      [{ send_at: '31/12/2026' }, 'send_at'],
    ];
    for (const [change, field] of cases) {
      const response = await create(alertBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const unknownResort = await create(alertBody({ segment: { resort_id: 999_999 } }));
    expect(unknownResort.statusCode).toBe(400);
    expect(unknownResort.json().errors).toEqual({ resort_id: ['This value is not valid.'] });
    const badSegment = await create(alertBody({ segment: { language: 'fr' } }));
    expect(badSegment.statusCode).toBe(400);
    const [none] = await t.database.db
      .select({ value: count() })
      .from(broadcasts)
      .where(eq(broadcasts.subjectEn, 'x'.repeat(128)));
    expect(none?.value).toBe(0);
  });

  it('answers an agent 403 on every call; supervisors and admins may', async () => {
    const calls = [
      { method: 'GET', url: '/api/staff/broadcasts' },
      { method: 'GET', url: '/api/staff/broadcasts/1' },
      { method: 'GET', url: '/api/staff/broadcasts/segment-options' },
      { method: 'GET', url: '/api/staff/broadcasts/segment-count' },
      { method: 'POST', url: '/api/staff/broadcasts', payload: alertBody() },
      { method: 'POST', url: '/api/staff/broadcasts/1/cancel' },
    ] as const;
    for (const call of calls) {
      const response = await t.request({ ...call, staff: agent });
      expect(response.statusCode, call.url).toBe(403);
    }
    const byAdmin = await t.request({ method: 'GET', url: '/api/staff/broadcasts', staff: admin });
    expect(byAdmin.statusCode).toBe(200);
  });
});
