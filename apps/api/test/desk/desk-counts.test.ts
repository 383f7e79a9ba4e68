import { DESK_ANSWER_HOURS } from '@mp/contract/staff/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { memberUser } from '../../src/db/factories/access.ts';
import { reservationRequestRow } from '../../src/db/factories/stays.ts';
import { users } from '../../src/db/schema/access.ts';
import { messageThreads, reservationRequests } from '../../src/db/schema/club.ts';
import { DESK_COUNT_SHARDS, deskCounters } from '../../src/db/schema/desk.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { openSharedDatabase } from '../resilience/instances-database.ts';
import { memberRequest, signedInMember, staffData } from './support.ts';

/**
 * The desk's queue sizes kept by the database (issue 23, migration 0016), spread over shards so
 * that concurrent writers rarely wait for one another: the console's figures equal `count(*)`
 * after inserts, updates (a move between queues) and deletes, on either database; on PostgreSQL,
 * many transactions writing at once leave them exact, and a writer waits for another only when
 * both fall on the same shard.
 */

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every kept name against count(*) of what it names: [name, kept, counted] where they differ. */
async function mismatches(db: Database) {
  const rows = await rowsOf<{ name: string; kept: string | null; counted: string | null }>(
    db,
    sql`with counted as (
        select 'requests:' || desk_status as name, count(*) as n from reservation_requests
        group by 1
        union all
        select 'threads:' || desk_status, count(*) from message_threads
        where message_type = 'support' group by 1
        union all
        select 'threads:' || desk_status || ':timed', count(*) from message_threads
        where message_type = 'support' and last_member_message_at is not null group by 1
      ), kept as (select name, sum(value) as n from desk_counts group by name)
      select coalesce(c.name, k.name) as name, k.n as kept, c.n as counted
      from counted c full join kept k on k.name = c.name`,
  );
  return rows
    .filter((row) => Number(row.kept ?? 0) !== Number(row.counted ?? 0))
    .map((row) => [row.name, Number(row.kept ?? 0), Number(row.counted ?? 0)]);
}

describe('queue sizes kept by the database', () => {
  let t: TestApp;
  let agent: StaffCredentials;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
    await seedReferenceContent(t.database.db);
    agent = await createStaffSession(t, 'agent');
  });
  afterAll(() => t.close());

  const get = (url: string) => staffData(t, agent, url);

  /** What count(*) says, as the former statements counted. */
  async function counted() {
    const [row] = await rowsOf<Record<string, string>>(
      t.database.db,
      sql`select
      (select count(*) from message_threads where message_type = 'support' and desk_status = 'open'
        and last_member_message_at < now() - make_interval(hours => ${DESK_ANSWER_HOURS})) as overdue,
      (select count(*) from message_threads where message_type = 'support' and desk_status = 'open') as open,
      (select count(*) from message_threads where message_type = 'support' and desk_status = 'waiting') as waiting,
      (select count(*) from reservation_requests where desk_status = 'open') as requests,
      (select count(*) from reservation_requests where desk_status = 'declined') as declined`,
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  }

  /** The console's figures equal count(*); returns the counts. */
  async function expectSameAsCount() {
    const truth = await counted();
    expect(await mismatches(t.database.db)).toEqual([]);
    expect(await get('/api/staff/summary')).toMatchObject({
      overdue_threads: truth.overdue,
      open_threads: truth.open,
      open_reservation_requests: truth.requests,
    });
    expect((await get('/api/staff/threads?status=open')).total).toBe(truth.open);
    expect((await get('/api/staff/threads?status=waiting')).total).toBe(truth.waiting);
    expect((await get('/api/staff/reservation-requests?status=open')).total).toBe(truth.requests);
    // A page's total rides on its rows: an empty page says none.
    const declined = await get('/api/staff/reservation-requests?status=declined');
    expect(declined.items.length === 0 ? 0 : declined.total).toBe(truth.declined);
    return truth;
  }

  it('equal count(*) after inserts, updates between queues and deletes', async () => {
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
    // Two requests the way members send them (the API's own transaction).
    await memberRequest(t, m.token);
    await memberRequest(t, m.token);
    const after = await expectSameAsCount();
    expect(after.open).toBe((before.open ?? 0) + 4);
    expect(after.overdue).toBe((before.overdue ?? 0) + 2);
    expect(after.requests).toBe((before.requests ?? 0) + 2);

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
    const rowsBefore = await t.database.db.select().from(deskCounters);
    await t.database.db
      .update(messageThreads)
      .set({ subject: sql`${messageThreads.subject} || '.'` })
      .where(inArray(messageThreads.id, ids));
    expect(await t.database.db.select().from(deskCounters)).toEqual(rowsBefore);
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
    expect(last.open).toBe((before.open ?? 0) + 2);
    expect(last.overdue).toBe(before.overdue);
    expect(last.requests).toBe((before.requests ?? 0) + 1);
    expect(last.declined).toBe((before.declined ?? 0) + 1);
  });

  it('equal count(*) after statements of many rows, each moving rows between several queues', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values(
        memberUser({
          email: `bulk.${Date.now().toString(36)}@example.com`,
          passwordHash: 'unused',
          vidaMemberId: null,
        }),
      )
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const requests = await t.database.db
      .insert(reservationRequests)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          ...reservationRequestRow({
            firstName: 'Bulk',
            lastName: `Row ${i}`,
            email: 'bulk@example.com',
            destination: 'Nuevo Vallarta',
            arrivingDate: '2031-01-10',
            departingDate: '2031-01-15',
          }),
          userId,
        })),
      )
      .returning({ id: reservationRequests.id });
    const threads = await t.database.db
      .insert(messageThreads)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          userId,
          subject: `Bulk ${i}`,
          deskStatus: i % 2 === 0 ? 'open' : 'waiting',
          lastMemberMessageAt: i % 3 === 0 ? null : new Date(),
        })),
      )
      .returning({ id: messageThreads.id });
    await expectSameAsCount();
    const requestIds = requests.map((row) => row.id);
    const threadIds = threads.map((row) => row.id);
    // One statement moves some requests to declined, others to confirmed; one swaps the threads'
    // states and clears some member message times; one deletes a mix of both states.
    await t.database.db
      .update(reservationRequests)
      .set({
        deskStatus: sql`case when ${reservationRequests.id} % 2 = 0 then 'declined' else 'confirmed' end`,
      })
      .where(inArray(reservationRequests.id, requestIds.slice(0, 25)));
    await t.database.db
      .update(messageThreads)
      .set({
        deskStatus: sql`case ${messageThreads.deskStatus} when 'open' then 'waiting' else 'open' end`,
        lastMemberMessageAt: sql`case when ${messageThreads.id} % 5 = 0 then null else ${messageThreads.lastMemberMessageAt} end`,
      })
      .where(inArray(messageThreads.id, threadIds));
    await expectSameAsCount();
    await t.database.db
      .delete(reservationRequests)
      .where(inArray(reservationRequests.id, requestIds.slice(20)));
    await t.database.db
      .delete(messageThreads)
      .where(inArray(messageThreads.id, threadIds.slice(0, 30)));
    await expectSameAsCount();
  });
});

const DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The SQLSTATE of a failure, through drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

describe.runIf(Boolean(DATABASE_URL))('kept counts under concurrent writers (PostgreSQL)', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let handle: DatabaseHandle;
  let userId = 0;

  beforeAll(async () => {
    shared = await openSharedDatabase();
    handle = shared.open(12);
    const [user] = await handle.db
      .insert(users)
      .values(
        memberUser({
          email: `busy.${Date.now().toString(36)}@example.com`,
          passwordHash: 'unused',
          vidaMemberId: null,
        }),
      )
      .returning({ id: users.id });
    userId = user?.id ?? 0;
  });
  afterAll(() => shared.close());

  const requestRow = (i: number) => ({
    ...reservationRequestRow({
      firstName: 'Busy',
      lastName: `Writer ${i}`,
      email: 'busy@example.com',
      destination: 'Cancún',
      arrivingDate: '2031-02-10',
      departingDate: '2031-02-14',
    }),
    userId,
  });

  const txid = async (db: Database) =>
    Number((await rowsOf<{ id: string }>(db, sql`select txid_current() as id`))[0]?.id);

  it('stay exact when many transactions insert, move and delete at once', async () => {
    const writers = 96;
    const results = await Promise.allSettled(
      Array.from({ length: writers }, (_, i) =>
        handle.db.transaction(async (tx) => {
          const [request] = await tx
            .insert(reservationRequests)
            .values(requestRow(i))
            .returning({ id: reservationRequests.id });
          const [thread] = await tx
            .insert(messageThreads)
            .values({
              userId,
              subject: `Busy ${i}`,
              lastMemberMessageAt: i % 2 === 0 ? new Date() : null,
            })
            .returning({ id: messageThreads.id });
          // Hold the counter rows a moment, as a request's other work would.
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (i % 3 === 1) {
            await tx
              .update(reservationRequests)
              .set({ deskStatus: 'declined', declineReason: 'Full' })
              .where(eq(reservationRequests.id, request?.id ?? 0));
          }
          if (i % 3 === 2) {
            await tx
              .update(messageThreads)
              .set({ deskStatus: 'waiting' })
              .where(eq(messageThreads.id, thread?.id ?? 0));
          }
          if (i % 4 === 3) {
            await tx.delete(messageThreads).where(eq(messageThreads.id, thread?.id ?? 0));
          }
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await mismatches(handle.db)).toEqual([]);
    const [open] = await rowsOf<{ kept: string; shards: string }>(
      handle.db,
      sql`select sum(value) as kept, count(*) as shards from desk_counts where name = 'requests:open'`,
    );
    expect(Number(open?.kept)).toBe(writers - writers / 3);
    // The writers were spread over the shards, never beyond them.
    expect(Number(open?.shards)).toBeGreaterThan(1);
    expect(Number(open?.shards)).toBeLessThanOrEqual(DESK_COUNT_SHARDS);
  });

  it('a writer waits for another open transaction only when both fall on the same shard', async () => {
    // A member's transaction adds a request and stays open, its counter row locked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldId = 0;
    let started = () => {};
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    const holder = handle.db.transaction(async (tx) => {
      heldId = await txid(tx);
      await tx.insert(reservationRequests).values(requestRow(1000));
      started();
      await held;
    });
    await holding;

    /** A write in a transaction whose id falls (or not) on the holder's shard. */
    const writeOn = async (sameShard: boolean) => {
      for (let attempt = 0; attempt < 500; attempt++) {
        const outcome = await handle.db.transaction(async (tx) => {
          const id = await txid(tx);
          if ((id % DESK_COUNT_SHARDS === heldId % DESK_COUNT_SHARDS) !== sameShard) return 'next';
          await tx.execute(sql`set local lock_timeout = '300ms'`);
          await tx.insert(reservationRequests).values(requestRow(2000 + attempt));
          return 'written';
        });
        if (outcome === 'written') return;
      }
      throw new Error('no transaction id on the wanted shard');
    };

    try {
      // Another shard: written at once, though the holder has not committed.
      await writeOn(false);
      // The same shard: it waits for the holder (here past its lock timeout).
      const same = await writeOn(true).then(
        () => 'written',
        (error: unknown) => sqlState(error),
      );
      expect(same).toBe('55P03');
    } finally {
      release();
      await holder;
    }
    expect(await mismatches(handle.db)).toEqual([]);
  });
});
