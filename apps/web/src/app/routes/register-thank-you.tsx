import { RegisterThankYouPage } from '@/features/auth/components/register-thank-you-page';

export function Component() {
  return <RegisterThankYouPage />;
}
