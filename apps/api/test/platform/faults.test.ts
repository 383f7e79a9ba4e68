import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import { createRateLimits } from '../../src/platform/rate-limit.ts';
import { createMember, createTestApp, login } from '../harness.ts';

/**
 * A stand-in PostgreSQL server on loopback, so the shared server never has to go down:
 * 'refuse' answers the start-up message with FATAL 57P03 ("not currently accepting
 * connections", what a server starting up or in recovery says); 'hang' accepts the socket and
 * never answers.
 */
async function fakePostgres(mode: 'refuse' | 'hang') {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => {
      if (mode === 'hang') return;
      const fields = Buffer.from(
        'SFATAL\0VFATAL\0C57P03\0Mthe database system is not currently accepting connections\0\0',
      );
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([header, fields]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `postgres://portal@127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/portal`,
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
