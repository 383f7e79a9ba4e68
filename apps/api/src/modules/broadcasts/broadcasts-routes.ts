import { broadcastsRoutes as routes } from '@mp/contract/broadcasts/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { type Acting, createBroadcastsService, deliverBroadcast } from './broadcasts-service.ts';

const acting = (ctx: { staff: StaffCaller; caller: Caller; request: { id: string } }): Acting => ({
  staff: ctx.staff,
  caller: ctx.caller,
  requestId: ctx.request.id,
});

export function broadcastsRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const service = createBroadcastsService(ctx);

  registerRoute(app, hooks, routes.broadcastSegmentOptions, async () => ({
    data: await service.segmentOptions(),
  }));
  registerRoute(app, hooks, routes.broadcastSegmentCount, async ({ query }) => ({
    data: await service.count(query),
  }));
  registerRoute(app, hooks, routes.broadcasts, async ({ query }) => ({
    data: await service.list(query),
  }));
  registerRoute(app, hooks, routes.broadcast, async ({ params }) => ({
    data: await service.one(params.id),
  }));
  registerRoute(
    app,
    hooks,
    routes.createBroadcast,
    async (c) => ({ data: await service.create(c.body, acting(c)) }),
    { rateLimit: 'broadcastCreate' },
  );
  registerRoute(app, hooks, routes.cancelBroadcast, async (c) => ({
    data: await service.cancel(c.params.id, acting(c)),
  }));
}

export const broadcastsModule: AppModule = {
  name: 'broadcasts',
  register: broadcastsRoutesOf,
  jobs: [deliverBroadcast],
};
