import { type Cents, sumCents, toCents, toDecimalString } from '@mp/contract/money/money';
import type { OrderLine, OrderPlan } from '../../db/schema/club.ts';
import type { RefundLine } from '../../db/schema/orders.ts';

/**
 * What a refund gives back, line by line (docs/decisions.md "Payments desk and refunds"): the
 * order's lines are unwound from the last one the payment filled (extra principal first, then
 * the items from the latest due date back), each line's amount before its late fee, never more
 * than earlier refunds left on it. The result is to the cent: the parts sum to the refund.
 */
export function refundLines(
  lines: readonly OrderLine[],
  earlier: readonly RefundLine[],
  refund: Cents,
): RefundLine[] {
  const keyOf = (line: { kind: string; dueItemId: number | null }) =>
    `${line.kind}:${line.dueItemId ?? '-'}`;
  const given = new Map<string, { amount: Cents; lateFee: Cents }>();
  for (const part of earlier) {
    const before = given.get(keyOf(part)) ?? { amount: 0 as Cents, lateFee: 0 as Cents };
    given.set(keyOf(part), {
      amount: (before.amount + toCents(part.amount)) as Cents,
      lateFee: (before.lateFee + toCents(part.lateFee)) as Cents,
    });
  }
  let left = refund as number;
  const parts: RefundLine[] = [];
  for (const line of [...lines].reverse()) {
    if (left <= 0) break;
    const already = given.get(keyOf(line)) ?? { amount: 0 as Cents, lateFee: 0 as Cents };
    const amountRoom = Math.max(0, toCents(line.amount) - already.amount);
    const lateRoom = Math.max(0, toCents(line.lateFee) - already.lateFee);
    const amount = Math.min(left, amountRoom);
    left -= amount;
    const lateFee = Math.min(left, lateRoom);
    left -= lateFee;
    if (amount + lateFee > 0) {
      parts.push({
        kind: line.kind,
        dueItemId: line.dueItemId,
        amount: toDecimalString(amount as Cents),
        lateFee: toDecimalString(lateFee as Cents),
      });
    }
  }
  // Orders without lines (history imported without its items): the refund reopens nothing.
  return parts;
}

/**
 * The principal a refund puts back on the contract's balance: the amounts (not the late fees) it
 * gives back, never more than the order's principal less what earlier refunds put back; none for
 * other fees (they never moved the balance).
 */
export function principalToRestore(
  plan: OrderPlan | null,
  parts: readonly RefundLine[],
  alreadyRestored: Cents,
): Cents {
  if (!plan || plan.balanceRule === 'keep') return 0 as Cents;
  const given = sumCents(parts.map((p) => toCents(p.amount)));
  const room = Math.max(0, toCents(plan.principalPaid) - alreadyRestored);
  return Math.min(given, room) as Cents;
}
