import { useParams } from 'react-router';
import {
  PaymentMethodPage,
  paymentTypeOf,
} from '@/features/payments/components/payment-method-page';

export function Component() {
  const { type } = useParams();
  const paymentType = paymentTypeOf(type);
  return <PaymentMethodPage key={paymentType} type={paymentType} />;
}
