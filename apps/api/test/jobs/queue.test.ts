import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  type AnyJobDef,
  createJobRunner,
  defineJob,
  enqueueJob,
  enqueueJobs,
  ensureJobQueues,
  safeErrorMessage,
} from '../../src/platform/jobs/jobs.ts';
import { openTestDatabase } from '../harness.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ctx = {} as AppContext;
const seen: { name: string; data: unknown; attempt: number }[] = [];
let failUntilAttempt = 0;

const recordJob = defineJob<{ n: number }>({
  name: 'test.record',
  async run(data, _ctx, job) {
    seen.push({ name: 'test.record', data, attempt: job.attempt });
  },
});
const flakyJob = defineJob<{ n: number }>({
  name: 'test.flaky',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  async run(data, _ctx, job) {
    seen.push({ name: 'test.flaky', data, attempt: job.attempt });
    if (job.attempt <= failUntilAttempt) {
      throw new Error(`550 mailbox unavailable: ana@example.com (run ${job.attempt})`);
    }
  },
});
const chainJob = defineJob<{ left: number }>({
  name: 'test.chain',
  async run(data) {
    seen.push({ name: 'test.chain', data, attempt: 1 });
    if (data.left > 0) await enqueueJob(database.db, chainJob, { left: data.left - 1 });
  },
});
const JOBS: AnyJobDef[] = [recordJob, flakyJob, chainJob];

function runner() {
  return createJobRunner({
    database,
    jobs: JOBS,
    ctx: () => ctx,
    onError: () => {},
  });
}

async function jobRows(name: string) {
  const result = await database.db.execute(
    sql`select state, retry_count, retry_limit, data, output,
          extract(epoch from (start_after - now())) as wait_seconds
        from pgboss.job where name = ${name} order by created_on`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('the job queue', () => {
  beforeAll(async () => {
    await ensureJobQueues(database.db, JOBS);
  });

  it('writes a job with the caller transaction: none when it rolls back', async () => {
    seen.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, recordJob, { n: 1 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await jobRows('test.record')).toHaveLength(0);

    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, recordJob, { n: 2 });
    });
    expect(await jobRows('test.record')).toHaveLength(1);
    const drained = await runner().drain();
    expect(drained).toEqual({ completed: 1, failed: 0, errors: [] });
    expect(seen).toEqual([{ name: 'test.record', data: { n: 2 }, attempt: 1 }]);
    expect((await jobRows('test.record'))[0]?.state).toBe('completed');
    // Nothing left: a second drain runs nothing.
    expect((await runner().drain()).completed).toBe(0);
  });

  it('retries a failure with backoff, then ends failed with the message only', async () => {
    seen.length = 0;
    failUntilAttempt = 99;
    await enqueueJob(database.db, flakyJob, { n: 3 });
    const jobs = runner();
    const first = await jobs.drain();
    expect(first.failed).toBe(1);
    expect(first.errors[0]).toBe('550 mailbox unavailable: [address] (run 1)');
    const [afterOne] = await jobRows('test.flaky');
    expect(afterOne?.state).toBe('retry');
    // The first retry waits between one and two delays (jitter), not before.
    expect(Number(afterOne?.wait_seconds)).toBeGreaterThan(55);
    expect(Number(afterOne?.wait_seconds)).toBeLessThan(121);
    expect((await jobs.drain()).failed).toBe(0);

    // Running the delayed ones too: three retries, then failed.
    const rest = await jobs.drain({ includeDelayed: true });
    expect(rest.failed).toBe(3);
    expect(seen.map((s) => s.attempt)).toEqual([1, 2, 3, 4]);
    const [final] = await jobRows('test.flaky');
    expect(final?.state).toBe('failed');
    expect(final?.retry_count).toBe(3);
    expect(final?.output).toEqual({ message: '550 mailbox unavailable: [address] (run 4)' });
  });

  it('succeeds on a retry after failures', async () => {
    await database.db.execute(sql`delete from pgboss.job where name = 'test.flaky'`);
    seen.length = 0;
    failUntilAttempt = 1;
    await enqueueJob(database.db, flakyJob, { n: 4 });
    const jobs = runner();
    expect((await jobs.drain()).failed).toBe(1);
    expect((await jobs.drain({ includeDelayed: true })).completed).toBe(1);
    expect((await jobRows('test.flaky'))[0]?.state).toBe('completed');
  });

  it('runs jobs that jobs enqueue, and waits for a start time', async () => {
    seen.length = 0;
    await enqueueJob(database.db, chainJob, { left: 2 });
    await enqueueJob(
      database.db,
      recordJob,
      { n: 5 },
      { startAfter: new Date(Date.now() + 60_000) },
    );
    const drained = await runner().drain();
    expect(drained.completed).toBe(3);
    expect(seen.map((s) => s.data)).toEqual([{ left: 2 }, { left: 1 }, { left: 0 }]);
    expect((await runner().drain({ includeDelayed: true })).completed).toBe(1);
  });

  it('writes a batch of jobs in one statement, with the transaction', async () => {
    seen.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJobs(tx, recordJob, [{ n: 20 }, { n: 21 }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const before = database.statementCount();
    await enqueueJobs(
      database.db,
      recordJob,
      Array.from({ length: 50 }, (_, i) => ({ n: 100 + i })),
    );
    expect(database.statementCount() - before).toBe(1);
    await enqueueJobs(database.db, recordJob, []);
    expect((await runner().drain()).completed).toBe(50);
    // Jobs written together run in no particular order.
    expect(seen.map((s) => (s.data as { n: number }).n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => 100 + i),
    );
  });

  it('keeps one waiting job per singleton key', async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, recordJob, { n: 6 }, { singletonKey: 'k1' });
      await enqueueJob(tx, recordJob, { n: 7 }, { singletonKey: 'k1' });
    });
    await enqueueJob(database.db, recordJob, { n: 8 }, { singletonKey: 'k2' });
    await runner().drain();
    expect(seen.map((s) => s.data)).toEqual([{ n: 6 }, { n: 8 }]);
    // A finished job does not hold its key.
    await enqueueJob(database.db, recordJob, { n: 9 }, { singletonKey: 'k1' });
    expect((await runner().drain()).completed).toBe(1);
  });

  it('runs each job once with several runners at the same time', async () => {
    seen.length = 0;
    for (let n = 0; n < 30; n += 1) await enqueueJob(database.db, recordJob, { n });
    const results = await Promise.all([runner().drain(), runner().drain(), runner().drain()]);
    expect(results.reduce((sum, r) => sum + r.completed, 0)).toBe(30);
    expect(new Set(seen.map((s) => (s.data as { n: number }).n)).size).toBe(30);
    expect(seen).toHaveLength(30);
  });

  it('retries the job of an instance that crashed while running it, after its run limit', async () => {
    seen.length = 0;
    await enqueueJob(database.db, recordJob, { n: 10 });
    // An instance takes the job (active) and dies before recording anything.
    await database.db.execute(sql`
      update pgboss.job set state = 'active', started_on = now()
      where name = 'test.record' and state = 'created'`);
    const jobs = runner();
    await jobs.maintain();
    expect((await jobs.drain()).completed).toBe(0);
    // Its run limit (15 minutes) over: maintenance fails it, and it is retried (after backoff).
    await database.db.execute(sql`
      update pgboss.job set started_on = now() - interval '16 minutes'
      where name = 'test.record' and state = 'active'`);
    await jobs.maintain();
    const [row] = (await jobRows('test.record')).filter((r) => r.state === 'retry');
    expect(row?.output).toEqual({ value: { message: 'job failed by timeout in active state' } });
    expect(await jobs.drain({ includeDelayed: true })).toMatchObject({ completed: 1 });
    expect(seen).toEqual([{ name: 'test.record', data: { n: 10 }, attempt: 2 }]);
  });

  it('creates a queue a job needs on first use (a database the server never started on)', async () => {
    const fresh = defineJob<null>({ name: 'test.fresh', run: async () => {} });
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, fresh, null);
    });
    expect(await jobRows('test.fresh')).toHaveLength(1);
  });

  it('keeps addresses out of error messages', () => {
    expect(safeErrorMessage(new Error('RCPT TO:<ana.b+x@mail.example.com> refused'))).toBe(
      'RCPT TO:<[address]> refused',
    );
    expect(safeErrorMessage('x'.repeat(900))).toHaveLength(500);
  });
});
