/** The orders area's notification and error keys (issue 22: the payments desk). */
export const ORDERS_MESSAGE_KEYS = [
  'order_not_refundable',
  'refund_exceeds_paid',
  'refund_in_progress',
  'refund_idempotency_mismatch',
  'refund_declined',
  'refund_unconfirmed',
  'refund_provider_missing',
  'order_refunded',
] as const;
export type OrdersMessageKey = (typeof ORDERS_MESSAGE_KEYS)[number];
