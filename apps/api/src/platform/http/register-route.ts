import type { Language } from '@mp/contract/constants';
import type { RouteAccess, RouteDef, RouteOutput, RouteParsed } from '@mp/contract/http/route';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { AppError } from '../app-error.ts';
import type { RouteBucket } from '../rate-limit.ts';
import { accessTokenHashOf, type Member } from './authenticate.ts';
import type { Caller, StaffCaller } from './caller.ts';

export interface RouteContext<R extends RouteDef> {
  params: RouteParsed<R, 'params'>;
  query: RouteParsed<R, 'query'>;
  body: RouteParsed<R, 'body'>;
  lang: Language;
  /** Present on routes declared with access 'member'. */
  member: R extends { access: 'member' } ? Member : undefined;
  /** Present on staff routes (any access but 'public' and 'member'). */
  staff: R extends { access: 'public' | 'member' } ? undefined : StaffCaller;
  /** Whoever calls, resolved once (platform/http/caller.ts): the audit log's actor. */
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Answers with the contract's alternate success status instead of the main one. */
  useAlternateStatus: () => void;
}

export interface RouteHooks {
  /**
   * Resolves the caller and checks the route's declared access (platform/http/caller.ts). It
   * runs when the request arrives, before its body is read or checked: a caller who may not
   * call the route learns nothing of its input rules.
   */
  authorize: (access: RouteAccess) => onRequestHookHandler;
  rateLimit: (bucket: RouteBucket) => preHandlerHookHandler;
}

/**
 * Server policy for one route: which route bucket counts it when the contract says it is
 * limited (each area declares its own in modules/<area>/<area>-limits.ts).
 */
export interface RouteOptions {
  rateLimit?: RouteBucket;
  /**
   * The handler runs even when params, query or body fail their schema, with the failure in
   * `request.validationError`: for a route that must check its caller first (a session-joined
   * read, whose session check is in its SQL).
   */
  attachValidation?: boolean;
}

const ANONYMOUS: Caller = { kind: 'anonymous' };

/** What a session-joined member read gets (`registerSessionJoinedRoute`). */
export interface SessionJoinedContext<R extends RouteDef> {
  params: RouteParsed<R, 'params'>;
  query: RouteParsed<R, 'query'>;
  lang: Language;
  /** The hash of the caller's bearer token, to check in the read's own first statement. */
  accessTokenHash: string;
}

/**
 * A member read whose first statement checks the member's session itself (issue 23: the call is
 * one round trip instead of a session lookup and then the read). The repository joins the
 * session with the one rule of which sessions count (`liveMemberSession`, access module); the
 * handler answers undefined when the token names no live session, which is the same 401 as
 * every member route's. Nothing is read from the body and no rate limit applies: reads only.
 */
export function registerSessionJoinedRoute<R extends RouteDef & { access: 'member' }>(
  app: FastifyInstance,
  hooks: RouteHooks,
  def: R,
  handler: (ctx: SessionJoinedContext<R>) => Promise<RouteOutput<R> | undefined>,
): void {
  if (def.method !== 'GET' || def.rateLimited) {
    throw new Error(
      `${def.method} ${def.path}: only unlimited reads check the session in their SQL`,
    );
  }
  registerRoute(
    app,
    { ...hooks, authorize: () => async (request) => void accessTokenHashOf(request) },
    def,
    async ({ params, query, lang, request, reply }) => {
      // Input that fails its schema: the caller's session is looked up first, as every member
      // route does before reading its input, so a caller without one gets the same 401 and
      // learns nothing of the input rules.
      if (request.validationError) {
        await hooks.authorize('member').call(app, request, reply, () => {});
        throw request.validationError;
      }
      const result = await handler({
        params,
        query,
        lang,
        accessTokenHash: accessTokenHashOf(request),
      });
      if (result === undefined) throw new AppError(401, 'unauthenticated');
      return result;
    },
    { attachValidation: true },
  );
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
  const onRequest: onRequestHookHandler[] = [];
  if (def.access !== 'public') onRequest.push(hooks.authorize(def.access));
  const preHandler: preHandlerHookHandler[] = [];
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
    onRequest,
    preHandler,
    ...(options.attachValidation && { attachValidation: true }),
    handler: async (request, reply) => {
      let status = def.status;
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        lang: request.lang,
        member: request.member,
        staff: request.caller?.kind === 'staff' ? request.caller : undefined,
        caller: request.caller ?? ANONYMOUS,
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
