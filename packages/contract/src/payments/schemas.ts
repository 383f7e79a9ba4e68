import { z } from 'zod';
import { key } from '../fields.ts';
import { contractSummarySchema } from '../profile/schemas.ts';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MONTHLY_MODES,
  NEW_CARD_ID,
  PAYMENT_TYPES,
} from './constants.ts';

const id = z.number().int().positive().max(2_147_483_647);
/** Path ids: digits only; anything else is a 400, an id nobody has a 404. */
const pathId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A payment of the contract's history (spec §3 "Payment (in contract/history)"). */
export const contractPaymentSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  /** ISO 8601 instant. */
  created_at: z.string(),
  status: z.number(),
  payment_type: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  currency: z.enum(['MXN', 'USD']),
  last_four: z.string().nullable(),
});
export type ContractPayment = z.infer<typeof contractPaymentSchema>;

/**
 * A due item (spec §3): every list carries the same fields; invoice_amount and
 * available_for_payment matter for monthly installments, fee_type for other fees.
 */
export const dueItemSchema = z.object({
  id: z.number(),
  amount_due: z.number(),
  closing_cost: z.number(),
  late_fee: z.number(),
  /** YYYY-MM-DD */
  due_date: z.string(),
  invoice_amount: z.number(),
  /** Spec: 0 means "contact Accounting". */
  available_for_payment: z.union([z.literal(0), z.literal(1)]),
  fee_type: z.string().nullable(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const paymentTypesSchema = z.object({
  down: z.array(dueItemSchema),
  monthly: z.array(dueItemSchema),
  cash_out: z.array(dueItemSchema),
  other_fees: z.array(dueItemSchema),
});
export type PaymentTypes = z.infer<typeof paymentTypesSchema>;

/** A contract with its payments and open due items (spec §3, money-and-stays §7). */
export const userContractSchema = contractSummarySchema.extend({
  payments: z.array(contractPaymentSchema),
  payment_types: paymentTypesSchema,
});
export type UserContract = z.infer<typeof userContractSchema>;

export const userContractsSchema = z.object({
  data: z.array(userContractSchema),
  /** The payments flag (spec §1): pay is offered only when it is on. */
  payments_enabled: z.boolean(),
});

export const userContractParamsSchema = z.object({ user_contract: pathId });
export const orderParamsSchema = z.object({ order: pathId });

/**
 * The order the payment form sends (spec §3 "Payment order (sent)"). The amount is only a
 * request: the server recomputes what it covers and its maximum from its own data.
 */
export const paymentBodySchema = z.object({
  // The spec's client sends a number; a typed string ("1,250.00") is accepted too.
  order_amount: z.union([z.number(), z.string().trim().max(32)]),
  contract_id: id,
  // Spec §5: required but may be null; null and -1 (add new) go through the hosted checkout.
  card_id: z.union([id, z.literal(NEW_CARD_ID), z.null()]),
  cvv: z.string().trim().max(8).optional(),
  paymentTypeIds: z.array(id).min(1, key('payment_months_required')).max(120),
  paymentType: z.enum(PAYMENT_TYPES, key('payment_type_required')),
  device_fingerprint_id: z
    .string()
    .max(88)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  multiplePayment: z.boolean().optional(),
  monthlyType: z.enum(MONTHLY_MODES).optional(),
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export const paymentResultSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.number(),
  amount: z.number(),
  currency: z.enum(['MXN', 'USD']),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
