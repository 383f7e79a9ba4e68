/** The orders area's audit events (platform/audit.ts gathers every area's). */
export const ORDERS_AUDIT_EVENTS = [
  'order_viewed',
  'order_refunded',
  'order_refund_declined',
  'order_refund_unconfirmed',
  'orders_reconciliation_exported',
] as const;
export type OrdersAuditEvent = (typeof ORDERS_AUDIT_EVENTS)[number];
