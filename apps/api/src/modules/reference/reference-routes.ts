import { referenceRoutes as routes } from '@mp/contract/reference/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createReferenceService } from './reference-service.ts';

export function referenceRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const reference = createReferenceService(ctx);

  registerRoute(app, hooks, routes.faqs, async ({ lang }) => ({
    data: await reference.faqs(lang),
  }));

  registerRoute(app, hooks, routes.contactReasons, async ({ lang }) => ({
    data: await reference.contactReasons(lang),
  }));

  registerRoute(app, hooks, routes.reservationHotels, async ({ lang }) => ({
    data: await reference.reservationHotels(lang),
  }));
}

export const referenceModule: AppModule = { name: 'reference', register: referenceRoutes };
