import { profileRoutes as routes } from '@mp/contract/profile/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  type RouteHooks,
  registerRoute,
  registerSessionJoinedRoute,
} from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createReferenceService } from '../reference/reference-service.ts';
import { createMessagesService } from './messages-service.ts';
import { createProfileService } from './profile-service.ts';

export function profileRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const reference = createReferenceService(ctx);
  const profile = createProfileService(ctx, reference);
  const messages = createMessagesService(ctx, reference);

  registerSessionJoinedRoute(app, hooks, routes.profile, async ({ accessTokenHash, lang }) => {
    const data = await profile.get(accessTokenHash, lang);
    return data && { data };
  });

  registerRoute(app, hooks, routes.updateProfile, async ({ member, body, lang, request }) => ({
    data: await profile.update(member, body, lang, request.ip),
  }));

  registerRoute(app, hooks, routes.changePassword, async ({ member, body, request }) => {
    await profile.changePassword(member, body, request.ip);
    return undefined;
  });

  registerRoute(
    app,
    hooks,
    routes.confirmEmailChange,
    async ({ params, query, request }) => ({
      data: await profile.confirmEmailChange(params, query, request.ip),
    }),
    { rateLimit: 'verify' },
  );

  registerRoute(
    app,
    hooks,
    routes.sendContactMessage,
    async ({ member, body, lang }) => ({
      data: { data: await messages.sendContactMessage(member.userId, body, lang) },
    }),
    { rateLimit: 'contact' },
  );

  registerSessionJoinedRoute(app, hooks, routes.messages, async ({ accessTokenHash }) => {
    const list = await messages.list(accessTokenHash);
    return list && { data: { data: list } };
  });

  registerSessionJoinedRoute(app, hooks, routes.message, async ({ accessTokenHash, params }) => {
    const thread = await messages.thread(accessTokenHash, params.message);
    return thread && { data: thread };
  });

  registerRoute(
    app,
    hooks,
    routes.reply,
    async ({ member, params, body, lang }) => ({
      data: { data: await messages.reply(member.userId, params.message, body, lang) },
    }),
    { rateLimit: 'reply' },
  );

  registerRoute(app, hooks, routes.markAsRead, async ({ member, params }) => {
    await messages.markAsRead(member.userId, params.message);
    return undefined;
  });

  registerRoute(app, hooks, routes.markAllAsRead, async ({ member }) => ({
    data: { data: await messages.markAllAsRead(member.userId) },
  }));
}

export const profileModule: AppModule = { name: 'profile', register: profileRoutes };
