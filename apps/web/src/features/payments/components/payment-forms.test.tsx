import { exampleUserContract } from '@mp/contract/payments/examples';
import type { DueItem, UserContract } from '@mp/contract/payments/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { PaymentMethodPage, paymentTypeOf } from './payment-method-page';
import { PaymentsCentrePage } from './payments-centre-page';
import { SavedCards } from './saved-cards';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
let nextId = 100;
const item = (fields: Partial<DueItem>): DueItem => ({
  id: nextId++,
  amount_due: 500,
  closing_cost: 0,
  late_fee: 0,
  due_date: day(0),
  invoice_amount: 500,
  available_for_payment: 1,
  fee_type: null,
  ...fields,
});
function contract(id: number, fields: Partial<UserContract> = {}): UserContract {
  return exampleUserContract(id, {
    contract_number: `GMY-${id}`,
    resort: 'The Grand Mayan Nuevo Vallarta Residences',
    balance: 20_000,
    loan_payment_amount: 500,
    pay_in_full: 19_000,
    maintenance_fee: 1500,
    total_weeks: 10,
    used_weeks: 1,
    weeks_available: 9,
    ...fields,
  });
}
const overdue = item({ due_date: day(-30), late_fee: 25 });
const today = item({});
const next = item({ due_date: day(30) });
const locked = item({ due_date: day(60), available_for_payment: 0 });
const payable = contract(7, {
  payment_types: {
    down: [],
    monthly: [overdue, today, next, locked],
    cash_out: [],
    other_fees: [
      item({ fee_type: 'Renewal Fee', amount_due: 1200, late_fee: 60, due_date: day(-5) }),
    ],
  },
});
const visa = {
  id: 31,
  card_type: 'Visa',
  card_number: '•••• •••• •••• 1111',
  last_four: '1111',
  card_holder_name: 'GRACE WALKER',
  exp_month: 8,
  exp_year: 2029,
  is_default: true,
  status: 1,
  first_name: 'Grace',
  last_name: 'Walker',
  address: '100 Ocean Drive 4',
  city: 'Miami',
  state: 'FL',
  country: 'US',
  post_code: '33139',
};
const contractsAnswer = (list: UserContract[], enabled = true) => ({
  status: 200,
  body: { data: { data: list, payments_enabled: enabled } },
});

describe('PaymentsCentrePage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('puts a passed contract in the middle of three and offers its payment types', async () => {
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([contract(1), contract(2), payable]),
    );
    renderAt(<PaymentsCentrePage />, '/my-vida-vacations-payments', {
      pathname: '/my-vida-vacations-payments',
      state: { contract_id: 7 },
    });
    const slots = await screen.findAllByRole('button', { pressed: false });
    const active = screen.getByRole('button', { pressed: true });
    // The resort is cut at 20 characters in a slot; the middle one is the passed contract.
    expect(active.textContent).toContain('GMY-7');
    expect(active.textContent).toContain('The Grand Mayan Nue…');
    expect(slots.length).toBeGreaterThanOrEqual(2);
    const pay = screen.getByRole('link', { name: 'Pay: Monthly payment' });
    expect(pay.getAttribute('href')).toBe('/payment-method/monthly');
    expect(screen.getByText(/To pay now: USD\s1,025\.00/)).toBeTruthy();
  });

  it('says why pay is not offered when payments are off', async () => {
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([payable], false));
    renderAt(<PaymentsCentrePage />, '/my-vida-vacations-payments');
    expect(await screen.findByText(/Online payments are not available right now/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Pay:/ })).toBeNull();
  });
});

describe('PaymentMethodPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('reads the four payment types from the path; anything else is the down payment', () => {
    expect(
      ['down', 'monthly', 'cash_out', 'other_fees', 'fees', undefined].map(paymentTypeOf),
    ).toEqual(['down', 'monthly', 'cash_out', 'other_fees', 'down', 'down']);
  });

  it("shows 'no data available' without a contract in navigation state", () => {
    renderAt(<PaymentMethodPage type="monthly" />, '/payment-method/monthly');
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('pays chosen months with the CVV and one idempotency key, then opens the success page', async () => {
    // Loaded, then refreshed once the payment is made (it changes contracts and badges).
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([payable]), 2);
    expectRequest(
      'GET',
      '/api/v1/credit_cards',
      { status: 200, body: { data: { data: [visa] } } },
      2,
    );
    expectRequest('POST', '/api/v1/payment', {
      status: 201,
      body: { data: { data: { id: 555, uuid: 'u', status: 2, amount: 1000, currency: 'USD' } } },
    });
    renderAt(<PaymentMethodPage type="monthly" />, '/payment-method/monthly', {
      pathname: '/payment-method/monthly',
      state: { contract_id: 7 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Several months/));
    const boxes = screen.getAllByRole('checkbox');
    // Three open months can be chosen; the one not available for payment explains itself.
    expect(boxes).toHaveLength(3);
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    expect((screen.getByLabelText(/Amount to pay/) as HTMLInputElement).value).toBe('1000.00');
    await user.click(screen.getByRole('button', { name: /cannot be paid online/ }));
    const accounting = screen.getByRole('dialog', { name: 'Contact Accounting' });
    expect(within(accounting).getByRole('link', { name: '800 112 4455' })).toBeTruthy();
    await user.click(
      within(accounting).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement,
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Enter the security code of your card.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Security code/), '123');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect((await screen.findByTestId('location')).textContent).toBe('/success-payment/555');
    const [sent] = recordedRequests('/api/v1/payment');
    expect(sent?.body).toEqual({
      order_amount: '1000.00',
      contract_id: 7,
      card_id: 31,
      cvv: '123',
      paymentTypeIds: [today.id, next.id],
      paymentType: 'monthly',
      monthlyType: 'multiple',
      multiplePayment: true,
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('SavedCards', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('lists the saved cards masked, the default marked, with nothing to change', async () => {
    expectRequest('GET', '/api/v1/credit_cards', {
      status: 200,
      body: {
        data: {
          data: [
            visa,
            {
              ...visa,
              id: 32,
              card_type: 'Mastercard',
              last_four: '4444',
              card_number: '•••• •••• •••• 4444',
              is_default: false,
            },
          ],
        },
      },
    });
    renderAt(<SavedCards />, '/edit-profile');
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
    expect(screen.getByText('Mastercard ending in 4444')).toBeTruthy();
    expect(screen.getAllByText('Default')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an empty list when the cards do not load (spec money §7)', async () => {
    expectRequest('GET', '/api/v1/credit_cards', {
      status: 500,
      body: { message: 'x', key: 'error_generic' },
    });
    renderAt(<SavedCards />, '/edit-profile');
    expect(await screen.findByText('You have no saved card yet.')).toBeTruthy();
  });
});
