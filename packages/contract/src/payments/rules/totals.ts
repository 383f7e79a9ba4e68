import { type Cents, sumCents, toCents } from '../../money/money.ts';
import type { PaymentType } from '../constants.ts';
import type { DueItem, PaymentTypes } from '../schemas.ts';

/**
 * What a member pays for one payment type (money-and-stays §4 "Totals by type", "Monthly modes",
 * "Other fees", §5 "Payment amount"). The form shows it and the server recomputes it from its own
 * rows before charging: one rule, in cents.
 */

/** The part of a due item that is not late fee: down adds its closing cost (spec §4). */
export function principalOf(type: PaymentType, item: DueItem): Cents {
  switch (type) {
    case 'down':
      return toCents(item.amount_due);
    case 'monthly':
      return toCents(item.invoice_amount);
    default:
      return toCents(item.amount_due);
  }
}
export function closingCostOf(type: PaymentType, item: DueItem): Cents {
  return type === 'down' ? toCents(item.closing_cost) : (0 as Cents);
}

/**
 * Spec §4: down = amount_due + closing_cost + late_fee; cash_out and other_fees = amount_due +
 * late_fee; a monthly installment = invoice_amount + late_fee.
 */
export function itemTotal(type: PaymentType, item: DueItem): Cents {
  return sumCents([principalOf(type, item), closingCostOf(type, item), toCents(item.late_fee)]);
}

export const byDueDate = (a: DueItem, b: DueItem) =>
  a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id;

/** Spec §4: the installments due today or earlier; when none is due, the first one. */
export function installmentsDueNow(items: readonly DueItem[], today: string): DueItem[] {
  const sorted = [...items].sort(byDueDate);
  const due = sorted.filter((item) => item.due_date <= today);
  return due.length > 0 ? due : sorted.slice(0, 1);
}

export function isPastDue(item: DueItem, today: string): boolean {
  return item.due_date < today;
}

/** Spec §4: other fees grouped by fee type, in the order of their first due date. */
export function feeGroups(items: readonly DueItem[]): { feeType: string; items: DueItem[] }[] {
  const groups = new Map<string, DueItem[]>();
  for (const item of [...items].sort(byDueDate)) {
    const feeType = item.fee_type ?? '';
    groups.set(feeType, [...(groups.get(feeType) ?? []), item]);
  }
  return [...groups].map(([feeType, groupItems]) => ({ feeType, items: groupItems }));
}

/**
 * The pay-off (decision "The pay-off follows the ledger"): what clears the contract today, with
 * no late fee. The club quotes it as `pay_in_full` (it may be below the balance: an early pay-off
 * saves the interest still to come); every payment lowers the quote by the principal it pays, as
 * it lowers the balance, and the pay-off is never more than the balance still owed.
 */
export function payOffAmount(contract: Pick<PayableContract, 'balance' | 'pay_in_full'>): Cents {
  const balance = Math.max(0, toCents(contract.balance));
  return Math.min(Math.max(0, toCents(contract.pay_in_full)), balance) as Cents;
}

/** What a payment's approval does to the contract's figures (`balanceRule` of the order's plan). */
export type BalanceRule = 'reduce' | 'pay_off' | 'keep';

/**
 * The ledger after a payment, in cents: the balance goes down by the principal paid (to 0 for a
 * pay-off; other fees leave it alone) and the pay-off quote goes down by the same principal,
 * never below 0 nor above the new balance. The cash-out item's amount follows the pay-off.
 */
export function ledgerAfterPayment(
  contract: { balance: Cents; payOff: Cents },
  principalPaid: Cents,
  rule: BalanceRule,
): { balance: Cents; payOff: Cents } {
  if (rule === 'keep') return contract;
  if (rule === 'pay_off') return { balance: 0 as Cents, payOff: 0 as Cents };
  const balance = Math.max(0, contract.balance - principalPaid) as Cents;
  const payOff = Math.min(balance, Math.max(0, contract.payOff - principalPaid)) as Cents;
  return { balance, payOff };
}

/** Spec §4: an installment the club closed for online payment (available_for_payment 0). */
export const isLocked = (item: DueItem) => item.available_for_payment === 0;

/** What the member chose on the payment form. */
export type PaymentChoice =
  | { type: 'down' }
  | { type: 'cash_out' }
  | { type: 'other_fees'; feeType: string }
  | { type: 'monthly'; mode: 'monthly' }
  | { type: 'monthly'; mode: 'full' }
  | { type: 'monthly'; mode: 'multiple'; ids: readonly number[] };

export interface PaymentSelection {
  /** The due items the payment covers, by due date. */
  items: DueItem[];
  /** Installments, fees, down payment and closing cost, without late fees. */
  amount: Cents;
  lateFee: Cents;
  total: Cents;
  /** Spec §5: the most the member may type. */
  max: Cents;
  /** Spec §4: the amount is editable for down payment, monthly and multiple. */
  editable: boolean;
}

/** The contract fields the totals need. */
export interface PayableContract {
  balance: number;
  pay_in_full: number;
  payment_types: PaymentTypes;
}

function selectionOf(
  type: PaymentType,
  items: DueItem[],
  editable: boolean,
  balance: Cents,
  waiveLateFees = false,
): PaymentSelection {
  const sorted = [...items].sort(byDueDate);
  const amount = sumCents(
    sorted.map((item) => (principalOf(type, item) + closingCostOf(type, item)) as Cents),
  );
  const lateFee = waiveLateFees ? (0 as Cents) : sumCents(sorted.map((i) => toCents(i.late_fee)));
  const total = (amount + lateFee) as Cents;
  // Spec §5: a typed amount may go up to the balance (extra principal) plus the late fees owed;
  // never below what is due.
  const max = editable ? (Math.max(total, balance + lateFee) as Cents) : total;
  return { items: sorted, amount, lateFee, total, max, editable };
}

/**
 * The items, totals and maximum of a choice. `null` when the choice names nothing payable: no
 * list for the type, an unknown fee type, or months that are not open and available.
 */
export function selectPayment(
  contract: PayableContract,
  choice: PaymentChoice,
  today: string,
): PaymentSelection | null {
  const lists = contract.payment_types;
  const balance = toCents(contract.balance);
  switch (choice.type) {
    case 'down':
    case 'cash_out': {
      const items = lists[choice.type];
      return items.length > 0
        ? selectionOf(choice.type, items, choice.type === 'down', balance)
        : null;
    }
    case 'other_fees': {
      const group = feeGroups(lists.other_fees).find((g) => g.feeType === choice.feeType);
      return group ? selectionOf('other_fees', group.items, false, balance) : null;
    }
    case 'monthly': {
      const open = lists.monthly;
      if (open.length === 0) return null;
      // Spec §4: months closed by the club go through Accounting. A month closed among those due
      // now closes the contract's online payment (a blocked contract): pay in full too.
      const due = installmentsDueNow(open, today);
      const dueLocked = due.some(isLocked);
      if (choice.mode === 'monthly') {
        return dueLocked ? null : selectionOf('monthly', due, true, balance);
      }
      if (choice.mode === 'full') {
        // Pay in full: the pay-off, every open installment, no late fee.
        if (dueLocked) return null;
        const payOff = payOffAmount(contract);
        if (payOff <= 0) return null;
        const items = [...open].sort(byDueDate);
        return {
          items,
          amount: payOff,
          lateFee: 0 as Cents,
          total: payOff,
          max: payOff,
          editable: false,
        };
      }
      const wanted = new Set(choice.ids);
      const chosen = open.filter((item) => wanted.has(item.id));
      if (chosen.length === 0 || chosen.length !== wanted.size) return null;
      if (chosen.some(isLocked)) return null;
      return selectionOf('monthly', chosen, true, balance);
    }
  }
}
