import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberUser } from '../../src/db/factories/access.ts';
import { users } from '../../src/db/schema/access.ts';
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
