import { exampleDueItem, exampleUserContract } from '@mp/contract/payments/examples';
import type { CreditCard, DueItem, OpenPayment, UserContract } from '@mp/contract/payments/schemas';
import { clubDay } from '@mp/contract/rules/club-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { billingFromProfile } from './billing-defaults';
import { PaymentMethodPage } from './payment-method-page';
import { SavedCards } from './saved-cards';

let nextId = 500;
const item = (fields: Partial<DueItem>): DueItem =>
  exampleDueItem(nextId++, { amount_due: 500, invoice_amount: 500, ...fields });
function contract(fields: Partial<UserContract> = {}): UserContract {
  return exampleUserContract(7, {
    contract_number: 'GMY-7',
    resort: 'The Grand Mayan Nuevo Vallarta',
    balance: 17_668,
    pay_in_full: 20_273,
    ...fields,
  });
}
const visa: CreditCard = {
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
const contractsAnswer = (list: UserContract[]) => ({
  status: 200,
  body: { data: { data: list, payments_enabled: true, device_fingerprint: null } },
});
const cardsAnswer = (list: CreditCard[]) => ({ status: 200, body: { data: { data: list } } });
const openPayment = (fields: Partial<OpenPayment>): OpenPayment => ({
  id: 880,
  status: 6,
  payment_type: 'monthly',
  amount: 525,
  currency: 'USD',
  created_at: new Date().toISOString(),
  due_item_ids: [],
  hold_until: null,
  can_cancel: false,
  ...fields,
});

function renderForm(
  list: UserContract[],
  cards: CreditCard[] = [visa],
  billing?: Parameters<typeof PaymentMethodPage>[0]['billing'],
) {
  expectRequest('GET', '/api/v1/user_contracts', contractsAnswer(list));
  expectRequest('GET', '/api/v1/credit_cards', cardsAnswer(cards));
  return renderAt(
    <PaymentMethodPage type="monthly" billing={billing} />,
    '/payment-method/monthly',
    { pathname: '/payment-method/monthly', state: { contract_id: 7 } },
  );
}
const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim();

describe('PaymentMethodPage: pay in full (issue 19 #2)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('lists the pay-off as the one line it pays, so the lines, subtotal and total add up', async () => {
    renderForm([
      contract({
        payment_types: {
          down: [],
          monthly: [
            item({ due_date: clubDay(-30), late_fee: 25 }),
            item({ due_date: clubDay(30) }),
          ],
          cash_out: [],
          other_fees: [],
        },
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Pay in full/));
    const table = screen.getByRole('table', { name: 'What this payment covers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    // The pay-off follows the balance (never the stale quote above it) and has no late fee.
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map(text),
    ).toEqual([
      'Pay-off of the contractClears the balance of $17,668.00 USD',
      'Today',
      '$0.00 USD',
      '$17,668.00 USD',
    ]);
    expect(text(screen.getByText('Subtotal').nextElementSibling)).toBe('$17,668.00 USD');
    expect(text(screen.getByText('Late fees').nextElementSibling)).toBe('$0.00 USD');
    expect(text(screen.getByText('Total').nextElementSibling)).toBe('$17,668.00 USD');
    expect((screen.getByLabelText(/Amount to pay/) as HTMLInputElement).value).toBe('17668.00');
  });
});

describe('PaymentMethodPage: months the club closed (issue 19 #5)', () => {
  beforeEach(() => setSessionToken(aToken()));

  const blocked = contract({
    contract_status: 'Blocked',
    payment_types: {
      down: [],
      monthly: [
        item({ due_date: clubDay(-60), available_for_payment: 0, late_fee: 40 }),
        item({ due_date: clubDay(-30), available_for_payment: 0 }),
        item({ due_date: clubDay(30), available_for_payment: 0 }),
      ],
      cash_out: [],
      other_fees: [],
    },
  });

  it('offers no payment in the default monthly mode but the Accounting numbers', async () => {
    renderForm([blocked]);
    const pay = await screen.findByRole('region', { name: 'Payment' });
    expect(
      within(pay).getByText(/The installments due now were closed for online payment by the club/),
    ).toBeTruthy();
    expect(within(pay).getByRole('link', { name: '800 112 4455' })).toBeTruthy();
    expect(within(pay).getByRole('link', { name: '1 888 555 0142' })).toBeTruthy();
    expect(within(pay).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(within(pay).queryByLabelText(/Amount to pay/)).toBeNull();
    expect(screen.getAllByText('Not payable online')).toHaveLength(3);
  });

  it('refuses pay in full too, and disables every closed month in several months', async () => {
    renderForm([blocked]);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Pay in full/));
    expect(screen.getByText(/cannot be paid in full online/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByLabelText(/Several months/));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /cannot be paid online: see why/ })).toHaveLength(
      3,
    );
  });
});

describe('PaymentMethodPage: items of a payment not settled yet (issue 19 #6, #8)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('does not offer items held for review, and says why', async () => {
    const held = item({ due_date: clubDay(-30), late_fee: 25 });
    const next = item({ due_date: clubDay(30) });
    renderForm([
      contract({
        payment_types: { down: [], monthly: [held, next], cash_out: [], other_fees: [] },
        open_payments: [openPayment({ status: 6, due_item_ids: [held.id] })],
      }),
    ]);
    const pay = await screen.findByRole('region', { name: 'Payment' });
    expect(within(pay).getByText('Under review')).toBeTruthy();
    expect(
      within(pay).getByText(/part of a payment that is not settled yet, so they cannot be paid/),
    ).toBeTruthy();
    expect(within(pay).queryByRole('button', { name: 'Continue' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Several months/));
    const heldBox = screen.getByRole('checkbox', { name: /cannot be chosen: Under review/ });
    expect((heldBox as HTMLInputElement).disabled).toBe(true);
    const nextBox = screen.getByRole('checkbox', { name: /^Pay the installment of/ });
    await user.click(nextBox);
    expect((screen.getByLabelText(/Amount to pay/) as HTMLInputElement).value).toBe('500.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('lets the member cancel an unfinished checkout from the form', async () => {
    const held = item({ due_date: clubDay(-1) });
    const withCheckout = contract({
      payment_types: { down: [], monthly: [held], cash_out: [], other_fees: [] },
      open_payments: [
        openPayment({
          id: 890,
          status: 1,
          due_item_ids: [held.id],
          hold_until: new Date(Date.now() + 10 * 60_000).toISOString(),
          can_cancel: true,
        }),
      ],
    });
    renderForm([withCheckout]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel this payment' }));
    expectRequest('POST', '/api/v1/payment/890/cancel', {
      status: 409,
      body: { message: 'This payment is no longer waiting for you.', key: 'payment_in_progress' },
    });
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([withCheckout]));
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([visa]));
    await user.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    await waitFor(() => expect(recordedRequests('/api/v1/payment/890/cancel')).toHaveLength(1));
    // Refreshed whatever the answer: the list says where the payment is now.
    await waitFor(() => expect(recordedRequests('/api/v1/user_contracts')).toHaveLength(2));
  });
});

describe('PaymentMethodPage: what a saved-card payment sends (issue 19)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('sends the session’s device fingerprint id, as the new-card checkout does', async () => {
    const due = item({ due_date: clubDay(0) });
    renderForm([
      contract({ payment_types: { down: [], monthly: [due], cash_out: [], other_fees: [] } }),
    ]);
    expectRequest('POST', '/api/v1/payment', {
      status: 201,
      body: { data: { data: { id: 555, uuid: 'u', status: 2, amount: 500, currency: 'USD' } } },
    });
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([contract()]));
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([visa]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    await user.type(within(dialog).getByLabelText(/Security code/), '123');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect((await screen.findByTestId('location')).textContent).toBe('/success-payment/555');
    const fingerprint = sessionStorage.getItem('mp.deviceFingerprint');
    expect(fingerprint).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(recordedRequests('/api/v1/payment')[0]?.body).toMatchObject({
      card_id: 31,
      device_fingerprint_id: fingerprint,
    });
  });
});

describe('billing forms start from the profile (issue 19)', () => {
  beforeEach(() => setSessionToken(aToken()));

  const profile = aProfile({
    first_name: 'Grace',
    last_name: 'Walker',
    address_line_1: '100 Ocean Drive 4',
    city: 'Miami',
    state: 'FL',
    states: 'FL',
    country: 'US',
    postal_code: '33139',
  });

  it('maps the profile’s address to the billing fields', () => {
    expect(billingFromProfile(profile)).toEqual({
      first_name: 'Grace',
      last_name: 'Walker',
      address: '100 Ocean Drive 4',
      city: 'Miami',
      state: 'FL',
      country: 'US',
      post_code: '33139',
    });
    // A state written by name starts on its list code (Ana's "CDMX" is Mexico City, CMX); one
    // the list does not know starts empty rather than hidden in a list.
    expect(billingFromProfile(aProfile({ country: 'US', state: 'Florida' })).state).toBe('FL');
    expect(billingFromProfile(aProfile({ country: 'MX', state: 'CDMX' })).state).toBe('CMX');
    expect(billingFromProfile(aProfile({ country: 'US', state: 'Atlantis' })).state).toBe('');
  });

  it('pays with a new card from the profile’s address, as typed nowhere', async () => {
    const due = item({ due_date: clubDay(0) });
    renderForm(
      [contract({ payment_types: { down: [], monthly: [due], cash_out: [], other_fees: [] } })],
      [],
      billingFromProfile(profile),
    );
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay with a new card' });
    expect((within(dialog).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Grace');
    expect((within(dialog).getByLabelText(/Street and number/) as HTMLInputElement).value).toBe(
      '100 Ocean Drive 4',
    );
    expect((within(dialog).getByLabelText(/Country/) as HTMLSelectElement).value).toBe('US');
    expect((within(dialog).getByLabelText(/State or province/) as HTMLSelectElement).value).toBe(
      'FL',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expectRequest('POST', '/api/v1/payment/checkout', {
      status: 201,
      body: { data: { data: { url: 'http://localhost/sandbox/checkout/pay', fields: {} } } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Go to the secure page' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(recordedRequests('/api/v1/payment/checkout')[0]?.body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Walker',
      address: '100 Ocean Drive 4',
      city: 'Miami',
      state: 'FL',
      country: 'US',
      post_code: '33139',
    });
    submitted.mockRestore();
  });

  it('adds a card from the profile’s address', async () => {
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([]));
    renderAt(<SavedCards billing={billingFromProfile(profile)} />, '/edit-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    expect((within(dialog).getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Walker');
    expect((within(dialog).getByLabelText(/City/) as HTMLInputElement).value).toBe('Miami');
    expect((within(dialog).getByLabelText(/Postal code/) as HTMLInputElement).value).toBe('33139');
  });
});
