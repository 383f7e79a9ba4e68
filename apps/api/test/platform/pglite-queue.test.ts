import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { createFairQueue, requestLane } from '../../src/platform/pglite-queue.ts';

/**
 * The embedded database's queue (issue 23): who gets the one connection next. Checked by the
 * order in which work starts, never by time.
 */

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `body` as a request (as server.ts's onRequest hook does); answers its lane's `done`. */
function asRequest(body: () => void) {
  return requestLane(body);
}

describe('the fair queue', () => {
  it("starts a request's statement before background statements queued earlier", async () => {
    const queue = createFairQueue();
    const started: string[] = [];
    const holder = deferred();
    const held = queue.run(async () => {
      started.push('held');
      await holder.promise;
    });
    // The job runner asks all its queues at once: ten statements waiting.
    const jobs = Array.from({ length: 10 }, (_, i) =>
      queue.run(async () => {
        started.push(`job ${i}`);
      }),
    );
    let read: Promise<void> = Promise.resolve();
    asRequest(() => {
      read = queue.run(async () => {
        started.push('request');
      });
    });
    expect(queue.waiting()).toBe(11);
    holder.release();
    await Promise.all([held, read, ...jobs]);
    expect(started.slice(0, 2)).toEqual(['held', 'request']);
    expect(started).toHaveLength(12);
  });

  it('finishes an older request before a newer one starts, then keeps order', async () => {
    const queue = createFairQueue();
    const started: string[] = [];
    const holder = deferred();
    const held = queue.run(() => holder.promise);
    const work: Promise<void>[] = [];
    const statement = (name: string) =>
      queue.run(async () => {
        started.push(name);
      });
    // Three requests, each three statements in a row (the profile's shape).
    for (const name of ['a', 'b', 'c']) {
      asRequest(() => {
        work.push(
          (async () => {
            for (let i = 1; i <= 3; i++) await statement(`${name}${i}`);
          })(),
        );
      });
    }
    holder.release();
    await Promise.all([held, ...work]);
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
  });

  it('a long request holds short ones for at most `shortGrants` statements', async () => {
    const shortGrants = 8;
    const queue = createFairQueue({ shortGrants });
    const started: string[] = [];
    let long: Promise<void> = Promise.resolve();
    // A request of 100 statements (an import, a large report) starts first ...
    asRequest(() => {
      long = (async () => {
        for (let i = 0; i < 100; i++) {
          await queue.run(async () => {
            started.push('long');
            await tick();
          });
        }
      })();
    });
    await tick();
    // ... then short requests of three statements arrive while it runs.
    const shorts: Promise<void>[] = [];
    for (let r = 0; r < 5; r++) {
      asRequest(() => {
        shorts.push(
          (async () => {
            for (let i = 0; i < 3; i++) {
              await queue.run(async () => {
                started.push(`short ${r}`);
                await tick();
              });
            }
          })(),
        );
      });
    }
    await Promise.all(shorts);
    const firstShort = started.findIndex((s) => s.startsWith('short'));
    const lastShort = started.findLastIndex((s) => s.startsWith('short'));
    // Before the first short statement: the long request's first `shortGrants` at most.
    expect(firstShort).toBeLessThanOrEqual(shortGrants);
    // Then the short requests' 15 statements with at most one long statement between them.
    const between = started.slice(firstShort, lastShort + 1).filter((s) => s === 'long');
    expect(between.length).toBeLessThanOrEqual(5);
    expect(started.filter((s) => s === 'long').length).toBeLessThan(100);
    await long;
  });

  it('never starves background work: it goes after at most `maxBypass` requests', async () => {
    const maxBypass = 4;
    const queue = createFairQueue({ maxBypass });
    const started: string[] = [];
    const holder = deferred();
    const held = queue.run(() => holder.promise);
    const job = queue.run(async () => {
      started.push('job');
    });
    const reads: Promise<void>[] = [];
    for (let r = 0; r < 20; r++) {
      asRequest(() => {
        reads.push(
          queue.run(async () => {
            started.push(`read ${r}`);
          }),
        );
      });
    }
    holder.release();
    await Promise.all([held, job, ...reads]);
    expect(started.indexOf('job')).toBe(maxBypass);
  });

  it('counts what a request does after its answer as background work', async () => {
    const queue = createFairQueue();
    const started: string[] = [];
    const holder = deferred();
    const held = queue.run(() => holder.promise);
    let afterAnswer: Promise<void> = Promise.resolve();
    const lane = asRequest(() => {
      afterAnswer = (async () => {
        await tick(); // the answer is sent meanwhile
        await queue.run(async () => {
          started.push('after answer');
        });
      })();
    });
    lane.done();
    const job = queue.run(async () => {
      started.push('job');
    });
    await tick();
    let read: Promise<void> = Promise.resolve();
    asRequest(() => {
      read = queue.run(async () => {
        started.push('read');
      });
    });
    holder.release();
    await Promise.all([held, afterAnswer, job, read]);
    expect(started).toEqual(['read', 'job', 'after answer']);
  });

  it('passes a failure to its caller and goes on with the next', async () => {
    const queue = createFairQueue();
    await expect(
      queue.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(queue.run(async () => 42)).resolves.toBe(42);
  });

  it('lets the event loop run between two statements, so what arrived meanwhile is read', async () => {
    const queue = createFairQueue();
    const started: string[] = [];
    // PGlite's statements wait for no I/O: each one's promise settles in a microtask.
    let statements: Promise<void>[] = [];
    asRequest(() => {
      statements = Array.from({ length: 12 }, (_, i) =>
        queue.run(async () => {
          started.push(`statement ${i}`);
        }),
      );
    });
    // A socket read (a new request) is the event loop's next turn.
    setImmediate(() => started.push('event loop'));
    await Promise.all(statements);
    expect(started.slice(0, 2)).toEqual(['statement 0', 'event loop']);
  });
});

describe('the embedded database through the queue', () => {
  it('a long transaction is followed by the waiting request, not by the jobs queued before it', async () => {
    const database = await openPglite({ memory: true });
    try {
      await database.db.execute(sql`create table t (n int)`);
      const order: string[] = [];
      const inside = deferred();
      const entered = deferred();
      // A background transaction that keeps the connection while it waits for something else.
      const tx = database.db.transaction(async (t) => {
        await t.execute(sql`insert into t values (1)`);
        entered.release();
        await inside.promise;
        await t.execute(sql`insert into t values (2)`);
        order.push('transaction');
      });
      await entered.promise;
      const jobs = Array.from({ length: 5 }, (_, i) =>
        database.db.execute(sql`select count(*) from t`).then(() => {
          order.push(`job ${i}`);
        }),
      );
      let read: Promise<unknown> = Promise.resolve();
      asRequest(() => {
        read = database.db.execute(sql`select count(*)::int as n from t`).then((result) => {
          order.push('request');
          return result;
        });
      });
      inside.release();
      await Promise.all([tx, ...jobs]);
      const result = (await read) as unknown as { rows: Array<{ n: number }> };
      expect(order.slice(0, 2)).toEqual(['transaction', 'request']);
      // The read saw the committed transaction, and every job ran.
      expect(result.rows[0]?.n).toBe(2);
      expect(order).toHaveLength(7);
      // A rolled-back transaction through the queue leaves nothing behind.
      await database.db
        .transaction(async (t) => {
          await t.execute(sql`insert into t values (3)`);
          throw new Error('undo');
        })
        .catch(() => {});
      const after = (await database.db.execute(
        sql`select count(*)::int as n from t`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(after.rows[0]?.n).toBe(2);
    } finally {
      await database.close();
    }
  });
});
