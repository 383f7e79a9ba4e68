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

/** money-and-stays §9: contract text in carousels is truncated to 20 characters. */
export const CONTRACT_TEXT_MAX = 20;
export function truncateContractText(text: string, max = CONTRACT_TEXT_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** money-and-stays §5: with 3 contracts the middle one is active at the start. */
export function initialActiveContract(count: number): number {
  return count === 3 ? 1 : 0;
}

/**
 * money-and-stays §5: with 1 to 3 contracts the carousel rotates so that, with 3, the active
 * contract sits in the middle slot; answers the indexes in display order.
 */
export function contractCarouselOrder(count: number, active: number): number[] {
  const all = Array.from({ length: count }, (_, index) => index);
  if (count !== 3) return all;
  return [(active + 2) % 3, active, (active + 1) % 3];
}
