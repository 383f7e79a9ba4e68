import { z } from 'zod/mini';
import { data, route } from '../http/route.ts';
import {
  cardCheckoutBodySchema,
  creditCardParamsSchema,
  creditCardSchema,
  creditCardsQuerySchema,
  creditCardUpdateSchema,
  hostedCheckoutSchema,
  orderParamsSchema,
  paymentBodySchema,
  paymentCheckoutBodySchema,
  paymentResultSchema,
  paymentStatusSchema,
  userContractParamsSchema,
  userContractSchema,
  userContractsSchema,
} from './schemas.ts';

/** The payments area's calls: contracts with their due items, paying, invoices. */
export const paymentsRoutes = {
  userContracts: route({
    method: 'GET',
    path: '/api/v1/user_contracts',
    access: 'member',
    response: data(userContractsSchema),
    status: 200,
    errors: 'default',
    summary:
      "The member's contracts with their payments of the last 730 days and open due items per payment type",
  }),
  userContract: route({
    method: 'GET',
    path: '/api/v1/user_contracts/:user_contract',
    access: 'member',
    params: userContractParamsSchema,
    // Spec 2 §7 "single contract": in data; only the list is data.data (issue 20 #4).
    response: data(userContractSchema),
    status: 200,
    errors: 'default',
    summary: 'One contract of the member with its payments and open due items',
  }),
  pay: route({
    method: 'POST',
    path: '/api/v1/payment',
    access: 'member',
    body: paymentBodySchema,
    response: data(z.object({ data: paymentResultSchema })),
    status: 201,
    errors: 'payment',
    summary:
      'Pays due items with a saved card: the server recomputes the amount, charges the card token once and e-mails the invoice',
    // 402 declined, held for review or not confirmed by the card processor; 403 payments switched
    // off; 409 already paid or in progress; 422 an Idempotency-Key used for another request.
    errorStatuses: [402, 403, 404, 409, 422],
    rateLimited: true,
  }),
  // Decision "Payment result pages": the spec shows no call; ours, the member's own orders only.
  paymentStatus: route({
    method: 'GET',
    path: '/api/v1/payment/:order',
    access: 'member',
    params: orderParamsSchema,
    response: data(z.object({ data: paymentStatusSchema })),
    status: 200,
    errors: 'default',
    summary:
      "One of the member's payments: paid, declined, cancelled, held for review, waiting for the provider's answer or money to refund",
  }),
  // Decision "Payments in progress": an unfinished hosted checkout given up by the member.
  cancelPayment: route({
    method: 'POST',
    path: '/api/v1/payment/:order/cancel',
    access: 'member',
    params: orderParamsSchema,
    response: data(z.object({ data: paymentStatusSchema })),
    status: 200,
    errors: 'payment',
    summary:
      'Gives up an unfinished hosted-checkout payment: its due items are offered again at once',
    // 409: the payment is no longer waiting for the member (decided, or with the provider).
    errorStatuses: [404, 409],
  }),
  // Decision "Saved cards list": the spec does not show the path; the update call's path, listed.
  creditCards: route({
    method: 'GET',
    path: '/api/v1/credit_cards',
    access: 'member',
    query: creditCardsQuerySchema,
    response: data(z.object({ data: z.array(creditCardSchema) })),
    status: 200,
    errors: 'default',
    summary: "The member's active saved cards, the default first",
  }),
  // Decision "Hosted checkout": the spec signs on the client; we sign on the server (the secret
  // key never reaches a browser), so the client asks for the signed fields and posts them.
  paymentCheckout: route({
    method: 'POST',
    path: '/api/v1/payment/checkout',
    access: 'member',
    body: paymentCheckoutBodySchema,
    response: data(z.object({ data: hostedCheckoutSchema })),
    status: 201,
    errors: 'payment',
    summary:
      "Holds the due items for a new-card payment and answers the signed fields of the provider's hosted checkout",
    errorStatuses: [403, 404, 409],
    rateLimited: true,
  }),
  cardCheckout: route({
    method: 'POST',
    path: '/api/v1/credit_cards/checkout',
    access: 'member',
    body: cardCheckoutBodySchema,
    response: data(z.object({ data: hostedCheckoutSchema })),
    status: 201,
    errors: 'payment',
    summary:
      "Answers the signed fields of the provider's hosted page that saves a new card, or updates a saved one",
    errorStatuses: [403, 404],
    rateLimited: true,
  }),
  updateCreditCard: route({
    method: 'PUT',
    path: '/api/v1/credit_cards/:credit_card',
    access: 'member',
    params: creditCardParamsSchema,
    body: creditCardUpdateSchema,
    response: data(z.object({ data: creditCardSchema })),
    status: 200,
    errors: 'default',
    summary: 'Makes a saved card the default (is_default true) or removes it (status false)',
  }),
  downloadInvoice: route({
    method: 'GET',
    path: '/api/v1/orders/:order/download',
    access: 'member',
    params: orderParamsSchema,
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    binary: 'application/pdf',
    status: 200,
    errors: 'default',
    summary: "The PDF invoice of one of the member's paid orders, in the request language",
  }),
} as const;
