import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { CAPTCHA_PROVIDERS } from '@mp/contract/access/schemas';
import { z } from 'zod';
import type { CyberSourceRestAuth } from './platform/payments/cybersource.ts';
import { readJwtPrivateKey } from './platform/payments/cybersource-jwt.ts';

/**
 * Every setting of the server, parsed once from the environment (CONVENTIONS rule 7:
 * process.env is read nowhere else). Documented in .env.example and docs/operations.md.
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The sandbox's development secret: public on purpose, so production refuses it. */
const SANDBOX_DEV_SECRET = 'sandbox-secret-key-for-development-only';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * Success bodies re-encoded by the contract and compared (`checked`) or written as built
     * (`plain`): platform/http/serializer.ts. Production writes plain, the rest checks.
     */
    RESPONSE_CHECK: z.enum(['checked', 'plain']).optional(),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Processes serving requests (node:cluster): a number, or `auto` for one per core. Above 1
     * needs PostgreSQL: PGlite is one process's embedded database.
     */
    WEB_CONCURRENCY: z
      .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
      .default(1)
      .transform((v) => (v === 'auto' ? availableParallelism() : v)),
    /**
     * Worker threads drawing the PDFs (receipts, invoices, credit notes) off the event loop
     * (platform/pdf-threads.ts); 0 draws them in the process.
     */
    PDF_THREADS: z.coerce.number().int().min(0).max(16).default(1),
    /** A database that does not let us in within this is down: 503 at once, not a long wait. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
    /** A statement running longer is cancelled by PostgreSQL (503); the portal's take milliseconds. */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    PUBLIC_URL: z.url().optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
    ALLOW_INSECURE_CAPTCHA: flag.default(false),
    /** Proof-of-work difficulty: the solver tries on average half of this many hashes. */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Member Passport <no-reply@memberpassport.example>'),
    /** The club's Accounting address: money to refund and other payment alerts go there. */
    CLUB_PAYMENTS_EMAIL: z.email().default('accounting@memberpassport.example'),
    DEV_MAILBOX: flag.optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Spec §1: on only when exactly 'true'. Default: on outside production (the demo pays). */
    PAYMENTS_ENABLED: z.string().optional(),
    /**
     * How often each instance asks the provider about payments still waiting for its word
     * (review, unknown outcome, lost result); 0 turns the sweep off (the API tests run it by hand).
     */
    PAYMENT_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /** The card provider (PAYMENTS.md): the sandbox outside production, none by default in it. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'cybersource', 'none']).optional(),
    /** The sandbox provider's merchant credentials (public development defaults). */
    SANDBOX_ACCESS_KEY: z.string().min(8).default('sbx_access_development'),
    SANDBOX_PROFILE_ID: z.string().min(4).default('SBX-PROFILE-DEV'),
    SANDBOX_SECRET_KEY: z.string().min(16).default(SANDBOX_DEV_SECRET),
    /**
     * The sandbox approves test cards without moving money: production refuses it unless this is
     * set (a staging copy that must look like production), and never runs it on the public secret.
     */
    SANDBOX_IN_PRODUCTION: flag.default(false),
    /** The sandbox's server-to-server result: posted (after the delay) or dropped (tests). */
    SANDBOX_NOTIFICATION: z.enum(['post', 'drop']).default('post'),
    SANDBOX_NOTIFICATION_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /**
     * Test runs only: the sandbox's token charge does not answer (the portal sees `unknown`), after
     * making the charge (`charged_no_answer`) or without making it (`not_charged_no_answer`).
     */
    SANDBOX_CHARGE_FAULT: z
      .enum(['none', 'charged_no_answer', 'not_charged_no_answer'])
      .default('none'),
    /** Test runs only: the sandbox's charge look-up (findCharge) does not answer. */
    SANDBOX_LOOKUP_FAULT: z.enum(['none', 'no_answer']).default('none'),
    CYBERSOURCE_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
    CYBERSOURCE_MERCHANT_ID: z.string().optional(),
    CYBERSOURCE_ACCESS_KEY: z.string().optional(),
    CYBERSOURCE_PROFILE_ID: z.string().optional(),
    CYBERSOURCE_SECRET_KEY: z.string().optional(),
    /** Other affiliations' hosted-checkout profiles: {"AFFILIATION":{"access_key","profile_id","secret_key"}}. */
    CYBERSOURCE_ACCOUNTS: z.string().optional(),
    /**
     * How REST calls (saved-card charges of TMS customer tokens, charge look-ups) are signed:
     * HTTP Signature with the shared-secret key, or JWT with the P12 certificate's private key.
     */
    CYBERSOURCE_AUTH: z.enum(['http_signature', 'jwt']).default('http_signature'),
    /** http_signature: the shared-secret key's id and its secret (base64, as the business centre gives it). */
    CYBERSOURCE_REST_KEY_ID: z.string().optional(),
    CYBERSOURCE_REST_SECRET: z.string().optional(),
    /** jwt: the P12's RSA private key (PEM, or the PEM in base64) and its key id (the certificate's serialNumber). */
    CYBERSOURCE_JWT_PRIVATE_KEY: z.string().optional(),
    CYBERSOURCE_JWT_KEY_ID: z.string().optional(),
    /** The fraud screen's organisation id: without it only the fingerprint id is made and sent. */
    DEVICE_FINGERPRINT_ORG_ID: z.string().optional(),
    TRUST_PROXY: z.string().default('false'),
    SEED_DEMO: flag.default(true),
    /** How long the club's content (FAQs, hotels, highlights) is kept before it is read again. */
    CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
    /** Test runs only: multiply every rate limit (one browser IP runs many journeys). */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'none' && env.NODE_ENV !== 'test' && !env.ALLOW_INSECURE_CAPTCHA) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message:
          "'none' turns bot protection off: allowed only with NODE_ENV=test or ALLOW_INSECURE_CAPTCHA=1",
      });
    }
    if (
      env.CAPTCHA_PROVIDER === 'recaptcha' &&
      !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
      });
    }
    if (env.RATE_LIMIT_SCALE !== 1 && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_SCALE'],
        message: 'allowed only with NODE_ENV=test',
      });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: `${env.WEB_CONCURRENCY} processes need PostgreSQL (set DATABASE_URL): the embedded database (PGlite, DATA_DIR) lives inside one process and cannot be shared; use WEB_CONCURRENCY=1 with it`,
      });
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'required when MAIL_TRANSPORT=smtp',
      });
    }
    const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
    // Issue 19 #7: the sandbox approves test cards, and its default secret is printed in the
    // source, so anyone could sign a result with it.
    if (env.NODE_ENV === 'production' && provider === 'sandbox') {
      if (!env.SANDBOX_IN_PRODUCTION) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message:
            'the sandbox approves test cards without charging anyone: refused in production (set PAYMENT_PROVIDER=cybersource, or SANDBOX_IN_PRODUCTION=true for a staging copy)',
        });
      }
      if (env.SANDBOX_SECRET_KEY === SANDBOX_DEV_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['SANDBOX_SECRET_KEY'],
          message:
            'the development default is public (anyone can sign a result with it): set a secret of your own in production',
        });
      }
    }
    for (const key of ['SANDBOX_CHARGE_FAULT', 'SANDBOX_LOOKUP_FAULT'] as const) {
      if (env[key] !== 'none' && env.NODE_ENV !== 'test') {
        ctx.addIssue({ code: 'custom', path: [key], message: 'allowed only with NODE_ENV=test' });
      }
    }
    if (env.PAYMENTS_ENABLED === 'true' && provider === 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'PAYMENTS_ENABLED=true needs a PAYMENT_PROVIDER',
      });
    }
    if (env.PAYMENT_PROVIDER === 'cybersource') {
      for (const key of [
        'CYBERSOURCE_MERCHANT_ID',
        'CYBERSOURCE_ACCESS_KEY',
        'CYBERSOURCE_PROFILE_ID',
        'CYBERSOURCE_SECRET_KEY',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required by cybersource' });
      }
      // Saved cards are charged through REST as TMS customer tokens (what Secure Acceptance's
      // create_payment_token makes on a profile using Token Management Service): no other token.
      const restKeys =
        env.CYBERSOURCE_AUTH === 'jwt'
          ? (['CYBERSOURCE_JWT_PRIVATE_KEY', 'CYBERSOURCE_JWT_KEY_ID'] as const)
          : (['CYBERSOURCE_REST_KEY_ID', 'CYBERSOURCE_REST_SECRET'] as const);
      for (const key of restKeys) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `required by cybersource with CYBERSOURCE_AUTH=${env.CYBERSOURCE_AUTH} (charging saved cards: TMS customer tokens)`,
          });
      }
      if (env.CYBERSOURCE_AUTH === 'jwt' && env.CYBERSOURCE_JWT_PRIVATE_KEY) {
        if (!readJwtPrivateKey(env.CYBERSOURCE_JWT_PRIVATE_KEY)) {
          ctx.addIssue({
            code: 'custom',
            path: ['CYBERSOURCE_JWT_PRIVATE_KEY'],
            message: 'must be an unencrypted RSA private key in PEM, or that PEM in base64',
          });
        }
      }
      if (
        env.CYBERSOURCE_AUTH === 'http_signature' &&
        env.CYBERSOURCE_REST_SECRET &&
        !isBase64(env.CYBERSOURCE_REST_SECRET)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['CYBERSOURCE_REST_SECRET'],
          message: 'must be the shared secret in base64, as the business centre gives it',
        });
      }
      if (
        env.CYBERSOURCE_ACCOUNTS &&
        !accountsSchema.safeParse(parseJson(env.CYBERSOURCE_ACCOUNTS)).success
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['CYBERSOURCE_ACCOUNTS'],
          message: 'must be JSON: {"AFFILIATION":{"access_key","profile_id","secret_key"}}',
        });
      }
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['APP_SECRET', 'PUBLIC_URL'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
      }
    }
  });

const accountsSchema = z.record(
  z.string(),
  z.object({ access_key: z.string(), profile_id: z.string(), secret_key: z.string() }),
);
/** The business centre's shared secrets are standard base64 (with padding). */
function isBase64(text: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 === 0;
}
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function paymentsConfig(e: z.output<typeof envSchema>) {
  const isProduction = e.NODE_ENV === 'production';
  const provider = e.PAYMENT_PROVIDER ?? (isProduction ? 'none' : 'sandbox');
  // Spec: payments are on only when the flag is exactly the string 'true'.
  const enabled =
    (e.PAYMENTS_ENABLED ?? (isProduction ? 'false' : 'true')) === 'true' && provider !== 'none';
  const accounts = e.CYBERSOURCE_ACCOUNTS
    ? accountsSchema.parse(parseJson(e.CYBERSOURCE_ACCOUNTS))
    : {};
  return {
    enabled,
    provider,
    sandbox: {
      account: {
        accessKey: e.SANDBOX_ACCESS_KEY,
        profileId: e.SANDBOX_PROFILE_ID,
        secretKey: e.SANDBOX_SECRET_KEY,
      },
      notification: e.SANDBOX_NOTIFICATION,
      notificationDelayMs: e.SANDBOX_NOTIFICATION_DELAY_MS,
      /** Test runs only (see SANDBOX_CHARGE_FAULT): a token charge, or a look-up, that never answers. */
      faults: { charge: e.SANDBOX_CHARGE_FAULT, lookup: e.SANDBOX_LOOKUP_FAULT },
    },
    cybersource:
      provider === 'cybersource'
        ? {
            environment: e.CYBERSOURCE_ENVIRONMENT,
            merchantId: e.CYBERSOURCE_MERCHANT_ID ?? '',
            account: {
              accessKey: e.CYBERSOURCE_ACCESS_KEY ?? '',
              profileId: e.CYBERSOURCE_PROFILE_ID ?? '',
              secretKey: e.CYBERSOURCE_SECRET_KEY ?? '',
            },
            byAffiliation: Object.fromEntries(
              Object.entries(accounts).map(([affiliation, a]) => [
                affiliation,
                { accessKey: a.access_key, profileId: a.profile_id, secretKey: a.secret_key },
              ]),
            ),
            rest: cyberSourceRestAuth(e),
          }
        : null,
    /** PAYMENTS.md "Device fingerprint": the vendor tag loads only with an organisation id. */
    fingerprint: {
      orgId: e.DEVICE_FINGERPRINT_ORG_ID ?? null,
      merchantId: provider === 'cybersource' ? (e.CYBERSOURCE_MERCHANT_ID ?? '') : 'sandbox',
    },
  };
}

/** The REST signing credentials of the chosen CYBERSOURCE_AUTH (present: checked above). */
function cyberSourceRestAuth(e: z.output<typeof envSchema>): CyberSourceRestAuth {
  if (e.CYBERSOURCE_AUTH === 'jwt') {
    const privateKey = readJwtPrivateKey(e.CYBERSOURCE_JWT_PRIVATE_KEY ?? '');
    if (!privateKey) throw new ConfigError('CYBERSOURCE_JWT_PRIVATE_KEY: not an RSA private key');
    return { kind: 'jwt', keyId: e.CYBERSOURCE_JWT_KEY_ID ?? '', privateKey };
  }
  return {
    kind: 'http_signature',
    keyId: e.CYBERSOURCE_REST_KEY_ID ?? '',
    secret: e.CYBERSOURCE_REST_SECRET ?? '',
  };
}

/** The development secret is public on purpose: production refuses to start without its own. */
const DEV_SECRET = 'member-passport-development-secret-not-for-production';

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    responseCheck: e.RESPONSE_CHECK ?? (e.NODE_ENV === 'production' ? 'plain' : 'checked'),
    port: e.PORT,
    host: e.HOST,
    /** Processes serving requests (server.ts forks them with node:cluster when above 1). */
    workers: e.WEB_CONCURRENCY,
    pdfThreads: e.PDF_THREADS,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? ({
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          timeouts: {
            connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
            queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
          },
        } as const)
      : ({ kind: 'pglite', dataDir: resolve(e.DATA_DIR) } as const),
    publicUrl,
    secret: e.APP_SECRET ?? DEV_SECRET,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY,
    },
    mail: {
      transport: e.MAIL_TRANSPORT,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      clubAddress: e.CLUB_PAYMENTS_EMAIL,
    },
    devMailbox: e.DEV_MAILBOX ?? e.NODE_ENV !== 'production',
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    contentCacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    /** Test-support routes (creating club member records) exist only in test runs. */
    isTest: e.NODE_ENV === 'test',
    payments: paymentsConfig(e),
    paymentSettleMs: (e.PAYMENT_SETTLE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
  };
}

/**
 * 'false' (default: X-Forwarded-For is ignored, so a forged one cannot reset a rate limit),
 * 'true' (every hop: only behind a proxy you own), a hop count, or proxy addresses/CIDRs.
 */
function parseTrustProxy(
  value: string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export class ConfigError extends Error {}

export type Config = ReturnType<typeof loadConfig>;
