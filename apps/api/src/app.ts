import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { languageFromHeaders } from '@mp/contract/rules/language';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accessRoutes } from './modules/access/access-routes.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail-routes.ts';
import { MAILBOX_CSS } from './modules/dev-mail/mailbox-page.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { referenceRoutes } from './modules/reference/reference-routes.ts';
import { testSupportRoutes } from './modules/test-support/test-support-routes.ts';
import { AppError } from './platform/app-error.ts';
import { createCaptcha } from './platform/captcha.ts';
import { createAuthenticate } from './platform/http/authenticate.ts';
import type { RouteHooks } from './platform/http/register-route.ts';
import { translate } from './platform/i18n.ts';
import { createRateLimits, type LimitName, type RateLimits } from './platform/rate-limit.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  limits?: RateLimits;
  kickMail?: () => void;
  /** false: silent (tests); a stream: JSON lines go there (tests that read the logs). */
  logger?: false | { stream: NodeJS.WritableStream };
}

/** Where the built SPA is: apps/web/dist, the same two levels up from src/ and from dist/. */
function webDistFolder(config: Config): string | undefined {
  const folder =
    config.webDist ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(join(folder, 'index.html')) ? folder : undefined;
}

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);
function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code && DATABASE_DOWN_CODES.has(e.code)) return true;
  if (e.message?.includes('timeout exceeded when trying to connect')) return true;
  return e.cause ? isDatabaseDown(e.cause) : false;
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const limits =
    options.limits ?? createRateLimits({ redisUrl: config.redisUrl, scale: config.rateLimitScale });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    captcha: createCaptcha(config.captcha, config.secret, database.db),
    limits,
    kickMail: options.kickMail ?? (() => {}),
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

  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeaders(request.headers);
    request.member = undefined;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof AppError) {
      const errors = error.options.fields
        ? Object.fromEntries(
            Object.entries(error.options.fields).map(([field, keys]) => [
              field,
              keys.map((k) => translate(lang, k, error.options.params)),
            ]),
          )
        : undefined;
      return reply
        .status(error.status)
        .headers(error.options.headers ?? {})
        .send({
          message: translate(lang, error.key, error.options.params),
          key: error.key,
          ...(errors && { errors }),
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const text = translate(lang, issue.message ?? 'invalid');
        errors[field] = [...new Set([...(errors[field] ?? []), text])];
      }
      return reply
        .status(400)
        .send({ message: translate(lang, 'validation_failed'), key: 'validation_failed', errors });
    }
    if (isDatabaseDown(error)) {
      request.log.error(
        { err: { message: error.message, code: error.code } },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: translate(lang, 'service_unavailable'), key: 'service_unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      return reply.status(status).send({
        message: translate(lang, status === 404 ? 'not_found' : 'validation_failed'),
        key: status === 404 ? 'not_found' : 'validation_failed',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: translate(lang, 'error_generic'),
      key: 'error_generic',
      request_id: request.id,
    });
  });

  const hooks: RouteHooks = {
    authenticate: createAuthenticate(ctx.db),
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
    return reply
      .status(404)
      .send({ message: translate(request.lang ?? 'en', 'not_found'), key: 'not_found' });
  });

  app.addHook('onClose', async () => {
    await limits.close();
  });
  return app;
}
