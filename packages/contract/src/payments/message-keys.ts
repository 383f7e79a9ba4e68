/** The payments area's notification and error keys. */
export const PAYMENTS_MESSAGE_KEYS = [
  'payment_received',
  'payment_declined',
  'payment_insufficient_funds',
  'payment_card_expired',
  'payment_invalid_cvv',
  'payment_review',
  'payment_provider_error',
  'payment_in_progress',
  'payment_already_paid',
  'payment_amount_above_max',
  'payment_amount_mismatch',
  'payment_nothing_to_pay',
  'payments_disabled',
  'payment_card_required',
  'payment_invalid_idempotency_key',
] as const;
export type PaymentsMessageKey = (typeof PAYMENTS_MESSAGE_KEYS)[number];
