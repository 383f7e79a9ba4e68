import { isVisibleContract } from '../../profile/contracts.ts';
import { PAYMENT_TYPES } from '../constants.ts';
import type { UserContract } from '../schemas.ts';

/** A due item of any list falls due today or earlier. */
export function hasPaymentDue(
  contract: Pick<UserContract, 'payment_types'>,
  today: string,
): boolean {
  return PAYMENT_TYPES.some((type) =>
    contract.payment_types[type].some((item) => item.due_date <= today),
  );
}

/**
 * Spec §2 "Payments centre": only ACTIVE, PENDING and BLOCKED contracts, those with a payment due
 * first (each group keeps its order).
 */
export function payableContracts<C extends UserContract>(
  contracts: readonly C[],
  today: string,
): C[] {
  const visible = contracts.filter(isVisibleContract);
  return [
    ...visible.filter((c) => hasPaymentDue(c, today)),
    ...visible.filter((c) => !hasPaymentDue(c, today)),
  ];
}

/**
 * Spec §2: a contract passed from another page goes to the middle slot with exactly 3 contracts
 * (index 1), otherwise to the front; the others keep their order. Answers the new order and the
 * active index.
 */
export function placeContract<C extends { contract_id: number }>(
  contracts: readonly C[],
  contractId: number | undefined,
): { contracts: C[]; active: number } {
  const defaultActive = contracts.length === 3 ? 1 : 0;
  const found = contracts.find((c) => c.contract_id === contractId);
  if (!found) return { contracts: [...contracts], active: defaultActive };
  const rest = contracts.filter((c) => c !== found);
  const slot = contracts.length === 3 ? 1 : 0;
  return { contracts: [...rest.slice(0, slot), found, ...rest.slice(slot)], active: slot };
}

export type PayBlock = 'payments_off' | 'no_balance';
/** Spec §2: pay is offered only with a balance above 0 and the payments flag on; else why not. */
export function payBlock(
  contract: Pick<UserContract, 'balance'>,
  paymentsEnabled: boolean,
): PayBlock | null {
  if (!paymentsEnabled) return 'payments_off';
  return contract.balance > 0 ? null : 'no_balance';
}
