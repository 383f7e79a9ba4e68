import { describe, expect, it } from 'vitest';
import { exampleUserContract } from '../examples.ts';
import type { ContractPayment, UserContract } from '../schemas.ts';
import { cardBrand, cvvLength, isValidCvv, maskedCardNumber } from './cards.ts';
import { hasPaymentDue, payableContracts, payBlock, placeContract } from './contracts.ts';
import { formatHistoryDate, historyPayments, paymentHistory } from './history.ts';

const NOW = new Date('2026-11-22T18:00:00Z');
const DAY = 86_400_000;
const payment = (id: number, daysAgo: number, status: number): ContractPayment => ({
  id,
  uuid: `u${id}`,
  created_at: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
  status,
  payment_type: 'monthly',
  amount: 10,
  currency: 'USD',
  last_four: '0005',
});
const emptyLists = { down: [], monthly: [], cash_out: [], other_fees: [] };
const contract = (
  id: number,
  status: UserContract['contract_status'],
  fields: Partial<UserContract> = {},
) => exampleUserContract(id, { contract_status: status, ...fields });
const dueOn = (due_date: string) => ({
  ...emptyLists,
  monthly: [
    {
      id: 1,
      amount_due: 0,
      closing_cost: 0,
      late_fee: 0,
      due_date,
      invoice_amount: 1,
      available_for_payment: 1 as const,
      fee_type: null,
    },
  ],
});

describe('payment history (money-and-stays §4, §9)', () => {
  it('keeps statuses 2 and 3 of the last 730 days, newest id first', () => {
    const kept = historyPayments(
      [
        payment(1, 10, 2),
        payment(5, 729, 3),
        payment(3, 731, 2),
        payment(4, 5, 4),
        payment(2, 1, 1),
        payment(6, 0, 3),
      ],
      NOW,
    );
    expect(kept.map((p) => p.id)).toEqual([6, 5, 1]);
  });
  it('has one entry per contract that is not cancelled, in any case', () => {
    const list = paymentHistory(
      [contract(1, 'Active'), contract(2, 'Cancelled'), contract(3, 'Blocked')],
      NOW,
    );
    expect(list.map((e) => e.contract.contract_id)).toEqual([1, 3]);
  });
  it('writes dates DD-MM-YYYY in Spanish and YYYY-MM-DD otherwise', () => {
    expect(formatHistoryDate('2026-03-07T15:00:00Z', 'es', 'UTC')).toBe('07-03-2026');
    expect(formatHistoryDate('2026-03-07T15:00:00Z', 'en', 'UTC')).toBe('2026-03-07');
  });
});

describe('payments centre (money-and-stays §2)', () => {
  it('shows ACTIVE, PENDING and BLOCKED only, contracts with a payment due first', () => {
    const list = payableContracts(
      [
        contract(1, 'Active', { payment_types: dueOn('2026-12-30') }),
        contract(2, 'Cancelled', { payment_types: dueOn('2026-11-01') }),
        contract(3, 'Pending'),
        contract(4, 'Blocked', { payment_types: dueOn('2026-11-01') }),
        contract(5, 'Active', { payment_types: dueOn('2026-11-22') }),
      ],
      '2026-11-22',
    );
    expect(list.map((c) => c.contract_id)).toEqual([4, 5, 1, 3]);
    expect(
      hasPaymentDue(contract(9, 'Active', { payment_types: dueOn('2026-11-23') }), '2026-11-22'),
    ).toBe(false);
  });
  it('places a passed contract in the middle of three, otherwise at the front', () => {
    const three = [1, 2, 3].map((id) => ({ contract_id: id }));
    expect(placeContract(three, 3)).toEqual({
      contracts: [1, 3, 2].map((id) => ({ contract_id: id })),
      active: 1,
    });
    expect(placeContract(three, undefined).active).toBe(1);
    const two = [1, 2].map((id) => ({ contract_id: id }));
    expect(placeContract(two, 2)).toEqual({
      contracts: [2, 1].map((id) => ({ contract_id: id })),
      active: 0,
    });
    const five = [1, 2, 3, 4, 5].map((id) => ({ contract_id: id }));
    expect(placeContract(five, 4).contracts.map((c) => c.contract_id)).toEqual([4, 1, 2, 3, 5]);
    expect(placeContract(two, 99)).toEqual({ contracts: two, active: 0 });
  });
  it('offers pay only with the flag on and a balance above 0, and says why not', () => {
    expect(payBlock({ balance: 0.01 }, true)).toBeNull();
    expect(payBlock({ balance: 0 }, true)).toBe('no_balance');
    expect(payBlock({ balance: 100 }, false)).toBe('payments_off');
  });
});

describe('cards (money-and-stays §5, PAYMENTS.md)', () => {
  it('reads the brand from names and provider codes', () => {
    expect(cardBrand('Visa')).toBe('visa');
    expect(cardBrand('002')).toBe('mastercard');
    expect(cardBrand('American Express')).toBe('amex');
    expect(cardBrand('Discover')).toBe('other');
  });
  it('wants 4 CVV digits on American Express and 3 on the others, digits only', () => {
    expect(cvvLength('American Express')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
    expect(isValidCvv('1234', 'American Express')).toBe(true);
    expect(isValidCvv('123', 'American Express')).toBe(false);
    expect(isValidCvv('123', 'Mastercard')).toBe(true);
    expect(isValidCvv('12', 'Visa')).toBe(false);
    expect(isValidCvv('12a', 'Visa')).toBe(false);
  });
  it('masks all but the last four, grouped by 4', () => {
    expect(maskedCardNumber('4242')).toBe('•••• •••• •••• 4242');
  });
});
