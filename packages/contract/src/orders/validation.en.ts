import { REFUND_REASON_MAX_LENGTH, REFUND_REASON_MIN_LENGTH } from './bounds.ts';

/** The orders area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const ordersValidationEn = {
  refund_reason_short: `Say why, in at least ${REFUND_REASON_MIN_LENGTH} characters.`,
  refund_reason_max: `Use at most ${REFUND_REASON_MAX_LENGTH} characters.`,
  amount_decimals: 'Use at most two decimals, like 125.50.',
} as const;
export type OrdersValidationKey = keyof typeof ordersValidationEn;
