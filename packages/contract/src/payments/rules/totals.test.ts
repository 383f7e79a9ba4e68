import { describe, expect, it } from 'vitest';
import { toCents } from '../../money/money.ts';
import type { DueItem, PaymentTypes } from '../schemas.ts';
import { amountProblem } from './amount.ts';
import {
  feeGroups,
  installmentsDueNow,
  itemTotal,
  ledgerAfterPayment,
  payOffAmount,
  selectPayment,
} from './totals.ts';

const TODAY = '2026-11-22';
let nextId = 1;
function item(fields: Partial<DueItem>): DueItem {
  return {
    id: nextId++,
    amount_due: 0,
    closing_cost: 0,
    late_fee: 0,
    due_date: TODAY,
    invoice_amount: 0,
    available_for_payment: 1,
    fee_type: null,
    ...fields,
  };
}
const lists = (fields: Partial<PaymentTypes>): PaymentTypes => ({
  down: [],
  monthly: [],
  cash_out: [],
  other_fees: [],
  ...fields,
});
const contract = (payment_types: PaymentTypes, balance = 10_000, pay_in_full = 9_000) => ({
  balance,
  pay_in_full,
  payment_types,
});

describe('totals by type (money-and-stays §4)', () => {
  it('down = amount_due + closing_cost + late_fee', () => {
    expect(
      itemTotal('down', item({ amount_due: 1000.1, closing_cost: 250.2, late_fee: 30.3 })),
    ).toBe(toCents('1280.60'));
  });
  it('cash_out and other_fees = amount_due + late_fee (no closing cost)', () => {
    const fee = item({ amount_due: 500, closing_cost: 99, late_fee: 25 });
    expect(itemTotal('cash_out', fee)).toBe(toCents(525));
    expect(itemTotal('other_fees', fee)).toBe(toCents(525));
  });
  it('a monthly installment = invoice_amount + late_fee', () => {
    expect(
      itemTotal('monthly', item({ amount_due: 1, invoice_amount: 1185, late_fee: 59.25 })),
    ).toBe(toCents('1244.25'));
  });
  it('adds in cents, so 0.1 + 0.2 is 0.30 and amounts round to 2 decimals', () => {
    const selection = selectPayment(
      contract(lists({ cash_out: [item({ amount_due: 0.1, late_fee: 0.2 })] })),
      { type: 'cash_out' },
      TODAY,
    );
    expect(selection?.total).toBe(30);
    expect(itemTotal('cash_out', item({ amount_due: 1.005 }))).toBe(101);
  });
});

describe('monthly modes (money-and-stays §4)', () => {
  const overdue = item({ due_date: '2026-10-22', invoice_amount: 1185, late_fee: 59.25 });
  const dueToday = item({ due_date: TODAY, invoice_amount: 1185 });
  const next = item({ due_date: '2026-12-22', invoice_amount: 1185 });
  const locked = item({ due_date: '2027-01-22', invoice_amount: 1185, available_for_payment: 0 });
  const monthly = [next, dueToday, overdue, locked];
  const c = contract(lists({ monthly }), 46_780, 44_440);

  it('monthly: the installments due today or earlier with their late fees', () => {
    const s = selectPayment(c, { type: 'monthly', mode: 'monthly' }, TODAY);
    expect(s?.items.map((i) => i.id)).toEqual([overdue.id, dueToday.id]);
    expect(s?.amount).toBe(toCents(2370));
    expect(s?.lateFee).toBe(toCents('59.25'));
    expect(s?.total).toBe(toCents('2429.25'));
    expect(s?.editable).toBe(true);
    // Up to the balance plus the late fees owed.
    expect(s?.max).toBe(toCents('46839.25'));
  });
  it('monthly with nothing due yet: the first installment', () => {
    expect(installmentsDueNow([locked, next], TODAY).map((i) => i.id)).toEqual([next.id]);
  });
  it('full: the pay-off amount, every open installment, no late fee, not editable', () => {
    const s = selectPayment(c, { type: 'monthly', mode: 'full' }, TODAY);
    expect(s?.items.map((i) => i.id)).toEqual([overdue.id, dueToday.id, next.id, locked.id]);
    expect(s?.total).toBe(toCents(44_440));
    expect(s?.lateFee).toBe(0);
    expect(s?.editable).toBe(false);
    expect(s?.max).toBe(s?.total);
  });
  it('multiple: the chosen months; a month not available for payment or not open names nothing', () => {
    const s = selectPayment(
      c,
      { type: 'monthly', mode: 'multiple', ids: [next.id, overdue.id] },
      TODAY,
    );
    expect(s?.items.map((i) => i.id)).toEqual([overdue.id, next.id]);
    expect(s?.total).toBe(toCents('2429.25'));
    expect(
      selectPayment(c, { type: 'monthly', mode: 'multiple', ids: [locked.id] }, TODAY),
    ).toBeNull();
    expect(
      selectPayment(c, { type: 'monthly', mode: 'multiple', ids: [999_999] }, TODAY),
    ).toBeNull();
    expect(selectPayment(c, { type: 'monthly', mode: 'multiple', ids: [] }, TODAY)).toBeNull();
  });
});

describe('other fees and the remaining types', () => {
  const usage = item({ fee_type: 'Usage Fee', amount_due: 2980, due_date: '2027-01-01' });
  const renewal = item({
    fee_type: 'Renewal Fee',
    amount_due: 18_500,
    late_fee: 925,
    due_date: '2026-11-02',
  });
  it('groups fees by type, the first due first', () => {
    expect(feeGroups([usage, renewal]).map((g) => g.feeType)).toEqual(['Renewal Fee', 'Usage Fee']);
  });
  it('pays one group at its full amount; the amount is not editable', () => {
    const s = selectPayment(
      contract(lists({ other_fees: [usage, renewal] })),
      { type: 'other_fees', feeType: 'Renewal Fee' },
      TODAY,
    );
    expect(s?.total).toBe(toCents(19_425));
    expect(s?.editable).toBe(false);
    expect(s?.max).toBe(s?.total);
    expect(
      selectPayment(
        contract(lists({ other_fees: [usage] })),
        { type: 'other_fees', feeType: 'Nope' },
        TODAY,
      ),
    ).toBeNull();
  });
  it('down is editable up to the balance; cash_out is fixed; no list names nothing', () => {
    const down = selectPayment(
      contract(lists({ down: [item({ amount_due: 3000, closing_cost: 450 })] }), 20_000),
      { type: 'down' },
      TODAY,
    );
    expect(down?.total).toBe(toCents(3450));
    expect(down?.max).toBe(toCents(20_000));
    const cashOut = selectPayment(
      contract(lists({ cash_out: [item({ amount_due: 5870 })] })),
      { type: 'cash_out' },
      TODAY,
    );
    expect(cashOut?.editable).toBe(false);
    expect(cashOut?.max).toBe(toCents(5870));
    expect(selectPayment(contract(lists({})), { type: 'down' }, TODAY)).toBeNull();
  });
  it('never lets the maximum fall below what is due', () => {
    const s = selectPayment(
      contract(lists({ down: [item({ amount_due: 3000 })] }), 100),
      { type: 'down' },
      TODAY,
    );
    expect(s?.max).toBe(toCents(3000));
  });
});

describe('the amount a member types (money-and-stays §5)', () => {
  const max = toCents('2429.25');
  it('strips thousands separators and accepts up to the maximum', () => {
    expect(amountProblem('2,429.25', max)).toBeNull();
    expect(amountProblem('1 000', max)).toBeNull();
    expect(amountProblem(2429.25, max)).toBeNull();
  });
  it('refuses empty, non-numbers, zero, negatives and more than the maximum', () => {
    expect(amountProblem('', max)).toBe('amount_required');
    expect(amountProblem('ten', max)).toBe('amount_invalid');
    expect(amountProblem('0', max)).toBe('amount_positive');
    expect(amountProblem('-5', max)).toBe('amount_positive');
    expect(amountProblem('2429.26', max)).toBe('amount_above_max');
  });
});

describe('the pay-off follows the ledger (issue 19 #2, the review’s own numbers)', () => {
  const cents = (amount: number) => toCents(amount);

  it('John: $3,672.00 USD of installments bring a 20,273.00 quote on a 21,340.00 balance to 16,601.00', () => {
    const after = ledgerAfterPayment(
      { balance: cents(21_340), payOff: cents(20_273) },
      cents(3_672),
      'reduce',
    );
    expect(after).toEqual({ balance: cents(17_668), payOff: cents(16_601) });
  });

  it('Maria: $25,920.00 MXN paid on 186,300.00 leaves a pay-off equal to the balance, 160,380.00', () => {
    const after = ledgerAfterPayment(
      { balance: cents(186_300), payOff: cents(186_300) },
      cents(25_920),
      'reduce',
    );
    expect(after).toEqual({ balance: cents(160_380), payOff: cents(160_380) });
  });

  it('a pay-off clears both; other fees move neither; never below 0', () => {
    const start = { balance: cents(500), payOff: cents(450) };
    expect(ledgerAfterPayment(start, cents(450), 'pay_off')).toEqual({ balance: 0, payOff: 0 });
    expect(ledgerAfterPayment(start, cents(1_200), 'keep')).toEqual(start);
    expect(ledgerAfterPayment(start, cents(800), 'reduce')).toEqual({ balance: 0, payOff: 0 });
  });

  it('pay in full asks the pay-off, capped at the balance', () => {
    expect(payOffAmount({ balance: 17_668, pay_in_full: 16_601 })).toBe(cents(16_601));
    expect(payOffAmount({ balance: 160_380, pay_in_full: 186_300 })).toBe(cents(160_380));
    const lists = {
      down: [],
      monthly: [item({ invoice_amount: 500, late_fee: 25, due_date: '2026-11-01' })],
      cash_out: [],
      other_fees: [],
    };
    const s = selectPayment(
      contract(lists, 17_668, 20_273),
      { type: 'monthly', mode: 'full' },
      TODAY,
    );
    expect(s?.total).toBe(cents(17_668));
  });

  it('a month the club closed among those due now closes monthly and full; multiple refuses it', () => {
    const locked = item({ invoice_amount: 500, due_date: '2026-11-01', available_for_payment: 0 });
    const later = item({ invoice_amount: 500, due_date: '2026-12-01' });
    const c2 = contract({ down: [], monthly: [locked, later], cash_out: [], other_fees: [] });
    expect(selectPayment(c2, { type: 'monthly', mode: 'monthly' }, TODAY)).toBeNull();
    expect(selectPayment(c2, { type: 'monthly', mode: 'full' }, TODAY)).toBeNull();
    expect(
      selectPayment(c2, { type: 'monthly', mode: 'multiple', ids: [locked.id] }, TODAY),
    ).toBeNull();
    expect(
      selectPayment(c2, { type: 'monthly', mode: 'multiple', ids: [later.id] }, TODAY)?.total,
    ).toBe(cents(500));
  });
});
