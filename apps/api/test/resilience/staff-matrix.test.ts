import { buildPath, isStaffAccess, type RouteDef } from '@mp/contract/http/route';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@mp/contract/staff/constants';
import { roleHas, STAFF_ROLES, type StaffRole } from '@mp/contract/staff/permissions';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff, insertStaffSession } from '../../src/db/factories/staff.ts';
import { staffCsrfToken } from '../../src/platform/http/caller.ts';
import { randomToken, sha256 } from '../../src/platform/tokens.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';
import { contractRoutes, describeRequest, errorShapeProblem } from './resilience-support.ts';

/**
 * Issue 21's permission matrix: every staff route x no caller, a member's token, a staff session
 * still at its password step, an agent, a supervisor and an admin; every member route x a staff
 * session. A caller who may not call a route gets 401 (not signed in as what the route needs)
 * or 403 (signed in, without the permission), in the error shape; a caller who may is never
 * refused. Each allowed call names ids that do not exist, so it changes nothing of note.
 */
let t: TestApp;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  const member = await createMember(t);
  memberToken = (await tokenFor(t, member.email)).access_token;
});
afterAll(() => t.close());

const staffRoutes = contractRoutes.filter(([, def]) => isStaffAccess(def.access));
const memberRoutes = contractRoutes.filter(([, def]) => def.access === 'member');
/** An id no row has; a token no link has. */
const NOWHERE = '987654321';

function urlOf(def: RouteDef): string {
  const names = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  return buildPath(def.path, Object.fromEntries(names.map((n) => [n, NOWHERE])));
}

function requestOf(def: RouteDef, headers: Record<string, string>): InjectOptions {
  return {
    method: def.method,
    url: urlOf(def),
    headers: { 'content-type': 'application/json', ...headers },
    ...(def.method !== 'GET' && def.method !== 'DELETE' && { payload: '{}' }),
  };
}

function staffHeaders(session: Pick<StaffCredentials, 'cookie' | 'csrf'>) {
  return { cookie: `${STAFF_SESSION_COOKIE}=${session.cookie}`, [STAFF_CSRF_HEADER]: session.csrf };
}

/** A staff session that got past the password and not yet past the second factor. */
async function pendingSession(): Promise<StaffCredentials> {
  const account = await insertStaff(t.database.db, {
    email: `pending-${randomToken(4)}@club.test`,
    role: 'admin',
  });
  const cookie = randomToken();
  const session = await insertStaffSession(t.database.db, {
    staffId: account.id,
    tokenHash: sha256(cookie),
    stage: 'password',
  });
  return {
    cookie,
    csrf: staffCsrfToken(t.config.secret, session.id),
    staffId: account.id,
    email: account.email,
  };
}

/** Who may call a staff route, by the contract's declaration. */
function mayCall(def: RouteDef, caller: StaffRole | 'pending'): boolean {
  const access = def.access;
  if (access === 'staff_pending') return true;
  if (caller === 'pending') return false;
  if (access === 'staff') return true;
  return typeof access === 'object' && 'permission' in access && roleHas(caller, access.permission);
}

function refusal(response: LightMyRequestResponse, status: number, what: string): string | null {
  if (response.statusCode !== status) return `${what}: ${response.statusCode}, not ${status}`;
  const shape = errorShapeProblem(response);
  return shape ? `${what}: ${shape}` : null;
}

describe('the staff permission matrix', () => {
  it('declares staff routes under /api/staff only, and member routes outside it', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const [name, def] of staffRoutes) expect(def.path, name).toMatch(/^\/api\/staff\//);
    for (const [name, def] of memberRoutes) expect(def.path, name).not.toMatch(/^\/api\/staff/);
  });

  it('refuses every staff route without a staff session, with a member token, and at the password step', async () => {
    const problems: string[] = [];
    const pending = await pendingSession();
    for (const [name, def] of staffRoutes) {
      const none = await t.app.inject(requestOf(def, {}));
      const noneProblem = refusal(none, 401, `${name} with no caller`);
      if (noneProblem) problems.push(noneProblem);
      const member = await t.app.inject(requestOf(def, { authorization: `Bearer ${memberToken}` }));
      const memberProblem = refusal(member, 401, `${name} with a member token`);
      if (memberProblem) problems.push(memberProblem);
      if (!mayCall(def, 'pending')) {
        const early = await t.app.inject(requestOf(def, staffHeaders(pending)));
        const earlyProblem = refusal(early, 401, `${name} before the second factor`);
        if (earlyProblem) problems.push(earlyProblem);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(STAFF_ROLES)(
    'answers each staff route to an %s exactly as the role allows',
    async (role) => {
      const problems: string[] = [];
      for (const [name, def] of staffRoutes) {
        // A fresh session per call: signing out (everywhere) must not end the next call's.
        const session = await createStaffSession(t, role);
        const options = requestOf(def, staffHeaders(session));
        const response = await t.app.inject(options);
        if (mayCall(def, role)) {
          if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
            problems.push(
              `${name} refused an ${role}: ${response.statusCode} ${describeRequest(options)}`,
            );
          }
        } else {
          const problem = refusal(response, 403, `${name} for an ${role}`);
          if (problem) problems.push(problem);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('refuses a staff change without its CSRF header, and with another session’s', async () => {
    const problems: string[] = [];
    const other = await createStaffSession(t, 'admin');
    for (const [name, def] of staffRoutes) {
      if (def.method === 'GET' || def.access === 'public') continue;
      const session = await createStaffSession(t, 'admin');
      const without = await t.app.inject(
        requestOf(def, { cookie: `${STAFF_SESSION_COOKIE}=${session.cookie}` }),
      );
      const withoutProblem = refusal(without, 403, `${name} without X-CSRF-Token`);
      if (withoutProblem) problems.push(withoutProblem);
      const stolen = await t.app.inject(
        requestOf(def, staffHeaders({ cookie: session.cookie, csrf: other.csrf })),
      );
      const stolenProblem = refusal(stolen, 403, `${name} with another session's token`);
      if (stolenProblem) problems.push(stolenProblem);
    }
    expect(problems).toEqual([]);
  });

  it('refuses every member route with a staff session (an admin’s cookie is no member token)', async () => {
    const problems: string[] = [];
    const admin = await createStaffSession(t, 'admin');
    for (const [name, def] of memberRoutes) {
      const response = await t.app.inject(requestOf(def, staffHeaders(admin)));
      const problem = refusal(response, 401, `${name} with a staff session`);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});
