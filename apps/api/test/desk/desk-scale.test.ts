import { DESK_ANSWER_HOURS } from '@mp/contract/staff/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberUser } from '../../src/db/factories/access.ts';
import { users } from '../../src/db/schema/access.ts';
import { messageThreads, reservationRequests } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { memberRequest, signedInMember } from './support.ts';

/**
 * The console's reads that issue 23 made flat at a million members answer exactly what the
 * earlier statements answered: the lookup's page is the first 20 of every match in the same order
 * (checked against the former single `or` query), and the kept queue sizes equal `count(*)`
 * after inserts, updates and deletes.
 */

let t: TestApp;
let agent: StaffCredentials;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  await seedReferenceContent(t.database.db);
  agent = await createStaffSession(t, 'agent');
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url, staff: agent });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

const single = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

describe('member lookup by name at scale', () => {
  // Names that sort differently by case, accent, space, hyphen and apostrophe once folded.
  const lasts = ['Zúñiga', 'Zuniga-Ortiz', 'Zuniga Ortiz', "Zun'iga", 'Zunigá', 'Ábrego', 'Zu'];
  const firsts = ['Zuleima', 'Ana', 'Zunilda', 'Ánxela', 'zúñiga', 'Beto'];

  beforeAll(async () => {
    const rows = [];
    for (let i = 0; i < 60; i++) {
      rows.push(
        memberUser({
          email:
            i % 5 === 0 ? `zuni.${i}@example.com` : `m${i}.${Date.now().toString(36)}@example.com`,
          passwordHash: 'unused',
          vidaMemberId: null,
          firstName: firsts[(i * 7) % firsts.length] ?? 'Ana',
          lastName: lasts[i % lasts.length] ?? 'Zu',
        }),
      );
    }
    await t.database.db.insert(users).values(rows);
  });

  /** The lookup's former statement: every match in one `or`, sorted, then the page. */
  async function formerPage(where: ReturnType<typeof sql>) {
    const result = (await t.database.db.execute(
      sql`select id from users where ${where} order by last_name_folded, first_name_folded, id limit 20`,
    )) as unknown as { rows: { id: number | string }[] };
    return result.rows.map((row) => Number(row.id));
  }

  const lookup = async (q: string) =>
    (await get(`/api/staff/members?q=${encodeURIComponent(q)}`)).map((m: { id: number }) => m.id);

  it('pages one word as the former query did: names and e-mail prefix, in folded-name order', async () => {
    for (const word of ['zuni', 'zu', 'zun', 'zuniga', 'an', 'be']) {
      const expected = await formerPage(
        sql`last_name_folded like ${`${word}%`} or first_name_folded like ${`${word}%`} or lower(email) like ${`${word}%`}`,
      );
      expect(expected.length, word).toBeGreaterThan(0);
      expect(await lookup(word), word).toEqual(expected);
    }
    // More matches than a page in every branch: the page is still the first 20 of them all.
    expect(await lookup('zu')).toHaveLength(20);
  });

  it('pages two words as the former query did, in either order and as one compound name', async () => {
    for (const [a, b] of [
      ['zuniga', 'o'],
      ['zuniga', 'z'],
      ['zu', 'an'],
      ['ana', 'zu'],
    ] as const) {
      const whole = `${a} ${b}`;
      const expected = await formerPage(
        sql`last_name_folded like ${`${whole}%`} or first_name_folded like ${`${whole}%`}
          or (first_name_folded like ${`${a}%`} and last_name_folded like ${`${b}%`})
          or (last_name_folded like ${`${a}%`} and first_name_folded like ${`${b}%`})`,
      );
      expect(expected.length, whole).toBeGreaterThan(0);
      expect(await lookup(whole), whole).toEqual(expected);
    }
  });
});

describe('queue sizes kept by the database', () => {
  /** What count(*) says, as the former statements counted. */
  async function counted() {
    return single<{
      overdue: string;
      open: string;
      waiting: string;
      requests: string;
      declined: string;
    }>(sql`select
      (select count(*) from message_threads where message_type = 'support' and desk_status = 'open'
        and last_member_message_at < now() - make_interval(hours => ${DESK_ANSWER_HOURS})) as overdue,
      (select count(*) from message_threads where message_type = 'support' and desk_status = 'open') as open,
      (select count(*) from message_threads where message_type = 'support' and desk_status = 'waiting') as waiting,
      (select count(*) from reservation_requests where desk_status = 'open') as requests,
      (select count(*) from reservation_requests where desk_status = 'declined') as declined`);
  }

  async function expectSameAsCount() {
    const truth = await counted();
    const summary = await get('/api/staff/summary');
    expect(summary).toMatchObject({
      overdue_threads: Number(truth.overdue),
      open_threads: Number(truth.open),
      open_reservation_requests: Number(truth.requests),
    });
    expect((await get('/api/staff/threads?status=open')).total).toBe(Number(truth.open));
    expect((await get('/api/staff/threads?status=waiting')).total).toBe(Number(truth.waiting));
    expect((await get('/api/staff/reservation-requests?status=open')).total).toBe(
      Number(truth.requests),
    );
    const declined = await get('/api/staff/reservation-requests?status=declined');
    expect(declined.items.length === 0 ? 0 : declined.total).toBe(Number(truth.declined));
    return truth;
  }

  it('equal count(*) after inserts, updates and deletes of threads and requests', async () => {
    const before = await expectSameAsCount();
    const m = await signedInMember(t);
    const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
    const inserted = await t.database.db
      .insert(messageThreads)
      .values([
        // Two overdue, one recent, one without a member message, one waiting; an alert and a
        // marketing thread are 'open' too but never the desk's.
        ...[hours(DESK_ANSWER_HOURS + 5), hours(DESK_ANSWER_HOURS * 3), hours(1), null].map(
          (at) => ({
            userId: m.user.id,
            messageType: 'support' as const,
            subject: 'Help',
            deskStatus: 'open' as const,
            lastMemberMessageAt: at,
          }),
        ),
        {
          userId: m.user.id,
          messageType: 'support' as const,
          subject: 'Answered',
          deskStatus: 'waiting' as const,
          lastMemberMessageAt: hours(50),
        },
        { userId: m.user.id, messageType: 'alert' as const, subject: 'A', deskStatus: 'open' },
        { userId: m.user.id, messageType: 'marketing' as const, subject: 'M', deskStatus: 'open' },
      ] as (typeof messageThreads.$inferInsert)[])
      .returning({ id: messageThreads.id });
    await memberRequest(t, m.token);
    await memberRequest(t, m.token);
    const after = await expectSameAsCount();
    expect(Number(after.open)).toBe(Number(before.open) + 4);
    expect(Number(after.overdue)).toBe(Number(before.overdue) + 2);
    expect(Number(after.requests)).toBe(Number(before.requests) + 2);

    // The desk answers one (waiting), a member writes again on another (recent, not overdue), a
    // thread is deleted, a request is declined; an update that changes no state changes no count.
    const ids = inserted.map((row) => row.id);
    await t.database.db
      .update(messageThreads)
      .set({ deskStatus: 'waiting' })
      .where(eq(messageThreads.id, ids[0] ?? 0));
    await t.database.db
      .update(messageThreads)
      .set({ lastMemberMessageAt: new Date() })
      .where(eq(messageThreads.id, ids[1] ?? 0));
    await t.database.db
      .update(messageThreads)
      .set({ subject: sql`${messageThreads.subject} || '.'` })
      .where(inArray(messageThreads.id, ids));
    await t.database.db.delete(messageThreads).where(eq(messageThreads.id, ids[3] ?? 0));
    const [request] = await t.database.db
      .select({ id: reservationRequests.id })
      .from(reservationRequests)
      .where(eq(reservationRequests.userId, m.user.id))
      .limit(1);
    await t.database.db
      .update(reservationRequests)
      .set({ deskStatus: 'declined', declineReason: 'Full' })
      .where(eq(reservationRequests.id, request?.id ?? 0));
    const last = await expectSameAsCount();
    expect(Number(last.open)).toBe(Number(before.open) + 2);
    expect(Number(last.overdue)).toBe(Number(before.overdue));
    expect(Number(last.requests)).toBe(Number(before.requests) + 1);
  });
});
