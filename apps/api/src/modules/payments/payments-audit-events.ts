/** The payments area's audit events (platform/audit.ts gathers every area's). */
export const PAYMENTS_AUDIT_EVENTS = [
  'payment',
  'payment_declined',
  'payment_review',
  'payment_unconfirmed',
  'payment_cancelled',
  'payment_refund_due',
  'checkout_result_ignored',
  'card_saved',
  'card_updated',
  'card_removed',
  'checkout_rejected',
] as const;
export type PaymentsAuditEvent = (typeof PAYMENTS_AUDIT_EVENTS)[number];
