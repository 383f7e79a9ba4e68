import { staysRoutes as routes } from '@mp/contract/stays/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createStaysService } from './stays-service.ts';

export function staysRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const stays = createStaysService(ctx);

  registerRoute(app, hooks, routes.exchanges, async ({ member }) => ({
    data: await stays.exchanges(member.userId),
  }));

  registerRoute(app, hooks, routes.destinationHighlights, async ({ query, lang }) => ({
    data: { data: await stays.destinationHighlights(lang, query.query) },
  }));

  registerRoute(app, hooks, routes.destinationHighlight, async ({ params, lang }) => ({
    data: { data: await stays.destinationHighlight(params.destination_highlight, lang) },
  }));
}

export const staysModule: AppModule = { name: 'stays', register: staysRoutes };
