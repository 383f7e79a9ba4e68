import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { withDatabase } from '../global-setup.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

/**
 * SECURITY.md "Database down: requests fail fast with 503 and the server recovers by itself",
 * under load, with the database really unreachable: the app talks to its own database through a
 * loopback TCP proxy this file owns. Cutting the proxy destroys every connection and refuses new
 * ones; the shared PostgreSQL server never stops. PGlite runs in the process, so there is nothing
 * to make unreachable there: this file runs with TEST_DATABASE_URL only.
 */

/**
 * A TCP proxy on loopback: `cut` destroys its connections and stops listening (refused); `hold`
 * keeps them open but passes nothing back from the database (a server that stopped answering).
 */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const answers = new Map<Socket, Socket>();
  let server: Server | undefined;
  let port = 0;
  let accepted = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        accepted += 1;
        const upstream = connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
          answers.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream);
        upstream.pipe(client);
        answers.set(upstream, client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        port = typeof address === 'object' && address ? address.port : 0;
        server = listening;
        resolve();
      });
    });
  await listen();
  const stop = async () => {
    const listening = server;
    server = undefined;
    const closed = new Promise<void>((resolve) =>
      listening ? listening.close(() => resolve()) : resolve(),
    );
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    answers.clear();
    await closed;
  };
  return {
    port: () => port,
    accepted: () => accepted,
    open: () => sockets.size / 2,
    cut: stop,
    /** Listens again on the same port: the pool's URL stays right. */
    restore: listen,
    hold: () => {
      for (const [upstream, client] of answers) {
        upstream.unpipe(client);
        upstream.pause();
      }
    },
    /** What the database said while held arrives now. */
    resume: () => {
      for (const [upstream, client] of answers) upstream.pipe(client);
    },
    close: stop,
  };
}

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const CLIENTS = 6;
const ROUNDS_BEFORE = 4;
const ROUNDS_DURING = 8;
const ROUNDS_CUT = 3;
const ROUNDS_AFTER = 2;
/** Per request, while the database is unreachable: a fixed bound, far below any proxy timeout. */
const FAIL_FAST_MS = 5_000;

describe.runIf(Boolean(DATABASE_URL))('the database unreachable under load', () => {
  const name = `mp_faults_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let t: TestApp;
  let direct: pg.Client;
  let viaProxy: URL;

  beforeAll(async () => {
    const url = DATABASE_URL as string;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const upstream = new URL(url);
    proxy = await tcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    viaProxy = new URL(withDatabase(url, name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port());
    t = await createTestApp(
      { RATE_LIMIT_SCALE: '10' },
      { database: openPostgres(viaProxy.toString(), 4) },
    );
    await seedReferenceContent(t.database.db);
    direct = new pg.Client({ connectionString: withDatabase(url, name) });
    await direct.connect();
  });
  afterAll(async () => {
    await direct?.end();
    await t?.close();
    await proxy?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('answers 503 fast while it is cut, recovers by itself, and loses no acknowledged write', async () => {
    // Each client is one member in one browser, from an address of its own.
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const member = await createMember(t);
        return {
          ip: `198.51.100.${c + 10}`,
          token: (await tokenFor(t, member.email)).access_token,
        };
      }),
    );
    type Outcome = { status: number; ms: number; retryAfter?: string; key?: string };
    const writes = new Map<string, Outcome>();
    let writeCounter = 0;

    const timed = async (request: () => ReturnType<TestApp['request']>): Promise<Outcome> => {
      const started = performance.now();
      const answer = await request();
      const outcome: Outcome = { status: answer.statusCode, ms: performance.now() - started };
      if (answer.statusCode >= 400) {
        outcome.retryAfter = answer.headers['retry-after'] as string | undefined;
        outcome.key = answer.json().key;
      }
      return outcome;
    };
    /** One round of a client: read the profile, then write a contact message (one transaction:
     * the thread, its first entry and the acknowledgement in the outbox). */
    async function round(client: (typeof clients)[number]) {
      const read = await timed(() =>
        t.request({
          method: 'GET',
          url: '/api/v1/profile',
          token: client.token,
          remoteAddress: client.ip,
        }),
      );
      writeCounter += 1;
      const id = `w${writeCounter}-${randomBytes(3).toString('hex')}`;
      const write = await timed(() =>
        t.request({
          method: 'POST',
          url: '/api/v1/messages',
          token: client.token,
          remoteAddress: client.ip,
          payload: {
            reason: 'Reservations',
            from: `${id}@example.com`,
            from_name: 'Grace Walker',
            phone: '+52 998 123 4567',
            message: `Write ${id}`,
          },
        }),
      );
      writes.set(id, write);
      return [read, write];
    }
    const load = async (rounds: number, onRound?: () => Promise<void> | void) =>
      (
        await Promise.all(
          clients.map(async (client) => {
            const outcomes: Outcome[] = [];
            for (let r = 0; r < rounds; r++) {
              outcomes.push(...(await round(client)));
              await onRound?.();
            }
            return outcomes;
          }),
        )
      ).flat();
    const ready = () => t.request({ method: 'GET', url: '/readyz' });

    // 1. Up: everything answers.
    const before = await load(ROUNDS_BEFORE);
    expect(before.map((o) => o.status)).toEqual(
      Array.from({ length: CLIENTS * ROUNDS_BEFORE }, () => [200, 201]).flat(),
    );
    expect((await ready()).statusCode).toBe(200);

    // 2. Cut in the middle of the load, once a few rounds of it went through.
    let rounds = 0;
    let cutAt = -1;
    const during = await load(ROUNDS_DURING, async () => {
      rounds += 1;
      if (rounds === CLIENTS && cutAt < 0) {
        cutAt = rounds;
        await proxy.cut();
      }
    });
    expect(cutAt).toBe(CLIENTS);

    // 3. While it stays cut: every call 503 with Retry-After, fast; /readyz says so.
    const cut = await load(ROUNDS_CUT);
    expect(cut.every((o) => o.status === 503)).toBe(true);
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'unavailable' });
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    for (const outcome of [...during, ...cut]) {
      // Nothing but an answer or "unavailable": no 500, no 401 that would sign the member out.
      expect([200, 201, 503]).toContain(outcome.status);
      expect(outcome.ms).toBeLessThan(FAIL_FAST_MS);
      if (outcome.status === 503) {
        expect(outcome.retryAfter).toBe('5');
        expect(outcome.key).toBe('service_unavailable');
      }
    }

    // 4. Back: nobody restarts anything; the pool reconnects on the next request.
    await proxy.restore();
    let readyAfter = 0;
    for (let i = 0; i < 20; i++) {
      readyAfter += 1;
      if ((await ready()).statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await ready()).json()).toEqual({ status: 'ok', database: 'postgres' });
    const after = await load(ROUNDS_AFTER);
    expect(after.map((o) => o.status)).toEqual(
      Array.from({ length: CLIENTS * ROUNDS_AFTER }, () => [200, 201]).flat(),
    );

    // 5. Every acknowledged write is there, whole; an unacknowledged one is all there or absent.
    const entries = await direct.query<{ message: string; n: string }>(
      `select message, count(*)::text as n from message_entries where message like 'Write w%' group by message`,
    );
    const mails = await direct.query<{ to_address: string; n: string }>(
      `select to_address, count(*)::text as n from email_outbox where template = 'contact_ack' group by to_address`,
    );
    const entryCount = new Map(entries.rows.map((row) => [row.message.slice(6), Number(row.n)]));
    const mailCount = new Map(
      mails.rows.map((row) => [row.to_address.replace('@example.com', ''), Number(row.n)]),
    );
    let acknowledged = 0;
    let failed = 0;
    let committedUnacknowledged = 0;
    for (const [id, outcome] of writes) {
      const stored = entryCount.get(id) ?? 0;
      expect(stored, id).toBeLessThanOrEqual(1);
      expect(mailCount.get(id) ?? 0, `${id}: the e-mail goes with its message`).toBe(stored);
      if (outcome.status === 201) {
        acknowledged += 1;
        expect(stored, `${id} was acknowledged`).toBe(1);
      } else {
        failed += 1;
        committedUnacknowledged += stored;
      }
    }
    const slowest = Math.max(...[...during, ...cut].map((o) => o.ms));
    const unavailable = [...during, ...cut].filter((o) => o.status === 503).length;
    console.log(
      `database cut under load: ${CLIENTS} clients, ${writes.size} writes (${acknowledged} acknowledged, all stored; ${failed} answered 503, of which ${committedUnacknowledged} committed before the cut), ${unavailable} answers 503 while cut, slowest ${slowest.toFixed(0)} ms; ready again after ${readyAfter} check(s); proxy connections accepted ${proxy.accepted()}`,
    );
    expect(unavailable).toBeGreaterThanOrEqual(CLIENTS * ROUNDS_CUT * 2);
    expect(acknowledged).toBeGreaterThan(CLIENTS * (ROUNDS_BEFORE + ROUNDS_AFTER));
  });

  // A transaction holds its connection between two statements while the application works: a
  // cut then reaches a client the pool is not listening on. Unheard, that 'error' was an uncaught
  // exception (CI caught five) and the pool never learnt the client ended, so closing it hung.
  it('survives a cut while a transaction holds its connection between two statements', async () => {
    const member = await createMember(t);
    const failure = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        // The socket's end reaches the client while no query of it is running.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    await proxy.restore();
    const token = (await tokenFor(t, member.email)).access_token;
    const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token });
    expect(profile.statusCode).toBe(200);
  });

  /**
   * drizzle's pooled transaction sends BEGIN outside the try/finally that releases its client, and
   * releases it without the error (db/pool-guard.ts): a BEGIN or a statement that never got its
   * answer cost the pool its connection for good, and closing the pool then waited forever. One
   * connection in the pool, so a lost one shows at the next query.
   */
  describe('a database that stops answering inside a transaction', () => {
    const closed = (handle: { close(): Promise<void> }) =>
      Promise.race([
        handle.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
    const stall = async (during: (db: TestApp['database']['db']) => Promise<unknown>) => {
      const pool = openPostgres(viaProxy.toString(), 1, { connectMs: 1_000, queryMs: 200 });
      try {
        await pool.db.execute(sql`select 1`);
        const failure = await during(pool.db).then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(Error);
        proxy.resume();
        // The connection that went silent is gone: a new one answers this query, outside any
        // transaction (in one left open, now() is its start, earlier than the statement's).
        const answer = (await pool.db.execute(
          sql`select 42 as n, now() = statement_timestamp() as fresh`,
        )) as unknown as { rows: unknown[] };
        expect(answer.rows).toEqual([{ n: 42, fresh: true }]);
      } finally {
        proxy.resume();
        expect(await closed(pool)).toBe('closed');
      }
    };

    it('gives the connection back when BEGIN gets no answer', async () => {
      await stall((db) => {
        proxy.hold();
        return db.transaction(async (tx) => tx.execute(sql`select 1`));
      });
    });

    it('closes the connection when a statement inside gets no answer', async () => {
      await stall((db) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          proxy.hold();
          await tx.execute(sql`select 2`);
        }),
      );
    });
  });
});
