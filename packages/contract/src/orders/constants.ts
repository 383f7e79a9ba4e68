import { ORDER_STATUS } from '../payments/constants.ts';

/** The payments desk's business constants (issue 22: orders, refunds, reconciliation). */

/** An order's status by name (orders.status, payments ORDER_STATUS), as the desk filters it. */
export const ORDER_STATUS_NAMES = [
  'pending',
  'paid',
  'settled',
  'declined',
  'cancelled',
  'review',
  'unconfirmed',
  'refund_due',
] as const satisfies readonly (keyof typeof ORDER_STATUS)[];
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];

/** The list's status filter: an order status, or `refunded` (some or all of it given back). */
export const ORDER_FILTERS = [...ORDER_STATUS_NAMES, 'refunded'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export function orderStatusName(status: number): OrderStatusName {
  const found = ORDER_STATUS_NAMES.find((name) => ORDER_STATUS[name] === status);
  return found ?? 'pending';
}

/** Paid orders are the ones money can be given back on. */
export const REFUNDABLE_STATUSES: readonly number[] = [ORDER_STATUS.paid, ORDER_STATUS.settled];

/**
 * A refund's life: `pending` while the provider is asked (its amount is held), `refunded` once the
 * provider's verified answer says so, `declined` when it refused (the amount is free again),
 * `unconfirmed` when no answer could be trusted (the amount stays held until a retry with the
 * same key gets one).
 */
export const REFUND_STATUSES = ['pending', 'refunded', 'declined', 'unconfirmed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** The statuses whose amount counts against what may still be refunded. */
export const HELD_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'refunded', 'unconfirmed'];

export { REFUND_REASON_MAX_LENGTH, REFUND_REASON_MIN_LENGTH } from './bounds.ts';

export const ORDERS_PAGE_SIZE = 25;
export const ORDERS_MAX_PAGE = 400;
export const ORDERS_QUERY_MAX_LENGTH = 100;
/** A date-range filter spans at most this many days (the list is indexed by date). */
export const ORDERS_RANGE_MAX_DAYS = 366;

/** Our reference for a refund sent to the provider: `MR-` and 12 hex digits. */
export const REFUND_REFERENCE_PREFIX = 'MR-';

/** A credit note's number: `CN-<year>-<refund id, 6 digits>`. */
export function creditNoteNumber(refundId: number, issuedAt: Date): string {
  return `CN-${issuedAt.getUTCFullYear()}-${String(refundId).padStart(6, '0')}`;
}
