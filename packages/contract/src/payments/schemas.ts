import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { absentWhenEmpty, BILLING_MAX_LENGTH, countryField, key } from '../fields.ts';
import type { ValidationKey } from '../i18n/validation.en.ts';
import { toCents } from '../money/money.ts';
import { contractSummarySchema } from '../profile/schemas.ts';
import { hasBillingStateList, isBillingStateOf } from '../rules/billing-states.ts';
import { isValidName } from '../rules/name.ts';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MONTHLY_MODES,
  NEW_CARD_ID,
  PAYMENT_TYPES,
} from './constants.ts';
import { amountProblem } from './rules/amount.ts';
import { isValidBillingAddress, isValidCvv } from './rules/cards.ts';

const id = z.int().check(z.positive(), z.lte(2_147_483_647));
/** PAYMENTS.md: [A-Za-z0-9_-], at most 88 characters. */
const fingerprintField = absentWhenEmpty(
  z.string().check(z.maxLength(88), z.regex(/^[A-Za-z0-9_-]*$/)),
);
/** Path ids: digits only; anything else is a 400, an id nobody has a 404. */
const pathId = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

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
  last_four: z.nullable(z.string()),
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
  fee_type: z.nullable(z.string()),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const paymentTypesSchema = z.object({
  down: z.array(dueItemSchema),
  monthly: z.array(dueItemSchema),
  cash_out: z.array(dueItemSchema),
  other_fees: z.array(dueItemSchema),
});
export type PaymentTypes = z.infer<typeof paymentTypesSchema>;

/**
 * A payment of the contract still waiting for its outcome (decision "Payments in progress"): a
 * hosted checkout the member has not finished (pending, until `hold_until`, and cancellable), a
 * payment held for the provider's review, or one whose outcome the provider has not told us yet.
 * Its due items are not offered for payment meanwhile.
 */
export const openPaymentSchema = z.object({
  id: z.number(),
  /** ORDER_STATUS: 1 pending, 6 held for review, 7 outcome unknown. */
  status: z.number(),
  payment_type: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  currency: z.enum(['MXN', 'USD']),
  created_at: z.string(),
  due_item_ids: z.array(z.number()),
  /** ISO instant the items are offered again if nothing comes back; null while the provider decides. */
  hold_until: z.nullable(z.string()),
  /** An unfinished hosted checkout: the member may give it up and free the items now. */
  can_cancel: z.boolean(),
});
export type OpenPayment = z.infer<typeof openPaymentSchema>;

/** A contract with its payments and open due items (spec §3, money-and-stays §7). */
export const userContractSchema = z.extend(contractSummarySchema, {
  payments: z.array(contractPaymentSchema),
  payment_types: paymentTypesSchema,
  open_payments: z.array(openPaymentSchema),
});
export type UserContract = z.infer<typeof userContractSchema>;

export const userContractsSchema = z.object({
  data: z.array(userContractSchema),
  /** The payments flag (spec §1): pay is offered only when it is on. */
  payments_enabled: z.boolean(),
  /** PAYMENTS.md "Device fingerprint": the fraud screen's tag settings, null when not configured. */
  device_fingerprint: z.nullable(z.object({ org_id: z.string(), merchant_id: z.string() })),
});

export const userContractParamsSchema = z.object({ user_contract: pathId });
export const orderParamsSchema = z.object({ order: pathId });

/**
 * The order the payment form sends (spec §3 "Payment order (sent)"). The amount is only a
 * request: the server recomputes what it covers and its maximum from its own data.
 */
export const paymentBodySchema = z.object({
  // The spec's client sends a number; a typed string ("1,250.00") is accepted too.
  order_amount: z.union([z.number(), z.string().check(z.trim(), z.maxLength(32))]),
  contract_id: id,
  // Spec §5: required but may be null; null and -1 (add new) go through the hosted checkout.
  card_id: z.union([id, z.literal(NEW_CARD_ID), z.null()]),
  cvv: z.optional(z.string().check(z.trim(), z.maxLength(8))),
  paymentTypeIds: z
    .array(id)
    .check(z.minLength(1, key('payment_months_required')), z.maxLength(120)),
  paymentType: z.enum(PAYMENT_TYPES, key('payment_type_required')),
  device_fingerprint_id: fingerprintField,
  // The spec's client sends these with monthly payments only: null or "" elsewhere is absent.
  multiplePayment: absentWhenEmpty(z.boolean()),
  monthlyType: absentWhenEmpty(z.enum(MONTHLY_MODES)),
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

export const idempotencyKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(8),
    z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
    z.regex(/^[A-Za-z0-9_.:-]+$/),
  );

export const paymentResultSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  status: z.number(),
  amount: z.number(),
  currency: z.enum(['MXN', 'USD']),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** One of the member's orders as the result pages read it (decision "Payment result pages"). */
export const paymentStatusSchema = z.extend(paymentResultSchema, {
  contract_id: z.number(),
  payment_type: z.enum(PAYMENT_TYPES),
  created_at: z.string(),
  hold_until: z.nullable(z.string()),
  can_cancel: z.boolean(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The payment form (spec §3 "Payment form"): the amount as typed, checked against the maximum the
 * page computed for the choice; the covered items; the card.
 */
export const paymentFormSchema = z
  .object({
    order_amount: z.string(),
    max_amount: z.number(),
    contract_id: z.number(),
    paymentTypeIds: z.array(z.number()).check(z.minLength(1, key('payment_months_required'))),
    card_id: z.nullable(z.number()),
  })
  .check(
    z.superRefine((form, ctx) => {
      const problem = amountProblem(form.order_amount, toCents(form.max_amount));
      if (problem) ctx.addIssue({ code: 'custom', path: ['order_amount'], message: problem });
    }),
  );
export type PaymentForm = z.input<typeof paymentFormSchema>;

/** The CVV modal of a saved card (spec §5): digits only, the card type's length. */
export const cvvFormSchema = z
  .object({ cvv: z.string().check(z.trim()), card_type: z.string() })
  .check(
    z.superRefine((form, ctx) => {
      if (form.cvv === '') {
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'cvv_required' });
      } else if (!isValidCvv(form.cvv, form.card_type)) {
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'cvv_invalid' });
      }
    }),
  );

/** A saved card as the card picker shows it (spec §3 "Credit card"; the token stays on the server). */
export const creditCardSchema = z.object({
  id: z.number(),
  card_type: z.string(),
  /** Masked: every digit but the last four. */
  card_number: z.string(),
  last_four: z.string(),
  card_holder_name: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  is_default: z.boolean(),
  status: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  post_code: z.string(),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

/** Spec §7: the list takes a pagination query; unpaginated clients ask per_page 1000. */
export const creditCardsQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
});

/** A card update (spec §7 PUT /v1/credit_cards/{id}): the client sends the card object back. */
export const creditCardParamsSchema = z.object({ credit_card: pathId });
export const creditCardUpdateSchema = z.extend(z.partial(creditCardSchema), {
  is_default: z.optional(z.boolean()),
  // Spec §4 "Card lifecycle": removing sets status false; 1 (or true) keeps it active.
  status: z.optional(z.union([z.literal(false), z.literal(true), z.literal(0), z.literal(1)])),
});
export type CreditCardUpdate = z.input<typeof creditCardUpdateSchema>;

/**
 * A comma or an equals sign in signed text lets a member re-cut the provider's signed result
 * (PAYMENTS.md "Signature", issue 19 #1): kept out of every billing value a person types.
 */
const hasSignatureSeparator = (value: string) => value.includes(',') || value.includes('=');

/** Billing text as the card provider takes it: required, within its limit, no `,` or `=`. */
const billingText = (max: number, maxKey: ValidationKey) =>
  z.string().check(
    z.trim(),
    z.minLength(1, key('required')),
    z.maxLength(max, key(maxKey)),
    z.refine((v) => !hasSignatureSeparator(v), key('billing_separators')),
  );

const billingName = billingText(BILLING_MAX_LENGTH.name, 'billing_name_max').check(
  z.refine(
    // A name with a separator already has its message: one problem, one message.
    (v) => v === '' || hasSignatureSeparator(v) || isValidName(v),
    key('name_invalid'),
  ),
);

/** PAYMENTS.md: the provider's postal formats for the US (ZIP or ZIP+4) and Canada (A1A 1A1). */
const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

/**
 * The billing data the hosted checkout is signed with (spec §3 "Credit card", §5 "Billing";
 * PAYMENTS.md "Field limits"): the provider's lengths, no `,` or `=` anywhere, the address with a
 * letter and a digit; the state and postal code are checked against the country by
 * `billingRule`.
 */
export const billingShape = {
  first_name: billingName,
  last_name: billingName,
  address: billingText(BILLING_MAX_LENGTH.address, 'billing_address_max').check(
    z.refine((v) => v === '' || isValidBillingAddress(v), key('billing_address_invalid')),
  ),
  city: billingText(BILLING_MAX_LENGTH.city, 'billing_city_max'),
  state: billingText(BILLING_MAX_LENGTH.state, 'billing_state_max'),
  country: countryField,
  post_code: z.string().check(
    z.trim(),
    z.minLength(1, key('required')),
    z.maxLength(BILLING_MAX_LENGTH.postalCode, key('billing_postal_code_max')),
    z.refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), key('postal_code_invalid')),
  ),
};

/**
 * The billing state is a code of the country's list in the US, Canada and Mexico (`ROO` for
 * Quintana Roo), free text elsewhere; the US and Canadian postal codes have their formats.
 */
export function billingRule(
  value: { country?: string | null; state?: string | null; post_code?: string | null },
  ctx: core.$RefinementCtx,
) {
  const country = value.country?.trim().toUpperCase() ?? '';
  if (hasBillingStateList(country) && value.state) {
    if (!isBillingStateOf(country, value.state.trim())) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'state_invalid' });
    }
  }
  const format = POSTAL_CODE_FORMATS[country];
  const postCode = value.post_code?.trim() ?? '';
  if (format && postCode !== '' && postCode.length <= BILLING_MAX_LENGTH.postalCode) {
    if (!format.test(postCode)) {
      ctx.addIssue({ code: 'custom', path: ['post_code'], message: 'postal_code_invalid' });
    }
  }
}

/** The card modal's add mode and the new-card part of the payment form. */
export const billingFormSchema = z
  .object({ ...billingShape, is_default: z.boolean(), save_card: z.boolean() })
  .check(z.superRefine(billingRule));
export type BillingForm = z.input<typeof billingFormSchema>;

/**
 * Paying with a new card (spec §4 "Paying" 2): the order of a saved-card payment without card and
 * CVV, plus the billing data and whether to keep the card. The server answers the signed fields of
 * the provider's hosted checkout; the card number is typed on the provider's page, never here.
 */
export const paymentCheckoutBodySchema = z
  .extend(z.omit(paymentBodySchema, { cvv: true, card_id: true, device_fingerprint_id: true }), {
    card_id: z.optional(z.union([z.literal(NEW_CARD_ID), z.null()])),
    ...billingShape,
    save_card: z._default(z.boolean(), false),
    is_default: z._default(z.boolean(), false),
    device_fingerprint_id: fingerprintField,
  })
  .check(z.superRefine(billingRule));
export type PaymentCheckoutBody = z.input<typeof paymentCheckoutBodySchema>;

/**
 * Adding a card (create_payment_token), or updating a saved one's expiry and billing
 * (update_payment_token, with `card_id`), through the hosted checkout (spec §4 "Card lifecycle").
 */
export const cardCheckoutBodySchema = z
  .object({
    card_id: z.optional(id),
    ...billingShape,
    is_default: z._default(z.boolean(), false),
    device_fingerprint_id: fingerprintField,
  })
  .check(z.superRefine(billingRule));
export type CardCheckoutBody = z.input<typeof cardCheckoutBodySchema>;

/** The signed form the browser posts to the provider's hosted checkout (PAYMENTS.md). */
export const hostedCheckoutSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type HostedCheckout = z.infer<typeof hostedCheckoutSchema>;
