import { exampleUserContract } from '@mp/contract/payments/examples';
import type { DueItem, UserContract } from '@mp/contract/payments/schemas';
import { clubDay } from '@mp/contract/rules/club-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { PaymentMethodPage, paymentTypeOf } from './payment-method-page';
import { PaymentsCentrePage } from './payments-centre-page';
import { SavedCards } from './saved-cards';

let nextId = 100;
const item = (fields: Partial<DueItem>): DueItem => ({
  id: nextId++,
  amount_due: 500,
  closing_cost: 0,
  late_fee: 0,
  due_date: clubDay(0),
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
const overdue = item({ due_date: clubDay(-30), late_fee: 25 });
const today = item({});
const next = item({ due_date: clubDay(30) });
const locked = item({ due_date: clubDay(60), available_for_payment: 0 });
const payable = contract(7, {
  payment_types: {
    down: [],
    monthly: [overdue, today, next, locked],
    cash_out: [],
    other_fees: [
      item({ fee_type: 'Renewal Fee', amount_due: 1200, late_fee: 60, due_date: clubDay(-5) }),
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
  body: { data: { data: list, payments_enabled: enabled, device_fingerprint: null } },
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
    expect(screen.getByText(/To pay now: \$1,025\.00\sUSD/)).toBeTruthy();
  });

  it('opens on the contract with a payment due, in the middle of three, when none is passed', async () => {
    // The payments centre lists the one with a payment due first (spec §2): [7, 1, 2].
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([contract(1), contract(2), payable]),
    );
    renderAt(<PaymentsCentrePage />, '/my-vida-vacations-payments');
    await screen.findAllByRole('button', { pressed: false });
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('GMY-7');
    expect(screen.getByRole('link', { name: 'Pay: Monthly payment' })).toBeTruthy();
  });

  it('says why pay is not offered when payments are off', async () => {
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([payable], false));
    renderAt(<PaymentsCentrePage />, '/my-vida-vacations-payments');
    expect(
      await screen.findByText(
        'Online payments are not available right now. Please call Member Care at 800 123 4567 to pay.',
      ),
    ).toBeTruthy();
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
      device_fingerprint_id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('PaymentMethodPage with a new card', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('offers the add-new entry (chosen without saved cards) and sends the order with the billing to be signed', async () => {
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([payable]));
    expectRequest('GET', '/api/v1/credit_cards', { status: 200, body: { data: { data: [] } } });
    expectRequest('POST', '/api/v1/payment/checkout', {
      status: 201,
      body: {
        data: { data: { url: 'http://localhost/sandbox/checkout/pay', fields: { a: '1' } } },
      },
    });
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderAt(<PaymentMethodPage type="monthly" />, '/payment-method/monthly', {
      pathname: '/payment-method/monthly',
      state: { contract_id: 7 },
    });
    const user = userEvent.setup();
    expect(((await screen.findByLabelText(/A new card/)) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay with a new card' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Walker');
    await user.type(within(dialog).getByLabelText(/Street and number/), 'Av. Tulum 225');
    await user.selectOptions(within(dialog).getByLabelText(/Country/), 'MX');
    // Mexico's billing state is a code from a list where the provider takes codes (issue 19 #18).
    const state = within(dialog).getByLabelText(/State or province/);
    if (state instanceof HTMLSelectElement) await user.selectOptions(state, 'ROO');
    else await user.type(state, 'Quintana Roo');
    await user.type(within(dialog).getByLabelText(/City/), 'Cancún');
    await user.type(within(dialog).getByLabelText(/Postal code/), '77500');
    await user.click(within(dialog).getByLabelText(/Make it my default card/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/to pay \$1,025\.00\sUSD/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go to the secure page' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(recordedRequests('/api/v1/payment/checkout')[0]?.body).toMatchObject({
      order_amount: '1025.00',
      contract_id: 7,
      card_id: -1,
      paymentTypeIds: [overdue.id, today.id],
      paymentType: 'monthly',
      monthlyType: 'monthly',
      multiplePayment: false,
      first_name: 'Grace',
      state: expect.stringMatching(/^(ROO|Quintana Roo)$/),
      country: 'MX',
      save_card: true,
      is_default: true,
    });
    submitted.mockRestore();
  });
});

describe('SavedCards', () => {
  beforeEach(() => setSessionToken(aToken()));

  const mastercard = {
    ...visa,
    id: 32,
    card_type: 'Mastercard',
    last_four: '4444',
    card_number: '•••• •••• •••• 4444',
    is_default: false,
  };
  const cardsAnswer = (list: unknown[]) => ({ status: 200, body: { data: { data: list } } });

  it('lists the saved cards masked with the default marked; opens one view-only; makes another the default', async () => {
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([visa, mastercard]));
    renderAt(<SavedCards />, '/edit-profile');
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
    expect(screen.getAllByText('Default')).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Visa ending in 1111/ }));
    const view = screen.getByRole('dialog', { name: 'Visa ending in 1111' });
    expect(
      within(view).getByText('100 Ocean Drive 4, Miami, FL 33139, United States'),
    ).toBeTruthy();
    expect(within(view).queryByRole('textbox')).toBeNull();
    await user.click(within(view).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    expectRequest('PUT', '/api/v1/credit_cards/32', {
      status: 200,
      body: { data: { data: { ...mastercard, is_default: true } } },
    });
    expectRequest(
      'GET',
      '/api/v1/credit_cards',
      cardsAnswer([
        { ...mastercard, is_default: true },
        { ...visa, is_default: false },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Make default the card ending in 4444' }));
    expect(
      await screen.findByRole('button', { name: 'Make default the card ending in 1111' }),
    ).toBeTruthy();
    expect(recordedRequests('/api/v1/credit_cards/32')[0]?.body).toEqual({ is_default: true });
  });

  it('removes a card only after the confirmation', async () => {
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([visa, mastercard]));
    renderAt(<SavedCards />, '/edit-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove the card ending in 4444' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(recordedRequests('/api/v1/credit_cards/32')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove the card ending in 4444' }));
    expectRequest('PUT', '/api/v1/credit_cards/32', {
      status: 200,
      body: { data: { data: { ...mastercard, status: 0 } } },
    });
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([visa]));
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByText('Mastercard ending in 4444')).toBeNull());
    expect(recordedRequests('/api/v1/credit_cards/32')[0]?.body).toEqual({ status: false });
  });

  /** The add-card dialog, its billing typed. */
  async function addCardDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Walker');
    await user.type(within(dialog).getByLabelText(/Street and number/), 'Ocean Drive');
    await user.selectOptions(within(dialog).getByLabelText(/Country/), 'US');
    await user.type(within(dialog).getByLabelText(/City/), 'Miami');
    await user.type(within(dialog).getByLabelText(/Postal code/), '33139');
    return dialog;
  }

  const tokenCheckout = {
    status: 201,
    body: {
      data: {
        data: {
          url: 'http://localhost/sandbox/checkout/token/create',
          fields: { transaction_type: 'create_payment_token', signature: 'abc=' },
        },
      },
    },
  };

  it('adds a card: billing checked as the server does, a confirmation, then the provider’s page', async () => {
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([]));
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderAt(<SavedCards />, '/edit-profile');
    const user = userEvent.setup();
    const dialog = await addCardDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/with a letter and a digit/, { selector: 'p' })).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/State or province/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await user.type(within(dialog).getByLabelText(/Street and number/), ' 100');
    await user.selectOptions(within(dialog).getByLabelText(/State or province/), 'FL');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/Nothing is charged/)).toBeTruthy();
    expectRequest('POST', '/api/v1/credit_cards/checkout', tokenCheckout);
    await user.click(within(dialog).getByRole('button', { name: 'Go to the secure page' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const form = submitted.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('http://localhost/sandbox/checkout/token/create');
    expect(form.method).toBe('post');
    expect(new FormData(form).get('signature')).toBe('abc=');
    const [sent] = recordedRequests('/api/v1/credit_cards/checkout');
    expect(sent?.body).toMatchObject({
      first_name: 'Grace',
      address: 'Ocean Drive 100',
      country: 'US',
      state: 'FL',
      is_default: false,
      device_fingerprint_id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
    submitted.mockRestore();
  });

  it('says so when the browser refuses to post to the provider’s page (the page’s CSP), and lets the member try again', async () => {
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([]));
    // What Chromium does when form-action does not allow the address: no navigation, only the
    // violation event, fired at the form and bubbling to the document.
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      const violation = new Event('securitypolicyviolation', { bubbles: true });
      Object.assign(violation, { effectiveDirective: 'form-action' });
      setTimeout(() => this.dispatchEvent(violation));
    });
    renderAt(<SavedCards />, '/edit-profile');
    const user = userEvent.setup();
    const dialog = await addCardDialog(user);
    await user.type(within(dialog).getByLabelText(/Street and number/), ' 100');
    await user.selectOptions(within(dialog).getByLabelText(/State or province/), 'FL');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expectRequest('POST', '/api/v1/credit_cards/checkout', tokenCheckout);
    // The lists are read again: a payment's items are held by it until it is cancelled.
    expectRequest('GET', '/api/v1/credit_cards', cardsAnswer([]));
    await user.click(within(dialog).getByRole('button', { name: 'Go to the secure page' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /did not open our card processor’s secure page, so nothing was charged/,
    );
    // Not left on a spinner: the button works again, and the refused form is gone.
    const again = within(dialog).getByRole('button', { name: 'Go to the secure page' });
    expect(again.hasAttribute('disabled') || again.getAttribute('aria-disabled') === 'true').toBe(
      false,
    );
    expect(document.querySelectorAll('form[action*="sandbox"]')).toHaveLength(0);
    submitted.mockRestore();
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
