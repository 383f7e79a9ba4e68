import { useParams } from 'react-router';
import { billingFromProfile } from '@/features/payments/components/billing-defaults';
import {
  PaymentMethodPage,
  paymentTypeOf,
} from '@/features/payments/components/payment-method-page';
import { useProfile } from '@/features/profile/api/profile';

/** The payment form, with the member's profile address for a new card's billing. */
export function Component() {
  const { type } = useParams();
  const paymentType = paymentTypeOf(type);
  const profile = useProfile();
  return (
    <PaymentMethodPage
      key={paymentType}
      type={paymentType}
      billing={profile.data ? billingFromProfile(profile.data) : undefined}
    />
  );
}
