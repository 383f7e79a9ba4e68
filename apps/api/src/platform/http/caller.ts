import { createHmac, timingSafeEqual } from 'node:crypto';
import { INTEGRATION_KEY_PREFIX, type IntegrationScope } from '@mp/contract/clubdata/constants';
import type { Language } from '@mp/contract/constants';
import { isIntegrationAccess, type RouteAccess } from '@mp/contract/http/route';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@mp/contract/staff/constants';
import {
  isStaffRole,
  type Permission,
  permissionsOf,
  type StaffRole,
} from '@mp/contract/staff/permissions';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../app-error.ts';
import { sha256 } from '../tokens.ts';
import type { Member } from './authenticate.ts';

/** A signed-in staff member, as a route and the audit log see them. */
export interface StaffCaller {
  staffId: number;
  sessionId: string;
  name: string;
  role: StaffRole;
  language: Language;
  permissions: readonly Permission[];
  /** `password`: the second factor is still to come; `full`: signed in. */
  stage: 'password' | 'full';
}

/**
 * Who is calling (issue 21), resolved once per request by the one hook below from the route's
 * declared access: a member route reads only the bearer token, a staff route only the staff
 * cookie, so a member token on a staff route and a staff cookie on a member route are refused
 * alike (401, the error shape).
 */
export type Caller =
  | { kind: 'anonymous' }
  | ({ kind: 'member' } & Member)
  | ({ kind: 'staff' } & StaffCaller)
  | ({ kind: 'integration' } & IntegrationCaller);

/** The club's system, calling with an API key (issue 22). */
export interface IntegrationCaller {
  keyId: number;
  keyName: string;
  scopes: readonly IntegrationScope[];
}

/** An API key's row, found by the hash of the key and touched (its last use). */
export interface IntegrationKeyLookup {
  id: number;
  name: string;
  scopes: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

export interface StaffSessionLookup {
  sessionId: string;
  stage: string;
  staffId: number;
  role: string;
  name: string;
  languageId: string;
}

export interface CallerLookups {
  /** Bearer token -> the member's live session (access module). */
  member: (request: FastifyRequest) => Promise<Member>;
  /** Staff cookie token's hash -> the staff session, touched (staff module). */
  staff: (tokenHash: string) => Promise<StaffSessionLookup | undefined>;
  /**
   * API key's hash -> the live (not revoked) key, its last use touched (clubdata module). Without
   * it, every integration route answers 401.
   */
  integration?: (keyHash: string) => Promise<IntegrationKeyLookup | undefined>;
  secret: string;
}

/** The CSRF token of a staff session: bound to the session, so it dies with it. */
export function staffCsrfToken(secret: string, sessionId: string): string {
  return createHmac('sha256', `${secret}:staff-csrf`).update(sessionId).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The staff cookie's value, if the request carries one (parsed by @fastify/cookie). */
export function staffCookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[STAFF_SESSION_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API key of an `Authorization: Bearer mpk_...` header. Only a value with the key prefix is
 * taken: a member's token (never so prefixed) is no key, and a key is no member token (its hash
 * matches no session), so the two bearer kinds cannot stand in for each other.
 */
export function integrationKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 200) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value?.startsWith(INTEGRATION_KEY_PREFIX)
    ? value
    : undefined;
}

/**
 * An integration route's check: a live API key with the route's scope. A staff cookie or a
 * member's token is no key (401); a key without the scope is refused (403).
 */
export function createIntegrationAuthorize(
  lookup: CallerLookups['integration'],
): (access: { scope: IntegrationScope }) => (request: FastifyRequest) => Promise<void> {
  return (access) => async (request) => {
    const key = integrationKeyOf(request);
    const row = key && lookup ? await lookup(sha256(key)) : undefined;
    if (!row) throw new AppError(401, 'integration_key_invalid');
    const scopes = row.scopes.filter((s): s is IntegrationScope => typeof s === 'string');
    request.caller = { kind: 'integration', keyId: row.id, keyName: row.name, scopes };
    if (!scopes.includes(access.scope)) throw new AppError(403, 'integration_scope_missing');
  };
}

/**
 * The one authorisation hook of every non-public route: resolves the caller for the kind the
 * route declares, then checks what the declaration asks (stage, permission, CSRF header).
 */
export function createAuthorize(lookups: CallerLookups) {
  const integration = createIntegrationAuthorize(lookups.integration);
  return (access: RouteAccess): onRequestHookHandler =>
    async (request) => {
      if (access === 'public') return;
      if (isIntegrationAccess(access)) return integration(access)(request);
      if (access === 'member') {
        const member = await lookups.member(request);
        request.member = member;
        request.caller = { kind: 'member', ...member };
        return;
      }
      const token = staffCookieToken(request);
      if (!token) throw new AppError(401, 'unauthenticated');
      const row = await lookups.staff(sha256(token));
      if (!row || !isStaffRole(row.role)) throw new AppError(401, 'unauthenticated');
      const stage = row.stage === 'full' ? 'full' : 'password';
      if (access !== 'staff_pending' && stage !== 'full') {
        throw new AppError(401, 'unauthenticated');
      }
      const staff: StaffCaller = {
        staffId: row.staffId,
        sessionId: row.sessionId,
        name: row.name,
        role: row.role,
        language: row.languageId === 'es' ? 'es' : 'en',
        permissions: permissionsOf(row.role),
        stage,
      };
      request.caller = { kind: 'staff', ...staff };
      // SameSite=Strict already keeps the cookie off other sites' requests; the header is the
      // second lock (a same-site page or an old browser cannot add it).
      if (!SAFE_METHODS.has(request.method)) {
        const header = request.headers[STAFF_CSRF_HEADER];
        const expected = staffCsrfToken(lookups.secret, row.sessionId);
        if (typeof header !== 'string' || !sameText(header, expected)) {
          throw new AppError(403, 'csrf_token_invalid');
        }
      }
      if (typeof access === 'object' && !staff.permissions.includes(access.permission)) {
        throw new AppError(403, 'unauthorized');
      }
    };
}
