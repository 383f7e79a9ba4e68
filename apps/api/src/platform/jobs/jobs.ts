import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';

/**
 * The portal's one job queue (issue 22, docs/decisions.md "The job queue"): pg-boss 10 on the
 * portal's own database, PGlite or PostgreSQL. Its schema (`pgboss`) is a migration of ours
 * (drizzle/0012_job_queue.sql), so pg-boss starts with `migrate: false`.
 *
 * - `defineJob` names a kind of work and its retry policy; a module lists its jobs in its
 *   `AppModule` (`jobs: [...]`), and each job name is a pg-boss queue, created at start.
 * - `enqueueJob(dbOrTx, job, data)` writes the job with the caller's transaction: it exists if
 *   and only if the change commits.
 * - The runner (`createJobRunner`) fetches due jobs with pg-boss's `FOR UPDATE SKIP LOCKED`
 *   fetch, so each runs once across instances; a failure is retried with backoff and ends
 *   `failed`, where a supervisor sees it (console "Jobs") and may retry it.
 */
export const JOB_SCHEMA = 'pgboss';

/** What a running job knows of itself. */
export interface JobRun {
  id: string;
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number;
  /** No retry follows if this run fails. */
  isLastAttempt: boolean;
}

export interface JobDef<T> {
  /** The queue's name: `<area>.<what>`, e.g. `broadcast.deliver`. */
  name: string;
  /** Retries after the first run (so at most retryLimit + 1 runs). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Double the delay at each retry (with jitter): delay, 2x, 4x ... */
  retryBackoff: boolean;
  /** A run taking longer counts as failed (and a crashed instance's job is retried after it). */
  expireInSeconds: number;
  /** Jobs of this queue one instance runs at the same time. */
  concurrency: number;
  run: (data: T, ctx: AppContext, job: JobRun) => Promise<void>;
  /**
   * What the console may show of a job's data (a template name, a row id): never personal data
   * or content. Without it the console shows the queue's name only.
   */
  describe?: (data: T) => string;
}

export function defineJob<T>(options: {
  name: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  concurrency?: number;
  run: (data: T, ctx: AppContext, job: JobRun) => Promise<void>;
  describe?: (data: T) => string;
}): JobDef<T> {
  if (!/^[a-z][a-z0-9_.-]{0,48}$/.test(options.name)) {
    throw new Error(`job name ${options.name}: lower-case letters, digits, '.', '_' or '-'`);
  }
  return {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    concurrency: 1,
    ...options,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a list of jobs of any data type
export type AnyJobDef = JobDef<any>;

export interface EnqueueOptions {
  /** Not before this time (a scheduled send). */
  startAfter?: Date;
  /**
   * At most one job of this name and key waiting or running: enqueueing another while one is
   * (created, retry, active) does nothing. A finished one does not count.
   */
  singletonKey?: string;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Writes a job through `db`: pass the transaction that makes the change the job carries out, so
 * the job exists if and only if the change commits. Its retry policy is its queue's (set from
 * the JobDef at start).
 */
export async function enqueueJob<T>(
  db: Database,
  job: JobDef<T>,
  data: T,
  options: EnqueueOptions = {},
): Promise<void> {
  const startAfter = options.startAfter ? options.startAfter.toISOString() : null;
  const key = options.singletonKey ?? null;
  const insert = (tx: Database) =>
    tx.execute(sql`
      insert into pgboss.job (name, data, start_after, singleton_key, retry_limit, retry_delay,
        retry_backoff, expire_in, keep_until, policy)
      select q.name, ${JSON.stringify(data ?? null)}::jsonb,
        coalesce(${startAfter}::timestamptz, now()), ${key}::text,
        coalesce(q.retry_limit, 2), coalesce(q.retry_delay, 0), coalesce(q.retry_backoff, false),
        coalesce(q.expire_seconds, 900) * interval '1s',
        coalesce(${startAfter}::timestamptz, now()) + interval '14 days', q.policy
      from pgboss.queue q
      where q.name = ${job.name}
        and (${key}::text is null or not exists (
          select 1 from pgboss.job j
          where j.name = ${job.name} and j.singleton_key = ${key}::text and j.state < 'completed'))
      returning id`);
  const exists = async (tx: Database) =>
    rowsOf(await tx.execute(sql`select 1 from pgboss.queue where name = ${job.name}`)).length > 0;

  const write = async (tx: Database) => {
    const inserted = rowsOf(await insert(tx));
    if (inserted.length > 0 || (await exists(tx))) return;
    // A database the server has not started on yet (a command, a seed): the queue is made here,
    // in the same transaction, then the job.
    await ensureJobQueues(tx, [job]);
    await insert(tx);
  };
  if (key === null) {
    await write(db);
  } else {
    // Two transactions enqueueing the same key: the second waits for the first to end, then
    // sees its job (a savepoint inside the caller's transaction, or a transaction of its own).
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`pgboss:${job.name}:${key}`}, 0))`,
      );
      await write(tx);
    });
  }
}

/**
 * Many jobs of one kind in one statement (a broadcast's batch of e-mails), through `db` like
 * `enqueueJob`: written with the caller's transaction. No singleton keys here; jobs written
 * together run in no particular order.
 */
export async function enqueueJobs<T>(
  db: Database,
  job: JobDef<T>,
  items: readonly T[],
  options: Pick<EnqueueOptions, 'startAfter'> = {},
): Promise<void> {
  if (items.length === 0) return;
  const startAfter = options.startAfter ? options.startAfter.toISOString() : null;
  const insert = async (tx: Database) =>
    rowsOf(
      await tx.execute(sql`
        insert into pgboss.job (name, data, start_after, retry_limit, retry_delay, retry_backoff,
          expire_in, keep_until, policy)
        select q.name, d.value, coalesce(${startAfter}::timestamptz, now()),
          coalesce(q.retry_limit, 2), coalesce(q.retry_delay, 0), coalesce(q.retry_backoff, false),
          coalesce(q.expire_seconds, 900) * interval '1s',
          coalesce(${startAfter}::timestamptz, now()) + interval '14 days', q.policy
        from pgboss.queue q
          cross join jsonb_array_elements(${JSON.stringify(items)}::jsonb) as d(value)
        where q.name = ${job.name}
        returning id`),
    );
  if ((await insert(db)).length > 0) return;
  await ensureJobQueues(db, [job]);
  await insert(db);
}

/** Creates the queues of these jobs that do not exist yet and keeps their retry policy current. */
export async function ensureJobQueues(db: Database, jobs: readonly AnyJobDef[]): Promise<void> {
  const existing = rowsOf<{
    name: string;
    retry_limit: number | null;
    retry_delay: number | null;
    retry_backoff: boolean | null;
    expire_seconds: number | null;
  }>(
    await db.execute(
      sql`select name, retry_limit, retry_delay, retry_backoff, expire_seconds from pgboss.queue`,
    ),
  );
  const byName = new Map(existing.map((q) => [q.name, q]));
  for (const job of jobs) {
    const policy = {
      policy: 'standard',
      retryLimit: job.retryLimit,
      // pg-boss: a backoff needs a delay of at least a second.
      retryDelay: job.retryBackoff ? Math.max(1, job.retryDelaySeconds) : job.retryDelaySeconds,
      retryBackoff: job.retryBackoff,
      expireInSeconds: job.expireInSeconds,
    };
    const queue = byName.get(job.name);
    if (!queue) {
      await db.execute(
        sql`select pgboss.create_queue(${job.name}, ${JSON.stringify(policy)}::json)`,
      );
    } else if (
      queue.retry_limit !== policy.retryLimit ||
      queue.retry_delay !== policy.retryDelay ||
      queue.retry_backoff !== policy.retryBackoff ||
      queue.expire_seconds !== policy.expireInSeconds
    ) {
      await db.execute(sql`
        update pgboss.queue set retry_limit = ${policy.retryLimit},
          retry_delay = ${policy.retryDelay}, retry_backoff = ${policy.retryBackoff},
          expire_seconds = ${policy.expireInSeconds}, updated_on = now()
        where name = ${job.name}`);
    }
  }
}

/** Checks a list of jobs for two of one name (two modules' jobs would share a queue). */
export function checkJobNames(jobs: readonly AnyJobDef[]): void {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    seen.add(job.name);
  }
}

/** pg-boss's database adapter on our connection (a pg Pool, or the one PGlite). */
function bossDb(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      // Several statements (pg-boss's maintenance runs BEGIN ... COMMIT): the last one's rows.
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * The last error of a run, as stored with the job and shown in the console: its message only
 * (no stack), without e-mail addresses (an SMTP refusal names its recipient), at most 500 chars.
 */
export function safeErrorMessage(error: unknown): string {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'job failed';
  return message.replace(/[\w.%+-]+@[\w-]+(\.[\w-]+)*/g, '[address]').slice(0, 500);
}

export interface DrainResult {
  completed: number;
  failed: number;
  /** The failed runs' messages, in order (tests). */
  errors: string[];
}

export interface JobRunner {
  /** Asks the workers to look for due jobs now (after a commit that enqueued some). */
  kick(): void;
  /** A job's data in its queue's own safe words (JobDef.describe), for the console; or null. */
  describe(queue: string, data: unknown): string | null;
  /** Starts the workers (server.ts; not in tests): pg-boss's maintenance and the polling. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (a graceful shutdown). */
  stop(): Promise<void>;
  /**
   * Runs every due job now, job after job, until none is left (tests: deterministic, no
   * waiting). With `includeDelayed`, jobs waiting for their start time or retry run too.
   */
  drain(options?: { includeDelayed?: boolean }): Promise<DrainResult>;
  /**
   * pg-boss's maintenance now (the started runner does it every 2 minutes): a job still active
   * past its run limit (its instance crashed) is failed and retried; finished ones are archived.
   */
  maintain(): Promise<void>;
}

type FetchedJob = { id: string; data: unknown; retryCount: number; retryLimit: number };

export function createJobRunner(options: {
  database: DatabaseHandle;
  jobs: readonly AnyJobDef[];
  ctx: () => AppContext;
  onError: (error: unknown, detail: { queue?: string; jobId?: string }) => void;
  /** How often idle workers look for due jobs (another instance's, retries). */
  pollMs?: number;
}): JobRunner {
  const { jobs } = options;
  checkJobNames(jobs);
  const boss = new PgBoss({
    db: bossDb(options.database),
    schema: JOB_SCHEMA,
    migrate: false,
    // No cron schedules (the timekeeper would poll for them); maintenance expires the jobs of
    // a crashed instance (they are retried) and archives finished ones.
    schedule: false,
    supervise: true,
    // Failed jobs stay in the job table for the console (and its retry) for 30 days.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => options.onError(error, {}));

  const fetchJobs = async (job: AnyJobDef, batchSize: number, includeDelayed: boolean) =>
    (await boss.fetch(job.name, {
      batchSize,
      includeMetadata: true,
      ...(includeDelayed && { ignoreStartAfter: true }),
    } as PgBoss.FetchOptions & { includeMetadata: true })) as unknown as FetchedJob[];

  /** Runs one fetched job and records its outcome; true when it completed. */
  const runOne = async (job: AnyJobDef, fetched: FetchedJob): Promise<true | string> => {
    const run: JobRun = {
      id: fetched.id,
      attempt: fetched.retryCount + 1,
      isLastAttempt: fetched.retryCount >= fetched.retryLimit,
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        job.run(fetched.data, options.ctx(), run),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`ran longer than ${job.expireInSeconds} s`)),
            job.expireInSeconds * 1000,
          );
        }),
      ]);
      clearTimeout(timer);
      await boss.complete(job.name, fetched.id);
      return true;
    } catch (error) {
      clearTimeout(timer);
      const message = safeErrorMessage(error);
      await boss.fail(job.name, fetched.id, { message });
      if (run.isLastAttempt) {
        options.onError(new Error(`job failed after ${run.attempt} runs: ${message}`), {
          queue: job.name,
          jobId: fetched.id,
        });
      }
      return message;
    }
  };

  let isStarted = false;
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** Per queue: the loop running now, and whether a kick came while it ran. */
  const loops = new Map<string, { running?: Promise<void>; again: boolean }>();

  const loop = async (job: AnyJobDef, state: { again: boolean }) => {
    do {
      state.again = false;
      for (;;) {
        if (isStopping) return;
        const fetched = await fetchJobs(job, job.concurrency, false);
        if (fetched.length === 0) break;
        await Promise.all(fetched.map((f) => runOne(job, f)));
      }
    } while (state.again && !isStopping);
  };

  const kickQueue = (job: AnyJobDef) => {
    const state = loops.get(job.name) ?? { again: false };
    loops.set(job.name, state);
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = loop(job, state)
      .catch((error) => options.onError(error, { queue: job.name }))
      .finally(() => {
        state.running = undefined;
      });
  };

  const kickAll = () => {
    if (!isStarted || isStopping) return;
    for (const job of jobs) kickQueue(job);
  };

  const byName = new Map(jobs.map((job) => [job.name, job]));
  return {
    kick: kickAll,
    describe(queue, data) {
      const describe = byName.get(queue)?.describe;
      if (!describe) return null;
      try {
        return describe(data).slice(0, 200);
      } catch {
        return null;
      }
    },
    async start() {
      if (isStarted) return;
      await ensureJobQueues(options.database.db, jobs);
      await boss.start();
      isStarted = true;
      timer = setInterval(kickAll, options.pollMs ?? 5_000);
      timer.unref();
      kickAll();
    },
    async stop() {
      if (!isStarted || isStopping) return;
      isStopping = true;
      clearInterval(timer);
      await Promise.all([...loops.values()].map((l) => l.running));
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      isStarted = false;
      isStopping = false;
    },
    async maintain() {
      await boss.maintain();
    },
    async drain({ includeDelayed = false } = {}) {
      const result: DrainResult = { completed: 0, failed: 0, errors: [] };
      for (let pass = 0; ; pass++) {
        if (pass > 10_000) throw new Error('drainJobs: jobs keep coming (a job enqueues itself?)');
        let ran = 0;
        for (const job of jobs) {
          for (;;) {
            const [fetched] = await fetchJobs(job, 1, includeDelayed);
            if (!fetched) break;
            ran++;
            const outcome = await runOne(job, fetched);
            if (outcome === true) result.completed++;
            else {
              result.failed++;
              result.errors.push(outcome);
            }
          }
        }
        if (ran === 0) return result;
      }
    },
  };
}
