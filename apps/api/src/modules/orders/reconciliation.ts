import { toCents } from '@mp/contract/money/money';
import { orderStatusName } from '@mp/contract/orders/constants';
import { toCsv } from '@mp/contract/orders/csv';
import { ORDER_STATUS } from '@mp/contract/payments/constants';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/club.ts';
import type { PaymentProvider, ProviderTransaction } from '../../platform/payments/provider.ts';
import {
  findOrdersByReferences,
  findRefundsByReferences,
  listOrdersBetween,
  listRefundsBetween,
  type RefundRow,
} from './orders-repository.ts';

type OrderRow = typeof orders.$inferSelect;

export const RECONCILIATION_COLUMNS = [
  'day',
  'kind',
  'reference',
  'provider_transaction_id',
  'provider_decision',
  'provider_amount',
  'provider_currency',
  'portal_id',
  'member_id',
  'portal_status',
  'portal_amount',
  'portal_currency',
  'note',
  'difference',
] as const;

/** What a provider's charge decision means for the order that made it. */
const PORTAL_STATUSES_FOR: Record<string, readonly number[]> = {
  ACCEPT: [ORDER_STATUS.paid, ORDER_STATUS.settled, ORDER_STATUS.refund_due],
  DECLINE: [ORDER_STATUS.declined, ORDER_STATUS.cancelled],
  REVIEW: [ORDER_STATUS.review],
};
const MONEY_TAKEN: readonly number[] = PORTAL_STATUSES_FOR.ACCEPT ?? [];

const sameAmount = (a: string, b: string) => toCents(a) === toCents(b);

/**
 * The daily reconciliation (issue 22, docs/operations.md): every charge and refund the provider
 * reports for one club day against what the portal recorded, one CSV row each, with what differs.
 * When the adapter cannot list the provider's records (CyberSource here), the provider's side is
 * the results it sent us and stored with the orders and refunds, and the difference column says
 * so. Cells that a spreadsheet would read as a formula are neutralised (contract orders/csv.ts).
 */
export async function buildReconciliation(
  db: Database,
  provider: PaymentProvider | null,
  day: string,
) {
  const from = new Date(`${day}T00:00:00-05:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const reported: ProviderTransaction[] | null = provider?.listTransactions
    ? await provider.listTransactions(from, to)
    : null;
  const rows: (string | number | null)[][] = [];
  const orderCells = (order: OrderRow | undefined) =>
    order
      ? [order.id, order.userId, orderStatusName(order.status), order.amount, order.currency]
      : ['', '', '', '', ''];
  const refundCells = (refund: RefundRow | undefined) =>
    refund
      ? [refund.id, refund.userId, refund.status, refund.amount, refund.currency]
      : ['', '', '', '', ''];

  const portalOrders = await listOrdersBetween(db, from, to);
  const portalRefunds = await listRefundsBetween(db, from, to);

  if (reported === null) {
    for (const order of portalOrders.filter((o) => o.status !== ORDER_STATUS.pending)) {
      rows.push([
        day,
        'charge',
        order.reference,
        order.providerTransactionId,
        order.providerReasonCode === null ? '' : String(order.providerReasonCode),
        '',
        '',
        ...orderCells(order),
        order.providerMessage,
        'provider_report_unavailable',
      ]);
    }
    for (const { refund, orderReference } of portalRefunds) {
      rows.push([
        day,
        'refund',
        refund.reference,
        refund.providerRefundId,
        refund.providerReasonCode === null ? '' : String(refund.providerReasonCode),
        '',
        '',
        ...refundCells(refund),
        `${orderReference}: ${refund.reason}`,
        'provider_report_unavailable',
      ]);
    }
    return { text: toCsv([[...RECONCILIATION_COLUMNS], ...rows]), rows: rows.length };
  }

  const charges = reported.filter((t) => t.kind === 'charge');
  const refunds = reported.filter((t) => t.kind === 'refund');
  const orderByReference = new Map(
    (await findOrdersByReferences(db, [...new Set(charges.map((c) => c.reference))])).map((o) => [
      o.reference,
      o,
    ]),
  );
  const refundByReference = new Map(
    (
      await findRefundsByReferences(
        db,
        refunds.map((r) => r.reference),
      )
    ).map((r) => [r.refund.reference, r]),
  );
  const seenOrders = new Set<number>();
  const seenRefunds = new Set<number>();

  for (const charge of charges) {
    const order = orderByReference.get(charge.reference);
    let difference = '';
    if (!order) difference = 'missing_in_portal';
    else {
      const expected = PORTAL_STATUSES_FOR[charge.decision] ?? [];
      const isFinalWord = order.providerTransactionId === charge.transactionId;
      // An order tried more than once (a decline, then a new attempt) has one charge as its word.
      if (isFinalWord || charge.decision === 'ACCEPT') seenOrders.add(order.id);
      if (charge.decision === 'ACCEPT' && !expected.includes(order.status)) {
        difference = 'status_differs';
      } else if (charge.decision === 'ACCEPT' && !isFinalWord) {
        difference = 'transaction_differs';
      } else if (isFinalWord && !expected.includes(order.status)) {
        difference = 'status_differs';
      } else if (!sameAmount(order.amount, charge.amount) || order.currency !== charge.currency) {
        difference = 'amount_differs';
      }
    }
    rows.push([
      day,
      'charge',
      charge.reference,
      charge.transactionId,
      charge.decision,
      charge.amount,
      charge.currency,
      ...orderCells(order),
      order?.providerMessage ?? '',
      difference,
    ]);
  }
  for (const reportedRefund of refunds) {
    const found = refundByReference.get(reportedRefund.reference);
    const refund = found?.refund;
    let difference = '';
    if (!refund) difference = 'missing_in_portal';
    else {
      seenRefunds.add(refund.id);
      if (refund.status !== 'refunded') difference = 'status_differs';
      else if (
        !sameAmount(refund.amount, reportedRefund.amount) ||
        refund.currency !== reportedRefund.currency
      ) {
        difference = 'amount_differs';
      } else if (refund.providerRefundId !== reportedRefund.transactionId) {
        difference = 'transaction_differs';
      }
    }
    rows.push([
      day,
      'refund',
      reportedRefund.reference,
      reportedRefund.transactionId,
      reportedRefund.decision,
      reportedRefund.amount,
      reportedRefund.currency,
      ...refundCells(refund),
      found ? `${found.orderReference}: ${found.refund.reason}` : '',
      difference,
    ]);
  }
  // What the portal recorded as money moved that the provider does not report for the day.
  for (const order of portalOrders) {
    if (seenOrders.has(order.id) || !MONEY_TAKEN.includes(order.status)) continue;
    if (order.createdAt < from) continue;
    rows.push([
      day,
      'charge',
      order.reference,
      order.providerTransactionId,
      '',
      '',
      '',
      ...orderCells(order),
      order.providerMessage,
      'missing_at_provider',
    ]);
  }
  for (const { refund, orderReference } of portalRefunds) {
    if (seenRefunds.has(refund.id) || refund.status === 'declined') continue;
    rows.push([
      day,
      'refund',
      refund.reference,
      refund.providerRefundId,
      '',
      '',
      '',
      ...refundCells(refund),
      `${orderReference}: ${refund.reason}`,
      'missing_at_provider',
    ]);
  }
  return { text: toCsv([[...RECONCILIATION_COLUMNS], ...rows]), rows: rows.length };
}
