import type { Language } from '@mp/contract/constants';
import type { RouteDef, RouteOutput, RouteParsed } from '@mp/contract/http/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Member } from './authenticate.ts';

export interface RouteContext<R extends RouteDef> {
  params: RouteParsed<R, 'params'>;
  query: RouteParsed<R, 'query'>;
  body: RouteParsed<R, 'body'>;
  lang: Language;
  /** Present on routes declared with auth: true. */
  member: R extends { auth: true } ? Member : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Answers with the contract's alternate success status instead of the main one. */
  useAlternateStatus: () => void;
}

/** The per-IP (and per-e-mail) buckets a rate-limited route can be counted in (SECURITY.md). */
export type RouteBucket =
  | 'login'
  | 'register'
  | 'forgot'
  | 'reset'
  | 'resend'
  | 'verify'
  | 'refresh'
  | 'contact'
  | 'reply'
  | 'payment'
  | 'reservation';

export interface RouteHooks {
  authenticate: preHandlerHookHandler;
  rateLimit: (bucket: RouteBucket) => preHandlerHookHandler;
}

/** Server policy for one route: which bucket counts it when the contract says it is limited. */
export interface RouteOptions {
  rateLimit?: RouteBucket;
}

/**
 * Registers a contract route: the contract's zod schemas parse params, query and body before
 * the handler runs (unknown fields dropped), and the success body is checked on the way out.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  hooks: RouteHooks,
  def: R,
  handler: (ctx: RouteContext<R>) => Promise<RouteOutput<R>>,
  options: RouteOptions = {},
): void {
  // The contract promises a 429 exactly where the server counts: a mismatch is a startup error.
  if (Boolean(def.rateLimited) !== Boolean(options.rateLimit)) {
    throw new Error(`${def.method} ${def.path}: rateLimited in the contract needs a bucket here`);
  }
  const preHandler: preHandlerHookHandler[] = [];
  if (def.auth) preHandler.push(hooks.authenticate);
  if (options.rateLimit) preHandler.push(hooks.rateLimit(options.rateLimit));
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      ...(def.params && { params: def.params }),
      ...(def.query && { querystring: def.query }),
      ...(def.body && { body: def.body }),
      ...(def.status !== 204 &&
        !def.binary && {
          response: {
            [def.status]: def.response,
            ...(def.alternateStatus && { [def.alternateStatus.status]: def.response }),
          },
        }),
    },
    preHandler,
    handler: async (request, reply) => {
      let status = def.status;
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        lang: request.lang,
        member: request.member,
        request,
        reply,
        useAlternateStatus: () => {
          if (!def.alternateStatus) throw new Error(`${def.path} has no alternate status`);
          status = def.alternateStatus.status;
        },
      } as RouteContext<R>);
      reply.status(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
