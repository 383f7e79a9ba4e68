import type { OrderDetail } from '@mp/contract/orders/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '@/staff/api/client';
import { loadConsoleTexts } from '@/staff/lib/texts';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { RefundDialog } from './refund-dialog';

const PATH = '/api/staff/orders/5/refunds';

const order: OrderDetail = {
  id: 5,
  reference: 'MP-0A1B2C3D4E5F',
  status: 'paid',
  refund_state: 'none',
  member: {
    id: 9,
    vida_member_id: 100001,
    first_name: 'Ana',
    last_name: 'García',
    email: 'ana@example.com',
    language: 'es',
  },
  contract: { id: 3, number: 'GBL-203377', resort: 'The Grand Bliss Nuevo Vallarta' },
  payment_type: 'monthly',
  amount: 1025,
  refunded: 0,
  currency: 'USD',
  provider_transaction_id: '7012345678901234567890',
  items: 2,
  attempts: 1,
  created_at: '2026-11-27T15:00:00.000Z',
  card: { type: 'Visa', last_four: '1111' },
  provider_reason_code: 100,
  provider_message: 'Request was processed successfully.',
  invoice_number: 'F-2026-000005',
  lines: [],
  attempts_list: [],
  refunds: [],
  refundable: 1025,
};

beforeAll(async () => {
  await loadConsoleTexts('en');
});

describe('RefundDialog', () => {
  it('needs the confirmation, shows the provider’s refusal, and a resubmit asks about the same refund', async () => {
    setCsrfToken('csrf-test');
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderAt(<RefundDialog order={order} onClose={onClose} />, '/staff/orders/5');
    const amount = screen.getByLabelText(/^Amount to refund/);
    expect((amount as HTMLInputElement).value).toBe('1025');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(screen.getByLabelText(/^Reason/), 'Duplicate charge');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Tick the box to confirm the refund.')).toBeTruthy();
    expect(recordedRequests(PATH)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /refund \$100\.00/ }));
    expectRequest('POST', PATH, {
      status: 502,
      body: { message: 'No trusted answer.', key: 'refund_unconfirmed' },
    });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/The amount stays held/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    expectRequest('POST', PATH, {
      status: 200,
      body: { data: { ...order, refunded: 100, refundable: 925, refund_state: 'partial' } },
    });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = recordedRequests(PATH).map((r) => r.body as Record<string, unknown>);
    expect(first).toMatchObject({ amount: 100, reason: 'Duplicate charge' });
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });
});
