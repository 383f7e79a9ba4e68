import type { DueItem, UserContract } from './schemas.ts';

/**
 * An active USD contract with nothing due, the one builder the rule tests and the screens' tests
 * start from; callers override only what their case is about.
 */
export function exampleUserContract(
  id: number,
  overrides: Partial<UserContract> = {},
): UserContract {
  return {
    contract_id: id,
    contract_number: `C-${id}`,
    contract_status: 'Active',
    resort: 'The Estates Los Cabos',
    user_id: 1,
    currency_id: 2,
    affiliation: 'Vidanta',
    finance: 0,
    balance: 100,
    loan_payment_amount: 0,
    pay_in_full: 0,
    maintenance_fee: 0,
    room_type: 'Studio',
    contract_date: 0,
    total_weeks: 0,
    used_weeks: 0,
    weeks_available: 0,
    payments: [],
    payment_types: { down: [], monthly: [], cash_out: [], other_fees: [] },
    open_payments: [],
    ...overrides,
  };
}

/** A due item of 0 due today (`due_date` of the caller's choosing), available for payment. */
export function exampleDueItem(id: number, overrides: Partial<DueItem> = {}): DueItem {
  return {
    id,
    amount_due: 0,
    closing_cost: 0,
    late_fee: 0,
    due_date: '2026-11-22',
    invoice_amount: 0,
    available_for_payment: 1,
    fee_type: null,
    ...overrides,
  };
}
