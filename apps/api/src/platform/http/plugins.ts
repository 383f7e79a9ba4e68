import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { languageFromHeaders } from '@mp/contract/rules/language';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config.ts';
import { errorBody, handleError } from './errors.ts';

/**
 * The platform's HTTP layers, each one function, registered by app.ts in this file's order:
 * security headers, compression, request language, error handler, then (after the modules) the
 * static SPA and the not-found answer.
 */

/** The device-fingerprint vendor's tag host (PAYMENTS.md "Device fingerprint"). */
export const FINGERPRINT_HOST = 'https://h.online-metrix.net';

/**
 * The security headers, worked out once by helmet's own middleware (it writes them on a stand-in
 * response) and sent as they are on every response: they depend on the configuration only, and
 * helmet per request rebuilt the CSP text each time (4% of a profile call, issue 23).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet is written for Node's request and response; it reads nothing of the request and only
  // sets and removes headers on the response.
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** CSP, HSTS in production, referrer policy (SECURITY.md "Headers"). */
export function securityHeaders(app: FastifyInstance, config: Config) {
  const captchaSources =
    config.captcha.provider === 'recaptcha'
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [];
  // The card provider's hosted checkout receives the browser's form post; the fraud screen's tag
  // (only with an organisation id) loads a script, a frame and images from its own host.
  const checkoutOrigins =
    config.payments.cybersource?.environment === 'live'
      ? ['https://secureacceptance.cybersource.com']
      : config.payments.cybersource
        ? ['https://testsecureacceptance.cybersource.com']
        : [];
  const fingerprintSources = config.payments.fingerprint.orgId ? [FINGERPRINT_HOST] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaSources, ...fingerprintSources],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...fingerprintSources],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...captchaSources, ...fingerprintSources],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...checkoutOrigins],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Answers below it go as they are: compressing saves too little. */
const COMPRESS_THRESHOLD = 1024;
/** Answers up to it are compressed at once on the main thread; larger ones in zlib's threads. */
const COMPRESS_AT_ONCE_LIMIT = 64 * 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * API JSON over 1 KiB is compressed; built assets are sent pre-compressed (scripts/precompress.mjs).
 *
 * A JSON answer (the serialised text, up to 64 KiB: every member and staff read) is compressed in
 * one synchronous call, brotli at @fastify/compress's own quality: 36 µs of CPU for 3.5 KB. Through
 * @fastify/compress's streams the same answer cost 170 µs and 1.1 ms more to arrive (p50, one
 * client; issue 23, docs/performance.md "Answers compressed at once"). @fastify/compress keeps
 * every other body: streams, and answers too large for one call on the main thread.
 */
export async function compression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) {
      return done(null, payload);
    }
    // The cheap checks first: most answers are small, and those go as they are.
    const length = Buffer.byteLength(payload);
    if (
      length < COMPRESS_THRESHOLD ||
      length > COMPRESS_AT_ONCE_LIMIT ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      request.headers['x-no-compression'] !== undefined
    ) {
      return done(null, payload);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_QUALITY]: 4,
              [zlib.BROTLI_PARAM_SIZE_HINT]: length,
            },
          })
        : gzipSync(payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    done(null, body);
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ENCODINGS,
  });
}

/** The encoding to answer in, as @fastify/compress negotiates it (`*` and x-gzip are gzip). */
function acceptedEncoding(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const wanted = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(wanted, ENCODINGS) ?? undefined;
}

/** Every request knows its language (X-Language, then Accept-Language); no API answer is cached. */
export function requestLanguage(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    request.lang = languageFromHeaders(request.headers);
    request.member = undefined;
    // Tokens and member data must never sit in a cache (RFC 6749 section 5.1); no API answer
    // is meant to be cached, so the rule is the default of the whole API.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

/** Every failure leaves in the one error shape, in the request language. */
export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/** The built web app, and the not-found answer: the SPA for pages, the error shape for the API. */
/**
 * Serves the web app; answers which page file a web address gets (the console's for /staff…,
 * else the member app's), or null without a built app.
 */
export async function staticSpa(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<((url: string) => string) | null> {
  const hasSpa = Boolean(webDist && existsSync(join(webDist, 'index.html')));
  if (webDist && hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours below; the plugin's own `public, max-age=0` would otherwise overwrite it.
      cacheControl: false,
      setHeaders: (res, path) => {
        // The precompressed copy (.br, .gz) is picked by Accept-Encoding: a shared cache must not
        // serve one encoding to a browser that asked for another (the plugin adds no Vary).
        res.setHeader('vary', 'accept-encoding');
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
  const hasConsole = Boolean(webDist && existsSync(join(webDist, 'staff.html')));
  app.setNotFoundHandler((request, reply) => {
    if (isSpaPage(request.method, request.url) && hasSpa) {
      // The staff console is a page of its own (staff.html and its chunks): members never load it.
      const page = isConsolePage(request.url) && hasConsole ? 'staff.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send(errorBody(request.lang ?? 'en', 'not_found'));
  });
  if (!webDist || !hasSpa) return null;
  const folder = webDist;
  return (url) => join(folder, isConsolePage(url) && hasConsole ? 'staff.html' : 'index.html');
}

/** A page of the staff console: /staff and anything under it. */
export const isConsolePage = (url: string) => /^\/staff(?:[/?#]|$)/.test(url);

/** A page of the web app: any GET outside /api (its router shows the page, or not found). */
export const isSpaPage = (method: string, url: string) =>
  method === 'GET' && !(url.startsWith('/api/') || url === '/api');
