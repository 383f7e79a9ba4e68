import type { MonthlyMode, PaymentType } from '@mp/contract/payments/constants';
import {
  feeGroups,
  installmentsDueNow,
  isLocked,
  type PaymentChoice,
  type PaymentSelection,
} from '@mp/contract/payments/rules/totals';
import type { OpenPayment, UserContract } from '@mp/contract/payments/schemas';
import { clubToday } from '@mp/contract/rules/club-date';

/** Issue 19 #13: the club's date (Cancún), not the UTC one, decides what is due today. */
export const today = () => clubToday(new Date());

/** The choice a type opens with: what is due now (monthly), the first fee group, the whole list. */
export function defaultChoice(type: PaymentType, contract: UserContract): PaymentChoice {
  if (type === 'monthly') return { type, mode: 'monthly' };
  if (type === 'other_fees') {
    return { type, feeType: feeGroups(contract.payment_types.other_fees)[0]?.feeType ?? '' };
  }
  return { type };
}

/**
 * Spec §4: installments the club closed for online payment (available_for_payment 0) go through
 * Accounting. One of them among those due now closes the monthly and pay-in-full modes (a blocked
 * contract); `selectPayment` then refuses them, and this tells that this was why.
 */
export function isClosedByClub(
  contract: Pick<UserContract, 'payment_types'>,
  mode: MonthlyMode,
  todayDate: string,
): boolean {
  if (mode === 'multiple') return false;
  return installmentsDueNow(contract.payment_types.monthly, todayDate).some(isLocked);
}

/**
 * The open payment holding one of the items a choice would pay, if any: such a choice is not
 * offered until that payment is settled (decision "Payments in progress").
 */
export function heldBy(
  selection: Pick<PaymentSelection, 'items'> | null,
  held: ReadonlyMap<number, OpenPayment>,
): OpenPayment | null {
  for (const item of selection?.items ?? []) {
    const payment = held.get(item.id);
    if (payment) return payment;
  }
  return null;
}
