import { accessRoutes as routes } from '@mp/contract/access/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import { translate } from '../../platform/i18n.ts';
import type { AppModule } from '../app-module.ts';
import { createAccessService } from './access-service.ts';

export function accessRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const access = createAccessService(ctx);

  registerRoute(app, hooks, routes.captchaChallenge, async () => ({
    data: await ctx.captcha.challenge(),
  }));

  registerRoute(
    app,
    hooks,
    routes.login,
    async ({ body, request }) => ({
      data: await access.login(body, request.ip),
    }),
    { rateLimit: 'login' },
  );

  registerRoute(
    app,
    hooks,
    routes.refreshToken,
    async ({ body, request }) => ({
      data: await access.refresh(body.refresh_token, request.ip),
    }),
    { rateLimit: 'refresh' },
  );

  registerRoute(
    app,
    hooks,
    routes.register,
    async ({ body, request }) => ({
      data: { data: await access.register(body, request.ip) },
    }),
    { rateLimit: 'register' },
  );

  registerRoute(
    app,
    hooks,
    routes.forgotPassword,
    async ({ body, lang, request }) => ({
      data: { data: await access.forgotPassword(body.email, lang, request.ip) },
    }),
    { rateLimit: 'forgot' },
  );

  registerRoute(
    app,
    hooks,
    routes.checkPasswordReset,
    async ({ params }) => {
      await access.checkPasswordReset(params.token);
      return undefined;
    },
    { rateLimit: 'reset' },
  );

  registerRoute(
    app,
    hooks,
    routes.resetPassword,
    async ({ params, body, request }) => {
      await access.resetPassword(params.token, body, request.ip);
      return undefined;
    },
    { rateLimit: 'reset' },
  );

  registerRoute(
    app,
    hooks,
    routes.verifyEmail,
    async ({ params, query, lang, request }) => {
      await access.verifyEmail({ ...params, ...query }, request.ip);
      return { data: { message: translate(lang, 'email_verified') } };
    },
    { rateLimit: 'verify' },
  );

  registerRoute(
    app,
    hooks,
    routes.resendVerification,
    async ({ body, lang }) => {
      await access.resendVerification(body.email, lang);
      return undefined;
    },
    { rateLimit: 'resend' },
  );

  registerRoute(app, hooks, routes.logout, async ({ member, request }) => {
    await access.logout(member.sessionId, member.userId, request.ip);
    return undefined;
  });
}

export const accessModule: AppModule = { name: 'access', register: accessRoutes };
