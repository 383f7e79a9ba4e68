import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@mp/contract/staff/constants';
import type { StaffRole } from '@mp/contract/staff/permissions';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { insertMember } from '../src/db/factories/access.ts';
import { insertStaff, insertStaffSession } from '../src/db/factories/staff.ts';
import type { users } from '../src/db/schema/access.ts';
import type { staffAccounts } from '../src/db/schema/staff.ts';
import { createBackgroundTasks } from '../src/platform/background.ts';
import { staffCsrfToken } from '../src/platform/http/caller.ts';
import type { DrainResult } from '../src/platform/jobs/jobs.ts';
import type { MailTransport } from '../src/platform/mail/outbox.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import type { PaymentProvider } from '../src/platform/payments/provider.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/platform/pdf-threads.ts';
import { createRateLimits, type RateLimits } from '../src/platform/rate-limit.ts';
import { randomToken, sha256 } from '../src/platform/tokens.ts';
import { withDatabase } from './global-setup.ts';

export const PASSWORD = 'Vacation#2026';

/** A fresh database copied from the migrated template: each test file sees only its own data. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && url) {
    const name = `mp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    const handle = openPostgres(withDatabase(url, name), 4);
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([template]) });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  limits: RateLimits;
  background: ReturnType<typeof createBackgroundTasks>;
  /** The app's PDF threads, for services a test calls directly. */
  pdf: PdfRenderer;
  /**
   * Sends a JSON request; `token` adds the bearer header, `lang` the X-Language header, `staff`
   * the staff session's cookie and (on a change) its CSRF header.
   */
  request(
    options: InjectOptions & { token?: string; lang?: 'en' | 'es'; staff?: StaffCredentials },
  ): Promise<LightMyRequestResponse>;
  /**
   * Runs every due job of the queue now, until none is left (jobs the jobs enqueue too), and
   * says how many completed and failed. `includeDelayed`: also those waiting for their start
   * time or their retry's backoff. No workers run in tests: jobs run only here.
   */
  drainJobs(options?: { includeDelayed?: boolean }): Promise<DrainResult>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** Keep after-response work waiting until `t.background.release()`. */
    holdBackground?: boolean;
    limitPrefix?: string;
    database?: DatabaseHandle;
    logStream?: NodeJS.WritableStream;
    /** A card provider in place of the sandbox (one that stalls or fails). */
    payments?: PaymentProvider | null;
    /** Where `mail.send` jobs send (default: nowhere, the e-mail stays in the outbox). */
    mail?: MailTransport;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    DEV_MAILBOX: '1',
    PUBLIC_URL: 'http://portal.test',
    APP_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    WEB_DIST: '/nonexistent',
    // Tests change the club's content between requests; content-cache.test.ts covers the cache.
    CONTENT_CACHE_SECONDS: '0',
    // PDFs drawn in the process: a thread started from the TypeScript source loads tsx and
    // compiles the PDF modules again for every test app. pdf-threads.test.ts covers the threads;
    // the browser journeys download invoices from the build, which draws them in its thread.
    PDF_THREADS: '0',
    ...(process.env.TEST_REDIS_URL && { REDIS_URL: process.env.TEST_REDIS_URL }),
    ...env,
  });
  const limits = createRateLimits({
    secret: config.secret,
    redisUrl: config.redisUrl,
    scale: config.rateLimitScale,
    prefix: options.limitPrefix ?? `t${randomBytes(4).toString('hex')}`,
  });
  const background = createBackgroundTasks(
    (name, error) => {
      throw new Error(`background task ${name} failed: ${String(error)}`);
    },
    { hold: options.holdBackground },
  );
  const pdf = createPdfRenderer(config.pdfThreads);
  const app = await buildApp({
    config,
    database,
    limits,
    background,
    pdf,
    logger: options.logStream ? { stream: options.logStream } : false,
    ...(options.payments !== undefined && { payments: options.payments }),
    ...(options.mail && { mail: options.mail }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    limits,
    background,
    pdf,
    request: ({ token, lang, staff, headers, ...options }) =>
      app.inject({
        ...options,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(lang && { 'x-language': lang }),
          ...(staff && {
            cookie: `${STAFF_SESSION_COOKIE}=${staff.cookie}`,
            [STAFF_CSRF_HEADER]: staff.csrf,
          }),
          ...headers,
        },
      }),
    drainJobs: (drainOptions) => app.jobs.drain(drainOptions),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A staff session as a browser holds it: the cookie's token and the CSRF header's value. */
export interface StaffCredentials {
  cookie: string;
  csrf: string;
  staffId: number;
  email: string;
}

let staffCounter = 0;

/**
 * A signed-in staff member of a role, made directly in the database (the factories' account and
 * a full session): for tests of what staff do. The sign-in itself is tested through the API.
 */
export async function createStaffSession(
  t: TestApp,
  role: StaffRole,
  values: Partial<typeof staffAccounts.$inferInsert> = {},
): Promise<StaffCredentials> {
  staffCounter += 1;
  const account = await insertStaff(t.database.db, {
    email: `staff-${Date.now().toString(36)}${staffCounter}@club.test`,
    name: `Test ${role}`,
    ...values,
    role,
  });
  const cookie = randomToken();
  const session = await insertStaffSession(t.database.db, {
    staffId: account.id,
    tokenHash: sha256(cookie),
  });
  return {
    cookie,
    csrf: staffCsrfToken(t.config.secret, session.id),
    staffId: account.id,
    email: account.email,
  };
}

let memberCounter = 0;

/** A member that can sign in: verified e-mail, confirmed member id (the factories' member). */
export async function createMember(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  memberCounter += 1;
  const n = `${Date.now().toString(36)}${memberCounter}`;
  const { password = PASSWORD, ...values } = overrides;
  const user = await insertMember(t.database.db, {
    email: `member-${n}@example.com`,
    passwordHash: await hashPassword(password),
    vidaMemberId: values.vidaMemberId ?? 900_000 + Math.floor(Math.random() * 99_999_000),
    ...values,
  });
  return { ...user, password };
}

/** Signs in through the API, as the browser does. */
export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password, 'g-recaptcha-response': 'none', ...extra },
  });
}

export async function tokenFor(t: TestApp, email: string, password = PASSWORD) {
  const response = await login(t, email, password);
  if (response.statusCode !== 201)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    access_token: string;
    refresh_token: string;
    expires_at: string;
  };
}

/** The e-mails sent to an address so far, once the after-response work has run. */
export async function mailTo(t: TestApp, address: string) {
  await t.background.idle();
  const response = await t.request({
    method: 'GET',
    url: `/api/dev/mail?to=${encodeURIComponent(address)}`,
  });
  return response.json().data as { subject: string; text: string; html: string; links: string[] }[];
}
