import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, dumpPglite, openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir, dumped once per run; each test file opens a copy. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated template database to copy per test file. */
    postgresTemplate: string;
  }
}

/**
 * The job queues (a queue is a table of its own), so each test app starts without that DDL.
 * Imported here, not above: the whole app's modules load only once the setup runs.
 */
async function createJobQueues(db: DatabaseHandle['db']) {
  const [{ PORTAL_JOBS }, { ensureJobQueues }] = await Promise.all([
    import('../src/app.ts'),
    import('../src/platform/jobs/jobs.ts'),
  ]);
  await ensureJobQueues(db, PORTAL_JOBS);
}

/** Migrates once per run; every test file then starts from a copy in about a second. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One per project: projects of one run set up (and drop) their templates side by side.
    const template = `mp_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = openPostgres(withDatabase(url, template), 2);
    await handle.migrate();
    await createJobQueues(handle.db);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'mp-template-'));
  const handle = await openPglite({ memory: true });
  await handle.migrate();
  await createJobQueues(handle.db);
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await dumpPglite(handle)).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
