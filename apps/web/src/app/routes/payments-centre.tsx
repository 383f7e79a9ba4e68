import { PaymentsCentrePage } from '@/features/payments/components/payments-centre-page';

export function Component() {
  return <PaymentsCentrePage />;
}
