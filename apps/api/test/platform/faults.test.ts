import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';
import { createRateLimits } from '../../src/platform/rate-limit.ts';
import { createMember, createTestApp, login, PASSWORD } from '../harness.ts';

type FakeMode = 'refuse' | 'hang' | 'stall' | 'ok';

/** One backend message of the PostgreSQL wire protocol: a type byte, a length, the body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const int16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstring = (text: string) => Buffer.from(`${text}\0`);
const READY = message('Z', Buffer.from('I'));

/**
 * A stand-in PostgreSQL server on loopback, so the shared server never has to go down. Its
 * mode can change while it runs: 'refuse' answers the start-up message with FATAL 57P03 ("not
 * currently accepting connections", what a server starting up or in recovery says); 'hang'
 * accepts the socket and never answers; 'stall' lets clients in and then never answers a
 * query; 'ok' answers the simple query /readyz sends (select 1), so recovery can be seen.
 */
async function fakePostgres(initial: FakeMode) {
  const sockets = new Set<Socket>();
  const state = { mode: initial };
  const server = createServer((socket) => {
    sockets.add(socket);
    let started = false;
    socket.on('data', (chunk) => {
      if (!started) {
        started = true;
        if (state.mode === 'hang') return;
        if (state.mode === 'refuse') {
          const fields = Buffer.from(
            'SFATAL\0VFATAL\0C57P03\0Mthe database system is not currently accepting connections\0\0',
          );
          socket.end(message('E', fields));
          return;
        }
        socket.write(Buffer.concat([message('R', int32(0)), READY]));
        return;
      }
      if (state.mode !== 'ok' || chunk[0] !== 'Q'.charCodeAt(0)) return;
      const row = Buffer.concat([
        int16(1),
        cstring('?column?'),
        int32(0),
        int16(0),
        int32(23),
        int16(4),
        int32(-1),
        int16(0),
      ]);
      socket.write(
        Buffer.concat([
          message('T', row),
          message('D', Buffer.concat([int16(1), int32(1), Buffer.from('1')])),
          message('C', cstring('SELECT 1')),
          READY,
        ]),
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `postgres://portal@127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/portal`,
    set mode(mode: FakeMode) {
      state.mode = mode;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    WEB_DIST: '/nonexistent',
    APP_SECRET: 'x'.repeat(32),
  });

describe('database faults answer 503 quickly', () => {
  it.each(['closed', 'refuse', 'hang'] as const)('a database that is %s', async (mode) => {
    // 'closed': nothing listens on port 1, every connection is refused at once.
    const fake =
      mode === 'closed'
        ? { url: 'postgres://nobody@127.0.0.1:1/none', close() {} }
        : await fakePostgres(mode);
    const database = openPostgres(fake.url, 1);
    const app = await buildApp({
      config: config(),
      database,
      logger: false,
      limits: createRateLimits({ secret: 'x'.repeat(32) }),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'x-language': 'es' },
      payload: { email: 'a@example.com', password: 'x', 'g-recaptcha-response': 'none' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
      key: 'service_unavailable',
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await database.close().catch(() => {});
    fake.close();
  });

  it('gives up on a database that never answers after about a second, not three', async () => {
    // A behavioural bound: the pool is configured to give up on connecting after 1 s.
    const fake = await fakePostgres('hang');
    const database = openPostgres(fake.url, 1);
    const pool = (database.db as unknown as { $client: { options: Record<string, unknown> } })
      .$client;
    expect(pool.options.connectionTimeoutMillis).toBe(1_000);
    expect(pool.options.query_timeout).toBeGreaterThan(0);
    await database.close().catch(() => {});
    fake.close();
  });
});

describe('the server recovers by itself', () => {
  const appOn = (database: DatabaseHandle) =>
    buildApp({
      config: config(),
      database,
      logger: false,
      limits: createRateLimits({ secret: 'x'.repeat(32) }),
    });
  const signIn = (app: Awaited<ReturnType<typeof appOn>>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a@example.com', password: 'x', 'g-recaptcha-response': 'none' },
    });

  it.each(['refuse', 'hang'] as const)('once a database that did %s is back', async (mode) => {
    const fake = await fakePostgres(mode);
    const database = openPostgres(fake.url, 1);
    const app = await appOn(database);
    const down = await signIn(app);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    fake.mode = 'ok';
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
    await app.close();
    await database.close().catch(() => {});
    fake.close();
  });

  it('after a database that let the pool in and then stopped answering', async () => {
    const fake = await fakePostgres('stall');
    const database = openPostgres(fake.url, 1, { connectMs: 1_000, queryMs: 200 });
    const pool = (database.db as unknown as { $client: { options: Record<string, unknown> } })
      .$client;
    // PostgreSQL cancels the statement itself; the client gives up a second later if it cannot.
    expect(pool.options.statement_timeout).toBe(200);
    expect(pool.options.query_timeout).toBe(1_200);
    const app = await appOn(database);
    const stalled = await signIn(app);
    expect(stalled.statusCode).toBe(503);
    expect(stalled.headers['retry-after']).toBe('5');
    fake.mode = 'ok';
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await app.close();
    await database.close().catch(() => {});
    fake.close();
  });

  /**
   * The same faults as the drivers report them, injected under the handle the suite runs on
   * (PGlite by default, PostgreSQL with TEST_DATABASE_URL): each answers 503 + Retry-After, and
   * the very same server signs in again once the database is back.
   */
  const pgError = (code: string, text: string) =>
    Object.assign(new Error(text), { code, severity: 'FATAL' });
  it.each([
    ['57P03', pgError('57P03', 'the database system is not currently accepting connections')],
    ['53300', pgError('53300', 'sorry, too many clients already')],
    ['57P01', pgError('57P01', 'terminating connection due to administrator command')],
    ['57014', pgError('57014', 'canceling statement due to statement timeout')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ])('after %s', async (_name, fault) => {
    const t = await createTestApp();
    const member = await createMember(t);
    const client = (t.database.db as unknown as { $client: Record<string, unknown> }).$client;
    // PGlite's client runs queries and transactions; a pg pool runs queries and lends clients.
    const methods = ['query', 'transaction', 'connect'].filter(
      (name) => typeof client[name] === 'function',
    );
    const originals = methods.map((name) => [name, client[name]] as const);
    for (const name of methods) client[name] = () => Promise.reject(fault);
    const down = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      lang: 'es',
      payload: { email: member.email, password: PASSWORD, 'g-recaptcha-response': 'none' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
      key: 'service_unavailable',
    });
    for (const [name, original] of originals) client[name] = original;
    expect((await login(t, member.email)).statusCode).toBe(201);
    await t.close();
  });
});

describe('the captcha provider unreachable', () => {
  it('answers 503 with Retry-After, like the database, in the request language', async () => {
    const t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
    });
    // No network in tests: the provider's verification call fails as an outage would.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/login',
        lang: 'es',
        payload: { email: 'a@example.com', password: 'x', 'g-recaptcha-response': 'answer' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message:
          'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
        key: 'service_unavailable',
      });
    } finally {
      vi.unstubAllGlobals();
      await t.close();
    }
  });
});

describe('a failing query in the logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  afterAll(() => {
    lines.length = 0;
  });

  it('logs the statement without its parameters, at every level', async () => {
    const t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
    const member = await createMember(t);
    // The users table gone: the sign-in query fails with the e-mail as its parameter.
    await t.database.db.execute(sql`alter table users rename to users_gone`);
    const response = await login(t, member.email);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ key: 'error_generic', request_id: expect.any(String) });
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('Failed query: select');
    const everything = lines.join('\n');
    expect(everything).not.toContain(member.email);
    expect(everything).not.toContain(member.email.split('@')[0]);
    expect(everything).not.toContain('params');
    await t.database.db.execute(sql`alter table users_gone rename to users`);
    await t.close();
  });
});
