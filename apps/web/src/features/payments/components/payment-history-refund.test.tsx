import { exampleUserContract } from '@mp/contract/payments/examples';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { PaymentHistoryPage } from './payment-history-page';

const now = Date.now();
const entry = (id: number, amount: number, minutesAgo: number) => ({
  id,
  uuid: `u-${id}`,
  created_at: new Date(now - minutesAgo * 60_000).toISOString(),
  status: 3,
  payment_type: 'monthly' as const,
  amount,
  currency: 'USD' as const,
  last_four: '1111',
});

describe('PaymentHistoryPage with a refund (issue 22)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows a refund as a negative line named a refund, whose download is its credit note', async () => {
    expectRequest('GET', '/api/v1/user_contracts', {
      status: 200,
      body: {
        data: {
          data: [exampleUserContract(1, { payments: [entry(10, 1025, 60), entry(11, -100, 5)] })],
          payments_enabled: true,
          device_fingerprint: null,
        },
      },
    });
    renderAt(<PaymentHistoryPage />, '/my-vida-vacations-payments_history');
    const table = await screen.findByRole('table');
    const [refund, payment] = within(table).getAllByRole('row').slice(1);
    expect(refund?.textContent).toContain('Refund · Monthly');
    expect(refund?.textContent).toContain('-$100.00');
    expect(within(refund as HTMLElement).getByRole('button', { name: /credit note/ })).toBeTruthy();
    expect(payment?.textContent).toContain('$1,025.00');
    expect(
      within(payment as HTMLElement).getByRole('button', { name: /Download the invoice of/ }),
    ).toBeTruthy();
  });
});
