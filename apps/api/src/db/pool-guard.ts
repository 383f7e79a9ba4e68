import type pg from 'pg';

/**
 * drizzle-orm's node-postgres `transaction()` (0.45) checks a client out of the pool, sends BEGIN
 * before the try/finally that releases it, and always releases it without the error
 * (drizzle-orm issues 6023, 6114, 6241; open). Two consequences for us:
 * - a connection lost between checkout and BEGIN's answer kept its pool slot for good: enough of
 *   them and every request waits for a connection that never comes, and `pool.end()` waits
 *   forever (CI's database-cut test hung closing the app);
 * - a client whose statement timed out on our side (`query_timeout`: the server stopped answering)
 *   went back to the pool with its transaction and its late answer still pending.
 *
 * The clients drizzle checks out (`connect()` without a callback; `pool.query` passes one and
 * releases its client itself) are therefore guarded: a failed first statement releases the client
 * with its error (pg-pool then closes it), a statement that failed without an SQLSTATE (lost
 * connection, read timeout) has the client closed when it is released, and a second release is a
 * no-op.
 */
export function guardCheckedOutClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = (callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connect().then(guardClient);
  pool.connect = guarded as pg.Pool['connect'];
}

/** An error the server sent carries an SQLSTATE: the connection itself is still sound. */
const connectionBroken = (error: unknown) =>
  !(error instanceof Error && typeof (error as { code?: unknown }).code === 'string');

function guardClient(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  let broken: Error | undefined;
  let statements = 0;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error || broken);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guardedQuery = (...args: unknown[]) => {
    const first = statements === 0;
    statements += 1;
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (connectionBroken(error)) broken ??= failure;
        // Nobody else will release a client whose first statement (drizzle's BEGIN) failed.
        if (first) client.release(failure);
      });
    }
    return result;
  };
  // pg's `query` has a dozen overloads; the guard passes every call through unchanged.
  client.query = guardedQuery as unknown as pg.PoolClient['query'];
  return client;
}
