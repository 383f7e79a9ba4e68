import { ordersRoutes as routes } from '@mp/contract/orders/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { type Acting, createOrdersService } from './orders-service.ts';

const acting = (ctx: { staff: StaffCaller; caller: Caller; request: { id: string } }): Acting => ({
  staff: ctx.staff,
  caller: ctx.caller,
  requestId: ctx.request.id,
});

export function ordersRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const orders = createOrdersService(ctx);

  registerRoute(app, hooks, routes.staffOrders, async ({ query }) => ({
    data: await orders.list(query),
  }));
  registerRoute(app, hooks, routes.staffOrder, async (c) => ({
    data: await orders.order(c.params.id, acting(c)),
  }));
  registerRoute(app, hooks, routes.refundOrder, async (c) => ({
    data: await orders.refund(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.ordersReconciliation, async (c) => {
    const csv = await orders.reconciliation(c.query.day, acting(c));
    c.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="reconciliation_${c.query.day}.csv"`)
      .header('cache-control', 'private, no-store');
    return csv;
  });
}

export const ordersModule: AppModule = { name: 'orders', register: ordersRoutesOf };
