import { DESK_ANSWER_HOURS } from '@mp/contract/staff/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeskThread, insertThreadNote } from '../../src/db/factories/inbox.ts';
import { insertThread } from '../../src/db/factories/messages.ts';
import { insertContract } from '../../src/db/factories/payments.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { messageThreads } from '../../src/db/schema/club.ts';
import { staffAccounts } from '../../src/db/schema/staff.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  mailTo,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';

let t: TestApp;
let agent: StaffCredentials;
let otherAgent: StaffCredentials;
let supervisor: StaffCredentials;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceContent(t.database.db);
  agent = await createStaffSession(t, 'agent', { name: 'Alma Agent' });
  otherAgent = await createStaffSession(t, 'agent', { name: 'Omar Agent' });
  supervisor = await createStaffSession(t, 'supervisor', { name: 'Sofía Supervisor' });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let reasonCounter = 0;
/** A reason of this test's own, so the inbox filtered by it shows only this test's threads. */
const ownReason = () => `Test reason ${Date.now().toString(36)}${++reasonCounter}`;

async function memberThread(
  options: {
    language?: 'en' | 'es';
    reason?: string;
    hoursAgo?: number;
    values?: Partial<typeof messageThreads.$inferInsert>;
  } = {},
) {
  const member = await createMember(t, {
    firstName: 'Grace',
    lastName: 'Walker',
    languageId: options.language ?? 'en',
  });
  const at = new Date(Date.now() - (options.hoursAgo ?? 1) * HOUR);
  const { thread } = await insertDeskThread(t.database.db, {
    userId: member.id,
    reason: options.reason ?? 'Reservations',
    subject: 'A night more in March',
    contactEmail: `way-back-${member.id}@example.com`,
    contactPhone: '+52 998 123 4567',
    needToContactMe: true,
    readAt: at,
    updatedAt: at,
    entries: [
      {
        author: 'member',
        fromName: 'Grace Walker',
        message: 'Can I add a night to my stay in March?',
        createdAt: at,
        readAt: at,
      },
    ],
    ...options.values,
  });
  return { member, thread };
}

const get = (url: string, staff: StaffCredentials = agent) =>
  t.request({ method: 'GET', url, staff });
const list = async (query: string, staff: StaffCredentials = agent) => {
  const response = await get(`/api/staff/threads?${query}`, staff);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: {
      id: number;
      status: string;
      is_overdue: boolean;
      due_at: string | null;
      assigned_to: { id: number; name: string } | null;
      member: { id: number; language: string };
      preview: string;
    }[];
    total: number;
  };
};

describe('who may call the inbox', () => {
  const calls = [
    { method: 'GET', url: '/api/staff/threads' },
    { method: 'GET', url: '/api/staff/threads/1' },
    { method: 'POST', url: '/api/staff/threads/1/replies', payload: { message: 'Hi' } },
    { method: 'POST', url: '/api/staff/threads/1/notes', payload: { note: 'Hi' } },
    { method: 'PUT', url: '/api/staff/threads/1/assignment', payload: { staff_id: null } },
    { method: 'PUT', url: '/api/staff/threads/1/status', payload: { status: 'closed' } },
    { method: 'GET', url: '/api/staff/canned-responses' },
    { method: 'GET', url: '/api/staff/directory' },
  ] as const;

  it.each(calls)(
    '$method $url: 401 without the staff cookie, and with a member token',
    async (call) => {
      const bare = await t.request({ ...call });
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({ key: 'unauthenticated' });
      const member = await createMember(t);
      const { access_token } = await tokenFor(t, member.email);
      const asMember = await t.request({ ...call, token: access_token });
      expect(asMember.statusCode).toBe(401);
    },
  );

  it('refuses a change without the CSRF header (403)', async () => {
    const { thread } = await memberThread();
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/notes`,
      staff: { ...agent, csrf: 'forged' },
      payload: { note: 'Hi' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ key: 'csrf_token_invalid' });
  });
});

describe('GET /api/staff/threads', () => {
  it("lists open support threads, the member's oldest unanswered message first, with the 24-hour clock", async () => {
    const reason = ownReason();
    const recent = await memberThread({ reason, hoursAgo: 2 });
    const overdue = await memberThread({ reason, hoursAgo: DESK_ANSWER_HOURS + 1 });
    const middle = await memberThread({ reason, hoursAgo: 5, language: 'es' });
    // Alerts and marketing are the club's own: never in the inbox.
    await insertThread(t.database.db, {
      userId: recent.member.id,
      messageType: 'alert',
      reason,
      deskStatus: 'open',
      lastMemberMessageAt: new Date(Date.now() - 48 * HOUR),
    });
    const data = await list(`reason=${encodeURIComponent(reason)}`);
    expect(data.total).toBe(3);
    expect(data.items.map((item) => item.id)).toEqual([
      overdue.thread.id,
      middle.thread.id,
      recent.thread.id,
    ]);
    const [first] = data.items;
    expect(first).toMatchObject({
      id: overdue.thread.id,
      subject: 'A night more in March',
      reason,
      status: 'open',
      is_overdue: true,
      assigned_to: null,
      member: {
        id: overdue.member.id,
        member_id: overdue.member.vidaMemberId,
        name: 'Grace Walker',
        language: 'en',
      },
      preview: 'Can I add a night to my stay in March?',
    });
    const last = overdue.thread.lastMemberMessageAt?.getTime() ?? 0;
    expect(first?.due_at).toBe(new Date(last + DESK_ANSWER_HOURS * HOUR).toISOString());
    expect(data.items.slice(1).every((item) => !item.is_overdue)).toBe(true);
  });

  it('becomes overdue once the last member message is older than the answer time', async () => {
    const reason = ownReason();
    const { thread } = await memberThread({ reason, hoursAgo: 1 });
    expect((await list(`reason=${encodeURIComponent(reason)}`)).items[0]?.is_overdue).toBe(false);
    await t.database.db
      .update(messageThreads)
      .set({ lastMemberMessageAt: new Date(Date.now() - (DESK_ANSWER_HOURS * HOUR + 60_000)) })
      .where(eq(messageThreads.id, thread.id));
    expect((await list(`reason=${encodeURIComponent(reason)}`)).items[0]?.is_overdue).toBe(true);
    // A thread waiting on the member is past no deadline of ours.
    await t.database.db
      .update(messageThreads)
      .set({ deskStatus: 'waiting' })
      .where(eq(messageThreads.id, thread.id));
    const waiting = await list(`status=waiting&reason=${encodeURIComponent(reason)}`);
    expect(waiting.items).toMatchObject([{ id: thread.id, status: 'waiting', is_overdue: false }]);
  });

  it('filters by state, assignee, reason and language', async () => {
    const reason = ownReason();
    const mine = await memberThread({ reason, values: { assignedStaffId: agent.staffId } });
    const theirs = await memberThread({
      reason,
      values: { assignedStaffId: otherAgent.staffId },
    });
    const nobodys = await memberThread({ reason, language: 'es' });
    const waiting = await memberThread({ reason, values: { deskStatus: 'waiting' } });
    const closed = await memberThread({
      reason,
      values: { deskStatus: 'closed', closedAt: new Date() },
    });
    const ids = async (query: string) =>
      (await list(`reason=${encodeURIComponent(reason)}&${query}`)).items
        .map((item) => item.id)
        .sort((a, b) => a - b);
    const sorted = (...list: number[]) => list.sort((a, b) => a - b);
    expect(await ids('')).toEqual(sorted(mine.thread.id, theirs.thread.id, nobodys.thread.id));
    expect(await ids('assigned=mine')).toEqual([mine.thread.id]);
    expect(await ids('assigned=unassigned')).toEqual([nobodys.thread.id]);
    expect(await ids('assigned=all&language=es')).toEqual([nobodys.thread.id]);
    expect(await ids('language=en')).toEqual(sorted(mine.thread.id, theirs.thread.id));
    expect(await ids('status=waiting')).toEqual([waiting.thread.id]);
    expect(await ids('status=closed')).toEqual([closed.thread.id]);
    // An empty select ("any") filters nothing.
    expect(await ids('language=&assigned=all')).toEqual(
      expect.arrayContaining([mine.thread.id, nobodys.thread.id]),
    );
    const mineList = await list(`reason=${encodeURIComponent(reason)}&assigned=mine`);
    expect(mineList.items[0]?.assigned_to).toEqual({ id: agent.staffId, name: 'Alma Agent' });
  });

  it("finds a reason by its name in either language (the thread keeps the member's)", async () => {
    const reasons = await t.database.db.query.contactReasons.findMany();
    const reason = reasons.at(-1);
    if (!reason) throw new Error('no contact reasons seeded');
    const spanish = await memberThread({ reason: reason.nameEs, language: 'es' });
    const english = await memberThread({ reason: reason.nameEn });
    for (const name of [reason.nameEn, reason.nameEs]) {
      const found = (await list(`reason=${encodeURIComponent(name)}`)).items.map((i) => i.id);
      expect(found).toEqual(expect.arrayContaining([spanish.thread.id, english.thread.id]));
    }
  });

  it('pages by 25 with the total, in a constant number of statements', async () => {
    const reason = ownReason();
    const statementsFor = async (query: string) => {
      const before = t.database.statementCount();
      await list(query);
      return t.database.statementCount() - before;
    };
    for (let i = 0; i < 2; i += 1) await memberThread({ reason, hoursAgo: 30 - i });
    const few = await statementsFor(`reason=${encodeURIComponent(reason)}`);
    for (let i = 2; i < 27; i += 1) await memberThread({ reason, hoursAgo: 30 - i });
    const many = await statementsFor(`reason=${encodeURIComponent(reason)}`);
    expect(many).toBe(few);
    const first = await list(`reason=${encodeURIComponent(reason)}`);
    const second = await list(`reason=${encodeURIComponent(reason)}&page=2`);
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(2);
    expect(first.items.some((item) => second.items.some((other) => other.id === item.id))).toBe(
      false,
    );
  });

  it.each([
    'status=pending',
    'assigned=yours',
    'language=fr',
    'page=0',
    'page=x',
    `reason=${'x'.repeat(129)}`,
  ])('refuses %s (400)', async (query) => {
    const response = await get(`/api/staff/threads?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: 'validation_failed' });
  });
});

describe('GET /api/staff/threads/:id', () => {
  it("shows the thread, its notes and the member's context, and audits the view", async () => {
    const { member, thread } = await memberThread({ language: 'es' });
    await insertContract(t.database.db, {
      userId: member.id,
      contractNumber: `CTX-${member.id}`,
      resort: 'The Grand Bliss Riviera Maya',
      contractStatus: 'Blocked',
    });
    await insertThreadNote(t.database.db, {
      threadId: thread.id,
      staffId: otherAgent.staffId,
      note: 'Called her: she will write back.',
    });
    const response = await get(`/api/staff/threads/${thread.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: thread.id,
      status: 'open',
      contact_email: `way-back-${member.id}@example.com`,
      contact_phone: '+52 998 123 4567',
      need_to_contact_me: true,
      closed_at: null,
      member: {
        id: member.id,
        member_id: member.vidaMemberId,
        name: 'Grace Walker',
        email: member.email,
        language: 'es',
        contracts: [
          {
            contract_number: `CTX-${member.id}`,
            resort: 'The Grand Bliss Riviera Maya',
            status: 'Blocked',
          },
        ],
      },
      entries: [
        {
          author: 'member',
          from_name: 'Grace Walker',
          staff: null,
          message: 'Can I add a night to my stay in March?',
        },
      ],
      notes: [
        {
          staff: { id: otherAgent.staffId, name: 'Omar Agent' },
          note: 'Called her: she will write back.',
        },
      ],
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'thread_viewed'), eq(auditLog.userId, member.id)));
    expect(audits).toMatchObject([
      { actor: 'staff', staffId: agent.staffId, detail: { thread_id: thread.id } },
    ]);
    expect(audits[0]?.requestId).toBeTruthy();
  });

  it('answers 404 for an unknown id and for a thread that is not a support thread', async () => {
    const member = await createMember(t);
    const { thread: alert } = await insertThread(t.database.db, {
      userId: member.id,
      messageType: 'alert',
    });
    for (const id of [2_000_000_000, alert.id]) {
      const response = await get(`/api/staff/threads/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ key: 'not_found' });
    }
    const actions = [
      { method: 'POST', url: `/api/staff/threads/${alert.id}/replies`, payload: { message: 'Hi' } },
      { method: 'POST', url: `/api/staff/threads/${alert.id}/notes`, payload: { note: 'Hi' } },
      {
        method: 'PUT',
        url: `/api/staff/threads/${alert.id}/assignment`,
        payload: { staff_id: null },
      },
      {
        method: 'PUT',
        url: `/api/staff/threads/${alert.id}/status`,
        payload: { status: 'closed' },
      },
    ] as const;
    for (const action of actions) {
      expect((await t.request({ ...action, staff: supervisor })).statusCode).toBe(404);
    }
  });

  it('refuses an id that is not one (400)', async () => {
    expect((await get('/api/staff/threads/abc')).statusCode).toBe(400);
    expect((await get('/api/staff/threads/0')).statusCode).toBe(400);
  });
});

describe('POST /api/staff/threads/:id/replies', () => {
  it("reaches the member's message centre unread, raises the profile's badge and e-mails them in their language", async () => {
    const { member, thread } = await memberThread({ language: 'es' });
    const { access_token } = await tokenFor(t, member.email);
    const badge = async () =>
      (await t.request({ method: 'GET', url: '/api/v1/profile', token: access_token })).json().data
        .unread_messages as number;
    const before = await badge();

    const response = await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/replies`,
      staff: agent,
      payload: { message: 'Hola, Grace:\nSí, con gusto.\n\n<b>Saludos</b> & listo' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'waiting', is_overdue: false });
    expect(data.entries.at(-1)).toMatchObject({
      author: 'club',
      from_name: 'Atención a Socios',
      staff: { id: agent.staffId, name: 'Alma Agent' },
      read_at: null,
    });

    expect(await badge()).toBe(before + 1);
    const messages = await t.request({
      method: 'GET',
      url: '/api/v1/messages',
      token: access_token,
    });
    const listed = messages.json().data.data.find((m: { id: number }) => m.id === thread.id);
    expect(listed).toMatchObject({
      author: 'club',
      from_name: 'Atención a Socios',
      to_name: 'Grace Walker',
      replied: true,
      read_at: null,
      unread_messages: [data.entries.at(-1).id],
      nr_of_messages: 2,
    });
    // Plain text from the desk: the member reads what was typed, markup and all, as text.
    expect(listed.message).toBe(
      '<p>Hola, Grace:<br />Sí, con gusto.</p><p>&lt;b&gt;Saludos&lt;/b&gt; &amp; listo</p>',
    );

    const [mail] = await mailTo(t, `way-back-${member.id}@example.com`);
    expect(mail?.subject).toBe('Respondimos tu mensaje: A night more in March');
    expect(mail?.text).toContain('Hola, Grace');
    expect(mail?.text).toContain('centro de mensajes');
    expect(mail?.links).toContain(`http://portal.test/messages/${thread.id}`);
    // The answer itself stays behind the sign-in.
    expect(mail?.text).not.toContain('con gusto');

    const [row] = await t.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, thread.id));
    expect(row).toMatchObject({ deskStatus: 'waiting', replied: true, readAt: null });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'thread_replied'), eq(auditLog.userId, member.id)));
    expect(audits).toHaveLength(1);
  });

  it("e-mails an English member in English, at the account's address when the thread has none", async () => {
    const { member, thread } = await memberThread({ values: { contactEmail: null } });
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/replies`,
      staff: agent,
      payload: { message: 'Yes, of course.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.entries.at(-1).from_name).toBe('Member Care');
    const [mail] = await mailTo(t, member.email);
    expect(mail?.subject).toBe('We answered your message: A night more in March');
    expect(mail?.text).toContain('message centre');
  });

  it.each([
    [{ message: '' }],
    [{ message: '   ' }],
    [{ message: 'x'.repeat(2_001) }],
    [{}],
    [{ message: 42 }],
  ])('refuses %j (400)', async (payload) => {
    const { thread } = await memberThread();
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/replies`,
      staff: agent,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: 'validation_failed' });
  });
});

describe('POST /api/staff/threads/:id/notes', () => {
  it('keeps the note for the desk: no member answer ever shows it', async () => {
    const { member, thread } = await memberThread();
    const secret = `Private note ${Date.now()}: do not tell the member`;
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/notes`,
      staff: agent,
      payload: { note: secret },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.notes).toMatchObject([
      { staff: { id: agent.staffId, name: 'Alma Agent' }, note: secret },
    ]);
    // A reply after the note, so the member's answers have the desk's work in them.
    await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/replies`,
      staff: agent,
      payload: { message: 'We are on it.' },
    });
    const { access_token } = await tokenFor(t, member.email);
    const memberCalls = [
      { method: 'GET', url: '/api/v1/messages' },
      { method: 'GET', url: `/api/v1/messages/${thread.id}` },
      { method: 'GET', url: '/api/v1/profile' },
      { method: 'PATCH', url: `/api/v1/messages/${thread.id}/mark-as-read` },
      { method: 'PATCH', url: '/api/v1/messages/mark-all-messages-read' },
      { method: 'POST', url: `/api/v1/messages/${thread.id}`, payload: { message: 'Thanks!' } },
    ] as const;
    for (const call of memberCalls) {
      const answer = await t.request({ ...call, token: access_token });
      expect(answer.statusCode, `${call.method} ${call.url}`).toBeLessThan(300);
      expect(answer.body, `${call.method} ${call.url}`).not.toContain('Private note');
      expect(answer.body).not.toContain('do not tell the member');
    }
    const mails = await mailTo(t, `way-back-${member.id}@example.com`);
    expect(mails.some((mail) => mail.text.includes('Private note'))).toBe(false);
  });

  it('refuses an empty or oversized note (400)', async () => {
    const { thread } = await memberThread();
    for (const note of ['', 'x'.repeat(2_001)]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/staff/threads/${thread.id}/notes`,
        staff: agent,
        payload: { note },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('PUT /api/staff/threads/:id/assignment', () => {
  const assign = (threadId: number, staffId: number | null, staff: StaffCredentials) =>
    t.request({
      method: 'PUT',
      url: `/api/staff/threads/${threadId}/assignment`,
      staff,
      payload: { staff_id: staffId },
    });

  it('lets an agent take a thread and let it go, never give it to someone else', async () => {
    const { member, thread } = await memberThread();
    const taken = await assign(thread.id, agent.staffId, agent);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.assigned_to).toEqual({ id: agent.staffId, name: 'Alma Agent' });

    const given = await assign(thread.id, otherAgent.staffId, agent);
    expect(given.statusCode).toBe(403);
    expect(given.json()).toMatchObject({ key: 'inbox_assign_others_forbidden' });

    const released = await assign(thread.id, null, agent);
    expect(released.statusCode).toBe(200);
    expect(released.json().data.assigned_to).toBeNull();

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'thread_assigned'), eq(auditLog.userId, member.id)));
    expect(audits.map((a) => a.detail)).toEqual([
      { thread_id: thread.id, from_staff_id: null, to_staff_id: agent.staffId },
      { thread_id: thread.id, from_staff_id: agent.staffId, to_staff_id: null },
    ]);
  });

  it('lets a supervisor assign anyone enabled, and refuses a disabled or unknown account (400)', async () => {
    const { thread } = await memberThread();
    const given = await assign(thread.id, otherAgent.staffId, supervisor);
    expect(given.statusCode).toBe(200);
    expect(given.json().data.assigned_to).toEqual({ id: otherAgent.staffId, name: 'Omar Agent' });

    const gone = await createStaffSession(t, 'agent', { disabledAt: new Date() });
    for (const staffId of [gone.staffId, 2_000_000_000]) {
      const refused = await assign(thread.id, staffId, supervisor);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        key: 'inbox_assignee_invalid',
        errors: { staff_id: [expect.any(String)] },
      });
    }
    const [row] = await t.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, thread.id));
    expect(row?.assignedStaffId).toBe(otherAgent.staffId);
  });

  it.each([[{}], [{ staff_id: 'me' }], [{ staff_id: -1 }], [{ staff_id: 1.5 }]])(
    'refuses %j (400)',
    async (payload) => {
      const { thread } = await memberThread();
      const response = await t.request({
        method: 'PUT',
        url: `/api/staff/threads/${thread.id}/assignment`,
        staff: agent,
        payload,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('PUT /api/staff/threads/:id/status, and the member reopening', () => {
  const setStatus = (threadId: number, status: string) =>
    t.request({
      method: 'PUT',
      url: `/api/staff/threads/${threadId}/status`,
      staff: agent,
      payload: { status },
    });

  it('closes and reopens', async () => {
    const { member, thread } = await memberThread();
    const closed = await setStatus(thread.id, 'closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const reopened = await setStatus(thread.id, 'open');
    expect(reopened.json().data).toMatchObject({ status: 'open', closed_at: null });
    const events = await t.database.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(eq(auditLog.userId, member.id));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['thread_closed', 'thread_reopened']),
    );
    expect((await setStatus(thread.id, 'waiting')).statusCode).toBe(400);
  });

  it("reopens a closed thread when the member replies, and restarts the desk's clock", async () => {
    const { member, thread } = await memberThread({ hoursAgo: 72 });
    await t.request({
      method: 'POST',
      url: `/api/staff/threads/${thread.id}/replies`,
      staff: agent,
      payload: { message: 'Done: one more night.' },
    });
    await setStatus(thread.id, 'closed');
    const { access_token } = await tokenFor(t, member.email);
    const before = Date.now();
    const reply = await t.request({
      method: 'POST',
      url: `/api/v1/messages/${thread.id}`,
      token: access_token,
      payload: { message: 'One more question, please.' },
    });
    expect(reply.statusCode).toBe(201);
    const detail = (await get(`/api/staff/threads/${thread.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'open', closed_at: null, is_overdue: false });
    expect(Date.parse(detail.last_member_message_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(detail.entries.at(-1)).toMatchObject({
      author: 'member',
      message: 'One more question, please.',
    });
  });

  it("starts the clock with a member's contact message", async () => {
    const member = await createMember(t, { languageId: 'es' });
    const { access_token } = await tokenFor(t, member.email);
    const [reason] = await t.database.db.query.contactReasons.findMany();
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/messages',
      token: access_token,
      payload: {
        reason: reason?.nameEs,
        from: member.email,
        from_name: 'Test Member',
        phone: '+52 998 123 4567',
        message: '¿Puedo cambiar mis fechas?',
        message_type: 'support',
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.data.id as number;
    const detail = (await get(`/api/staff/threads/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'open', is_overdue: false, reason: reason?.nameEs });
    expect(detail.last_member_message_at).toEqual(expect.any(String));
    const found = await list(`reason=${encodeURIComponent(reason?.nameEn ?? '')}&language=es`);
    expect(found.items.some((item) => item.id === id)).toBe(true);
  });
});

describe('GET /api/staff/directory', () => {
  it('lists the enabled staff accounts for the assignment picker', async () => {
    const gone = await createStaffSession(t, 'agent', { name: 'Gone Agent' });
    await t.database.db
      .update(staffAccounts)
      .set({ disabledAt: new Date() })
      .where(eq(staffAccounts.id, gone.staffId));
    const response = await get('/api/staff/directory');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; name: string; role: string }[];
    expect(data).toEqual(
      expect.arrayContaining([
        { id: agent.staffId, name: 'Alma Agent', role: 'agent' },
        { id: supervisor.staffId, name: 'Sofía Supervisor', role: 'supervisor' },
      ]),
    );
    expect(data.some((entry) => entry.id === gone.staffId)).toBe(false);
  });
});
