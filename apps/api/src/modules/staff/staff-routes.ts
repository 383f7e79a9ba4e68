import { STAFF_API_PREFIX, STAFF_SESSION_COOKIE } from '@mp/contract/staff/constants';
import { staffRoutes as routes } from '@mp/contract/staff/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { staffCookieToken } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { AppModule } from '../app-module.ts';
import { createPasskeyService } from './passkeys-service.ts';
import { createStaffService, type IssuedSession, type RequestInfo } from './staff-service.ts';

/**
 * Secure everywhere but a development or test server on plain http://localhost (a browser drops
 * a Secure cookie from a plain-http page, and a developer's machine has no certificate).
 */
export function isStaffCookieSecure(config: Config): boolean {
  if (config.isProduction) return true;
  const url = new URL(config.publicUrl);
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: STAFF_API_PREFIX,
    secure: isStaffCookieSecure(config),
  };
}

function requestInfo(request: FastifyRequest): RequestInfo {
  return { ip: request.ip, requestId: request.id };
}

export function staffRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const staff = createStaffService(ctx);
  const passkeys = createPasskeyService(ctx, staff);
  const options = cookieOptions(ctx.config);

  const setSessionCookie = (reply: FastifyReply, issued: IssuedSession) => {
    reply.setCookie(STAFF_SESSION_COOKIE, issued.token, {
      ...options,
      maxAge: Math.max(1, Math.floor((issued.expiresAt.getTime() - Date.now()) / 1000)),
    });
  };
  const clearSessionCookie = (reply: FastifyReply) => {
    reply.clearCookie(STAFF_SESSION_COOKIE, options);
  };

  registerRoute(
    app,
    hooks,
    routes.staffSignIn,
    async ({ body, request, reply }) => {
      const previous = staffCookieToken(request);
      const { result, issued } = await staff.signIn(
        body,
        requestInfo(request),
        previous ? sha256(previous) : undefined,
      );
      setSessionCookie(reply, issued);
      return { data: result };
    },
    { rateLimit: 'staffSignIn' },
  );

  registerRoute(app, hooks, routes.staffEnrolment, async ({ staff: caller }) => ({
    data: await staff.enrolment(caller),
  }));

  registerRoute(
    app,
    hooks,
    routes.staffCompleteEnrolment,
    async ({ staff: caller, body, request, reply }) => {
      const { result, issued } = await staff.completeEnrolment(
        caller,
        body.code,
        requestInfo(request),
      );
      setSessionCookie(reply, issued);
      return { data: result };
    },
    { rateLimit: 'staffSecondFactor' },
  );

  registerRoute(
    app,
    hooks,
    routes.staffVerify,
    async ({ staff: caller, body, request, reply }) => {
      const { session, issued } = await staff.verify(caller, body, requestInfo(request));
      setSessionCookie(reply, issued);
      return { data: session };
    },
    { rateLimit: 'staffSecondFactor' },
  );

  // Passkeys: the second step of sign-in with one (the same limits as a code) ...
  registerRoute(
    app,
    hooks,
    routes.staffPasskeyOptions,
    async ({ staff: caller, request }) => ({
      data: await passkeys.authenticationOptions(caller, requestInfo(request)),
    }),
    { rateLimit: 'staffSecondFactor' },
  );

  registerRoute(
    app,
    hooks,
    routes.staffPasskeyVerify,
    async ({ staff: caller, body, request, reply }) => {
      const { session, issued } = await passkeys.verify(caller, body, requestInfo(request));
      setSessionCookie(reply, issued);
      return { data: session };
    },
    { rateLimit: 'staffSecondFactor' },
  );

  // ... and a signed-in staff member's own passkeys.
  registerRoute(app, hooks, routes.staffPasskeys, async ({ staff: caller }) => ({
    data: await passkeys.list(caller),
  }));

  registerRoute(app, hooks, routes.staffPasskeyRegistrationOptions, async ({ staff: caller }) => ({
    data: await passkeys.registrationOptions(caller),
  }));

  registerRoute(app, hooks, routes.addStaffPasskey, async ({ staff: caller, body, request }) => ({
    data: await passkeys.add(caller, body, requestInfo(request)),
  }));

  registerRoute(
    app,
    hooks,
    routes.renameStaffPasskey,
    async ({ staff: caller, params, body, request }) => ({
      data: await passkeys.rename(caller, params.id, body.name, requestInfo(request)),
    }),
  );

  registerRoute(
    app,
    hooks,
    routes.removeStaffPasskey,
    async ({ staff: caller, params, request }) => {
      await passkeys.remove(caller, params.id, requestInfo(request));
      return undefined;
    },
  );

  registerRoute(app, hooks, routes.staffSession, async ({ staff: caller }) => ({
    data: await staff.session(caller),
  }));

  registerRoute(app, hooks, routes.staffSignOut, async ({ staff: caller, request, reply }) => {
    await staff.signOut(caller, requestInfo(request));
    clearSessionCookie(reply);
    return undefined;
  });

  registerRoute(
    app,
    hooks,
    routes.staffSignOutEverywhere,
    async ({ staff: caller, request, reply }) => {
      await staff.signOutEverywhere(caller, requestInfo(request));
      clearSessionCookie(reply);
      return undefined;
    },
  );

  registerRoute(
    app,
    hooks,
    routes.staffSetupLink,
    async ({ params }) => ({ data: await staff.setupLink(params.token) }),
    { rateLimit: 'staffSetup' },
  );

  registerRoute(
    app,
    hooks,
    routes.staffSetPassword,
    async ({ params, body, request }) => {
      await staff.setPassword(params.token, body.password, requestInfo(request));
      return undefined;
    },
    { rateLimit: 'staffSetup' },
  );

  registerRoute(app, hooks, routes.staffAccounts, async () => ({
    data: await staff.accounts(),
  }));

  registerRoute(app, hooks, routes.inviteStaff, async ({ staff: caller, body, request }) => ({
    data: await staff.invite(caller, body, requestInfo(request)),
  }));

  registerRoute(app, hooks, routes.disableStaff, async ({ staff: caller, params, request }) => ({
    data: await staff.disable(caller, params.id, requestInfo(request)),
  }));

  registerRoute(app, hooks, routes.enableStaff, async ({ staff: caller, params, request }) => ({
    data: await staff.enable(caller, params.id, requestInfo(request)),
  }));

  registerRoute(app, hooks, routes.auditLog, async ({ query }) => ({
    data: await staff.auditLog(query),
  }));
}

export const staffModule: AppModule = {
  name: 'staff',
  register: staffRoutes,
};
