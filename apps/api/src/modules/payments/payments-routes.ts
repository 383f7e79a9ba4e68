import formbody from '@fastify/formbody';
import { IDEMPOTENCY_HEADER } from '@mp/contract/payments/constants';
import { paymentsRoutes as routes } from '@mp/contract/payments/routes';
import { idempotencyKeySchema } from '@mp/contract/payments/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import {
  type RouteHooks,
  registerRoute,
  registerSessionJoinedRoute,
} from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createReferenceService } from '../reference/reference-service.ts';
import { CHECKOUT_RESULT_PATHS, createCheckoutService } from './checkout-service.ts';
import { createPaymentsService } from './payments-service.ts';
import { sendReceipt } from './receipt.ts';
import { createSettlement } from './settlement.ts';

/** A form post's fields as strings (a repeated name keeps its first value). */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') fields[name] = first;
    }
  }
  return fields;
}

export function paymentsRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const payments = createPaymentsService(ctx, createReferenceService(ctx));
  const checkout = createCheckoutService(ctx);

  // The provider's word on payments still waiting for it (settlement.ts), once a minute.
  if (ctx.config.paymentSettleMs > 0 && ctx.payments) {
    const settlement = createSettlement(ctx);
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      running ??= settlement
        .settleOpenOrders()
        .catch((error: unknown) => app.log.error({ err: error }, 'payment settlement failed'))
        .finally(() => {
          running = undefined;
        });
    }, ctx.config.paymentSettleMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }

  registerSessionJoinedRoute(
    app,
    hooks,
    routes.userContracts,
    async ({ accessTokenHash, lang }) => {
      const screen = await payments.contracts(accessTokenHash, lang);
      return screen && { data: screen };
    },
  );

  registerSessionJoinedRoute(
    app,
    hooks,
    routes.userContract,
    async ({ accessTokenHash, params, lang }) => {
      const contract = await payments.contract(accessTokenHash, params.user_contract, lang);
      return contract && { data: contract };
    },
  );

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

  registerRoute(app, hooks, routes.paymentStatus, async ({ member, params }) => ({
    data: { data: await payments.paymentStatus(member.userId, params.order) },
  }));

  registerRoute(app, hooks, routes.cancelPayment, async ({ member, params, request }) => ({
    data: {
      data: await payments.cancelPayment({ userId: member.userId, ip: request.ip }, params.order),
    },
  }));

  registerSessionJoinedRoute(app, hooks, routes.creditCards, async ({ accessTokenHash, query }) => {
    const cards = await payments.creditCards(accessTokenHash, query.page, query.per_page);
    return cards && { data: { data: cards } };
  });

  registerRoute(
    app,
    hooks,
    routes.paymentCheckout,
    async ({ member, body, lang }) => ({
      data: { data: await checkout.startPayment(member, body, lang) },
    }),
    { rateLimit: 'payment' },
  );

  registerRoute(
    app,
    hooks,
    routes.cardCheckout,
    async ({ member, body, lang }) => ({
      data: { data: await checkout.startCard(member, body, lang) },
    }),
    { rateLimit: 'payment' },
  );

  registerRoute(app, hooks, routes.updateCreditCard, async ({ member, params, body, request }) => ({
    data: {
      data: await payments.updateCard(
        { userId: member.userId, ip: request.ip },
        params.credit_card,
        body,
      ),
    },
  }));

  // The provider's results (PAYMENTS.md): form posts, not API calls. The browser's comes
  // cross-site with no token, so the attempt is found by its signed reference; it is sent on to
  // the SPA's result route (303). The provider's own notification gets a plain answer.
  // Results that fail their checks are counted per address (issue 19 #10): a forger is stopped
  // with 429 after a few, the provider's genuine results never count.
  const applyResult = async (request: FastifyRequest) => {
    await ctx.limits.check('checkoutRejectedIp', request.ip);
    const outcome = await checkout.applyResult(formFields(request.body), request.ip);
    if (!outcome.accepted) await ctx.limits.hit('checkoutRejectedIp', request.ip).catch(() => {});
    return outcome;
  };
  app.register(async (forms) => {
    await forms.register(formbody, { bodyLimit: 32 * 1024 });
    for (const path of [CHECKOUT_RESULT_PATHS.receipt, CHECKOUT_RESULT_PATHS.cancel]) {
      forms.post(path, async (request, reply) => {
        const { redirect } = await applyResult(request);
        return reply.redirect(`${ctx.config.publicUrl}${redirect}`, 303);
      });
    }
    forms.post(CHECKOUT_RESULT_PATHS.notification, async (request, reply) => {
      const { accepted } = await applyResult(request);
      return reply
        .code(accepted ? 200 : 400)
        .type('text/plain')
        .send(accepted ? 'OK' : 'Rejected');
    });
  });

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

export const paymentsModule: AppModule = {
  name: 'payments',
  register: paymentsRoutes,
  jobs: [sendReceipt],
};
