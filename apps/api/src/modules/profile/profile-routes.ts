import { profileRoutes as routes } from '@mp/contract/profile/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import { getProfile } from './profile-repository.ts';

export function profileRoutes(app: FastifyInstance, hooks: RouteHooks, { db }: AppContext) {
  registerRoute(app, hooks, routes.profile, async ({ member, lang }) => ({
    data: await getProfile(db, member.userId, lang),
  }));
}
