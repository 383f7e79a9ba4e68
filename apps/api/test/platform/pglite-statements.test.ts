import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_CACHE_SIZE, StatementCachingPGlite } from '../../src/db/pglite-statements.ts';

/**
 * PGlite's queries prepared once per text (issue 23): the same answers and errors as PGlite's own
 * `query`, each text parsed and planned once, and never more statements kept than the cache holds.
 */

let db: StatementCachingPGlite;
/** PGlite's own `query`, the yardstick every answer is compared with. */
const plain = (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
  PGlite.prototype.query.call(db, text, params, options);
const preparedInDatabase = async () => {
  const { rows } = await plain('select count(*)::int as n from pg_prepared_statements');
  return (rows[0] as { n: number }).n;
};

beforeAll(async () => {
  db = new StatementCachingPGlite();
  await db.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      amount numeric(12, 2),
      due date,
      seen timestamptz,
      tags jsonb,
      flags boolean[]
    );
    insert into things (name, amount, due, seen, tags, flags) values
      ('one', 10.50, '2026-11-28', '2026-11-28T10:00:00.123456Z', '{"a": [1, 2]}', '{true,false}'),
      ('two', null, null, null, null, null);
  `);
});

afterAll(async () => {
  await db.close();
});

describe('StatementCachingPGlite', () => {
  const text =
    'select * from things where id >= $1 and (name = $2 or $2::text is null) order by id';

  it.each([
    ['objects', undefined],
    ['arrays', { rowMode: 'array' as const }],
    // Drizzle's own parsers: timestamps and dates kept as text.
    [
      'arrays with parsers',
      {
        rowMode: 'array' as const,
        parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (v: string) => v },
      },
    ],
  ])('answers as PGlite does: %s', async (_name, options) => {
    for (const params of [
      [1, null],
      [1, 'one'],
      [2, 'nobody'],
    ]) {
      const expected = await plain(text, params, options);
      const cached = await db.query(text, params, options);
      expect(cached.rows).toEqual(expected.rows);
      expect(cached.fields).toEqual(expected.fields);
    }
  });

  it('serialises values by the types PostgreSQL gave the parameters', async () => {
    const inserted = await db.query<{ id: number; seen: Date; tags: unknown }>(
      'insert into things (name, amount, due, seen, tags) values ($1, $2, $3, $4, $5) returning id, seen, tags',
      ['three', '99.99', '2026-12-01', new Date('2026-11-28T12:00:00Z'), { b: 'ñ' }],
    );
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows[0]?.seen).toEqual(new Date('2026-11-28T12:00:00Z'));
    expect(inserted.rows[0]?.tags).toEqual({ b: 'ñ' });
    const updated = await db.query('update things set amount = $1 where name = $2', [
      '1.00',
      'three',
    ]);
    expect(updated.affectedRows).toBe(1);
    expect(updated.rows).toEqual([]);
  });

  it('prepares a text once and binds it on every later call', async () => {
    const lookup = 'select name from things where id = $1';
    const before = db.preparedStatementCount;
    for (let id = 1; id <= 5; id++) await db.query(lookup, [id]);
    expect(db.preparedStatementCount).toBe(before + 1);
    const statements = await plain(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [lookup],
    );
    expect(statements.rows[0]).toEqual({ n: 1 });
  });

  it('raises the database error with its SQLSTATE and goes on', async () => {
    const insert = 'insert into things (name) values ($1)';
    await expect(db.query(insert, ['one'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('select nonsense from', [])).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await db.query('select $1::int as n', ['7'])).rows).toEqual([{ n: 7 }]);
    expect((await db.query(insert, ['four'])).affectedRows).toBe(1);
  });

  it('prepares again a statement the table changed under', async () => {
    await db.exec('create table shapes (id int)');
    await db.exec('insert into shapes values (1)');
    const all = 'select * from shapes where id = $1';
    expect((await db.query(all, [1])).rows).toEqual([{ id: 1 }]);
    await db.exec("alter table shapes add column label text not null default 'x'");
    expect((await db.query(all, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
    expect((await db.query(all, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
  });

  it("prepares a transaction's statements with parameters too, and leaves it PGlite's", async () => {
    const count = 'select count(*)::int as n from things where name = $1';
    // A text first sent inside a transaction.
    const insert = 'insert into things (name) values ($1) returning name';
    await db.transaction(async (tx) => {
      await tx.query(insert, ['five']);
      expect((await tx.query(count, ['five'])).rows).toEqual([{ n: 1 }]);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query(count, ['five'])).rejects.toThrow('Transaction is closed');
    });
    expect((await db.query(count, ['five'])).rows).toEqual([{ n: 0 }]);
    const prepared = async (text: string) =>
      (await plain('select 1 from pg_prepared_statements where statement = $1', [text])).rows
        .length;
    expect(await prepared(insert)).toBe(1);

    // Committed when the callback ends; a failed statement rolls the whole transaction back.
    await db.transaction(async (tx) => {
      await tx.query(insert, ['five']);
    });
    expect((await db.query(count, ['five'])).rows).toEqual([{ n: 1 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, ['six']);
        await tx.query(insert, ['five']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(count, ['six'])).rows).toEqual([{ n: 0 }]);

    // A savepoint, as drizzle nests transactions, and a statement without parameters.
    await db.transaction(async (tx) => {
      await tx.query('savepoint inner_one');
      await tx.query(insert, ['seven']);
      await tx.query('rollback to savepoint inner_one');
      await tx.exec("insert into things (name) values ('eight')");
    });
    expect((await db.query(count, ['seven'])).rows).toEqual([{ n: 0 }]);
    expect((await db.query(count, ['eight'])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps at most its size of statements, closing the least recently used', async () => {
    const hot = 'select $1::int + 0 as n';
    await db.query(hot, [1]);
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 10; i++) {
      await db.query(`select $1::int + ${i + 1} as n`, [1]);
      // Used all along: never the least recently used, never closed.
      if (i % 10 === 0) await db.query(hot, [1]);
    }
    expect(db.preparedStatementCount).toBe(STATEMENT_CACHE_SIZE);
    expect(await preparedInDatabase()).toBe(STATEMENT_CACHE_SIZE);
    const kept = await plain('select 1 as n from pg_prepared_statements where statement = $1', [
      hot,
    ]);
    expect(kept.rows).toHaveLength(1);
    // A closed one is prepared again when it comes back.
    expect((await db.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    expect(await preparedInDatabase()).toBe(STATEMENT_CACHE_SIZE);
  });
});
