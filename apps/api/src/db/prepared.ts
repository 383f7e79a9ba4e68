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
