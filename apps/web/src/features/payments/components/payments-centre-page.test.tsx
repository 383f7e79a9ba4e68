import { exampleDueItem, exampleUserContract } from '@mp/contract/payments/examples';
import type { DueItem, OpenPayment, UserContract } from '@mp/contract/payments/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { PaymentsCentrePage } from './payments-centre-page';

let nextId = 300;
const item = (fields: Partial<DueItem>): DueItem =>
  exampleDueItem(nextId++, { amount_due: 500, invoice_amount: 500, ...fields });
function contract(fields: Partial<UserContract> = {}): UserContract {
  return exampleUserContract(9, {
    contract_number: 'GMY-900123456',
    resort: 'The Grand Mayan Riviera Maya',
    balance: 20_000,
    pay_in_full: 19_000,
    ...fields,
  });
}
const contractsAnswer = (list: UserContract[]) => ({
  status: 200,
  body: { data: { data: list, payments_enabled: true, device_fingerprint: null } },
});
const openPayment = (fields: Partial<OpenPayment>): OpenPayment => ({
  id: 880,
  status: 6,
  payment_type: 'monthly',
  amount: 500,
  currency: 'USD',
  created_at: new Date().toISOString(),
  due_item_ids: [],
  hold_until: null,
  can_cancel: false,
  ...fields,
});

function renderCentre() {
  return renderAt(<PaymentsCentrePage />, '/my-vida-vacations-payments');
}

describe('PaymentsCentrePage: the club’s today (issue 19 #13)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('counts what is due by the date in Cancún, not the UTC date, from 19:00 to midnight', async () => {
    // 22:00 on 24 November in Cancún is already the 25th in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
    const overdue = item({ due_date: '2026-11-20' });
    const tomorrowInCancun = item({ due_date: '2026-11-25' });
    const onlyTomorrow = exampleUserContract(10, {
      contract_number: 'MPA-10',
      balance: 900,
      payment_types: { down: [], monthly: [], cash_out: [], other_fees: [tomorrowInCancun] },
    });
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([
        contract({
          payment_types: {
            down: [],
            monthly: [overdue, item({ due_date: '2026-11-25' }), item({ due_date: '2026-12-25' })],
            cash_out: [],
            other_fees: [],
          },
        }),
        onlyTomorrow,
      ]),
    );
    renderCentre();
    // Due now: the installment of the 20th only; the 25th is tomorrow at the club.
    expect(await screen.findByText(/To pay now: \$500\.00\sUSD/)).toBeTruthy();
    const other = screen.getByRole('button', { name: /MPA-10/ });
    expect(within(other).queryByText('Payment due')).toBeNull();
  });
});

describe('PaymentsCentrePage: a blocked contract and months the club closed (issue 19 #5)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('says to contact the contact centre, and offers Accounting instead of Pay for closed months', async () => {
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([
        contract({
          contract_status: 'Blocked',
          currency_id: 1,
          payment_types: {
            down: [],
            monthly: [
              item({ due_date: '2020-01-25', available_for_payment: 0, late_fee: 40 }),
              item({ due_date: '2020-02-25', available_for_payment: 0 }),
            ],
            cash_out: [],
            other_fees: [],
          },
        }),
      ]),
    );
    renderCentre();
    expect(
      await screen.findByText(
        'This contract is blocked. Please contact Member Care to bring it up to date.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay: Monthly payment' })).toBeNull();
    expect(screen.getByText('The installments due now cannot be paid online.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Accounting' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Accounting' });
    expect(within(dialog).getByRole('link', { name: '800 112 4455' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '1 888 555 0142' })).toBeTruthy();
  });

  it('shows the blocked contract’s hint in Spanish too', async () => {
    const { i18n } = await import('@/i18n/i18n');
    await i18n.changeLanguage('es');
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([contract({ contract_status: 'Blocked' })]),
    );
    renderCentre();
    expect(
      await screen.findByText(
        'Este contrato está bloqueado. Comunícate con Atención a Socios para ponerlo al corriente.',
      ),
    ).toBeTruthy();
  });
});

describe('PaymentsCentrePage: payments not settled yet (issue 19 #6, #8, #16)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows a payment held for review as "Under review" instead of offering Pay for its items', async () => {
    const due = item({ due_date: '2020-01-25' });
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([
        contract({
          payment_types: { down: [], monthly: [due], cash_out: [], other_fees: [] },
          open_payments: [openPayment({ status: 6, due_item_ids: [due.id] })],
        }),
      ]),
    );
    renderCentre();
    const open = await screen.findByRole('region', { name: 'Payments not settled yet' });
    expect(within(open).getByText('Under review')).toBeTruthy();
    expect(
      within(open).getByText(/Your card issuer or our card processor is checking/),
    ).toBeTruthy();
    const types = screen.getByRole('list', { name: 'Payment types' });
    expect(within(types).getByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay: Monthly payment' })).toBeNull();
  });

  it('shows a payment whose outcome is unknown as "Confirming with your bank"', async () => {
    const due = item({ due_date: '2020-01-25' });
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([
        contract({
          payment_types: { down: [], monthly: [due], cash_out: [], other_fees: [] },
          open_payments: [openPayment({ status: 7, due_item_ids: [due.id] })],
        }),
      ]),
    );
    renderCentre();
    const types = await screen.findByRole('list', { name: 'Payment types' });
    expect(within(types).getByText('Confirming with your bank')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay: Monthly payment' })).toBeNull();
  });

  it('shows an unfinished checkout with the time it frees its items, and cancels it after a confirmation', async () => {
    const due = item({ due_date: '2020-01-25' });
    const holdUntil = new Date(2026, 10, 24, 15, 42).toISOString();
    const withCheckout = contract({
      payment_types: { down: [], monthly: [due], cash_out: [], other_fees: [] },
      open_payments: [
        openPayment({
          id: 881,
          status: 1,
          due_item_ids: [due.id],
          hold_until: holdUntil,
          can_cancel: true,
        }),
      ],
    });
    expectRequest('GET', '/api/v1/user_contracts', contractsAnswer([withCheckout]));
    renderCentre();
    const open = await screen.findByRole('region', { name: 'Payments not settled yet' });
    expect(within(open).getByText('Payment in progress — held until 3:42 PM')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay: Monthly payment' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(open).getByRole('button', { name: 'Cancel this payment' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(recordedRequests('/api/v1/payment/881/cancel')).toHaveLength(0);

    await user.click(within(open).getByRole('button', { name: 'Cancel this payment' }));
    expectRequest('POST', '/api/v1/payment/881/cancel', {
      status: 200,
      body: {
        data: {
          data: {
            id: 881,
            uuid: 'u-881',
            status: 5,
            amount: 500,
            currency: 'USD',
            contract_id: 9,
            payment_type: 'monthly',
            created_at: new Date().toISOString(),
            hold_until: null,
            can_cancel: false,
          },
        },
      },
    });
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([{ ...withCheckout, open_payments: [] }]),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this payment?' })).getByRole('button', {
        name: 'Cancel the payment',
      }),
    );
    // The list is refreshed: the items are payable again at once.
    expect(await screen.findByRole('link', { name: 'Pay: Monthly payment' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payments not settled yet' })).toBeNull(),
    );
    expect(recordedRequests('/api/v1/payment/881/cancel')).toHaveLength(1);
  });
});
