import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Language } from '@mp/contract/constants';
import type { MessageKey } from '@mp/contract/errors';
import { languageFromHeaders } from '@mp/contract/rules/language';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.ts';
import { translate } from '../i18n.ts';

/** The one wire shape of an error (CONVENTIONS rule 4), in the request's language. */
export function errorBody(
  lang: Language,
  key: MessageKey,
  params?: Record<string, string | number>,
) {
  return { message: translate(lang, key, params), key };
}

/** Seconds a client should wait when the database or the captcha provider is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL and driver failures that mean "the database cannot serve now", as opposed to a
 * bug in a query: refused or dropped connections, a server starting up or shutting down
 * (57P01-57P03), too many connections (53300), and our own connect and statement timeouts
 * (57014, "Query read timeout").
 */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Our statement timeout: the database is too slow to serve now, not a bug in the query.
  '57014',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const DATABASE_DOWN_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * PostgreSQL ends the session with FATAL (or PANIC) when it will not serve it at all: a database
 * that refuses connections (`ALTER DATABASE ... ALLOW_CONNECTIONS false`, 55000, issue 20 #7), a
 * role that may not log in (28000), a database gone (3D000), and the codes above. A query's own
 * mistake is an ERROR, never FATAL.
 */
const DATABASE_DOWN_SEVERITIES = new Set(['FATAL', 'PANIC']);
/** A socket that could not reach the server: its address, its name, or its Unix socket file. */
const DATABASE_DOWN_SYSCALLS = new Set(['connect', 'getaddrinfo']);

/**
 * An error and the causes it wraps (Drizzle wraps the driver's, an AggregateError of a
 * dual-stack connect holds one per address), at most six deep.
 */
function* causes(error: unknown) {
  const pending: { error: unknown; depth: number }[] = [{ error, depth: 0 }];
  for (let next = pending.shift(); next; next = pending.shift()) {
    const { error: current, depth } = next;
    if (depth >= 6 || !current || typeof current !== 'object') continue;
    const e = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      severity?: unknown;
      syscall?: unknown;
      errors?: unknown;
    };
    yield e;
    pending.push({ error: e.cause, depth: depth + 1 });
    if (Array.isArray(e.errors)) {
      for (const inner of e.errors.slice(0, 4)) pending.push({ error: inner, depth: depth + 1 });
    }
  }
}

export function isDatabaseDown(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && DATABASE_DOWN_CODES.has(e.code)) return true;
    if (typeof e.severity === 'string' && DATABASE_DOWN_SEVERITIES.has(e.severity)) return true;
    if (typeof e.syscall === 'string' && DATABASE_DOWN_SYSCALLS.has(e.syscall)) return true;
    const message = e.message;
    if (
      typeof message === 'string' &&
      DATABASE_DOWN_MESSAGES.some((m) => message === m || message.startsWith(m))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * PostgreSQL refuses text it cannot store: a NUL character (22021) or one the database's
 * encoding lacks (22P05). Only a request's own text gets there: the client's 400, not a 500
 * (found by the resilience suite's bad-input barrage).
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

export function isUnstorableText(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && UNSTORABLE_TEXT_CODES.has(e.code)) return true;
  }
  return false;
}

/**
 * What a log line may say about an error. A failed query's message carries its parameters
 * (e-mail addresses, token hashes) and PostgreSQL's own messages can quote the value that
 * failed, so for database errors only the SQL text and the error's codes are kept.
 */
export function serializeError(error: unknown): SerializedError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: String(error), stack: '' };
  const e = error as Record<string, unknown> & { cause?: unknown };
  // Drizzle's query error: its message and stack repeat the parameters, so neither is kept.
  if (typeof e.query === 'string' && 'params' in e) {
    return {
      type: 'DatabaseQueryError',
      message: `Failed query: ${e.query}`,
      stack: '',
      ...(e.cause ? { cause: serializeError(e.cause) } : {}),
    };
  }
  // A PostgreSQL error (pg or PGlite): codes and names, not the message that may quote values.
  if (typeof e.severity === 'string' && typeof e.code === 'string') {
    return { type: 'DatabaseError', message: `SQLSTATE ${e.code}`, stack: '', ...databaseCause(e) };
  }
  return {
    type: String(e.name ?? 'Error'),
    message: String(e.message ?? ''),
    stack: String(e.stack ?? ''),
    ...(typeof e.code === 'string' && { code: e.code }),
    ...(e.cause ? { cause: serializeError(e.cause) } : {}),
  };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function databaseCause(cause: unknown): Record<string, unknown> {
  const c = cause as Record<string, unknown>;
  const pick = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'] as const;
  return Object.fromEntries(pick.filter((k) => c[k] !== undefined).map((k) => [k, c[k]]));
}

/** Fastify's error handler: every failure leaves in the one error shape. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang ?? languageFromHeaders(request.headers);
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
      .send({ ...errorBody(lang, error.key, error.options.params), ...(errors && { errors }) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      const text = translate(lang, issue.message ?? 'invalid');
      errors[field] = [...new Set([...(errors[field] ?? []), text])];
    }
    return reply.status(400).send({ ...errorBody(lang, 'validation_failed'), errors });
  }
  if (isUnstorableText(error)) {
    return reply.status(400).send(errorBody(lang, 'validation_failed'));
  }
  if (isDatabaseDown(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorBody(lang, 'service_unavailable'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large, a bad URL: the client's fault,
    // said plainly and without echoing what was sent.
    return reply
      .status(status)
      .send(errorBody(lang, status === 404 ? 'not_found' : 'validation_failed'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ ...errorBody(lang, 'error_generic'), request_id: request.id });
}

/**
 * Errors the router raises before any hook runs (bad percent-encoding, an over-long path
 * parameter): the same shape as every other error, never the path.
 */
export function handleFrameworkError(
  error: FastifyError,
  headers: IncomingHttpHeaders,
  reply: FastifyReply,
) {
  const lang = languageFromHeaders(headers);
  // A parameter longer than any id or token we issue names nothing that exists.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(404).send(errorBody(lang, 'not_found'));
  return reply.status(400).send(errorBody(lang, 'validation_failed'));
}

/**
 * Malformed HTTP never reaches the router: Node reports it on the socket. Answer in the error
 * shape and close, in the language the request's own header lines ask for when they can be
 * read (they only pick between our languages, so a forged one can do no harm).
 */
export function handleClientError(error: { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    errorBody(languageOfRawRequest(error.rawPacket), 'validation_failed'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** X-Language / Accept-Language from the header lines of a request Node could not parse. */
function languageOfRawRequest(packet: unknown): Language {
  // Node hands over the bytes it received; Fastify's type describes them as JSON would.
  const bytes = Buffer.isBuffer(packet) ? packet.subarray(0, 8 * 1024) : Buffer.alloc(0);
  const head = bytes.toString('latin1').split('\r\n\r\n')[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const match = /^(x-language|accept-language)[ \t]*:[ \t]*(.*)$/i.exec(line);
    if (match?.[1] && match[2] !== undefined) headers[match[1].toLowerCase()] ??= match[2];
  }
  return languageFromHeaders(headers);
}
