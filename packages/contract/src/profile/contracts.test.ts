import { describe, expect, it } from 'vitest';
import { VISIBLE_CONTRACT_STATUSES } from './constants.ts';
import { currencyOf, isVisibleContract } from './contracts.ts';

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
