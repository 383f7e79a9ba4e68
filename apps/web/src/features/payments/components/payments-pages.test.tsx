import { exampleUserContract } from '@mp/contract/payments/examples';
import type { UserContract } from '@mp/contract/payments/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ContractsPage } from './contracts-page';
import { PaymentHistoryPage } from './payment-history-page';
import { decodeResultMessage, PaymentResultPage } from './payment-result-page';

const DAY = 86_400_000;
function contract(id: number, fields: Partial<UserContract> = {}): UserContract {
  return exampleUserContract(id, {
    contract_number: `EST-${id}`,
    maintenance_fee: 2980.5,
    room_type: 'Three Bedroom Residence',
    contract_date: Date.UTC(2022, 10, 3) / 1000,
    total_weeks: 40,
    used_weeks: 12,
    weeks_available: 28,
    ...fields,
  });
}
const payment = (id: number, daysAgo: number, status = 2) => ({
  id,
  uuid: `u-${id}`,
  created_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
  status,
  payment_type: 'monthly' as const,
  amount: 1185,
  currency: 'USD' as const,
  last_four: '0005',
});
const contractsAnswer = (list: UserContract[]) => ({
  status: 200,
  body: { data: { data: list, payments_enabled: true, device_fingerprint: null } },
});

describe('ContractsPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('lists contracts but the cancelled ones and opens the details dialog', async () => {
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([
        contract(1),
        contract(2, { contract_status: 'Cancelled', contract_number: 'MPM-2' }),
        contract(3, {
          contract_status: 'Blocked',
          resort: 'Mayan Palace Acapulco',
          currency_id: 1,
        }),
      ]),
    );
    renderAt(<ContractsPage />, '/my-vida-vacations-contracts');
    const open = await screen.findByRole('button', { name: 'See the details of contract EST-1' });
    expect(screen.queryByText('MPM-2')).toBeNull();
    expect(screen.getByText('BLOCKED')).toBeTruthy();
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Contract EST-1' });
    const year = new Date().getFullYear() + 1;
    expect(within(dialog).getByText(`Usage fee ${year}`).nextSibling?.textContent).toMatch(
      /^\$2,980\.50\sUSD$/,
    );
    expect(within(dialog).getByText('03 Nov 2022')).toBeTruthy();
    expect(within(dialog).getByText('ACTIVE')).toBeTruthy();
  });

  it('says so when the contracts do not load', async () => {
    expectRequest('GET', '/api/v1/user_contracts', {
      status: 500,
      body: { message: 'x', key: 'error_generic' },
    });
    renderAt(<ContractsPage />, '/my-vida-vacations-contracts');
    expect(await screen.findByText('We could not load your contracts')).toBeTruthy();
  });
});

describe('PaymentHistoryPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows statuses 2 and 3 of the last 730 days, newest first, per contract not cancelled', async () => {
    expectRequest(
      'GET',
      '/api/v1/user_contracts',
      contractsAnswer([
        contract(1, {
          payments: [payment(10, 40), payment(12, 5, 3), payment(11, 731), payment(13, 1, 4)],
        }),
        contract(2, {
          contract_status: 'Cancelled',
          contract_number: 'MPM-2',
          payments: [payment(20, 3)],
        }),
      ]),
    );
    renderAt(<PaymentHistoryPage />, '/my-vida-vacations-payments_history');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    expect(rows[0]?.textContent).toContain(first);
    expect(screen.getByText(/2 payments/)).toBeTruthy();
    expect(screen.queryByText('MPM-2')).toBeNull();
    expect(within(table).getAllByRole('button', { name: /Download the invoice of/ })).toHaveLength(
      2,
    );
  });
});

describe('payment result pages', () => {
  it('decodes a base64 message as text, and refuses what is not one', () => {
    expect(decodeResultMessage(btoa('Declined: <b>203</b>'))).toBe('Declined: <b>203</b>');
    const spanish = btoa(
      String.fromCharCode(...new TextEncoder().encode('Tarjeta rechazada, inténtalo')),
    );
    expect(decodeResultMessage(spanish)).toBe('Tarjeta rechazada, inténtalo');
    // base64url, without padding, as our receipt endpoint writes it into a path.
    const url = btoa('??>>').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(url).toMatch(/[-_]/);
    expect(decodeResultMessage(url)).toBe('??>>');
    expect(decodeResultMessage('%%%')).toBeNull();
    expect(decodeResultMessage(btoa('\u0001\u0002'))).toBeNull();
    expect(decodeResultMessage(undefined)).toBeNull();
  });

  it('shows the message as text, never as HTML, and a generic one when it is malformed', async () => {
    renderAt(
      <PaymentResultPage kind="fail" message={btoa('<img src=x onerror=alert(1)>')} />,
      '/fail-payment/x',
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    renderAt(<PaymentResultPage kind="cancelled" message="@@" />, '/cancelled-payment/@@');
    expect(
      screen.getByText('You cancelled the payment. Nothing was charged to your card.'),
    ).toBeTruthy();
  });
});
