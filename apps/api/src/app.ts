import { createReadStream, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { findMemberByAccessToken } from './modules/access/accounts-repository.ts';
import { touchIntegrationKey } from './modules/clubdata/clubdata-keys.ts';
import { MODULES } from './modules/index.ts';
import { touchStaffSession } from './modules/staff/staff-sessions-repository.ts';
import { type BackgroundTasks, createBackgroundTasks } from './platform/background.ts';
import { createCaptcha } from './platform/captcha.ts';
import { createContentCache } from './platform/content-cache.ts';
import { createAuthenticate } from './platform/http/authenticate.ts';
import { createAuthorize } from './platform/http/caller.ts';
import { handleClientError, handleFrameworkError, serializeError } from './platform/http/errors.ts';
import {
  compression,
  errorHandling,
  isSpaPage,
  requestLanguage,
  securityHeaders,
  staticSpa,
} from './platform/http/plugins.ts';
import { prerenderedPages } from './platform/http/prerendered-pages.ts';
import type { RouteHooks } from './platform/http/register-route.ts';
import { createSerializerCompiler } from './platform/http/serializer.ts';
import { type AnyJobDef, createJobRunner, type JobRunner } from './platform/jobs/jobs.ts';
import { type MailTransport, mailTransport, sendEmail } from './platform/mail/outbox.ts';
import { createCyberSourceProvider } from './platform/payments/cybersource.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import { createPdfRenderer, type PdfRenderer } from './platform/pdf-threads.ts';
import { createRateLimits, type RateLimits, ROUTE_BUCKETS } from './platform/rate-limit.ts';
import { createSandboxProvider, SANDBOX_CHECKOUT_PATH } from './sandbox/sandbox-provider.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  limits?: RateLimits;
  /** Run the job workers (server.ts); tests run jobs with `t.drainJobs()` instead. */
  startJobs?: boolean;
  /** Tests: a mail transport that fails or records, in place of MAIL_TRANSPORT's. */
  mail?: MailTransport;
  /** Tests: a card provider that stalls or fails, in place of the configured one. */
  payments?: PaymentProvider | null;
  /** Tests pass one that holds its tasks until released. */
  background?: BackgroundTasks;
  /** The PDF threads (tests share theirs with the services they call directly); closed with the app. */
  pdf?: PdfRenderer;
  /** false: silent (tests); a stream: JSON lines go there (tests that read the logs). */
  logger?: false | { stream: NodeJS.WritableStream };
}

/** Where the built SPA is: apps/web/dist, the same two levels up from src/ and from dist/. */
function webDistFolder(config: Config): string | undefined {
  const folder =
    config.webDist ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(join(folder, 'index.html')) ? folder : undefined;
}

/** Every job of the portal: the platform's own (e-mail) and each module's. */
export const PORTAL_JOBS: readonly AnyJobDef[] = [
  sendEmail,
  ...MODULES.flatMap((module) => module.jobs ?? []),
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's runner: server.ts starts it, tests drain it (`t.drainJobs()`). */
    jobs: JobRunner;
  }
}

/** Builds the whole app without listening, so tests inject() into exactly what runs. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  /** Set once the web app's folder is known (staticSpa): a bad page URL then gets the app. */
  let spaPage: ((url: string) => string) | null = null;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logger && { stream: options.logger.stream }),
            // No token, password or personal data in logs (SECURITY.md "Operations").
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.email'],
              remove: true,
            },
            serializers: {
              err: serializeError,
              // The route pattern only: paths may carry reset tokens and query strings signatures.
              req: (req) => ({
                id: req.id,
                method: req.method,
                route: req.routeOptions?.url ?? 'unmatched',
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
    // The router's request type is generic over the server; ours is plain HTTP/1.1.
    frameworkErrors: (error, request, reply) => {
      // A web app address the router cannot read (a hand-edited /fail-payment/… link): the app
      // shows it, as it shows any page, rather than a bare JSON error.
      if (error.code === 'FST_ERR_BAD_URL' && spaPage && isSpaPage(request.method, request.url)) {
        return (reply as FastifyReply)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(createReadStream(spaPage(request.url)));
      }
      return handleFrameworkError(error, request.headers, reply as FastifyReply);
    },
    clientErrorHandler: handleClientError,
  });
  // The spec's client sends `Content-Type: application/json` on every request, body or not:
  // an empty body is no body, so body-less calls (logout, verify, mark-as-read) work for it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler(config.responseCheck));

  const limits =
    options.limits ??
    createRateLimits({
      secret: config.secret,
      redisUrl: config.redisUrl,
      scale: config.rateLimitScale,
    });
  const jobs = createJobRunner({
    database,
    jobs: PORTAL_JOBS,
    ctx: () => ctx,
    onError: (error, detail) => app.log.error({ err: error, ...detail }, 'job queue error'),
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    captcha: createCaptcha(config.captcha, config.secret, database.db),
    payments:
      options.payments !== undefined
        ? options.payments
        : config.payments.provider === 'sandbox'
          ? createSandboxProvider(database.db, {
              account: config.payments.sandbox.account,
              checkoutUrl: `${config.publicUrl}${SANDBOX_CHECKOUT_PATH}`,
              faults: config.payments.sandbox.faults,
            })
          : config.payments.cybersource
            ? createCyberSourceProvider(config.payments.cybersource)
            : null,
    limits,
    kickMail: () => jobs.kick(),
    jobs,
    mail: options.mail ?? mailTransport(config),
    content: createContentCache(config.contentCacheMs),
    pdf: options.pdf ?? createPdfRenderer(config.pdfThreads),
    background:
      options.background ??
      createBackgroundTasks((name, error) =>
        app.log.error({ err: error, task: name }, 'background task failed'),
      ),
  };

  // The platform's layers, in this order (platform/http/plugins.ts), then the modules.
  // The staff session's cookie (issue 21); members' calls carry a bearer token instead.
  await app.register(cookie);
  securityHeaders(app, config);
  await compression(app);
  requestLanguage(app);
  errorHandling(app);

  const hooks: RouteHooks = {
    authorize: createAuthorize({
      member: createAuthenticate((hash) => findMemberByAccessToken(ctx.db, hash)),
      staff: (hash) => touchStaffSession(ctx.db, hash, new Date()),
      integration: (hash) => touchIntegrationKey(ctx.db, hash, new Date()),
      secret: config.secret,
    }),
    rateLimit: (bucket) => {
      const count = ROUTE_BUCKETS[bucket];
      return async (request) => {
        await limits.hit(count.ip, request.ip);
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (count.email && typeof email === 'string') await limits.hit(count.email, email);
      };
    },
  };

  await app.register(async (api) => {
    for (const module of MODULES) {
      if (module.isEnabled?.(config) ?? true) module.register(api, hooks, ctx);
    }
  });
  spaPage = await staticSpa(app, webDistFolder(config));
  if (spaPage) prerenderedPages(app, webDistFolder(config));

  app.decorate('jobs', jobs);
  // The workers start with the server; a database that is down then does not stop the server
  // (it answers 503 until the database is back, SECURITY.md): the queue tries again every 5 s.
  let jobsRetry: NodeJS.Timeout | undefined;
  const startJobs = async (): Promise<void> => {
    try {
      await jobs.start();
    } catch (error) {
      app.log.error({ err: error }, 'job queue did not start; trying again in 5 s');
      jobsRetry = setTimeout(startJobs, 5_000);
      jobsRetry.unref();
    }
  };
  if (options.startJobs) app.addHook('onReady', startJobs);

  app.addHook('onClose', async () => {
    clearTimeout(jobsRetry);
    // Running jobs finish (and are recorded) before the database goes.
    await jobs.stop();
    await ctx.background.idle();
    await ctx.pdf.close();
    await limits.close();
  });
  return app;
}
