import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A hot query (one every request runs, such as the session lookup) built once per database and
 * prepared: Drizzle stops rebuilding its SQL text per request, and on PostgreSQL the named
 * statement is parsed and planned once per connection instead of every time. A CPU profile of
 * the profile call put 30% of its time in rebuilding SQL text (docs/performance.md, issue 11).
 * Values are bound with `sql.placeholder(name)`. A transaction is a database of its own here, so
 * queries inside one are built for it; the root database's are kept for the process.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A row count written into a prepared statement's text (`.limit(fixedCount(25))`): a constant of
 * ours, never input. With a LIMIT parameter PostgreSQL cannot cost a generic plan and plans the
 * statement again on every execution (1.5 ms at a million members for the requests queue's page,
 * against 0.3 ms to run it: docs/performance.md "Session 23"); with the number in the text it
 * plans the statement once.
 */
export function fixedCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a row count: ${count}`);
  // Drizzle writes an SQL object given to limit() into the text as it is (a number would become a
  // parameter); its types name only numbers and placeholders.
  return sql.raw(String(count)) as unknown as number;
}
