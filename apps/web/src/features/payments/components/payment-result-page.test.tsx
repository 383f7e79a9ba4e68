import type { PaymentStatus } from '@mp/contract/payments/schemas';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { PaymentResultPage } from './payment-result-page';

const order = (fields: Partial<PaymentStatus>): PaymentStatus => ({
  id: 555,
  uuid: 'u-555',
  status: 2,
  amount: 1025,
  currency: 'USD',
  contract_id: 7,
  payment_type: 'monthly',
  created_at: new Date().toISOString(),
  hold_until: null,
  can_cancel: false,
  ...fields,
});
function renderSuccess(
  answer: { status: number; body: unknown } | null,
  orderId: number | null = 555,
) {
  if (answer) expectRequest('GET', `/api/v1/payment/${orderId}`, answer);
  return renderAt(
    <PaymentResultPage kind="success" orderId={orderId} />,
    '/success-payment/:order',
    `/success-payment/${orderId ?? 'x'}`,
  );
}
const found = (fields: Partial<PaymentStatus>) => ({
  status: 200,
  body: { data: { data: order(fields) } },
});

describe('the success page confirms only the member’s own order (issue 19 #9)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('thanks for a paid order, with its amount and its invoice', async () => {
    renderSuccess(found({ status: 3 }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeTruthy();
    expect(screen.getByText(/Your payment of \$1,025\.00\sUSD was received/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
  });

  it('says another member’s or an unknown order is not found, never thanks', async () => {
    renderSuccess({ status: 404, body: { message: 'Not found', key: 'not_found' } });
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeTruthy();
    expect(screen.queryByText(/Thank you/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('names the tab after what it shows (issue 20 #16)', async () => {
    renderSuccess(found({ status: 6 }));
    await screen.findByRole('heading', { name: 'Your payment is under review' });
    await waitFor(() =>
      expect(document.title).toBe('Your payment is under review · Member Passport'),
    );
  });

  it('says a malformed id is not found without asking the server', () => {
    renderSuccess(null, null);
    expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeTruthy();
  });

  it('shows a payment held for review as under review, not as a failure', async () => {
    renderSuccess(found({ status: 6 }));
    expect(
      await screen.findByRole('heading', { name: 'Your payment is under review' }),
    ).toBeTruthy();
    expect(screen.getByText(/This is not a failure/)).toBeTruthy();
    expect(screen.getByText(/we will email you as soon as it is settled/)).toBeTruthy();
    expect(screen.queryByText(/not completed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('says a payment whose outcome is unknown is being confirmed', async () => {
    renderSuccess(found({ status: 7 }));
    expect(
      await screen.findByRole('heading', { name: 'We are confirming your payment' }),
    ).toBeTruthy();
    expect(screen.getByText(/you cannot be charged twice/)).toBeTruthy();
  });

  it('shows an unfinished checkout as in progress, with its hold and a way to cancel it', async () => {
    renderSuccess(
      found({
        status: 1,
        hold_until: new Date(2026, 10, 24, 9, 5).toISOString(),
        can_cancel: true,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your payment is in progress' }),
    ).toBeTruthy();
    expect(screen.getByText(/Its items are held until 9:05 AM/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel this payment' })).toBeTruthy();
  });

  it.each([
    [4, 'Your payment was not completed'],
    [5, 'Your payment was cancelled'],
  ])(
    'says an order of status %i was not completed and nothing was charged',
    async (status, title) => {
      renderSuccess(found({ status }));
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(
        screen.getByText(
          'The payment of $1,025.00 USD was not completed. Nothing was charged to your card.',
        ),
      ).toBeTruthy();
    },
  );

  it('says money received for items already paid will be refunded', async () => {
    renderSuccess(found({ status: 8 }));
    expect(
      await screen.findByRole('heading', {
        name: 'Your payment was received and will be refunded',
      }),
    ).toBeTruthy();
  });

  it('offers to try again when the order cannot be read', async () => {
    renderSuccess({ status: 500, body: { message: 'x', key: 'error_generic' } });
    expect(
      await screen.findByRole('heading', { name: 'We could not check this payment' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });

  it('speaks Spanish, calling the PDF a comprobante de pago', async () => {
    const { i18n } = await import('@/i18n/i18n');
    await i18n.changeLanguage('es');
    renderSuccess(found({ status: 2, currency: 'MXN', amount: 9850 }));
    expect(await screen.findByRole('heading', { name: 'Gracias por tu pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar comprobante de pago' })).toBeTruthy();
  });
});
