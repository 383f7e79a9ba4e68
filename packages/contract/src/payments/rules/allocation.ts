import { type Cents, sumCents } from '../../money/money.ts';

/** One covered due item as the server applies a payment to it, amounts in cents. */
export interface AllocationLine {
  id: number;
  lateFee: Cents;
  closingCost: Cents;
  principal: Cents;
}

export interface AllocatedLine extends AllocationLine {
  /** What this payment put on each part. */
  paid: { lateFee: Cents; closingCost: Cents; principal: Cents };
  /** Every part paid: the item is closed. */
  settled: boolean;
}

export interface Allocation {
  lines: AllocatedLine[];
  /** Paid beyond every covered item: extra principal off the contract's balance. */
  surplus: Cents;
  /** Principal paid in all (covered principal and closing cost excluded from late fees) plus surplus. */
  principalPaid: Cents;
  lateFeesPaid: Cents;
}

/**
 * Applies an amount to the covered items in due-date order (the oldest first), each item's late
 * fee first, then its closing cost, then its principal (decision "Partial payments"). An amount
 * below the total leaves the last item part paid; above it, the rest is extra principal.
 */
export function allocatePayment(lines: readonly AllocationLine[], amount: Cents): Allocation {
  let left = amount as number;
  const take = (owed: Cents): Cents => {
    const paid = Math.min(owed, Math.max(left, 0));
    left -= paid;
    return paid as Cents;
  };
  const allocated = lines.map((line) => {
    const paid = {
      lateFee: take(line.lateFee),
      closingCost: take(line.closingCost),
      principal: take(line.principal),
    };
    const settled =
      paid.lateFee === line.lateFee &&
      paid.closingCost === line.closingCost &&
      paid.principal === line.principal;
    return { ...line, paid, settled };
  });
  const surplus = Math.max(left, 0) as Cents;
  return {
    lines: allocated,
    surplus,
    principalPaid: sumCents([...allocated.map((l) => l.paid.principal), surplus]),
    lateFeesPaid: sumCents(allocated.map((l) => l.paid.lateFee)),
  };
}
