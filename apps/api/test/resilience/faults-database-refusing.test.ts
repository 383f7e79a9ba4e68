import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { withDatabase } from '../global-setup.ts';
import { createMember, createTestApp, PASSWORD, type TestApp, tokenFor } from '../harness.ts';
import { errorShapeProblem } from './resilience-support.ts';

/**
 * SECURITY.md "Database down: 503 with Retry-After" for the three calls every session starts
 * with (issue 20 #7): profile, FAQs and login, while PostgreSQL refuses connections. This file
 * runs on the embedded database too: the app under test talks to a PostgreSQL address of its
 * own (a closed port, or a stand-in that refuses as PostgreSQL does), never to the shared
 * server, which is never stopped. With TEST_DATABASE_URL, its own database is also made to
 * refuse connections the way an operator does it (ALLOW_CONNECTIONS false).
 */

/**
 * A stand-in PostgreSQL server on loopback that refuses every session at start-up with a FATAL
 * error, as PostgreSQL does (its ErrorResponse: severity, code, message).
 */
async function refusingPostgres(code: string, message: string) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('data', () => {
      const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([header, fields]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Profile, FAQs and login as a signed-in member's browser sends them. */
async function sessionStart(t: TestApp, member: { email: string; token: string }) {
  const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token: member.token });
  const faqs = await t.request({ method: 'GET', url: '/api/v1/faqs', token: member.token });
  const login = await t.request({
    method: 'POST',
    url: '/api/v1/login',
    lang: 'es',
    payload: { email: member.email, password: PASSWORD, 'g-recaptcha-response': 'none' },
  });
  return { profile, faqs, login };
}

function expectUnavailable(answers: Awaited<ReturnType<typeof sessionStart>>) {
  for (const [call, answer] of Object.entries(answers)) {
    expect(answer.statusCode, `${call}: ${answer.body}`).toBe(503);
    expect(answer.headers['retry-after'], call).toBe('5');
    expect(errorShapeProblem(answer), call).toBeNull();
    expect(answer.json().key, call).toBe('service_unavailable');
  }
  expect(answers.login.json().message).toMatch(/^El servicio no está disponible/);
}

describe('PostgreSQL refusing connections: 503 with Retry-After on profile, FAQs and login', () => {
  const member = { email: 'grace@example.com', token: randomBytes(32).toString('base64url') };

  it('nothing listens on the port (ECONNREFUSED)', async () => {
    const t = await createTestApp(
      {},
      { database: openPostgres('postgres://root@127.0.0.1:1/test', 2) },
    );
    try {
      expectUnavailable(await sessionStart(t, member));
    } finally {
      await t.close();
    }
  });

  it.each([
    ['55000', 'database "portal" is not currently accepting connections'],
    ['57P03', 'the database system is starting up'],
    ['28000', 'role "portal" is not permitted to log in'],
    ['3D000', 'database "portal" does not exist'],
  ])('the server refuses the session with FATAL %s', async (code, message) => {
    const stand = await refusingPostgres(code, message);
    const t = await createTestApp({}, { database: openPostgres(stand.url, 2) });
    try {
      expectUnavailable(await sessionStart(t, member));
    } finally {
      await t.close();
      await stand.close();
    }
  });
});

const DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(DATABASE_URL))('a real database that stops accepting connections', () => {
  const name = `mp_refusing_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let t: TestApp;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    t = await createTestApp(
      {},
      { database: openPostgres(withDatabase(DATABASE_URL as string, name), 2) },
    );
    await seedReferenceContent(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('answers 503 while it refuses and recovers by itself once it accepts again', async () => {
    const user = await createMember(t);
    const member = { email: user.email, token: (await tokenFor(t, user.email)).access_token };
    const up = await sessionStart(t, member);
    expect([up.profile.statusCode, up.faqs.statusCode, up.login.statusCode]).toEqual([
      200, 200, 201,
    ]);

    // What an operator does to keep clients out: PostgreSQL then ends every new session with
    // FATAL 55000, and the sessions it had are ended (57P01).
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    expectUnavailable(await sessionStart(t, member));
    expectUnavailable(await sessionStart(t, member));

    await admin.query(`alter database ${name} allow_connections true`);
    const back = await sessionStart(t, member);
    expect([back.profile.statusCode, back.faqs.statusCode, back.login.statusCode]).toEqual([
      200, 200, 201,
    ]);
  });
});
