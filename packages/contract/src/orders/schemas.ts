import { z } from 'zod/mini';
import { LANGUAGES } from '../constants.ts';
import { key } from '../fields.ts';
import { PAYMENT_TYPES } from '../payments/constants.ts';
import { idempotencyKeySchema } from '../payments/schemas.ts';
import { isIsoDate } from '../stays/rules/dates.ts';
import {
  ORDER_FILTERS,
  ORDER_STATUS_NAMES,
  ORDERS_MAX_PAGE,
  ORDERS_QUERY_MAX_LENGTH,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
  REFUND_STATUSES,
} from './constants.ts';

const required = key('required');
const id = z.coerce
  .number(required)
  .check(z.int(required), z.positive(required), z.lte(2_147_483_647, required));
export const orderIdParamsSchema = z.object({ id });

const isoDate = z
  .string(required)
  .check(z.trim(), z.minLength(1, required), z.refine(isIsoDate, key('date_invalid')));
const currency = z.enum(['MXN', 'USD']);

// ---------------------------------------------------------------- list

export const ordersQuerySchema = z.object({
  /** Order id, reference, provider reference, member id (account or club), or e-mail (prefix). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(ORDERS_QUERY_MAX_LENGTH, key('text_max')))),
  status: z.optional(z.enum(ORDER_FILTERS)),
  /** Created on or after this club day (YYYY-MM-DD). */
  from: z.optional(isoDate),
  /** Created on or before this club day. */
  to: z.optional(isoDate),
  page: z._default(
    z.coerce.number(required).check(z.int(required), z.gte(1, required), z.lte(ORDERS_MAX_PAGE)),
    1,
  ),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const orderMemberSchema = z.object({
  id: z.number(),
  vida_member_id: z.nullable(z.number()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
});

export const orderItemSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(ORDER_STATUS_NAMES),
  /** none | partial | full: how much of the paid amount was given back. */
  refund_state: z.enum(['none', 'partial', 'full']),
  member: orderMemberSchema,
  contract: z.object({ id: z.number(), number: z.string(), resort: z.string() }),
  payment_type: z.enum(PAYMENT_TYPES),
  /** Money: numbers with two decimals in the order's currency (money/money.ts). */
  amount: z.number(),
  refunded: z.number(),
  currency,
  provider_transaction_id: z.nullable(z.string()),
  /** The due items (and extra principal) the payment covered. */
  items: z.int(),
  attempts: z.int(),
  created_at: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderListSchema = z.object({
  items: z.array(orderItemSchema),
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

// ---------------------------------------------------------------- detail

export const orderLineSchema = z.object({
  kind: z.enum(['item', 'extra_principal']),
  due_item_id: z.nullable(z.number()),
  payment_type: z.enum(PAYMENT_TYPES),
  fee_type: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  amount: z.number(),
  late_fee: z.number(),
  settled: z.boolean(),
});

/** One try at charging the order: a hosted checkout visit, or the saved card's charge. */
export const orderAttemptSchema = z.object({
  id: z.number(),
  kind: z.enum(['hosted_checkout', 'saved_card']),
  reference: z.string(),
  /** waiting | applied */
  state: z.enum(['waiting', 'applied']),
  decision: z.nullable(z.string()),
  reason_code: z.nullable(z.number()),
  provider_transaction_id: z.nullable(z.string()),
  amount: z.number(),
  currency,
  created_at: z.string(),
  applied_at: z.nullable(z.string()),
});
export type OrderAttempt = z.infer<typeof orderAttemptSchema>;

export const orderRefundSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number(),
  currency,
  reason: z.string(),
  staff: z.nullable(z.object({ id: z.number(), name: z.string() })),
  provider_refund_id: z.nullable(z.string()),
  provider_message: z.nullable(z.string()),
  credit_note_number: z.nullable(z.string()),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailSchema = z.extend(orderItemSchema, {
  card: z.nullable(z.object({ type: z.nullable(z.string()), last_four: z.nullable(z.string()) })),
  provider_reason_code: z.nullable(z.number()),
  provider_message: z.nullable(z.string()),
  invoice_number: z.nullable(z.string()),
  lines: z.array(orderLineSchema),
  attempts_list: z.array(orderAttemptSchema),
  refunds: z.array(orderRefundSchema),
  /** What may still be refunded: paid, less refunds done, pending or unconfirmed. */
  refundable: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---------------------------------------------------------------- refund

export const refundBodySchema = z.object({
  /** The amount to give back, in the order's currency, at most two decimals. */
  amount: z.coerce.number(required).check(
    z.positive(key('amount_positive')),
    z.lte(99_999_999.99, key('amount_positive')),
    z.refine((value) => Math.round(value * 100) / 100 === value, key('amount_decimals')),
  ),
  reason: z
    .string(required)
    .check(
      z.trim(),
      z.minLength(REFUND_REASON_MIN_LENGTH, key('refund_reason_short')),
      z.maxLength(REFUND_REASON_MAX_LENGTH, key('refund_reason_max')),
    ),
  /** One refund's key: a retry with it gets that refund's answer, never a second refund. */
  idempotency_key: idempotencyKeySchema,
});
export type RefundBody = z.input<typeof refundBodySchema>;

// ---------------------------------------------------------------- reconciliation

export const reconciliationQuerySchema = z.object({ day: isoDate });
