import { PaymentHistoryPage } from '@/features/payments/components/payment-history-page';

export function Component() {
  return <PaymentHistoryPage />;
}
