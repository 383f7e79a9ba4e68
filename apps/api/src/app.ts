import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { languageFromHeaders } from '@mp/contract/rules/language';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accessRoutes } from './modules/access/access-routes.ts';
import { findMemberByAccessToken } from './modules/access/accounts-repository.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail-routes.ts';
import { MAILBOX_CSS } from './modules/dev-mail/mailbox-page.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { referenceRoutes } from './modules/reference/reference-routes.ts';
import { testSupportRoutes } from './modules/test-support/test-support-routes.ts';
import { type BackgroundTasks, createBackgroundTasks } from './platform/background.ts';
import { createCaptcha } from './platform/captcha.ts';
import { createAuthenticate } from './platform/http/authenticate.ts';
import {
  errorBody,
  handleClientError,
  handleError,
  handleFrameworkError,
  serializeError,
} from './platform/http/errors.ts';
import type { RouteHooks } from './platform/http/register-route.ts';
import { createRateLimits, type LimitName, type RateLimits } from './platform/rate-limit.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  limits?: RateLimits;
  kickMail?: () => void;
  /** Tests pass one that holds its tasks until released. */
  background?: BackgroundTasks;
  /** false: silent (tests); a stream: JSON lines go there (tests that read the logs). */
  logger?: false | { stream: NodeJS.WritableStream };
}

/** Where the built SPA is: apps/web/dist, the same two levels up from src/ and from dist/. */
function webDistFolder(config: Config): string | undefined {
  const folder =
    config.webDist ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(join(folder, 'index.html')) ? folder : undefined;
}

/** Builds the whole app without listening, so tests inject() into exactly what runs. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
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
    frameworkErrors: (error, request, reply) =>
      handleFrameworkError(error, request.headers, reply as FastifyReply),
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
  app.setSerializerCompiler(serializerCompiler);

  const limits =
    options.limits ??
    createRateLimits({
      secret: config.secret,
      redisUrl: config.redisUrl,
      scale: config.rateLimitScale,
    });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    captcha: createCaptcha(config.captcha, config.secret, database.db),
    limits,
    kickMail: options.kickMail ?? (() => {}),
    background:
      options.background ??
      createBackgroundTasks((name, error) =>
        app.log.error({ err: error, task: name }, 'background task failed'),
      ),
  };

  const captchaSources =
    config.captcha.provider === 'recaptcha'
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaSources],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...captchaSources],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // API JSON over 1 KiB is compressed; built assets are sent pre-compressed (scripts/precompress.mjs).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.addHook('onRequest', async (request, reply) => {
    request.lang = languageFromHeaders(request.headers);
    request.member = undefined;
    // Tokens and member data must never sit in a cache (RFC 6749 section 5.1); no API answer
    // is meant to be cached, so the rule is the default of the whole API.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler(handleError);

  const hooks: RouteHooks = {
    authenticate: createAuthenticate((hash) => findMemberByAccessToken(ctx.db, hash)),
    rateLimit: (bucket) => async (request) => {
      await limits.hit(`${bucket}Ip` as LimitName, request.ip);
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email === 'string' && (bucket === 'forgot' || bucket === 'resend')) {
        await limits.hit(`${bucket}Email` as LimitName, email);
      }
    },
  };

  healthRoutes(app, ctx);
  await app.register(async (api) => {
    accessRoutes(api, hooks, ctx);
    profileRoutes(api, hooks, ctx);
    referenceRoutes(api, hooks, ctx);
    if (config.devMailbox) devMailRoutes(api, ctx);
    if (config.isTest) testSupportRoutes(api, ctx);
  });
  if (config.devMailbox) {
    app.get('/dev/mailbox.css', async (_request, reply) =>
      reply.type('text/css').send(MAILBOX_CSS),
    );
  }

  const webDist = webDistFolder(config);
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours below; the plugin's own `public, max-age=0` would otherwise overwrite it.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed build assets never change; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (request.method === 'GET' && !isApi && webDist) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(request.lang ?? 'en', 'not_found'));
  });

  app.addHook('onClose', async () => {
    await ctx.background.idle();
    await limits.close();
  });
  return app;
}
