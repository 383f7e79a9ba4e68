import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createFairQueue, queuedClient } from '../platform/pglite-queue.ts';
import { StatementCachingPGlite } from './pglite-statements.ts';
import { guardCheckedOutClients } from './pool-guard.ts';
import * as schema from './schema/index.ts';

/** Either driver: a transaction is a PgDatabase too, so repositories accept both. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** SQL statements sent so far: tests and the benchmark count statements per request. */
  statementCount(): number;
}

/** Drizzle's query logger, used only to count (never to print: parameters are personal data). */
function statementCounter() {
  let count = 0;
  return {
    logger: {
      logQuery() {
        count += 1;
      },
    },
    statementCount: () => count,
  };
}

/** The committed SQL migrations, found from src/db (dev, tests) or dist (the bundled server). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('migrations folder (apps/api/drizzle) not found');
}

export interface PostgresTimeouts {
  /** Giving up on getting a connection: the database is down (refusing or hanging). */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (SQLSTATE 57014). */
  queryMs: number;
}
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 1_000, queryMs: 15_000 };

export function openPostgres(
  url: string,
  poolSize = 10,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast when the database is down or hangs (SECURITY.md: 503 within about a second,
    // then recover by itself): a server that accepts the socket but never answers is down.
    connectionTimeoutMillis: timeouts.connectMs,
    // A live server cancels a runaway statement itself and keeps the connection usable; the
    // client's own read timeout, a second later, is for a server that stopped answering at all
    // (that connection is then dropped from the pool).
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection must not crash the process. The pool listens on its idle
  // clients only; a checked-out one (a transaction between two statements) would emit 'error'
  // with no listener, an uncaught exception, and never tell the pool it ended (pool.end() then
  // waits forever). Every client keeps a listener of its own: its next query fails, the request
  // answers 503, and the pool drops the client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  guardCheckedOutClients(pool);
  const counter = statementCounter();
  const db = drizzleNodePg(pool, {
    schema,
    casing: 'snake_case',
    logger: counter.logger,
  }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    statementCount: counter.statementCount,
    // Migrations get a connection of their own without the statement limits: building an index
    // on a large table may rightly take longer than any request's query.
    migrate: async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite has no lock of its own and two processes on one folder lose rows (STACK.md), so the
 * server holds an exclusive lock file and refuses to start twice on the same DATA_DIR.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'portal.lock');
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${pid}. Stop that server first, or set DATA_DIR to another folder.`,
      );
    }
    // The previous owner died without cleaning up: take the lock over.
    rmSync(lockPath, { force: true });
    return lockDataDir(dataDir);
  }
  return () => rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's settings. PostgreSQL's 128 MB of shared buffers live in PGlite's own
 * memory, on top of the operating system's file cache it reads through: 32 MB takes about 100 MB
 * off the server's steady memory (issue 11, docs/performance.md); the scale benchmark shows the
 * reads stay flat with it.
 */
const PGLITE_SETTINGS = { postgresqlconf: ['shared_buffers = 32MB'] };

/**
 * PGlite's PostgreSQL is 8.5 MB of WebAssembly. V8 compiles all of it with its baseline compiler
 * (Liftoff), then the functions that run hot again with its optimising one (TurboFan), and keeps
 * both: about 35 MB of the server's steady memory was baseline code (issue 23, docs/performance.md
 * "PGlite's code compiled once"). Without Liftoff it is compiled once, optimised: the same speed
 * once started, 0.8-1 s more to start. Set before PGlite compiles, for the long-running server's
 * folder only: the tests' in-memory databases start often and live briefly.
 */
const WASM_OPTIMISED_ONLY = '--no-liftoff';

/**
 * Creates a new embedded database folder in a short-lived child process. PGlite's initdb runs a
 * second PostgreSQL in memory beside the first and copies its heap: the server process went to
 * 750-900 MB on a new folder, and WebAssembly memory is never given back, so it kept 500 MB after
 * (issue 23, docs/performance.md). In a child process that memory ends with it; the server then
 * opens the folder as on any restart.
 */
async function createPgliteFolder(pgDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const pgliteUrl = pathToFileURL(require.resolve('@electric-sql/pglite')).href;
  const existed = existsSync(pgDir);
  // process.argv in the child: [node, url, folder, settings].
  const source = `
    const [, url, dir, settings] = process.argv;
    const m = await import(url);
    const PGlite = m.PGlite ?? m.default.PGlite;
    const db = new PGlite(dir, JSON.parse(settings));
    await db.waitReady;
    await db.close();`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', source, pgliteUrl, pgDir, JSON.stringify(PGLITE_SETTINGS)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('exit', done);
  });
  if (code !== 0) {
    // What the failed initdb left behind (never something that was there before).
    if (!existed) rmSync(pgDir, { recursive: true, force: true });
    throw new Error(`creating the embedded database in ${pgDir} failed:\n${stderr.slice(-2000)}`);
  }
}

export async function openPglite(
  options: { dataDir: string } | { loadDataDir: Blob } | { memory: true },
): Promise<DatabaseHandle> {
  let unlock = () => {};
  let client: PGlite;
  if ('dataDir' in options) {
    const dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    const pgDir = join(dataDir, 'pg');
    try {
      if (!existsSync(join(pgDir, 'PG_VERSION'))) await createPgliteFolder(pgDir);
    } catch (error) {
      unlock();
      throw error;
    }
    setFlagsFromString(WASM_OPTIMISED_ONLY);
    client = new StatementCachingPGlite(pgDir, PGLITE_SETTINGS);
  } else if ('loadDataDir' in options) {
    client = new StatementCachingPGlite({ loadDataDir: options.loadDataDir, ...PGLITE_SETTINGS });
  } else {
    client = new StatementCachingPGlite(PGLITE_SETTINGS);
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const counter = statementCounter();
  // Requests' statements before background work, short requests before long ones
  // (platform/pglite-queue.ts); drizzle and pg-boss (through `db.$client`) both go through it.
  const shared = queuedClient(client, createFairQueue());
  const db = drizzlePglite(shared, {
    schema,
    casing: 'snake_case',
    logger: counter.logger,
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    statementCount: counter.statementCount,
    migrate: () => migratePglite(drizzlePglite(shared), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Dump a migrated database so tests can open copies in about a second (STACK.md). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
