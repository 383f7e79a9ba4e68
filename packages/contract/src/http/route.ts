import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { IntegrationScope } from '../clubdata/constants.ts';
import { type ErrorCatalogueName, SERVICE_UNAVAILABLE_STATUS } from '../errors.ts';
import type { Permission } from '../staff/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, declared beside its schema (issue 21). The server resolves the caller
 * once per request (anonymous, member or staff) and refuses any other kind the same way:
 * - `public`: anyone, signed in or not;
 * - `member`: a confirmed member's bearer token (SECURITY.md "Members only");
 * - `staff_pending`: a staff session past its password, before or after its second factor (the
 *   second-factor steps themselves);
 * - `staff`: a staff session with its second factor done, whatever its role;
 * - `{ permission }`: such a session whose role has that permission (STAFF.md "Who");
 * - `{ scope }`: the club's system, with an integration API key (`Authorization: Bearer mpk_...`)
 *   that has that scope (issue 22); a member's token or a staff cookie is refused (401).
 */
export type RouteAccess =
  | 'public'
  | 'member'
  | 'staff_pending'
  | 'staff'
  | { permission: Permission }
  | { scope: IntegrationScope };

export function isIntegrationAccess(access: RouteAccess): access is { scope: IntegrationScope } {
  return typeof access === 'object' && 'scope' in access;
}

export function isStaffAccess(access: RouteAccess): boolean {
  return access !== 'public' && access !== 'member' && !isIntegrationAccess(access);
}

/**
 * One API call, declared once (CONVENTIONS rule 2). `response` is the success body, `status` its
 * code; `errors` names the spec's status -> message catalogue the client applies on failure.
 */
export interface RouteDef<
  Params extends core.$ZodType = core.$ZodType,
  Query extends core.$ZodType = core.$ZodType,
  Body extends core.$ZodType = core.$ZodType,
  Response extends core.$ZodType = core.$ZodType,
> {
  method: HttpMethod;
  path: string;
  access: RouteAccess;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  status: number;
  errors: ErrorCatalogueName;
  summary: string;
  /**
   * The call is rate limited (SECURITY.md), so it may answer 429 with Retry-After. Which bucket
   * counts it is server policy, declared where the API module registers the route.
   */
  rateLimited?: true;
  /**
   * 4xx answers of the call's own logic, beyond those its shape implies (see
   * `routeErrorStatuses`): login's 403 "not verified" and 409 "member id", for example.
   */
  errorStatuses?: readonly number[];
  /** The success body is a file of this media type (a PDF), not JSON. */
  binary?: string;
  /**
   * A second success status with the same response schema, for a call whose answer says more
   * than its body (add-reservation: 201 attached, 200 not found).
   */
  alternateStatus?: { status: number; summary: string };
}

/** Keeps each declaration's exact type, so a route without a body has no `body` at all. */
export const route = <const D extends RouteDef>(def: D) => def;

export const data = <T extends core.$ZodType>(schema: T) => z.object({ data: schema });
export const noContent = z.undefined();

/**
 * The error statuses a call answers, for its documentation: 400 when it takes input (a failed
 * check), 401 when it needs a session, 403 on a staff route (a permission the role lacks, or a
 * change without its CSRF header; an integration key without the route's scope), 404 when it has path parameters (one longer than any id we
 * issue names nothing), 429 when it is rate limited, its own `errorStatuses`, and 503.
 */
export function routeErrorStatuses(def: RouteDef): number[] {
  const statuses = new Set<number>(def.errorStatuses);
  if (def.params || def.query || def.body) statuses.add(400);
  if (def.access !== 'public') statuses.add(401);
  if (isStaffAccess(def.access) || isIntegrationAccess(def.access)) statuses.add(403);
  if (def.params) statuses.add(404);
  if (def.rateLimited) statuses.add(429);
  statuses.add(SERVICE_UNAVAILABLE_STATUS);
  return [...statuses].sort((a, b) => a - b);
}
/** What a caller passes: params, query and body, each only when the route declares it. */
export type RouteInput<R extends RouteDef> = (R extends { params: infer P extends core.$ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (R extends { query: infer Q extends core.$ZodType } ? { query: z.input<Q> } : { query?: never }) &
  (R extends { body: infer B extends core.$ZodType } ? { body: z.input<B> } : { body?: never });
/** The parsed (server-side) shape of a declared part. */
export type RouteParsed<R extends RouteDef, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends core.$ZodType;
}
  ? z.output<S>
  : undefined;
export type RouteOutput<R extends RouteDef> = z.output<R['response']>;

/** Fill `:name` segments, URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
