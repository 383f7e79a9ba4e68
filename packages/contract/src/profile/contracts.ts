import type { Currency } from '../money/money.ts';
import { VISIBLE_CONTRACT_STATUSES } from './constants.ts';

/** Spec: contracts are kept only with status Active, Pending or Blocked (any case). */
export function isVisibleContract(contract: { contract_status: string }): boolean {
  const status = contract.contract_status.toLowerCase();
  return VISIBLE_CONTRACT_STATUSES.some((visible) => visible.toLowerCase() === status);
}

/** Spec: currency_id 1 (number or the string '1') is MXN, anything else USD. */
export function currencyOf(currencyId: number | string | null | undefined): Currency {
  return String(currencyId) === '1' ? 'MXN' : 'USD';
}
