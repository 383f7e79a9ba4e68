import { profileRoutes as routes } from '@mp/contract/profile/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createReferenceService } from '../reference/reference-service.ts';
import { createProfileService } from './profile-service.ts';

export function profileRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const profile = createProfileService(ctx, createReferenceService(ctx));

  registerRoute(app, hooks, routes.profile, async ({ member, lang }) => ({
    data: await profile.get(member.userId, lang),
  }));

  registerRoute(
    app,
    hooks,
    routes.sendContactMessage,
    async ({ member, body, lang }) => ({
      data: { data: await profile.sendContactMessage(member.userId, body, lang) },
    }),
    { rateLimit: 'contact' },
  );
}

export const profileModule: AppModule = { name: 'profile', register: profileRoutes };
