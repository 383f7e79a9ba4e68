import { IDEMPOTENCY_HEADER } from '@mp/contract/payments/constants';
import { paymentsRoutes as routes } from '@mp/contract/payments/routes';
import { idempotencyKeySchema } from '@mp/contract/payments/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createPaymentsService } from './payments-service.ts';

export function paymentsRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const payments = createPaymentsService(ctx);

  registerRoute(app, hooks, routes.userContracts, async ({ member }) => ({
    data: await payments.contracts(member.userId),
  }));

  registerRoute(app, hooks, routes.userContract, async ({ member, params }) => ({
    data: { data: await payments.contract(member.userId, params.user_contract) },
  }));

  registerRoute(
    app,
    hooks,
    routes.pay,
    async ({ member, body, request }) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      let key: string | undefined;
      if (header !== undefined) {
        const parsed = idempotencyKeySchema.safeParse(header);
        if (!parsed.success) throw new AppError(400, 'payment_invalid_idempotency_key');
        key = parsed.data;
      }
      return {
        data: {
          data: await payments.pay({ userId: member.userId, ip: request.ip }, body, key),
        },
      };
    },
    { rateLimit: 'payment' },
  );

  registerRoute(app, hooks, routes.creditCards, async ({ member, query }) => ({
    data: { data: await payments.creditCards(member.userId, query.page, query.per_page) },
  }));

  registerRoute(app, hooks, routes.downloadInvoice, async ({ member, params, lang, reply }) => {
    const pdf = await payments.invoice(member.userId, params.order, lang);
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice_${stamp}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  });
}

export const paymentsModule: AppModule = { name: 'payments', register: paymentsRoutes };
