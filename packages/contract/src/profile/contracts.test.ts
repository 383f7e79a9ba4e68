import { describe, expect, it } from 'vitest';
import { VISIBLE_CONTRACT_STATUSES } from './constants.ts';
import {
  contractCarouselOrder,
  currencyOf,
  initialActiveContract,
  isVisibleContract,
  truncateContractText,
} from './contracts.ts';

describe('contracts', () => {
  it('keeps Active, Pending and Blocked in any case; hides Cancelled', () => {
    expect(VISIBLE_CONTRACT_STATUSES).toEqual(['Active', 'Pending', 'Blocked']);
    for (const status of ['Active', 'PENDING', 'blocked'])
      expect(isVisibleContract({ contract_status: status })).toBe(true);
    expect(isVisibleContract({ contract_status: 'Cancelled' })).toBe(false);
    expect(isVisibleContract({ contract_status: 'CANCELLED' })).toBe(false);
  });
  it('reads currency_id 1 (number or string) as MXN, anything else as USD', () => {
    expect(currencyOf(1)).toBe('MXN');
    expect(currencyOf('1')).toBe('MXN');
    expect(currencyOf(2)).toBe('USD');
    expect(currencyOf(null)).toBe('USD');
  });
});

describe('contract carousel (money-and-stays §5, §9)', () => {
  it('starts in the middle of three and keeps the active one there as it turns', () => {
    expect(initialActiveContract(3)).toBe(1);
    expect(initialActiveContract(2)).toBe(0);
    expect(contractCarouselOrder(3, 1)).toEqual([0, 1, 2]);
    expect(contractCarouselOrder(3, 2)).toEqual([1, 2, 0]);
    expect(contractCarouselOrder(3, 0)).toEqual([2, 0, 1]);
    expect(contractCarouselOrder(2, 1)).toEqual([0, 1]);
  });

  it('truncates contract text to 20 characters', () => {
    expect(truncateContractText('The Grand Bliss Riviera Maya')).toBe('The Grand Bliss Riv…');
    expect(truncateContractText('GLX-104233')).toBe('GLX-104233');
  });
});
