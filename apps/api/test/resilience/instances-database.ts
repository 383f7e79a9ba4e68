import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';
import { openTestDatabase } from '../harness.ts';

/**
 * One database for several app instances. On PostgreSQL (TEST_DATABASE_URL) each `open()` is a
 * pool of its own on the file's own copy of the template, as separate server processes would
 * have; on PGlite every instance gets the one in-process handle (it has a single connection).
 * Pass a handle to createTestApp's `database` and close the apps with `app.close()`: `close()`
 * here ends every pool and drops the database.
 */
export async function openSharedDatabase() {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `mp_shared_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const handles: DatabaseHandle[] = [];
    return {
      kind: 'postgres' as const,
      open(poolSize = 4): DatabaseHandle {
        const handle = openPostgres(withDatabase(url, name), poolSize);
        handles.push(handle);
        return handle;
      },
      async close() {
        for (const handle of handles) await handle.close().catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const handle = await openTestDatabase();
  return {
    kind: 'pglite' as const,
    open: (_poolSize?: number): DatabaseHandle => handle,
    close: () => handle.close(),
  };
}
