import { DESK_PAGE_SIZE } from '@mp/contract/desk/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberUser } from '../../src/db/factories/access.ts';
import { reservationRequestRow } from '../../src/db/factories/stays.ts';
import { users } from '../../src/db/schema/access.ts';
import { reservationRequests } from '../../src/db/schema/club.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { staffData } from './support.ts';

/**
 * The console's reads that issue 23 made flat at a million members answer exactly what the
 * earlier statements answered: the lookup's page is the first 20 of every match in the same order
 * (checked against the former single `or` query), in as many statements as before.
 */

let t: TestApp;
let agent: StaffCredentials;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  agent = await createStaffSession(t, 'agent');
});
afterAll(() => t.close());

const get = (url: string) => staffData(t, agent, url);

/** The statements one GET sends to the database. */
const statementsOf = async (url: string) => {
  const before = t.database.statementCount();
  await get(url);
  return t.database.statementCount() - before;
};

describe('member lookup by name at scale', () => {
  // Names that sort differently by case, accent, space, hyphen and apostrophe once folded.
  const lasts = ['Zúñiga', 'Zuniga-Ortiz', 'Zuniga Ortiz', "Zun'iga", 'Zunigá', 'Ábrego', 'Zu'];
  const firsts = ['Zuleima', 'Ana', 'Zunilda', 'Ánxela', 'zúñiga', 'Beto'];
  const run = Date.now().toString(36);

  beforeAll(async () => {
    const rows = [];
    for (let i = 0; i < 60; i++) {
      rows.push(
        memberUser({
          email: i % 5 === 0 ? `zuni.${i}.${run}@example.com` : `m${i}.${run}@example.com`,
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
    for (const word of ['zuni', 'zu', 'zun', 'zuniga', 'an', 'be', 'abrego']) {
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
      ['zuniga', 'ortiz'],
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

  it('finds nothing for a name nobody has, and takes the statements of a lookup by id', async () => {
    expect(await lookup(`qx${run}`)).toEqual([]);
    // One statement for the lookup whatever its form (the session's read the same for each).
    const byId = await statementsOf('/api/staff/members?q=1');
    expect(await statementsOf('/api/staff/members?q=zu')).toBe(byId);
    expect(await statementsOf(`/api/staff/members?q=${encodeURIComponent('zuniga o')}`)).toBe(byId);
    expect(await statementsOf('/api/staff/members?q=zuni.0')).toBe(byId);
  });
});

describe("the requests queue's pages", () => {
  it('pages in the queue’s order; the first page, the one the console opens, is planned once', async () => {
    const [member] = await t.database.db
      .insert(users)
      .values(memberUser({ email: `queue.${Date.now()}@example.com`, passwordHash: 'unused' }))
      .returning({ id: users.id });
    await t.database.db.insert(reservationRequests).values(
      Array.from({ length: DESK_PAGE_SIZE + 5 }, (_, i) => ({
        ...reservationRequestRow({
          firstName: 'Queue',
          lastName: `Row ${i}`,
          email: 'queue@example.com',
          destination: 'Cancún',
          arrivingDate: '2031-03-10',
          departingDate: '2031-03-14',
        }),
        userId: member?.id ?? 0,
      })),
    );
    const expected = (
      await t.database.db
        .select({ id: reservationRequests.id })
        .from(reservationRequests)
        .where(eq(reservationRequests.deskStatus, 'open'))
        .orderBy(asc(reservationRequests.createdAt), asc(reservationRequests.id))
    ).map((row) => row.id);
    const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
    const first = await get('/api/staff/reservation-requests?status=open');
    const second = await get('/api/staff/reservation-requests?status=open&page=2');
    expect(ids(first)).toEqual(expected.slice(0, DESK_PAGE_SIZE));
    expect(ids(second)).toEqual(expected.slice(DESK_PAGE_SIZE, 2 * DESK_PAGE_SIZE));
    expect(first.total).toBe(expected.length);
    expect(second.total).toBe(expected.length);
    // The same statements for either page.
    expect(await statementsOf('/api/staff/reservation-requests?status=open')).toBe(
      await statementsOf('/api/staff/reservation-requests?status=open&page=2'),
    );

    // PostgreSQL settles on one plan for a prepared statement after its fifth run when the plan
    // does not depend on the values; a LIMIT parameter made it plan every run again. The embedded
    // database prepares every statement (db/pglite-statements.ts), so its own view shows it.
    if (t.database.kind !== 'pglite') return;
    for (let i = 0; i < 6; i++) await get('/api/staff/reservation-requests?status=open');
    const plans = (await t.database.db.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements
        where statement like '%from "reservation_requests"%' and statement like ${`% limit ${DESK_PAGE_SIZE}`}`,
    )) as unknown as { rows: { generic_plans: string; custom_plans: string }[] };
    expect(plans.rows).toHaveLength(1);
    expect(Number(plans.rows[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
