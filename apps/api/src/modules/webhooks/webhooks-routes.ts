import { webhooksRoutes as routes } from '@mp/contract/webhooks/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { deliverWebhook } from './webhook-delivery.ts';
import { type Acting, createWebhooksService } from './webhooks-service.ts';

const acting = (c: { staff: StaffCaller; caller: Caller; request: { id: string } }): Acting => ({
  staffId: c.staff.staffId,
  caller: c.caller,
  requestId: c.request.id,
});

export function webhooksRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const webhooks = createWebhooksService(ctx);

  registerRoute(app, hooks, routes.webhookEndpoints, async () => ({
    data: await webhooks.endpoints(),
  }));
  registerRoute(app, hooks, routes.createWebhookEndpoint, async (c) => ({
    data: await webhooks.create(c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.updateWebhookEndpoint, async (c) => ({
    data: await webhooks.update(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.rotateWebhookSecret, async (c) => ({
    data: await webhooks.rotateSecret(c.params.id, acting(c)),
  }));
  registerRoute(app, hooks, routes.webhookDeliveries, async ({ query }) => ({
    data: await webhooks.deliveries(query),
  }));
  registerRoute(app, hooks, routes.resendWebhookDelivery, async (c) => ({
    data: await webhooks.resend(c.params.id, acting(c)),
  }));
}

export const webhooksModule: AppModule = {
  name: 'webhooks',
  register: webhooksRoutesOf,
  jobs: [deliverWebhook],
};
