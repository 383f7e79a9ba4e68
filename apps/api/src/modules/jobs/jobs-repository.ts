import { FAILED_JOBS_PAGE_SIZE } from '@mp/contract/jobs/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** pg-boss's job table (schema `pgboss`, migration 0012): read and changed with plain SQL. */
type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export interface FailedJobRow {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  output: { message?: unknown; value?: unknown } | null;
  created_on: Date | string;
  completed_on: Date | string | null;
}

/** The newest failures first, with the count of all. */
export async function findFailedJobs(db: Database) {
  const [items, [counted]] = await Promise.all([
    db.execute(sql`
      select id, name, data, output, created_on, completed_on,
        retry_count + case when started_on is null then 0 else 1 end as attempts
      from pgboss.job
      where state = 'failed'
      order by completed_on desc nulls last, id
      limit ${FAILED_JOBS_PAGE_SIZE}`),
    db
      .execute(sql`select count(*)::int as total from pgboss.job where state = 'failed'`)
      .then((result) => rowsOf<{ total: number }>(result)),
  ]);
  return { items: rowsOf<FailedJobRow>(items), total: counted?.total ?? 0 };
}

export async function findJobState(db: Database, id: string) {
  const [row] = rowsOf<{ name: string; state: string }>(
    await db.execute(sql`select name, state::text as state from pgboss.job where id = ${id}::uuid`),
  );
  return row;
}

/**
 * A failed job runs once more, now: back to `retry`, its retry limit one past the runs it had
 * (failing again ends it failed again), kept for another 14 days. Null when it is not failed.
 */
export async function retryFailedJob(db: Database, id: string) {
  const [row] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`
      update pgboss.job
      set state = 'retry', retry_limit = retry_count + 1, start_after = now(),
        completed_on = null, keep_until = greatest(keep_until, now() + interval '14 days')
      where id = ${id}::uuid and state = 'failed'
      returning id, name`),
  );
  return row ?? null;
}
