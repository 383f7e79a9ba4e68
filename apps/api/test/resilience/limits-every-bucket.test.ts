import { randomBytes, randomInt } from 'node:crypto';
import { exampleRegisterBody } from '@mp/contract/access/examples';
import { buildPath } from '@mp/contract/http/route';
import { type RouteName, routes } from '@mp/contract/routes';
import { clubDay } from '@mp/contract/rules/club-date';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertMemberRecords } from '../../src/db/factories/access.ts';
import { insertThread } from '../../src/db/factories/messages.ts';
import { insertCard, insertPayableContract } from '../../src/db/factories/payments.ts';
import { insertStaff, insertStaffSetupLink } from '../../src/db/factories/staff.ts';
import { emailOutbox, users } from '../../src/db/schema/access.ts';
import { hotels, unitTypes } from '../../src/db/schema/club.ts';
import { integrationKeys } from '../../src/db/schema/clubdata.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { verificationLink } from '../../src/modules/access/verification-link.ts';
import { encryptTotpSecret, newTotpSecret } from '../../src/modules/staff/second-factor.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { createRateLimits, type LimitName } from '../../src/platform/rate-limit.ts';
import { randomToken, sha256 } from '../../src/platform/tokens.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  PASSWORD,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { codeAt, credentialsOf } from '../staff/staff-helpers.ts';

/**
 * SECURITY.md: every rate limit answers 429 with Retry-After once full, and opens again after its
 * window; with Redis the count is shared by every instance.
 *
 * The buckets come from rate-limit.ts itself (which gathers each area's
 * modules/<area>/<area>-limits.ts): it keeps its table private, so the limiters it builds are
 * recorded as createRateLimits makes them (name, points, window). A bucket added to an area
 * without a drive below fails twice: `tsc` (DRIVES is a Record over LimitName) and the first test.
 *
 * The windows (1 to 60 minutes) cannot be shortened: RATE_LIMIT_SCALE scales points only and
 * createRateLimits takes no window option. So the end of a window is brought about where the
 * window lives: in memory, the clock the limiter reads (Date) moves past it; in Redis, the
 * bucket's keys get the TTL that is left of a window that is over (1 ms).
 */
const built = vi.hoisted(() => [] as { keyPrefix: string; points: number; duration: number }[]);
vi.mock('rate-limiter-flexible', async (importOriginal) => {
  const actual = await importOriginal<typeof import('rate-limiter-flexible')>();
  class RecordedMemoryLimiter extends actual.RateLimiterMemory {
    constructor(options: ConstructorParameters<typeof actual.RateLimiterMemory>[0]) {
      super(options);
      built.push({
        keyPrefix: String(options.keyPrefix),
        points: Number(options.points),
        duration: Number(options.duration),
      });
    }
  }
  return { ...actual, RateLimiterMemory: RecordedMemoryLimiter };
});

const probe = createRateLimits({ secret: 'probe'.repeat(8), prefix: 'probe' });
void probe.close();
/** Every bucket rate-limit.ts defines, as it defines it (scale 1, as the apps below run). */
const DEFINED = built
  .filter((limiter) => limiter.keyPrefix.startsWith('probe:'))
  .map(({ keyPrefix, points, duration }) => ({
    name: keyPrefix.slice('probe:'.length) as LimitName,
    points,
    duration,
  }));

const REDIS_URL = process.env.TEST_REDIS_URL;
type Reply = LightMyRequestResponse;

let ipCounter = randomInt(0, 50_000);
/** A fresh client address (198.18.0.0/15, the benchmarking range): each caller its own buckets. */
function freshIp(): string {
  ipCounter += 1;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let first: TestApp;
let instances: TestApp[];
let redis: Redis | undefined;
const limitPrefix = `limits-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  first = await createTestApp({}, { limitPrefix });
  // With Redis two instances on one database share the counts; without it, one instance.
  instances = REDIS_URL
    ? [first, await createTestApp({}, { limitPrefix, database: first.database })]
    : [first];
  if (REDIS_URL) redis = new Redis(REDIS_URL);
  await seedReferenceContent(first.database.db);
});
afterAll(async () => {
  vi.useRealTimers();
  redis?.disconnect();
  for (const app of instances.slice(1)) await app.app.close();
  await first?.close();
});

const idle = () => Promise.all(instances.map((app) => app.background.idle()));

/** A contract route with its declared method and path. */
function call(
  app: TestApp,
  name: RouteName,
  input: {
    ip: string;
    token?: string;
    /** A staff session's cookie and CSRF header. */
    staff?: StaffCredentials;
    params?: Record<string, string | number>;
    query?: Record<string, string>;
    body?: Record<string, unknown>;
  },
): Promise<Reply> {
  const def = routes[name];
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  return app.request({
    method: def.method,
    url: `${buildPath(def.path, input.params)}${query}`,
    remoteAddress: input.ip,
    token: input.token,
    staff: input.staff,
    ...(input.body && { payload: input.body }),
  });
}

const signInBody = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) => ({
  email,
  password,
  'g-recaptcha-response': 'none',
  ...extra,
});
async function signIn(app: TestApp, email: string): Promise<{ access: string; refresh: string }> {
  const response = await call(app, 'login', { ip: freshIp(), body: signInBody(email) });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as { access_token: string; refresh_token: string };
  return { access: data.access_token, refresh: data.refresh_token };
}

async function mailsTo(to: string, template: string) {
  await idle();
  return first.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.id));
}
/** The same address as typed another way: the per-e-mail buckets count the address, not the text. */
const spelled = (email: string, i: number) => (i % 2 === 0 ? email : ` ${email.toUpperCase()} `);
const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const otherCode = (code: string) => (code === '111111' ? '222222' : '111111');

const billing = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  address: 'Av. Kukulcan km 12',
  city: 'Cancun',
  state: 'ROO',
  country: 'MX',
  post_code: '77500',
};
const hexOf = (length: number) => 'a'.repeat(length);

/**
 * How one bucket is filled through the API: `attempt` is the i-th request it counts (any answer
 * but 429), `full` the requests that must be refused once it is full (on each instance), and
 * `recovered` what works again once its window is over. `silent`: the bucket limits something
 * the answer never shows (a code e-mailed), so `full` asserts that instead of a 429.
 */
interface Drive {
  /** For the per-IP buckets: every contract route the server counts in it, each driven. */
  routes: readonly RouteName[];
  silent?: true;
  setup?(): Promise<void>;
  attempt(app: TestApp, i: number): Promise<Reply>;
  full(app: TestApp): Promise<Reply[]>;
  recovered(app: TestApp): Promise<void>;
}

/** A signed-in member of its own and one client address, for a bucket counted per IP. */
function memberAtIp() {
  const state = { ip: freshIp(), token: '', email: '', id: 0 };
  return {
    state,
    async setup() {
      const member = await createMember(first);
      state.email = member.email;
      state.id = member.id;
      state.token = (await signIn(first, member.email)).access;
    },
    /** After a window of up to an hour the access token has expired too: sign in again. */
    async refreshToken(app: TestApp) {
      state.token = (await signIn(app, state.email)).access;
    },
  };
}

/** A per-IP bucket whose routes take turns; once full each of them answers 429. */
function perIp(
  names: readonly RouteName[],
  request: (app: TestApp, name: RouteName, ip: string, i: number) => Promise<Reply>,
  recovered: (app: TestApp, ip: string) => Promise<void>,
  setup?: () => Promise<void>,
): Drive {
  const ip = freshIp();
  return {
    routes: names,
    ...(setup && { setup }),
    attempt: (app, i) => request(app, names[i % names.length] as RouteName, ip, i),
    full: (app) => Promise.all(names.map((name, i) => request(app, name, ip, 10_000 + i))),
    recovered: (app) => recovered(app, ip),
  };
}

/**
 * Declined saved-card payments, each from a new address (card testing): per card, one declining
 * card; per account, declining cards taken in turn so that no card's own bucket fills first.
 * Once full, even a good card is refused for the account.
 */
function declinesDrive(per: 'card' | 'account'): Drive {
  const state = { email: '', token: '', contract: 0, items: [] as number[], cards: [] as number[] };
  let good = 0;
  const pay = (app: TestApp, card: number) =>
    call(app, 'pay', {
      ip: freshIp(),
      token: state.token,
      body: {
        order_amount: 1025,
        contract_id: state.contract,
        card_id: card,
        cvv: '123',
        paymentTypeIds: state.items,
        paymentType: 'monthly',
        monthlyType: 'monthly',
        multiplePayment: false,
      },
    });
  return {
    routes: [],
    async setup() {
      const member = await createMember(first);
      state.email = member.email;
      state.token = (await signIn(first, member.email)).access;
      const db = first.database.db;
      const payable = await insertPayableContract(db, { userId: member.id });
      state.contract = payable.contract.id;
      state.items = payable.monthly.slice(0, 2).map((item) => item.id);
      for (let i = 0; i < (per === 'card' ? 1 : 2); i++) {
        const card = await insertCard(db, { userId: member.id, testCard: '4000000000000002' });
        state.cards.push(card.id);
      }
      good = (await insertCard(db, { userId: member.id, testCard: '4111111111111111' })).id;
    },
    async attempt(app, i) {
      const answer = await pay(app, state.cards[i % state.cards.length] ?? 0);
      expect(answer.statusCode, answer.body).toBe(402);
      return answer;
    },
    full: async (app) => [await pay(app, per === 'card' ? (state.cards[0] ?? 0) : good)],
    async recovered(app) {
      state.token = (await signIn(app, state.email)).access;
      const answer = await pay(app, per === 'card' ? (state.cards[0] ?? 0) : good);
      expect(answer.statusCode, answer.body).toBe(per === 'card' ? 402 : 201);
    },
  };
}

let staffCounter = 0;
let staffPasswordHash: string | undefined;
/**
 * A staff account whose password is set; `enrolled`: with an authenticator too, as the demo
 * staff are seeded (its secret, to compute codes with).
 */
async function staffAccountWith(enrolled: boolean) {
  staffCounter += 1;
  staffPasswordHash ??= await hashPassword(PASSWORD);
  const secret = enrolled ? newTotpSecret() : '';
  const account = await insertStaff(first.database.db, {
    email: `limits-staff-${limitPrefix}-${staffCounter}@club.test`,
    passwordHash: staffPasswordHash,
    ...(enrolled && {
      totpSecret: encryptTotpSecret(first.config.secret, secret),
      totpEnrolledAt: new Date(),
    }),
  });
  return { id: account.id, email: account.email, secret };
}
type StaffAccount = Awaited<ReturnType<typeof staffAccountWith>>;

/** The password step from an address of its own: the pending session's credentials. */
async function staffPending(app: TestApp, account: StaffAccount): Promise<StaffCredentials> {
  const answer = await call(app, 'staffSignIn', {
    ip: freshIp(),
    body: { email: account.email, password: PASSWORD },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return credentialsOf(answer, answer.json().data.csrf_token, account);
}
/** A second factor (an authenticator code) from an address. */
const staffVerify = (app: TestApp, ip: string, staff: StaffCredentials, code: string) =>
  call(app, 'staffVerify', { ip, staff, body: { code } });
/**
 * Both steps, the password from an address of its own: once a window is over the pending
 * sessions made before have expired too (10 minutes). The code of the next time step is newer
 * than any step used, whatever the clock.
 */
async function staffSignsIn(app: TestApp, ip: string, account: StaffAccount) {
  const answer = await staffVerify(
    app,
    ip,
    await staffPending(app, account),
    codeAt(account.secret, 1),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data.stage).toBe('full');
}
/** A code of no time step near now: wrong. */
const wrongCode = (account: StaffAccount) => codeAt(account.secret, 10);

const DRIVES: Record<LimitName, () => Drive> = {
  loginIp: () => {
    let email = '';
    return perIp(
      ['login'],
      // Unknown addresses: each is one failure of its own address, so only the IP bucket fills.
      (app, _name, ip, i) =>
        call(app, 'login', {
          ip,
          body: signInBody(i >= 10_000 ? email : `nobody-${ip}-${i}@example.com`, 'Wrong#Pass1'),
        }),
      async (app, ip) => {
        const answer = await call(app, 'login', { ip, body: signInBody(email) });
        expect(answer.statusCode, answer.body).toBe(201);
      },
      async () => {
        email = (await createMember(first)).email;
      },
    );
  },

  loginFailures: () => {
    const ip = freshIp();
    let email = '';
    return {
      routes: ['login'],
      async setup() {
        email = (await createMember(first)).email;
      },
      async attempt(app, i) {
        const answer = await call(app, 'login', {
          ip,
          body: signInBody(spelled(email, i), 'Wrong#Pass1'),
        });
        expect(answer.statusCode).toBe(400);
        return answer;
      },
      // Full: even the right password is not checked.
      full: async (app) => [await call(app, 'login', { ip, body: signInBody(email) })],
      async recovered(app) {
        expect((await call(app, 'login', { ip, body: signInBody(email) })).statusCode).toBe(201);
      },
    };
  },

  resetCodeFailures: () => {
    let email = '';
    let first_: { token: string; code: string } | undefined;
    let second: { token: string; code: string } | undefined;
    const ask = async (app: TestApp) => {
      const answer = await call(app, 'forgotPassword', { ip: freshIp(), body: { email } });
      expect(answer.statusCode).toBe(201);
      const token = answer.json().data.data.token as string;
      const [mail] = await mailsTo(email, 'reset_code');
      return { token, code: codeIn(mail?.text) };
    };
    const put = (app: TestApp, token: string, code: string, password = 'Harbour#2027') =>
      call(app, 'resetPassword', {
        ip: freshIp(),
        params: { token },
        body: { verification_code: code, password, password_confirmation: password },
      });
    return {
      routes: ['resetPassword'],
      async setup() {
        email = (await createMember(first)).email;
        first_ = await ask(first);
        expect(first_.code).toMatch(/^\d{6}$/);
      },
      async attempt(app) {
        const token = first_?.token ?? '';
        const answer = await put(app, token, otherCode(first_?.code ?? ''));
        expect(answer.statusCode).toBe(400);
        return answer;
      },
      // Full for the account, whatever the token: a new link with its right code is refused too.
      async full(app) {
        second ??= await ask(first);
        return [await put(app, second.token, second.code)];
      },
      async recovered(app) {
        const answer = await put(app, second?.token ?? '', second?.code ?? '');
        expect(answer.statusCode, answer.body).toBe(204);
        const signedIn = await call(app, 'login', {
          ip: freshIp(),
          body: signInBody(email, 'Harbour#2027'),
        });
        expect(signedIn.statusCode).toBe(201);
      },
    };
  },

  memberClaimFailures: () => {
    const ip = freshIp();
    const vidaMemberId = randomInt(10_000_000, 99_999_999);
    const onFile = `claim-failures-${vidaMemberId}@example.com`;
    let email = '';
    let code = '';
    const claim = (app: TestApp, extra: Record<string, unknown>) =>
      call(app, 'login', {
        ip,
        body: signInBody(email, PASSWORD, { vida_member_id: String(vidaMemberId), ...extra }),
      });
    const newCode = async (app: TestApp) => {
      const asked = await claim(app, {});
      expect(asked.json().key).toBe('member_id_code_sent');
      const [mail] = await mailsTo(onFile, 'member_claim_code');
      return codeIn(mail?.text);
    };
    return {
      routes: ['login'],
      async setup() {
        await insertMemberRecords(first.database.db, [
          { vidaMemberId, lastName: 'Villanueva', email: onFile },
        ]);
        email = (
          await createMember(first, {
            memberConfirmedAt: null,
            vidaMemberId: null,
            lastName: 'Villanueva',
          })
        ).email;
        code = await newCode(first);
        expect(code).toMatch(/^\d{6}$/);
      },
      async attempt(app) {
        const answer = await claim(app, { member_id_code: otherCode(code) });
        expect(answer.json().key).toBe('member_id_code_invalid');
        return answer;
      },
      // Full: the right code is not even compared.
      full: async (app) => [await claim(app, { member_id_code: code })],
      async recovered(app) {
        // Five wrong codes also used up that code: the member asks for a new one and claims.
        const fresh = await newCode(app);
        const answer = await claim(app, { member_id_code: fresh });
        expect(answer.statusCode, answer.body).toBe(201);
        const [user] = await first.database.db.select().from(users).where(eq(users.email, email));
        expect(user?.vidaMemberId).toBe(vidaMemberId);
      },
    };
  },

  memberClaimSend: () => {
    const ip = freshIp();
    const vidaMemberId = randomInt(10_000_000, 99_999_999);
    const onFile = `claim-send-${vidaMemberId}@example.com`;
    let email = '';
    const ask = async (app: TestApp) => {
      const answer = await call(app, 'login', {
        ip,
        body: signInBody(email, PASSWORD, { vida_member_id: String(vidaMemberId) }),
      });
      // The same answer whether a code went out or not: the limit never tells.
      expect(answer.statusCode).toBe(409);
      expect(answer.json().key).toBe('member_id_code_sent');
      return answer;
    };
    return {
      routes: ['login'],
      silent: true,
      async setup() {
        await insertMemberRecords(first.database.db, [
          { vidaMemberId, lastName: 'Villanueva', email: onFile },
        ]);
        email = (
          await createMember(first, {
            memberConfirmedAt: null,
            vidaMemberId: null,
            lastName: 'Villanueva',
          })
        ).email;
      },
      attempt: (app) => ask(app),
      async full(app) {
        const before = (await mailsTo(onFile, 'member_claim_code')).length;
        await ask(app);
        expect((await mailsTo(onFile, 'member_claim_code')).length).toBe(before);
        return [];
      },
      async recovered(app) {
        const before = (await mailsTo(onFile, 'member_claim_code')).length;
        await ask(app);
        expect((await mailsTo(onFile, 'member_claim_code')).length).toBe(before + 1);
      },
    };
  },

  registerIp: () => {
    const taken = `taken-${randomBytes(4).toString('hex')}@example.com`;
    const body = (email: string) =>
      exampleRegisterBody({ email, vida_member_id: String(randomInt(100_000, 999_999)) });
    return perIp(
      ['register'],
      async (app, _name, ip, i) => {
        // The first one registers; the rest ask again for the same address (400, no hashing).
        const answer = await call(app, 'register', {
          ip,
          body: body(i >= 10_000 ? `late-${ip}-${i}@example.com` : taken),
        });
        if (i === 0) expect(answer.statusCode, answer.body).toBe(201);
        return answer;
      },
      async (app, ip) => {
        const answer = await call(app, 'register', { ip, body: body(`again-${ip}@example.com`) });
        expect(answer.statusCode, answer.body).toBe(201);
      },
    );
  },

  forgotIp: () =>
    perIp(
      ['forgotPassword'],
      (app, _name, ip, i) =>
        call(app, 'forgotPassword', { ip, body: { email: `forgot-${ip}-${i}@example.com` } }),
      async (app, ip) => {
        const answer = await call(app, 'forgotPassword', {
          ip,
          body: { email: `forgot-${ip}-after@example.com` },
        });
        expect(answer.statusCode).toBe(201);
      },
    ),

  forgotEmail: () => {
    let email = '';
    const ask = (app: TestApp, i = 0) =>
      call(app, 'forgotPassword', { ip: freshIp(), body: { email: spelled(email, i) } });
    return {
      routes: ['forgotPassword'],
      async setup() {
        email = (await createMember(first)).email;
      },
      // From a new address each time: only the per-e-mail bucket fills.
      async attempt(app, i) {
        const answer = await ask(app, i);
        expect(answer.statusCode).toBe(201);
        return answer;
      },
      async full(app) {
        const refused = await ask(app);
        expect(await mailsTo(email, 'reset_code')).toHaveLength(5);
        return [refused];
      },
      async recovered(app) {
        expect((await ask(app)).statusCode).toBe(201);
        expect(await mailsTo(email, 'reset_code')).toHaveLength(6);
      },
    };
  },

  resetIp: () => {
    const unknown = () => randomBytes(24).toString('base64url');
    return perIp(
      ['checkPasswordReset', 'resetPassword'],
      (app, name, ip) =>
        call(app, name, {
          ip,
          params: { token: unknown() },
          ...(name === 'resetPassword' && {
            body: {
              verification_code: '123456',
              password: 'Harbour#2027',
              password_confirmation: 'Harbour#2027',
            },
          }),
        }),
      async (app, ip) => {
        const answer = await call(app, 'checkPasswordReset', {
          ip,
          params: { token: unknown() },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().key).toBe('token_invalid');
      },
    );
  },

  resendIp: () =>
    perIp(
      ['resendVerification'],
      (app, _name, ip, i) =>
        call(app, 'resendVerification', { ip, body: { email: `resend-${ip}-${i}@example.com` } }),
      async (app, ip) => {
        const answer = await call(app, 'resendVerification', {
          ip,
          body: { email: `resend-${ip}-after@example.com` },
        });
        expect(answer.statusCode).toBe(204);
      },
    ),

  resendEmail: () => {
    let email = '';
    const resend = (app: TestApp, i = 0) =>
      call(app, 'resendVerification', { ip: freshIp(), body: { email: spelled(email, i / 2) } });
    // Signing in unverified re-sends the link too, within the same bucket (spec).
    const unverifiedLogin = async (app: TestApp) => {
      const answer = await call(app, 'login', { ip: freshIp(), body: signInBody(email) });
      expect(answer.json().key).toBe('account_not_verified');
      return answer;
    };
    return {
      routes: ['resendVerification', 'login'],
      async setup() {
        email = (await createMember(first, { emailVerifiedAt: null })).email;
      },
      attempt: (app, i) => (i % 2 === 0 ? resend(app, i) : unverifiedLogin(app)),
      async full(app) {
        const refused = await resend(app);
        await unverifiedLogin(app);
        // Two links by login, three by the resend call; the sixth of either sends nothing.
        expect(await mailsTo(email, 'verify_resend')).toHaveLength(5);
        return [refused];
      },
      async recovered(app) {
        expect((await resend(app)).statusCode).toBe(204);
        expect(await mailsTo(email, 'verify_resend')).toHaveLength(6);
      },
    };
  },

  verifyIp: () => {
    const query = { expires: '9999999999', signature: hexOf(64) };
    return perIp(
      ['verifyEmail', 'confirmEmailChange'],
      // Tampered links: refused after they were counted.
      (app, name, ip) =>
        call(app, name, {
          ip,
          params: { id: randomInt(1, 1_000_000), hash: hexOf(64) },
          query,
        }),
      async (app, ip) => {
        const user = await createMember(first, { emailVerifiedAt: null });
        const link = new URL(verificationLink(app.config.publicUrl, app.config.secret, user));
        const [, , , id, hash] = link.pathname.split('/');
        const answer = await call(app, 'verifyEmail', {
          ip,
          params: { id: id ?? '', hash: hash ?? '' },
          query: Object.fromEntries(link.searchParams),
        });
        expect(answer.statusCode, answer.body).toBe(200);
      },
    );
  },

  refreshIp: () => {
    let refresh = '';
    return perIp(
      ['refreshToken'],
      // Unknown refresh tokens while filling; once full, the member's real one is refused too.
      (app, _name, ip, i) =>
        call(app, 'refreshToken', {
          ip,
          body: { refresh_token: i >= 10_000 ? refresh : randomBytes(32).toString('base64url') },
        }),
      async (app, ip) => {
        // The refusal did not use it up: it still rotates.
        const answer = await call(app, 'refreshToken', { ip, body: { refresh_token: refresh } });
        expect(answer.statusCode, answer.body).toBe(201);
      },
      async () => {
        refresh = (await signIn(first, (await createMember(first)).email)).refresh;
      },
    );
  },

  contactIp: () => {
    const member = memberAtIp();
    const body = {
      reason: 'Reservations',
      from: 'grace@example.com',
      from_name: 'Grace Walker',
      phone: '+52 998 123 4567',
      message: 'Can I add a night to my stay in March?',
      need_to_contact_me: false,
    };
    return perIp(
      ['sendContactMessage'],
      async (app, _name, ip, i) => {
        const answer = await call(app, 'sendContactMessage', {
          ip,
          token: member.state.token,
          body,
        });
        if (i < 10_000) expect(answer.statusCode, answer.body).toBe(201);
        return answer;
      },
      async (app, ip) => {
        await member.refreshToken(app);
        const answer = await call(app, 'sendContactMessage', {
          ip,
          token: member.state.token,
          body,
        });
        expect(answer.statusCode, answer.body).toBe(201);
      },
      member.setup,
    );
  },

  replyIp: () => {
    const member = memberAtIp();
    let thread = 0;
    const reply = (app: TestApp, ip: string) =>
      call(app, 'reply', {
        ip,
        token: member.state.token,
        params: { message: thread },
        body: { message: 'Thank you, see you in March.' },
      });
    return perIp(
      ['reply'],
      async (app, _name, ip, i) => {
        const answer = await reply(app, ip);
        if (i < 10_000) expect(answer.statusCode, answer.body).toBe(201);
        return answer;
      },
      async (app, ip) => {
        await member.refreshToken(app);
        expect((await reply(app, ip)).statusCode).toBe(201);
      },
      async () => {
        await member.setup();
        thread = (await insertThread(first.database.db, { userId: member.state.id })).thread.id;
      },
    );
  },

  paymentIp: () => {
    const member = memberAtIp();
    // Unknown contract and card: refused after they were counted; adding a card answers 201.
    const order = {
      order_amount: 500,
      contract_id: 2_000_000_000,
      paymentTypeIds: [2_000_000_000],
      paymentType: 'monthly',
      monthlyType: 'monthly',
      multiplePayment: false,
    };
    const bodies: Partial<Record<RouteName, Record<string, unknown>>> = {
      pay: { ...order, card_id: 2_000_000_000, cvv: '737' },
      paymentCheckout: { ...order, card_id: -1, ...billing },
      cardCheckout: { ...billing, is_default: false },
    };
    return perIp(
      ['pay', 'paymentCheckout', 'cardCheckout'],
      (app, name, ip) =>
        call(app, name, { ip, token: member.state.token, body: bodies[name] ?? {} }),
      async (app, ip) => {
        await member.refreshToken(app);
        const answer = await call(app, 'cardCheckout', {
          ip,
          token: member.state.token,
          body: bodies.cardCheckout ?? {},
        });
        expect(answer.statusCode, answer.body).toBe(201);
      },
      member.setup,
    );
  },

  paymentDeclinesCard: () => declinesDrive('card'),
  paymentDeclinesAccount: () => declinesDrive('account'),

  checkoutRejectedIp: () => {
    // Forged provider results (no valid signature) from one address; the provider's own never count.
    const forged = (app: TestApp, ip: string) =>
      app.request({
        method: 'POST',
        url: '/api/v1/checkout/notification',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          decision: 'ACCEPT',
          req_reference_number: 'MP-FORGED',
          signed_field_names: 'decision,req_reference_number,signed_field_names',
          signature: 'AAAA',
        }).toString(),
      });
    const ip = freshIp();
    return {
      routes: [],
      async attempt(app) {
        const answer = await forged(app, ip);
        expect(answer.statusCode).toBe(400);
        return answer;
      },
      full: async (app) => [await forged(app, ip)],
      async recovered(app) {
        expect((await forged(app, ip)).statusCode).toBe(400);
      },
    };
  },

  reservationIp: () => {
    const member = memberAtIp();
    const bodies: Partial<Record<RouteName, Record<string, unknown>>> = {};
    return perIp(
      ['reservationRequested', 'addReservationToProfile', 'sendReservationConfirmation'],
      (app, name, ip) =>
        call(app, name, { ip, token: member.state.token, body: bodies[name] ?? {} }),
      async (app, ip) => {
        await member.refreshToken(app);
        const answer = await call(app, 'reservationRequested', {
          ip,
          token: member.state.token,
          body: bodies.reservationRequested ?? {},
        });
        expect(answer.statusCode, answer.body).toBe(201);
      },
      async () => {
        await member.setup();
        const [hotel] = await first.database.db.select().from(hotels).limit(1);
        const [unit] = await first.database.db
          .select()
          .from(unitTypes)
          .where(eq(unitTypes.hotelId, hotel?.id ?? 0))
          .limit(1);
        bodies.reservationRequested = {
          is_member: true,
          destination: hotel?.id,
          unit_type: unit?.id,
          arriving_date: clubDay(30),
          departing_date: clubDay(33),
          guests: 1,
        };
        bodies.addReservationToProfile = {
          property: hotel?.id,
          confirmation_number: 'NO-SUCH-STAY',
          check_in_date: clubDay(30),
          traveler_last_name: 'Nobody',
        };
        bodies.sendReservationConfirmation = { reservation_number: 'NO-SUCH-STAY' };
      },
    );
  },
  staffSignInIp: () => {
    let email = '';
    return perIp(
      ['staffSignIn'],
      // Unknown addresses: each is one failure of its own address, so only the IP bucket fills.
      // Once full, even the right password is refused.
      (app, _name, ip, i) =>
        call(app, 'staffSignIn', {
          ip,
          body:
            i >= 10_000
              ? { email, password: PASSWORD }
              : { email: `nobody-${ip}-${i}@club.test`, password: 'Wrong#Pass1' },
        }),
      async (app, ip) => {
        const answer = await call(app, 'staffSignIn', { ip, body: { email, password: PASSWORD } });
        expect(answer.statusCode, answer.body).toBe(200);
      },
      async () => {
        email = (await staffAccountWith(false)).email;
      },
    );
  },

  staffSignInFailures: () => {
    const ip = freshIp();
    let email = '';
    const signIn = (app: TestApp, address: string, password = PASSWORD) =>
      call(app, 'staffSignIn', { ip, body: { email: address, password } });
    return {
      routes: ['staffSignIn'],
      async setup() {
        email = (await staffAccountWith(true)).email;
      },
      async attempt(app, i) {
        const answer = await signIn(app, spelled(email, i), 'Wrong#Pass1');
        expect(answer.statusCode).toBe(400);
        expect(answer.json().key).toBe('staff_credentials_invalid');
        return answer;
      },
      // Full: even the right password is not checked.
      full: async (app) => [await signIn(app, email)],
      async recovered(app) {
        const answer = await signIn(app, email);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().data.next).toBe('verify');
      },
    };
  },

  staffSecondFactorIp: () => {
    // Steps that stop before a code is checked (enrolling an enrolled account, verifying one not
    // enrolled, a passkey's challenge for an account with none, a passkey for one not enrolled):
    // only the IP bucket fills, not the wrong-code buckets.
    let enrolled: StaffAccount | undefined;
    const pending: Partial<Record<RouteName, StaffCredentials>> = {};
    // A passkey's assertion in a valid shape (the account has no authenticator app: 409 first).
    const passkeyBody = {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    };
    return perIp(
      ['staffCompleteEnrolment', 'staffVerify', 'staffPasskeyOptions', 'staffPasskeyVerify'],
      async (app, name, ip, i) => {
        const answer = await call(app, name, {
          ip,
          staff: pending[name],
          body: name === 'staffPasskeyVerify' ? passkeyBody : { code: '123456' },
        });
        if (i < 10_000) expect(answer.statusCode, answer.body).toBe(409);
        return answer;
      },
      async (app, ip) => {
        if (enrolled) await staffSignsIn(app, ip, enrolled);
      },
      async () => {
        enrolled = await staffAccountWith(true);
        pending.staffCompleteEnrolment = await staffPending(first, enrolled);
        pending.staffVerify = await staffPending(first, await staffAccountWith(false));
        // An enrolled account without a passkey; one not enrolled (the passkey step needs both).
        pending.staffPasskeyOptions = await staffPending(first, await staffAccountWith(true));
        pending.staffPasskeyVerify = await staffPending(first, await staffAccountWith(false));
      },
    );
  },

  staffCodeFailuresAccount: () => {
    let account: StaffAccount | undefined;
    let pending: StaffCredentials | undefined;
    return {
      routes: ['staffVerify'],
      async setup() {
        account = await staffAccountWith(true);
        pending = await staffPending(first, account);
      },
      // Wrong codes for one account, each from a new address: only the account's bucket fills.
      async attempt(app) {
        if (!account || !pending) throw new Error('no staff account');
        const answer = await staffVerify(app, freshIp(), pending, wrongCode(account));
        expect(answer.statusCode).toBe(400);
        expect(answer.json().key).toBe('staff_code_invalid');
        return answer;
      },
      // Full for the account: the right code is not checked, whatever the address.
      async full(app) {
        if (!account || !pending) throw new Error('no staff account');
        return [await staffVerify(app, freshIp(), pending, codeAt(account.secret))];
      },
      async recovered(app) {
        if (account) await staffSignsIn(app, freshIp(), account);
      },
    };
  },

  staffCodeFailuresIp: () => {
    const ip = freshIp();
    // Wrong codes from one address for five accounts in turn: four each, under an account's five.
    const accounts: { account: StaffAccount; pending: StaffCredentials }[] = [];
    const nth = (i: number) => {
      const entry = accounts[i % accounts.length];
      if (!entry) throw new Error('no staff account');
      return entry;
    };
    return {
      routes: ['staffVerify'],
      async setup() {
        for (let n = 0; n < 5; n++) {
          const account = await staffAccountWith(true);
          accounts.push({ account, pending: await staffPending(first, account) });
        }
      },
      async attempt(app, i) {
        const { account, pending } = nth(i);
        const answer = await staffVerify(app, ip, pending, wrongCode(account));
        expect(answer.statusCode).toBe(400);
        expect(answer.json().key).toBe('staff_code_invalid');
        return answer;
      },
      // Full for the address: the right code of an account with no wrong code is not checked.
      async full(app) {
        const fresh = await staffAccountWith(true);
        const pending = await staffPending(first, fresh);
        return [await staffVerify(app, ip, pending, codeAt(fresh.secret))];
      },
      async recovered(app) {
        await staffSignsIn(app, ip, nth(0).account);
      },
    };
  },

  broadcastCreateIp: () => {
    let staff: StaffCredentials | undefined;
    // A segment nobody of these tests is in (Spanish, blocked contract): nothing is delivered.
    const body = {
      message_type: 'alert',
      subject_en: 'Limits',
      subject_es: 'Límites',
      body_en: 'A test.',
      body_es: 'Una prueba.',
      segment: { language: 'es', contract_status: 'Blocked' },
    };
    return perIp(
      ['createBroadcast'],
      (app, name, ip) => call(app, name, { ip, staff, body }),
      async (app, ip) => {
        // An hour on, the staff session has ended too: a new one.
        staff = await createStaffSession(first, 'supervisor');
        const answer = await call(app, 'createBroadcast', { ip, staff, body });
        expect(answer.statusCode, answer.body).toBe(201);
      },
      async () => {
        staff = await createStaffSession(first, 'supervisor');
      },
    );
  },
  // The club's data (issue 22): API keys of the integration API, per key and per address, and
  // the console's CSV uploads per address.
  integrationKey: () => {
    const secret = `mpk_${randomToken()}`;
    return {
      routes: [],
      async setup() {
        await integrationKeyRow(secret);
      },
      // One key, each call from a new address: only the key's bucket fills.
      attempt: (app, i) => clubUpsert(app, freshIp(), secret, i),
      full: async (app) => [await clubUpsert(app, freshIp(), secret, 99_999)],
      async recovered(app) {
        expect([200, 201]).toContain((await clubUpsert(app, freshIp(), secret, 0)).statusCode);
      },
    };
  },
  integrationIp: () => {
    // Three keys in turn from one address: no key's own bucket fills first.
    const secrets = [1, 2, 3].map(() => `mpk_${randomToken()}`);
    const upserts = [
      'upsertClubMember',
      'upsertClubContract',
      'upsertClubDueItem',
      'upsertClubReservation',
    ] as const;
    return perIp(
      upserts,
      (app, name, ip, i) => clubUpsertOf(app, name, ip, secrets[i % 3] as string, i),
      async (app, ip) => {
        expect([200, 201]).toContain(
          (await clubUpsert(app, ip, secrets[0] as string, 0)).statusCode,
        );
      },
      async () => {
        for (const secret of secrets) await integrationKeyRow(secret);
      },
    );
  },
  importUploadIp: () => {
    let staff: StaffCredentials | undefined;
    const upload = (app: TestApp, ip: string) =>
      app.request({
        method: 'POST',
        url: '/api/staff/imports?entity=members',
        remoteAddress: ip,
        staff,
        headers: { 'content-type': 'text/csv' },
        payload: 'member_id,first_name,last_name,email,resort_name,affiliation\n',
      });
    return perIp(
      ['uploadClubImport'],
      (app, _name, ip) => upload(app, ip),
      async (app, ip) => {
        staff = await createStaffSession(first, 'admin');
        const answer = await upload(app, ip);
        expect(answer.statusCode, answer.body).toBe(201);
      },
      async () => {
        staff = await createStaffSession(first, 'admin');
      },
    );
  },
  staffSetupIp: () => {
    let token = '';
    return perIp(
      ['staffSetupLink', 'staffSetPassword'],
      // Unknown links: refused (404) after they were counted; once full, the real one is refused.
      (app, name, ip, i) =>
        call(app, name, {
          ip,
          params: { token: i >= 10_000 ? token : randomToken() },
          ...(name === 'staffSetPassword' && {
            body: { password: 'Harbour#2027', password_confirmation: 'Harbour#2027' },
          }),
        }),
      async (app, ip) => {
        const answer = await call(app, 'staffSetupLink', { ip, params: { token } });
        expect(answer.statusCode, answer.body).toBe(200);
      },
      async () => {
        const account = await staffAccountWith(false);
        token = randomToken();
        await insertStaffSetupLink(first.database.db, {
          staffId: account.id,
          tokenHash: sha256(token),
        });
      },
    );
  },
};

/** An API key of the integration API with every scope, straight into its table. */
async function integrationKeyRow(secret: string) {
  await first.database.db.insert(integrationKeys).values({
    name: 'Limits',
    keyHash: sha256(secret),
    hint: secret.slice(0, 8),
    scopes: ['members:write', 'contracts:write', 'due_items:write', 'reservations:write'],
  });
}
/** An upsert that writes one small row (a member record, or a row waiting for what it names). */
function clubUpsertOf(app: TestApp, name: RouteName, ip: string, secret: string, i: number) {
  const def = routes[name];
  const bodies: Record<string, { params: Record<string, string | number>; body: object }> = {
    upsertClubMember: {
      params: { member_id: 600_000 + i },
      body: { first_name: 'L', last_name: 'M' },
    },
    upsertClubContract: {
      params: { contract_number: `LIM-${i}` },
      body: {
        member_id: 123_456_789,
        contract_status: 'Active',
        resort: 'R',
        currency: 'USD',
        affiliation: 'V',
        room_type: 'S',
        contract_date: '2024-01-01',
        total_weeks: 1,
      },
    },
    upsertClubDueItem: {
      params: { due_item_id: `LIM-${i}` },
      body: { contract_number: 'LIM-NONE', payment_type: 'monthly', due_date: '2026-01-01' },
    },
    upsertClubReservation: {
      params: { reservation_number: `LIM-${i}` },
      body: {
        reservation_status: 2,
        hotel: 'Nowhere',
        arriving_date: '2026-01-01',
        departing_date: '2026-01-02',
        number_of_adults: 1,
        guest: 'L M',
        lead_last_name: 'M',
        room_type: 'S',
      },
    },
  };
  const input = bodies[name] as { params: Record<string, string | number>; body: object };
  return app.request({
    method: def.method,
    url: buildPath(def.path, input.params),
    remoteAddress: ip,
    headers: { authorization: `Bearer ${secret}` },
    payload: input.body,
  });
}
const clubUpsert = (app: TestApp, ip: string, secret: string, i: number) =>
  clubUpsertOf(app, 'upsertClubMember', ip, secret, i % 50);

/** The window is over: in memory the limiter's clock moves past it; in Redis its keys expire. */
async function endWindow(name: LimitName, seconds: number) {
  if (redis) {
    const keys = await redis.keys(`${limitPrefix}:${name}:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) await redis.pexpire(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return;
  }
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (seconds + 1) * 1000);
}

function expectTooMany(reply: Reply, duration: number, startedAt: number) {
  expect(reply.statusCode, reply.body).toBe(429);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  // The bucket's own window, less what has passed since its first request.
  const elapsed = Math.ceil((Date.now() - startedAt) / 1000);
  expect(retryAfter).toBeLessThanOrEqual(duration);
  expect(retryAfter).toBeGreaterThanOrEqual(duration - elapsed - 1);
  expect(reply.json()).toEqual({
    message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    key: 'too_many_attempts',
  });
}

describe('every rate-limit bucket', () => {
  it('has a drive for each bucket rate-limit.ts defines, and every rate-limited route is driven', () => {
    const defined = DEFINED.map((bucket) => bucket.name).sort();
    console.log(`rate-limit.ts defines ${defined.length} buckets: ${defined.join(', ')}`);
    expect(defined.length).toBeGreaterThan(10);
    expect(Object.keys(DRIVES).sort()).toEqual(defined);
    // RATE_LIMIT_SCALE multiplies the points of every bucket and leaves its window alone.
    const scaled = createRateLimits({ secret: 'probe'.repeat(8), prefix: 'scaled', scale: 3 });
    void scaled.close();
    const byName = new Map(
      built
        .filter((limiter) => limiter.keyPrefix.startsWith('scaled:'))
        .map((limiter) => [limiter.keyPrefix.slice('scaled:'.length), limiter]),
    );
    for (const bucket of DEFINED) {
      expect(byName.get(bucket.name)).toMatchObject({
        points: bucket.points * 3,
        duration: bucket.duration,
      });
    }
    const limited = (Object.keys(routes) as RouteName[]).filter(
      (name) => 'rateLimited' in routes[name] && routes[name].rateLimited,
    );
    const driven = new Set(Object.values(DRIVES).flatMap((drive) => drive().routes));
    expect([...limited].sort()).toEqual([...driven].sort());
  });

  it.each(DEFINED)(
    '$name: $points requests, then 429 with Retry-After, open again after $duration s',
    async ({ name, points, duration }) => {
      const drive = DRIVES[name]();
      await drive.setup?.();
      const startedAt = Date.now();
      // With Redis the requests alternate between the two instances: one count for both.
      for (let i = 0; i < points; i++) {
        const app = instances[i % instances.length] as TestApp;
        const answer = await drive.attempt(app, i);
        expect(answer.statusCode, `${name} request ${i + 1}: ${answer.body}`).not.toBe(429);
        expect(answer.statusCode).toBeLessThan(500);
      }
      let refused = 0;
      for (const app of instances) {
        const replies = await drive.full(app);
        if (!drive.silent) expect(replies.length).toBeGreaterThan(0);
        for (const reply of replies) expectTooMany(reply, duration, startedAt);
        refused += replies.length;
      }
      const retryAfter = refused > 0 ? 'with Retry-After' : '(silently: nothing sent)';
      console.log(
        `${name}: ${points} counted on ${instances.length} instance(s), then ${refused} refused ${retryAfter}; window ${duration} s`,
      );
      await endWindow(name, duration);
      try {
        await drive.recovered(instances[instances.length - 1] as TestApp);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
