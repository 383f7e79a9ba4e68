import { useLocation, useParams } from 'react-router';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';
import { paths } from '@/lib/paths';

/**
 * /success-payment/{order}, /fail-payment/{message}, /cancelled-payment/{message} and
 * /success-tokenization: where the provider's hosted checkout sends the member back.
 */
export function Component() {
  const { pathname } = useLocation();
  const { order, message } = useParams();
  if (pathname === paths.successTokenization) return <PaymentResultPage kind="tokenization" />;
  if (pathname.startsWith(paths.successPayment)) {
    const id = order && /^\d{1,15}$/.test(order) ? Number(order) : null;
    return <PaymentResultPage kind="success" orderId={id} />;
  }
  const kind = pathname.startsWith(paths.failPayment) ? 'fail' : 'cancelled';
  return <PaymentResultPage key={pathname} kind={kind} message={message} />;
}
