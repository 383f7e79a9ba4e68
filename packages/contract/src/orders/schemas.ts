import { z } from 'zod';
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
const id = z.coerce.number(required).int(required).positive(required).max(2_147_483_647, required);
export const orderIdParamsSchema = z.object({ id });

const isoDate = z.string(required).trim().min(1, required).refine(isIsoDate, key('date_invalid'));
const currency = z.enum(['MXN', 'USD']);

// ---------------------------------------------------------------- list

export const ordersQuerySchema = z.object({
  /** Order id, reference, provider reference, member id (account or club), or e-mail (prefix). */
  q: z.string().trim().max(ORDERS_QUERY_MAX_LENGTH, key('text_max')).optional(),
  status: z.enum(ORDER_FILTERS).optional(),
  /** Created on or after this club day (YYYY-MM-DD). */
  from: isoDate.optional(),
  /** Created on or before this club day. */
  to: isoDate.optional(),
  page: z.coerce.number(required).int(required).min(1, required).max(ORDERS_MAX_PAGE).default(1),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const orderMemberSchema = z.object({
  id: z.number(),
  vida_member_id: z.number().nullable(),
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
  provider_transaction_id: z.string().nullable(),
  /** The due items (and extra principal) the payment covered. */
  items: z.number().int(),
  attempts: z.number().int(),
  created_at: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderListSchema = z.object({
  items: z.array(orderItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

// ---------------------------------------------------------------- detail

export const orderLineSchema = z.object({
  kind: z.enum(['item', 'extra_principal']),
  due_item_id: z.number().nullable(),
  payment_type: z.enum(PAYMENT_TYPES),
  fee_type: z.string().nullable(),
  due_date: z.string().nullable(),
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
  decision: z.string().nullable(),
  reason_code: z.number().nullable(),
  provider_transaction_id: z.string().nullable(),
  amount: z.number(),
  currency,
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type OrderAttempt = z.infer<typeof orderAttemptSchema>;

export const orderRefundSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number(),
  currency,
  reason: z.string(),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  provider_refund_id: z.string().nullable(),
  provider_message: z.string().nullable(),
  credit_note_number: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailSchema = orderItemSchema.extend({
  card: z.object({ type: z.string().nullable(), last_four: z.string().nullable() }).nullable(),
  provider_reason_code: z.number().nullable(),
  provider_message: z.string().nullable(),
  invoice_number: z.string().nullable(),
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
  amount: z.coerce
    .number(required)
    .positive(key('amount_positive'))
    .max(99_999_999.99, key('amount_positive'))
    .refine((value) => Math.round(value * 100) / 100 === value, key('amount_decimals')),
  reason: z
    .string(required)
    .trim()
    .min(REFUND_REASON_MIN_LENGTH, key('refund_reason_short'))
    .max(REFUND_REASON_MAX_LENGTH, key('refund_reason_max')),
  /** One refund's key: a retry with it gets that refund's answer, never a second refund. */
  idempotency_key: idempotencyKeySchema,
});
export type RefundBody = z.input<typeof refundBodySchema>;

// ---------------------------------------------------------------- reconciliation

export const reconciliationQuerySchema = z.object({ day: isoDate });
